import { describe, expect, it } from 'vitest';
import { CHECKER_PROTOCOLS, Verdict } from '@oj/contracts';
import type { CheckerProtocolName } from '@oj/contracts';
import { checkerCall, FEEDBACK_FILES_MAX, hasInteractorForm, interactorCall, lemonFullScore, protocolVerdict } from '../src/checker-protocols.ts';
import type { JudgeSideFiles, JudgeSideReport } from '../src/checker-protocols.ts';

const files: JudgeSideFiles = {
  input: '/in/1.in',
  output: '/out/1.out',
  answer: '/judge/1.ans',
  feedbackDir: '/judge/1.feedback',
  interactorOutput: '/judge/1.tout',
  source: '/src/main.cpp',
  score: 20,
};

function report(exitCode: number | null, extra: Partial<JudgeSideReport> = {}): JudgeSideReport {
  return { exitCode, stdout: '', stderr: '', feedback: [], ...extra };
}

describe('checkerCall', () => {
  it('gives each protocol its documented arguments', () => {
    expect(checkerCall('testlib', files)).toMatchObject({ args: ['/in/1.in', '/out/1.out', '/judge/1.ans'], stdin: null, feedback: [] });
    expect(checkerCall('kattis', files)).toMatchObject({
      args: ['/in/1.in', '/judge/1.ans', '/judge/1.feedback/'],
      stdin: '/out/1.out',
      feedback: ['judgemessage.txt', 'teammessage.txt', 'score.txt'],
    });
    expect(checkerCall('hustoj', files)).toMatchObject({ args: ['/in/1.in', '/judge/1.ans', '/out/1.out'], stdin: null });
    expect(checkerCall('qduoj', files)).toMatchObject({ args: ['/in/1.in', '/out/1.out'], stdin: '/in/1.in' });
    expect(checkerCall('lemon', files)).toMatchObject({
      args: ['/in/1.in', '/out/1.out', '/judge/1.ans', '20', '/judge/1.feedback/score', '/judge/1.feedback/message'],
      feedback: ['score', 'message'],
    });
    expect(checkerCall('syzoj', files)).toEqual({
      args: [],
      stdin: null,
      inFeedbackDir: true,
      links: { input: '/in/1.in', user_out: '/out/1.out', answer: '/judge/1.ans', code: '/src/main.cpp' },
      separateStderr: true,
      feedback: [],
    });
  });

  it('passes the validator flags after feedback_dir, to Kattis validators only', () => {
    const flags = ['float_tolerance', '1e-6', 'mode=strict'];
    expect(checkerCall('kattis', files, flags).args).toEqual(['/in/1.in', '/judge/1.ans', '/judge/1.feedback/', 'float_tolerance', '1e-6', 'mode=strict']);
    expect(interactorCall('kattis', files, flags)?.args).toEqual(['/in/1.in', '/judge/1.ans', '/judge/1.feedback/', 'float_tolerance', '1e-6', 'mode=strict']);
    expect(checkerCall('kattis', files, []).args).toHaveLength(3);
    expect(checkerCall('testlib', files, flags).args).toEqual(['/in/1.in', '/out/1.out', '/judge/1.ans']);
    expect(checkerCall('hustoj', files, flags).args).toEqual(['/in/1.in', '/judge/1.ans', '/out/1.out']);
    expect(checkerCall('lemon', files, flags).args).toHaveLength(6);
    expect(checkerCall('syzoj', files, flags).args).toEqual([]);
    expect(interactorCall('testlib', files, flags)?.args).toEqual(['/in/1.in', '/judge/1.tout', '/judge/1.ans']);
  });

  it('reads score.txt only where the case has points to give', () => {
    expect(checkerCall('kattis', { ...files, score: 0 }).feedback).toEqual(['judgemessage.txt', 'teammessage.txt']);
    expect(interactorCall('kattis', files)?.feedback).toEqual(['judgemessage.txt', 'teammessage.txt', 'score.txt']);
  });

  it('never asks for more feedback files than the judge node collects', () => {
    for (const protocol of CHECKER_PROTOCOLS) {
      expect(checkerCall(protocol, files).feedback.length).toBeLessThanOrEqual(FEEDBACK_FILES_MAX);
      expect(interactorCall(protocol, files)?.feedback.length ?? 0).toBeLessThanOrEqual(FEEDBACK_FILES_MAX);
    }
  });

  it("tells Lemon the case's score, or 10 without one", () => {
    expect(lemonFullScore(0)).toBe(10);
    expect(lemonFullScore(7.4)).toBe(7);
    expect(lemonFullScore(0.2)).toBe(1);
    expect(checkerCall('lemon', { ...files, score: 0 }).args[3]).toBe('10');
  });
});

describe('interactorCall', () => {
  it('runs testlib and Kattis interactors, and no other', () => {
    expect(interactorCall('testlib', files)?.args).toEqual(['/in/1.in', '/judge/1.tout', '/judge/1.ans']);
    expect(interactorCall('testlib', { ...files, answer: null })?.args).toEqual(['/in/1.in', '/judge/1.tout']);
    expect(interactorCall('kattis', { ...files, score: 0 })).toMatchObject({
      args: ['/in/1.in', '/judge/1.ans', '/judge/1.feedback/'],
      stdin: null,
      feedback: ['judgemessage.txt', 'teammessage.txt'],
    });
    expect(interactorCall('kattis', { ...files, answer: null })?.args[1]).toBe('/dev/null');
    const others: CheckerProtocolName[] = ['hustoj', 'qduoj', 'lemon', 'syzoj'];
    for (const protocol of others) {
      expect(interactorCall(protocol, files)).toBeNull();
      expect(hasInteractorForm(protocol)).toBe(false);
    }
    expect(hasInteractorForm('kattis')).toBe(true);
  });
});

describe('protocolVerdict', () => {
  it('testlib: the exit codes of testlib, with what the checker printed', () => {
    expect(protocolVerdict('testlib', report(0, { stdout: 'ok 1 number' }), 10)).toEqual({ status: Verdict.Accepted, ratio: 1, message: 'ok 1 number' });
    expect(protocolVerdict('testlib', report(1, { stdout: 'wrong answer' }), 10).status).toBe(Verdict.WrongAnswer);
    expect(protocolVerdict('testlib', report(7, { stdout: 'points 0.5' }), 10)).toMatchObject({ status: Verdict.PartialAccepted, ratio: 0.5 });
  });

  it('kattis: 42 accepted, 43 wrong answer, the judge message as the message, anything else broken', () => {
    expect(protocolVerdict('kattis', report(42, { feedback: ['all good\n', ''] }), 0)).toEqual({ status: Verdict.Accepted, ratio: 1, message: 'all good' });
    expect(protocolVerdict('kattis', report(43, { feedback: ['expected 5, got 6', 'try again'] }), 0)).toEqual({
      status: Verdict.WrongAnswer,
      ratio: 0,
      message: 'expected 5, got 6',
    });
    expect(protocolVerdict('kattis', report(43, { feedback: ['', 'team sees this'] }), 0).message).toBe('team sees this');
    for (const code of [0, 1, 2, 3]) {
      const broken = protocolVerdict('kattis', report(code, { stdout: 'Traceback' }), 0);
      expect(broken.status).toBe(Verdict.SystemError);
      expect(broken.message).toContain(`code ${code}`);
      expect(broken.message).toContain('Traceback');
    }
    expect(protocolVerdict('kattis', report(null), 0)).toMatchObject({ status: Verdict.SystemError, message: 'Checker was killed' });
  });

  it("kattis: score.txt is an accepted case's points, out of its score and capped there", () => {
    const scoredReport = (code: number, score: string) => report(code, { feedback: ['judged', '', score] });
    expect(protocolVerdict('kattis', scoredReport(42, '20'), 20)).toEqual({ status: Verdict.Accepted, ratio: 1, message: 'judged' });
    expect(protocolVerdict('kattis', scoredReport(42, '5\n'), 20)).toEqual({ status: Verdict.PartialAccepted, ratio: 0.25, message: 'judged' });
    expect(protocolVerdict('kattis', scoredReport(42, '7.5 of 20'), 20)).toMatchObject({ status: Verdict.PartialAccepted, ratio: 0.375 });
    // Above the case's maximum (a judge error on Kattis): the full score, no more.
    expect(protocolVerdict('kattis', scoredReport(42, '35'), 20)).toMatchObject({ status: Verdict.Accepted, ratio: 1 });
    // Accepted with no points earns none, as Lemon's and SYZOJ's zero does.
    expect(protocolVerdict('kattis', scoredReport(42, '0'), 20)).toMatchObject({ status: Verdict.WrongAnswer, ratio: 0 });
    // No file, or an empty one: Kattis's accept score, the case's full score.
    expect(protocolVerdict('kattis', scoredReport(42, ''), 20)).toMatchObject({ status: Verdict.Accepted, ratio: 1 });
    expect(protocolVerdict('kattis', report(42, { feedback: ['', ''] }), 20)).toMatchObject({ status: Verdict.Accepted, ratio: 1 });
    // A rejection scores nothing, whatever the file says.
    expect(protocolVerdict('kattis', scoredReport(43, '20'), 20)).toMatchObject({ status: Verdict.WrongAnswer, ratio: 0 });
    for (const bad of ['-1', 'ten', 'NaN', 'Infinity']) {
      const broken = protocolVerdict('kattis', scoredReport(42, bad), 20);
      expect(broken.status).toBe(Verdict.SystemError);
      expect(broken.message).toContain('score.txt');
    }
    // A case without points (ACM, a sample) has nothing to share out.
    expect(protocolVerdict('kattis', scoredReport(42, '3'), 0)).toMatchObject({ status: Verdict.Accepted, ratio: 1 });
  });

  it('hustoj: 0 accepted, any other code wrong answer, killed broken', () => {
    expect(protocolVerdict('hustoj', report(0), 0).status).toBe(Verdict.Accepted);
    expect(protocolVerdict('hustoj', report(1, { stdout: 'line 3 differs' }), 0)).toEqual({ status: Verdict.WrongAnswer, ratio: 0, message: 'line 3 differs' });
    expect(protocolVerdict('hustoj', report(255), 0).status).toBe(Verdict.WrongAnswer);
    expect(protocolVerdict('hustoj', report(null), 0).status).toBe(Verdict.SystemError);
  });

  it('qduoj: 0 accepted, 1 wrong answer, anything else broken', () => {
    expect(protocolVerdict('qduoj', report(0), 0).status).toBe(Verdict.Accepted);
    expect(protocolVerdict('qduoj', report(1, { stdout: 'result: 1' }), 0)).toMatchObject({ status: Verdict.WrongAnswer, message: 'result: 1' });
    expect(protocolVerdict('qduoj', report(255, { stdout: 'Failed to open output file' }), 0)).toMatchObject({
      status: Verdict.SystemError,
      message: 'Checker exited with code 255 (0 is accepted, 1 wrong answer): Failed to open output file',
    });
    expect(protocolVerdict('qduoj', report(null), 0).status).toBe(Verdict.SystemError);
  });

  it('lemon: the score file out of the full score, the message file as the message', () => {
    expect(protocolVerdict('lemon', report(0, { feedback: ['20', 'Right Output!'] }), 20)).toEqual({
      status: Verdict.Accepted,
      ratio: 1,
      message: 'Right Output!',
    });
    expect(protocolVerdict('lemon', report(0, { feedback: ['5\n', 'partly'] }), 20)).toEqual({
      status: Verdict.PartialAccepted,
      ratio: 0.25,
      message: 'partly',
    });
    expect(protocolVerdict('lemon', report(0, { feedback: ['0', 'Wrong Length!'] }), 20)).toMatchObject({
      status: Verdict.WrongAnswer,
      message: 'Wrong Length!',
    });
    expect(protocolVerdict('lemon', report(0, { feedback: ['10'] }), 0).status).toBe(Verdict.Accepted);
    expect(protocolVerdict('lemon', report(0, { feedback: ['', ''] }), 20).status).toBe(Verdict.SystemError);
    expect(protocolVerdict('lemon', report(0, { feedback: ['-1'] }), 20).status).toBe(Verdict.SystemError);
    expect(protocolVerdict('lemon', report(1, { feedback: ['20'] }), 20)).toMatchObject({ status: Verdict.SystemError, message: 'Checker exited with code 1' });
  });

  it('syzoj: a score of 0–100 on stdout, the message on stderr, anything but a clean exit broken', () => {
    expect(protocolVerdict('syzoj', report(0, { stdout: '100\n', stderr: 'ok' }), 10)).toEqual({ status: Verdict.Accepted, ratio: 1, message: 'ok' });
    expect(protocolVerdict('syzoj', report(0, { stdout: '40', stderr: 'some' }), 10)).toEqual({ status: Verdict.PartialAccepted, ratio: 0.4, message: 'some' });
    expect(protocolVerdict('syzoj', report(0, { stdout: '0', stderr: 'no' }), 10).status).toBe(Verdict.WrongAnswer);
    expect(protocolVerdict('syzoj', report(0, { stdout: '101' }), 10).status).toBe(Verdict.SystemError);
    expect(protocolVerdict('syzoj', report(0, { stdout: 'yes' }), 10).status).toBe(Verdict.SystemError);
    expect(protocolVerdict('syzoj', report(0), 10).status).toBe(Verdict.SystemError);
    expect(protocolVerdict('syzoj', report(3, { stdout: '100' }), 10).status).toBe(Verdict.SystemError);
  });

  it('cuts long messages', () => {
    expect(protocolVerdict('hustoj', report(1, { stdout: 'x'.repeat(5000) }), 0).message).toHaveLength(1000);
  });
});
