import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stillJudging } from '@/features/problem-detail/hooks/use-submit.ts';
import { testRunFinished } from '@/features/problem-detail/hooks/use-test-judge.ts';
import { inProgressIds } from '@/features/submissions/hooks/use-live-submissions.ts';
import { SUBMISSION_POLL_INTERVAL_MS, SUBMISSION_POLL_MAX_ROUNDS, startPolling } from '@/lib/polling.ts';
import type { PollStop } from '@/lib/polling.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function poll(statuses: number[], maxRounds = SUBMISSION_POLL_MAX_ROUNDS) {
  const seen: number[] = [];
  const stops: PollStop[] = [];
  let calls = 0;
  const cancel = startPolling({
    intervalMs: SUBMISSION_POLL_INTERVAL_MS,
    maxRounds,
    fetch: () => Promise.resolve(statuses[Math.min(calls++, statuses.length - 1)] ?? 5),
    isDone: (status) => !stillJudging(status),
    onValue: (status) => seen.push(status),
    onStop: (reason) => stops.push(reason),
  });
  return { seen, stops, cancel, calls: () => calls };
}

describe('status polling (spec 01 §4)', () => {
  it('waits 2 s before each check and stops once the verdict leaves Pending/Compiling/Judging', async () => {
    const run = poll([5, 6, 7, 0]);
    await vi.advanceTimersByTimeAsync(1999);
    expect(run.calls()).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(run.seen).toEqual([5]);
    await vi.advanceTimersByTimeAsync(6000);
    expect(run.seen).toEqual([5, 6, 7, 0]);
    expect(run.stops).toEqual(['done']);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(run.calls()).toBe(4);
  });

  it('gives up after 300 rounds of a submission that never finishes', async () => {
    const run = poll([7]);
    await vi.advanceTimersByTimeAsync(SUBMISSION_POLL_INTERVAL_MS * 310);
    expect(run.calls()).toBe(300);
    expect(run.stops).toEqual(['exhausted']);
  });

  it('stops at the first failed call (spec 01 §8) and when cancelled', async () => {
    const stops: PollStop[] = [];
    startPolling({
      intervalMs: 1000,
      maxRounds: 10,
      fetch: () => Promise.reject(new Error('502')),
      isDone: () => false,
      onValue: () => undefined,
      onStop: (reason) => stops.push(reason),
    });
    await vi.advanceTimersByTimeAsync(5000);
    expect(stops).toEqual(['error']);

    const run = poll([5]);
    await vi.advanceTimersByTimeAsync(4000);
    run.cancel();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(run.calls()).toBe(2);
    expect(run.stops).toEqual(['cancelled']);
  });

  it('times the next round from the end of a slow call, one call at a time', async () => {
    let inFlight = 0;
    let maxInFlight = 0;
    startPolling({
      intervalMs: 1000,
      maxRounds: 5,
      fetch: async () => {
        inFlight += 1;
        maxInFlight = Math.max(maxInFlight, inFlight);
        await new Promise((resolve) => setTimeout(resolve, 3000));
        inFlight -= 1;
        return 5;
      },
      isDone: () => false,
      onValue: () => undefined,
    });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(maxInFlight).toBe(1);
  });

  it('knows which verdicts are still moving', () => {
    expect([5, 6, 7].every(stillJudging)).toBe(true);
    expect([9, 0, -1, 4, 8, 10, 99].some(stillJudging)).toBe(false);
    expect(testRunFinished({ status: 5 } as never)).toBe(false);
    expect(testRunFinished({ status: 0 } as never)).toBe(true);
    expect(
      inProgressIds([
        { submitId: 1, status: 0 },
        { submitId: 2, status: 6 },
        { submitId: 3, status: 5 },
      ]),
    ).toEqual([2, 3]);
  });
});
