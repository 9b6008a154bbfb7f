import { ErrorCode, MESSAGE_CLASSES, ResultStatus, ServiceMessage, isServerMessage } from '@oj/contracts';
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
  readonly serverMessage: ServerMessage | undefined;

  constructor(code: ErrorCodeName, statusCode: number, message: string | ServerMessage, options?: ErrorOptions) {
    super(isServerMessage(message) ? message.en : message, options);
    this.name = new.target.name;
    this.code = code;
    this.statusCode = statusCode;
    this.serverMessage = isServerMessage(message) ? message : undefined;
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

// TRANSITION: the classes below keep services that still throw sentences compiling until each is
// converted to `fail(...)`; they are deleted with the last conversion.

/** Malformed or invalid input. */
export class BadRequestError extends AppError {
  constructor(message: string | ServerMessage, options?: ErrorOptions) {
    super(ErrorCode.BadRequest, ResultStatus.Fail, message, options);
  }
}

/** A business rule refused the request. */
export class ConflictError extends AppError {
  constructor(message: string | ServerMessage, options?: ErrorOptions) {
    super(ErrorCode.Conflict, ResultStatus.Fail, message, options);
  }
}

/** No token, or a forged, expired or revoked one. */
export class UnauthorizedError extends AppError {
  constructor(message: string | ServerMessage = ServiceMessage.loginFirst, options?: ErrorOptions) {
    super(ErrorCode.Unauthorized, ResultStatus.Unauthorized, message, options);
  }
}

/** Signed in, but without the role or ownership the action needs. */
export class ForbiddenError extends AppError {
  constructor(message: string | ServerMessage = ServiceMessage.noPermission, options?: ErrorOptions) {
    super(ErrorCode.Forbidden, ResultStatus.AccessDenied, message, options);
  }
}

/** The resource does not exist (or the caller may not know it does). */
export class NotFoundError extends AppError {
  constructor(message: string | ServerMessage = ServiceMessage.notFound, options?: ErrorOptions) {
    super(ErrorCode.NotFound, ResultStatus.NotFound, message, options);
  }
}

/** The caller is going too fast. */
export class TooManyRequestsError extends AppError {
  constructor(message: string | ServerMessage, options?: ErrorOptions) {
    super(ErrorCode.TooManyRequests, 429, message, options);
  }
}

/** A dependency (database, NATS) is down; the request may succeed later. */
export class ServiceUnavailableError extends AppError {
  constructor(message: string | ServerMessage = ServiceMessage.unavailable, options?: ErrorOptions) {
    super(ErrorCode.Internal, 503, message, options);
  }
}
