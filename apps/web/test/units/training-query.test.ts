import { describe, expect, it } from 'vitest';
import { trainingTabOfPath } from '@/features/training/hooks/use-training.ts';
import { parseTrainingListQuery, trainingListRequest, trainingListSearch } from '@/features/training/query.ts';
import { editorStorageKey } from '@/features/problem-detail/scope.ts';

// The training list's URL query (spec 02 §2: keyword, categoryId, auth, currentPage) and the training scope's pieces.

describe('training list query', () => {
  it('reads filters from the URL, coercing a page below 1 to 1 and dropping unknown auth values', () => {
    expect(parseTrainingListQuery(new URLSearchParams('keyword=dp&categoryId=3&auth=Private&currentPage=2'))).toEqual({
      keyword: 'dp',
      categoryId: 3,
      auth: 'Private',
      currentPage: 2,
    });
    expect(parseTrainingListQuery(new URLSearchParams('categoryId=-1&auth=Secret&currentPage=0'))).toEqual({
      keyword: '',
      categoryId: 0,
      auth: '',
      currentPage: 1,
    });
  });

  it('writes only what differs from the defaults, and asks for page size 15', () => {
    expect(trainingListSearch({ keyword: ' ', categoryId: 0, auth: '', currentPage: 1 })).toEqual({});
    expect(trainingListSearch({ keyword: 'graph', categoryId: 2, auth: 'Public', currentPage: 3 })).toEqual({
      keyword: 'graph',
      categoryId: '2',
      auth: 'Public',
      currentPage: '3',
    });
    expect(trainingListRequest({ keyword: '', categoryId: 0, auth: '', currentPage: 1 })).toEqual({ currentPage: 1, limit: 15, keyword: '', categoryId: 0 });
  });
});

describe('training scope', () => {
  it('names the tab of a path and keeps a training problem’s editor apart from the main page’s', () => {
    expect(trainingTabOfPath('/training/4/')).toBe('overview');
    expect(trainingTabOfPath('/training/4/problems')).toBe('problems');
    expect(trainingTabOfPath('/training/4/problem/P1000')).toBe('problems');
    expect(trainingTabOfPath('/training/4/rank')).toBe('rank');
    expect(editorStorageKey({ cid: 0, tid: 4 }, 'P1000')).toBe('training.4.P1000');
    expect(editorStorageKey({ cid: 0 }, 'P1000')).toBe('P1000');
  });
});
