import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { SubmissionSummaryDto } from '@oj/contracts';
import { isInProgress, isVerdictCode } from '@oj/contracts';
import { useCheckContestSubmissionsStatusMutation } from '@oj/api-client/contest';
import { selectUserInfo } from '@oj/api-client/core';
import { useCheckSubmissionsStatusMutation } from '@oj/api-client/submission';
import { useShellSelector } from '@oj/app-shell';
import { OWN_TOPIC, useLiveEvents, useLiveState } from '@/hooks/use-live-channel.ts';
import { SUBMISSION_POLL_INTERVAL_MS, SUBMISSION_POLL_MAX_ROUNDS, startPolling } from '@/lib/polling.ts';
import { useSubmissionScope } from '../scope.ts';

/** The ids among rows whose verdict may still change (Pending, Compiling, Judging). */
export function inProgressIds(rows: readonly Pick<SubmissionSummaryDto, 'submitId' | 'status'>[]): number[] {
  return rows.filter((row) => isVerdictCode(row.status) && isInProgress(row.status)).map((row) => row.submitId);
}

/**
 * Rows as the server sent them, updated live: submissions in progress are re-checked every 2 s
 * (300 rounds at most); each leaves polling when it leaves those states (spec 01 §4).
 * `restart(id)` puts a row back into polling (after a rejudge). Inside a contest's pages (the
 * submission scope) the contest's status check is asked, which applies its rules (hidden results).
 * While the live channel is up, the signed-in user's own rows are not polled: their verdicts are
 * pushed (a contest's verdict only says that it changed, and is then checked once); after each
 * (re)connect, own rows still moving are checked once, as a push may have been missed.
 */
export function useLiveSubmissions(rows: readonly SubmissionSummaryDto[], cid = 0) {
  const [checkMainStatus] = useCheckSubmissionsStatusMutation();
  const [checkContestStatus] = useCheckContestSubmissionsStatusMutation();
  const scope = useSubmissionScope();
  const [updates, setUpdates] = useState<Record<number, SubmissionSummaryDto>>({});
  const [restarts, setRestarts] = useState(0);
  const live = useMemo(() => rows.map((row) => updates[row.submitId] ?? row), [rows, updates]);
  const liveRef = useRef(live);
  liveRef.current = live;
  const ownUid = useShellSelector(selectUserInfo)?.uid ?? null;
  const { state: liveState, epoch } = useLiveState();
  // The uid whose rows get their verdicts pushed now, or null (not live, signed out): poll them all.
  const pushedUid = liveState === 'live' ? ownUid : null;
  const pushedRef = useRef(pushedUid);
  pushedRef.current = pushedUid;
  const polledRows = (all: readonly SubmissionSummaryDto[]) => all.filter((row) => row.uid !== pushedRef.current);
  const pending = inProgressIds(live.filter((row) => row.uid !== pushedUid)).join(',');

  const checkStatuses = useCallback(
    (submitIds: number[]) => (scope.cid > 0 ? checkContestStatus({ submitIds, cid: scope.cid }) : checkMainStatus({ submitIds, cid })).unwrap(),
    [checkMainStatus, checkContestStatus, scope.cid, cid],
  );
  const applyStatuses = useCallback((statuses: Record<string, SubmissionSummaryDto>) => {
    setUpdates((previous) => {
      const next = { ...previous };
      for (const summary of Object.values(statuses)) next[summary.submitId] = summary;
      return next;
    });
  }, []);
  const checkOnce = useCallback(
    (submitIds: number[]) => {
      checkStatuses(submitIds).then(applyStatuses, () => undefined);
    },
    [checkStatuses, applyStatuses],
  );

  useEffect(() => {
    if (pending === '') return;
    return startPolling({
      intervalMs: SUBMISSION_POLL_INTERVAL_MS,
      maxRounds: SUBMISSION_POLL_MAX_ROUNDS,
      fetch: () => checkStatuses(inProgressIds(polledRows(liveRef.current))),
      isDone: (statuses) => inProgressIds(polledRows(liveRef.current.map((row) => statuses[String(row.submitId)] ?? row))).length === 0,
      onValue: applyStatuses,
    });
    // The poll restarts when the set of moving rows changes (a row finished, or a rejudge began).
  }, [pending, checkStatuses, applyStatuses, restarts]);

  useLiveEvents(ownUid === null ? null : OWN_TOPIC, (event) => {
    if (event.kind !== 'verdict') return;
    const row = liveRef.current.find((entry) => entry.submitId === event.data.submitId);
    if (!row) return;
    const { status, score, time, memory } = event.data;
    // A contest's verdict says only that it changed: its status check applies the contest's rules.
    if (status === null) checkOnce([row.submitId]);
    else setUpdates((previous) => ({ ...previous, [row.submitId]: { ...row, status, score, time, memory } }));
  });

  // Each (re)connect may follow missed pushes: own rows still moving are checked once.
  useEffect(() => {
    if (pushedUid === null) return;
    const mine = inProgressIds(liveRef.current.filter((row) => row.uid === pushedUid));
    if (mine.length > 0) checkOnce(mine);
  }, [epoch, pushedUid, checkOnce]);

  return {
    rows: live,
    /** Marks a row as moving again with its new state, which restarts polling. */
    restart: (summary: SubmissionSummaryDto) => {
      setUpdates((previous) => ({ ...previous, [summary.submitId]: summary }));
      setRestarts((count) => count + 1);
    },
  };
}
