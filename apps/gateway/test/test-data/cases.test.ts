import { describe, expect, it } from 'vitest';
import { evenScores, naturalCompare, pairCases } from '../../src/modules/test-data/cases.ts';

describe('test-data cases (pure)', () => {
  it('orders names naturally', () => {
    expect(['10.in', '2.in', '1.in', 'a10.in', 'a9.in', 'b.in'].sort(naturalCompare)).toEqual(['1.in', '2.in', '10.in', 'a9.in', 'a10.in', 'b.in']);
  });

  it('splits 100 evenly, the remainder to the last cases, always summing to 100', () => {
    expect(evenScores(3)).toEqual([33, 33, 34]);
    expect(evenScores(7)).toEqual([14, 14, 14, 14, 14, 15, 15]);
    expect(evenScores(1)).toEqual([100]);
    const many = evenScores(150);
    expect(many.filter((score) => score === 0)).toHaveLength(50);
    expect(many.slice(-100).every((score) => score === 1)).toBe(true);
    for (const count of [1, 3, 7, 33, 99, 100, 101, 150]) expect(evenScores(count).reduce((sum, score) => sum + score, 0)).toBe(100);
  });

  it('pairs .in with .out or .ans, whatever the letter case of the extension', () => {
    const file = (path: string) => ({ path, name: path });
    expect(pairCases([file('b.OUT'), file('a.in'), file('b.IN'), file('a.ans')]).map((item) => [item.input.name, item.output.name])).toEqual([
      ['a.in', 'a.ans'],
      ['b.IN', 'b.OUT'],
    ]);
  });
});
