import type { Widen } from '../types.ts';
import type { enUSAdmin } from './en-US.ts';

/** The back office's messages: the English key tree. */
export type AdminMessages = Widen<typeof enUSAdmin>;
