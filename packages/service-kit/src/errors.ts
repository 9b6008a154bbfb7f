import { ErrorCode, ResultStatus } from '@oj/contracts';
import type { ErrorCodeName } from '@oj/contracts';

/**
 * The texts service-kit itself sends in `msg`. They are English; the message-language hook
 * translates them (and every other envelope `msg`) with the catalogue of `@oj/i18n/server`.
 */
export const ServiceMessage = {
  success: 'success',
  loginFirst: 'Please login first',
  noPermission: 'Sorry, you do not have permission to do this',
  notFound: 'Query error: unable to find the resource to request',
  serverError: 'Server error, please refresh again',
  unavailable: 'Service temporarily unavailable, please try again later',
  busUnavailable: 'Message bus unavailable, please try again later',
  loginExpired: 'Login has expired, please login again',
  invalidToken: 'Invalid token, please login again',
  invalidRequest: 'Invalid request',
  invalidJson: 'Request body is not valid JSON',
  emptyJson: 'Request body is empty but declared as JSON',
  bodyTooLarge: 'Request body is too large',
  unsupportedContentType: 'Unsupported content type',
  badUrl: 'The URL is not valid',
  urlTooLong: 'The URL is too long',
  noSuchApi: (method: string, path: string) => `No such API: ${method} ${path}`,
  fieldRequired: (field: string) => `${field} is required`,
  notFinite: (field: string) => `${field} must be a finite number`,
} as const;

/** What a user sees when a dependency or an upstream service is down. */
export const UNAVAILABLE_MESSAGE = ServiceMessage.unavailable;

/** The one message a user sees for an unexpected failure (spec 01 §8). */
export const SERVER_ERROR_MESSAGE = ServiceMessage.serverError;

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
  constructor(message: string = ServiceMessage.loginFirst, options?: ErrorOptions) {
    super(ErrorCode.Unauthorized, ResultStatus.Unauthorized, message, options);
  }
}

/** Signed in, but without the role or ownership the action needs. */
export class ForbiddenError extends AppError {
  constructor(message: string = ServiceMessage.noPermission, options?: ErrorOptions) {
    super(ErrorCode.Forbidden, ResultStatus.AccessDenied, message, options);
  }
}

/** The resource does not exist (or the caller may not know it does). */
export class NotFoundError extends AppError {
  constructor(message: string = ServiceMessage.notFound, options?: ErrorOptions) {
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
  constructor(message: string = UNAVAILABLE_MESSAGE, options?: ErrorOptions) {
    super(ErrorCode.Internal, 503, message, options);
  }
}
