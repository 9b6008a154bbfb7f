import type { enUS } from './en-US.ts';
import type { enUSPages } from './pages/en-US/index.ts';

/** Replaces every string literal in a message tree with `string`, keeping the key structure. */
export type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/** The shell's messages (loaded before the first render): the English key tree. */
export type Messages = Widen<typeof enUS>;
/** The pages' messages (loaded with the first lazy page): the English key tree. */
export type PageMessages = Widen<typeof enUSPages>;
/** Every message of a language. */
export type AllMessages = Messages & PageMessages;
