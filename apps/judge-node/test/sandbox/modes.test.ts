/**
 * Judge modes and case modes in the real sandbox: output comparison settings, special judge,
 * interactive, OI scoring with subtasks, ergodic stop, file IO, extra files, test judge.
 */
import { describe, expect, it } from 'vitest';
import { statuses, useSandboxFixture } from './helpers.ts';

/** Prints what the input says after "echo", or the sum of two numbers. */
const ECHO_OR_SUM = String.raw`
import sys
data = sys.stdin.read()
if data.startswith('echo:'):
    sys.stdout.write(data[5:].replace('\\n', '\n'))
else:
    a, b = map(int, data.split())
    print(a + b)
`;

/** Checker: the output must hold two numbers adding up to the input's N; equal halves earn half. */
const SUM_CHECKER = String.raw`
#include <cstdio>
int main(int argc, char **argv) {
  if (argc < 4) return 3;
  FILE *in = fopen(argv[1], "r"), *out = fopen(argv[2], "r"), *ans = fopen(argv[3], "r");
  if (!in || !out || !ans) { fprintf(stderr, "cannot open files"); return 3; }
  long long n, a, b;
  if (fscanf(in, "%lld", &n) != 1) return 3;
  if (fscanf(out, "%lld %lld", &a, &b) != 2) { fprintf(stderr, "expected two numbers"); return 2; }
  if (a + b != n) { fprintf(stderr, "%lld + %lld != %lld", a, b, n); return 1; }
  if (a == b) { fprintf(stderr, "points 0.5 halves are too easy"); return 7; }
  fprintf(stderr, "ok");
  return 0;
}
`;

const SPLITTER = String.raw`
#include <stdio.h>
int main(void) { long long n; scanf("%lld", &n); if (n == 7) puts("3 3"); else if (n == 10) puts("5 5"); else printf("1 %lld\n", n - 1); return 0; }
`;

/** Interactor: the input holds a secret in [1, 10^9]; the program has 32 guesses, told "<", ">" or "=". */
const GUESS_INTERACTOR = String.raw`
#include <cstdio>
int main(int argc, char **argv) {
  FILE *in = fopen(argv[1], "r");
  long long secret;
  if (!in || fscanf(in, "%lld", &secret) != 1) return 3;
  for (int round = 0; round < 32; round++) {
    long long guess;
    if (scanf("%lld", &guess) != 1) { fprintf(stderr, "no guess"); return 2; }
    if (guess == secret) { printf("=\n"); fflush(stdout); fprintf(stderr, "found in %d", round + 1); return 0; }
    printf(guess < secret ? "<\n" : ">\n");
    fflush(stdout);
  }
  fprintf(stderr, "too many guesses");
  return 1;
}
`;

const BINARY_SEARCH = String.raw`
#include <stdio.h>
int main(void) {
  long long lo = 1, hi = 1000000000;
  for (;;) {
    long long mid = (lo + hi) / 2;
    char reply[4];
    printf("%lld\n", mid); fflush(stdout);
    if (scanf("%3s", reply) != 1) return 0;
    if (reply[0] == '=') return 0;
    if (reply[0] == '<') lo = mid + 1; else hi = mid - 1;
  }
}
`;

const ALWAYS_ONE = String.raw`
#include <stdio.h>
int main(void) { char reply[4]; for (;;) { printf("1\n"); fflush(stdout); if (scanf("%3s", reply) != 1 || reply[0] == '=') return 0; } }
`;

describe.concurrent('judge modes and case modes', () => {
  const fixture = useSandboxFixture(2);

  it('trailing blanks pass only with removeEndBlank; misplaced spaces are PE either way', { timeout: 60_000 }, async () => {
    const cases = [
      { input: 'echo:42 \\n\\n', answer: '42\n' },
      { input: 'echo:4 2\\n', answer: '42\n' },
      { input: 'echo:43\\n', answer: '42\n' },
    ];
    const lenient = await fixture.judge('Python3', ECHO_OR_SUM, cases, { removeEndBlank: true });
    const strict = await fixture.judge('Python3', ECHO_OR_SUM, cases, { removeEndBlank: false });
    expect(statuses(lenient)).toEqual([0, -3, -1]);
    expect(statuses(strict)).toEqual([-3, -3, -1]);
  });

  it('special judge: AC, WA and partial points from a checker reading argv files', { timeout: 90_000 }, async () => {
    const result = await fixture.judge(
      'C',
      SPLITTER,
      [
        { input: '9\n', answer: '0\n', score: 10 },
        { input: '7\n', answer: '0\n', score: 10 },
        { input: '10\n', answer: '0\n', score: 10 },
      ],
      { judgeMode: 'spj', type: 'oi', checker: { language: 'C++', code: SUM_CHECKER } },
    );
    expect(statuses(result)).toEqual([0, -1, 8]);
    expect(result.cases[1]?.message).toMatch(/3 \+ 3 != 7/);
    expect(result.score).toBe(15);
    expect(result.status).toBe(8);
  });

  it('interactive: a binary search is accepted, a fixed guess is WA', { timeout: 90_000 }, async () => {
    const cases = [
      { input: '123456789\n', answer: '' },
      { input: '1\n', answer: '' },
      { input: '999999999\n', answer: '' },
    ];
    const options = { judgeMode: 'interactive' as const, checker: { language: 'C++', code: GUESS_INTERACTOR } };
    const good = await fixture.judge('C', BINARY_SEARCH, cases, options);
    const bad = await fixture.judge('C', ALWAYS_ONE, cases, options);
    expect(statuses(good), JSON.stringify(good.cases)).toEqual([0, 0, 0]);
    expect(statuses(bad), JSON.stringify(bad.cases)).toEqual([-1, 0, -1]);
    expect(bad.cases[0]?.message).toMatch(/too many guesses/);
  });

  it('OI: partial scores, subtask lowest and average, ergodic stops at the first failure', { timeout: 90_000 }, async () => {
    const right = (a: number, b: number) => ({ input: `${a} ${b}\n`, answer: `${a + b}\n` });
    const wrong = (a: number, b: number) => ({ input: `${a} ${b}\n`, answer: `${a + b + 1}\n` });
    const oi = await fixture.judge(
      'Python3',
      ECHO_OR_SUM,
      [
        { ...right(1, 2), score: 10 },
        { ...wrong(1, 2), score: 20 },
        { ...right(3, 4), score: 30 },
        { ...wrong(3, 4), score: 40 },
      ],
      { type: 'oi' },
    );
    expect(statuses(oi)).toEqual([0, -1, 0, -1]);
    expect(oi.score).toBe(40);
    expect(oi.status).toBe(8);

    const grouped = [
      { ...right(1, 1), score: 30, groupNum: 1 },
      { ...right(2, 2), score: 30, groupNum: 1 },
      { ...right(3, 3), score: 20, groupNum: 2 },
      { ...wrong(4, 4), score: 20, groupNum: 2 },
    ];
    const lowest = await fixture.judge('Python3', ECHO_OR_SUM, grouped, { type: 'oi', judgeCaseMode: 'subtask_lowest' });
    const average = await fixture.judge('Python3', ECHO_OR_SUM, grouped, { type: 'oi', judgeCaseMode: 'subtask_average' });
    expect(lowest.score).toBe(30);
    expect(average.score).toBe(40);

    const ergodic = await fixture.judge('Python3', ECHO_OR_SUM, [right(1, 1), wrong(2, 2), right(3, 3)], {
      judgeCaseMode: 'ergodic_without_error',
    });
    expect(statuses(ergodic)).toEqual([0, -1, -4]);
    expect(ergodic.status).toBe(-1);
  });

  it('ergodic mode stops the runner at the first runtime failure', { timeout: 60_000 }, async () => {
    const code = 'import sys\nn = int(sys.stdin.read())\nif n == 2:\n    sys.exit(4)\nprint(n)\n';
    const result = await fixture.judge(
      'Python3',
      code,
      [
        { input: '1', answer: '1' },
        { input: '2', answer: '2' },
        { input: '3', answer: '3' },
      ],
      { judgeCaseMode: 'ergodic_without_error' },
    );
    expect(statuses(result)).toEqual([0, 3, -4]);
  });

  it('file IO and extra files', { timeout: 60_000 }, async () => {
    const code = String.raw`
#include <stdio.h>
int main(void) {
  FILE *in = fopen("numbers.in", "r"), *out = fopen("numbers.out", "w"), *extra = fopen("offset.txt", "r");
  int a, b, offset;
  if (!in || !out || !extra) return 5;
  fscanf(in, "%d %d", &a, &b); fscanf(extra, "%d", &offset);
  fprintf(out, "%d\n", a + b + offset);
  puts("stdout is ignored in file IO");
  return 0;
}
`;
    const result = await fixture.judge(
      'C',
      code,
      [
        { input: '1 2\n', answer: '103\n' },
        { input: '5 5\n', answer: '110\n' },
      ],
      {
        isFileIO: true,
        ioReadFileName: 'numbers.in',
        ioWriteFileName: 'numbers.out',
        userExtraFiles: { 'offset.txt': '100\n' },
      },
    );
    expect(statuses(result), JSON.stringify(result)).toEqual([0, 0]);
  });

  it('test judge: custom input, with and without an expected output', { timeout: 60_000 }, async () => {
    const compared = await fixture.judge('Python3', ECHO_OR_SUM, [], { isTestJudge: true, testInput: '2 3', expectedOutput: '5\n' });
    expect(compared.status).toBe(0);
    expect(compared.cases[0]?.userOutput).toBe('5\n');
    const wrong = await fixture.judge('Python3', ECHO_OR_SUM, [], { isTestJudge: true, testInput: '2 3', expectedOutput: '6' });
    expect(wrong.status).toBe(-1);
    const runOnly = await fixture.judge('Python3', ECHO_OR_SUM, [], { isTestJudge: true, testInput: '2 2', expectedOutput: null });
    expect(runOnly.status).toBe(0);
    expect(runOnly.cases[0]?.userOutput).toBe('4\n');
  });
});
