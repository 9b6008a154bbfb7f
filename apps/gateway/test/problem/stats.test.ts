import { Verdict } from '@oj/contracts';
import { ProblemCountEntity, UserAcProblemEntity } from '@oj/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordJudgedSubmission, recountProblemStats } from '../../src/modules/problem/index.ts';
import type { JudgedSubmission } from '../../src/modules/problem/index.ts';
import type { ProblemHarness } from './helpers.ts';
import { createUser, insertJudge, insertProblem, startProblemApp } from './helpers.ts';

describe('recordJudgedSubmission', () => {
  let harness: ProblemHarness;
  let uid: string;
  let pid: number;

  beforeAll(async () => {
    harness = await startProblemApp('prob_stats');
    uid = (await createUser(harness.app, 'judged')).uid;
    pid = await insertProblem(harness.app, { problemId: 'C1' });
  });

  afterAll(async () => {
    await harness.close();
  });

  /** Writes the judge row's status and books the change in one transaction, as the judging side does. */
  const judge = async (submitId: number, oldStatus: number | null, newStatus: number, extra: Partial<JudgedSubmission> = {}) => {
    await harness.app.db.transaction(async (manager) => {
      await manager.query('UPDATE judge SET status = ? WHERE submitId = ?', [newStatus, submitId]);
      await recordJudgedSubmission(manager, { pid, uid, submitId, oldStatus, newStatus, ...extra });
    });
  };
  const counts = async () => {
    const row = await harness.app.db.getRepository(ProblemCountEntity).findOneBy({ pid });
    if (!row) return null;
    const { gmtModified: _ignored, pid: _pid, ...rest } = row;
    return rest;
  };
  const solvedBy = async () => (await harness.app.db.getRepository(UserAcProblemEntity).findOneBy({ uid, pid }))?.submitId ?? null;
  const zero = { total: 0, ac: 0, wa: 0, tle: 0, mle: 0, re: 0, pe: 0, ce: 0, se: 0, pa: 0 };

  it('books first results, ignores repeats, moves buckets on rejudge and keeps the first AC', async () => {
    expect(await counts()).toBeNull();
    const first = await insertJudge(harness.app, { pid, uid, status: Verdict.Pending });
    await judge(first, Verdict.Pending, Verdict.WrongAnswer);
    expect(await counts()).toEqual({ ...zero, total: 1, wa: 1 });
    // A redelivered result: the row already says WA.
    await judge(first, Verdict.WrongAnswer, Verdict.WrongAnswer);
    expect(await counts()).toEqual({ ...zero, total: 1, wa: 1 });
    expect(await solvedBy()).toBeNull();

    const second = await insertJudge(harness.app, { pid, uid, status: Verdict.Pending });
    await judge(second, null, Verdict.Accepted);
    expect(await counts()).toEqual({ ...zero, total: 2, wa: 1, ac: 1 });
    expect(await solvedBy()).toBe(second);

    // Rejudge turns the first submission into AC: it becomes the first accepted one.
    await judge(first, Verdict.WrongAnswer, Verdict.Accepted);
    expect(await counts()).toEqual({ ...zero, total: 2, ac: 2 });
    expect(await solvedBy()).toBe(first);

    // A rejudge resets it to Pending: its AC leaves the counters, the solved entry moves on.
    await judge(first, Verdict.Accepted, Verdict.Pending);
    expect(await counts()).toEqual({ ...zero, total: 1, ac: 1 });
    expect(await solvedBy()).toBe(second);
    await judge(first, Verdict.Pending, Verdict.TimeLimitExceeded);
    expect(await counts()).toEqual({ ...zero, total: 2, ac: 1, tle: 1 });

    // Manual judge: the only AC becomes a Partial Accepted, so the problem is no longer solved.
    await judge(second, Verdict.Accepted, Verdict.PartialAccepted);
    expect(await counts()).toEqual({ ...zero, total: 2, tle: 1, pa: 1 });
    expect(await solvedBy()).toBeNull();

    // Statuses without a bucket (cancelled) leave the total consistent with the buckets.
    await judge(second, Verdict.PartialAccepted, Verdict.Cancelled);
    expect(await counts()).toEqual({ ...zero, total: 1, tle: 1 });
  });

  it('counts every verdict bucket and never goes below zero', async () => {
    const pid2 = await insertProblem(harness.app, { problemId: 'C2' });
    const buckets: [number, keyof typeof zero][] = [
      [Verdict.Accepted, 'ac'],
      [Verdict.WrongAnswer, 'wa'],
      [Verdict.TimeLimitExceeded, 'tle'],
      [Verdict.MemoryLimitExceeded, 'mle'],
      [Verdict.RuntimeError, 're'],
      [Verdict.PresentationError, 'pe'],
      [Verdict.CompileError, 'ce'],
      [Verdict.SystemError, 'se'],
      [Verdict.PartialAccepted, 'pa'],
    ];
    for (const [status] of buckets) {
      const submitId = await insertJudge(harness.app, { pid: pid2, uid, status });
      await harness.app.db.transaction((manager) =>
        recordJudgedSubmission(manager, { pid: pid2, uid, submitId, oldStatus: Verdict.Judging, newStatus: status }),
      );
    }
    const row = await harness.app.db.getRepository(ProblemCountEntity).findOneByOrFail({ pid: pid2 });
    for (const [, field] of buckets) expect(row[field], field).toBe(1);
    expect(row.total).toBe(buckets.length);
    // A stale "old" verdict on an empty counter row cannot make it negative.
    const pid3 = await insertProblem(harness.app, { problemId: 'C3' });
    await harness.app.db.transaction((manager) =>
      recordJudgedSubmission(manager, { pid: pid3, uid, submitId: 1, oldStatus: Verdict.WrongAnswer, newStatus: Verdict.Pending }),
    );
    expect(await harness.app.db.getRepository(ProblemCountEntity).findOneByOrFail({ pid: pid3 })).toMatchObject(zero);
  });

  it('leaves contest submissions out', async () => {
    const pid4 = await insertProblem(harness.app, { problemId: 'C4' });
    const submitId = await insertJudge(harness.app, { pid: pid4, uid, status: Verdict.Accepted, cid: 3 });
    await harness.app.db.transaction((manager) =>
      recordJudgedSubmission(manager, { pid: pid4, uid, submitId, oldStatus: null, newStatus: Verdict.Accepted, cid: 3 }),
    );
    expect(await harness.app.db.getRepository(ProblemCountEntity).findOneBy({ pid: pid4 })).toBeNull();
    expect(await harness.app.db.getRepository(UserAcProblemEntity).findOneBy({ uid, pid: pid4 })).toBeNull();
  });

  it('recounts drifted counters from the judge rows (contest runs and unbooked statuses left out)', async () => {
    const pid5 = await insertProblem(harness.app, { problemId: 'C5' });
    for (const status of [Verdict.Accepted, Verdict.Accepted, Verdict.WrongAnswer, Verdict.Pending, Verdict.Cancelled]) {
      await insertJudge(harness.app, { pid: pid5, uid, status });
    }
    await insertJudge(harness.app, { pid: pid5, uid, status: Verdict.WrongAnswer, cid: 4 });
    await harness.app.db.getRepository(ProblemCountEntity).insert({ pid: pid5, total: 40, ac: 30, se: 10 });
    await harness.app.db.transaction((manager) => recountProblemStats(manager, pid5));
    const { gmtModified: _ignored, ...row } = await harness.app.db.getRepository(ProblemCountEntity).findOneByOrFail({ pid: pid5 });
    expect(row).toEqual({ ...zero, pid: pid5, total: 3, ac: 2, wa: 1 });
  });
});
