import { AUTH_HEADER, URL_TYPE_HEADER } from '@oj/contracts';
import { API_BASE_URL, DOWNLOAD_TIMEOUT_MS, getRequestLanguage, getToken, messageOfBody } from '@oj/api-client/core';

/** The outcome of a download: saved, or refused with the server's message (possibly empty). */
export type DownloadOutcome = { ok: true } | { ok: false; msg: string };

function fileNameOf(disposition: string | null, fallback: string): string {
  const match = disposition ? /filename="?([^";]+)"?/i.exec(disposition) : null;
  return match?.[1] ?? fallback;
}

/**
 * Downloads a binary answer of the API (`path` after /api, with its query) with the session's token
 * and language, and hands it to the browser to save under the server's file name, else `fallbackName`.
 * A plain fetch, not RTK Query: the answer is a file, not an envelope (unless refused).
 */
export async function downloadApiFile(path: string, fallbackName: string): Promise<DownloadOutcome> {
  const headers = new Headers({ [URL_TYPE_HEADER]: 'general' });
  const token = getToken();
  if (token) headers.set(AUTH_HEADER, token);
  const language = getRequestLanguage();
  if (language) headers.set('accept-language', language);
  let response: Response;
  try {
    // An absolute URL: jsdom's Request, like the base query's, refuses a relative one.
    const address = new URL(`${API_BASE_URL}${path}`, location.origin);
    response = await fetch(new Request(address, { headers, signal: AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS) }));
  } catch {
    return { ok: false, msg: '' };
  }
  if (!response.ok) return { ok: false, msg: messageOfBody(await response.text()) };
  saveBlob(await response.blob(), fileNameOf(response.headers.get('content-disposition'), fallbackName));
  return { ok: true };
}

/** Hands a blob made in the browser (or fetched) to the browser to save as `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 60_000);
}
