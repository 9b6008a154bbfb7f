/**
 * Fixtures of the judge mode unit tests (no Docker): jobs, plan inputs, runner results and case
 * outcomes as the shared flow hands them to a strategy.
 */
import type { JudgeJob } from '@oj/contracts';
import { effectiveLimits, findLanguage, ioPlan, resourceVerdict } from '@oj/judge-core';
import type { EffectiveLimits, ResourceVerdict } from '@oj/judge-core';
import { casePaths, uidsOf } from '../../../src/sandbox/layout.ts';
import type { CaseOutcome, CasePlanInput, LoadedCase } from '../../../src/sandbox/modes/strategy.ts';
import { planSubmission } from '../../../src/sandbox/plan.ts';
import type { SubmissionPlan } from '../../../src/sandbox/plan.ts';
import type { CaseOutput } from '../../../src/sandbox/run-output.ts';
import type { ProcessResult, RunnerResult } from '../../../src/sandbox/runner-protocol.ts';
import { unpackTar } from '../../../src/sandbox/tar.ts';

const cpp = findLanguage('C++');
if (!cpp) throw new Error('C++ missing from the language table');
export const language = cpp;
export const UIDS = uidsOf(30000);
export const limits: EffectiveLimits = effectiveLimits(language, { timeLimitMs: 1000, memoryLimitMb: 256, stackLimitMb: 128 });

/** A C++ job with no cases of its own; `overrides` change any field. */
export function job(overrides: Partial<JudgeJob> = {}): JudgeJob {
  return {
    submitId: 1,
    problemId: 1,
    dataVersion: 'v',
    language: 'C++',
    code: 'int main() {}',
    type: 'oi',
    judgeMode: 'default',
    judgeCaseMode: 'default',
    timeLimitMs: 1000,
    memoryLimitMb: 256,
    stackLimitMb: 128,
    removeEndBlank: true,
    isFileIO: false,
    ioReadFileName: null,
    ioWriteFileName: null,
    userExtraFiles: {},
    judgeExtraFiles: {},
    cases: [],
    enqueuedAt: '',
    ...overrides,
  };
}

/** Case `caseId` with input INPUT-<id> and answer ANSWER-<id> (or none), worth `score`. */
export function loadedCase(caseId = 1, answer: string | null = `ANSWER-${caseId}`, score = 10): LoadedCase {
  return {
    spec: { caseId, inputName: `${caseId}.in`, outputName: `${caseId}.out`, score, groupNum: null },
    input: Buffer.from(`INPUT-${caseId}`),
    answer: answer === null ? null : Buffer.from(answer),
  };
}

/** What the shared flow tells a strategy about case 1 (working directory /w/run/1-token). */
export function planInput(overrides: Partial<JudgeJob> = {}, loaded = loadedCase()): CasePlanInput {
  const submission = job(overrides);
  return { job: submission, loaded, index: 1, paths: casePaths(1, 'token'), io: ioPlan(submission), limits, uids: UIDS, source: '/w/src/main.cpp' };
}

/** A whole plan of two cases in the job's mode, with a judge-side binary when the mode has one. */
export function wholePlan(overrides: Partial<JudgeJob> = {}, cases = [loadedCase(1), loadedCase(2)]): SubmissionPlan {
  const submission = job(overrides);
  const judgeBinary = submission.judgeMode === 'default' ? null : Buffer.from('JUDGE-BINARY');
  return planSubmission({ job: submission, language, limits, io: ioPlan(submission), cases, uids: UIDS, judgeBinary });
}

function contents(files: Map<string, Buffer>, keep: (path: string) => boolean): string {
  return [...files.entries()]
    .filter(([path]) => keep(path))
    .map(([path, data]) => `${path}: ${data.toString()}`)
    .join('\n');
}

/**
 * What each side can read of a plan: the compiler the upload's sources (the stage directory is root's),
 * the program the run archive (its input, its case directory), the judge uid the judge-only archive.
 */
export function visibleTo(plan: SubmissionPlan): { compiler: string; program: string; judge: string } {
  const upload = unpackTar(plan.upload);
  const judgeArchive = upload.get('stage/judge.tar');
  return {
    compiler: contents(upload, (path) => path.startsWith('src/') || path.startsWith('extra/')),
    program: contents(unpackTar(plan.runArchive), () => true),
    judge: judgeArchive ? contents(unpackTar(judgeArchive), () => true) : '',
  };
}

/** A runner measurement: a clean exit in 10 ms and 1 MB unless `overrides` say otherwise. */
export function processResult(overrides: Partial<ProcessResult> = {}): ProcessResult {
  return {
    exitCode: 0,
    signal: null,
    cpuMs: 10,
    wallMs: 12,
    memoryKb: 1024,
    outputExceeded: false,
    oomKilled: false,
    cpuExceeded: false,
    wallExceeded: false,
    error: null,
    ...overrides,
  };
}

/** The program's resource verdict for a measurement, as the shared flow makes it. */
export function measured(result: ProcessResult): ResourceVerdict {
  return resourceVerdict(result, limits);
}

/** A case outcome as the shared flow hands it to the strategy; `messages` are files by container path. */
export function outcome(overrides: Partial<Omit<CaseOutcome, 'message'>> & { messages?: Record<string, string> } = {}): CaseOutcome {
  const { messages = {}, ...rest } = overrides;
  const run: RunnerResult = rest.run ?? { id: '1', program: processResult(), interactor: null };
  const output: CaseOutput = { bytes: 0, preview: '', comparison: null, overCap: false };
  return {
    job: job(),
    loaded: loadedCase(),
    paths: casePaths(1),
    run,
    check: undefined,
    program: measured(run.program),
    stderr: '',
    output,
    ...rest,
    message: (path) => messages[path] ?? '',
  };
}
