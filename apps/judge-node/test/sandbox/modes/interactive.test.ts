/**
 * Interactive mode without Docker: only the interactor gets the input and answer, the program's stdin
 * and stdout are its pipes, and the verdict combines program and interactor.
 */
import { describe, expect, it } from 'vitest';
import { Verdict } from '@oj/contracts';
import { interactiveMode } from '../../../src/sandbox/modes/interactive.ts';
import { formatSteps } from '../../../src/sandbox/steps.ts';
import { job, limits, loadedCase, measured, outcome, planInput, processResult, UIDS, visibleTo, wholePlan } from './fixtures.ts';

const INTERACTOR = { language: 'C++', code: 'int main() {}' };

describe('interactive mode: plan', () => {
  it('wires the program to the interactor only, with the input and answer in the judge-only directory', () => {
    const plan = interactiveMode.planCase(planInput({ judgeMode: 'interactive' }));
    expect(plan.programIo).toEqual({});
    expect(plan.runFiles).toEqual([]);
    expect(plan.judgeFiles).toEqual([
      { type: 'file', path: '1.in', content: Buffer.from('INPUT-1') },
      { type: 'file', path: '1.ans', content: Buffer.from('ANSWER-1') },
    ]);
    expect(plan.interactor).toMatchObject({
      argv: ['/w/private/judge/judge-program', '/w/private/judge/1.in', '/w/private/judge/1.tout', '/w/private/judge/1.ans'],
      uid: UIDS.judge,
      stderr: '/w/out/1.ierr',
      cpuMs: limits.timeLimitMs * 2 + 1000,
      wallMs: limits.wallTimeLimitMs + 2000,
    });
    expect(plan.checker).toBeUndefined();
  });

  it('works without an answer, and ignores file-IO names', () => {
    expect(interactiveMode.answerOptional).toBe(true);
    const plan = interactiveMode.planCase(
      planInput({ judgeMode: 'interactive', isFileIO: true, ioReadFileName: 'a.in', ioWriteFileName: 'a.out' }, loadedCase(1, null)),
    );
    expect(plan.interactor?.argv).toEqual(['/w/private/judge/judge-program', '/w/private/judge/1.in', '/w/private/judge/1.tout']);
    expect(plan.judgeFiles.map((entry) => entry.path)).toEqual(['1.in']);
    expect(plan.runFiles).toEqual([]);
    expect(plan.programIo).toEqual({});
    expect(interactiveMode.judgeProgram(job({ judgeMode: 'interactive', checker: INTERACTOR }))).toEqual(INTERACTOR);
  });

  it('shows neither the compiler nor the program any input or answer', () => {
    const seen = visibleTo(wholePlan({ judgeMode: 'interactive', checker: INTERACTOR }));
    expect(seen.compiler).not.toMatch(/INPUT-|ANSWER-/);
    expect(seen.program).not.toMatch(/INPUT-|ANSWER-/);
    expect(seen.judge).toContain('2.in: INPUT-2');
    expect(seen.judge).toContain('2.ans: ANSWER-2');
  });
});

describe('interactive mode: verdicts', () => {
  const judged = (program: ReturnType<typeof processResult>, interactorExit: number | null, message = '', stderr = '') =>
    interactiveMode.evaluate(
      outcome({
        run: { id: '1', program, interactor: processResult({ exitCode: interactorExit }) },
        stderr,
        messages: { '/w/out/1.ierr': message },
      }),
    );

  it('takes the interactor verdict when the program ran cleanly, its message or else the program stderr', () => {
    expect(judged(processResult(), 0, 'found in 30')).toMatchObject({ status: Verdict.Accepted, message: 'found in 30' });
    expect(judged(processResult(), 1, 'too many guesses')).toMatchObject({ status: Verdict.WrongAnswer, message: 'too many guesses' });
    expect(judged(processResult(), 0, '', 'my debug line')).toMatchObject({ status: Verdict.Accepted, message: 'my debug line' });
  });

  it('lets the program TLE win over the interactor WA, and the interactor WA win over the program RE', () => {
    const slow = processResult({ cpuMs: 1500, cpuExceeded: true, exitCode: null, signal: 9 });
    expect(judged(slow, 1, 'no guess').status).toBe(Verdict.TimeLimitExceeded);
    const crashed = processResult({ exitCode: 3 });
    expect(judged(crashed, 1, 'no guess').status).toBe(Verdict.WrongAnswer);
    expect(judged(crashed, 0, 'ok').status).toBe(Verdict.RuntimeError);
  });

  it('is System Error when the interactor fails (exit 3) or never ran', () => {
    expect(judged(processResult(), 3, 'bad input').status).toBe(Verdict.SystemError);
    const alone = interactiveMode.evaluate(outcome({ program: measured(processResult()) }));
    expect(alone).toMatchObject({ status: Verdict.SystemError, message: 'The checker did not run' });
  });
});

describe('interactive mode: checker protocols', () => {
  it('runs a Kattis validator on the pipes with input, answer and a feedback directory', () => {
    const plan = interactiveMode.planCase(planInput({ judgeMode: 'interactive', checkerProtocol: 'kattis' }));
    expect(plan.interactor).toMatchObject({
      argv: ['/w/private/judge/judge-program', '/w/private/judge/1.in', '/w/private/judge/1.ans', '/w/private/judge/1.feedback/'],
      uid: UIDS.judge,
      stderr: '/w/out/1.ierr',
    });
    expect(plan.interactor?.stdin).toBeUndefined();
    expect(plan.judgeFiles.map((entry) => entry.path)).toEqual(['1.in', '1.ans', '1.feedback']);
    expect(plan.feedbackReaders?.[0]).toMatchObject({ cwd: '/w/private/judge/1.feedback', stdout: '/w/out/1.fb1' });
    const flagged = interactiveMode.planCase(planInput({ judgeMode: 'interactive', checkerProtocol: 'kattis', validatorFlags: ['rounds', '5'] }));
    expect(flagged.interactor?.argv.slice(3)).toEqual(['/w/private/judge/1.feedback/', 'rounds', '5']);
    const noAnswer = interactiveMode.planCase(planInput({ judgeMode: 'interactive', checkerProtocol: 'kattis' }, loadedCase(1, null)));
    expect(noAnswer.interactor?.argv[2]).toBe('/dev/null');
  });

  it('reads feedback without opening the program’s outputs, and refuses a protocol without an interactive form', () => {
    const steps = formatSteps(wholePlan({ judgeMode: 'interactive', checker: INTERACTOR, checkerProtocol: 'kattis' }).runSteps).toString();
    expect(steps).toContain('check.job');
    expect(steps).not.toContain('chmod');
    expect(() => interactiveMode.judgeProgram(job({ judgeMode: 'interactive', checker: INTERACTOR, checkerProtocol: 'qduoj' }))).toThrow(
      'An interactor cannot follow the qduoj protocol',
    );
  });

  it('takes the Kattis judge message as the verdict message', () => {
    const verdict = interactiveMode.evaluate(
      outcome({
        job: job({ judgeMode: 'interactive', checkerProtocol: 'kattis' }),
        run: { id: '1', program: processResult(), interactor: processResult({ exitCode: 43 }) },
        messages: { '/w/out/1.fb1': 'too many guesses', '/w/out/1.ierr': 'debug' },
      }),
    );
    expect(verdict).toMatchObject({ status: Verdict.WrongAnswer, message: 'too many guesses' });
  });
});
