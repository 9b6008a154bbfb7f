import type { ModulePlugin } from '@oj/service-kit';
import type { Deps } from '../../../deps.ts';
import { LastAcCodeSchema, UserProblemStatusSchema, ProblemMessage } from '@oj/contracts';
import { TOKEN_SECURITY, currentUser, ok, fail, ServiceMessage } from '@oj/service-kit';
import { LastAcCodeQuery, UserProblemStatusBody, responses } from '../schemas.ts';
import { lastAcceptedCode, problemStatuses } from '../queries/status.ts';
import { ownResultsHidden } from '../timed-work-sight.ts';
import { isHiddenWhileRunning, shownTimedWorkStatus } from '@oj/access';
import type { AuthUser } from '@oj/service-kit';

/** The signed-in user's own standing; register under an `authenticate` hook. */
export const myStatusRoutes: ModulePlugin<Deps> = async (app, { deps }) => {
  const userOf = (request: Parameters<typeof currentUser>[0]): AuthUser => {
    const user = currentUser(request);
    // Unreachable behind the authenticate hook; guards against registering this plugin elsewhere.
    if (!user) throw fail(ServiceMessage.loginFirst);
    return user;
  };
  const uidOf = (request: Parameters<typeof currentUser>[0]): string => userOf(request).uid;

  app.post(
    '/get-user-problem-status',
    {
      schema: {
        tags: ['problem'],
        summary: 'The caller’s status and score on each listed problem (outside contests, or in contest cid)',
        security: TOKEN_SECURITY,
        body: UserProblemStatusBody,
        response: responses(UserProblemStatusSchema),
      },
    },
    async (request) => {
      const { pidList, isContestProblemList, cid, gid } = request.body;
      const inContest = isContestProblemList === true;
      if (inContest && (cid === undefined || cid === null || cid === 0)) throw fail(ProblemMessage.cidRequired);
      const scope = inContest ? (cid ?? 0) : 0;
      const statuses = await problemStatuses(deps.db, uidOf(request), [...new Set(pidList)], { cid: scope, gid: gid ?? null });
      // A timed work that runs for the caller shows their final statuses as -5 (spec 02 §4).
      const hidden = await ownResultsHidden(deps, scope, userOf(request));
      const shown = (status: { status: number; score: number | null }) =>
        hidden && isHiddenWhileRunning(status.status) ? { status: shownTimedWorkStatus(status.status, true), score: null } : status;
      return ok(Object.fromEntries([...statuses].map(([pid, status]) => [String(pid), shown(status)])));
    },
  );

  app.get(
    '/get-last-ac-code',
    {
      schema: {
        tags: ['problem'],
        summary: 'Code of the caller’s latest accepted submission',
        security: TOKEN_SECURITY,
        querystring: LastAcCodeQuery,
        response: responses(LastAcCodeSchema),
      },
    },
    async (request) => {
      const cid = request.query.cid ?? 0;
      // An accepted code would tell a hidden result.
      const found = (await ownResultsHidden(deps, cid, userOf(request))) ? null : await lastAcceptedCode(deps.db, uidOf(request), request.query.pid, cid);
      if (!found) throw fail(ProblemMessage.noLastAc);
      return ok(found);
    },
  );
};
