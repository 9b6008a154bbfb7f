import { MESSAGE_CLASSES, ServiceMessage } from '@oj/contracts';
import type { ErrorCodeName, ServerMessage } from '@oj/contracts';

export { ServiceMessage };

/** What a user sees when a dependency or an upstream service is down. */
export const UNAVAILABLE_MESSAGE = ServiceMessage.unavailable.en;

/** The one message a user sees for an unexpected failure (spec 01 §8). */
export const SERVER_ERROR_MESSAGE = ServiceMessage.serverError.en;

/**
 * An error a handler throws on purpose: a declared message (`@oj/contracts` errors/), whose class
 * gives the HTTP status (also the envelope status) and the generic code, and whose code and values
 * the envelope carries beside the English `msg`. Build one with `fail(Message.key)`.
 */
export class AppError extends Error {
  /** The generic code clients branch on (`CONFLICT`, `CAPTCHA_REQUIRED`, …). */
  readonly code: ErrorCodeName;
  readonly statusCode: number;
  /** The declared message: its stable code and values. */
  readonly serverMessage: ServerMessage;

  constructor(code: ErrorCodeName, statusCode: number, message: ServerMessage, options?: ErrorOptions) {
    super(message.en, options);
    this.name = new.target.name;
    this.code = code;
    this.statusCode = statusCode;
    this.serverMessage = message;
  }
}

/**
 * The error of a declared message, to throw: `throw fail(ContestMessage.contestNotStarted)`.
 * Its status and generic code are the ones its declaration's class names.
 */
export function fail(message: ServerMessage, options?: ErrorOptions): AppError {
  const answer = MESSAGE_CLASSES[message.as];
  if (answer.code === null) throw new Error(`${message.code} is a success message, not an error`);
  return new AppError(answer.code, answer.status, message, options);
}
