/**
 * What a board is built from, read from the database: the contest and its problems (the contest
 * service's tables), its submissions (judge-dispatch's published read) and the profiles of those
 * who submitted and of its star accounts (the gateway's published reads).
 */
import type { DataSource } from 'typeorm';
import { AwardType, ContestType, OI_RANK_SCORE_TYPES, RANK_SHOW_NAMES } from '@oj/contracts';
import type { ContestProblemRow, ContestRow } from '@oj/db';
import { contestSubmissions, uidsOfUsernames, userProfiles } from '@oj/db/reads';
import type { UserProfile } from '@oj/db/reads';
import { awardConfigOf, starAccountsOf } from '../contest/dto.ts';
import { findContest } from '../contest/queries/contests.ts';
import { contestProblemRows } from '../contest/queries/problems.ts';
import type { BoardContest, BoardProblem, BoardSubmission, BoardUser } from '../scoreboard/index.ts';

/** A contest and its problems (display order), as the tables hold them now. */
export interface ContestSnapshot {
  contest: ContestRow;
  problems: ContestProblemRow[];
}

/** Users and submissions to load into a board. */
export interface BoardData {
  users: BoardUser[];
  submissions: BoardSubmission[];
}

/** The contest and its problems, or null when it does not exist. */
export async function readContest(db: DataSource, cid: number): Promise<ContestSnapshot | null> {
  const [contest, problems] = await Promise.all([findContest(db, cid), contestProblemRows(db, cid)]);
  return contest ? { contest, problems } : null;
}

function oneOf<T extends string | number>(allowed: readonly T[], value: unknown, fallback: T): T {
  return allowed.includes(value as T) ? (value as T) : fallback;
}

/** The board's settings of a contest; star accounts (usernames) become uids. */
export async function boardContestOf(db: DataSource, contest: ContestRow): Promise<BoardContest> {
  const stars = starAccountsOf(contest);
  const starUids = stars.length === 0 ? [] : [...(await uidsOfUsernames(db, stars)).values()];
  return {
    cid: contest.id,
    type: contest.type === ContestType.OI ? ContestType.OI : ContestType.ACM,
    startTimeMs: contest.startTime.getTime(),
    endTimeMs: contest.endTime.getTime(),
    sealRank: contest.sealRank,
    sealRankTimeMs: contest.sealRankTime?.getTime() ?? null,
    autoRealRank: contest.autoRealRank,
    oiRankScoreType: oneOf(OI_RANK_SCORE_TYPES, contest.oiRankScoreType, 'Recent'),
    rankShowName: oneOf(RANK_SHOW_NAMES, contest.rankShowName, 'username'),
    starUids,
    awardType: oneOf([AwardType.None, AwardType.Proportion, AwardType.Number], contest.awardType, AwardType.None),
    awardConfigList: awardConfigOf(contest),
  };
}

/** The board's columns. */
export function boardProblemsOf(problems: readonly ContestProblemRow[]): BoardProblem[] {
  return problems.map((problem) => ({ cpid: problem.id, pid: problem.pid, displayId: problem.displayId }));
}

/** A profile as the board shows it. */
export function boardUserOf(profile: UserProfile): BoardUser {
  return {
    uid: profile.uid,
    username: profile.username,
    nickname: profile.nickname,
    realname: profile.realname,
    school: profile.school,
    gender: profile.gender,
    avatar: profile.avatar,
    teamName: profile.teamName,
    members: profile.members,
  };
}

/** The profiles of these users (unknown uids are left out: the board shows the username it has). */
export async function boardUsers(db: DataSource, uids: readonly string[]): Promise<BoardUser[]> {
  return [...(await userProfiles(db, uids)).values()].map(boardUserOf);
}

/** Every submission of the contest (submitId order) and the profiles of those who made them. */
export async function readBoardData(db: DataSource, cid: number): Promise<BoardData> {
  const rows = await contestSubmissions(db, cid);
  const submissions: BoardSubmission[] = rows.map((row) => ({
    submitId: row.submitId,
    uid: row.uid,
    username: row.username,
    cpid: row.cpid,
    pid: row.pid,
    status: row.status,
    score: row.score,
    submitTimeMs: row.submitTime.getTime(),
  }));
  const users = await boardUsers(db, [...new Set(rows.map((row) => row.uid))]);
  return { users, submissions };
}

/** What the board's settings are made of: a change of it reconfigures the board. */
export function settingsKeyOf(contest: ContestRow): string {
  return JSON.stringify([
    contest.type,
    contest.startTime.getTime(),
    contest.endTime.getTime(),
    contest.sealRank,
    contest.sealRankTime?.getTime() ?? null,
    contest.autoRealRank,
    contest.oiRankScoreType,
    contest.rankShowName,
    contest.starAccount,
    contest.awardType,
    contest.awardConfig,
  ]);
}

/** What the board's columns are made of: a change of it rebuilds the board from the database. */
export function problemsKeyOf(problems: readonly ContestProblemRow[]): string {
  return JSON.stringify(problems.map((problem) => [problem.id, problem.pid, problem.displayId]));
}
