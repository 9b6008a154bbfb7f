/**
 * 100 points split evenly over `count` cases, the remainder going one point each to the last cases
 * (spec 03 §4 "Type and test-case scores"): 3 cases → 33, 33, 34.
 */
export function evenScores(count: number): number[] {
  if (count <= 0) return [];
  const base = Math.floor(100 / count);
  const remainder = 100 - base * count;
  return Array.from({ length: count }, (_, index) => base + (index >= count - remainder ? 1 : 0));
}

/** The cases with their scores split evenly. */
export function withEvenScores<T extends { score: number | null }>(cases: readonly T[]): T[] {
  const scores = evenScores(cases.length);
  return cases.map((each, index) => ({ ...each, score: scores[index] ?? 0 }));
}
