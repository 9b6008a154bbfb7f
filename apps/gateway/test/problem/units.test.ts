import { Verdict } from '@oj/contracts';
import { describe, expect, it } from 'vitest';
import { extraFileNames } from '../../src/modules/problem/queries/detail.ts';
import { counterDeltas } from '../../src/modules/problem/index.ts';
import { likeContains, pageOf, parseBank, parseTagIds } from '../../src/modules/problem/queries/filter.ts';
import { canView } from '../../src/modules/problem/visibility.ts';

describe('problem query helpers', () => {
  it('parses tagId leniently: a JSON list or a bare id, anything else is no filter', () => {
    expect(parseTagIds(undefined)).toEqual([]);
    expect(parseTagIds('  ')).toEqual([]);
    expect(parseTagIds('[3, 1, 3]')).toEqual([3, 1]);
    expect(parseTagIds('7')).toEqual([7]);
    for (const garbage of ['[1,', 'abc', '["1"]', '[0]', '[-2]', '[1.5]', '{"a":1}', 'null', 'true', '[[1]]']) {
      expect(parseTagIds(garbage), garbage).toEqual([]);
    }
  });

  it('normalises pages and sizes', () => {
    expect(pageOf(undefined, undefined)).toEqual({ page: 1, limit: 30 });
    expect(pageOf(0, 10)).toEqual({ page: 1, limit: 10 });
    expect(pageOf(-4, 15)).toEqual({ page: 1, limit: 15 });
    expect(pageOf(3, 101)).toEqual({ page: 3, limit: 100 });
    expect(pageOf(2, 0)).toEqual({ page: 2, limit: 30 });
  });

  it('reads banks in any case and refuses unknown ones', () => {
    expect(parseBank(undefined)).toBeNull();
    expect(parseBank('all')).toBeNull();
    expect(parseBank('me')).toBe('ME');
    expect(parseBank(' gym ')).toBe('GYM');
    expect(() => parseBank('LeetCode')).toThrow(/oj must be/);
  });

  it('escapes LIKE wildcards', () => {
    expect(likeContains('a%b_c\\d')).toBe('%a\\%b\\_c\\\\d%');
  });

  it('lists extra file names only, tolerating bad JSON', () => {
    expect(extraFileNames(null)).toEqual([]);
    expect(extraFileNames('{"a.txt":"x","b.h":"y"}')).toEqual(['a.txt', 'b.h']);
    expect(extraFileNames('not json')).toEqual([]);
    expect(extraFileNames('["a"]')).toEqual([]);
  });

  it('lets admins see everything and others public main-bank problems only', () => {
    const user = { uid: 'u', isAdmin: false };
    const admin = { uid: 'a', isAdmin: true };
    expect(canView({ auth: 1, isGroup: false, gid: null }, user)).toBe(true);
    expect(canView({ auth: 2, isGroup: false, gid: null }, user)).toBe(false);
    expect(canView({ auth: 3, isGroup: false, gid: null }, user)).toBe(false);
    expect(canView({ auth: 1, isGroup: true, gid: 2 }, user)).toBe(false);
    for (const auth of [1, 2, 3]) expect(canView({ auth, isGroup: false, gid: null }, admin)).toBe(true);
    expect(canView({ auth: 1, isGroup: true, gid: 2 }, admin, { gid: 3 })).toBe(false);
  });

  it('moves exactly one bucket per status change, keeping total the sum of buckets', () => {
    expect([...counterDeltas(null, Verdict.Accepted)]).toEqual([
      ['ac', 1],
      ['total', 1],
    ]);
    expect([...counterDeltas(Verdict.WrongAnswer, Verdict.Accepted)]).toEqual([
      ['wa', -1],
      ['ac', 1],
    ]);
    expect([...counterDeltas(Verdict.Accepted, Verdict.Pending)]).toEqual([
      ['ac', -1],
      ['total', -1],
    ]);
    expect(counterDeltas(Verdict.Accepted, Verdict.Accepted).size).toBe(0);
    expect(counterDeltas(Verdict.Pending, Verdict.Judging).size).toBe(0);
    expect(counterDeltas(Verdict.Judging, Verdict.Cancelled).size).toBe(0);
  });
});
