import { describe, expect, it } from 'vitest';
import { Verdict } from '@oj/contracts';
import { checkerArgv, checkerExitToVerdict, interactiveVerdict, interactorArgv, parsePoints } from '../src/checker.ts';

describe('checkerExitToVerdict', () => {
  it('maps the testlib exit codes', () => {
    expect(checkerExitToVerdict(0, 'ok 3 numbers\n')).toEqual({ status: 0, ratio: 1, message: 'ok 3 numbers' });
    expect(checkerExitToVerdict(1, 'wrong answer 1st numbers differ')).toMatchObject({ status: -1, ratio: 0 });
    expect(checkerExitToVerdict(2, 'wrong output format')).toMatchObject({ status: -3 });
    expect(checkerExitToVerdict(4, 'wrong output format Extra information')).toMatchObject({ status: -3 });
    expect(checkerExitToVerdict(8, 'unexpected eof')).toMatchObject({ status: -3 });
    const fail = checkerExitToVerdict(3, 'FAIL answer file is broken');
    expect(fail.status).toBe(Verdict.SystemError);
    expect(fail.message).toContain('answer file is broken');
  });

  it('treats unknown codes and signals as System Error', () => {
    expect(checkerExitToVerdict(5, '')).toMatchObject({ status: 4 });
    expect(checkerExitToVerdict(139, '')).toMatchObject({ status: 4 });
    expect(checkerExitToVerdict(null, '')).toMatchObject({ status: 4 });
  });

  it('reads points as a ratio in [0, 1]', () => {
    expect(checkerExitToVerdict(7, 'points 0.5 half done')).toEqual({
      status: Verdict.PartialAccepted,
      ratio: 0.5,
      message: 'points 0.5 half done',
    });
    expect(checkerExitToVerdict(7, 'points 1.0')).toMatchObject({ status: 0, ratio: 1 });
    expect(checkerExitToVerdict(7, 'points 0 nothing')).toMatchObject({ status: -1, ratio: 0 });
  });

  it('reads points above 1 as a score out of the case score, or a percentage without one', () => {
    expect(checkerExitToVerdict(7, 'points 6 of 10', 10)).toMatchObject({ status: 8, ratio: 0.6 });
    expect(checkerExitToVerdict(7, 'points 40')).toMatchObject({ status: 8, ratio: 0.4 });
    expect(checkerExitToVerdict(7, 'points 150', 100)).toMatchObject({ status: 0, ratio: 1 });
  });

  it('is a System Error when points come without a number', () => {
    expect(checkerExitToVerdict(7, 'points')).toMatchObject({ status: 4 });
  });
});

describe('parsePoints', () => {
  it('takes the first number and clamps negatives to 0', () => {
    expect(parsePoints('points 0.25 then 7')).toBe(0.25);
    expect(parsePoints('score: .75')).toBe(0.75);
    expect(parsePoints('-3')).toBe(0);
    expect(parsePoints('5e1')).toBe(0.5);
    expect(parsePoints('none')).toBeNull();
  });
});

describe('argv builders', () => {
  it('follow testlib order', () => {
    expect(checkerArgv('in.txt', 'user.out', 'ans.txt')).toEqual(['in.txt', 'user.out', 'ans.txt']);
    expect(interactorArgv('in.txt', 'tout.txt')).toEqual(['in.txt', 'tout.txt']);
    expect(interactorArgv('in.txt', 'tout.txt', null)).toEqual(['in.txt', 'tout.txt']);
    expect(interactorArgv('in.txt', 'tout.txt', 'ans.txt')).toEqual(['in.txt', 'tout.txt', 'ans.txt']);
  });
});

describe('interactiveVerdict', () => {
  const accepted = checkerExitToVerdict(0, 'ok');
  const wrong = checkerExitToVerdict(1, 'wrong answer');
  const crashed = { ok: false, status: 3, message: 'Killed by SIGSEGV' } as const;
  const slow = { ok: false, status: 1, message: 'CPU time over 1000 ms' } as const;

  it('combines program and interactor outcomes', () => {
    expect(interactiveVerdict({ ok: true }, accepted).status).toBe(0);
    expect(interactiveVerdict(slow, wrong).status).toBe(1);
    expect(interactiveVerdict(crashed, wrong).status).toBe(-1);
    expect(interactiveVerdict(crashed, accepted).status).toBe(3);
    expect(interactiveVerdict(slow, checkerExitToVerdict(3, 'bad')).status).toBe(4);
    expect(interactiveVerdict({ ok: true }, checkerExitToVerdict(7, 'points 0.5')).ratio).toBe(0.5);
  });
});
