/** Hand-built contests, users and submissions for the scoreboard engine's tests. */
import { Verdict } from '@oj/contracts';
import type { AcmCellDto, OiCellDto } from '@oj/contracts';
import { ContestBoard } from '../../src/modules/scoreboard/index.ts';
import type {
  BoardContest,
  BoardPage,
  BoardPageQuery,
  BoardProblem,
  BoardRow,
  BoardSubmission,
  BoardUser,
  BoardViewer,
} from '../../src/modules/scoreboard/index.ts';

export { Verdict };

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const START_MS = Date.UTC(2025, 2, 1, 9, 0, 0);
/** A 5-hour contest. */
export const END_MS = START_MS + 5 * HOUR_MS;

export const ADMIN: BoardViewer = { isAdmin: true };
export const PUBLIC: BoardViewer = { isAdmin: false };

export const PROBLEMS: BoardProblem[] = [
  { cpid: 11, pid: 101, displayId: 'A' },
  { cpid: 12, pid: 102, displayId: 'B' },
  { cpid: 13, pid: 103, displayId: 'C' },
];

/** An ACM contest, not sealed, no stars, no awards, unless overridden. */
export function contestOf(overrides: Partial<BoardContest> = {}): BoardContest {
  return {
    cid: 7,
    type: 0,
    startTimeMs: START_MS,
    endTimeMs: END_MS,
    sealRank: false,
    sealRankTimeMs: null,
    autoRealRank: true,
    oiRankScoreType: 'Recent',
    rankShowName: 'username',
    starUids: [],
    awardType: 0,
    awardConfigList: [],
    ...overrides,
  };
}

/** An ACM contest sealed from one hour before the end. */
export function sealedContest(overrides: Partial<BoardContest> = {}): BoardContest {
  return contestOf({ sealRank: true, sealRankTimeMs: END_MS - HOUR_MS, ...overrides });
}

export function userOf(uid: string, extra: Partial<BoardUser> = {}): BoardUser {
  return { uid, username: uid, nickname: null, realname: null, school: null, gender: 'secrecy', avatar: null, ...extra };
}

let nextSubmitId = 1000;

/** A submission of `uid` to the problem with that display id, `minute` minutes after the start. */
export function sub(uid: string, displayId: string, minute: number, status: number, extra: Partial<BoardSubmission> = {}): BoardSubmission {
  const problem = PROBLEMS.find((candidate) => candidate.displayId === displayId);
  if (problem === undefined) throw new Error(`no problem ${displayId}`);
  nextSubmitId += 1;
  return { submitId: nextSubmitId, uid, cpid: problem.cpid, status, score: null, submitTimeMs: START_MS + minute * MINUTE_MS, ...extra };
}

/** A board with these users (profiles from their uids) and submissions. */
export function boardOf(contest: BoardContest, submissions: BoardSubmission[], users: BoardUser[] = []): ContestBoard {
  const board = new ContestBoard(contest, PROBLEMS);
  const uids = new Set([...users.map((user) => user.uid), ...submissions.map((submission) => submission.uid)]);
  board.load([...users, ...[...uids].filter((uid) => !users.some((user) => user.uid === uid)).map((uid) => userOf(uid))], submissions);
  return board;
}

/** Every row (limit 300) as this viewer sees it now. */
export function everyRow(board: ContestBoard, viewer: BoardViewer = ADMIN, nowMs = END_MS + HOUR_MS, query: BoardPageQuery = {}): BoardPage {
  return board.page({ limit: 300, ...query }, viewer, nowMs);
}

export function rowOf(page: BoardPage, uid: string): BoardRow {
  const row = page.records.find((record) => record.uid === uid);
  if (row === undefined) throw new Error(`no row for ${uid}`);
  return row;
}

export function acmCell(row: BoardRow, displayId: string): AcmCellDto {
  const cell = row.submissionInfo[displayId];
  if (cell === undefined || !('isAC' in cell)) throw new Error(`no ACM cell ${displayId} for ${row.uid}`);
  return cell;
}

export function oiCell(row: BoardRow, displayId: string): OiCellDto {
  const cell = row.submissionInfo[displayId];
  if (cell === undefined || !('score' in cell)) throw new Error(`no OI cell ${displayId} for ${row.uid}`);
  return cell;
}

/** uid → rank of every row. */
export function ranksOf(page: BoardPage): Record<string, number> {
  return Object.fromEntries(page.records.map((record) => [record.uid, record.rank]));
}
