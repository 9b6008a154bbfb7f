/**
 * From the runner's measurements and the collected outputs to one verdict per case, by judge mode:
 * default compares with the answer, spj asks the checker, interactive combines program and interactor.
 */
import { JudgeMode, Verdict } from '@oj/contracts';
import type { JudgeCaseResult, JudgeJob, VerdictCode } from '@oj/contracts';
import {
  checkerExitToVerdict,
  compareOutput,
  earnedScore,
  interactiveVerdict,
  previewText,
  resourceVerdict,
  stderrShowsOutOfMemory,
} from '@oj/judge-core';
import type { CheckerVerdict, EffectiveLimits, ResourceVerdict } from '@oj/judge-core';
import { archivePath, casePaths } from './layout.ts';
import type { LoadedCase } from './plan.ts';
import type { ProcessResult, RunnerResult } from './runner-protocol.ts';

/** What came back from the container for the run phase. */
export interface RunOutputs {
  files: Map<string, Buffer>;
  runs: Map<string, RunnerResult>;
  checks: Map<string, RunnerResult>;
  outputPaths: readonly string[];
}

function text(files: Map<string, Buffer>, path: string): string {
  return files.get(path)?.toString('utf8') ?? '';
}

/**
 * The runner kills at the wall deadline and reaps a moment later; make sure that reads as over the limit.
 * A runtime's own out-of-memory error in stderr (Java's OutOfMemoryError, Python's MemoryError) is MLE.
 */
function programVerdict(run: ProcessResult, limits: EffectiveLimits, outOfMemoryReported: boolean): ResourceVerdict {
  const wallMs = run.wallExceeded ? Math.max(run.wallMs, limits.wallTimeLimitMs + 1) : run.wallMs;
  const cpuMs = run.cpuExceeded ? Math.max(run.cpuMs, limits.timeLimitMs + 1) : run.cpuMs;
  return resourceVerdict({ ...run, wallMs, cpuMs }, limits, outOfMemoryReported);
}

function judgeSideVerdict(result: ProcessResult | null | undefined, message: string, fullScore: number): CheckerVerdict {
  if (!result) return { status: Verdict.SystemError, ratio: 0, message: 'The checker did not run' };
  if (result.error) return { status: Verdict.SystemError, ratio: 0, message: `The checker could not start: ${result.error}` };
  if (result.cpuExceeded || result.wallExceeded) {
    return { status: Verdict.SystemError, ratio: 0, message: `The checker exceeded its time limit: ${message}` };
  }
  return checkerExitToVerdict(result.exitCode, message, fullScore);
}

/** Judges one case; null when the runner never got to it (ergodic mode stopped earlier). */
export function evaluateCase(
  job: JudgeJob,
  limits: EffectiveLimits,
  loaded: LoadedCase,
  position: number,
  outputs: RunOutputs,
): JudgeCaseResult | null {
  const index = position + 1;
  const run = outputs.runs.get(String(index));
  if (!run) return null;
  const paths = casePaths(index);
  const output = text(outputs.files, outputs.outputPaths[position] ?? '');
  const stderr = text(outputs.files, archivePath(paths.stderr));
  const base = {
    caseId: loaded.spec.caseId,
    timeMs: run.program.cpuMs,
    memoryKb: run.program.memoryKb,
    groupNum: loaded.spec.groupNum,
    userOutput: previewText(output),
  };
  const finish = (status: VerdictCode, message: string, ratio = 0): JudgeCaseResult => ({
    ...base,
    status,
    score: earnedScore(loaded.spec.score, status, ratio),
    ...(message ? { message: previewText(message) } : {}),
  });

  if (run.program.error) return finish(Verdict.SystemError, `The program could not start: ${run.program.error}`);
  const program = programVerdict(run.program, limits, stderrShowsOutOfMemory(job.language, stderr));
  if (job.judgeMode === JudgeMode.Interactive) {
    const interactor = judgeSideVerdict(run.interactor, text(outputs.files, archivePath(paths.interactorErr)), loaded.spec.score);
    const verdict = interactiveVerdict(program, interactor);
    return finish(verdict.status, verdict.message || stderr, verdict.ratio);
  }
  if (!program.ok) return finish(program.status, stderr ? `${program.message}\n${stderr}` : program.message);
  if (loaded.answer === null) return finish(Verdict.Accepted, stderr);
  if (job.judgeMode === JudgeMode.Special) {
    const check = outputs.checks.get(String(index));
    const verdict = judgeSideVerdict(check?.program, text(outputs.files, archivePath(paths.checkerOutput)), loaded.spec.score);
    return finish(verdict.status, verdict.message, verdict.ratio);
  }
  return finish(compareOutput(loaded.answer.toString('utf8'), output, job.removeEndBlank), stderr);
}
