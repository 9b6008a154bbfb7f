import { describe, expect, it } from 'vitest';
import { DEFAULT_FILTERS, parseProblemListQuery, parseTagIds, problemListSearch, withTag, withoutTag } from '@/features/problem-list/query.ts';
import { filterTagGroups, pairs } from '@/features/problem-list/tag-search.ts';

const parse = (query: string) => parseProblemListQuery(new URLSearchParams(query));

describe('problem list query (spec 01 §2)', () => {
  it('gives the defaults for a bare /problem: bank Mine, page 1, 30 a page', () => {
    expect(parse('')).toEqual({ keyword: '', difficulty: null, oj: 'ME', tagIds: [], currentPage: 1, limit: 30 });
  });

  it('turns a page below 1 into 1, and nonsense pages too', () => {
    expect(parse('currentPage=0').currentPage).toBe(1);
    expect(parse('currentPage=-3').currentPage).toBe(1);
    expect(parse('currentPage=abc').currentPage).toBe(1);
    expect(parse('currentPage=4').currentPage).toBe(4);
  });

  it('falls back to an empty tag list for an unparseable tagId', () => {
    expect(parseTagIds('[1,2')).toEqual([]);
    expect(parseTagIds('{"a":1}')).toEqual([]);
    expect(parseTagIds('[1,"x"]')).toEqual([]);
    expect(parseTagIds('[0]')).toEqual([]);
    expect(parseTagIds('7')).toEqual([]);
    expect(parse('tagId=%5B3%2C5%2C3%5D').tagIds).toEqual([3, 5]);
  });

  it('accepts only the offered page sizes and known banks', () => {
    expect(parse('limit=50').limit).toBe(50);
    expect(parse('limit=37').limit).toBe(30);
    expect(parse('oj=cf').oj).toBe('CF');
    expect(parse('oj=Mine').oj).toBe('ME');
    expect(parse('oj=ALL').oj).toBe('ALL');
    expect(parse('oj=NOPE').oj).toBe('ME');
    expect(parse('difficulty=2&keyword=%20sum%20').difficulty).toBe(2);
    expect(parse('keyword=%20sum%20').keyword).toBe('sum');
  });

  it('writes filters back without the defaults, and reads them again the same', () => {
    expect(problemListSearch(DEFAULT_FILTERS).toString()).toBe('');
    const filters = { keyword: 'path', difficulty: 1, oj: 'ALL', tagIds: [4, 9], currentPage: 3, limit: 15 };
    const search = problemListSearch(filters);
    expect(search.get('tagId')).toBe('[4,9]');
    expect(parseProblemListQuery(search)).toEqual(filters);
  });

  it('adds a tag once and goes back to page 1; removing does the same', () => {
    const start = { ...DEFAULT_FILTERS, tagIds: [1], currentPage: 5 };
    expect(withTag(start, 2)).toMatchObject({ tagIds: [1, 2], currentPage: 1 });
    expect(withTag(start, 1)).toBe(start);
    expect(withoutTag({ ...start, tagIds: [1, 2] }, 1)).toMatchObject({ tagIds: [2], currentPage: 1 });
  });
});

describe('tag browser search', () => {
  const tag = (id: number, name: string) => ({ id, name, color: null, oj: 'ME', tcid: null });
  const groups = [
    { classification: { id: 1, name: 'Basics', oj: 'ME' }, tagList: [tag(1, 'Math'), tag(2, 'String')] },
    { classification: { id: 2, name: 'Algorithms', oj: 'ME' }, tagList: [tag(3, 'Dynamic Programming'), tag(4, 'Binary Search')] },
    { classification: null, tagList: [tag(5, 'Knapsack')] },
    { classification: { id: 3, name: 'Empty', oj: 'ME' }, tagList: [] },
  ];

  it('matches a substring of tag names in any case and drops groups left empty', () => {
    expect(filterTagGroups(groups, 'PROG').map((group) => group.tagList.map((entry) => entry.name))).toEqual([['Dynamic Programming']]);
    expect(filterTagGroups(groups, ' s ').flatMap((group) => group.tagList.map((entry) => entry.id))).toEqual([2, 4, 5]);
    expect(filterTagGroups(groups, '')).toHaveLength(3);
    expect(filterTagGroups(groups, 'zzz')).toEqual([]);
  });

  it('lays groups out two per row', () => {
    expect(pairs([1, 2, 3, 4, 5])).toEqual([[1, 2], [3, 4], [5]]);
    expect(pairs([])).toEqual([]);
  });
});
