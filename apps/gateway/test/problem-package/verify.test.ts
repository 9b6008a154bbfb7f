import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProblemAuth, Verdict } from '@oj/contracts';
import { ProblemEntity } from '@oj/db';
import { judgeDispatchService } from '@oj/judge-dispatch';
import { IMAGE_BUILD_TIMEOUT_MS, ensureJudgeImages, startJudgeNode } from '../../../judge-dispatch/test/judge-node.ts';
import type { TestJudgeNode } from '../../../judge-dispatch/test/judge-node.ts';
import { importPackage, newPlace, startImportApp, zipOf } from './helpers.ts';
import type { ImportHarness } from './helpers.ts';

// Issue 24, verification on import: a package's reference solutions are judged by a real judge node (the
// Docker sandbox) through the job queue and the results consumer; the report shows each one's expected
// and actual verdict, and a problem whose accepted solution fails stays hidden.

const SUM = '#include <iostream>\nint main() { long long a, b; std::cin >> a >> b; std::cout << a + b << "\\n"; }\n';
const DIFFERENCE = '#include <iostream>\nint main() { long long a, b; std::cin >> a >> b; std::cout << a - b << "\\n"; }\n';
const WRONG_PY = 'print(42)\n';
const LOOP_C = 'int main(void) { volatile unsigned long n = 0; for (;;) n++; }\n';

function kattis(name: string, solutions: Record<string, string>): Record<string, string> {
  return {
    [`${name}/problem.yaml`]: `name: ${name}\nvalidation: default\nlimits:\n  time_limit: 1\n  memory: 256\n`,
    [`${name}/data/secret/1.in`]: '2 3\n',
    [`${name}/data/secret/1.ans`]: '5\n',
    [`${name}/data/secret/2.in`]: '10 -4\n',
    [`${name}/data/secret/2.ans`]: '6\n',
    ...Object.fromEntries(Object.entries(solutions).map(([path, code]) => [`${name}/submissions/${path}`, code])),
  };
}

describe('reference solutions judged after the import', () => {
  let harness: ImportHarness;
  let node: TestJudgeNode;

  beforeAll(async () => {
    ensureJudgeImages();
    harness = await startImportApp(await newPlace('gw_import_verify'), {
      settings: { verifyTimeoutMs: 50_000, verifyPollMs: 250 },
      extra: async (instance) => {
        await instance.register(judgeDispatchService);
      },
    });
    node = await startJudgeNode(harness.app.natsNames);
  }, IMAGE_BUILD_TIMEOUT_MS);

  afterAll(async () => {
    await node.stop();
    await harness.close();
  }, 60_000);

  it('shows expected and actual verdicts; a problem whose accepted solution fails stays hidden', async () => {
    const data = await zipOf({
      ...kattis('sum', { 'accepted/sum.cpp': SUM, 'wrong_answer/answer.py': WRONG_PY, 'time_limit_exceeded/loop.c': LOOP_C }),
      ...kattis('broken', { 'accepted/difference.cpp': DIFFERENCE }),
    });
    const job = await importPackage(harness, data, 'verify.zip', { verify: true, auth: ProblemAuth.Public });
    expect(job.status).toBe('done');
    const [broken, sum] = job.problems;
    expect(sum?.solutions.map((solution) => [solution.name, solution.expected, solution.actual, solution.matches])).toEqual([
      ['sum.cpp', 'accepted', Verdict.Accepted, true],
      ['loop.c', 'time_limit_exceeded', Verdict.TimeLimitExceeded, true],
      ['answer.py', 'wrong_answer', Verdict.WrongAnswer, true],
    ]);
    expect(sum).toMatchObject({ verification: 'passed', hidden: false });
    expect(broken?.solutions.map((solution) => [solution.name, solution.actual, solution.matches])).toEqual([['difference.cpp', Verdict.WrongAnswer, false]]);
    expect(broken).toMatchObject({ verification: 'failed', hidden: true });
    expect(broken?.notes.map((note) => note.text)).toContain('1 of 1 accepted reference solutions did not pass; the problem was left hidden');
    const auth = async (problemId: string) => (await harness.app.db.getRepository(ProblemEntity).findOneByOrFail({ problemId })).auth;
    expect(await auth('sum')).toBe(ProblemAuth.Public);
    expect(await auth('broken')).toBe(ProblemAuth.Private);
    expect(job.progress).toMatchObject({ solutionsTotal: 4, solutionsDone: 4 });
  }, 60_000);
});
