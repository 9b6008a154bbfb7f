import { PRINT_MIN_LENGTH } from '@oj/contracts';

/** Why print content may not be sent (spec 02 §5), as a message key of `contestBoard.print`. */
export type PrintContentError = 'contentEmpty' | 'contentTooShort';

/** Spec 02 §5: not empty (blank counts as empty), and at least 50 characters. */
export function printContentError(content: string): PrintContentError | null {
  if (content.trim() === '') return 'contentEmpty';
  if (content.length < PRINT_MIN_LENGTH) return 'contentTooShort';
  return null;
}
