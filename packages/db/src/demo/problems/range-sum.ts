import { JudgeCaseMode } from '@oj/contracts';
import { SeededRandom } from '../random.ts';
import type { DemoCase, DemoProblem } from '../types.ts';
import { acmCase } from '../types.ts';

/** Reference answers by prefix sums; sums stay below 2^53, so plain numbers are exact. */
export function rangeSums(values: readonly number[], queries: readonly (readonly [number, number])[]): number[] {
  const prefix = [0];
  for (const value of values) prefix.push((prefix[prefix.length - 1] ?? 0) + value);
  return queries.map(([l, r]) => (prefix[r] ?? 0) - (prefix[l - 1] ?? 0));
}

function makeCase(random: SeededRandom, n: number, q: number, bound: number): DemoCase {
  const values = random.ints(n, -bound, bound);
  const queries: [number, number][] = [[1, n]];
  while (queries.length < q) {
    const a = random.int(1, n);
    const b = random.int(1, n);
    queries.push([Math.min(a, b), Math.max(a, b)]);
  }
  const input = `${n} ${q}\n${values.join(' ')}\n${queries.map(([l, r]) => `${l} ${r}`).join('\n')}\n`;
  return acmCase(input, `${rangeSums(values, queries).join('\n')}\n`);
}

function cases(): DemoCase[] {
  const random = new SeededRandom(1002);
  return [
    acmCase('1 1\n-42\n1 1\n', '-42\n'),
    makeCase(random, 5, 5, 10),
    makeCase(random, 100, 100, 1000),
    makeCase(random, 1000, 1000, 1_000_000_000),
    makeCase(random, 10_000, 10_000, 1_000_000_000),
    // Every value at the bound: the total needs 64-bit integers.
    acmCase(`100000 1\n${Array.from({ length: 100_000 }, () => '1000000000').join(' ')}\n1 100000\n`, '100000000000000\n'),
    makeCase(random, 100_000, 100_000, 1_000_000_000),
    makeCase(random, 100_000, 100_000, 1),
  ];
}

/** Prefix sums: answer many range-sum queries on a fixed array. */
export const rangeSum: DemoProblem = {
  problemId: 'P1002',
  title: 'Range Sum Queries',
  type: 0,
  difficulty: 1,
  judgeCaseMode: JudgeCaseMode.Default,
  timeLimitMs: 1000,
  memoryLimitMb: 256,
  description: `You are given an array of $n$ integers $a_1, a_2, \\ldots, a_n$ and $q$ queries. Each query gives two positions $l$ and $r$ and asks for

$$
\\sum_{i=l}^{r} a_i = a_l + a_{l+1} + \\cdots + a_r .
$$

Answer every query.`,
  input: `The first line holds $n$ and $q$ ($1 \\le n, q \\le 10^5$).

The second line holds $a_1, \\ldots, a_n$ ($|a_i| \\le 10^9$).

Each of the next $q$ lines holds one query $l$ $r$ ($1 \\le l \\le r \\le n$).`,
  output: 'For each query, print the sum on its own line.',
  examples: [{ input: '5 3\n1 2 3 4 5\n1 5\n2 3\n4 4\n', output: '15\n5\n4\n' }],
  hint: `Summing each range separately costs up to $n \\cdot q = 10^{10}$ additions: too slow. Precompute prefix sums $p_0 = 0$, $p_i = p_{i-1} + a_i$; then each answer is $p_r - p_{l-1}$.

Sums reach $10^{14}$, beyond a 32-bit integer: use \`long long\` in C/C++ or \`long\` in Java.`,
  tags: ['Prefix Sum', 'Array'],
  cases,
};
