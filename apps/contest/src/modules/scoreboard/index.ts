/**
 * The contest scoreboard engine: pure logic, in memory, no database and no clock (spec 02 §2
 * "Scoreboards", §3 "Scoreboard row", §4 seal rules). Routes, tables and the event feed call it.
 *
 * API (`ContestBoard`):
 * - `new ContestBoard(contest, problems)`; `reset(contest, problems)` starts over (no data);
 *   `configure(contest, problems?)` applies new settings to the same data (a full rebuild).
 * - `load(users, submissions)`: bulk load, one rebuild of the real and sealed views (target ≤ 0.5 s
 *   for 10,000 users and 200,000 submissions: bench/scoreboard.ts). Into an empty board submitIds are
 *   taken as unique. The views with post-contest submissions are built on their first request.
 * - `upsertUser(user)`: a profile, new or changed (a submission of an unknown uid makes a stand-in
 *   profile from its username until then).
 * - `applySubmission(submission)`: a new submission or a changed one by submitId (a judged event,
 *   rejudge or manual verdict), found by submitId among its user's submissions to its problem;
 *   `removeSubmission({ submitId, uid, cpid | pid })`. Only the changed cell is recomputed, from
 *   the user's submissions to that problem in submit order, so a rejudge counts exactly as if the new
 *   verdict had come first; only that row moves. Returns whether the board changed.
 * - `page(query, viewer, nowMs)`: `{ total, records, sealed, version, firstBlood }` (ScoreboardPageDto);
 *   `isSealedFor(viewer, nowMs)`.
 * - `scrollBoard({ removeStar, medalCounts, medalPercents })`: frozen and final boards, sealed
 *   submissions to reveal, medal counts.
 * - `firstBloodSubmissions()`: the submitId holding each problem's first blood, by display id.
 * - `version`: grows with every change.
 *
 * Rules, as built:
 * - ACM (rules/acm.ts): solved problems desc, then penalty time asc: the AC time (seconds from the
 *   start) plus 20 minutes per rejected try before the first AC. Rejected: WA, PE, TLE, MLE, RE,
 *   Partial Accepted. Not tries: CE, SE, Submitted Failed, Cancelled (and Submitted Unknown Result).
 *   Pending ones are not counted (shown in `pendingNum`). Tries after the first AC are ignored.
 *   `tryNum` = counted tries (rejected ones, plus the AC); `errorNum` = rejected ones.
 * - First blood: the earliest AC of a problem before the end among ranked users; star users and
 *   post-contest ACs never take it. The sealed view does not show a first blood made after the seal.
 * - OI (rules/oi.ts): Recent (the last judged submission's score) or Highest (the best; its earliest
 *   submission); CE and platform failures are not judged submissions. Total score desc, then the
 *   sum over problems with a score above 0 of the seconds from the start to the counted submission.
 *   `ac` counts problems whose counted submission is Accepted. The OI rank score helper is not used.
 * - Equal rows (same primary and time) share a rank (1, 1, 3), ordered among themselves by username.
 * - Sealed view (seal.ts): from sealRankTime, submissions at or after it are hidden: ACM cells show
 *   them as pending tries (`pendingNum`; CE and the like are not tries there either), OI does not
 *   count them (`pendingNum` too). Contest admins see the real board. After the end the board unseals
 *   for everyone with autoRealRank, else stays sealed for non-admins.
 * - Star users: rank -1, no rank place, no award, no first blood; `removeStar` hides them.
 * - Awards (ranking.ts), in priority order (ascending) by rank: proportion = num % of ranked rows
 *   rounded down, number = num rows; equal rows share the award; only AC > 0 / score > 0 can win.
 * - Post-contest submissions (at or after the end) count only with `containsEnd`, their cells then
 *   marked isAfterContest.
 * - A row exists once its user has a submission the view shows (even only CE or pending ones).
 * - Incremental: a change recomputes one cell per view and moves one row (binary search in the
 *   sorted rows); ranks and awards are one pass over the view, redone on the first read after the
 *   order changed. A filtered page finds its candidates' rows by binary search; keyword matches are
 *   kept per keyword until a profile changes.
 * - Pages: currentPage < 1 → 1, limit outside 10/30/50/100/300 → 50 (a route should answer 400
 *   first if it wants to refuse); keyword: case-insensitive substring of username, nickname,
 *   school or team name, and of the real name for viewers who see real names (contest admins, or
 *   a contest showing real names); rows carry `realname` only for them; concernedList: only those uids (empty = everyone); ranks are
 *   always those of the full board.
 * - Times in: epoch ms. Times out: seconds from the contest start.
 */
export { ContestBoard } from './contest-board.ts';
export { ACM_PENALTY_SEC } from './rules/acm.ts';
export { normalisePageQuery } from './page.ts';
export type {
  BoardContest,
  BoardPage,
  BoardPageQuery,
  BoardProblem,
  BoardRow,
  BoardSubmission,
  BoardUser,
  BoardViewer,
  MedalCounts,
  ScrollBoardData,
  ScrollBoardOptions,
  SealedSubmission,
  SubmissionRef,
} from './types.ts';
