/**
 * The scoreboard and the awards of the ICPC contest API, from the contest's board in memory (the
 * real board: the API is open only to admins, or once the board is unsealed). Times in minutes:
 * a solved problem's time is its accept's minute; total time adds 20 minutes per rejected try.
 */
import type { AcmCellDto, IcpcAward, IcpcScoreboard, IcpcScoreboardRow, ScoreboardRowDto } from '@oj/contracts';
import type { IcpcContestData } from './data.ts';
import { PENALTY_MINUTES, icpcState, icpcTeams } from './mapping.ts';
import { absTime, relTime } from './times.ts';

/** The largest page the board engine serves. */
const PAGE = 300;

/** Every ranked row of the real board (star users left out), in rank order. */
export function boardRows(data: IcpcContestData): ScoreboardRowDto[] {
  const rows: ScoreboardRowDto[] = [];
  for (let currentPage = 1; ; currentPage += 1) {
    const page = data.board.board.page({ currentPage, limit: PAGE, removeStar: true, containsEnd: false }, { isAdmin: true }, data.nowMs);
    rows.push(...page.records);
    if (page.records.length < PAGE || rows.length >= page.total) break;
  }
  return rows.filter((row) => row.rank >= 1 && !data.starUids.has(row.uid));
}

function isAcmCell(cell: unknown): cell is AcmCellDto {
  return typeof cell === 'object' && cell !== null && 'isAC' in cell;
}

export function scoreboardRow(data: IcpcContestData, row: ScoreboardRowDto): IcpcScoreboardRow {
  let solved = 0;
  let totalTime = 0;
  const problems = data.problems.map((problem) => {
    const cell = row.submissionInfo[problem.displayId];
    const acm = isAcmCell(cell) ? cell : null;
    const isSolved = acm !== null && acm.isAC && acm.ACTime !== null;
    const minute = isSolved ? Math.floor((acm.ACTime ?? 0) / 60) : 0;
    if (isSolved) {
      solved += 1;
      totalTime += minute + PENALTY_MINUTES * acm.errorNum;
    }
    return {
      problem_id: String(problem.id),
      num_judged: acm?.tryNum ?? 0,
      num_pending: acm?.pendingNum ?? 0,
      solved: isSolved,
      ...(isSolved ? { time: minute } : {}),
    };
  });
  return { rank: row.rank, team_id: row.uid, score: { num_solved: solved, total_time: totalTime }, problems };
}

const COLLATOR = new Intl.Collator('en-US');

/**
 * Ranks ICPC rows by their own scores: problems solved, then total time in whole minutes (the board
 * engine orders by seconds, so rows it separates can be equal here). Equal rows share a rank and are
 * listed by team name (the specification's order: Unicode collation, en-US).
 */
export function rankIcpcRows(rows: IcpcScoreboardRow[], nameOf: (teamId: string) => string = (teamId) => teamId): IcpcScoreboardRow[] {
  const sorted = rows
    .map((row, index) => ({ row, index }))
    .sort(
      (a, b) =>
        b.row.score.num_solved - a.row.score.num_solved ||
        a.row.score.total_time - b.row.score.total_time ||
        COLLATOR.compare(nameOf(a.row.team_id), nameOf(b.row.team_id)) ||
        a.index - b.index,
    )
    .map(({ row }) => row);
  let rank = 0;
  return sorted.map((row, index) => {
    const previous = sorted[index - 1];
    const tied = previous !== undefined && previous.score.num_solved === row.score.num_solved && previous.score.total_time === row.score.total_time;
    if (!tied) rank = index + 1;
    return { ...row, rank };
  });
}

/** The ranked rows of the real board, ties by team name. */
function rankedRows(data: IcpcContestData, rows: readonly ScoreboardRowDto[] = boardRows(data)): IcpcScoreboardRow[] {
  const names = new Map(icpcTeams(data).map((team) => [team.id, team.name]));
  return rankIcpcRows(
    rows.map((row) => scoreboardRow(data, row)),
    (teamId) => names.get(teamId) ?? teamId,
  );
}

export function icpcScoreboard(data: IcpcContestData): IcpcScoreboard {
  const startMs = data.contest.startTime.getTime();
  const atMs = Math.min(data.nowMs, data.contest.endTime.getTime());
  return {
    time: absTime(atMs),
    contest_time: relTime(Math.max(0, atMs - startMs)),
    state: icpcState(data),
    rows: rankedRows(data),
  };
}

/** A slug of an award name for its id (names may hold any characters: fall back to its position). */
function awardSlug(name: string, index: number): string {
  const slug = name
    .toLowerCase()
    .replaceAll(/[^a-z0-9]+/g, '-')
    .replaceAll(/^-+|-+$/g, '')
    .slice(0, 24);
  return slug === '' ? `award-${index + 1}` : `award-${index + 1}-${slug}`;
}

/** Winner, first to solve each problem, and the contest's own awards (gold, silver … as configured). */
export function icpcAwards(data: IcpcContestData): IcpcAward[] {
  const rows = boardRows(data);
  const awards: IcpcAward[] = [];
  const winners = rankedRows(data, rows)
    .filter((row) => row.rank === 1 && row.score.num_solved > 0)
    .map((row) => row.team_id);
  awards.push({ id: 'winner', citation: 'Contest winner', team_ids: winners });
  const holders = data.board.board.firstBloodSubmissions();
  const byId = new Map(data.submissions.map((submission) => [submission.submitId, submission.uid]));
  for (const problem of data.problems) {
    const submitId = holders.get(problem.displayId);
    const uid = submitId === undefined ? undefined : byId.get(submitId);
    awards.push({ id: `first-to-solve-${problem.id}`, citation: `First to solve problem ${problem.displayId}`, team_ids: uid === undefined ? [] : [uid] });
  }
  const named = new Map<string, string[]>();
  for (const row of rows) {
    if (!row.isWinAward || row.awardName === null) continue;
    const teams = named.get(row.awardName) ?? [];
    teams.push(row.uid);
    named.set(row.awardName, teams);
  }
  [...named].forEach(([name, teams], index) => awards.push({ id: awardSlug(name, index), citation: name, team_ids: teams }));
  return awards;
}
