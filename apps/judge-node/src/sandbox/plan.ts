/**
 * Turns a submission into what goes into the container: one archive for the work dir, runner jobs for
 * compile, run and check, and the two shell scripts that drive them (one parked stage exec each, see
 * stages.ts). Both scripts travel in the archive.
 */
import type { JudgeCaseSpec, JudgeJob } from '@oj/contracts';
import { JudgeMode } from '@oj/contracts';
import { checkerArgv, expandArgv, expandEnv, interactorArgv } from '@oj/judge-core';
import type { EffectiveLimits, IoPlan, LanguageSpec } from '@oj/judge-core';
import { SANDBOX_PATH } from './docker.ts';
import { archivePath, casePaths, JUDGE_BINARY, JUDGE_DIR, OUT_DIR, RUN_DIR, SRC_DIR, STAGE_DIR } from './layout.ts';
import type { SandboxUids } from './layout.ts';
import { formatRunnerJob, RUNNER_PATH } from './runner-protocol.ts';
import type { ProcessSpec, RunnerCase } from './runner-protocol.ts';
import { PREPARE_SCRIPT_PATH, RUN_SCRIPT_PATH } from './stages.ts';
import { packTar } from './tar.ts';
import type { TarEntry } from './tar.ts';

/** A case with its data loaded; answer is null when there is nothing to compare against. */
export interface LoadedCase {
  spec: JudgeCaseSpec;
  input: Buffer;
  answer: Buffer | null;
}

/** Everything the plan is made from. */
export interface PlanInput {
  job: JudgeJob;
  language: LanguageSpec;
  limits: EffectiveLimits;
  io: IoPlan;
  cases: readonly LoadedCase[];
  uids: SandboxUids;
  /** Compiled checker (spj) or interactor (interactive); null in the default mode. */
  judgeBinary: Buffer | null;
}

/** The container-side plan of a submission. */
export interface SubmissionPlan {
  /** The work dir archive, both scripts included; the prepare stage extracts it, then runs prepareScript. */
  upload: Buffer;
  /** Prepares the judge-only directory, compiles; prints an archive of /w/out. */
  prepareScript: string;
  /** Runs every case (and the checker), then prints an archive of the outputs. */
  runScript: string;
  /** Where case n's output is, as a path in the archive runScript prints. */
  outputPaths: string[];
  /** Bounds on the two stages: every limit inside them, plus slack for copying. */
  prepareTimeoutMs: number;
  runTimeoutMs: number;
}

const EXEC_SLACK_MS = 60_000;

/** Cap on compiler messages kept from the container. */
export const COMPILE_MESSAGE_MAX_BYTES = 64 * 1024;
const STDERR_KEEP = '<8K';
const BASE_ENV = { PATH: SANDBOX_PATH, HOME: '/tmp', TMPDIR: '/tmp', LANG: 'C.UTF-8' };
const SANDBOX_NPROC = 64;
const JUDGE_SIDE_LIMITS = { stackKb: 128 * 1024, processes: 16, openFiles: 64 };

function judgeSide(uids: SandboxUids, argv: string[], extra: Partial<ProcessSpec>): ProcessSpec {
  return {
    argv,
    env: BASE_ENV,
    cwd: JUDGE_DIR,
    uid: uids.judge,
    gid: uids.judge,
    cpuMs: 10_000,
    wallMs: 20_000,
    outputBytes: 64 << 20,
    ...JUDGE_SIDE_LIMITS,
    ...extra,
  };
}

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
  const interactive = job.judgeMode === JudgeMode.Interactive;
  const special = job.judgeMode === JudgeMode.Special;
  const src = `${SRC_DIR}/${language.srcName}`;
  const vars = { src, exe: `${SRC_DIR}/${language.exeName}`, dir: SRC_DIR };
  const runVars = { ...vars, memoryMb: limits.memoryLimitMb, stackMb: limits.stackLimitMb };
  const judgeBinary = `${JUDGE_DIR}/${JUDGE_BINARY}`;

  const entries: TarEntry[] = [
    { type: 'dir', path: 'src', mode: 0o1777 },
    { type: 'dir', path: 'in' },
    { type: 'dir', path: 'out' },
    { type: 'dir', path: 'run' },
    { type: 'dir', path: 'stage' },
    { type: 'dir', path: 'extra' },
    { type: 'file', path: archivePath(src), content: job.code },
  ];
  for (const [name, content] of Object.entries(job.userExtraFiles)) {
    entries.push({ type: 'file', path: `extra/${name}`, content }, { type: 'link', path: `src/${name}`, target: `extra/${name}` });
  }
  const judgeFiles: TarEntry[] = [];
  if (input.judgeBinary) judgeFiles.push({ type: 'file', path: JUDGE_BINARY, content: input.judgeBinary, mode: 0o755 });
  for (const [name, content] of Object.entries(job.judgeExtraFiles)) judgeFiles.push({ type: 'file', path: name, content });

  const runCases: RunnerCase[] = [];
  const checkCases: RunnerCase[] = [];
  const outputPaths: string[] = [];
  input.cases.forEach((loaded, position) => {
    const index = position + 1;
    const paths = casePaths(index);
    const cwd = archivePath(paths.cwd);
    entries.push({ type: 'dir', path: cwd, mode: 0o1777 });
    for (const name of Object.keys(job.userExtraFiles)) entries.push({ type: 'link', path: `${cwd}/${name}`, target: `extra/${name}` });
    if (interactive) judgeFiles.push({ type: 'file', path: `${index}.in`, content: loaded.input });
    else entries.push({ type: 'file', path: archivePath(paths.input), content: loaded.input });
    if (io.inputFileName && !interactive) entries.push({ type: 'link', path: `${cwd}/${io.inputFileName}`, target: archivePath(paths.input) });
    // Created by root and writable by all: the program can fill it but not replace it with a link.
    if (io.outputFileName && !interactive) entries.push({ type: 'file', path: `${cwd}/${io.outputFileName}`, content: '', mode: 0o666 });
    const answer = loaded.answer && (special || interactive) ? `${JUDGE_DIR}/${index}.ans` : null;
    if (answer && loaded.answer) judgeFiles.push({ type: 'file', path: `${index}.ans`, content: loaded.answer });

    const output = io.outputFileName && !interactive ? `${paths.cwd}/${io.outputFileName}` : paths.stdout;
    outputPaths.push(archivePath(output));
    const program: ProcessSpec = {
      argv: expandArgv(language.runArgv, runVars),
      env: { ...BASE_ENV, ...expandEnv(language.runEnv, runVars) },
      cwd: paths.cwd,
      ...(interactive ? {} : { stdout: paths.stdout, ...(io.inputFileName ? {} : { stdin: paths.input }) }),
      stderr: paths.stderr,
      uid: uids.program,
      gid: uids.program,
      cpuMs: limits.timeLimitMs,
      wallMs: limits.wallTimeLimitMs,
      memoryKb: limits.memoryLimitKb,
      stackKb: limits.stackLimitMb * 1024,
      outputBytes: limits.outputLimitKb * 1024,
      processes: SANDBOX_NPROC,
      openFiles: 128,
    };
    const interactor = interactive
      ? judgeSide(uids, [judgeBinary, ...interactorArgv(`${JUDGE_DIR}/${index}.in`, `${JUDGE_DIR}/${index}.tout`, answer)], {
          stderr: paths.interactorErr,
          cpuMs: limits.timeLimitMs * 2 + 1000,
          wallMs: limits.wallTimeLimitMs + 2000,
        })
      : undefined;
    runCases.push({ id: String(index), program, ...(interactor ? { interactor } : {}) });
    if (special && answer) {
      checkCases.push({
        id: String(index),
        program: judgeSide(uids, [judgeBinary, ...checkerArgv(paths.input, output, answer)], {
          stdout: paths.checkerOutput,
          stderr: paths.checkerOutput,
          outputBytes: 1 << 20,
        }),
      });
    }
  });

  const prepare: string[] = ['set -e'];
  const compile = compileCase(input, vars);
  if (judgeFiles.length > 0) {
    entries.push({ type: 'file', path: 'stage/judge.tar', content: packTar(judgeFiles) });
    const unpack = `mkdir -m 0700 ${JUDGE_DIR} && tar -x -C ${JUDGE_DIR} -f ${STAGE_DIR}/judge.tar`;
    const privateJob = formatRunnerJob([
      { id: 'private', program: judgeSide(uids, ['sh', '-c', unpack], { cwd: '/w', stderr: `${OUT_DIR}/private.msg` }) },
    ]);
    entries.push({ type: 'dir', path: 'private', mode: 0o1777 }, { type: 'file', path: 'stage/private.job', content: privateJob });
    prepare.push(`${RUNNER_PATH} ${STAGE_DIR}/private.job > ${OUT_DIR}/private.jsonl`, `rm -f ${STAGE_DIR}/judge.tar`);
  }
  if (compile) {
    entries.push({ type: 'file', path: 'stage/compile.job', content: formatRunnerJob([compile]) });
    prepare.push(
      `${RUNNER_PATH} ${STAGE_DIR}/compile.job > ${OUT_DIR}/compile.jsonl`,
      `truncate -c -s '<${COMPILE_MESSAGE_MAX_BYTES}' ${OUT_DIR}/compile.msg`,
    );
  }
  prepare.push(`tar -c -C /w out`);

  const stopOnFailure = job.judgeCaseMode === 'ergodic_without_error';
  entries.push({ type: 'file', path: 'stage/run.job', content: formatRunnerJob(runCases, { stopOnFailure }) });
  const run: string[] = [`${RUNNER_PATH} ${STAGE_DIR}/run.job > ${OUT_DIR}/run.jsonl`];
  if (checkCases.length > 0) {
    entries.push({ type: 'file', path: 'stage/check.job', content: formatRunnerJob(checkCases) });
    run.push(`${RUNNER_PATH} ${STAGE_DIR}/check.job > ${OUT_DIR}/check.jsonl`);
  }
  run.push(
    `truncate -c -s '${STDERR_KEEP}' ${OUT_DIR}/*.err ${OUT_DIR}/*.ierr 2>/dev/null`,
    `tar -c -C /w --ignore-failed-read out ${outputPaths.filter((path) => path.startsWith(archivePath(RUN_DIR))).join(' ')} 2>/dev/null`,
  );
  entries.push(
    { type: 'file', path: archivePath(PREPARE_SCRIPT_PATH), content: prepare.join('\n') + '\n' },
    { type: 'file', path: archivePath(RUN_SCRIPT_PATH), content: run.join('\n') + '\n' },
  );
  const wallSum = (cases: RunnerCase[]): number =>
    cases.reduce((total, item) => total + Math.max(item.program.wallMs, item.interactor?.wallMs ?? 0), 0);
  return {
    upload: packTar(entries),
    prepareScript: prepare.join('\n'),
    runScript: run.join('\n'),
    outputPaths,
    prepareTimeoutMs: (compile?.program.wallMs ?? 0) + EXEC_SLACK_MS,
    runTimeoutMs: wallSum(runCases) + wallSum(checkCases) + EXEC_SLACK_MS,
  };
}
