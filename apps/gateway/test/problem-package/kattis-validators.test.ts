import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProblemAuth, Verdict } from '@oj/contracts';
import { ProblemEntity } from '@oj/db';
import { judgeDispatchService } from '@oj/judge-dispatch';
import { IMAGE_BUILD_TIMEOUT_MS, ensureJudgeImages, startJudgeNode } from '../../../judge-dispatch/test/judge-node.ts';
import type { TestJudgeNode } from '../../../judge-dispatch/test/judge-node.ts';
import { importPackage, newPlace, startImportApp, zipOf } from './helpers.ts';
import type { ImportHarness } from './helpers.ts';

// Issue 24: "An ICPC package with its own output validator and an interactive one. Both are imported, and their
// submissions/ are judged with the expected verdicts." The validators follow the Kattis protocol (exit 42/43, the
// feedback directory) and the judge node runs them as Kattis does, through the real import, queue and sandbox.

/** Output validator: any two positive numbers adding up to the input's N are right, not only the answer file's. */
const SPLIT_VALIDATOR = String.raw`#include <cstdio>
#include <string>
int main(int argc, char **argv) {
  if (argc < 4) return 1;
  FILE *in = std::fopen(argv[1], "r");
  FILE *judge = std::fopen((std::string(argv[3]) + "judgemessage.txt").c_str(), "w");
  long long n, a, b;
  if (!in || !judge || std::fscanf(in, "%lld", &n) != 1) return 1;
  if (std::scanf("%lld %lld", &a, &b) != 2) { std::fprintf(judge, "expected two numbers"); return 43; }
  if (a <= 0 || b <= 0 || a + b != n) { std::fprintf(judge, "%lld + %lld is not a split of %lld", a, b, n); return 43; }
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

/** Splits N as 1 and N - 1: right, though the answer files hold another split. */
const SPLIT_ONE = '#include <iostream>\nint main() { long long n; std::cin >> n; std::cout << 1 << " " << n - 1 << "\\n"; }\n';
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
    'split/problem.yaml': 'name: Split\nvalidation: custom\nlimits:\n  time_limit: 1\n  memory: 256\n',
    'split/output_validators/split/validate.cpp': SPLIT_VALIDATOR,
    'split/data/secret/1.in': '10\n',
    'split/data/secret/1.ans': '5 5\n',
    'split/data/secret/2.in': '7\n',
    'split/data/secret/2.ans': '3 4\n',
    'split/submissions/accepted/one.cpp': SPLIT_ONE,
    'split/submissions/wrong_answer/zero.py': SPLIT_ZERO,
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
    expect(split?.solutions.map((solution) => [solution.name, solution.expected, solution.actual, solution.matches])).toEqual([
      ['one.cpp', 'accepted', Verdict.Accepted, true],
      ['zero.py', 'wrong_answer', Verdict.WrongAnswer, true],
    ]);
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
    expect(await row('split')).toMatchObject({ judgeMode: 'spj', checkerProtocol: 'kattis', auth: ProblemAuth.Public });
    expect(await row('guess')).toMatchObject({ judgeMode: 'interactive', checkerProtocol: 'kattis', auth: ProblemAuth.Public });
  }, 120_000);
});
