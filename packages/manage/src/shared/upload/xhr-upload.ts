// A multipart upload over XMLHttpRequest, for the progress events fetch (and so RTK Query) lacks.
// It sends what the api-client's base query sends: the token, the url-type and Accept-Language.
import { AUTH_HEADER, REFRESH_TOKEN_HEADER, URL_TYPE_HEADER } from '@oj/contracts';
import { API_BASE_URL, getRequestLanguage, getToken, messageOfBody, urlTypeOf } from '@oj/api-client/core';

/** One upload: a path below /api, the file and the multipart field it goes in. */
export interface UploadRequest {
  /** Path below /api, e.g. `file/upload-testcase-zip`. */
  path: string;
  query?: Readonly<Record<string, string | number | undefined>>;
  /** Multipart field of the file. */
  field: string;
  file: File;
  /** Further multipart fields (a group id...). */
  fields?: Readonly<Record<string, string>>;
}

/** Progress of an upload: bytes sent of the total, and their percentage (0 to 100). */
export interface UploadProgressEvent {
  loaded: number;
  total: number;
  percent: number;
}

/** Why an upload failed: the server refused it (`msg` is its message), the connection broke, or it was cancelled. */
export interface UploadFailure {
  kind: 'refused' | 'unauthorized' | 'network' | 'cancelled';
  msg: string;
  httpStatus?: number;
}

/** The envelope's data, plus a refreshed token when the server sent one. */
export interface UploadSuccess<T> {
  data: T;
  refreshedToken: string | null;
}

/** Options of sendUpload: progress callback, cancellation, and the XHR factory tests replace. */
export interface SendUploadOptions {
  onProgress?: (progress: UploadProgressEvent) => void;
  signal?: AbortSignal;
  createXhr?: () => XMLHttpRequest;
}

/** What sendUpload rejects with: an Error carrying the UploadFailure. */
export class UploadError extends Error implements UploadFailure {
  readonly kind: UploadFailure['kind'];
  readonly msg: string;
  readonly httpStatus?: number;
  constructor(failure: UploadFailure) {
    super(failure.msg || `upload ${failure.kind}`);
    this.name = 'UploadError';
    this.kind = failure.kind;
    this.msg = failure.msg;
    if (failure.httpStatus !== undefined) this.httpStatus = failure.httpStatus;
  }
}

/** True when a rejection of sendUpload is an UploadFailure. */
export function isUploadFailure(value: unknown): value is UploadFailure {
  return value instanceof UploadError;
}

function urlOf(request: UploadRequest): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(request.query ?? {})) if (value !== undefined) params.set(name, String(value));
  const query = params.toString();
  return `${API_BASE_URL}/${request.path}${query ? `?${query}` : ''}`;
}

function parseBody(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** Sends the file; resolves with the envelope's data on status 200, rejects with an UploadFailure otherwise. */
export function sendUpload<T>(request: UploadRequest, options: SendUploadOptions = {}): Promise<UploadSuccess<T>> {
  return new Promise((resolve, reject) => {
    const xhr = options.createXhr ? options.createXhr() : new XMLHttpRequest();
    const form = new FormData();
    for (const [name, value] of Object.entries(request.fields ?? {})) form.append(name, value);
    form.append(request.field, request.file, request.file.name);

    xhr.open('POST', urlOf(request));
    const token = getToken();
    if (token) xhr.setRequestHeader(AUTH_HEADER, token);
    xhr.setRequestHeader(URL_TYPE_HEADER, urlTypeOf(request.path));
    const language = getRequestLanguage();
    if (language) xhr.setRequestHeader('accept-language', language);

    xhr.upload.onprogress = (event) => {
      if (!event.lengthComputable || event.total === 0) return;
      options.onProgress?.({ loaded: event.loaded, total: event.total, percent: Math.min(100, Math.floor((event.loaded / event.total) * 100)) });
    };
    xhr.onload = () => {
      const body = parseBody(xhr.responseText);
      const envelope = body as { status?: unknown; data?: unknown } | null;
      if (xhr.status === 200 && envelope?.status === 200) {
        const refreshed = xhr.getResponseHeader(REFRESH_TOKEN_HEADER);
        resolve({ data: (envelope.data ?? null) as T, refreshedToken: refreshed && refreshed !== token ? refreshed : null });
        return;
      }
      const kind = xhr.status === 401 ? 'unauthorized' : 'refused';
      reject(new UploadError({ kind, msg: messageOfBody(body), httpStatus: xhr.status }));
    };
    xhr.onerror = () => {
      reject(new UploadError({ kind: 'network', msg: '' }));
    };
    xhr.onabort = () => {
      reject(new UploadError({ kind: 'cancelled', msg: '' }));
    };

    if (options.signal?.aborted) {
      reject(new UploadError({ kind: 'cancelled', msg: '' }));
      return;
    }
    options.signal?.addEventListener(
      'abort',
      () => {
        xhr.abort();
      },
      { once: true },
    );
    xhr.send(form);
  });
}
