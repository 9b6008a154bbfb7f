/**
 * The simulated contest's problems and the few sources its contestants send. The problems are made as an
 * admin makes them (POST /api/admin/problem, manual test cases), each with two small cases, so a judgement
 * costs the judge node tens of milliseconds of CPU; every contestant sends one of four texts (an accepted C
 * program per problem, one wrong program for all), so the judge node's compile cache (docs/judge.md, "The compile
 * cache") compiles each once and every later submission only runs its two cases. That is the bench's speed-up:
 * see bench/README.md, "Simulated contest".
 */

/** The language every submission uses: C (gcc), which the compile cache keeps. */
export const LANGUAGE = 'C';

/** A contest problem: its bank display id, its contest label, its cases and its accepted source. */
export interface LoadProblem {
  problemId: string;
  displayId: string;
  title: string;
  cases: { input: string; output: string }[];
  accepted: string;
}

const program = (body: string): string => `#include <stdio.h>
int main(void) {
  long long a, b;
  if (scanf("%lld %lld", &a, &b) != 2) return 0;
  ${body}
  return 0;
}
`;

/** Wrong on every case of the three problems. */
export const WRONG = `#include <stdio.h>
int main(void) {
  puts("0");
  return 0;
}
`;

export const PROBLEMS: readonly LoadProblem[] = [
  {
    problemId: 'CLSUM',
    displayId: 'A',
    title: 'Sum',
    cases: [
      { input: '1 2\n', output: '3\n' },
      { input: '20 22\n', output: '42\n' },
    ],
    accepted: program('printf("%lld\\n", a + b);'),
  },
  {
    problemId: 'CLMAX',
    displayId: 'B',
    title: 'Maximum',
    cases: [
      { input: '3 7\n', output: '7\n' },
      { input: '-5 -9\n', output: '-5\n' },
    ],
    accepted: program('printf("%lld\\n", a > b ? a : b);'),
  },
  {
    problemId: 'CLMUL',
    displayId: 'C',
    title: 'Product',
    cases: [
      { input: '6 7\n', output: '42\n' },
      { input: '-3 5\n', output: '-15\n' },
    ],
    accepted: program('printf("%lld\\n", a * b);'),
  },
];
