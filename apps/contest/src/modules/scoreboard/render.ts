/** Board rows on the wire: a view's row at a position, with its rank, award and cells. */
import type { AcmCellDto, OiCellDto } from '@oj/contracts';
import type { RuleBoard } from './board.ts';
import type { Ranking } from './ranking.ts';
import { isHidden } from './rule.ts';
import type { ScoredCell } from './rule.ts';
import type { BoardRow } from './types.ts';
import { shownName } from './users.ts';
import type { BoardView } from './view.ts';

/** A row; `withRealname` says whether the viewer sees real names (`showsRealnames`), else `realname` is null. */
export function renderRow<C extends ScoredCell>(board: RuleBoard<C>, view: BoardView<C>, ranking: Ranking, position: number, withRealname: boolean): BoardRow {
  const row = view.rows[position];
  if (row === undefined) throw new RangeError(`no row at position ${position}`);
  const profile = row.user.profile;
  const award = board.awardPlan.awards[ranking.awards[position] ?? -1];
  const submissionInfo: Record<string, AcmCellDto | OiCellDto> = {};
  board.problems.forEach((problem, index) => {
    const cell = row.cells[index];
    if (cell === null || cell === undefined) return;
    submissionInfo[problem.displayId] = board.rule.render(cell, (submitId) => board.firstBlood.of(index)?.submitId === submitId);
  });
  return {
    rank: ranking.ranks[position] ?? -1,
    uid: profile.uid,
    username: profile.username,
    rankShowName: shownName(profile, board.contest.rankShowName),
    nickname: profile.nickname ?? null,
    realname: withRealname ? (profile.realname ?? null) : null,
    gender: profile.gender ?? null,
    school: profile.school ?? null,
    avatar: profile.avatar ?? null,
    teamName: profile.teamName ?? null,
    members: profile.members ? [...profile.members] : null,
    isStar: row.user.isStar,
    isWinAward: award !== undefined,
    awardName: award?.name ?? null,
    awardBackground: award?.background ?? null,
    awardColor: award?.color ?? null,
    submissionInfo,
    ...board.rule.totals(row),
  };
}

/** First blood per display id as a view shows it (a first AC hidden by the seal is not shown). */
export function firstBloodMap<C extends ScoredCell>(board: RuleBoard<C>, view: BoardView<C>): Record<string, string> {
  const map: Record<string, string> = {};
  board.problems.forEach((problem, index) => {
    const holder = board.firstBlood.of(index);
    if (holder !== null && !isHidden(holder.submitTimeMs, view.window)) map[problem.displayId] = holder.uid;
  });
  return map;
}
