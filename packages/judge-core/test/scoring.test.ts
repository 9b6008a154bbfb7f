import { describe, expect, it } from 'vitest';
import { Verdict } from '@oj/contracts';
import type { JudgeCaseResult, JudgeCaseSpec, VerdictCode } from '@oj/contracts';
import { aggregate, earnedScore, fillCancelled, maxScore, shouldStop, subtaskVoList } from '../src/scoring.ts';

function spec(caseId: number, score: number, groupNum: number | null = null): JudgeCaseSpec {
  return { caseId, inputName: `${caseId}.in`, outputName: `${caseId}.out`, score, groupNum };
}

function result(c: JudgeCaseSpec, status: VerdictCode, timeMs = 10, memoryKb = 1000, ratio = 0): JudgeCaseResult {
  return { caseId: c.caseId, status, timeMs, memoryKb, score: earnedScore(c.score, status, ratio), groupNum: c.groupNum };
}

const { Accepted: AC, WrongAnswer: WA, TimeLimitExceeded: TLE, RuntimeError: RE } = Verdict;

describe('earnedScore', () => {
  it('gives full, floored partial or zero', () => {
    expect(earnedScore(10, AC)).toBe(10);
    expect(earnedScore(10, Verdict.PartialAccepted, 0.35)).toBe(3);
    expect(earnedScore(100, Verdict.PartialAccepted, 0.29)).toBe(29);
    expect(earnedScore(10, WA, 0.9)).toBe(0);
  });
});

describe('default mode', () => {
  const cases = [spec(1, 30), spec(2, 30), spec(3, 40)];

  it('ACM: the most severe verdict, max time and memory, no score', () => {
    const results = [result(cases[0]!, AC, 50, 900), result(cases[1]!, WA, 20, 3000), result(cases[2]!, TLE, 1001, 100)];
    const out = aggregate({ type: 'acm', mode: 'default', cases, results });
    expect(out).toMatchObject({ status: TLE, score: 0, maxScore: 0, timeMs: 1001, memoryKb: 3000, subtasks: null });
  });

  it('ACM: Accepted only when every case is', () => {
    const results = cases.map((c) => result(c, AC));
    expect(aggregate({ type: 'acm', mode: 'default', cases, results }).status).toBe(AC);
  });

  it('OI: sums case scores; AC, PAC, or the worst verdict at 0', () => {
    const all = cases.map((c) => result(c, AC));
    expect(aggregate({ type: 'oi', mode: 'default', cases, results: all })).toMatchObject({
      status: AC,
      score: 100,
      maxScore: 100,
    });
    const some = [result(cases[0]!, AC), result(cases[1]!, WA), result(cases[2]!, RE)];
    expect(aggregate({ type: 'oi', mode: 'default', cases, results: some })).toMatchObject({ status: 8, score: 30 });
    const none = [result(cases[0]!, WA), result(cases[1]!, TLE), result(cases[2]!, WA)];
    expect(aggregate({ type: 'oi', mode: 'default', cases, results: none })).toMatchObject({ status: TLE, score: 0 });
  });

  it('OI: partial checker points count', () => {
    const results = [result(cases[0]!, AC), result(cases[1]!, 8, 10, 10, 0.5), result(cases[2]!, AC)];
    expect(aggregate({ type: 'oi', mode: 'default', cases, results })).toMatchObject({ status: 8, score: 85 });
  });

  it('a System Error anywhere makes the submission SE', () => {
    const results = [result(cases[0]!, AC), result(cases[1]!, Verdict.SystemError), result(cases[2]!, AC)];
    expect(aggregate({ type: 'oi', mode: 'default', cases, results }).status).toBe(Verdict.SystemError);
    expect(shouldStop('default', results)).toBe(true);
  });

  it('does not stop early on a failure', () => {
    expect(shouldStop('default', [result(cases[0]!, WA)])).toBe(false);
  });

  it('no cases at all is a System Error', () => {
    expect(aggregate({ type: 'acm', mode: 'default', cases: [], results: [] }).status).toBe(Verdict.SystemError);
  });
});

describe('ergodic_without_error mode', () => {
  const cases = [spec(1, 20), spec(2, 30), spec(3, 50)];

  it('stops at the first failure and cancels the rest', () => {
    const first = [result(cases[0]!, AC)];
    expect(shouldStop('ergodic_without_error', first)).toBe(false);
    const second = [...first, result(cases[1]!, WA)];
    expect(shouldStop('ergodic_without_error', second)).toBe(true);
    const acm = aggregate({ type: 'acm', mode: 'ergodic_without_error', cases, results: second });
    expect(acm.status).toBe(WA);
    expect(acm.cases.map((c) => c.status)).toEqual([AC, WA, Verdict.Cancelled]);
    expect(acm.cases[2]).toMatchObject({ caseId: 3, score: 0, timeMs: 0, memoryKb: 0 });
    const oi = aggregate({ type: 'oi', mode: 'ergodic_without_error', cases, results: second });
    expect(oi).toMatchObject({ status: 8, score: 20, maxScore: 100 });
  });

  it('a first-case failure scores 0 with that verdict', () => {
    const results = [result(cases[0]!, RE)];
    expect(aggregate({ type: 'oi', mode: 'ergodic_without_error', cases, results })).toMatchObject({
      status: RE,
      score: 0,
    });
  });
});

describe('subtask modes', () => {
  // Group 1: two cases worth 40 each (the group's score); group 2: three cases worth 60.
  const cases = [spec(1, 40, 1), spec(2, 40, 1), spec(3, 60, 2), spec(4, 60, 2), spec(5, 60, 2)];

  it('lowest: a group scores only when all its cases pass', () => {
    const results = [result(cases[0]!, AC, 5), result(cases[1]!, AC, 7), result(cases[2]!, AC), result(cases[3]!, WA), result(cases[4]!, AC)];
    const out = aggregate({ type: 'oi', mode: 'subtask_lowest', cases, results });
    expect(out).toMatchObject({ status: 8, score: 40, maxScore: 100 });
    expect(out.subtasks).toHaveLength(2);
    expect(out.subtasks![0]).toMatchObject({ groupNum: 1, status: AC, score: 40, ac: 2, total: 2, time: 7 });
    expect(out.subtasks![1]).toMatchObject({ groupNum: 2, status: WA, score: 0, ac: 2, total: 3 });
    expect(out.subtasks![1]!.subtaskDetailList.map((c) => c.caseId)).toEqual([3, 4, 5]);
  });

  it('average: a group scores the mean of its cases', () => {
    const results = [result(cases[0]!, AC), result(cases[1]!, WA), result(cases[2]!, AC), result(cases[3]!, WA), result(cases[4]!, AC)];
    const out = aggregate({ type: 'oi', mode: 'subtask_average', cases, results });
    expect(out.subtasks!.map((g) => [g.groupNum, g.status, g.score])).toEqual([
      [1, 8, 20],
      [2, 8, 40],
    ]);
    expect(out).toMatchObject({ status: 8, score: 60, maxScore: 100 });
  });

  it('all Accepted gives the full score; all failed gives the worst verdict', () => {
    const all = cases.map((c) => result(c, AC));
    expect(aggregate({ type: 'oi', mode: 'subtask_lowest', cases, results: all })).toMatchObject({
      status: AC,
      score: 100,
    });
    const none = cases.map((c, i) => result(c, i === 2 ? RE : WA));
    expect(aggregate({ type: 'oi', mode: 'subtask_average', cases, results: none })).toMatchObject({
      status: RE,
      score: 0,
    });
  });

  it('lowest takes the lowest partial score within a group', () => {
    const results = [result(cases[0]!, 8, 1, 1, 0.5), result(cases[1]!, 8, 1, 1, 0.75), result(cases[2]!, AC), result(cases[3]!, AC), result(cases[4]!, AC)];
    const out = aggregate({ type: 'oi', mode: 'subtask_lowest', cases, results });
    expect(out.subtasks![0]).toMatchObject({ status: 8, score: 20 });
    expect(out).toMatchObject({ status: 8, score: 80 });
  });

  it('orders groups by number and puts a missing group number in group 0', () => {
    const mixed = [spec(1, 10, 3), spec(2, 10, null), spec(3, 10, 1)];
    const view = subtaskVoList('subtask_lowest', mixed, (c) => ({ ...c, status: AC, timeMs: 1, memoryKb: 1 }));
    expect(view.map((g) => g.groupNum)).toEqual([0, 1, 3]);
  });

  it('builds the API view from any row shape', () => {
    const rows = [
      { id: 'a', status: AC as VerdictCode, score: 10, time: 3, memory: 9, groupNum: 1 },
      { id: 'b', status: WA as VerdictCode, score: 0, time: 8, memory: 2, groupNum: 1 },
    ];
    const view = subtaskVoList('subtask_average', rows, (row) => ({
      status: row.status,
      score: row.score,
      timeMs: row.time,
      memoryKb: row.memory,
      groupNum: row.groupNum,
    }));
    expect(view).toEqual([{ groupNum: 1, status: 8, score: 5, ac: 1, total: 2, time: 8, memory: 9, subtaskDetailList: rows }]);
  });
});

describe('maxScore and fillCancelled', () => {
  it('is the sum in flat modes and per-group in subtask modes', () => {
    const cases = [spec(1, 10, 1), spec(2, 10, 1), spec(3, 25, 2)];
    expect(maxScore('default', cases)).toBe(45);
    expect(maxScore('ergodic_without_error', cases)).toBe(45);
    expect(maxScore('subtask_lowest', cases)).toBe(35);
    expect(maxScore('subtask_average', cases)).toBe(35);
  });

  it('keeps judged results and cancels the others in case order', () => {
    const cases = [spec(1, 1), spec(2, 1), spec(3, 1)];
    const filled = fillCancelled(cases, [result(cases[1]!, AC)]);
    expect(filled.map((c) => [c.caseId, c.status])).toEqual([
      [1, Verdict.Cancelled],
      [2, AC],
      [3, Verdict.Cancelled],
    ]);
  });
});
