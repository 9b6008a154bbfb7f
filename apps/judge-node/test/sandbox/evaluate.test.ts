/**
 * evaluateCase without Docker: the shared part (a case the runner never reached, a program that could
 * not start, limits, output caps, runtime out-of-memory texts, scores and previews) and its hand-over to
 * the judge mode's strategy, which reads its messages from the collected files.
 */
import { describe, expect, it } from 'vitest';
import { Verdict } from '@oj/contracts';
import type { JudgeJob } from '@oj/contracts';
import { evaluateCase } from '../../src/sandbox/evaluate.ts';
import type { RunOutputs } from '../../src/sandbox/evaluate.ts';
import type { CaseOutput } from '../../src/sandbox/run-output.ts';
import type { ProcessResult } from '../../src/sandbox/runner-protocol.ts';
import { job, limits, loadedCase, processResult } from './modes/fixtures.ts';

const ACCEPTED_OUTPUT: CaseOutput = { bytes: 9, preview: 'ANSWER-1\n', comparison: { status: Verdict.Accepted, message: '' }, overCap: false };

interface Collected {
  program?: Partial<ProcessResult>;
  interactor?: Partial<ProcessResult>;
  check?: Partial<ProcessResult>;
  output?: CaseOutput;
  files?: Record<string, string>;
  capBytes?: number;
}

/** What the run stage sent back for case 1. */
function collected({ program, interactor, check, output = ACCEPTED_OUTPUT, files = {}, capBytes = 1 << 20 }: Collected): RunOutputs {
  return {
    files: new Map(Object.entries(files).map(([path, content]) => [path, Buffer.from(content)])),
    runs: new Map([['1', { id: '1', program: processResult(program), interactor: interactor ? processResult(interactor) : null }]]),
    checks: check ? new Map([['1', { id: '1', program: processResult(check), interactor: null }]]) : new Map(),
    outputs: new Map([[0, output]]),
    plans: [{ path: 'out/1.out', comparedOnHost: true, capBytes }],
  };
}

function evaluate(from: Collected, overrides: Partial<JudgeJob> = {}, loaded = loadedCase()) {
  return evaluateCase(job(overrides), limits, loaded, 0, collected(from));
}

describe('evaluateCase', () => {
  it('returns null for a case the runner never reached (ergodic mode stopped before it)', () => {
    expect(evaluateCase(job(), limits, loadedCase(2), 1, collected({}))).toBeNull();
  });

  it('copies the measurements and earns the case score on Accepted', () => {
    const result = evaluate({ program: { cpuMs: 37, memoryKb: 4096 } });
    expect(result).toEqual({ caseId: 1, status: Verdict.Accepted, timeMs: 37, memoryKb: 4096, groupNum: null, userOutput: 'ANSWER-1\n', score: 10 });
  });

  it('is System Error, with no score, when the program could not start', () => {
    const result = evaluate({ program: { error: 'exec failed: ENOENT' } });
    expect(result).toMatchObject({ status: Verdict.SystemError, score: 0, message: 'The program could not start: exec failed: ENOENT' });
  });

  it('reads a kill at the wall deadline as over the limit, even when the reaped time is just under it', () => {
    const result = evaluate({ program: { wallExceeded: true, wallMs: limits.wallTimeLimitMs - 5, exitCode: null, signal: 9 } });
    expect(result?.status).toBe(Verdict.TimeLimitExceeded);
  });

  it('turns an output over its cap into a Runtime Error that says how much the case accepts', () => {
    const overCap = { bytes: 1 << 20, preview: 'y', comparison: null, overCap: true };
    expect(evaluate({ output: overCap })).toMatchObject({
      status: Verdict.RuntimeError,
      message: 'Output limit exceeded: this case accepts at most 1.0 MiB of output',
    });
    // A program that ignores SIGXFSZ and stops at the cap counts too; small caps read in KiB.
    expect(evaluate({ program: { exitCode: null, signal: 25 }, capBytes: 1000 })?.message).toBe(
      'Output limit exceeded: this case accepts at most 1 KiB of output',
    );
  });

  it('reads a runtime out-of-memory error in stderr as Memory Limit Exceeded', () => {
    const files = { 'out/1.err': 'Exception in thread "main" java.lang.OutOfMemoryError: Java heap space' };
    expect(evaluate({ program: { exitCode: 1 }, files }, { language: 'Java' })?.status).toBe(Verdict.MemoryLimitExceeded);
    expect(evaluate({ program: { exitCode: 1 }, files: { 'out/1.err': 'NullPointerException' } }, { language: 'Java' })?.status).toBe(Verdict.RuntimeError);
  });

  it('hands the rest to the mode: the comparison, the checker output, the interactor message', () => {
    const presentation = { status: Verdict.PresentationError, message: 'Only whitespace differs from the answer' } as const;
    expect(evaluate({ output: { ...ACCEPTED_OUTPUT, comparison: presentation } })).toMatchObject({
      status: Verdict.PresentationError,
      message: presentation.message,
    });
    const checked = evaluate(
      { check: { exitCode: 7 }, files: { 'out/1.chk': 'points 0.5' }, output: { ...ACCEPTED_OUTPUT, comparison: null } },
      { judgeMode: 'spj' },
    );
    expect(checked).toMatchObject({ status: Verdict.PartialAccepted, score: 5, message: 'points 0.5' });
    const interacted = evaluate({ interactor: { exitCode: 1 }, files: { 'out/1.ierr': 'too many guesses' } }, { judgeMode: 'interactive' });
    expect(interacted).toMatchObject({ status: Verdict.WrongAnswer, score: 0, message: 'too many guesses' });
  });

  it('keeps a preview of a long message, not the whole of it', () => {
    const result = evaluate({ program: { exitCode: 1 }, files: { 'out/1.err': 'e'.repeat(100_000) } });
    expect(result?.status).toBe(Verdict.RuntimeError);
    expect(result?.message?.length).toBeLessThan(2000);
  });
});
