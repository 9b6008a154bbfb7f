import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { Verdict } from '@oj/contracts';
import { JudgeEntity, loadSystemConfig } from '@oj/db';
import { ConflictError, TOKEN_SECURITY, consumeCaptcha, ok, openCaptchaBucket } from '@oj/service-kit';
import { passContestGate } from '../../contest-gate/bucket.ts';
import type { DispatchContext } from '../../../context.ts';
import { SubmissionMessage } from '../../../messages.ts';
import { forgetListTotals } from '../queries.ts';
import { dispatchSubmission } from '../../judging/dispatch.ts';
import { SubmitBody, SubmitResultSchema, responses } from '../../../schemas.ts';
import type { Viewer } from '../access.ts';
import { viewerOf } from '../access.ts';
import { problemToJudge } from '../problems.ts';
import { checkCode, checkMaySubmit, checkSubmitInterval } from '../rules.ts';

/** A positive id, or null for absent, null and 0. */
export function positiveOrNull(id: number | null | undefined): number | null {
  return id === null || id === undefined || id <= 0 ? null : id;
}

/**
 * Spec 01 §5: non-contest submissions of one user are spaced by the configured interval (admin
 * roles are exempt); a faster one passes with a captcha answer (issued by the gateway into the
 * shared captcha bucket). The check fails open when NATS is away, since the submission is kept and
 * judged later anyway.
 */
async function enforceInterval(ctx: DispatchContext, viewer: Viewer & { uid: string }, answer: CaptchaAnswer, submissionIntervalSec: number): Promise<void> {
  if (viewer.isAdmin) return;
  if (submissionIntervalSec <= 0) return;
  let kv;
  try {
    kv = await ctx.rateLimits();
  } catch (error) {
    ctx.app.log.warn({ err: error }, 'submission interval not checked: NATS unavailable');
    return;
  }
  const { captcha, captchaKey } = answer;
  const passCaptcha = captcha && captchaKey
    ? async () => consumeCaptcha(await openCaptchaBucket(ctx.app.js, ctx.app.natsNames), captchaKey, captcha)
    : null;
  await checkSubmitInterval(kv, viewer.uid, submissionIntervalSec, passCaptcha);
}

/** The captcha fields of a submission (absent unless the client was asked for a captcha). */
interface CaptchaAnswer {
  captcha?: string | null | undefined;
  captchaKey?: string | null | undefined;
}

/** submit-problem-judge: stores the submission as Pending, then enqueues its judge job. */
export const submitRoutes: FastifyPluginCallbackTypebox<{ ctx: DispatchContext }> = (app, { ctx }, done) => {
  app.post(
    '/submit-problem-judge',
    {
      schema: {
        tags: ['submission'],
        summary: 'Submit code for judging; answers the new submitId',
        security: TOKEN_SECURITY,
        body: SubmitBody,
        response: responses(SubmitResultSchema),
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      const { body } = request;
      checkMaySubmit(viewer);
      // The super admin's judge settings apply from the next submission on.
      const limits = await loadSystemConfig(app.db, app.config.jwt.secret);
      checkCode(body.code, limits.codeMaxLength);
      const uid = request.user.uid;
      const cid = body.cid ?? 0;
      // A contest submission passes the contest gate, whose answer also opens the problem to it.
      const inContest = cid === 0 ? null : await passContestGate(ctx.contestGate, cid, body.pid, { uid, roles: viewer.roles });
      // Remote submissions need remote judges (not here yet).
      if (body.isRemote === true) throw new ConflictError(SubmissionMessage.remoteNotSupported);
      const gid = positiveOrNull(body.gid);
      const problem = await problemToJudge(app.db, body.pid, body.language, viewer, gid, inContest !== null);
      if (!inContest) await enforceInterval(ctx, { ...viewer, uid }, body, limits.submissionIntervalSec);
      const inserted = await app.db.getRepository(JudgeEntity).insert({
        pid: problem.id,
        displayPid: problem.problemId,
        uid,
        username: request.user.username,
        submitTime: new Date(),
        status: Verdict.Pending,
        share: false,
        code: body.code,
        length: body.code.length,
        language: body.language,
        gid,
        cid,
        cpid: inContest?.cpid ?? 0,
        tid: null,
        ip: request.ip.slice(0, 64),
        version: 0,
        isManual: false,
        isRemote: false,
      });
      forgetListTotals();
      const submitId = Number(inserted.identifiers[0]?.submitId);
      await dispatchSubmission(ctx, submitId, 0);
      return ok({ submitId }, SubmissionMessage.submitted);
    },
  );
  done();
};
