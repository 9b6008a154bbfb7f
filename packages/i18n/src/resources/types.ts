import type { enUS } from './en-US.ts';

/** Replaces every string literal in a message tree with `string`, keeping the key structure. */
type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/** The shape every language's messages must have: the English key tree. */
export type Messages = Widen<typeof enUS>;
