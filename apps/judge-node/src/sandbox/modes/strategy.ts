/**
 * A judge mode as a strategy (default with its built-in checkers, special judge, interactive): how one
 * case is wired into the sandbox and how its outcome becomes a verdict. plan.ts, evaluate.ts and
 * judge.ts hold the flow every mode shares (sources, compile, limits, subtasks, progress) and ask the
 * strategy only these questions.
 */
import type { JudgeCaseSpec, JudgeCheckerSource, JudgeJob, JudgeModeName, VerdictCode } from '@oj/contracts';
import type { EffectiveLimits, IoPlan, OutputCheck, ResourceVerdict } from '@oj/judge-core';
import type { CasePaths, SandboxUids } from '../layout.ts';
import type { CaseOutput } from '../run-output.ts';
import type { ProcessSpec, RunnerResult } from '../runner-protocol.ts';
import type { TarEntry } from '../tar.ts';

/** A case with its data loaded; answer is null when there is nothing to compare against. */
export interface LoadedCase {
  spec: JudgeCaseSpec;
  input: Buffer;
  answer: Buffer | null;
}

/** What a strategy is told about the case it plans. */
export interface CasePlanInput {
  job: JudgeJob;
  loaded: LoadedCase;
  /** 1-based position in the job; names the case's files (it is not the caseId). */
  index: number;
  /** The case's container paths, its working directory included. */
  paths: CasePaths;
  io: IoPlan;
  limits: EffectiveLimits;
  uids: SandboxUids;
  /** The submission's source file in the container (SYZOJ's checkers read it as `code`). */
  source: string;
}

/** How a mode wires one case. */
export interface ModeCasePlan {
  /** The program's stdin and stdout (container paths); unset is /dev/null, or an interactor's pipes. */
  programIo: Pick<ProcessSpec, 'stdin' | 'stdout'>;
  /** Run archive entries after the case directory: they reach the container only after the compile. */
  runFiles: TarEntry[];
  /** Entries of the judge-only directory (0700, judge uid): answers, an interactor's inputs. */
  judgeFiles: TarEntry[];
  /** Container path of the output the host reads back: whole when compared on the host, else a preview. */
  outputPath: string;
  /** Joined to the program by two pipes while it runs. */
  interactor?: ProcessSpec;
  /** Runs once every program has ended, when the judge uid may open inputs and outputs by name. */
  checker?: ProcessSpec;
  /**
   * Run after the checker (or, with an interactor, once every program has ended): copy the judge side's
   * feedback files out of the judge-only directory (judge-side.ts).
   */
  feedbackReaders?: ProcessSpec[];
}

/** A case as the runner and the run output collector report it, for the strategy to judge. */
export interface CaseOutcome {
  job: JudgeJob;
  loaded: LoadedCase;
  paths: CasePaths;
  /** The runner's line for the case: the program, and the interactor when there was one. */
  run: RunnerResult;
  /** The checker's line, when the mode planned one and it ran. */
  check: RunnerResult | undefined;
  /** The program measured against the limits (the shared flow's part): TLE, MLE, RE or ok. */
  program: ResourceVerdict;
  /** The program's stderr, cut in the container. */
  stderr: string;
  output: CaseOutput;
  /** A message the container kept (checker output, interactor stderr), by container path; '' when absent. */
  message: (path: string) => string;
}

/** A case's verdict; ratio is the share of the case's score earned (partial points), 0 when absent. */
export interface CaseVerdict {
  status: VerdictCode;
  message: string;
  ratio?: number;
}

/** Compares a case's whole output with its answer on the host, as it streams in: AC, WA, PE (or SE), with a message. */
export type HostComparer = (answer: string, output: string, job: JudgeJob) => OutputCheck;

/** One judge mode. */
export interface JudgeModeStrategy {
  readonly mode: JudgeModeName;
  /** True when a case may lack its answer file (an interactor may work from the input alone). */
  readonly answerOptional: boolean;
  /**
   * Compares outputs on the host; null when the judge side in the container reads them. Answers then
   * never enter the container, and an output is held at most up to its cap.
   */
  readonly compareOnHost: HostComparer | null;
  /** Source of the checker or interactor to compile for the judge side; null when there is none. Throws JobError when the job lacks one. */
  judgeProgram: (job: JudgeJob) => JudgeCheckerSource | null;
  planCase: (input: CasePlanInput) => ModeCasePlan;
  /** The case's verdict once the program ran, did not fail to start, and was measured. */
  evaluate: (outcome: CaseOutcome) => CaseVerdict;
}
