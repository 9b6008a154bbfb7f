import { describe, expect, it } from 'vitest';
import type { AdminTagClassificationDto, AdminTagListRecordDto } from '@oj/contracts';
import { byRank, filterTags, isDuplicateTag, isHexColor } from '@/features/tags/rules.ts';

function tag(id: number, name: string, fields: Partial<AdminTagListRecordDto> = {}): AdminTagListRecordDto {
  return { id, name, color: null, oj: 'ME', gid: null, tcid: null, classificationName: null, problemCount: 0, ...fields };
}

function classification(id: number, name: string, rank: number): AdminTagClassificationDto {
  return { id, name, oj: 'ME', rank, tagCount: 0, gmtCreate: '2026-01-01T00:00:00Z', gmtModified: '2026-01-01T00:00:00Z' };
}

describe('tag rules (spec 03 §5: duplicate tag rejected)', () => {
  it('compares names trimmed and case-insensitively within one bank, ignoring group tags and the tag edited', () => {
    const tags = [tag(1, 'DP'), tag(2, 'Graph', { oj: 'HDU' }), tag(3, 'Greedy', { gid: 7 })];
    expect(isDuplicateTag(tags, ' dp ', 'ME')).toBe(true);
    expect(isDuplicateTag(tags, 'DP', 'ME', 1)).toBe(false);
    expect(isDuplicateTag(tags, 'Graph', 'ME')).toBe(false);
    expect(isDuplicateTag(tags, 'Greedy', 'ME')).toBe(false);
  });

  it('orders classifications by rank, then id', () => {
    const ordered = byRank([classification(3, 'C', 5), classification(1, 'A', 9), classification(2, 'B', 5)]);
    expect(ordered.map((entry) => entry.id)).toEqual([2, 3, 1]);
  });

  it('filters by bank and by a part of the name', () => {
    const tags = [tag(1, 'Math'), tag(2, 'Graph', { oj: 'HDU' }), tag(3, 'Greedy')];
    expect(filterTags(tags, 'gr', '').map((entry) => entry.id)).toEqual([2, 3]);
    expect(filterTags(tags, 'gr', 'ME').map((entry) => entry.id)).toEqual([3]);
    expect(filterTags(tags, '', '')).toHaveLength(3);
  });

  it('accepts #rgb and #rrggbb colours only', () => {
    expect(isHexColor('#abc')).toBe(true);
    expect(isHexColor('#A1B2C3')).toBe(true);
    expect(isHexColor('blue')).toBe(false);
    expect(isHexColor('#abcd')).toBe(false);
  });
});
