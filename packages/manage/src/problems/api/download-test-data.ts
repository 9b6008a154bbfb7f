import { downloadApiFile } from '../../shared/download-file.ts';
import type { DownloadOutcome } from '../../shared/download-file.ts';

export type { DownloadOutcome } from '../../shared/download-file.ts';

/** Downloads a problem's test data as a zip (GET /api/file/download-testcase) and hands it to the browser to save. */
export function downloadTestData(pid: number, fallbackName: string): Promise<DownloadOutcome> {
  return downloadApiFile(`/file/download-testcase?pid=${pid}`, fallbackName);
}
