import { createContext, useContext, useMemo } from 'react';
import { useGetTimedWorkInfoQuery } from '@oj/api-client/timed-work';
import type { TimedWorkInfoDto } from '@oj/contracts';
import { timedWorkCid } from '../rules.ts';

/** A loaded timed work: its info, its id and contest id, and the server clock's offset. */
export interface TimedWorkView {
  tid: number;
  cid: number;
  info: TimedWorkInfoDto;
  /** Server time minus this browser's time, in ms (the countdown and clock follow the server). */
  offsetMs: number;
}

const TimedWorkViewContext = createContext<TimedWorkView | null>(null);

export const TimedWorkViewProvider = TimedWorkViewContext.Provider;

/** The timed work of the shell around this page. */
export function useTimedWorkView(): TimedWorkView {
  const view = useContext(TimedWorkViewContext);
  if (!view) throw new Error('useTimedWorkView outside the timed work shell');
  return view;
}

/** Loads a timed work's info (get-timed-work-info). */
export function useTimedWorkData(tid: number) {
  const valid = Number.isSafeInteger(tid) && tid > 0;
  const query = useGetTimedWorkInfoQuery({ tid }, { skip: !valid });
  const { data, fulfilledTimeStamp } = query;
  const view = useMemo<TimedWorkView | null>(() => {
    if (!data) return null;
    const offsetMs = Date.parse(data.now) - (fulfilledTimeStamp ?? Date.now());
    return { tid, cid: timedWorkCid(tid), info: data, offsetMs };
  }, [data, fulfilledTimeStamp, tid]);
  return { valid, isError: query.isError, view, refetch: query.refetch };
}
