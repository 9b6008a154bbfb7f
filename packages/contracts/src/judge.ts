/**
 * Judge messages on NATS: jobs from judge-dispatch to judge nodes, and progress and results back.
 * Subjects and streams are in subjects.ts; the judging rules themselves live in @oj/judge-core.
 */
import type { BuiltinChecker } from './checker.ts';
import type { CheckerProtocolName } from './checker-protocol.ts';
import type { JudgeCaseModeName, JudgeModeName, VerdictCode } from './verdict.ts';

/** One test case of a job: file names inside the problem's test-data set for `dataVersion`. */
export interface JudgeCaseSpec {
  caseId: number;
  inputName: string;
  outputName: string;
  /** Configured score of this case (OI); 0 in ACM problems. */
  score: number;
  /** Subtask group; null outside the subtask case modes. */
  groupNum: number | null;
}

/** Source of a special-judge checker or an interactor (judge mode spj or interactive). */
export interface JudgeCheckerSource {
  language: string;
  code: string;
}

/** A judge job on the work-queue stream. Limits are the problem's own, before language factors. */
export interface JudgeJob {
  submitId: number;
  /** Problem primary key (pid). */
  problemId: number;
  /** Version of the problem's test data; nodes cache test data by (problemId, dataVersion). */
  dataVersion: string;
  /** Language name as in the judge-core language table, e.g. "C++ 17 With O2". */
  language: string;
  code: string;
  type: 'acm' | 'oi';
  judgeMode: JudgeModeName;
  judgeCaseMode: JudgeCaseModeName;
  timeLimitMs: number;
  memoryLimitMb: number;
  stackLimitMb: number;
  removeEndBlank: boolean;
  /**
   * How the default judge mode compares outputs (checker.ts); absent is exact, the comparison of jobs
   * from before the built-in checkers, so those judge as they always did. Set only in the default mode.
   */
  builtinChecker?: BuiltinChecker;
  isFileIO: boolean;
  /** File the program reads when isFileIO; null means stdin. */
  ioReadFileName: string | null;
  /** File the program writes when isFileIO; null means stdout. */
  ioWriteFileName: string | null;
  /** Checker (spj) or interactor (interactive) source; absent in the default judge mode. */
  checker?: JudgeCheckerSource;
  /**
   * How the checker or interactor talks to the judge (checker-protocol.ts); absent is testlib, the only
   * protocol of jobs from before, so those judge as they always did. Set only with a checker, never testlib.
   */
  checkerProtocol?: CheckerProtocolName;
  /**
   * Extra arguments of a Kattis checker or interactor, after its feedback directory (the problem's
   * validator flags, Kattis `validator_flags`). Set only with the Kattis protocol and only when there are some.
   */
  validatorFlags?: string[];
  /** Files placed next to the user's program (name → content). */
  userExtraFiles: Record<string, string>;
  /** Files placed next to the checker or interactor (name → content). */
  judgeExtraFiles: Record<string, string>;
  cases: JudgeCaseSpec[];
  /** A test-judge run: one case built from testInput, result kept in KV instead of the database. */
  isTestJudge?: boolean;
  testInput?: string;
  /** Expected output of a test-judge run; null or absent means only run, do not compare. */
  expectedOutput?: string | null;
  /** ISO time when dispatch enqueued the job. */
  enqueuedAt: string;
  /**
   * Random secret of this dispatch of the job, set by judge-dispatch, which keeps only its SHA-256
   * (`resultTokenHash`). The node echoes it in the final result and sends its hash with progress;
   * dispatch ignores a result or progress that does not match, so a node cannot answer for a job
   * it was not given. Absent only in jobs built outside dispatch (the local judge command, tests).
   */
  resultToken?: string;
}

/** The outcome of one test case. */
export interface JudgeCaseResult {
  caseId: number;
  status: VerdictCode;
  timeMs: number;
  memoryKb: number;
  /** Score awarded for this case (OI); 0 in ACM problems. */
  score: number;
  groupNum: number | null;
  /** Truncated preview of the program's output. */
  userOutput?: string;
  /** Checker message, runtime error detail or stderr preview. */
  message?: string;
}

/** Progress of a submission: Compiling (6) or Judging (7). */
export interface JudgeProgress {
  submitId: number;
  status: 6 | 7;
  /** Name of the judge node. */
  judger: string;
  /** ISO time. */
  at: string;
  /** `resultTokenHash(job.resultToken)`: progress never carries the token itself (it stays in the results stream). */
  resultTokenHash?: string;
}

/** Final result of a judge job. */
export interface JudgeResult {
  submitId: number;
  status: VerdictCode;
  /** Maximum over the cases. */
  timeMs: number;
  /** Maximum over the cases. */
  memoryKb: number;
  /** Total score (OI); 0 in ACM problems. */
  score: number;
  /** The submission's error message: compiler output on Compile Error, the reason on System Error, else null. */
  compileMessage: string | null;
  cases: JudgeCaseResult[];
  judger: string;
  /** ISO time. */
  finishedAt: string;
  /** Delivery attempt of the job that produced this result (1 on the first try). */
  attempt: number;
  /** The job's `resultToken`, echoed by the node; judge-dispatch drops a result without the right one. */
  resultToken?: string;
}
