import { AUTH_HEADER, URL_TYPE_HEADER } from '@oj/contracts';
import type { ContestAcSplitType } from '@oj/contracts';
import { API_BASE_URL, DOWNLOAD_TIMEOUT_MS, getRequestLanguage, getToken, messageOfBody } from '@oj/api-client/core';

/** One folder per user or per problem in the zip. */
export type AcSplitType = (typeof ContestAcSplitType)[keyof typeof ContestAcSplitType];

/** download-contest-ac-submission query (contracts `ContestAcDownloadQuerySchema`). */
export interface ContestAcDownloadQuery {
  cid: number;
  excludeAdmin?: boolean;
  splitType?: AcSplitType;
}

/** The outcome of a download: saved, or refused with the server's message (possibly empty). */
export type DownloadOutcome = { ok: true } | { ok: false; msg: string };

function fileNameOf(disposition: string | null, fallback: string): string {
  const match = disposition ? /filename="?([^";]+)"?/i.exec(disposition) : null;
  return match?.[1] ?? fallback;
}

/** The query string of download-contest-ac-submission. */
export function acDownloadQuery(query: ContestAcDownloadQuery): string {
  const params = new URLSearchParams({ cid: String(query.cid) });
  if (query.excludeAdmin !== undefined) params.set('excludeAdmin', String(query.excludeAdmin));
  if (query.splitType) params.set('splitType', query.splitType);
  return params.toString();
}

/**
 * Downloads a contest's accepted submissions as a zip (GET /api/file/download-contest-ac-submission,
 * spec 03 §7) and hands it to the browser to save. A binary answer, so a plain fetch, not RTK Query.
 */
export async function downloadAcSubmissions(query: ContestAcDownloadQuery): Promise<DownloadOutcome> {
  const headers = new Headers({ [URL_TYPE_HEADER]: 'general' });
  const token = getToken();
  if (token) headers.set(AUTH_HEADER, token);
  const language = getRequestLanguage();
  if (language) headers.set('accept-language', language);
  let response: Response;
  try {
    // An absolute URL: jsdom's Request, like the base query's, refuses a relative one.
    const address = new URL(`${API_BASE_URL}/file/download-contest-ac-submission?${acDownloadQuery(query)}`, location.origin);
    response = await fetch(new Request(address, { headers, signal: AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS) }));
  } catch {
    return { ok: false, msg: '' };
  }
  if (!response.ok) return { ok: false, msg: messageOfBody(await response.text()) };
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response.headers.get('content-disposition'), `contest_${query.cid}_ac_submissions.zip`);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => { URL.revokeObjectURL(url); }, 60_000);
  return { ok: true };
}
