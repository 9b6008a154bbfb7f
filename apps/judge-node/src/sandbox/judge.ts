/**
 * Judges one submission in one sandbox container through its agent's two stages (stages.ts): prepare +
 * compile, then run every case + check; verdicts and scores come from @oj/judge-core. What differs by
 * judge mode (answers, checker or interactor, comparison) is the mode's strategy (modes/).
 */
import { readFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join, relative, isAbsolute } from 'node:path';
import { isSafeTestDataName, Verdict } from '@oj/contracts';
import type { JudgeCaseResult, JudgeJob, JudgeResult, VerdictCode } from '@oj/contracts';
import { aggregate, effectiveLimits, fillCancelled, findLanguage, ioPlan, previewText, reservedFileNames, extraFileProblems, shouldStop } from '@oj/judge-core';
import type { EffectiveLimits, LanguageSpec } from '@oj/judge-core';
import { buildChecker } from './checker-build.ts';
import { CompileCache, compileCacheable, compileKey } from './compile-cache.ts';
import { evaluateCase } from './evaluate.ts';
import { JobError } from './job-error.ts';
import { JUDGE_BINARY, uidsOf } from './layout.ts';
import { findJudgeMode } from './modes/index.ts';
import type { JudgeModeStrategy, LoadedCase } from './modes/strategy.ts';
import { COMPILE_MESSAGE_MAX_BYTES, planSubmission } from './plan.ts';
import type { SubmissionPlan } from './plan.ts';
import type { Sandbox, SandboxPool } from './pool.ts';
import { RunOutputCollector } from './run-output.ts';
import type { OutputComparer, RunOutputStats } from './run-output.ts';
import { parseRunnerOutput } from './runner-protocol.ts';
import type { RunnerResult } from './runner-protocol.ts';
import { PREPARE_STEPS_PATH, RUN_STEPS_PATH } from './stages.ts';
import { unpackTar } from './tar.ts';

/** How to judge: the container pool, where compiled checkers are cached, and progress callbacks. */
export interface JudgeOptions {
  pool: SandboxPool;
  /** Host directory for compiled checkers and interactors. */
  cacheDir: string;
  /** Name of this judge node, reported in the result. */
  judger?: string;
  /** Delivery attempt of the job (1 on the first try). */
  attempt?: number;
  /** Called when compiling starts (6) and when running starts (7). */
  onProgress?: (status: 6 | 7) => void;
  /** Called once the run stage's archive has been read: how much crossed, and the most held at once. */
  onRunOutput?: (stats: RunOutputStats) => void;
}

/** The path of a case file, refused unless its name is a plain file name that stays in `testDataDir`. */
function testDataPath(testDataDir: string, caseId: number, name: unknown): string {
  if (typeof name !== 'string' || !isSafeTestDataName(name)) {
    throw new JobError(`Unsafe test data file name for case ${caseId}: ${JSON.stringify(name)}`);
  }
  const path = join(testDataDir, name);
  const inside = relative(testDataDir, path);
  if (inside === '' || inside.startsWith('..') || isAbsolute(inside)) {
    throw new JobError(`Unsafe test data file name for case ${caseId}: ${JSON.stringify(name)}`);
  }
  return path;
}

async function loadCases(job: JudgeJob, mode: JudgeModeStrategy, testDataDir: string): Promise<LoadedCase[]> {
  if (job.isTestJudge) {
    const spec = { caseId: job.cases[0]?.caseId ?? 1, inputName: '', outputName: '', score: 0, groupNum: null };
    const answer = job.expectedOutput ?? null;
    return [{ spec, input: Buffer.from(job.testInput ?? ''), answer: answer === null ? null : Buffer.from(answer) }];
  }
  if (job.cases.length === 0) throw new JobError('The problem has no test cases');
  // Every name is checked before any file is read.
  const paths = job.cases.map((spec) => ({
    spec,
    input: testDataPath(testDataDir, spec.caseId, spec.inputName),
    output: testDataPath(testDataDir, spec.caseId, spec.outputName),
  }));
  return Promise.all(
    paths.map(async ({ spec, input: inputPath, output: outputPath }) => {
      try {
        const input = await readFile(inputPath);
        // An interactor may work from the input alone; every other mode needs the answer.
        const answer = await readFile(outputPath).catch((error: unknown) => {
          if (mode.answerOptional) return null;
          throw error;
        });
        return { spec, input, answer };
      } catch (error) {
        throw new JobError(`Test data missing for case ${spec.caseId}: ${(error as Error).message}`);
      }
    }),
  );
}

/** Rejects unsafe IO and extra file names before anything reaches a container. */
function checkFiles(job: JudgeJob, language: LanguageSpec): void {
  let io;
  try {
    io = ioPlan(job);
  } catch (error) {
    throw new JobError((error as Error).message);
  }
  const problems = [...extraFileProblems(job.userExtraFiles, reservedFileNames(language, io)), ...extraFileProblems(job.judgeExtraFiles, [JUDGE_BINARY])];
  if (problems.length > 0) throw new JobError(problems.join('; '));
}

function byId(results: RunnerResult[]): Map<string, RunnerResult> {
  return new Map(results.map((result) => [result.id, result]));
}

/** Raises the container's memory cap when this job needs more than the pool's default. */
async function fitMemory(sandbox: Sandbox, language: LanguageSpec, limits: EffectiveLimits): Promise<void> {
  const programMb = Math.max(language.compileMemoryLimitMb, limits.memoryLimitMb * 2 + 256);
  const neededMb = sandbox.workDirMb + sandbox.tmpDirMb + programMb + 128;
  if (neededMb <= sandbox.memoryMb) return;
  const bytes = neededMb * 1024 * 1024;
  await sandbox.container.update({ Memory: bytes, MemorySwap: bytes });
  sandbox.memoryMb = neededMb;
}

/**
 * Stage one: unpack, prepare the judge-only directory, compile. Returns the compiler's failure text, if
 * any, and the stage's files (the compiled program among them when the plan keeps it).
 */
async function prepare(sandbox: Sandbox, plan: SubmissionPlan): Promise<{ compileMessage: string | null; files: Map<string, Buffer> }> {
  const prepared = await sandbox.agent.stage(PREPARE_STEPS_PATH, plan.upload, plan.prepareTimeoutMs, 'the prepare stage');
  if (prepared.exitCode !== 0) throw new Error(`preparing the sandbox failed: ${prepared.stderr.toString().trim()}`);
  const files = unpackTar(prepared.stdout);
  const privateRun = files.get('out/private.jsonl');
  if (privateRun) {
    const result = parseRunnerOutput(privateRun.toString())[0];
    if (result?.program.exitCode !== 0) throw new Error(`preparing the judge files failed: ${files.get('out/private.msg')?.toString() ?? ''}`);
  }
  const failure = plan.compiles ? compileFailure(files) : null;
  return { compileMessage: failure, files };
}

/** The compiler's failure text from the prepare stage's files, or null when it compiled. */
function compileFailure(files: Map<string, Buffer>): string | null {
  const compile = parseRunnerOutput(files.get('out/compile.jsonl')?.toString() ?? '')[0];
  if (!compile) throw new Error('the compile step reported nothing');
  if (compile.program.error) throw new JobError(`The compiler could not start: ${compile.program.error}`);
  const message = (files.get('out/compile.msg') ?? Buffer.alloc(0)).subarray(0, COMPILE_MESSAGE_MAX_BYTES).toString('utf8');
  if (compile.program.cpuExceeded || compile.program.wallExceeded) return `Compilation time limit exceeded\n${message}`;
  if (compile.program.oomKilled) return `Compilation memory limit exceeded\n${message}`;
  if (compile.program.signal !== null) return `The compiler was killed by signal ${compile.program.signal}\n${message}`;
  if (compile.program.exitCode !== 0) return message || `The compiler exited with code ${String(compile.program.exitCode)}`;
  return null;
}

/** A job ready for a sandbox: its language, limits, loaded cases, mode and judge-side binary. */
interface PreparedJob {
  job: JudgeJob;
  mode: JudgeModeStrategy;
  language: LanguageSpec;
  limits: EffectiveLimits;
  cases: LoadedCase[];
  judgeBinary: Buffer | null;
}

/** Compares an output streaming in with its case's answer, the mode's way; answers are decoded one case at a time. */
function hostComparer({ job, mode, cases }: PreparedJob): OutputComparer {
  const compare = mode.compareOnHost;
  // The plan compares on the host only in a mode that has a comparer.
  if (!compare) {
    return () => {
      throw new Error(`judge mode ${mode.mode} compares no output on the host`);
    };
  }
  return (position, output) => compare(cases[position]?.answer?.toString('utf8') ?? '', output, job);
}

async function judgeInSandbox(
  prepared: PreparedJob,
  sandbox: Sandbox,
  options: JudgeOptions,
): Promise<{ compileMessage: string | null; results: JudgeCaseResult[] }> {
  const { job, language, limits, cases, judgeBinary } = prepared;
  const io = ioPlan(job);
  // The same source compiled earlier in this image is not compiled again.
  const cache = compileCacheable(language) ? new CompileCache(join(options.cacheDir, 'compiled')) : null;
  const key = cache ? compileKey({ imageId: sandbox.imageId, language, code: job.code, userExtraFiles: job.userExtraFiles }) : null;
  const compiled = cache && key ? await cache.get(key) : null;
  const plan = planSubmission({ job, language, limits, io, cases, uids: uidsOf(sandbox.uidBase), judgeBinary, compiled, keepExecutable: key !== null });
  await fitMemory(sandbox, language, limits);
  options.onProgress?.(Verdict.Compiling);
  // A compile error ends the job here: the run archive (the case inputs) never reaches the container.
  const { compileMessage, files: prepareFiles } = await prepare(sandbox, plan);
  if (compileMessage !== null) return { compileMessage, results: [] };
  const executable = plan.executablePath ? prepareFiles.get(plan.executablePath) : undefined;
  if (cache && key && executable) await cache.put(key, executable).catch(() => undefined);

  options.onProgress?.(Verdict.Judging);
  // Outputs are compared as they stream in.
  const collector = new RunOutputCollector(plan.outputs, hostComparer(prepared));
  const ran = await sandbox.agent.stage(RUN_STEPS_PATH, plan.runArchive, plan.runTimeoutMs, 'the run stage', (chunk) => {
    collector.push(chunk);
  });
  const { files, outputs: caseOutputs, stats } = collector.finish();
  options.onRunOutput?.(stats);
  // A stage that never got to run the cases must not read as a judged submission.
  if (ran.exitCode !== 0 && !files.has('out/run.jsonl')) throw new Error(`the run stage failed: ${ran.stderr.toString().trim()}`);
  const outputs = {
    files,
    runs: byId(parseRunnerOutput(files.get('out/run.jsonl')?.toString() ?? '')),
    checks: byId(parseRunnerOutput(files.get('out/check.jsonl')?.toString() ?? '')),
    outputs: caseOutputs,
    plans: plan.outputs,
  };
  const results: JudgeCaseResult[] = [];
  for (const [position, loaded] of cases.entries()) {
    const result = evaluateCase(job, limits, loaded, position, outputs);
    if (!result) break;
    results.push(result);
    if (shouldStop(job.judgeCaseMode, results)) break;
  }
  return { compileMessage: null, results };
}

function finalResult(job: JudgeJob, options: JudgeOptions, partial: Omit<JudgeResult, 'submitId' | 'judger' | 'finishedAt' | 'attempt'>): JudgeResult {
  return {
    submitId: job.submitId,
    ...partial,
    judger: options.judger ?? hostname(),
    finishedAt: new Date().toISOString(),
    attempt: options.attempt ?? 1,
  };
}

function failed(job: JudgeJob, options: JudgeOptions, status: VerdictCode, message: string): JudgeResult {
  const cases = job.isTestJudge ? [] : fillCancelled(job.cases, []);
  return finalResult(job, options, { status, timeMs: 0, memoryKb: 0, score: 0, compileMessage: message, cases });
}

/**
 * Judges a submission against the test data in `testDataDir` (files named by the job's cases).
 * Returns Compile Error or System Error results for faults of the submission or the job; throws only
 * when the sandbox itself fails (Docker unreachable, image missing), so the caller can retry elsewhere.
 */
export async function judgeSubmission(job: JudgeJob, testDataDir: string, options: JudgeOptions): Promise<JudgeResult> {
  const language = findLanguage(job.language);
  if (!language) return failed(job, options, Verdict.SystemError, `Unknown language: ${job.language}`);
  const mode = findJudgeMode(job.judgeMode);
  if (!mode) return failed(job, options, Verdict.SystemError, `Unknown judge mode: ${job.judgeMode}`);
  let cases: LoadedCase[];
  let judgeBinary: Buffer | null = null;
  try {
    checkFiles(job, language);
    cases = await loadCases(job, mode, testDataDir);
    const judgeProgram = mode.judgeProgram(job);
    if (judgeProgram) {
      const build = await buildChecker(options.pool, judgeProgram, job.judgeExtraFiles, options.cacheDir);
      if (!build.ok) throw new JobError(build.message);
      judgeBinary = build.binary;
    }
  } catch (error) {
    if (error instanceof JobError) return failed(job, options, Verdict.SystemError, error.message);
    throw error;
  }

  const limits = effectiveLimits(language, {
    timeLimitMs: job.timeLimitMs,
    memoryLimitMb: job.memoryLimitMb,
    stackLimitMb: job.stackLimitMb,
  });
  const sandbox = await options.pool.acquire(language.image);
  let judged: { compileMessage: string | null; results: JudgeCaseResult[] };
  try {
    judged = await judgeInSandbox({ job, mode, language, limits, cases, judgeBinary }, sandbox, options);
  } catch (error) {
    if (error instanceof JobError) return failed(job, options, Verdict.SystemError, error.message);
    throw error;
  } finally {
    options.pool.release(sandbox);
  }
  if (judged.compileMessage !== null) {
    return failed(job, options, Verdict.CompileError, previewText(judged.compileMessage, COMPILE_MESSAGE_MAX_BYTES));
  }
  const specs = cases.map((loaded) => loaded.spec);
  const combined = aggregate({ type: job.type, mode: job.judgeCaseMode, cases: specs, results: judged.results });
  return finalResult(job, options, {
    status: combined.status,
    timeMs: combined.timeMs,
    memoryKb: combined.memoryKb,
    score: combined.score,
    compileMessage: null,
    cases: combined.cases,
  });
}
