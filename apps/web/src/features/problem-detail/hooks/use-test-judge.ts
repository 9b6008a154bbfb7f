import { useCallback, useEffect, useRef, useState } from 'react';
import type { TestJudgeResultDto } from '@oj/contracts';
import { Verdict } from '@oj/contracts';
import { useGetTestJudgeResultMutation, useSubmitProblemTestJudgeMutation } from '@oj/api-client/submission';
import type { TestJudgeRequest } from '@oj/api-client/submission';
import { TEST_JUDGE_POLL_INTERVAL_MS, TEST_JUDGE_POLL_MAX_ROUNDS, startPolling } from '@/lib/polling.ts';

/** A test run ends when its status is no longer Pending (spec 01 §4). */
export function testRunFinished(result: TestJudgeResultDto): boolean {
  return result.status !== Verdict.Pending;
}

/** The online self-test: start a run, then poll its result every second until it ends. */
export function useTestJudge() {
  const [start] = useSubmitProblemTestJudgeMutation();
  const [read] = useGetTestJudgeResultMutation();
  const [running, setRunning] = useState(false);
  const [result, setResult] = useState<TestJudgeResultDto | null>(null);
  const cancelPoll = useRef<(() => void) | null>(null);
  useEffect(() => () => cancelPoll.current?.(), []);

  const run = useCallback(
    async (request: TestJudgeRequest) => {
      cancelPoll.current?.();
      setRunning(true);
      setResult(null);
      const started = await start(request);
      if (!started.data) {
        setRunning(false);
        return;
      }
      const key = started.data.testJudgeKey;
      cancelPoll.current = startPolling({
        intervalMs: TEST_JUDGE_POLL_INTERVAL_MS,
        maxRounds: TEST_JUDGE_POLL_MAX_ROUNDS,
        fetch: () => read(key).unwrap(),
        isDone: testRunFinished,
        onValue: setResult,
        onStop: () => {
          setRunning(false);
          cancelPoll.current = null;
        },
      });
    },
    [start, read],
  );

  return { run, running, result };
}
