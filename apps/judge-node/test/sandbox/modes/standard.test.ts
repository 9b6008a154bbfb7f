/**
 * The default mode without Docker: the program reads its input and writes its output as files, the
 * host compares the output with the answer, and answers never enter the container.
 */
import { describe, expect, it } from 'vitest';
import { Verdict } from '@oj/contracts';
import { standardMode } from '../../../src/sandbox/modes/standard.ts';
import { formatSteps } from '../../../src/sandbox/steps.ts';
import { job, loadedCase, measured, outcome, planInput, processResult, visibleTo, wholePlan } from './fixtures.ts';

describe('standard mode: plan', () => {
  it('gives the program its input on stdin and its output on stdout, and the judge side nothing', () => {
    const plan = standardMode.planCase(planInput());
    expect(plan.programIo).toEqual({ stdin: '/w/in/1.in', stdout: '/w/out/1.out' });
    expect(plan.runFiles).toEqual([{ type: 'file', path: 'in/1.in', content: Buffer.from('INPUT-1') }]);
    expect(plan.judgeFiles).toEqual([]);
    expect(plan.outputPath).toBe('/w/out/1.out');
    expect(plan.interactor).toBeUndefined();
    expect(plan.checker).toBeUndefined();
    expect(standardMode.judgeProgram(job())).toBeNull();
  });

  it('links a file-IO input into the case directory and pre-creates the output there, writable by all', () => {
    const plan = standardMode.planCase(planInput({ isFileIO: true, ioReadFileName: 'a.in', ioWriteFileName: 'a.out' }));
    expect(plan.programIo).toEqual({});
    expect(plan.runFiles).toEqual([
      { type: 'file', path: 'in/1.in', content: Buffer.from('INPUT-1') },
      { type: 'link', path: 'run/1-token/a.in', target: 'in/1.in' },
      { type: 'file', path: 'run/1-token/a.out', content: '', mode: 0o666 },
    ]);
    expect(plan.outputPath).toBe('/w/run/1-token/a.out');
    // Only one of the two names: the other end stays on stdin or stdout.
    expect(standardMode.planCase(planInput({ isFileIO: true, ioReadFileName: 'a.in', ioWriteFileName: null })).programIo).toEqual({ stdout: '/w/out/1.out' });
  });

  it('shows the compiler no test data, the program only inputs, and keeps every answer on the host', () => {
    const plan = wholePlan();
    const seen = visibleTo(plan);
    expect(seen.compiler).not.toMatch(/INPUT-|ANSWER-/);
    expect(seen.program).toContain('INPUT-2');
    expect(seen.program).not.toContain('ANSWER-');
    expect(seen.judge).toBe('');
    expect(plan.outputs.map((item) => item.comparedOnHost)).toEqual([true, true]);
    expect(formatSteps(plan.runSteps).toString()).not.toContain('check.job');
  });

  it('leaves an output with no answer to compare uncompared, capped at the output limit', () => {
    const plan = wholePlan({ isTestJudge: true }, [loadedCase(1, null)]);
    expect(plan.outputs).toEqual([{ path: 'out/1.out', comparedOnHost: false, capBytes: 64 << 20 }]);
  });
});

describe('standard mode: verdicts', () => {
  it('compares on the host, with or without end blanks', () => {
    const status = (answer: string, output: string, overrides: Parameters<typeof job>[0] = {}) =>
      standardMode.compareOnHost?.(answer, output, job(overrides)).status;
    expect(status('42\n', '42  \n\n', { removeEndBlank: true })).toBe(Verdict.Accepted);
    expect(status('42\n', '42  \n\n', { removeEndBlank: false })).toBe(Verdict.PresentationError);
    expect(status('42\n', '43\n')).toBe(Verdict.WrongAnswer);
  });

  it("compares by the job's built-in checker: absent is exact", () => {
    const compare = (output: string, overrides: Parameters<typeof job>[0] = {}) => standardMode.compareOnHost?.('1.0 YES\n', output, job(overrides));
    expect(compare('1.0\nYES')?.status).toBe(Verdict.PresentationError);
    expect(compare('1.0  yes', { builtinChecker: { kind: 'tokens', caseSensitive: false } })?.status).toBe(Verdict.Accepted);
    const float = { kind: 'float', caseSensitive: false, absTolerance: 0.01 } as const;
    expect(compare('1.005 Yes', { builtinChecker: float })?.status).toBe(Verdict.Accepted);
    expect(compare('1.02 Yes', { builtinChecker: float })).toEqual({
      status: Verdict.WrongAnswer,
      message: 'token 1 (line 1): expected 1.0, found 1.02 (difference 0.02, tolerance absolute 0.01)',
    });
  });

  it('takes the comparison made while the output streamed in, its message before stderr', () => {
    const comparison = { status: Verdict.WrongAnswer, message: 'line 1, column 2: expected "42", found "41"' } as const;
    const output = { bytes: 3, preview: '41\n', comparison, overCap: false };
    expect(standardMode.evaluate(outcome({ output, stderr: 'debug' }))).toEqual({ status: Verdict.WrongAnswer, message: `${comparison.message}\ndebug` });
    expect(standardMode.evaluate(outcome({ output }))).toEqual({ status: Verdict.WrongAnswer, message: comparison.message });
  });

  it('compares a missing output as empty: Accepted only against an empty answer', () => {
    expect(standardMode.evaluate(outcome()).status).toBe(Verdict.WrongAnswer);
    expect(standardMode.evaluate(outcome({ loaded: loadedCase(1, '\n') })).status).toBe(Verdict.Accepted);
  });

  it('reports the program failure before any comparison, and Accepted when there is no answer', () => {
    const crashed = processResult({ exitCode: null, signal: 11 });
    const failed = standardMode.evaluate(
      outcome({
        program: measured(crashed),
        stderr: 'boom',
        output: { bytes: 0, preview: '', comparison: { status: Verdict.Accepted, message: '' }, overCap: false },
      }),
    );
    expect(failed.status).toBe(Verdict.RuntimeError);
    expect(failed.message).toMatch(/SIGSEGV[^]*\nboom$/);
    expect(standardMode.evaluate(outcome({ loaded: loadedCase(1, null), stderr: 'note' }))).toEqual({ status: Verdict.Accepted, message: 'note' });
  });
});
