import { useCallback, useEffect, useRef, useState } from 'react';
import type { SubmissionSummaryDto } from '@oj/contracts';
import { ErrorCode, Verdict, isInProgress, isVerdictCode } from '@oj/contracts';
import { isApiError } from '@oj/api-client/core';
import { useCheckContestSubmissionsStatusMutation } from '@oj/api-client/contest';
import { useCheckSubmissionsStatusMutation, useSubmitProblemJudgeMutation } from '@oj/api-client/submission';
import { OWN_TOPIC, useLiveEvents, useLiveState } from '@/hooks/use-live-channel.ts';
import { SUBMISSION_POLL_INTERVAL_MS, SUBMISSION_POLL_MAX_ROUNDS, startPolling } from '@/lib/polling.ts';
import { useProblemScope } from '../scope.ts';

/** The result area under the editor (spec 01 §4 problem page flags). */
export interface SubmitPanel {
  visible: boolean;
  status: number;
  submitId: number | null;
  summary: SubmissionSummaryDto | null;
}

const HIDDEN: SubmitPanel = { visible: false, status: Verdict.Submitting, submitId: null, summary: null };

/** A captcha answer sent with a submission the server refused as too fast. */
export interface CaptchaAnswer {
  captcha: string;
  captchaKey: string;
}

/** True while a submission's status may still change. */
export function stillJudging(status: number): boolean {
  return isVerdictCode(status) && isInProgress(status);
}

/**
 * The submit flow of spec 01 §4: the panel shows Submitting (9), the submission is created, then
 * followed until it leaves Pending/Compiling/Judging: while the live channel is up its verdicts are
 * pushed (a contest's too, whenever the contest policy lets its owner see them) and the final state
 * is checked once; while it is not, polled every 2 s (300 rounds at most), the fallback. `onJudged`
 * runs with the final state (problem data reload, congratulations). A refusal with code
 * CAPTCHA_REQUIRED (too fast, spec 01 §5) sets `captchaRound` and `captchaMessage` (the server's
 * reason): the page shows a captcha and submits again with its answer. Inside a contest (the page's
 * scope) the submission carries its cid and its status is checked with the contest's call; inside a
 * training it carries the training's tid.
 */
export function useSubmit(onJudged: (summary: SubmissionSummaryDto) => void) {
  const [submitMutation] = useSubmitProblemJudgeMutation();
  const [checkStatus] = useCheckSubmissionsStatusMutation();
  const [checkContestStatus] = useCheckContestSubmissionsStatusMutation();
  const { cid, tid = 0, gid = 0, timedWork } = useProblemScope();
  const displayTid = timedWork?.tid;
  const [panel, setPanel] = useState<SubmitPanel>(HIDDEN);
  const [submitting, setSubmitting] = useState(false);
  // Spec 01 §5 captchaRequired: null, or the count of refusals so far (a new one shows a new image).
  const [captchaRound, setCaptchaRound] = useState<number | null>(null);
  // The server's words for the last refusal ("too fast", or a wrong or expired answer), shown in the box.
  const [captchaMessage, setCaptchaMessage] = useState('');
  const cancelPoll = useRef<(() => void) | null>(null);
  // The submission being followed, with what finishes it, or null.
  const followed = useRef<{ submitId: number; check: () => void } | null>(null);
  const onJudgedRef = useRef(onJudged);
  useEffect(() => {
    onJudgedRef.current = onJudged;
  }, [onJudged]);
  useEffect(() => () => cancelPoll.current?.(), []);
  const { state: liveState, epoch } = useLiveState();
  const live = liveState === 'live';
  const liveRef = useRef(live);
  liveRef.current = live;

  const fetchStatus = useCallback(
    (submitId: number) => (cid > 0 ? checkContestStatus({ submitIds: [submitId], cid }).unwrap() : checkStatus({ submitIds: [submitId] }).unwrap()),
    [checkStatus, checkContestStatus, cid],
  );

  /** Shows a state of the followed submission; true when it is final (then the follow ends). */
  const show = useCallback((submitId: number, summary: SubmissionSummaryDto | undefined): boolean => {
    if (!summary || followed.current?.submitId !== submitId) return false;
    setPanel({ visible: true, status: summary.status, submitId, summary });
    if (stillJudging(summary.status)) return false;
    followed.current = null;
    cancelPoll.current?.();
    cancelPoll.current = null;
    setSubmitting(false);
    onJudgedRef.current(summary);
    return true;
  }, []);

  /** Polls the followed submission every 2 s: the fallback while the live channel is not up. */
  const poll = useCallback(
    (submitId: number) => {
      cancelPoll.current?.();
      cancelPoll.current = startPolling({
        intervalMs: SUBMISSION_POLL_INTERVAL_MS,
        maxRounds: SUBMISSION_POLL_MAX_ROUNDS,
        fetch: () => fetchStatus(submitId),
        isDone: (statuses) => {
          const summary = statuses[String(submitId)];
          return summary !== undefined && !stillJudging(summary.status);
        },
        onValue: (statuses) => {
          show(submitId, statuses[String(submitId)]);
        },
        onStop: (reason) => {
          cancelPoll.current = null;
          if (reason !== 'done' && followed.current?.submitId === submitId) {
            followed.current = null;
            setSubmitting(false);
          }
        },
      });
    },
    [fetchStatus, show],
  );

  // The channel went up or down, or reconnected (pushes may have been missed): pushed while live
  // (checked once now), polled otherwise.
  useEffect(() => {
    const current = followed.current;
    if (!current) return;
    if (live) {
      cancelPoll.current?.();
      cancelPoll.current = null;
      current.check();
    } else if (cancelPoll.current === null) poll(current.submitId);
  }, [live, epoch, poll]);

  useLiveEvents(OWN_TOPIC, (event) => {
    const current = followed.current;
    if (event.kind !== 'verdict' || !current || event.data.submitId !== current.submitId) return;
    const { status } = event.data;
    // A verdict without its result, or a final one: the status check gives the whole summary.
    if (status === null || !stillJudging(status)) current.check();
    else setPanel((previous) => ({ ...previous, status }));
  });

  const submit = useCallback(
    async (request: { pid: number; language: string; code: string; gid?: number | null }, answer?: CaptchaAnswer): Promise<boolean> => {
      cancelPoll.current?.();
      cancelPoll.current = null;
      followed.current = null;
      setSubmitting(true);
      setPanel({ ...HIDDEN, visible: true });
      // A training's submission carries its tid; a timed work's carries its id as displayTid (spec 02 §7).
      const result = await submitMutation({
        ...request,
        cid,
        ...(tid > 0 ? { tid } : {}),
        ...(gid > 0 ? { gid } : {}),
        isRemote: false,
        ...(displayTid === undefined ? {} : { displayTid }),
        ...answer,
      });
      if (!result.data) {
        // A failed submit clears the flag and hides the panel (spec 01 §8).
        setSubmitting(false);
        setPanel(HIDDEN);
        // Too fast, or a wrong answer: the server asks for a (new) captcha.
        if (isApiError(result.error) && result.error.code === ErrorCode.CaptchaRequired) {
          setCaptchaMessage(result.error.msg);
          setCaptchaRound((round) => (round ?? 0) + 1);
        }
        return false;
      }
      setCaptchaRound(null);
      const { submitId } = result.data;
      setPanel({ visible: true, status: Verdict.Pending, submitId, summary: null });
      const check = () => {
        fetchStatus(submitId).then(
          (statuses) => {
            show(submitId, statuses[String(submitId)]);
          },
          // A failed check while live: fall back to polling, which stops on its own errors.
          () => {
            if (followed.current?.submitId === submitId) poll(submitId);
          },
        );
      };
      followed.current = { submitId, check };
      // Live: the verdict is pushed (a fast judge may have finished already: checked once). Else polled.
      if (liveRef.current) check();
      else poll(submitId);
      return true;
    },
    [submitMutation, fetchStatus, show, poll, cid, tid, gid, displayTid],
  );

  const dismissCaptcha = useCallback(() => {
    setCaptchaRound(null);
  }, []);

  return { panel, submitting, submit, captchaRound, captchaMessage, dismissCaptcha };
}
