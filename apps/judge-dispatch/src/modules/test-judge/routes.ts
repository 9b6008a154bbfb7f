import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { ProblemType, SubmissionMessage, TestJudgeResultSchema, Verdict } from '@oj/contracts';
import { loadSystemConfig } from '@oj/db';
import { newResultToken } from '@oj/judge-queue';
import { fail, ok, removeEntry, ServiceMessage, TOKEN_SECURITY } from '@oj/service-kit';
import type { DispatchContext } from '../../context.ts';
import { testJudgeJobOf } from '../judging/jobs.ts';
import { newTestJudgeId, readTestJudge, storeTestJudge, testJudgeAnswer } from './records.ts';
import { TestJudgeBody, TestJudgeQuery, TestJudgeStartedSchema, responses } from '../../schemas.ts';
import { viewerOf } from '../submission/access.ts';
import { problemToJudge } from '../submission/problems.ts';
import { checkCode, checkMaySubmit, checkTestInput, claimInterval } from '../submission/rules.ts';
import { positiveOrNull } from '../submission/submit.ts';

/**
 * Online self-test runs (spec 01 §2, §4): the code runs on the user's input in the sandbox, on the
 * job subject of its own (`judgeJob('test')`); the outcome is kept in NATS KV for a while, never in
 * the database.
 */
export const testJudgeRoutes: FastifyPluginCallbackTypebox<{ ctx: DispatchContext }> = (app, { ctx }, done) => {
  app.post(
    '/submit-problem-test-judge',
    {
      schema: {
        tags: ['submission'],
        summary: "Run code on the user's own input; answers a key to poll",
        security: TOKEN_SECURITY,
        body: TestJudgeBody,
        response: responses(TestJudgeStartedSchema),
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      const { body } = request;
      const uid = request.user.uid;
      checkMaySubmit(viewer);
      // The super admin's judge settings (spec 03 §2.19), unless this process was given a fixed interval.
      const limits = await loadSystemConfig(app.db, app.config.jwt.secret);
      checkCode(body.code, limits.codeMaxLength);
      checkTestInput(body.userInput);
      if ((body.cid ?? 0) !== 0) throw fail(SubmissionMessage.gateContestNotExists);
      if (body.isRemoteJudge === true) throw fail(SubmissionMessage.remoteNotSupported);
      const problem = await problemToJudge(app.db, body.pid, body.language, viewer, positiveOrNull(body.gid));
      if (problem.type === ProblemType.Hidden) throw fail(SubmissionMessage.testJudgeHidden);

      const intervalMs = ctx.settings.testJudgeIntervalMs ?? limits.testJudgeIntervalSec * 1000;
      if (!(await claimInterval(await ctx.rateLimits(), `test-judge.${uid}`, intervalMs))) {
        throw fail(SubmissionMessage.testJudgeTooFast);
      }
      const expectedOutput = body.expectedOutput === undefined || body.expectedOutput === null || body.expectedOutput === '' ? null : body.expectedOutput;
      const testId = newTestJudgeId();
      const resultToken = newResultToken();
      const kv = await ctx.testJudges();
      await storeTestJudge(
        kv,
        testId,
        {
          uid,
          pid: problem.id,
          status: Verdict.Pending,
          time: null,
          memory: null,
          stderr: null,
          userInput: body.userInput,
          expectedOutput,
          userOutput: null,
          problemJudgeMode: problem.judgeMode,
          resultTokenHash: resultToken.hash,
        },
        ctx.settings.testJudgeTtlMs,
      );
      const job = testJudgeJobOf(testId, problem, { language: body.language, code: body.code, input: body.userInput, expectedOutput }, resultToken.token);
      try {
        await app.js.publish(app.natsNames.subjects.judgeJob('test'), JSON.stringify(job), { msgID: `test:${testId}` });
      } catch (error) {
        await removeEntry(kv, String(testId)).catch(() => undefined);
        throw fail(ServiceMessage.unavailable, { cause: error });
      }
      return ok({ testJudgeKey: String(testId) });
    },
  );

  app.get(
    '/get-test-judge-result',
    {
      schema: {
        tags: ['submission'],
        summary: 'The outcome of a test run; status stays Pending (5) until it ends',
        security: TOKEN_SECURITY,
        querystring: TestJudgeQuery,
        response: responses(TestJudgeResultSchema),
      },
    },
    async (request) => {
      const record = await readTestJudge(await ctx.testJudges(), request.query.testJudgeKey);
      // Another user's key reads like an unknown one.
      if (!record || record.uid !== request.user.uid) throw fail(SubmissionMessage.testJudgeNotExists);
      return ok(testJudgeAnswer(record));
    },
  );
  done();
};
