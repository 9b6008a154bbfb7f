import type { ModulePlugin } from '@oj/service-kit';
import type { Deps } from '../../deps.ts';
import { ProblemType, TestJudgeResultSchema, Verdict, SubmissionMessage } from '@oj/contracts';
import { loadSystemConfig } from '@oj/db';
import { newResultToken } from '@oj/judge-queue';
import { TOKEN_SECURITY, ok, removeEntry, fail, ServiceMessage } from '@oj/service-kit';
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
export const testJudgeRoutes: ModulePlugin<Deps> = async (app, { deps }) => {
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
      const limits = await loadSystemConfig(deps.db, deps.config.jwt.secret);
      checkCode(body.code, limits.codeMaxLength);
      checkTestInput(body.userInput);
      if ((body.cid ?? 0) !== 0) throw fail(SubmissionMessage.gateContestNotExists);
      if (body.isRemoteJudge === true) throw fail(SubmissionMessage.remoteNotSupported);
      const problem = await problemToJudge(deps.db, body.pid, body.language, viewer, positiveOrNull(body.gid));
      if (problem.type === ProblemType.Hidden) throw fail(SubmissionMessage.testJudgeHidden);

      const intervalMs = deps.settings.testJudgeIntervalMs ?? limits.testJudgeIntervalSec * 1000;
      if (!(await claimInterval(await deps.rateLimits(), `test-judge.${uid}`, intervalMs))) {
        throw fail(SubmissionMessage.testJudgeTooFast);
      }
      const expectedOutput = body.expectedOutput === undefined || body.expectedOutput === null || body.expectedOutput === '' ? null : body.expectedOutput;
      const testId = newTestJudgeId();
      const resultToken = newResultToken();
      const kv = await deps.testJudges();
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
        deps.settings.testJudgeTtlMs,
      );
      const job = testJudgeJobOf(testId, problem, { language: body.language, code: body.code, input: body.userInput, expectedOutput }, resultToken.token);
      try {
        await deps.js().publish(deps.natsNames.subjects.judgeJob('test'), JSON.stringify(job), { msgID: `test:${testId}` });
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
      const record = await readTestJudge(await deps.testJudges(), request.query.testJudgeKey);
      // Another user's key reads like an unknown one.
      if (!record || record.uid !== request.user.uid) throw fail(SubmissionMessage.testJudgeNotExists);
      return ok(testJudgeAnswer(record));
    },
  );
};
