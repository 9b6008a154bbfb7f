import { access } from 'node:fs/promises';
import { ProblemAuth, ProblemImportMessage as M, ProblemImportStatus } from '@oj/contracts';
import type { ProblemImportStartDto } from '@oj/contracts';
import type { ProblemImportRow } from '@oj/db';
import { fail } from '@oj/service-kit';
import type { AuthUser } from '@oj/service-kit';
import type { Deps } from '../../deps.ts';
import { queueJob, visibleJob } from './jobs.ts';
import { packagePath } from './upload.ts';

/** What starting a job does to the runner: look for the job now. */
export interface RunnerWake {
  wake(): void;
}

/**
 * POST /admin/problem/start-import: the uploaded job gets its options and joins the queue of the instance
 * holding its package (this one runs it at once; another finds it within its poll interval).
 */
export async function startImport(
  deps: Pick<Deps, 'db' | 'config' | 'problemImport'>,
  runner: RunnerWake,
  body: ProblemImportStartDto,
  viewer: AuthUser,
): Promise<ProblemImportRow> {
  const row = await visibleJob(deps.db, body.jobId, viewer);
  if (row.status !== ProblemImportStatus.Uploaded) throw fail(M.alreadyStarted);
  if (row.instance === deps.problemImport.instance) {
    await access(packagePath(deps.config.dataDir, row.id)).catch((error: unknown) => {
      throw fail(M.uploadGone, { cause: error });
    });
  }
  const queued = await queueJob(deps.db, row.id, { duplicateIds: body.duplicateIds, auth: body.auth ?? ProblemAuth.Public, verify: body.verify ?? true });
  if (!queued) throw fail(M.alreadyStarted);
  runner.wake();
  return visibleJob(deps.db, row.id, viewer);
}
