import { JudgeCaseMode } from '@oj/contracts';
import { SeededRandom } from '../random.ts';
import type { DemoCase, DemoProblem } from '../types.ts';
import { acmCase } from '../types.ts';

type Edge = readonly [from: number, to: number, weight: number];

/** A binary min-heap of (distance, vertex) pairs, kept in two parallel arrays. */
class MinHeap {
  private readonly keys: number[] = [];
  private readonly vertices: number[] = [];

  get size(): number {
    return this.keys.length;
  }

  push(key: number, vertex: number): void {
    const { keys, vertices } = this;
    let i = keys.length;
    keys.push(key);
    vertices.push(vertex);
    while (i > 0) {
      const parent = (i - 1) >> 1;
      const parentKey = keys[parent] ?? 0;
      if (parentKey <= key) break;
      keys[i] = parentKey;
      vertices[i] = vertices[parent] ?? 0;
      i = parent;
    }
    keys[i] = key;
    vertices[i] = vertex;
  }

  /** Removes the smallest pair; call only when size > 0. */
  pop(): [number, number] {
    const { keys, vertices } = this;
    const top: [number, number] = [keys[0] ?? 0, vertices[0] ?? 0];
    const lastKey = keys.pop() ?? 0;
    const lastVertex = vertices.pop() ?? 0;
    const size = keys.length;
    if (size === 0) return top;
    let i = 0;
    for (;;) {
      let child = 2 * i + 1;
      if (child >= size) break;
      if (child + 1 < size && (keys[child + 1] ?? 0) < (keys[child] ?? 0)) child += 1;
      if ((keys[child] ?? 0) >= lastKey) break;
      keys[i] = keys[child] ?? 0;
      vertices[i] = vertices[child] ?? 0;
      i = child;
    }
    keys[i] = lastKey;
    vertices[i] = lastVertex;
    return top;
  }
}

/** Reference answer: Dijkstra from vertex 1; -1 for unreachable vertices. Distances stay below 2^53. */
export function shortestDistances(n: number, edges: readonly Edge[]): number[] {
  const adjacency: Edge[][] = Array.from({ length: n + 1 }, () => []);
  for (const edge of edges) adjacency[edge[0]]?.push(edge);
  const distance = new Array<number>(n + 1).fill(Infinity);
  distance[1] = 0;
  const heap = new MinHeap();
  heap.push(0, 1);
  while (heap.size > 0) {
    const [d, u] = heap.pop();
    if (d > (distance[u] ?? Infinity)) continue;
    for (const [, v, w] of adjacency[u] ?? []) {
      if (d + w < (distance[v] ?? Infinity)) {
        distance[v] = d + w;
        heap.push(d + w, v);
      }
    }
  }
  return distance.slice(1).map((value) => (value === Infinity ? -1 : value));
}

function makeCase(random: SeededRandom, n: number, m: number, maxWeight: number): DemoCase {
  const edges: Edge[] = [];
  // A random path through a shuffled order keeps most vertices reachable; the rest is noise.
  const order = Array.from({ length: n }, (_, i) => i + 1);
  for (let i = n - 1; i > 1; i -= 1) {
    const j = random.int(1, i);
    [order[i], order[j]] = [order[j] ?? 1, order[i] ?? 1];
  }
  for (let i = 0; i + 1 < n && edges.length < m / 2; i += 1) edges.push([order[i] ?? 1, order[i + 1] ?? 1, random.int(1, maxWeight)]);
  while (edges.length < m) edges.push([random.int(1, n), random.int(1, n), random.int(1, maxWeight)]);
  return format(n, edges);
}

function format(n: number, edges: readonly Edge[]): DemoCase {
  const input = `${n} ${edges.length}\n${edges.map((edge) => edge.join(' ')).join('\n')}\n`;
  return acmCase(input, `${shortestDistances(n, edges).join(' ')}\n`);
}

function cases(): DemoCase[] {
  const random = new SeededRandom(1005);
  return [
    format(1, []),
    format(3, [[2, 3, 5]]),
    format(4, [
      [1, 2, 1],
      [2, 3, 1],
      [1, 3, 5],
      [3, 1, 1],
      [3, 3, 2],
    ]),
    makeCase(random, 50, 200, 100),
    makeCase(random, 1000, 5000, 1_000_000_000),
    // Long chain with heavy edges: distances exceed 32 bits.
    format(
      100_000,
      Array.from({ length: 99_999 }, (_, i) => [i + 1, i + 2, 1_000_000_000] as const),
    ),
    makeCase(random, 100_000, 200_000, 1_000_000_000),
    makeCase(random, 50_000, 100_000, 10),
  ];
}

/** Graph problem: single-source shortest paths with non-negative weights. */
export const shortestPaths: DemoProblem = {
  problemId: 'P1005',
  title: 'Shortest Paths',
  type: 0,
  difficulty: 2,
  judgeCaseMode: JudgeCaseMode.Default,
  timeLimitMs: 2000,
  memoryLimitMb: 256,
  description: `A city has $n$ crossings numbered $1$ to $n$ and $m$ **one-way** roads. Road $j$ leads from crossing $u_j$ to crossing $v_j$ and takes $w_j$ minutes to drive.

You start at crossing $1$. For every crossing, find the least time needed to reach it.`,
  input: `The first line holds $n$ and $m$ ($1 \\le n \\le 10^5$, $0 \\le m \\le 2 \\cdot 10^5$).

Each of the next $m$ lines holds a road $u_j$ $v_j$ $w_j$ ($1 \\le u_j, v_j \\le n$, $1 \\le w_j \\le 10^9$). Roads may be loops or repeat.`,
  output: 'Print $n$ integers separated by spaces: the least time to reach crossings $1, 2, \\ldots, n$, or $-1$ for a crossing that cannot be reached.',
  examples: [{ input: '4 5\n1 2 1\n2 3 1\n1 3 5\n3 1 1\n3 3 2\n', output: '0 1 2 -1\n' }],
  hint: `Use Dijkstra's algorithm with a priority queue, $O((n + m) \\log m)$. Times reach $10^{14}$: use 64-bit integers.`,
  tags: ['Graph Theory', 'Shortest Path'],
  cases,
};
