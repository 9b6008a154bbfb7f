/**
 * Special judge without Docker: answers go only to the judge-only directory, the checker runs as the
 * judge uid in testlib order once every program has ended, and its exit becomes the verdict.
 */
import { describe, expect, it } from 'vitest';
import { Verdict } from '@oj/contracts';
import { JobError } from '../../../src/sandbox/job-error.ts';
import { specialMode } from '../../../src/sandbox/modes/special.ts';
import { formatSteps } from '../../../src/sandbox/steps.ts';
import { unpackTar } from '../../../src/sandbox/tar.ts';
import { job, loadedCase, measured, outcome, planInput, processResult, UIDS, visibleTo, wholePlan } from './fixtures.ts';

const CHECKER = { language: 'C++', code: 'int main() {}' };

describe('special mode: plan', () => {
  it('compiles the job checker, and refuses a job without one', () => {
    expect(specialMode.judgeProgram(job({ judgeMode: 'spj', checker: CHECKER }))).toEqual(CHECKER);
    expect(() => specialMode.judgeProgram(job({ judgeMode: 'spj' }))).toThrow(JobError);
    expect(() => specialMode.judgeProgram(job({ judgeMode: 'spj' }))).toThrow('Judge mode spj needs a checker');
    expect(specialMode.compareOnHost).toBeNull();
  });

  it('puts the answer in the judge-only directory and checks input, output and answer as the judge uid', () => {
    const plan = specialMode.planCase(planInput({ judgeMode: 'spj' }));
    expect(plan.programIo).toEqual({ stdin: '/w/in/1.in', stdout: '/w/out/1.out' });
    expect(plan.judgeFiles).toEqual([{ type: 'file', path: '1.ans', content: Buffer.from('ANSWER-1') }]);
    expect(plan.checker).toMatchObject({
      argv: ['/w/private/judge/judge-program', '/w/in/1.in', '/w/out/1.out', '/w/private/judge/1.ans'],
      cwd: '/w/private/judge',
      uid: UIDS.judge,
      gid: UIDS.judge,
      stdout: '/w/out/1.chk',
      stderr: '/w/out/1.chk',
      outputBytes: 1 << 20,
      cpuMs: 10_000,
      wallMs: 20_000,
    });
    expect(plan.interactor).toBeUndefined();
  });

  it('gives the checker the file-IO output, and plans no checker for a case without an answer', () => {
    const fileIo = specialMode.planCase(planInput({ judgeMode: 'spj', isFileIO: true, ioReadFileName: 'a.in', ioWriteFileName: 'a.out' }));
    expect(fileIo.checker?.argv[2]).toBe('/w/run/1-token/a.out');
    const unanswered = specialMode.planCase(planInput({ judgeMode: 'spj' }, loadedCase(1, null)));
    expect(unanswered.checker).toBeUndefined();
    expect(unanswered.judgeFiles).toEqual([]);
  });

  it('shows the compiler no test data, the program no answer, and the judge uid answers and its binary', () => {
    const plan = wholePlan({ judgeMode: 'spj', checker: CHECKER });
    const seen = visibleTo(plan);
    expect(seen.compiler).not.toMatch(/INPUT-|ANSWER-/);
    expect(seen.program).toContain('INPUT-1');
    expect(seen.program).not.toContain('ANSWER-');
    expect(seen.judge).toContain('1.ans: ANSWER-1');
    expect(seen.judge).toContain('judge-program: JUDGE-BINARY');
    expect(plan.outputs.map((item) => item.comparedOnHost)).toEqual([false, false]);
    expect(formatSteps(plan.runSteps).toString()).toContain('check.job');
  });
});

describe('special mode: verdicts', () => {
  const checked = (exitCode: number | null, message: string, overrides = {}) =>
    specialMode.evaluate(
      outcome({
        job: job({ judgeMode: 'spj' }),
        check: { id: '1', program: processResult({ exitCode, ...overrides }), interactor: null },
        messages: { '/w/out/1.chk': message },
      }),
    );

  it('reads the checker exit: 0 Accepted, 1 Wrong Answer, 7 partial points of the case score', () => {
    expect(checked(0, 'ok')).toMatchObject({ status: Verdict.Accepted, message: 'ok' });
    expect(checked(1, '3 + 3 != 7')).toMatchObject({ status: Verdict.WrongAnswer, message: '3 + 3 != 7' });
    expect(checked(7, 'points 0.5 halves')).toEqual({ status: Verdict.PartialAccepted, message: 'points 0.5 halves', ratio: 0.5 });
  });

  it('is System Error when the checker did not run, could not start, or ran out of time', () => {
    expect(specialMode.evaluate(outcome({ job: job({ judgeMode: 'spj' }) }))).toMatchObject({
      status: Verdict.SystemError,
      message: 'The checker did not run',
    });
    expect(checked(null, '', { error: 'no such file' }).message).toBe('The checker could not start: no such file');
    expect(checked(null, 'slow', { signal: 9, wallExceeded: true })).toMatchObject({
      status: Verdict.SystemError,
      message: 'The checker exceeded its time limit: slow',
    });
  });

  it('reports the program failure without asking the checker, and Accepted without an answer', () => {
    const tle = specialMode.evaluate(
      outcome({
        program: measured(processResult({ cpuMs: 1500, cpuExceeded: true, exitCode: null, signal: 9 })),
        check: { id: '1', program: processResult(), interactor: null },
      }),
    );
    expect(tle.status).toBe(Verdict.TimeLimitExceeded);
    expect(specialMode.evaluate(outcome({ loaded: loadedCase(1, null) })).status).toBe(Verdict.Accepted);
  });
});

describe('special mode: checker protocols', () => {
  it('calls a Kattis validator with the output on stdin and a feedback directory only the judge uid reaches', () => {
    const plan = specialMode.planCase(planInput({ judgeMode: 'spj', checkerProtocol: 'kattis' }));
    expect(plan.checker).toMatchObject({
      argv: ['/w/private/judge/judge-program', '/w/in/1.in', '/w/private/judge/1.ans', '/w/private/judge/1.feedback/'],
      stdin: '/w/out/1.out',
      cwd: '/w/private/judge',
      uid: UIDS.judge,
    });
    expect(plan.judgeFiles).toContainEqual({ type: 'dir', path: '1.feedback', mode: 0o700 });
    // A case with points has a third file to read (score.txt): a second reader, its stdout only.
    expect(plan.feedbackReaders).toEqual([
      expect.objectContaining({
        argv: ['sh', '-c', expect.stringContaining('head -c'), 'feedback', 'judgemessage.txt', 'teammessage.txt'],
        cwd: '/w/private/judge/1.feedback',
        uid: UIDS.judge,
        stdout: '/w/out/1.fb1',
        stderr: '/w/out/1.fb2',
      }),
      expect.objectContaining({ argv: ['sh', '-c', expect.stringContaining('head -c'), 'feedback', 'score.txt'], stdout: '/w/out/1.fb3', uid: UIDS.judge }),
    ]);
    expect(plan.feedbackReaders?.[1]).not.toHaveProperty('stderr');
    const acm = specialMode.planCase(planInput({ judgeMode: 'spj', checkerProtocol: 'kattis' }, loadedCase(1, 'ANSWER-1', 0)));
    expect(acm.feedbackReaders).toHaveLength(1);
  });

  it('gives a Kattis validator the job’s validator flags after feedback_dir, and no other protocol', () => {
    const flags = ['float_tolerance', '1e-6'];
    const kattis = specialMode.planCase(planInput({ judgeMode: 'spj', checkerProtocol: 'kattis', validatorFlags: flags }));
    expect(kattis.checker?.argv.slice(3)).toEqual(['/w/private/judge/1.feedback/', 'float_tolerance', '1e-6']);
    const testlib = specialMode.planCase(planInput({ judgeMode: 'spj', validatorFlags: flags }));
    expect(testlib.checker?.argv).toEqual(['/w/private/judge/judge-program', '/w/in/1.in', '/w/out/1.out', '/w/private/judge/1.ans']);
  });

  it('runs every feedback reader in the check job, after the checkers', () => {
    const plan = wholePlan({ judgeMode: 'spj', checker: CHECKER, checkerProtocol: 'kattis' });
    const job = unpackTar(plan.upload).get('stage/check.job')?.toString() ?? '';
    const ids = job.split('\n').filter((line) => line.startsWith('id '));
    expect(ids).toEqual(['id 1', 'id 2', 'id 1.feedback', 'id 1.feedback2', 'id 2.feedback', 'id 2.feedback2']);
  });

  it('gives a SYZOJ checker its named files as links in its own directory, and its stderr apart', () => {
    const plan = specialMode.planCase(planInput({ judgeMode: 'spj', checkerProtocol: 'syzoj' }));
    expect(plan.checker).toMatchObject({
      argv: ['/w/private/judge/judge-program'],
      cwd: '/w/private/judge/1.feedback',
      stdout: '/w/out/1.chk',
      stderr: '/w/out/1.chke',
    });
    expect(plan.judgeFiles).toEqual([
      { type: 'file', path: '1.ans', content: Buffer.from('ANSWER-1') },
      { type: 'dir', path: '1.feedback', mode: 0o700 },
      { type: 'symlink', path: '1.feedback/input', target: '/w/in/1.in' },
      { type: 'symlink', path: '1.feedback/user_out', target: '/w/out/1.out' },
      { type: 'symlink', path: '1.feedback/answer', target: '/w/private/judge/1.ans' },
      { type: 'symlink', path: '1.feedback/code', target: '/w/src/main.cpp' },
    ]);
    expect(plan.feedbackReaders).toBeUndefined();
  });

  it('runs the feedback reader after its checker, in the check job, and never shows the program the feedback', () => {
    const plan = wholePlan({ judgeMode: 'spj', checker: CHECKER, checkerProtocol: 'lemon' });
    const seen = visibleTo(plan);
    expect(seen.program).not.toContain('feedback');
    expect(seen.compiler).not.toContain('feedback');
    const steps = formatSteps(plan.runSteps).toString();
    expect(steps).toContain('chmod 711 /w/out /w/in');
    expect(steps).toContain('check.job');
  });

  it('reads each protocol by its own rules', () => {
    const checked = (protocol: 'kattis' | 'hustoj' | 'lemon' | 'syzoj', exitCode: number, messages: Record<string, string>) =>
      specialMode.evaluate(
        outcome({
          job: job({ judgeMode: 'spj', checkerProtocol: protocol }),
          check: { id: '1', program: processResult({ exitCode }), interactor: null },
          messages,
        }),
      );
    expect(checked('kattis', 43, { '/w/out/1.fb1': 'expected 3' })).toMatchObject({ status: Verdict.WrongAnswer, message: 'expected 3' });
    expect(checked('kattis', 1, { '/w/out/1.chk': 'crash' }).status).toBe(Verdict.SystemError);
    // score.txt (the third file) out of the case's 10 points.
    expect(checked('kattis', 42, { '/w/out/1.fb1': 'ok', '/w/out/1.fb3': '2.5' })).toEqual({ status: Verdict.PartialAccepted, message: 'ok', ratio: 0.25 });
    expect(checked('hustoj', 2, { '/w/out/1.chk': 'no' })).toMatchObject({ status: Verdict.WrongAnswer, message: 'no' });
    expect(checked('lemon', 0, { '/w/out/1.fb1': '4', '/w/out/1.fb2': 'close' })).toEqual({ status: Verdict.PartialAccepted, message: 'close', ratio: 0.4 });
    expect(checked('syzoj', 0, { '/w/out/1.chk': '100', '/w/out/1.chke': 'fine' })).toMatchObject({ status: Verdict.Accepted, message: 'fine' });
  });
});
