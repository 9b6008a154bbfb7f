// Verification: the reference solutions of the imported problems are judged through the real judge path
// (judge-dispatch's reference runs: the job queue, a judge node, the results consumer; called as the
// importing admin), and a problem is given the auth the admin asked for only when every accepted solution
// passed; otherwise it stays hidden and the report says why.
import { ProblemAuth, ProblemImportMessage as M, VERDICT_INFO, Verdict, isAdminRole, isVerdictCode } from '@oj/contracts';
import type { ReferenceRunDto, ReferenceRunStartedDto } from '@oj/contracts';
import { ProblemEntity, UserRoleEntity } from '@oj/db';
import type { ProblemModel } from '@oj/problem-package';
import type { Deps } from '../../deps.ts';
import { publicProblemListCache } from '../problem/index.ts';
import { verdictMatches, writeReport } from './jobs.ts';
import type { StoredProblem, StoredReport, StoredSolution } from './report.ts';

/** What verifying needs of the gateway. */
export type VerifyDeps = Pick<Deps, 'db' | 'log' | 'judgeDispatch' | 'signToken'>;

/** How verification runs. */
export interface VerifyOptions {
  jobId: number;
  /** The importing admin, as whom the runs are asked for. */
  owner: { uid: string; username: string };
  timeoutMs: number;
  pollMs: number;
  signal: AbortSignal;
  /** Called when a solution got its verdict (progress). */
  onVerdict: () => void;
}

const MESSAGE_MAX = 500;

function verdictName(code: number): string {
  return isVerdictCode(code) ? VERDICT_INFO[code].name : String(code);
}

const EXPECTED_NAMES: Readonly<Record<string, string>> = {
  accepted: 'Accepted',
  wrong_answer: 'Wrong Answer',
  time_limit_exceeded: 'Time Limit Exceeded',
  run_time_error: 'Runtime Error',
};

function pendingSolutions(report: StoredReport): { problem: StoredProblem; solution: StoredSolution }[] {
  return report.problems
    .filter((problem) => problem.verification === 'pending' && problem.pid !== null)
    .flatMap((problem) => problem.solutions.filter((solution) => solution.actual === null).map((solution) => ({ problem, solution })));
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason instanceof Error ? signal.reason : new Error('aborted'));
      },
      { once: true },
    );
  });
}

/** A token of the importing admin with their roles now, or null when they are no longer an admin. */
async function ownerToken(deps: VerifyDeps, owner: VerifyOptions['owner']): Promise<string | null> {
  const roles = (await deps.db.getRepository(UserRoleEntity).find({ where: { uid: owner.uid }, select: { roleId: true } })).map((row) => row.roleId);
  return roles.some(isAdminRole) ? deps.signToken({ uid: owner.uid, username: owner.username, roles }) : null;
}

/** Queues a run for each pending solution that has none (a resumed job keeps the runs it had started). */
async function startRuns(
  deps: VerifyDeps,
  token: string,
  report: StoredReport,
  models: ReadonlyMap<number, ProblemModel>,
  options: VerifyOptions,
): Promise<void> {
  for (const { problem, solution } of pendingSolutions(report)) {
    if (solution.runKey !== null || problem.pid === null) continue;
    const model = models.get(problem.index);
    const code = model?.solutions.find((candidate) => candidate.name === solution.name && candidate.expected === solution.expected)?.code;
    if (code === undefined) continue;
    let refusal: string;
    try {
      const answer = await deps.judgeDispatch<ReferenceRunStartedDto>({
        method: 'POST',
        url: '/api/admin/problem/start-reference-run',
        authorization: token,
        body: { pid: problem.pid, language: solution.language, code, ttlSec: Math.min(3600, Math.ceil(options.timeoutMs / 1000) + 60) },
      });
      if (answer.statusCode === 200 && answer.body.data) {
        solution.runKey = answer.body.data.key;
        continue;
      }
      refusal = answer.body.msg;
    } catch (error) {
      deps.log.warn({ err: error, jobId: options.jobId, pid: problem.pid }, 'reference run not started');
      refusal = 'judge-dispatch could not be reached';
    }
    // A solution the judge refuses (a language it lacks) gets no verdict; a problem whose runs cannot start at all is noted once.
    if (!problem.notes.some((note) => note.code === M.verifyNotRun.code)) problem.notes.push(M.verifyNotRun(refusal));
  }
  await writeReport(deps.db, options.jobId, report);
}

/** A run's outcome: 'pending' while it waits, null once its record is gone. */
async function outcomeOf(deps: VerifyDeps, token: string, key: string): Promise<ReferenceRunDto | 'pending' | null> {
  const answer = await deps.judgeDispatch<ReferenceRunDto>({
    method: 'GET',
    url: '/api/admin/problem/get-reference-run',
    authorization: token,
    query: { key },
  });
  if (answer.statusCode !== 200 || !answer.body.data) return answer.statusCode === 404 ? null : 'pending';
  return answer.body.data.status === Verdict.Pending ? 'pending' : answer.body.data;
}

/** Asks for the verdicts of the waiting runs until all came or the time is up (those left get none). */
async function collectVerdicts(deps: VerifyDeps, token: string, report: StoredReport, options: VerifyOptions): Promise<void> {
  const deadline = Date.now() + options.timeoutMs;
  for (;;) {
    const waiting = pendingSolutions(report).filter((item) => item.solution.runKey !== null);
    if (waiting.length === 0) return;
    let changed = false;
    for (const { solution } of waiting) {
      const outcome = await outcomeOf(deps, token, solution.runKey ?? '').catch(() => 'pending' as const);
      if (outcome === 'pending') continue;
      changed = true;
      solution.runKey = null;
      options.onVerdict();
      if (outcome === null) continue;
      solution.actual = outcome.status;
      solution.timeMs = outcome.timeMs;
      solution.memoryKb = outcome.memoryKb;
      solution.message = outcome.message === null ? null : outcome.message.slice(0, MESSAGE_MAX);
    }
    if (Date.now() >= deadline) {
      for (const { solution } of waiting) solution.runKey = null;
      changed = true;
    }
    if (changed) await writeReport(deps.db, options.jobId, report);
    if (Date.now() >= deadline) return;
    await sleep(options.pollMs, options.signal);
  }
}

/** Ends each pending problem's verification: its auth, and what the report says. */
async function conclude(deps: VerifyDeps, report: StoredReport, options: VerifyOptions): Promise<void> {
  for (const problem of report.problems) {
    if (problem.verification !== 'pending' || problem.pid === null) continue;
    for (const solution of problem.solutions) {
      if (solution.actual !== null && !verdictMatches(solution.expected, solution.actual)) {
        problem.notes.push(M.verifyMismatch(solution.name, EXPECTED_NAMES[solution.expected] ?? solution.expected, verdictName(solution.actual)));
      }
    }
    const accepted = problem.solutions.filter((solution) => solution.expected === 'accepted');
    const failed = accepted.filter((solution) => solution.actual === null || !verdictMatches('accepted', solution.actual));
    const unjudged = accepted.filter((solution) => solution.actual === null);
    if (failed.length === 0) {
      problem.verification = 'passed';
      if (accepted.length > 0) {
        problem.notes.push(M.verifyPassed);
        if (problem.targetAuth !== ProblemAuth.Private) await deps.db.getRepository(ProblemEntity).update({ id: problem.pid }, { auth: problem.targetAuth });
      }
    } else {
      problem.verification = 'failed';
      problem.hidden = true;
      const notRun = problem.notes.some((note) => note.code === M.verifyNotRun.code);
      if (unjudged.length < failed.length) problem.notes.push(M.verifyFailed(failed.length, accepted.length));
      else if (!notRun) problem.notes.push(M.verifyTimeout(Math.max(1, Math.round(options.timeoutMs / 60_000))));
    }
  }
  publicProblemListCache(deps.db).clear();
  await writeReport(deps.db, options.jobId, report);
}

/** Judges the pending reference solutions of the report's problems (`models` by package index), then concludes each. */
export async function verifyProblems(deps: VerifyDeps, report: StoredReport, models: ReadonlyMap<number, ProblemModel>, options: VerifyOptions): Promise<void> {
  if (!report.problems.some((problem) => problem.verification === 'pending')) return;
  const token = await ownerToken(deps, options.owner);
  if (token === null) {
    for (const problem of report.problems.filter((item) => item.verification === 'pending'))
      problem.notes.push(M.verifyNotRun('the importing account is no longer an admin'));
  } else {
    await startRuns(deps, token, report, models, options);
    await collectVerdicts(deps, token, report, options);
  }
  await conclude(deps, report, options);
}

/** Reference solutions to judge in all, and those judged (or given up on), for the progress. */
export function solutionCounts(report: StoredReport): { total: number; done: number } {
  const judged = report.problems.filter((problem) => problem.verification !== 'none' && problem.pid !== null);
  const total = judged.reduce((sum, problem) => sum + problem.solutions.length, 0);
  const done = judged.reduce(
    (sum, problem) => sum + problem.solutions.filter((solution) => problem.verification !== 'pending' || solution.actual !== null).length,
    0,
  );
  return { total, done };
}
