import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IN_PROGRESS_VERDICTS, ProblemAuth, Verdict } from '@oj/contracts';
import type { VerdictCode } from '@oj/contracts';
import { JudgeEntity, ProblemCaseEntity, ProblemEntity } from '@oj/db';
import { judgeDispatchService } from '@oj/judge-dispatch';
import { IMAGE_BUILD_TIMEOUT_MS, ensureJudgeImages, startJudgeNode } from '../../../judge-dispatch/test/judge-node.ts';
import type { TestJudgeNode } from '../../../judge-dispatch/test/judge-node.ts';
import { importPackage, newPlace, startImportApp, zipOf } from './helpers.ts';
import type { ImportHarness } from './helpers.ts';

// Issue 24: "An ICPC package with its own output validator and an interactive one. Both are imported, and their
// submissions/ are judged with the expected verdicts." The validators follow the Kattis protocol (exit 42/43, the
// feedback directory) and the judge node runs them as Kattis does, through the real import, queue and sandbox.

/**
 * Output validator: any two numbers of at least its \`min_part <k>\` flags (validator_flags) adding up to the
 * input's N are right, not only the answer file's. Without the flags it refuses everything.
 */
const SPLIT_VALIDATOR = String.raw`#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
int main(int argc, char **argv) {
  if (argc < 4) return 1;
  FILE *in = std::fopen(argv[1], "r");
  FILE *judge = std::fopen((std::string(argv[3]) + "judgemessage.txt").c_str(), "w");
  long long n, a, b;
  if (!in || !judge || std::fscanf(in, "%lld", &n) != 1) return 1;
  if (argc != 6 || std::strcmp(argv[4], "min_part") != 0) { std::fprintf(judge, "no min_part flag"); return 43; }
  long long least = std::atoll(argv[5]);
  if (std::scanf("%lld %lld", &a, &b) != 2) { std::fprintf(judge, "expected two numbers"); return 43; }
  if (a < least || b < least || a + b != n) { std::fprintf(judge, "%lld + %lld is not a split of %lld in parts of %lld or more", a, b, n, least); return 43; }
  return 42;
}
`;

/**
 * Scoring validator (legacy \`custom score\`): a split of N into two positive parts is accepted, scored by
 * its balance: the smaller part × its \`per_case <s>\` flag ÷ (N / 2), written to score.txt.
 */
const BALANCE_VALIDATOR = String.raw`#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
int main(int argc, char **argv) {
  if (argc != 6 || std::strcmp(argv[4], "per_case") != 0) return 1;
  FILE *in = std::fopen(argv[1], "r");
  std::string feedback(argv[3]);
  FILE *judge = std::fopen((feedback + "judgemessage.txt").c_str(), "w");
  long long n, a, b;
  if (!in || !judge || std::fscanf(in, "%lld", &n) != 1) return 1;
  if (std::scanf("%lld %lld", &a, &b) != 2 || a <= 0 || b <= 0 || a + b != n) { std::fprintf(judge, "not a split"); return 43; }
  FILE *score = std::fopen((feedback + "score.txt").c_str(), "w");
  if (!score) return 1;
  double points = std::atof(argv[5]) * (a < b ? a : b) / (n / 2.0);
  std::fprintf(score, "%.3f\n", points);
  std::fprintf(judge, "balance %.3f", points);
  return 42;
}
`;

/** Interactive validator: a secret in the input, 32 guesses answered "<", ">" or "=". */
const GUESS_VALIDATOR = String.raw`#include <cstdio>
#include <string>
int main(int argc, char **argv) {
  if (argc < 4) return 1;
  FILE *in = std::fopen(argv[1], "r");
  FILE *judge = std::fopen((std::string(argv[3]) + "judgemessage.txt").c_str(), "w");
  long long secret;
  if (!in || !judge || std::fscanf(in, "%lld", &secret) != 1) return 1;
  for (int round = 1; round <= 32; round++) {
    long long guess;
    if (std::scanf("%lld", &guess) != 1) { std::fprintf(judge, "no guess"); return 43; }
    if (guess == secret) { std::printf("=\n"); std::fflush(stdout); return 42; }
    std::printf(guess < secret ? "<\n" : ">\n");
    std::fflush(stdout);
  }
  std::fprintf(judge, "too many guesses");
  return 43;
}
`;

/** Splits N as 1 and N - 1, or 2 and N - 2: right (in parts of 2 or more only the second), though the answer files hold another split. */
const SPLIT_ONE = '#include <iostream>\nint main() { long long n; std::cin >> n; std::cout << 1 << " " << n - 1 << "\\n"; }\n';
const SPLIT_TWO = '#include <iostream>\nint main() { long long n; std::cin >> n; std::cout << 2 << " " << n - 2 << "\\n"; }\n';
const SPLIT_HALF = '#include <iostream>\nint main() { long long n; std::cin >> n; std::cout << n / 2 << " " << n - n / 2 << "\\n"; }\n';
const SPLIT_ZERO = 'n = int(input())\nprint(n, 0)\n';

const BINARY_SEARCH = String.raw`#include <cstdio>
int main() {
  long long lo = 1, hi = 1000000000;
  for (;;) {
    long long mid = (lo + hi) / 2; char reply[4];
    std::printf("%lld\n", mid); std::fflush(stdout);
    if (std::scanf("%3s", reply) != 1 || reply[0] == '=') return 0;
    if (reply[0] == '<') lo = mid + 1; else hi = mid - 1;
  }
}
`;
const ALWAYS_ONE =
  'import sys\nwhile True:\n    print(1, flush=True)\n    reply = sys.stdin.readline()\n    if not reply or reply.startswith("="):\n        break\n';

function splitPackage(): Record<string, string> {
  return {
    'split/problem.yaml': 'name: Split\nvalidation: custom\nvalidator_flags: min_part  2\nlimits:\n  time_limit: 1\n  memory: 256\n',
    'split/output_validators/split/validate.cpp': SPLIT_VALIDATOR,
    'split/data/secret/1.in': '10\n',
    'split/data/secret/1.ans': '5 5\n',
    'split/data/secret/2.in': '7\n',
    'split/data/secret/2.ans': '3 4\n',
    'split/submissions/accepted/two.cpp': SPLIT_TWO,
    'split/submissions/wrong_answer/one.cpp': SPLIT_ONE,
    'split/submissions/wrong_answer/zero.py': SPLIT_ZERO,
  };
}

/**
 * A scoring problem whose validator scores each case (score.txt): group g1 worth 5 a case (accept_score),
 * g2 without accept_score, so 1 a case as on Kattis. A balanced split earns every point (2 × 5 + 1 = 11);
 * 1 and N - 1 earns 5 × 1 / 5 = 1 and 5 × 1 / 10 = 0.5 (whole points only: 0) in g1, and 5 × 1 / 2 = 2.5 in
 * g2, above the case's 1 and capped there: 2 in all.
 */
function balancePackage(): Record<string, string> {
  return {
    'balance/problem.yaml': 'name: Balance\ntype: scoring\nvalidation: custom score\nvalidator_flags: per_case 5\nlimits:\n  time_limit: 1\n  memory: 256\n',
    'balance/output_validators/balance/validate.cpp': BALANCE_VALIDATOR,
    'balance/data/secret/g1/testdata.yaml': 'accept_score: 5\ngrader_flags: sum\n',
    'balance/data/secret/g1/1.in': '10\n',
    'balance/data/secret/g1/1.ans': '5 5\n',
    'balance/data/secret/g1/2.in': '20\n',
    'balance/data/secret/g1/2.ans': '10 10\n',
    'balance/data/secret/g2/1.in': '4\n',
    'balance/data/secret/g2/1.ans': '2 2\n',
    'balance/submissions/accepted/half.cpp': SPLIT_HALF,
    // Kattis would call it partially accepted (a folder this site does not read): here it is the one that is not right.
    'balance/submissions/wrong_answer/one.cpp': SPLIT_ONE,
  };
}

function guessPackage(): Record<string, string> {
  return {
    'guess/problem.yaml': 'name: Guess\nvalidation: custom interactive\nlimits:\n  time_limit: 1\n  memory: 256\n',
    'guess/output_validators/guess/guess.cpp': GUESS_VALIDATOR,
    'guess/data/secret/1.in': '123456789\n',
    'guess/data/secret/1.ans': '',
    'guess/data/secret/2.in': '999999999\n',
    'guess/data/secret/2.ans': '',
    'guess/submissions/accepted/search.cpp': BINARY_SEARCH,
    'guess/submissions/wrong_answer/ones.py': ALWAYS_ONE,
  };
}

describe('ICPC packages with Kattis validators, imported and verified', () => {
  let harness: ImportHarness;
  let node: TestJudgeNode;

  beforeAll(async () => {
    ensureJudgeImages();
    harness = await startImportApp(await newPlace('gw_import_kattis'), {
      settings: { verifyTimeoutMs: 50_000, verifyPollMs: 250 },
      extra: async (instance) => {
        await instance.register(judgeDispatchService);
      },
    });
    // It compiles the validators too: the import compiles each on a judge node before it saves the problem.
    node = await startJudgeNode(harness.app.natsNames, { compiles: true });
  }, IMAGE_BUILD_TIMEOUT_MS);

  afterAll(async () => {
    await node.stop();
    await harness.close();
  }, 60_000);

  it('judges the submissions of an output validator and of an interactive validator with their expected verdicts', async () => {
    const data = await zipOf({ ...splitPackage(), ...guessPackage() });
    const job = await importPackage(harness, data, 'kattis.zip', { verify: true, auth: ProblemAuth.Public });
    expect(job.status).toBe('done');
    const [guess, split] = job.problems;
    // Its flags reach the validator: two parts of 2 or more only, and nothing without them.
    expect(split?.solutions.map((solution) => [solution.name, solution.expected, solution.actual, solution.matches])).toEqual([
      ['two.cpp', 'accepted', Verdict.Accepted, true],
      ['one.cpp', 'wrong_answer', Verdict.WrongAnswer, true],
      ['zero.py', 'wrong_answer', Verdict.WrongAnswer, true],
    ]);
    expect(split?.notes.map((note) => note.code)).not.toContain('problemPackage.noteIgnored');
    expect(guess?.solutions.map((solution) => [solution.name, solution.expected, solution.actual, solution.matches])).toEqual([
      ['search.cpp', 'accepted', Verdict.Accepted, true],
      ['ones.py', 'wrong_answer', Verdict.WrongAnswer, true],
    ]);
    for (const problem of [split, guess]) {
      expect(problem).toMatchObject({ verification: 'passed', hidden: false });
      // Judged as it is: no note that the protocol would need an adapter.
      expect(problem?.notes.map((note) => note.code)).not.toContain('problemPackage.noteCheckerProtocol');
    }
    const row = (problemId: string) => harness.app.db.getRepository(ProblemEntity).findOneByOrFail({ problemId });
    expect(await row('split')).toMatchObject({ judgeMode: 'spj', checkerProtocol: 'kattis', validatorFlags: 'min_part 2', auth: ProblemAuth.Public });
    expect(await row('guess')).toMatchObject({ judgeMode: 'interactive', checkerProtocol: 'kattis', auth: ProblemAuth.Public });
  }, 120_000);

  /** Submits `code` to problem `pid` as the harness's admin and waits for its judge row's final verdict. */
  async function submitted(pid: number, code: string): Promise<{ status: number; score: number | null }> {
    const answer = await harness.app.inject({
      method: 'POST',
      url: '/api/submit-problem-judge',
      headers: { authorization: harness.admin, 'content-type': 'application/json' },
      payload: JSON.stringify({ pid, language: 'C++', code }),
    });
    const submitId = answer.json<{ data?: { submitId?: number } }>().data?.submitId;
    if (submitId === undefined) throw new Error(`not submitted: ${answer.body}`);
    const deadline = Date.now() + 60_000;
    for (;;) {
      const row = await harness.app.db.getRepository(JudgeEntity).findOneByOrFail({ submitId });
      if (!IN_PROGRESS_VERDICTS.includes(row.status as VerdictCode) || Date.now() > deadline) return { status: row.status, score: row.score };
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  it('totals a scoring problem by the points its validator writes to score.txt', async () => {
    const job = await importPackage(harness, await zipOf(balancePackage()), 'balance.zip', { verify: true, auth: ProblemAuth.Public });
    expect(job.status).toBe('done');
    const [balance] = job.problems;
    expect(balance?.error ?? null, JSON.stringify(balance)).toBeNull();
    const problem = await harness.app.db.getRepository(ProblemEntity).findOneByOrFail({ problemId: 'balance' });
    expect(problem).toMatchObject({ type: 1, judgeMode: 'spj', checkerProtocol: 'kattis', validatorFlags: 'per_case 5', ioScore: 11 });
    const cases = await harness.app.db.getRepository(ProblemCaseEntity).find({ where: { pid: problem.id }, order: { id: 'ASC' } });
    expect(cases.map((item) => [item.score, item.groupNum])).toEqual([
      [5, 1],
      [5, 1],
      [1, 2],
    ]);
    expect(balance?.solutions.map((solution) => [solution.name, solution.actual])).toEqual([
      ['half.cpp', Verdict.Accepted],
      ['one.cpp', Verdict.PartialAccepted],
    ]);
    // Reference runs keep verdicts only: the totals come from submissions, judged the same way.
    expect(await submitted(problem.id, SPLIT_HALF)).toMatchObject({ status: Verdict.Accepted, score: 11 });
    expect(await submitted(problem.id, SPLIT_ONE)).toMatchObject({ status: Verdict.PartialAccepted, score: 2 });
  }, 120_000);
});
