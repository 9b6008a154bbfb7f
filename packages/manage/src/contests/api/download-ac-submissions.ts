import type { ContestAcSplitType } from '@oj/contracts';
import { downloadApiFile } from '../../shared/download-file.ts';
import type { DownloadOutcome } from '../../shared/download-file.ts';

/** One folder per user or per problem in the zip. */
export type AcSplitType = (typeof ContestAcSplitType)[keyof typeof ContestAcSplitType];

/** download-contest-ac-submission query (contracts `ContestAcDownloadQuerySchema`). */
export interface ContestAcDownloadQuery {
  cid: number;
  excludeAdmin?: boolean;
  splitType?: AcSplitType;
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
 * spec 03 §7) and hands it to the browser to save.
 */
export function downloadAcSubmissions(query: ContestAcDownloadQuery): Promise<DownloadOutcome> {
  return downloadApiFile(`/file/download-contest-ac-submission?${acDownloadQuery(query)}`, `contest_${query.cid}_ac_submissions.zip`);
}
