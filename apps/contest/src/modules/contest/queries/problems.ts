/** A contest's problems as its participants see them: the list with counts and standing, one page. */
import type { DataSource } from 'typeorm';
import { ContestMessage, ContestType, NOT_ATTEMPTED, Verdict } from '@oj/contracts';
import type { ContestProblemDetailDto, ContestProblemDto, ProblemCountDto } from '@oj/contracts';
import { ContestProblemEntity } from '@oj/db';
import type { ContestProblemRow, ContestRow } from '@oj/db';
import { contestStatusCounts, problemBriefs, problemPageById, problemStatuses } from '@oj/db/reads';
import { fail } from '@oj/service-kit';

/** A contest's problems in display-id order. */
export function contestProblemRows(db: DataSource, cid: number): Promise<ContestProblemRow[]> {
  return db.getRepository(ContestProblemEntity).find({ where: { cid }, order: { displayId: 'ASC', id: 'ASC' } });
}

/** What the viewer may see beside the problems. */
export interface ProblemListView {
  uid: string;
  /** Real-time permission (spec 02 §4): without it the counts are hidden, and an OI contest hides own results. */
  realTime: boolean;
  /** Count submissions made after the end too. */
  containsEnd: boolean;
}

const COUNT_FIELD: ReadonlyMap<number, keyof ProblemCountDto> = new Map([
  [Verdict.Accepted, 'ac'],
  [Verdict.WrongAnswer, 'wa'],
  [Verdict.TimeLimitExceeded, 'tle'],
  [Verdict.MemoryLimitExceeded, 'mle'],
  [Verdict.RuntimeError, 're'],
  [Verdict.PresentationError, 'pe'],
  [Verdict.CompileError, 'ce'],
  [Verdict.SystemError, 'se'],
  [Verdict.PartialAccepted, 'pa'],
]);

const emptyCounts = (): ProblemCountDto => ({ total: 0, ac: 0, wa: 0, tle: 0, mle: 0, re: 0, pe: 0, ce: 0, se: 0, pa: 0 });

/** Per contest problem (cpid): its submissions in this contest, per verdict; `total` counts every one. */
async function countsByContestProblem(db: DataSource, contest: ContestRow, containsEnd: boolean): Promise<Map<number, ProblemCountDto>> {
  const counts = new Map<number, ProblemCountDto>();
  for (const row of await contestStatusCounts(db, contest.id, containsEnd ? null : contest.endTime)) {
    const dto = counts.get(row.cpid) ?? emptyCounts();
    dto.total += row.count;
    const field = COUNT_FIELD.get(row.status);
    if (field) dto[field] += row.count;
    counts.set(row.cpid, dto);
  }
  return counts;
}

/** The viewer's standing: an OI contest without real-time permission shows only that a problem was tried. */
function standing(
  contest: ContestRow,
  view: ProblemListView,
  status: { status: number; score: number | null } | undefined,
): { myStatus: number; score: number | null } {
  const tried = status !== undefined && status.status !== NOT_ATTEMPTED;
  if (!tried) return { myStatus: NOT_ATTEMPTED, score: null };
  if (contest.type === ContestType.OI && !view.realTime) return { myStatus: Verdict.SubmittedUnknownResult, score: null };
  return { myStatus: status.status, score: status.score };
}

/** get-contest-problem: every problem of the contest with counts (or null) and the viewer's standing. */
export async function contestProblemList(db: DataSource, contest: ContestRow, view: ProblemListView): Promise<ContestProblemDto[]> {
  const rows = await contestProblemRows(db, contest.id);
  const pids = rows.map((row) => row.pid);
  const [briefs, counts, statuses] = await Promise.all([
    problemBriefs(db, pids),
    view.realTime ? countsByContestProblem(db, contest, view.containsEnd) : Promise.resolve(null),
    problemStatuses(db, view.uid, pids, { cid: contest.id }),
  ]);
  return rows.map((row) => {
    const brief = briefs.get(row.pid);
    const count = counts?.get(row.id) ?? emptyCounts();
    return {
      id: row.id,
      cid: row.cid,
      pid: row.pid,
      problemId: brief?.problemId ?? '',
      displayId: row.displayId,
      displayTitle: row.displayTitle,
      color: row.color,
      type: brief?.type ?? 0,
      ac: counts ? count.ac : null,
      total: counts ? count.total : null,
      ...standing(contest, view, statuses.get(row.pid)),
    };
  });
}

/** get-contest-problem-details: the problem page of one display id, as this contest shows it. */
export async function contestProblemDetail(db: DataSource, contest: ContestRow, displayId: string, view: ProblemListView): Promise<ContestProblemDetailDto> {
  const row = await db.getRepository(ContestProblemEntity).findOne({ where: { cid: contest.id, displayId } });
  const page = row ? await problemPageById(db, row.pid) : null;
  if (!row || !page) throw fail(ContestMessage.problemNotInContest);
  const [counts, statuses] = await Promise.all([
    view.realTime ? countsByContestProblem(db, contest, view.containsEnd) : Promise.resolve(null),
    problemStatuses(db, view.uid, [row.pid], { cid: contest.id }),
  ]);
  const { myStatus, score } = standing(contest, view, statuses.get(row.pid));
  return {
    ...page,
    problemCount: counts ? (counts.get(row.id) ?? emptyCounts()) : null,
    myStatus,
    score,
    contestProblem: { id: row.id, cid: row.cid, pid: row.pid, displayId: row.displayId, displayTitle: row.displayTitle, color: row.color },
  };
}
