import type { DataSource } from 'typeorm';
import type { ProblemDetailResponseDto } from '@oj/contracts';
import { ProblemEntity } from '@oj/db';
import type { ProblemRow } from '@oj/db';
import { problemPageOf } from '@oj/db/reads';
import { fail } from '@oj/service-kit';
import { countsByProblem, emptyCounts } from './related.ts';
import { myStatus } from './status.ts';
import { canView } from '../visibility.ts';
import type { AccessPlace, Viewer } from '../visibility.ts';
import { ProblemMessage } from '@oj/contracts';

// The page itself (statement, tags, languages, starter code) is the published read the contest
// service's contest problem page shares; this module adds who may open it, the counts and the standing.
export { extraFileNames, toDetailDto } from '@oj/db/reads';

/** A problem the viewer may open at `place` (`placeOf`), by pid or display id; 404 (same text) when missing or hidden. */
export async function findViewableProblem(
  db: DataSource,
  where: { id: number } | { problemId: string },
  viewer: Viewer,
  place: AccessPlace = {},
): Promise<ProblemRow> {
  const problem = await db.getRepository(ProblemEntity).findOne({ where });
  if (!problem || !canView(problem, viewer, place)) throw fail(ProblemMessage.problemNotExists);
  return problem;
}

/** Everything the problem page needs in one answer; in a group (`place.gid`) the standing is the group's submissions'. */
export async function problemDetail(db: DataSource, problemId: string, viewer: Viewer, place: AccessPlace = {}): Promise<ProblemDetailResponseDto> {
  const problem = await findViewableProblem(db, { problemId }, viewer, place);
  const [page, counts, status] = await Promise.all([
    problemPageOf(db, problem),
    countsByProblem(db, [problem.id]),
    myStatus(db, viewer.uid, problem.id, place.gid ?? null),
  ]);
  return { ...page, problemCount: counts.get(problem.id) ?? emptyCounts(), myStatus: status };
}
