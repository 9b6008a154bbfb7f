import { describe, expect, it } from 'vitest';
import { trainingProblemRows } from '@oj/api-client/group-training';
import { cloneTargetQuery } from '@/features/group/components/CloneTrainingsDialog.tsx';
import { CORE_TRAINING_LINKS, groupTrainingLinks } from '@/hooks/use-training-links.ts';

// The group trainings' pure pieces (spec 03 §2.1, §2.10, §7): the links of a training opened in a
// group, the clone dialog's group search, and the problem list as the admin table's rows.

describe('group training links', () => {
  it('open the core training pages under the group', () => {
    const links = groupTrainingLinks(7);
    expect(links.list()).toBe('/group/7/training');
    expect(links.overview(3)).toBe('/group/7/training/3/');
    expect(links.problems(3)).toBe('/group/7/training/3/problems');
    expect(links.rank(3)).toBe('/group/7/training/3/rank');
    expect(links.problem(3, 'A 1')).toBe('/group/7/training/3/problem/A%201');
    expect(links.fullScreen(3, 'P1')).toBe('/group/7/training/3/problem/P1/full-screen');
  });

  it('default to the core pages outside groups', () => {
    expect(CORE_TRAINING_LINKS.overview(3)).toBe('/training/3/');
    expect(CORE_TRAINING_LINKS.problem(3, 'P1')).toBe('/training/3/problem/P1');
  });
});

describe('the clone dialog', () => {
  it('searches page 1 of 20 groups by keyword among all groups', () => {
    expect(cloneTargetQuery('  algo ')).toEqual({ currentPage: 1, limit: 20, keyword: 'algo', onlyMine: false });
  });
});

describe('the training problem list', () => {
  it('joins each listed problem with its link (order and display id)', () => {
    const rows = trainingProblemRows(4, {
      problemList: {
        total: 2,
        records: [
          { id: 10, problemId: 'P10', title: 'Ten', auth: 1, type: 0, gid: null },
          { id: 11, problemId: 'G11', title: 'Eleven', auth: 2, type: 0, gid: 3 },
        ],
      },
      trainingProblemMap: { '11': { id: 2, tid: 4, pid: 11, rank: 1, displayId: 'B' }, '10': { id: 1, tid: 4, pid: 10, rank: 0, displayId: 'A' } },
    });
    expect(rows).toEqual({
      total: 2,
      records: [
        { id: 1, tid: 4, pid: 10, problemId: 'P10', displayId: 'A', title: 'Ten', rank: 0, auth: 1 },
        { id: 2, tid: 4, pid: 11, problemId: 'G11', displayId: 'B', title: 'Eleven', rank: 1, auth: 2 },
      ],
    });
  });
});
