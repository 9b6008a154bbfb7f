import { DEMO_PROBLEMS, demoReferenceSolutions } from '@oj/db';
import { describe, expect, it } from 'vitest';

const { bestValue, isPalindrome, longestIncreasing, rangeSums, shortestDistances } = demoReferenceSolutions;

/** Test inputs from Math.random would make failures unrepeatable; a small LCG is enough. */
function seeded(seed: number) {
  let state = seed;
  const int = (min: number, max: number) => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return min + (state % (max - min + 1));
  };
  return { int, ints: (length: number, min: number, max: number) => Array.from({ length }, () => int(min, max)) };
}

// The demo's reference solutions are checked against slow, obviously correct ones on small inputs.

describe('demo reference solutions', () => {
  const random = seeded(42);

  it('LIS matches the quadratic recurrence', () => {
    for (let round = 0; round < 300; round += 1) {
      const values = random.ints(random.int(1, 12), 1, 6);
      const best = values.map(() => 1);
      values.forEach((value, i) => {
        for (let j = 0; j < i; j += 1) if ((values[j] ?? 0) < value) best[i] = Math.max(best[i] ?? 1, (best[j] ?? 1) + 1);
      });
      expect(longestIncreasing(values), values.join(' ')).toBe(Math.max(...best));
    }
  });

  it('knapsack matches trying every subset', () => {
    for (let round = 0; round < 200; round += 1) {
      const items = Array.from({ length: random.int(1, 8) }, () => [random.int(1, 10), random.int(1, 50)] as const);
      const capacity = random.int(1, 30);
      let brute = 0;
      for (let mask = 0; mask < 1 << items.length; mask += 1) {
        let weight = 0;
        let value = 0;
        items.forEach(([w, v], i) => {
          if (mask & (1 << i)) {
            weight += w;
            value += v;
          }
        });
        if (weight <= capacity) brute = Math.max(brute, value);
      }
      expect(bestValue(capacity, items)).toBe(brute);
    }
  });

  it('Dijkstra matches Bellman-Ford', () => {
    for (let round = 0; round < 200; round += 1) {
      const n = random.int(1, 8);
      const edges = Array.from({ length: random.int(0, 20) }, () => [random.int(1, n), random.int(1, n), random.int(1, 9)] as const);
      const distance = Array.from({ length: n + 1 }, (_, v) => (v === 1 ? 0 : Infinity));
      for (let pass = 0; pass < n; pass += 1) {
        for (const [u, v, w] of edges) distance[v] = Math.min(distance[v] ?? Infinity, (distance[u] ?? Infinity) + w);
      }
      expect(shortestDistances(n, edges)).toEqual(distance.slice(1).map((d) => (d === Infinity ? -1 : d)));
    }
  });

  it('range sums and palindromes match the naive answers', () => {
    const values = random.ints(50, -100, 100);
    const queries = Array.from({ length: 100 }, () => {
      const a = random.int(1, 50);
      const b = random.int(1, 50);
      return [Math.min(a, b), Math.max(a, b)] as const;
    });
    expect(rangeSums(values, queries)).toEqual(queries.map(([l, r]) => values.slice(l - 1, r).reduce((sum, value) => sum + value, 0)));
    for (const word of ['a', 'ab', 'aba', 'abba', 'abca', 'racecar', 'racecars']) {
      expect(isPalindrome(word), word).toBe(word === Array.from(word).reverse().join(''));
    }
  });

  it('generates the same data every time, within the statement’s limits', () => {
    for (const problem of DEMO_PROBLEMS) {
      const first = problem.cases();
      expect(problem.cases()).toEqual(first);
      expect(first.length).toBeGreaterThanOrEqual(5);
      expect(first.length).toBeLessThanOrEqual(10);
      for (const item of first) {
        expect(item.input.endsWith('\n')).toBe(true);
        expect(item.output.endsWith('\n')).toBe(true);
      }
    }
    const aPlusB = DEMO_PROBLEMS[0]?.cases() ?? [];
    for (const item of aPlusB) {
      for (const value of item.input.trim().split(' ').map(Number)) expect(Math.abs(value)).toBeLessThanOrEqual(1_000_000);
    }
  });
});
