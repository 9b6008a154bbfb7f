import type { DataSource } from 'typeorm';
import { NOT_ATTEMPTED } from '@oj/contracts';
import { problemStatuses } from '@oj/db/reads';

// A user's standing on problems is judge-dispatch's to compute from its submissions: its published reads.
export { lastAcceptedCode, problemStatuses } from '@oj/db/reads';
export type { ProblemStatusScope as SubmissionScope } from '@oj/db/reads';

/** myStatus of one problem for one user (outside contests; in group `gid` when given); -10 when anonymous or never tried. */
export async function myStatus(db: DataSource, uid: string | null, pid: number, gid: number | null = null): Promise<number> {
  if (uid === null) return NOT_ATTEMPTED;
  return (await problemStatuses(db, uid, [pid], { cid: 0, gid })).get(pid)?.status ?? NOT_ATTEMPTED;
}
