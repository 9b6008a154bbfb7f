import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { ResultStatus } from '@oj/contracts';

/** The kinds of failure the UI reacts to differently (spec 01 §8). */
export type ApiErrorKind = 'business' | 'unauthorized' | 'forbidden' | 'notFound' | 'server' | 'timeout' | 'network';

/** i18n key of the fallback text of each kind, defined in @oj/i18n under `errors`. */
export type ApiErrorMessageKey = `errors.${ApiErrorKind}`;

/** A failed call, normalised. Show `msg` when it is non-empty, else the translated `messageKey`. */
export interface ApiError {
  kind: ApiErrorKind;
  /** Server text worth showing; empty when the UI should use `messageKey` (always for notFound). */
  msg: string;
  messageKey: ApiErrorMessageKey;
  /** HTTP status when a response arrived. */
  httpStatus?: number;
  /** The envelope's status when the body was an envelope. */
  status?: number;
  /** The envelope's generic error class (`ErrorCode` of @oj/contracts: CONFLICT, CAPTCHA_REQUIRED, …), when it had one. */
  code?: string;
  /**
   * The specific stable code of the server's message (`contest.contestNotStarted`, declared in
   * @oj/contracts errors/), when it had one: compare this, never `msg`, to react to one refusal.
   */
  msgCode?: string;
  /** The values the message names (`{ minutes: 5 }`), when it has any. */
  msgParams?: Readonly<Record<string, string | number>>;
  /** True for calls to admin paths: 401 sends to the admin login, 403 to /admin. */
  admin: boolean;
}

/** Builds an ApiError with its message key. */
export function apiError(kind: ApiErrorKind, fields: Partial<Omit<ApiError, 'kind' | 'messageKey'>> = {}): ApiError {
  return { kind, msg: fields.msg ?? '', messageKey: `errors.${kind}`, admin: fields.admin ?? false, ...stripUndefined(fields) };
}

/** Narrows an unknown thrown/rejected value to ApiError. */
export function isApiError(value: unknown): value is ApiError {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<ApiError>;
  return typeof candidate.kind === 'string' && typeof candidate.messageKey === 'string' && typeof candidate.msg === 'string';
}

/** Reads `msg` from a body that may be an envelope, a JSON string, or anything else. */
export function messageOfBody(body: unknown): string {
  if (typeof body === 'string') {
    try {
      return messageOfBody(JSON.parse(body) as unknown);
    } catch {
      return '';
    }
  }
  if (typeof body === 'object' && body !== null && 'msg' in body) {
    const { msg } = body;
    return typeof msg === 'string' ? msg : '';
  }
  return '';
}

function codeOfBody(body: unknown): string | undefined {
  if (typeof body === 'object' && body !== null && 'code' in body) {
    const { code } = body;
    return typeof code === 'string' ? code : undefined;
  }
  return undefined;
}

function msgCodeOfBody(body: unknown): { msgCode?: string; msgParams?: Readonly<Record<string, string | number>> } {
  if (typeof body !== 'object' || body === null || !('msgCode' in body) || typeof body.msgCode !== 'string') return {};
  const params = 'msgParams' in body ? body.msgParams : undefined;
  const valid = typeof params === 'object' && params !== null && Object.values(params).every((value) => typeof value === 'string' || typeof value === 'number');
  return { msgCode: body.msgCode, ...(valid ? { msgParams: params as Readonly<Record<string, string | number>> } : {}) };
}

function statusOfBody(body: unknown): number | undefined {
  if (typeof body === 'object' && body !== null && 'status' in body) {
    const { status } = body;
    return typeof status === 'number' ? status : undefined;
  }
  return undefined;
}

/** Maps an HTTP error status and its body to an ApiError per spec 01 §8. */
export function errorFromHttp(httpStatus: number, body: unknown, admin: boolean): ApiError {
  const msg = messageOfBody(body);
  const status = statusOfBody(body);
  const code = codeOfBody(body);
  const base = { httpStatus, admin, ...(status === undefined ? {} : { status }), ...(code === undefined ? {} : { code }), ...msgCodeOfBody(body) };
  if (httpStatus === 401) return apiError('unauthorized', { ...base, msg });
  if (httpStatus === 403) return apiError('forbidden', { ...base, msg });
  // 404 always shows the fixed "unable to find the resource" text.
  if (httpStatus === 404) return apiError('notFound', base);
  // A 4xx that explains itself (validation, conflict, rate limit) is a business failure.
  if (httpStatus >= 400 && httpStatus < 500 && msg) return apiError('business', { ...base, msg });
  return apiError('server', { ...base, msg });
}

/** Maps fetchBaseQuery's error union to an ApiError. */
export function normaliseFetchError(error: FetchBaseQueryError, admin: boolean): ApiError {
  if (typeof error.status === 'number') return errorFromHttp(error.status, error.data, admin);
  switch (error.status) {
    case 'TIMEOUT_ERROR':
      return apiError('timeout', { admin });
    case 'FETCH_ERROR':
      return apiError('network', { admin });
    case 'PARSING_ERROR':
      // A 2xx whose body is not JSON is the server's fault; otherwise judge by the status.
      return error.originalStatus >= 200 && error.originalStatus < 300
        ? apiError('server', { admin, httpStatus: error.originalStatus })
        : errorFromHttp(error.originalStatus, error.data, admin);
    case 'CUSTOM_ERROR':
      return apiError('server', { admin, msg: messageOfBody(error.data) });
  }
}

/** Unwraps `{status, msg, data}`: status 200 yields data, anything else a business error carrying msg. */
export function unwrapEnvelope(body: unknown, admin: boolean): { data: unknown } | { error: ApiError } {
  const status = statusOfBody(body);
  if (status === undefined) return { error: apiError('server', { admin, httpStatus: 200 }) };
  if (status !== ResultStatus.Success) {
    const code = codeOfBody(body);
    return { error: apiError('business', { admin, status, msg: messageOfBody(body), ...(code === undefined ? {} : { code }), ...msgCodeOfBody(body) }) };
  }
  return { data: (body as { data?: unknown }).data ?? null };
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
