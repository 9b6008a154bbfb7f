/**
 * What the scoreboard engine takes and gives (spec 02 §2 "Scoreboards", §3 "Scoreboard row").
 * Inputs are plain data with times in epoch milliseconds; the rows it gives are the wire rows of
 * `@oj/contracts` (contest-board-api.ts), whose times are seconds from the contest start.
 */
import type { AwardConfigDto, AwardType, ContestType, OI_RANK_SCORE_TYPES, RANK_SHOW_NAMES, ScoreboardRowDto } from '@oj/contracts';

/** The contest settings the board needs. */
export interface BoardContest {
  cid: number;
  type: (typeof ContestType)[keyof typeof ContestType];
  startTimeMs: number;
  endTimeMs: number;
  sealRank: boolean;
  /** When the seal starts: null when not sealed; the start time for a board sealed all along. */
  sealRankTimeMs: number | null;
  /** After the end: true unseals the board for everyone, false keeps it sealed for non-admins. */
  autoRealRank: boolean;
  oiRankScoreType: (typeof OI_RANK_SCORE_TYPES)[number];
  rankShowName: (typeof RANK_SHOW_NAMES)[number];
  /** Star users (uids; the caller resolves the contest's star accounts): rank -1, never ranked. */
  starUids: readonly string[];
  awardType: (typeof AwardType)[keyof typeof AwardType];
  awardConfigList: readonly AwardConfigDto[];
}

/** A contest problem; the array order is the board's column order. */
export interface BoardProblem {
  cpid: number;
  pid: number;
  displayId: string;
}

/** A participant's profile as the board shows it. Team accounts carry teamName and members. */
export interface BoardUser {
  uid: string;
  username: string;
  nickname?: string | null;
  realname?: string | null;
  school?: string | null;
  gender?: string | null;
  avatar?: string | null;
  teamName?: string | null;
  members?: readonly string[] | null;
}

/**
 * A contest submission, new or changed (a judged event, a rejudge, a manual verdict): the board
 * keeps the latest status and score per submitId, looked up among its user's submissions to its
 * problem (a submission's user and problem never change). The problem is found by cpid when given
 * (non-zero), else by pid.
 */
export interface BoardSubmission {
  submitId: number;
  uid: string;
  /** Used for a user the board has not been given yet (upsertUser replaces it). */
  username?: string;
  cpid?: number | null;
  pid?: number | null;
  /** Verdict code (`Verdict` of @oj/contracts). */
  status: number;
  /** OI score; null or absent counts as 0 once judged. */
  score?: number | null;
  submitTimeMs: number;
}

/** Names a stored submission: its id, user and problem (which never change). */
export type SubmissionRef = Pick<BoardSubmission, 'submitId' | 'uid' | 'cpid' | 'pid'>;

/** Who asks: contest admins (the contest policy's `isContestAdmin`) see the real board while it is sealed. */
export interface BoardViewer {
  isAdmin: boolean;
}

/**
 * One page request (the body of get-contest-rank without cid). Out-of-range values are coerced:
 * currentPage below 1 is 1, a limit outside SCOREBOARD_PAGE_SIZES is the default 50.
 */
export interface BoardPageQuery {
  currentPage?: number | null;
  limit?: number | null;
  /** Case-insensitive text in username, nickname, school or team name; the real name too for viewers who see real names (`showsRealnames`). */
  keyword?: string | null;
  /** Only these uids; empty or absent means everyone. */
  concernedList?: readonly string[] | null;
  removeStar?: boolean | null;
  /** Count submissions made after the end (allowEndSubmit); their cells are marked isAfterContest. */
  containsEnd?: boolean | null;
}

/** A scoreboard row, as the wire contract has it. */
export type BoardRow = ScoreboardRowDto;

/** A page of the board (the contract's ScoreboardPageDto). */
export interface BoardPage {
  total: number;
  records: BoardRow[];
  /** Whether this viewer sees the sealed view. */
  sealed: boolean;
  /** Grows with every change of the board's data (for caches and live pushes). */
  version: number;
  /** ACM: the uid holding first blood, per display id, as this view shows it. */
  firstBlood: Record<string, string>;
}

/** Medal counts of the scroll board. */
export interface MedalCounts {
  gold: number;
  silver: number;
  bronze: number;
}

export interface ScrollBoardOptions {
  removeStar?: boolean;
  /** Explicit counts (the config screen's medals[]); missing ones come from the percents. */
  medalCounts?: Partial<MedalCounts>;
  /** Percents of ranked rows, rounded down; DEFAULT_MEDAL_PERCENTS (10/20/30) by default. */
  medalPercents?: MedalCounts;
}

/** A submission the seal hid, for the scroll board to reveal (in submit order). */
export interface SealedSubmission {
  submitId: number;
  uid: string;
  cpid: number;
  pid: number;
  displayId: string;
  status: number;
  score: number | null;
  submitTimeMs: number;
  /** Seconds from the contest start. */
  time: number;
}

/** What an ICPC-resolver style screen needs: the board frozen at the seal, what to reveal, medals. */
export interface ScrollBoardData {
  /** The sealed board at the end (the real one when the contest is not sealed). */
  frozen: BoardRow[];
  /** The real board at the end, to check the reveal against. */
  final: BoardRow[];
  sealedSubmissions: SealedSubmission[];
  medals: MedalCounts;
  /** Rows that take part in the ranking (star users excluded). */
  rankedCount: number;
}
