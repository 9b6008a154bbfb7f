/**
 * The sandbox executor: judges submissions in Docker containers with the native runner.
 */
export { judgeSubmission } from './judge.ts';
export type { JudgeOptions } from './judge.ts';
export type { RunOutputStats } from './run-output.ts';
export { execIn, ExecSession } from './exec.ts';
export type { ExecOutput, ExecSessionOptions } from './exec.ts';
export { SandboxPool } from './pool.ts';
export type { Sandbox, SandboxPoolOptions } from './pool.ts';
export { SandboxAgent } from './agent.ts';
export type { StageOutput } from './agent.ts';
export { buildChecker } from './checker-build.ts';
export type { CheckerBuild } from './checker-build.ts';
export { compileCheckerOnRequest } from './checker-compile.ts';
export type { CheckerCompileOutcome } from './checker-compile.ts';
export { formatRunnerJob, parseRunnerOutput, RUNNER_PATH } from './runner-protocol.ts';
export type { ProcessResult, ProcessSpec, RunnerCase, RunnerResult } from './runner-protocol.ts';
export { packTar, unpackTar } from './tar.ts';
export type { TarEntry } from './tar.ts';
