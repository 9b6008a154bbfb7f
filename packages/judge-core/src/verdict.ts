/**
 * Verdict severity and the mapping from a runner's measurements to a resource verdict.
 */
import { Verdict } from '@oj/contracts';
import type { VerdictCode } from '@oj/contracts';
import { findLanguage } from './languages.ts';

/**
 * Final verdicts from most to least severe; combining cases keeps the most severe one.
 * System Error first (the result cannot be trusted), then Compile Error, then the faults a program
 * raises while running (RE, MLE, TLE: a crash says more than a slow run), then wrong output (WA over PE),
 * Partial Accepted, Cancelled, and Accepted last. Codes not listed (in-progress states) rank below AC.
 */
export const VERDICT_SEVERITY: readonly VerdictCode[] = [
  Verdict.SystemError,
  Verdict.CompileError,
  Verdict.RuntimeError,
  Verdict.MemoryLimitExceeded,
  Verdict.TimeLimitExceeded,
  Verdict.WrongAnswer,
  Verdict.PresentationError,
  Verdict.PartialAccepted,
  Verdict.Cancelled,
  Verdict.Accepted,
];

/** Higher is more severe; -1 for codes outside VERDICT_SEVERITY. */
export function verdictSeverity(code: VerdictCode): number {
  const index = VERDICT_SEVERITY.indexOf(code);
  return index === -1 ? -1 : VERDICT_SEVERITY.length - index;
}

/** The most severe of the codes; Accepted when there are none. */
export function worstVerdict(codes: Iterable<VerdictCode>): VerdictCode {
  let worst: VerdictCode = Verdict.Accepted;
  for (const code of codes) if (verdictSeverity(code) > verdictSeverity(worst)) worst = code;
  return worst;
}

/** What the native runner reports for one process. */
export interface RunReport {
  /** Null when the process was killed by a signal. */
  exitCode: number | null;
  /** Terminating signal number, or null. */
  signal: number | null;
  cpuMs: number;
  wallMs: number;
  /** Peak memory: of the program's memory cgroup (all its processes together) when it had one, else peak RSS. */
  memoryKb: number;
  /** The program hit the output limit (RLIMIT_FSIZE or captured stdout cap). */
  outputExceeded: boolean;
  /** The OOM killer of the program's memory cgroup (or of the container) struck. */
  oomKilled: boolean;
}

/** The limits resourceVerdict checks; a subset of EffectiveLimits. */
export interface ResourceLimits {
  timeLimitMs: number;
  wallTimeLimitMs: number;
  memoryLimitKb: number;
}

/** Either the run stayed in bounds and exited 0 (go on to compare output), or a TLE, MLE or RE. */
export type ResourceVerdict = { ok: true } | { ok: false; status: 1 | 2 | 3; message: string };

const SIGNAL_NAMES: Readonly<Record<number, string>> = {
  4: 'SIGILL (illegal instruction)',
  6: 'SIGABRT (aborted)',
  7: 'SIGBUS (bus error)',
  8: 'SIGFPE (arithmetic error, e.g. division by zero)',
  9: 'SIGKILL (killed)',
  11: 'SIGSEGV (segmentation fault)',
  13: 'SIGPIPE (broken pipe)',
  24: 'SIGXCPU (CPU time limit)',
  25: 'SIGXFSZ (output limit)',
};

/** Human text for a signal number. */
export function signalName(signal: number): string {
  return SIGNAL_NAMES[signal] ?? `signal ${signal}`;
}

const SIGXCPU = 24;
const SIGXFSZ = 25;

/**
 * Whether a program's stderr shows its runtime refusing an allocation (Java's OutOfMemoryError, Python's
 * MemoryError; see LanguageSpec.outOfMemoryText). Only meaningful for a run that failed.
 */
export function stderrShowsOutOfMemory(languageName: string, stderr: string): boolean {
  return findLanguage(languageName)?.outOfMemoryText.some((text) => stderr.includes(text)) ?? false;
}

function failed(run: RunReport): boolean {
  return run.signal !== null || run.exitCode !== 0;
}

/**
 * Maps a run to TLE, MLE, RE or ok. Order: the OOM killer (MLE), CPU time over the limit or killed by
 * SIGXCPU (TLE), peak memory over the limit, or a failed run whose runtime reported running out of memory
 * (`outOfMemoryReported`, from its stderr) (MLE), wall time over the limit (TLE), output limit (RE, there
 * is no separate verdict), then a signal or a non-zero exit (RE).
 */
export function resourceVerdict(run: RunReport, limits: ResourceLimits, outOfMemoryReported = false): ResourceVerdict {
  if (run.oomKilled) return { ok: false, status: Verdict.MemoryLimitExceeded, message: 'Killed by the out-of-memory killer' };
  if (run.cpuMs > limits.timeLimitMs || run.signal === SIGXCPU) {
    return { ok: false, status: Verdict.TimeLimitExceeded, message: `CPU time over ${limits.timeLimitMs} ms` };
  }
  if (run.memoryKb > limits.memoryLimitKb) {
    return { ok: false, status: Verdict.MemoryLimitExceeded, message: `Memory over ${limits.memoryLimitKb} KB` };
  }
  if (outOfMemoryReported && failed(run)) {
    return { ok: false, status: Verdict.MemoryLimitExceeded, message: 'The program ran out of memory' };
  }
  if (run.wallMs > limits.wallTimeLimitMs) {
    return { ok: false, status: Verdict.TimeLimitExceeded, message: `Wall time over ${limits.wallTimeLimitMs} ms` };
  }
  if (run.outputExceeded || run.signal === SIGXFSZ) {
    return { ok: false, status: Verdict.RuntimeError, message: 'Output limit exceeded' };
  }
  if (run.signal !== null) return { ok: false, status: Verdict.RuntimeError, message: `Killed by ${signalName(run.signal)}` };
  if (run.exitCode !== 0) {
    return { ok: false, status: Verdict.RuntimeError, message: `Exited with code ${String(run.exitCode)}` };
  }
  return { ok: true };
}
