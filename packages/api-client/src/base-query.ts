import { fetchBaseQuery } from '@reduxjs/toolkit/query';
import type { BaseQueryFn, FetchArgs, FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import { AUTH_HEADER, REFRESH_TOKEN_HEADER, URL_TYPE_HEADER } from '@oj/contracts';
import { API_BASE_URL, REQUEST_TIMEOUT_MS, TOKENLESS_PATHS } from './config.ts';
import { normaliseFetchError, unwrapEnvelope } from './errors.ts';
import type { ApiError } from './errors.ts';
import { createMutex } from './mutex.ts';
import { getRequestLanguage } from './request-language.ts';
import { sessionCleared, tokenAdopted } from './session.ts';
import { getToken, setToken } from './storage.ts';

/** Value of the url-type header. */
export type UrlType = 'admin' | 'general';

/** Extra options an endpoint may pass: `raw` skips the envelope (binary downloads). */
export interface ApiExtraOptions {
  raw?: boolean;
}

/** The base query every endpoint uses. */
export type ApiBaseQuery = BaseQueryFn<string | FetchArgs, unknown, ApiError, ApiExtraOptions | undefined, FetchBaseQueryMeta>;

/** Options of createBaseQuery; tests pass an absolute baseUrl and a fetch stub. */
export interface BaseQueryOptions {
  baseUrl?: string;
  timeoutMs?: number;
  fetchFn?: typeof fetch;
  tokens?: { get: () => string | null; set: (token: string | null) => void };
}

/** The path below /api without leading slash or query: `/admin/login?x` → `admin/login`. */
export function apiPathOf(url: string): string {
  const path = url.split('?')[0] ?? '';
  return path.replace(/^\/+/, '').replace(/^api\//, '');
}

/** Admin paths tell the server so (spec 01 §7); everything else is general. */
export function urlTypeOf(url: string): UrlType {
  const path = apiPathOf(url);
  return path === 'admin' || path.startsWith('admin/') ? 'admin' : 'general';
}

function toHeaders(extra: FetchArgs['headers']): Headers {
  if (extra === undefined || extra instanceof Headers) return new Headers(extra);
  const headers = new Headers();
  if (Array.isArray(extra)) {
    for (const [name, value] of extra) if (name !== undefined && value !== undefined) headers.set(name, value);
    return headers;
  }
  for (const [name, value] of Object.entries(extra)) if (value !== undefined) headers.set(name, value);
  return headers;
}

/**
 * Builds the transport: adds the token, url-type and Accept-Language headers, unwraps the
 * envelope, normalises every failure to ApiError, adopts a refreshed token from the Authorization
 * response header and drops the token on a 401. It never shows messages or navigates: the app
 * reacts to the errors.
 */
export function createBaseQuery(options: BaseQueryOptions = {}): ApiBaseQuery {
  // An absolute URL works in the browser and under jsdom (whose Request rejects relative URLs).
  const defaultBaseUrl = typeof location === 'undefined' ? API_BASE_URL : new URL(API_BASE_URL, location.origin).href;
  const tokens = options.tokens ?? {
    get: () => getToken(),
    set: (token: string | null) => {
      setToken(token);
    },
  };
  const raw = fetchBaseQuery({
    baseUrl: options.baseUrl ?? defaultBaseUrl,
    timeout: options.timeoutMs ?? REQUEST_TIMEOUT_MS,
    ...(options.fetchFn ? { fetchFn: options.fetchFn } : {}),
  });
  // Token changes are serialised, and new requests wait for one in progress, so a request never
  // goes out with a token that is being replaced or cleared.
  const mutex = createMutex();

  return async (args, api, extraOptions) => {
    await mutex.waitForUnlock();
    const request: FetchArgs = typeof args === 'string' ? { url: args } : args;
    const admin = urlTypeOf(request.url) === 'admin';
    const tokenAtSend = tokens.get();
    const headers = toHeaders(request.headers);
    headers.set(URL_TYPE_HEADER, admin ? 'admin' : 'general');
    if (tokenAtSend && !TOKENLESS_PATHS.has(apiPathOf(request.url))) headers.set(AUTH_HEADER, tokenAtSend);
    // The server answers `msg` in this language; an endpoint that names its own keeps it.
    const language = getRequestLanguage();
    if (language !== null && !headers.has('accept-language')) headers.set('accept-language', language);

    const result = await raw({ ...request, headers }, api, extraOptions ?? {});
    const response = result.meta?.response;
    const refreshed = response?.ok ? response.headers.get(REFRESH_TOKEN_HEADER) : null;

    if (refreshed && refreshed !== tokenAtSend) {
      const release = await mutex.acquire();
      try {
        // Adopt only if nobody changed the session meanwhile (a logout must not be undone).
        if (tokens.get() === tokenAtSend) {
          tokens.set(refreshed);
          api.dispatch(tokenAdopted(refreshed));
        }
      } finally {
        release();
      }
    }

    if (result.error) {
      const error = normaliseFetchError(result.error, admin);
      if (error.kind === 'unauthorized' && tokenAtSend) {
        const release = await mutex.acquire();
        try {
          // A token adopted after this request went out is still good; only drop the one that failed.
          if (tokens.get() === tokenAtSend) {
            tokens.set(null);
            api.dispatch(sessionCleared());
          }
        } finally {
          release();
        }
      }
      return { error, ...(result.meta ? { meta: result.meta } : {}) };
    }
    if (extraOptions?.raw) return { data: result.data, ...(result.meta ? { meta: result.meta } : {}) };
    const unwrapped = unwrapEnvelope(result.data, admin);
    return { ...unwrapped, ...(result.meta ? { meta: result.meta } : {}) };
  };
}
