/**
 * Turns a submission into what goes into the container: the upload archive (sources, runner jobs for
 * compile, run and check, the judge-only archive, and the steps of the two stages, see stages.ts and
 * steps.ts), and the run archive with the case inputs and directories, which reaches the
 * sandbox only after the compile. The judge mode's strategy (modes/) wires each case; the rest is shared.
 */
import { randomBytes } from 'node:crypto';
import type { JudgeJob } from '@oj/contracts';
import { expandArgv, expandEnv } from '@oj/judge-core';
import type { EffectiveLimits, IoPlan, LanguageSpec } from '@oj/judge-core';
import { archivePath, casePaths, IN_DIR, JUDGE_BINARY, JUDGE_DIR, OUT_DIR, RUN_DIR, SRC_DIR, STAGE_DIR } from './layout.ts';
import type { SandboxUids } from './layout.ts';
import { judgeModeOf } from './modes/index.ts';
import type { LoadedCase } from './modes/strategy.ts';
import { BASE_ENV, judgeSideSpec } from './process-specs.ts';
import { formatRunnerJob } from './runner-protocol.ts';
import type { ProcessSpec, RunnerCase } from './runner-protocol.ts';
import { PREPARE_STEPS_PATH, RUN_STEPS_PATH } from './stages.ts';
import { formatSteps } from './steps.ts';
import type { Step } from './steps.ts';
import { packTar } from './tar.ts';
import type { TarEntry } from './tar.ts';

export type { LoadedCase } from './modes/strategy.ts';

/** Everything the plan is made from. */
export interface PlanInput {
  job: JudgeJob;
  language: LanguageSpec;
  limits: EffectiveLimits;
  io: IoPlan;
  cases: readonly LoadedCase[];
  uids: SandboxUids;
  /** Compiled checker or interactor, for a mode with a judge-side program; else null. */
  judgeBinary: Buffer | null;
  /** The program as compiled earlier from the same source (compile-cache.ts): no compile then. */
  compiled?: Buffer | null;
  /** Send the compiled program back with the prepare stage's archive, to be kept. */
  keepExecutable?: boolean;
}

/** Where a case's output is, and how much of it the host reads back. */
export interface CaseOutputPlan {
  /** Path in the archive the run stage collects. */
  path: string;
  /**
   * Compared with the answer on the host (a mode that compares there, and an answer): read back whole,
   * at most capBytes. Otherwise the checker or interactor reads it in the container, and the host gets a preview.
   */
  comparedOnHost: boolean;
  /** The most the program may write (`output_bytes`); an output this long is over its limit. */
  capBytes: number;
}

/** The container-side plan of a submission. */
export interface SubmissionPlan {
  /** The work dir archive, both steps files included; the prepare stage extracts it, then runs prepareSteps. */
  upload: Buffer;
  /** Case inputs and case directories: the run stage's archive. */
  runArchive: Buffer;
  /** Prepares the judge-only directory, compiles; collects /w/out. */
  prepareSteps: Step[];
  /** Runs every case (and the checker), then collects the outputs. */
  runSteps: Step[];
  /** Case n's output at position n - 1. */
  outputs: CaseOutputPlan[];
  /** Whether the prepare stage compiles (not for an interpreted language, nor a program compiled earlier). */
  compiles: boolean;
  /** Where the compiled program is in the prepare stage's archive, when `keepExecutable`. */
  executablePath: string | null;
  /** Bounds on the two stages: every limit inside them, plus slack for copying. */
  prepareTimeoutMs: number;
  runTimeoutMs: number;
}

const EXEC_SLACK_MS = 60_000;

/**
 * A case compared on the host may print 2 × its answer + 64 KiB, at least 1 MiB, never more than its
 * output limit: more cannot be accepted, and the judge node holds a compared output whole.
 */
const OUTPUT_CAP_SLACK_BYTES = 64 * 1024;
const OUTPUT_CAP_FLOOR_BYTES = 1024 * 1024;

/** The output cap of a case compared with an answer of `answerBytes` (see OUTPUT_CAP_SLACK_BYTES). */
export function outputCapBytes(answerBytes: number, limitBytes: number): number {
  return Math.min(limitBytes, Math.max(2 * answerBytes + OUTPUT_CAP_SLACK_BYTES, OUTPUT_CAP_FLOOR_BYTES));
}

/** What is kept in the container of an output the host does not compare: enough for a preview. */
export const OUTPUT_PREVIEW_KEEP_BYTES = 8192;

/** Cap on compiler messages kept from the container. */
export const COMPILE_MESSAGE_MAX_BYTES = 64 * 1024;
const STDERR_KEEP_BYTES = OUTPUT_PREVIEW_KEEP_BYTES;
const SANDBOX_NPROC = 64;

function compileCase(input: PlanInput, vars: { src: string; exe: string; dir: string }): RunnerCase | null {
  const { language, uids } = input;
  if (!language.compileArgv) return null;
  return {
    id: 'compile',
    program: {
      argv: expandArgv(language.compileArgv, vars),
      env: { ...BASE_ENV, ...expandEnv(language.compileEnv, vars) },
      cwd: SRC_DIR,
      stdout: `${OUT_DIR}/compile.msg`,
      stderr: `${OUT_DIR}/compile.msg`,
      uid: uids.compiler,
      gid: uids.compiler,
      cpuMs: language.compileTimeLimitMs,
      wallMs: language.compileTimeLimitMs * 2 + 5000,
      // Per compiler process, so `#include "/dev/random"` fails fast instead of filling the container.
      dataKb: language.compileMemoryLimitMb * 1024,
      stackKb: 128 * 1024,
      outputBytes: 256 << 20,
      processes: 128,
      openFiles: 256,
    },
  };
}

/** Builds the archive, jobs and scripts of a submission. */
export function planSubmission(input: PlanInput): SubmissionPlan {
  const { job, language, limits, io, uids } = input;
  const mode = judgeModeOf(job.judgeMode);
  const src = `${SRC_DIR}/${language.srcName}`;
  const vars = { src, exe: `${SRC_DIR}/${language.exeName}`, dir: SRC_DIR };
  const runVars = { ...vars, memoryMb: limits.memoryLimitMb, stackMb: limits.stackLimitMb };

  const entries: TarEntry[] = [
    { type: 'dir', path: 'src', mode: 0o1777 },
    { type: 'dir', path: 'out', mode: 0o700 },
    { type: 'dir', path: 'run', mode: 0o711 },
    { type: 'dir', path: 'stage', mode: 0o700 },
    { type: 'dir', path: 'extra' },
    { type: 'file', path: archivePath(src), content: job.code },
  ];
  // A program compiled earlier from the same source takes the compiler's place (root's, 0755: the
  // program can run it, not change it).
  if (input.compiled) entries.push({ type: 'file', path: archivePath(vars.exe), content: input.compiled, mode: 0o755 });
  // Extracted by the run stage after the compile: nothing of the test data exists while the compiler runs.
  // Inputs are root-only: the runner opens a program's stdin as root, a file-IO input is linked into its
  // case directory, so no case reads another's.
  const runEntries: TarEntry[] = [{ type: 'dir', path: 'in', mode: 0o700 }];
  for (const [name, content] of Object.entries(job.userExtraFiles)) {
    entries.push({ type: 'file', path: `extra/${name}`, content }, { type: 'link', path: `src/${name}`, target: `extra/${name}` });
  }
  const judgeFiles: TarEntry[] = [];
  if (input.judgeBinary) judgeFiles.push({ type: 'file', path: JUDGE_BINARY, content: input.judgeBinary, mode: 0o755 });
  for (const [name, content] of Object.entries(job.judgeExtraFiles)) judgeFiles.push({ type: 'file', path: name, content });

  const runCases: RunnerCase[] = [];
  const checkCases: RunnerCase[] = [];
  // Feedback readers run after every checker (each after its own case's), in the same runner job.
  const readerCases: RunnerCase[] = [];
  const outputs: CaseOutputPlan[] = [];
  const outputLimitBytes = limits.outputLimitKb * 1024;
  input.cases.forEach((loaded, position) => {
    const index = position + 1;
    const paths = casePaths(index, randomBytes(12).toString('base64url'));
    const cwd = archivePath(paths.cwd);
    runEntries.push({ type: 'dir', path: cwd, mode: 0o1777 });
    for (const name of Object.keys(job.userExtraFiles)) runEntries.push({ type: 'link', path: `${cwd}/${name}`, target: `extra/${name}` });
    const wired = mode.planCase({ job, loaded, index, paths, io, limits, uids, source: src });
    runEntries.push(...wired.runFiles);
    judgeFiles.push(...wired.judgeFiles);

    const comparedOnHost = mode.compareOnHost !== null && loaded.answer !== null;
    const capBytes = comparedOnHost && loaded.answer ? outputCapBytes(loaded.answer.length, outputLimitBytes) : outputLimitBytes;
    outputs.push({ path: archivePath(wired.outputPath), comparedOnHost, capBytes });
    const program: ProcessSpec = {
      argv: expandArgv(language.runArgv, runVars),
      env: { ...BASE_ENV, ...expandEnv(language.runEnv, runVars) },
      cwd: paths.cwd,
      ...wired.programIo,
      stderr: paths.stderr,
      uid: uids.program,
      gid: uids.program,
      cpuMs: limits.timeLimitMs,
      wallMs: limits.wallTimeLimitMs,
      memoryKb: limits.memoryLimitKb,
      stackKb: limits.stackLimitMb * 1024,
      outputBytes: capBytes,
      processes: SANDBOX_NPROC,
      openFiles: 128,
    };
    runCases.push({ id: String(index), program, ...(wired.interactor ? { interactor: wired.interactor } : {}) });
    if (wired.checker) checkCases.push({ id: String(index), program: wired.checker });
    (wired.feedbackReaders ?? []).forEach((reader, position) => {
      readerCases.push({ id: position === 0 ? `${index}.feedback` : `${index}.feedback${position + 1}`, program: reader });
    });
  });

  const prepare: Step[] = [];
  const compile = input.compiled ? null : compileCase(input, vars);
  const executablePath = compile && input.keepExecutable ? archivePath(vars.exe) : null;
  if (judgeFiles.length > 0) {
    entries.push({ type: 'file', path: 'stage/judge.tar', content: packTar(judgeFiles) });
    // The runner opens the archive as root (stdin): /w/stage is closed to the judge uid.
    const unpack = `mkdir -m 0700 ${JUDGE_DIR} && tar -x -C ${JUDGE_DIR} -f -`;
    const privateJob = formatRunnerJob([
      {
        id: 'private',
        program: judgeSideSpec(uids, ['sh', '-c', unpack], { cwd: '/w', stdin: `${STAGE_DIR}/judge.tar`, stderr: `${OUT_DIR}/private.msg` }),
      },
    ]);
    entries.push({ type: 'dir', path: 'private', mode: 0o1777 }, { type: 'file', path: 'stage/private.job', content: privateJob });
    prepare.push({ kind: 'run', job: `${STAGE_DIR}/private.job`, results: `${OUT_DIR}/private.jsonl` }, { kind: 'rm', paths: [`${STAGE_DIR}/judge.tar`] });
  }
  if (compile) {
    entries.push({ type: 'file', path: 'stage/compile.job', content: formatRunnerJob([compile]) });
    prepare.push(
      { kind: 'run', job: `${STAGE_DIR}/compile.job`, results: `${OUT_DIR}/compile.jsonl` },
      { kind: 'truncate', bytes: COMPILE_MESSAGE_MAX_BYTES, paths: [`${OUT_DIR}/compile.msg`] },
    );
  }
  // A failed compile leaves no program: collect leaves out a missing path.
  prepare.push({ kind: 'collect', paths: executablePath ? ['out', executablePath] : ['out'] });

  const stopOnFailure = job.judgeCaseMode === 'ergodic_without_error';
  entries.push({ type: 'file', path: 'stage/run.job', content: formatRunnerJob(runCases, { stopOnFailure }) });
  const run: Step[] = [{ kind: 'run', job: `${STAGE_DIR}/run.job`, results: `${OUT_DIR}/run.jsonl` }];
  const judgeSide = [...checkCases, ...readerCases];
  if (judgeSide.length > 0) {
    entries.push({ type: 'file', path: 'stage/check.job', content: formatRunnerJob(judgeSide) });
    // Every program has ended (the runner killed whatever each case left): only now may the checker,
    // as the judge uid, open inputs and outputs by name. Feedback readers alone (an interactor's) open
    // nothing outside the judge-only directory.
    if (checkCases.length > 0) run.push({ kind: 'chmod', mode: 0o711, paths: [OUT_DIR, IN_DIR] });
    run.push({ kind: 'run', job: `${STAGE_DIR}/check.job`, results: `${OUT_DIR}/check.jsonl` });
  }

  // Stderr (the program's and the interactor's) and preview-only outputs keep 8 KiB.
  const kept = runCases.flatMap((item) => [item.program.stderr, item.interactor?.stderr]).filter((path): path is string => path !== undefined);
  const previewOnly = outputs.filter((item) => !item.comparedOnHost).map((item) => `/w/${item.path}`);
  run.push({ kind: 'truncate', bytes: STDERR_KEEP_BYTES, paths: [...kept, ...previewOnly] });
  const fileOutputs = outputs.filter((item) => item.path.startsWith(archivePath(RUN_DIR))).map((item) => item.path);
  run.push({ kind: 'collect', paths: ['out', ...fileOutputs] });
  entries.push(
    { type: 'file', path: archivePath(PREPARE_STEPS_PATH), content: formatSteps(prepare) },
    { type: 'file', path: archivePath(RUN_STEPS_PATH), content: formatSteps(run) },
  );
  const wallSum = (cases: RunnerCase[]): number => cases.reduce((total, item) => total + Math.max(item.program.wallMs, item.interactor?.wallMs ?? 0), 0);
  return {
    upload: packTar(entries),
    runArchive: packTar(runEntries),
    prepareSteps: prepare,
    runSteps: run,
    outputs,
    compiles: compile !== null,
    executablePath,
    prepareTimeoutMs: (compile?.program.wallMs ?? 0) + EXEC_SLACK_MS,
    runTimeoutMs: wallSum(runCases) + wallSum(judgeSide) + EXEC_SLACK_MS,
  };
}
