import { describe, expect, it } from 'vitest';
import { Verdict } from '@oj/contracts';
import type { VerdictCode } from '@oj/contracts';
import { resourceVerdict, signalName, verdictSeverity, worstVerdict } from '../src/verdict.ts';
import type { RunReport } from '../src/verdict.ts';

const limits = { timeLimitMs: 1000, wallTimeLimitMs: 4000, memoryLimitKb: 262_144 };
const clean: RunReport = {
  exitCode: 0,
  signal: null,
  cpuMs: 100,
  wallMs: 150,
  memoryKb: 4000,
  outputExceeded: false,
  oomKilled: false,
};

describe('worstVerdict', () => {
  it('orders SE > CE > RE > MLE > TLE > WA > PE > PAC > CA > AC', () => {
    const order: VerdictCode[] = [4, -2, 3, 2, 1, -1, -3, 8, -4, 0];
    for (let i = 0; i + 1 < order.length; i++) {
      expect(verdictSeverity(order[i]!)).toBeGreaterThan(verdictSeverity(order[i + 1]!));
      expect(worstVerdict([order[i + 1]!, order[i]!])).toBe(order[i]);
    }
  });

  it('is Accepted for no codes and ranks in-progress codes below Accepted', () => {
    expect(worstVerdict([])).toBe(Verdict.Accepted);
    expect(worstVerdict([Verdict.Accepted, Verdict.Judging])).toBe(Verdict.Accepted);
    expect(worstVerdict([Verdict.Accepted, Verdict.WrongAnswer, Verdict.TimeLimitExceeded])).toBe(
      Verdict.TimeLimitExceeded,
    );
  });
});

describe('resourceVerdict', () => {
  it('passes a clean run on to comparison', () => {
    expect(resourceVerdict(clean, limits)).toEqual({ ok: true });
    expect(resourceVerdict({ ...clean, cpuMs: 1000 }, limits)).toEqual({ ok: true });
  });

  it('gives TLE for CPU time, SIGXCPU or wall time', () => {
    expect(resourceVerdict({ ...clean, cpuMs: 1001 }, limits)).toMatchObject({ ok: false, status: 1 });
    expect(resourceVerdict({ ...clean, exitCode: null, signal: 24 }, limits)).toMatchObject({ status: 1 });
    expect(resourceVerdict({ ...clean, wallMs: 4001, exitCode: null, signal: 9 }, limits)).toMatchObject({ status: 1 });
  });

  it('gives MLE for the OOM killer or peak memory, before a crash signal', () => {
    expect(resourceVerdict({ ...clean, oomKilled: true, exitCode: null, signal: 9 }, limits)).toMatchObject({ status: 2 });
    expect(resourceVerdict({ ...clean, memoryKb: 262_145, exitCode: null, signal: 11 }, limits)).toMatchObject({
      status: 2,
    });
  });

  it('prefers the OOM killer over time, and CPU time over memory', () => {
    expect(resourceVerdict({ ...clean, oomKilled: true, cpuMs: 5000 }, limits)).toMatchObject({ status: 2 });
    expect(resourceVerdict({ ...clean, cpuMs: 5000, memoryKb: 999_999 }, limits)).toMatchObject({ status: 1 });
  });

  it('gives RE for output limit, signals and non-zero exits, with a readable message', () => {
    expect(resourceVerdict({ ...clean, outputExceeded: true }, limits)).toEqual({
      ok: false,
      status: 3,
      message: 'Output limit exceeded',
    });
    expect(resourceVerdict({ ...clean, exitCode: null, signal: 25 }, limits)).toMatchObject({ status: 3 });
    const segv = resourceVerdict({ ...clean, exitCode: null, signal: 11 }, limits);
    expect(segv).toMatchObject({ status: 3 });
    expect(!segv.ok && segv.message).toContain('SIGSEGV');
    const exit = resourceVerdict({ ...clean, exitCode: 1 }, limits);
    expect(!exit.ok && exit.message).toBe('Exited with code 1');
  });

  it('names unknown signals by number', () => {
    expect(signalName(31)).toBe('signal 31');
  });
});
