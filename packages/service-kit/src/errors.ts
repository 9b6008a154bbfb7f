import { ErrorCode, ResultStatus } from '@oj/contracts';
import type { ErrorCodeName } from '@oj/contracts';

/** What a user sees when a dependency or an upstream service is down. */
export const UNAVAILABLE_MESSAGE = 'Service temporarily unavailable, please try again later';

/** The one message a user sees for an unexpected failure (spec 01 §8). */
export const SERVER_ERROR_MESSAGE = 'Server error, please refresh again';

/**
 * An error a handler throws on purpose. It carries a stable code (the UI translates it), an HTTP
 * status that is also the envelope status, and an English message that is safe to show users.
 */
export class AppError extends Error {
  readonly code: ErrorCodeName;
  readonly statusCode: number;

  constructor(code: ErrorCodeName, statusCode: number, message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = new.target.name;
    this.code = code;
    this.statusCode = statusCode;
  }
}

/** Malformed or invalid input. */
export class BadRequestError extends AppError {
  constructor(message: string, options?: ErrorOptions) {
    super(ErrorCode.BadRequest, ResultStatus.Fail, message, options);
  }
}

/**
 * A business rule refused the request (the username already exists, the contest has ended).
 * The envelope status is the spec's Fail (400); the stable code tells it apart from bad input.
 */
export class ConflictError extends AppError {
  constructor(message: string, options?: ErrorOptions) {
    super(ErrorCode.Conflict, ResultStatus.Fail, message, options);
  }
}

/** No token, or a forged, expired or revoked one. */
export class UnauthorizedError extends AppError {
  constructor(message = 'Please login first', options?: ErrorOptions) {
    super(ErrorCode.Unauthorized, ResultStatus.Unauthorized, message, options);
  }
}

/** Signed in, but without the role or ownership the action needs. */
export class ForbiddenError extends AppError {
  constructor(message = 'Sorry, you do not have permission to do this', options?: ErrorOptions) {
    super(ErrorCode.Forbidden, ResultStatus.AccessDenied, message, options);
  }
}

/** The resource does not exist (or the caller may not know it does). */
export class NotFoundError extends AppError {
  constructor(message = 'Query error: unable to find the resource to request', options?: ErrorOptions) {
    super(ErrorCode.NotFound, ResultStatus.NotFound, message, options);
  }
}

/** The caller is going too fast (submission frequency, code e-mails). */
export class TooManyRequestsError extends AppError {
  constructor(message: string, options?: ErrorOptions) {
    super(ErrorCode.TooManyRequests, 429, message, options);
  }
}

/** A dependency (database, NATS) is down; the request may succeed later. */
export class ServiceUnavailableError extends AppError {
  constructor(message = UNAVAILABLE_MESSAGE, options?: ErrorOptions) {
    super(ErrorCode.Internal, 503, message, options);
  }
}
