import { createContext, useContext, useEffect, useMemo, useState } from 'react';
import { ContestAuth } from '@oj/contracts';
import type { ContestInfoDto } from '@oj/contracts';
import { hasSuperAdminRole, selectIsLoggedIn, selectRoleList } from '@oj/api-client/core';
import { useGetContestAccessQuery, useGetContestInfoQuery } from '@oj/api-client/contest';
import { useShellSelector } from '@oj/app-shell';
import { contestStatusAt, contestWindow, msUntilNextStatus } from '../countdown.ts';
import type { ContestStatusCode, ContestWindow } from '../countdown.ts';

// setTimeout takes 32-bit delays: a contest weeks away is re-checked daily instead.
const MAX_TIMER_MS = 24 * 3600 * 1000;

/**
 * The status of a contest on the client (spec 02 §4): computed from its times on the server's clock
 * (`offsetMs`), and moved from scheduled to running and from running to ended by a timer set for the
 * next change, so the pages re-render at the change and not every second.
 */
export function useContestStatus(window: ContestWindow | null, offsetMs: number): ContestStatusCode | null {
  const [wakeUps, setWakeUps] = useState(0);
  const status = window ? contestStatusAt(window, Date.now() + offsetMs) : null;
  useEffect(() => {
    if (!window) return;
    const left = msUntilNextStatus(window, Date.now() + offsetMs);
    if (left === null) return;
    const timer = setTimeout(
      () => {
        setWakeUps((count) => count + 1);
      },
      Math.min(MAX_TIMER_MS, Math.max(0, left) + 50),
    );
    return () => {
      clearTimeout(timer);
    };
    // Each wake-up sets the next timer (a long wait is cut into days).
  }, [window, offsetMs, wakeUps]);
  return status;
}

/** A contest as its pages use it. */
export interface ContestView {
  cid: number;
  contest: ContestInfoDto;
  status: ContestStatusCode;
  window: ContestWindow;
  /** Server clock minus this browser's clock, in ms. */
  offsetMs: number;
  /** Public contests need no check; others need get-contest-access (registration). */
  access: boolean;
  superAdmin: boolean;
}

/** A contest's info, access and live status; `view` is null until the info has arrived. */
export function useContestData(cid: number) {
  const loggedIn = useShellSelector(selectIsLoggedIn);
  const superAdmin = hasSuperAdminRole(useShellSelector(selectRoleList));
  const valid = Number.isSafeInteger(cid) && cid > 0;
  const info = useGetContestInfoQuery({ cid }, { skip: !valid });
  // A contest the server does not answer with (data null) reads as none, not as a crash of the page.
  const contest = info.data ?? undefined;
  const checksAccess = contest !== undefined && contest.auth !== ContestAuth.Public && loggedIn;
  const accessQuery = useGetContestAccessQuery({ cid }, { skip: !checksAccess });
  const received = info.fulfilledTimeStamp;
  const offsetMs = contest && received !== undefined ? Date.parse(contest.now) - received : 0;
  const window = useMemo(() => (contest ? contestWindow(contest) : null), [contest]);
  const status = useContestStatus(window, offsetMs);
  const access = contest?.auth === ContestAuth.Public || accessQuery.data?.access === true;
  const view: ContestView | null = contest && window && status !== null ? { cid, contest, status, window, offsetMs, access, superAdmin } : null;
  return {
    view,
    valid,
    isError: info.isError,
    /** True while the access answer is still awaited (a locked menu would flash otherwise). */
    accessLoading: checksAccess && accessQuery.isLoading,
    refetch: info.refetch,
  };
}

const ContestContext = createContext<ContestView | null>(null);

/** Hands the shell's contest to its tabs. */
export const ContestViewProvider = ContestContext.Provider;

/** The contest of the shell around this page (only inside the contest shell). */
export function useContestView(): ContestView {
  const view = useContext(ContestContext);
  if (!view) throw new Error('useContestView outside the contest shell');
  return view;
}
