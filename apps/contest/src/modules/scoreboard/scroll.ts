/**
 * Scroll-board data (ICPC-resolver style): the board frozen at the seal as it stands at the end,
 * the sealed submissions to reveal one by one, the real final board, and medal counts.
 */
import { DEFAULT_MEDAL_PERCENTS } from '@oj/contracts';
import type { RuleBoard } from './board.ts';
import { medalCountsOf } from './ranking.ts';
import { renderRow } from './render.ts';
import { secondsFromStart } from './rule.ts';
import type { ScoredCell } from './rule.ts';
import type { BoardRow, ScrollBoardData, ScrollBoardOptions, SealedSubmission } from './types.ts';
import type { BoardView } from './view.ts';

// The scroll board is served to the contest's admins only (board/routes.ts), so its rows carry real names.
function rowsOf<C extends ScoredCell>(board: RuleBoard<C>, view: BoardView<C>, removeStar: boolean): BoardRow[] {
  const ranking = view.ranking();
  const rows: BoardRow[] = [];
  view.rows.forEach((row, position) => {
    if (!(removeStar && row.user.isStar)) rows.push(renderRow(board, view, ranking, position, true));
  });
  return rows;
}

export function scrollBoardOf<C extends ScoredCell>(board: RuleBoard<C>, options: ScrollBoardOptions): ScrollBoardData {
  const removeStar = options.removeStar === true;
  // Post-contest submissions take no part: the reveal ends at the final board of the contest itself.
  const frozenView = board.view(true, false);
  const window = frozenView.window;
  const sealedSubmissions: SealedSubmission[] = [];
  if (window.sealMs !== null) {
    for (const user of board.participants.values()) {
      if (removeStar && user.isStar) continue;
      user.submissions.forEach((list, index) => {
        const problem = board.problems[index];
        if (problem === undefined) return;
        for (const submission of board.rule.hidden(list, window)) {
          sealedSubmissions.push({
            submitId: submission.submitId,
            uid: submission.uid,
            cpid: problem.cpid,
            pid: problem.pid,
            displayId: problem.displayId,
            status: submission.status,
            score: submission.score,
            submitTimeMs: submission.submitTimeMs,
            time: secondsFromStart(submission.submitTimeMs, window),
          });
        }
      });
    }
    sealedSubmissions.sort((a, b) => a.submitTimeMs - b.submitTimeMs || a.submitId - b.submitId);
  }
  const rankedCount = frozenView.ranking().rankedCount;
  const fromPercents = medalCountsOf(rankedCount, options.medalPercents ?? DEFAULT_MEDAL_PERCENTS);
  return {
    frozen: rowsOf(board, frozenView, removeStar),
    final: rowsOf(board, board.view(false, false), removeStar),
    sealedSubmissions,
    medals: {
      gold: options.medalCounts?.gold ?? fromPercents.gold,
      silver: options.medalCounts?.silver ?? fromPercents.silver,
      bronze: options.medalCounts?.bronze ?? fromPercents.bronze,
    },
    rankedCount,
  };
}
