// Verification: the reference solutions of the imported problems are judged through the real judge path
// (judge-dispatch's reference runs: the job queue, a judge node, the results consumer), and a problem is
// given the auth the admin asked for only when every accepted solution passed; otherwise it stays hidden
// and the report says why.
import { ProblemAuth, ProblemImportMessage as M, VERDICT_INFO, isVerdictCode } from '@oj/contracts';
import { ProblemEntity } from '@oj/db';
import { openReferenceRuns, referenceRunOutcome, startReferenceRun } from '@oj/judge-dispatch';
import type { ProblemModel } from '@oj/problem-package';
import { AppError } from '@oj/service-kit';
import type { Deps } from '../../deps.ts';
import { publicProblemListCache } from '../problem/index.ts';
import { verdictMatches, writeReport } from './jobs.ts';
import type { StoredProblem, StoredReport, StoredSolution } from './report.ts';

/** What verifying needs of the gateway. */
export type VerifyDeps = Pick<Deps, 'db' | 'js' | 'natsNames' | 'log'>;

/** How verification runs. */
export interface VerifyOptions {
  jobId: number;
  owner: string;
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

/** Queues a run for each pending solution that has none (a resumed job keeps the runs it had started). */
async function startRuns(deps: VerifyDeps, report: StoredReport, models: ReadonlyMap<number, ProblemModel>, options: VerifyOptions): Promise<void> {
  for (const { problem, solution } of pendingSolutions(report)) {
    if (solution.runKey !== null || problem.pid === null) continue;
    const model = models.get(problem.index);
    const code = model?.solutions.find((candidate) => candidate.name === solution.name && candidate.expected === solution.expected)?.code;
    if (code === undefined) continue;
    try {
      solution.runKey = await startReferenceRun(deps, {
        pid: problem.pid,
        language: solution.language,
        code,
        owner: options.owner,
        ttlMs: options.timeoutMs + 60_000,
      });
    } catch (error) {
      deps.log.warn({ err: error, jobId: options.jobId, pid: problem.pid }, 'reference run not started');
      problem.notes.push(M.verifyNotRun(error instanceof AppError ? error.message : 'the judge queue could not be reached'));
      problem.verification = 'failed';
    }
  }
  await writeReport(deps.db, options.jobId, report);
}

/** Asks for the verdicts of the waiting runs until all came or the time is up (those left get none). */
async function collectVerdicts(deps: VerifyDeps, report: StoredReport, options: VerifyOptions): Promise<void> {
  const kv = await openReferenceRuns(deps);
  const deadline = Date.now() + options.timeoutMs;
  for (;;) {
    const waiting = pendingSolutions(report).filter((item) => item.solution.runKey !== null);
    if (waiting.length === 0) return;
    let changed = false;
    for (const { solution } of waiting) {
      const outcome = await referenceRunOutcome(kv, solution.runKey ?? '');
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
      problem.notes.push(
        unjudged.length === failed.length ? M.verifyTimeout(Math.round(options.timeoutMs / 60_000)) : M.verifyFailed(failed.length, accepted.length),
      );
    }
  }
  for (const problem of report.problems) {
    // A problem whose runs could not start stays hidden too.
    if (problem.verification === 'failed' && problem.pid !== null && problem.solutions.some((solution) => solution.expected === 'accepted')) problem.hidden = true;
  }
  publicProblemListCache(deps.db).clear();
  await writeReport(deps.db, options.jobId, report);
}

/** Judges the pending reference solutions of the report's problems (`models` by package index), then concludes each. */
export async function verifyProblems(deps: VerifyDeps, report: StoredReport, models: ReadonlyMap<number, ProblemModel>, options: VerifyOptions): Promise<void> {
  if (!report.problems.some((problem) => problem.verification === 'pending')) return;
  await startRuns(deps, report, models, options);
  await collectVerdicts(deps, report, options);
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
