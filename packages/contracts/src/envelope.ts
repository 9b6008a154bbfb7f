/** The `{status, msg, data}` envelope every /api response carries (spec 01 §7). */
export interface Envelope<T> {
  status: number;
  msg: string;
  data: T;
}

/** Business status codes carried in the envelope's `status` field. */
export const ResultStatus = {
  Success: 200,
  Fail: 400,
  AccessDenied: 403,
  NotFound: 404,
  Unauthorized: 401,
  SystemError: 500,
} as const;

/** Stable error codes; the UI translates them, the server also sends an English `msg`. */
export const ErrorCode = {
  BadRequest: 'BAD_REQUEST',
  Unauthorized: 'UNAUTHORIZED',
  Forbidden: 'FORBIDDEN',
  NotFound: 'NOT_FOUND',
  Conflict: 'CONFLICT',
  TooManyRequests: 'TOO_MANY_REQUESTS',
  /** Too fast (submissions): answer a captcha (GET /api/captcha) and send it with the retry. */
  CaptchaRequired: 'CAPTCHA_REQUIRED',
  Internal: 'INTERNAL',
} as const;
export type ErrorCodeName = (typeof ErrorCode)[keyof typeof ErrorCode];

/** Header names of the auth contract. */
export const AUTH_HEADER = 'authorization';
/** Response header that carries a refreshed token; also exposed to the browser through CORS. */
export const REFRESH_TOKEN_HEADER = 'authorization';
/** Request header telling the server whether the call comes from the admin app or the user app. */
export const URL_TYPE_HEADER = 'url-type';
