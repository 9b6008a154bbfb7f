/**
 * Checkers and interactors of every protocol in the real sandbox (issue 24): each is called as its own
 * judge calls it, and its exit code, printed text or feedback files become the verdict. The program adds
 * two numbers, one too many when the first is 7.
 */
import { describe, expect, it } from 'vitest';
import { Verdict } from '@oj/contracts';
import type { CheckerProtocolName } from '@oj/contracts';
import { statuses, useSandboxFixture } from './helpers.ts';

const ADDER = String.raw`
#include <stdio.h>
int main(void) { long long a, b; if (scanf("%lld %lld", &a, &b) != 2) return 1; printf("%lld\n", a == 7 ? a + b + 1 : a + b); return 0; }
`;

/** Kattis output validator: the team's output on stdin must equal the answer; 9 in the input plays a broken validator (exit 0). */
const KATTIS_VALIDATOR = String.raw`
#include <cstdio>
#include <string>
int main(int argc, char **argv) {
  if (argc < 4) return 1;
  FILE *in = fopen(argv[1], "r"), *ans = fopen(argv[2], "r");
  std::string feedback = std::string(argv[3]) + "judgemessage.txt";
  FILE *judge = fopen(feedback.c_str(), "w");
  if (!in || !ans || !judge) return 1;
  long long a, b, expected, got;
  if (fscanf(in, "%lld %lld", &a, &b) != 2 || fscanf(ans, "%lld", &expected) != 1) return 1;
  if (a == 9) return 0;
  if (scanf("%lld", &got) != 1) { fprintf(judge, "no number in the output"); return 43; }
  if (got != expected) { fprintf(judge, "expected %lld, got %lld", expected, got); return 43; }
  fprintf(judge, "sum is right");
  return 42;
}
`;

/** Kattis interactive validator: a secret in the input, 32 guesses answered "<", ">" or "=" on stdout. */
const KATTIS_INTERACTOR = String.raw`
#include <cstdio>
#include <string>
int main(int argc, char **argv) {
  if (argc < 4) return 1;
  FILE *in = fopen(argv[1], "r");
  FILE *judge = fopen((std::string(argv[3]) + "judgemessage.txt").c_str(), "w");
  long long secret;
  if (!in || !judge || fscanf(in, "%lld", &secret) != 1) return 1;
  for (int round = 1; round <= 32; round++) {
    long long guess;
    if (scanf("%lld", &guess) != 1) { fprintf(judge, "no guess"); return 43; }
    if (guess == secret) { printf("=\n"); fflush(stdout); fprintf(judge, "found in %d", round); return 42; }
    printf(guess < secret ? "<\n" : ">\n");
    fflush(stdout);
  }
  fprintf(judge, "too many guesses");
  return 43;
}
`;

/**
 * Kattis validator taking flags (validator_flags): refuses with 43 unless it was given exactly
 * \`mode=strict tolerance <t>\` after feedback_dir, then accepts a sum within t of the answer.
 */
const KATTIS_FLAGGED_VALIDATOR = String.raw`
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
int main(int argc, char **argv) {
  if (argc < 4) return 1;
  FILE *in = fopen(argv[1], "r"), *ans = fopen(argv[2], "r");
  FILE *judge = fopen((std::string(argv[3]) + "judgemessage.txt").c_str(), "w");
  if (!in || !ans || !judge) return 1;
  if (argc != 7 || strcmp(argv[4], "mode=strict") != 0 || strcmp(argv[5], "tolerance") != 0) { fprintf(judge, "flags missing: %d arguments", argc - 1); return 43; }
  long long tolerance = atoll(argv[6]), expected, got;
  if (fscanf(ans, "%lld", &expected) != 1) return 1;
  if (scanf("%lld", &got) != 1) { fprintf(judge, "no number"); return 43; }
  if (llabs(got - expected) > tolerance) { fprintf(judge, "off by %lld, tolerance %lld", llabs(got - expected), tolerance); return 43; }
  fprintf(judge, "within %lld", tolerance);
  return 42;
}
`;

/**
 * Kattis scoring validator ("custom score"): accepts a right sum with 10 points and one off by one with
 * 6, written to feedback_dir/score.txt; a sum two off is accepted with "-1" there, a broken score.
 */
const KATTIS_SCORING_VALIDATOR = String.raw`
#include <cstdio>
#include <cstdlib>
#include <string>
int main(int argc, char **argv) {
  if (argc < 4) return 1;
  FILE *ans = fopen(argv[2], "r");
  std::string feedback(argv[3]);
  FILE *score = fopen((feedback + "score.txt").c_str(), "w");
  FILE *judge = fopen((feedback + "judgemessage.txt").c_str(), "w");
  long long expected, got;
  if (!ans || !score || !judge || fscanf(ans, "%lld", &expected) != 1) return 1;
  if (scanf("%lld", &got) != 1) return 43;
  long long off = llabs(got - expected);
  if (off > 2) { fprintf(judge, "wrong"); return 43; }
  fprintf(score, off == 0 ? "10\n" : off == 1 ? "6\n" : "-1\n");
  fprintf(judge, "off by %lld", off);
  return 42;
}
`;

/**
 * Kattis interactive validator with flags and a score: guesses a secret with at most \`rounds <n>\` (its
 * flags) guesses; found within 10 guesses earns the case's 10 points, later 4 (score.txt).
 */
const KATTIS_SCORING_INTERACTOR = String.raw`
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
int main(int argc, char **argv) {
  if (argc < 4) return 1;
  FILE *in = fopen(argv[1], "r");
  std::string feedback(argv[3]);
  FILE *judge = fopen((feedback + "judgemessage.txt").c_str(), "w");
  long long secret;
  if (!in || !judge || fscanf(in, "%lld", &secret) != 1) return 1;
  if (argc != 6 || strcmp(argv[4], "rounds") != 0) { fprintf(judge, "no rounds flag"); return 43; }
  int rounds = atoi(argv[5]);
  for (int round = 1; round <= rounds; round++) {
    long long guess;
    if (scanf("%lld", &guess) != 1) { fprintf(judge, "no guess"); return 43; }
    if (guess == secret) {
      printf("=\n"); fflush(stdout);
      FILE *score = fopen((feedback + "score.txt").c_str(), "w");
      if (!score) return 1;
      fprintf(score, "%d", round <= 10 ? 10 : 4);
      fprintf(judge, "found in %d", round);
      return 42;
    }
    printf(guess < secret ? "<\n" : ">\n");
    fflush(stdout);
  }
  fprintf(judge, "too many guesses");
  return 43;
}
`;

const BINARY_SEARCH = String.raw`
#include <stdio.h>
int main(void) {
  long long lo = 1, hi = 1000000000;
  for (;;) {
    long long mid = (lo + hi) / 2; char reply[4];
    printf("%lld\n", mid); fflush(stdout);
    if (scanf("%3s", reply) != 1 || reply[0] == '=') return 0;
    if (reply[0] == '<') lo = mid + 1; else hi = mid - 1;
  }
}
`;

const ALWAYS_ONE = String.raw`
#include <stdio.h>
int main(void) { char reply[4]; for (;;) { printf("1\n"); fflush(stdout); if (scanf("%3s", reply) != 1 || reply[0] == '=') return 0; } }
`;

/** HUSTOJ spj: input, reference output, user output; 0 is AC, anything else WA; what it prints is the message. */
const HUSTOJ_SPJ = String.raw`
#include <stdio.h>
int main(int argc, char *argv[]) {
  FILE *in = fopen(argv[1], "r"), *ref = fopen(argv[2], "r"), *user = fopen(argv[3], "r");
  long long expected, got;
  if (!in || !ref || !user || fscanf(ref, "%lld", &expected) != 1) return 2;
  if (fscanf(user, "%lld", &got) != 1 || got != expected) { printf("wrong sum %lld", got); return 1; }
  return 0;
}
`;

/** QDUOJ spj: input and user output by name, and the input on stdin too; 0 AC, 1 WA, anything else an error. */
const QDUOJ_SPJ = String.raw`
#include <stdio.h>
int main(int argc, char *argv[]) {
  if (argc != 3) return 255;
  FILE *user = fopen(argv[2], "r");
  long long a, b, got;
  if (!user || scanf("%lld %lld", &a, &b) != 2) { printf("cannot read the input on stdin"); return 255; }
  if (a == 9) return 3;
  if (fscanf(user, "%lld", &got) != 1 || got != a + b) { printf("result: 1"); return 1; }
  return 0;
}
`;

/** Lemon spj: the full score if right, half of it if off by one; the score file and the message file. */
const LEMON_SPJ = String.raw`
#include <stdio.h>
#include <stdlib.h>
int main(int argc, char *argv[]) {
  FILE *out = fopen(argv[2], "r"), *ans = fopen(argv[3], "r"), *score = fopen(argv[5], "w"), *message = fopen(argv[6], "w");
  int full = atoi(argv[4]);
  long long expected, got;
  if (!out || !ans || !score || !message || fscanf(ans, "%lld", &expected) != 1) return 1;
  if (fscanf(out, "%lld", &got) != 1) got = -1000;
  if (got == expected) { fprintf(score, "%d", full); fprintf(message, "Right Output!"); }
  else if (got == expected + 1) { fprintf(score, "%d", full / 2); fprintf(message, "Off by one"); }
  else { fprintf(score, "0"); fprintf(message, "Wrong Output"); }
  return 0;
}
`;

/** SYZOJ spj: input, user_out, answer and code by name in its directory; a score of 0–100 on stdout, the message on stderr. */
const SYZOJ_SPJ = String.raw`
#include <stdio.h>
#include <string.h>
int main(void) {
  FILE *in = fopen("input", "r"), *out = fopen("user_out", "r"), *ans = fopen("answer", "r"), *code = fopen("code", "r");
  char source[64] = {0};
  long long a, b, expected, got;
  if (!in || !out || !ans || !code || fscanf(in, "%lld %lld", &a, &b) != 2 || fscanf(ans, "%lld", &expected) != 1) return 1;
  if (fread(source, 1, sizeof source - 1, code) == 0 || !strstr(source, "#include")) { fprintf(stderr, "no source"); return 1; }
  if (fscanf(out, "%lld", &got) != 1) got = -1000;
  if (got == expected) { printf("100"); fprintf(stderr, "right"); }
  else if (got == expected + 1) { printf("60"); fprintf(stderr, "close"); }
  else { printf("0"); fprintf(stderr, "wrong"); }
  return 0;
}
`;

const SUMS = [
  { input: '1 2\n', answer: '3\n', score: 10 },
  { input: '7 1\n', answer: '8\n', score: 10 },
];

function spj(protocol: CheckerProtocolName, code: string) {
  return { judgeMode: 'spj' as const, type: 'oi' as const, checker: { language: 'C++', code }, checkerProtocol: protocol };
}

describe.concurrent('checker protocols in the sandbox', () => {
  const fixture = useSandboxFixture(2);

  it('kattis: 42 accepted, 43 wrong answer with the judge message, any other exit a system error', { timeout: 90_000 }, async () => {
    const result = await fixture.judge('C', ADDER, SUMS, spj('kattis', KATTIS_VALIDATOR));
    expect(statuses(result), JSON.stringify(result.cases)).toEqual([Verdict.Accepted, Verdict.WrongAnswer]);
    expect(result.cases[0]?.message).toBe('sum is right');
    expect(result.cases[1]?.message).toBe('expected 8, got 9');
    expect(result.score).toBe(10);

    const broken = await fixture.judge('C', ADDER, [{ input: '9 1\n', answer: '10\n', score: 10 }], spj('kattis', KATTIS_VALIDATOR));
    expect(statuses(broken)).toEqual([Verdict.SystemError]);
    expect(broken.cases[0]?.message).toMatch(/exited with code 0/);
  });

  it('kattis: the validator flags follow feedback_dir', { timeout: 90_000 }, async () => {
    const flagged = { ...spj('kattis', KATTIS_FLAGGED_VALIDATOR), validatorFlags: ['mode=strict', 'tolerance', '1'] };
    const within = await fixture.judge('C', ADDER, SUMS, flagged);
    expect(statuses(within), JSON.stringify(within.cases)).toEqual([Verdict.Accepted, Verdict.Accepted]);
    expect(within.cases.map((item) => item.message)).toEqual(['within 1', 'within 1']);

    const strict = await fixture.judge('C', ADDER, SUMS, { ...flagged, validatorFlags: ['mode=strict', 'tolerance', '0'] });
    expect(statuses(strict), JSON.stringify(strict.cases)).toEqual([Verdict.Accepted, Verdict.WrongAnswer]);
    expect(strict.cases[1]?.message).toBe('off by 1, tolerance 0');

    const none = await fixture.judge('C', ADDER, SUMS, spj('kattis', KATTIS_FLAGGED_VALIDATOR));
    expect(statuses(none)).toEqual([Verdict.WrongAnswer, Verdict.WrongAnswer]);
    expect(none.cases[0]?.message).toBe('flags missing: 3 arguments');
  });

  it('kattis: score.txt is an accepted case’s points out of its score', { timeout: 90_000 }, async () => {
    const cases = [...SUMS, { input: '7 0\n', answer: '5\n', score: 10 }, { input: '7 2\n', answer: '8\n', score: 10 }];
    const result = await fixture.judge('C', ADDER, cases, spj('kattis', KATTIS_SCORING_VALIDATOR));
    // 1+2 right: 10; 7+1 off by one: 6 of 10; 7+0 → 8 against 5: wrong; 7+2 → 10 against 8, off by two: "-1" is no score (SE).
    expect(statuses(result), JSON.stringify(result.cases)).toEqual([Verdict.Accepted, Verdict.PartialAccepted, Verdict.WrongAnswer, Verdict.SystemError]);
    expect(result.cases.map((item) => item.score)).toEqual([10, 6, 0, 0]);
    expect(result.cases[1]?.message).toBe('off by 1');
    expect(result.cases[3]?.message).toMatch(/score\.txt: -1/);

    // Without the case that breaks, the total is the sum of the validator's points.
    const clean = await fixture.judge('C', ADDER, SUMS, spj('kattis', KATTIS_SCORING_VALIDATOR));
    expect(clean.score).toBe(16);
    expect(statuses(clean)).toEqual([Verdict.Accepted, Verdict.PartialAccepted]);
  });

  it('kattis interactive: flags and score.txt as for a checker', { timeout: 90_000 }, async () => {
    const cases = [
      { input: '123456789\n', answer: '', score: 10 },
      { input: '1\n', answer: '', score: 10 },
    ];
    const options = {
      judgeMode: 'interactive' as const,
      type: 'oi' as const,
      checker: { language: 'C++', code: KATTIS_SCORING_INTERACTOR },
      checkerProtocol: 'kattis' as const,
      validatorFlags: ['rounds', '40'],
    };
    const result = await fixture.judge('C', BINARY_SEARCH, cases, options);
    expect(statuses(result), JSON.stringify(result.cases)).toEqual([Verdict.PartialAccepted, Verdict.PartialAccepted]);
    expect(result.cases.map((item) => item.score)).toEqual([4, 4]);
    const quick = await fixture.judge('C', ALWAYS_ONE, [{ input: '1\n', answer: '', score: 10 }], options);
    expect(statuses(quick)).toEqual([Verdict.Accepted]);
    expect(quick.score).toBe(10);
    const unflagged = await fixture.judge('C', ALWAYS_ONE, [{ input: '1\n', answer: '', score: 10 }], { ...options, validatorFlags: [] });
    expect(statuses(unflagged)).toEqual([Verdict.WrongAnswer]);
    expect(unflagged.cases[0]?.message).toBe('no rounds flag');
  });

  it('kattis interactive: the validator on the pipes, 42 accepted, 43 wrong answer with the judge message', { timeout: 90_000 }, async () => {
    const cases = [
      { input: '123456789\n', answer: '' },
      { input: '1\n', answer: '' },
    ];
    const options = { judgeMode: 'interactive' as const, checker: { language: 'C++', code: KATTIS_INTERACTOR }, checkerProtocol: 'kattis' as const };
    const good = await fixture.judge('C', BINARY_SEARCH, cases, options);
    const bad = await fixture.judge('C', ALWAYS_ONE, cases, options);
    expect(statuses(good), JSON.stringify(good.cases)).toEqual([Verdict.Accepted, Verdict.Accepted]);
    expect(good.cases[1]?.message).toMatch(/^found in \d+$/);
    expect(statuses(bad), JSON.stringify(bad.cases)).toEqual([Verdict.WrongAnswer, Verdict.Accepted]);
    expect(bad.cases[0]?.message).toBe('too many guesses');
    expect(bad.cases[1]?.message).toBe('found in 1');
  });

  it('an interactor of a protocol without an interactive form is a system error before anything runs', { timeout: 30_000 }, async () => {
    const result = await fixture.judge('C', ALWAYS_ONE, [{ input: '1\n', answer: '' }], {
      judgeMode: 'interactive',
      checker: { language: 'C++', code: HUSTOJ_SPJ },
      checkerProtocol: 'hustoj',
    });
    expect(result.status).toBe(Verdict.SystemError);
    expect(result.compileMessage).toMatch(/cannot follow the hustoj protocol/);
  });

  it('hustoj: input, answer, user output; 0 accepted, anything else wrong answer', { timeout: 90_000 }, async () => {
    const result = await fixture.judge('C', ADDER, SUMS, spj('hustoj', HUSTOJ_SPJ));
    expect(statuses(result), JSON.stringify(result.cases)).toEqual([Verdict.Accepted, Verdict.WrongAnswer]);
    expect(result.cases[1]?.message).toBe('wrong sum 9');
  });

  it('qduoj: input and user output, the input on stdin; 0 accepted, 1 wrong answer, other codes a system error', { timeout: 90_000 }, async () => {
    const result = await fixture.judge('C', ADDER, [...SUMS, { input: '9 1\n', answer: '', score: 10 }], spj('qduoj', QDUOJ_SPJ));
    expect(statuses(result), JSON.stringify(result.cases)).toEqual([Verdict.Accepted, Verdict.WrongAnswer, Verdict.SystemError]);
    expect(result.cases[1]?.message).toBe('result: 1');
    expect(result.cases[2]?.message).toMatch(/exited with code 3/);
  });

  it('lemon: the score file out of the case score, the message file as the message', { timeout: 90_000 }, async () => {
    const result = await fixture.judge('C', ADDER, SUMS, spj('lemon', LEMON_SPJ));
    expect(statuses(result), JSON.stringify(result.cases)).toEqual([Verdict.Accepted, Verdict.PartialAccepted]);
    expect(result.cases.map((item) => item.message)).toEqual(['Right Output!', 'Off by one']);
    expect(result.score).toBe(15);
  });

  it('syzoj: named files in its directory, a score of 0–100 on stdout, the message on stderr', { timeout: 90_000 }, async () => {
    const result = await fixture.judge('C', ADDER, SUMS, spj('syzoj', SYZOJ_SPJ));
    expect(statuses(result), JSON.stringify(result.cases)).toEqual([Verdict.Accepted, Verdict.PartialAccepted]);
    expect(result.cases.map((item) => item.message)).toEqual(['right', 'close']);
    expect(result.score).toBe(16);
  });
});
