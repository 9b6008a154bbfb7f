import { Verdict } from '@oj/contracts';

/**
 * What a built-in checker can find: Accepted, Wrong Answer, Presentation Error (exact only, as
 * before), or System Error when the answer itself does not fit the checker (a yes/no answer that is
 * neither): the problem is misconfigured, and no submission should pay for it.
 */
export type OutputStatus = typeof Verdict.Accepted | typeof Verdict.WrongAnswer | typeof Verdict.PresentationError | typeof Verdict.SystemError;

/** A checker's verdict on one output, with its short message ('' when accepted). */
export interface OutputCheck {
  status: OutputStatus;
  message: string;
}

/** Accepted, without a message. */
export const ACCEPTED: OutputCheck = { status: Verdict.Accepted, message: '' };

/** Wrong Answer with `message`. */
export function wrongAnswer(message: string): OutputCheck {
  return { status: Verdict.WrongAnswer, message };
}
