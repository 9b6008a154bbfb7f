import { JudgeCaseMode } from '@oj/contracts';
import { SeededRandom } from '../random.ts';
import type { DemoCase, DemoProblem } from '../types.ts';
import { acmCase } from '../types.ts';

/** Reference answer in O(n log n): tails[k] is the smallest possible last value of an increasing run of length k + 1. */
export function longestIncreasing(values: readonly number[]): number {
  const tails: number[] = [];
  for (const value of values) {
    let low = 0;
    let high = tails.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if ((tails[mid] ?? 0) < value) low = mid + 1;
      else high = mid;
    }
    tails[low] = value;
  }
  return tails.length;
}

function makeCase(values: readonly number[]): DemoCase {
  return acmCase(`${values.length}\n${values.join(' ')}\n`, `${longestIncreasing(values)}\n`);
}

function cases(): DemoCase[] {
  const random = new SeededRandom(1003);
  const n = 100_000;
  return [
    makeCase([7]),
    makeCase([5, 5, 5, 5]),
    makeCase(random.ints(10, 1, 20)),
    makeCase(random.ints(1000, 1, 1_000_000_000)),
    makeCase(Array.from({ length: n }, (_, i) => i + 1)),
    makeCase(Array.from({ length: n }, (_, i) => n - i)),
    makeCase(random.ints(n, 1, 1_000_000_000)),
    // Few distinct values: strictness matters.
    makeCase(random.ints(n, 1, 100)),
    // A slowly rising trend with noise: a long answer that an O(n^2) solution cannot reach in time.
    makeCase(Array.from({ length: n }, (_, i) => i * 10 + random.int(0, 1000))),
  ];
}

/** Dynamic programming: the longest strictly increasing subsequence. */
export const longestIncreasingSubsequence: DemoProblem = {
  problemId: 'P1003',
  title: 'Longest Increasing Subsequence',
  type: 0,
  difficulty: 1,
  judgeCaseMode: JudgeCaseMode.Default,
  timeLimitMs: 1000,
  memoryLimitMb: 256,
  description: `Given a sequence $a_1, a_2, \\ldots, a_n$, find the length of its longest **strictly increasing** subsequence: the largest $k$ for which there are indices $i_1 < i_2 < \\cdots < i_k$ with

$$
a_{i_1} < a_{i_2} < \\cdots < a_{i_k}.
$$

A subsequence keeps the original order but need not be contiguous.`,
  input: `The first line holds $n$ ($1 \\le n \\le 10^5$).

The second line holds $a_1, \\ldots, a_n$ ($1 \\le a_i \\le 10^9$).`,
  output: 'Print the length of the longest strictly increasing subsequence.',
  examples: [
    { input: '8\n3 1 4 1 5 9 2 6\n', output: '4\n' },
    { input: '4\n5 5 5 5\n', output: '1\n' },
  ],
  hint: `In the first sample, $1, 4, 5, 9$ is one longest subsequence.

The $O(n^2)$ recurrence $f_i = 1 + \\max_{j < i,\\, a_j < a_i} f_j$ is too slow for $n = 10^5$. Keep instead, for every length, the smallest value that can end an increasing subsequence of that length; this array is sorted, so each element is placed with a binary search in $O(\\log n)$.`,
  tags: ['Dynamic Programming', 'Binary Search'],
  cases,
};
