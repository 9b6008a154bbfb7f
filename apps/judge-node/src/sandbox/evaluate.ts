/**
 * From the runner's measurements and the collected outputs to one verdict per case. The shared part
 * measures the program against the limits; the judge mode's strategy (modes/) judges the rest: default
 * compares with the answer, spj asks the checker, interactive combines program and interactor.
 */
import { Verdict } from '@oj/contracts';
import type { JudgeCaseResult, JudgeJob, VerdictCode } from '@oj/contracts';
import { earnedScore, previewText, resourceVerdict, stderrShowsOutOfMemory } from '@oj/judge-core';
import type { EffectiveLimits, ResourceVerdict } from '@oj/judge-core';
import { archivePath, casePaths } from './layout.ts';
import { judgeModeOf } from './modes/index.ts';
import type { LoadedCase } from './modes/strategy.ts';
import type { CaseOutputPlan } from './plan.ts';
import type { CaseOutput } from './run-output.ts';
import type { ProcessResult, RunnerResult } from './runner-protocol.ts';

/** What came back from the container for the run phase. */
export interface RunOutputs {
  /** Runner results and messages by archive path. */
  files: Map<string, Buffer>;
  runs: Map<string, RunnerResult>;
  checks: Map<string, RunnerResult>;
  /** What was kept of each case's output, by position. */
  outputs: ReadonlyMap<number, CaseOutput>;
  plans: readonly CaseOutputPlan[];
}

const NO_OUTPUT: CaseOutput = { bytes: 0, preview: '', comparison: null, overCap: false };
const SIGXFSZ = 25;

/**
 * There is no Output Limit Exceeded verdict: an output over its cap is a Runtime Error that says so. The
 * cap of a compared case is 2 × its answer + 64 KiB, at least 1 MiB, within the output limit (plan.ts).
 */
function outputLimitMessage(capBytes: number): string {
  const size = capBytes >= 1 << 20 ? `${(capBytes / (1 << 20)).toFixed(1)} MiB` : `${Math.ceil(capBytes / 1024)} KiB`;
  return `Output limit exceeded: this case accepts at most ${size} of output`;
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

/** Judges one case; null when the runner never got to it (ergodic mode stopped earlier). */
export function evaluateCase(job: JudgeJob, limits: EffectiveLimits, loaded: LoadedCase, position: number, outputs: RunOutputs): JudgeCaseResult | null {
  const index = position + 1;
  const run = outputs.runs.get(String(index));
  if (!run) return null;
  const paths = casePaths(index);
  const output = outputs.outputs.get(position) ?? NO_OUTPUT;
  const capBytes = outputs.plans[position]?.capBytes ?? limits.outputLimitKb * 1024;
  const stderr = text(outputs.files, archivePath(paths.stderr));
  const base = {
    caseId: loaded.spec.caseId,
    timeMs: run.program.cpuMs,
    memoryKb: run.program.memoryKb,
    groupNum: loaded.spec.groupNum,
    userOutput: output.preview,
  };
  const finish = (status: VerdictCode, message: string, ratio = 0): JudgeCaseResult => ({
    ...base,
    status,
    score: earnedScore(loaded.spec.score, status, ratio),
    ...(message ? { message: previewText(message) } : {}),
  });

  if (run.program.error) return finish(Verdict.SystemError, `The program could not start: ${run.program.error}`);
  const outputExceeded = run.program.outputExceeded || output.overCap || run.program.signal === SIGXFSZ;
  const measured = programVerdict({ ...run.program, outputExceeded }, limits, stderrShowsOutOfMemory(job.language, stderr));
  const program =
    !measured.ok && measured.status === Verdict.RuntimeError && outputExceeded ? { ...measured, message: outputLimitMessage(capBytes) } : measured;
  const verdict = judgeModeOf(job.judgeMode).evaluate({
    job,
    loaded,
    paths,
    run,
    check: outputs.checks.get(String(index)),
    program,
    stderr,
    output,
    message: (path) => text(outputs.files, archivePath(path)),
  });
  return finish(verdict.status, verdict.message, verdict.ratio);
}
