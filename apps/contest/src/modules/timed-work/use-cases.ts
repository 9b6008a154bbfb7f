/**
 * The user side of timed homework (spec 02 §2 "Timed homework", §4): starting (with the password
 * of a private work, under the contest passwords' guess budget) and handing in, each recording the
 * user's gate entry through the outbox before the answer; and the reads each page needs.
 */
import type { DataSource } from 'typeorm';
import { ContestStatus, NOT_ATTEMPTED, TimedWorkAuth } from '@oj/contracts';
import type { TimedWorkInfoDto, TimedWorkProblemDetailDto, TimedWorkProblemDto } from '@oj/contracts';
import { TimedWorkEntity, TimedWorkProblemEntity, TimedWorkRecordEntity } from '@oj/db';
import type { TimedWorkRecordRow, TimedWorkRow } from '@oj/db';
import { problemPageById, problemStatuses } from '@oj/db/reads';
import {
  handInRefusal,
  isTimedWorkAdmin,
  personalEndMs,
  personalTimedWorkStatus,
  seesTimedWorkProblems,
  seesTimedWorkRank,
  shownTimedWorkStatus,
  startRefusal,
  timedWorkResultsHidden,
} from '@oj/access';
import type { ContestViewer } from '@oj/access';
import type { AuthUser } from '@oj/service-kit';
import { fail } from '@oj/service-kit';
import type { Deps } from '../../deps.ts';
import { timedWorkCid } from '../contest-gate/index.ts';
import { checkSealedPassword } from '../contest/index.ts';
import { TIMED_WORK_REFUSALS, recordFactsOf, timedWorkFactsOf, viewerFactsOf } from './facts.ts';
import { TimedWorkMessage } from '@oj/contracts';
import { findRecord, seeableTimedWork, timedWorkProblemRows, toTimedWorkDto } from './queries.ts';

/** What the timed-work use cases need. */
export type TimedWorkDeps = Pick<Deps, 'db' | 'timedWorkGate' | 'passwords'>;

/** The work, the viewer's record and the rules' facts, once the viewer may know the work. */
async function look(db: DataSource, tid: number, user: AuthUser) {
  const viewer = viewerFactsOf(user);
  const work = await seeableTimedWork(db, tid, viewer);
  const record = await findRecord(db, tid, user.uid);
  return { viewer, work, record, facts: timedWorkFactsOf(work), recordFacts: recordFactsOf(record) };
}

/** get-timed-work-info: the work with the viewer's record and what the rules answer for them. */
export async function timedWorkInfo(db: DataSource, tid: number, user: AuthUser, nowMs: number): Promise<TimedWorkInfoDto> {
  const { viewer, work, record, facts, recordFacts } = await look(db, tid, user);
  return {
    ...toTimedWorkDto(work, nowMs),
    description: work.description,
    now: new Date(nowMs).toISOString(),
    record: record === null ? null : { startTime: record.startTime.toISOString(), endTime: record.endTime?.toISOString() ?? null },
    personalStatus: personalTimedWorkStatus(facts, recordFacts, nowMs),
    personalEndTime: new Date(recordFacts === null ? facts.endTimeMs : personalEndMs(facts, recordFacts)).toISOString(),
    isAdmin: isTimedWorkAdmin(viewer),
    canStart: startRefusal(facts, recordFacts, nowMs) === null,
    canHandIn: handInRefusal(recordFacts) === null && personalTimedWorkStatus(facts, recordFacts, nowMs) === ContestStatus.Running,
    canSeeProblems: seesTimedWorkProblems(viewer, recordFacts),
    canSeeRank: seesTimedWorkRank(facts, viewer, recordFacts, nowMs),
  };
}

/**
 * start-timed-work: inside the window and once; a private work checks the password (the contest
 * passwords' check and guess budget, under the gate id). The record and its gate entry
 * (registeredAtMs = the start) are written in one transaction, published before the answer.
 */
export async function startTimedWork(deps: TimedWorkDeps, tid: number, password: string, user: AuthUser, ip: string, nowMs: number): Promise<void> {
  const { work, record, facts, recordFacts } = await look(deps.db, tid, user);
  const refusal = startRefusal(facts, recordFacts, nowMs);
  if (refusal !== null) throw fail(TIMED_WORK_REFUSALS[refusal]);
  if (work.auth === TimedWorkAuth.Private) await checkPassword(deps, work, password, { uid: user.uid, ip });
  const started = await deps.timedWorkGate.changeRecord(tid, async (tx) => {
    const repository = tx.getRepository(TimedWorkRecordEntity);
    // Two starts at once: the second finds the first's row under the work's lock.
    if (record !== null || (await repository.findOne({ where: { twid: tid, uid: user.uid } })) !== null) return null;
    await repository.insert({ twid: tid, uid: user.uid, startTime: new Date(nowMs), endTime: null });
    return repository.findOneOrFail({ where: { twid: tid, uid: user.uid } });
  });
  if (started === null) throw fail(TimedWorkMessage.alreadyStarted);
}

async function checkPassword(deps: TimedWorkDeps, work: TimedWorkRow, password: string, entrant: { uid: string; ip: string }): Promise<void> {
  const restore = await checkSealedPassword(deps.passwords, timedWorkCid(work.id), work.pwdHash, password, entrant);
  if (restore !== null) {
    await deps.db.getRepository(TimedWorkEntity).update({ id: work.id, pwdHash: work.pwdHash ?? '' }, { pwdHash: restore });
  }
}

/**
 * end-timed-work (hand-in, irreversible): sets the record's end and writes the gate entry again with
 * handedInAtMs, so dispatch refuses further submissions ('Contest has ended') and the results and
 * the rank show. A record whose time ran out may still be handed in (its end is then set too).
 */
export async function handInTimedWork(deps: TimedWorkDeps, tid: number, user: AuthUser, nowMs: number): Promise<void> {
  await seeableTimedWork(deps.db, tid, viewerFactsOf(user));
  const handed = await deps.timedWorkGate.changeRecord(tid, async (tx): Promise<TimedWorkRecordRow | null> => {
    const repository = tx.getRepository(TimedWorkRecordEntity);
    const row = await repository.findOne({ where: { twid: tid, uid: user.uid } });
    const refusal = handInRefusal(recordFactsOf(row));
    if (refusal !== null || row === null) throw fail(TIMED_WORK_REFUSALS[refusal ?? 'notEntered']);
    row.endTime = new Date(nowMs);
    await repository.update({ id: row.id }, { endTime: row.endTime });
    return row;
  });
  if (handed === null) throw fail(TimedWorkMessage.notEntered);
}

/** The viewer may see the problems (entered, or an admin role); else 403. */
async function enter(db: DataSource, tid: number, user: AuthUser) {
  const looked = await look(db, tid, user);
  if (!seesTimedWorkProblems(looked.viewer, looked.recordFacts)) throw fail(TimedWorkMessage.notEntered);
  return looked;
}

/** get-timed-work-problem-list: display id, title, type, and whether the viewer submitted. */
export async function timedWorkProblemList(db: DataSource, tid: number, user: AuthUser): Promise<TimedWorkProblemDto[]> {
  await enter(db, tid, user);
  const rows = await timedWorkProblemRows(db, tid);
  const statuses = await problemStatuses(
    db,
    user.uid,
    rows.map((row) => row.pid),
    { cid: timedWorkCid(tid) },
  );
  return rows.map((row) => ({
    pid: row.pid,
    displayId: row.displayId,
    displayTitle: row.displayTitle,
    type: row.type,
    isSubmitted: (statuses.get(row.pid)?.status ?? NOT_ATTEMPTED) !== NOT_ATTEMPTED,
  }));
}

/** get-timed-work-problem-detail: the problem page of one display id; the viewer's status hidden while the work runs for them. */
export async function timedWorkProblemDetail(
  db: DataSource,
  tid: number,
  displayId: string,
  user: AuthUser,
  nowMs: number,
): Promise<TimedWorkProblemDetailDto> {
  const { viewer, facts, recordFacts } = await enter(db, tid, user);
  const row = await db.getRepository(TimedWorkProblemEntity).findOne({ where: { twid: tid, displayId } });
  const page = row ? await problemPageById(db, row.pid) : null;
  if (!row || !page) throw fail(TimedWorkMessage.problemNotInWork);
  const status = (await problemStatuses(db, user.uid, [row.pid], { cid: timedWorkCid(tid) })).get(row.pid)?.status ?? NOT_ATTEMPTED;
  return {
    ...page,
    problemCount: null,
    myStatus: shownTimedWorkStatus(status, timedWorkResultsHidden(facts, viewer, recordFacts, nowMs)),
    timedWorkProblem: { id: row.id, tid, pid: row.pid, displayId: row.displayId, displayTitle: row.displayTitle, type: row.type },
    cid: timedWorkCid(tid),
  };
}

/** The rank is refused until the viewer's attempt is over (admins always): 403 'The rank can be viewed after handing in'. */
export async function rankViewer(db: DataSource, tid: number, user: AuthUser, nowMs: number): Promise<{ work: TimedWorkRow; viewer: ContestViewer }> {
  const { viewer, work, facts, recordFacts } = await look(db, tid, user);
  if (!seesTimedWorkRank(facts, viewer, recordFacts, nowMs)) throw fail(TimedWorkMessage.rankLocked);
  return { work, viewer };
}

/** Admins only: the submissions tab. */
export function requireTimedWorkAdmin(user: AuthUser): void {
  if (!isTimedWorkAdmin(viewerFactsOf(user))) throw fail(TimedWorkMessage.adminOnly);
}
