import { JudgeCaseMode } from '@oj/contracts';
import { SeededRandom } from '../random.ts';
import type { DemoCase, DemoProblem } from '../types.ts';

/** Reference answer: the classic one-dimensional 0/1 knapsack table, O(n·W). */
export function bestValue(capacity: number, items: readonly (readonly [number, number])[]): number {
  const best = new Array<number>(capacity + 1).fill(0);
  for (const [weight, value] of items) {
    for (let w = capacity; w >= weight; w -= 1) {
      const candidate = (best[w - weight] ?? 0) + value;
      if (candidate > (best[w] ?? 0)) best[w] = candidate;
    }
  }
  return best[capacity] ?? 0;
}

/** A subtask: its bounds, its score and how many cases test it. */
interface Subtask {
  maxItems: number;
  maxCapacity: number;
  score: number;
  cases: number;
}

// In the subtask modes every case of a group carries the group's score (judge-core's scoring).
const SUBTASKS: readonly Subtask[] = [
  { maxItems: 10, maxCapacity: 100, score: 20, cases: 3 },
  { maxItems: 100, maxCapacity: 1000, score: 30, cases: 3 },
  { maxItems: 1000, maxCapacity: 10_000, score: 50, cases: 4 },
];

function cases(): DemoCase[] {
  const random = new SeededRandom(1004);
  const out: DemoCase[] = [];
  SUBTASKS.forEach((subtask, index) => {
    for (let k = 0; k < subtask.cases; k += 1) {
      // The first case of each subtask sits at its bounds.
      const n = k === 0 ? subtask.maxItems : random.int(1, subtask.maxItems);
      const capacity = k === 0 ? subtask.maxCapacity : random.int(1, subtask.maxCapacity);
      const heaviest = k === 1 ? capacity * 2 : Math.max(1, Math.floor(capacity / 2));
      const items = Array.from({ length: n }, () => [random.int(1, heaviest), random.int(1, 1_000_000)] as const);
      const input = `${n} ${capacity}\n${items.map(([w, v]) => `${w} ${v}`).join('\n')}\n`;
      out.push({ input, output: `${bestValue(capacity, items)}\n`, score: subtask.score, groupNum: index + 1 });
    }
  });
  return out;
}

/** OI problem with three subtasks (lowest-case scoring): the 0/1 knapsack. */
export const knapsack: DemoProblem = {
  problemId: 'P1004',
  title: 'Backpacking Trip (0/1 Knapsack)',
  type: 1,
  difficulty: 1,
  judgeCaseMode: JudgeCaseMode.SubtaskLowest,
  timeLimitMs: 1000,
  memoryLimitMb: 256,
  description: `Before a hiking trip you lay out $n$ items. Item $i$ weighs $w_i$ and is worth $v_i$ to you. Your backpack holds at most $W$ in total weight, and each item is either packed whole or left at home.

Find the largest total worth you can carry:

$$
\\max \\Big\\{ \\sum_{i \\in S} v_i \\;:\\; S \\subseteq \\{1, \\ldots, n\\},\\ \\sum_{i \\in S} w_i \\le W \\Big\\}.
$$

This is an **OI** problem: the score is the sum of the subtasks you pass, and a subtask counts only when **all** of its test cases are correct.`,
  input: `The first line holds $n$ and $W$.

Each of the next $n$ lines holds $w_i$ and $v_i$ ($1 \\le w_i \\le 2 \\cdot 10^4$, $1 \\le v_i \\le 10^6$).

| Subtask | Score | $n$ | $W$ |
|:-:|:-:|:-:|:-:|
| 1 | 20 | $\\le 10$ | $\\le 100$ |
| 2 | 30 | $\\le 100$ | $\\le 1000$ |
| 3 | 50 | $\\le 1000$ | $\\le 10^4$ |`,
  output: 'Print the largest total worth.',
  examples: [{ input: '4 5\n2 3\n3 4\n4 5\n5 6\n', output: '7\n' }],
  hint: `In the sample, packing the first two items (weights $2+3=5$) is worth $3+4=7$.

Subtask 1 allows trying all $2^n$ subsets. For the rest, let $f_w$ be the best worth with total weight at most $w$ and process the items one by one, updating $w$ from $W$ down to $w_i$:

\`\`\`cpp
for (int i = 0; i < n; i++)
    for (int w = W; w >= weight[i]; w--)
        f[w] = max(f[w], f[w - weight[i]] + value[i]);
\`\`\``,
  tags: ['Dynamic Programming', 'Knapsack'],
  cases,
};
