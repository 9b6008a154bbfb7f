import { describe, expect, it } from 'vitest';
import { Verdict } from '@oj/contracts';
import type { VerdictCode } from '@oj/contracts';
import { resourceVerdict, signalName, stderrShowsOutOfMemory, verdictSeverity, worstVerdict } from '../src/verdict.ts';
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
    expect(worstVerdict([Verdict.Accepted, Verdict.WrongAnswer, Verdict.TimeLimitExceeded])).toBe(Verdict.TimeLimitExceeded);
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

  it('gives MLE for a failed run whose runtime reported running out of memory, and only for a failed run', () => {
    expect(resourceVerdict({ ...clean, exitCode: 1 }, limits, true)).toMatchObject({ status: 2 });
    expect(resourceVerdict({ ...clean, exitCode: null, signal: 6 }, limits, true)).toMatchObject({ status: 2 });
    expect(resourceVerdict(clean, limits, true)).toEqual({ ok: true });
    expect(resourceVerdict({ ...clean, exitCode: 1, cpuMs: 5000 }, limits, true)).toMatchObject({ status: 1 });
  });

  it("reads each runtime's out-of-memory error from stderr", () => {
    const javaOom = 'Exception in thread "main" java.lang.OutOfMemoryError: Java heap space\n\tat Main.main(Main.java:3)\n';
    expect(stderrShowsOutOfMemory('Java', javaOom)).toBe(true);
    expect(stderrShowsOutOfMemory('Python3', 'Traceback (most recent call last):\n  File "main.py", line 1\nMemoryError\n')).toBe(true);
    expect(stderrShowsOutOfMemory('C++ 17', "terminate called after throwing an instance of 'std::bad_alloc'\n")).toBe(true);
    expect(stderrShowsOutOfMemory('Python3', 'Traceback (most recent call last):\nValueError: x\n')).toBe(false);
    expect(stderrShowsOutOfMemory('C', javaOom)).toBe(false);
    expect(stderrShowsOutOfMemory('No Such Language', javaOom)).toBe(false);
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
