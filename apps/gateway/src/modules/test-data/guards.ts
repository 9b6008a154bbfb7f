// Who may upload and download test data: admin roles any problem's; a group's admins their group's
// problems (spec 03 §5 "Test-case upload: the archive upload carries the gid", §6 "Group content":
// download only by the group root or the problem's author). The rules are @oj/access's; the group
// facts come through the group problem module's context.
import type { FastifyRequest } from 'fastify';
import type { DataSource } from 'typeorm';
import { isAdminRole } from '@oj/contracts';
import { ProblemEntity } from '@oj/db';
import { ServiceMessage, currentUser, fail } from '@oj/service-kit';
import type { AuthUser } from '@oj/service-kit';
import { administeredProblem, loadGroupContext, requireGroupAdmin } from '../group-problem/context.ts';

function signedIn(request: FastifyRequest): AuthUser {
  const user = currentUser(request);
  if (!user) throw fail(ServiceMessage.loginFirst);
  return user;
}

/** POST /file/upload-testcase-zip: admin roles; otherwise a group admin of `gid` (a positive gid is required). */
export async function checkUploader(db: DataSource, request: FastifyRequest, gid: number | undefined): Promise<void> {
  const user = signedIn(request);
  if (user.roles.some(isAdminRole)) return;
  if (gid === undefined || gid <= 0) throw fail(ServiceMessage.noPermission);
  requireGroupAdmin(await loadGroupContext(db, gid, user));
}

/** GET /file/download-testcase: admin roles; otherwise the group root or the author of a group problem (403 for anything else). */
export async function checkDownloader(db: DataSource, request: FastifyRequest, pid: number): Promise<void> {
  const user = signedIn(request);
  if (user.roles.some(isAdminRole)) return;
  const problem = await db.getRepository(ProblemEntity).findOne({ where: { id: pid }, select: { id: true, gid: true, isGroup: true } });
  if (!problem?.isGroup || problem.gid === null) throw fail(ServiceMessage.noPermission);
  await administeredProblem(db, await loadGroupContext(db, problem.gid, user), pid);
}
