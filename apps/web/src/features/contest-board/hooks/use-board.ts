import { useEffect, useRef, useState } from 'react';
import { CONTEST_POLL_MS, liveTopic } from '@oj/contracts';
import type { LiveEvent, ScoreboardQueryDto } from '@oj/contracts';
import { contestBoardApi, useGetContestOutsideScoreboardQuery, useGetContestRankQuery } from '@oj/api-client/contest-board';
import { useShellDispatch } from '@oj/app-shell';
import { useLiveEvents, useLiveState } from '@/hooks/use-live-channel.ts';
import { boardPushOutcome } from '../board-push.ts';

/** Where a board comes from: inside the contest (get-contest-rank) or the outside view without sign-in. */
export type BoardSource = 'inside' | 'outside';

/** Options of useBoard. */
export interface UseBoardOptions {
  source: BoardSource;
  query: ScoreboardQueryDto;
  /** Whether the contest has ended: auto-refresh starts on before the end, off after it (spec 02 §4). */
  ended: boolean;
  /** A contest admin sees the real board, so a pushed (public) page is never theirs. */
  isAdmin: boolean;
}

/**
 * A board page with auto-refresh (spec 02 §4, §9): on before the end, off after it, and turned off by a
 * failed load; the viewer may switch it either way. While on, the inside board follows the contest's live
 * channel (`board` pushes: the pushed first page, or its patch, when it is the viewer's view, else a refetch; board-push.ts) and polls
 * every 30 s whenever the channel is not live; the outside board (no sign-in) always polls.
 */
export function useBoard({ source, query, ended, isAdmin }: UseBoardOptions) {
  const [autoRefresh, setAutoRefresh] = useState(!ended);
  // The contest's state may arrive or change after the first render (the countdown reaching the end).
  useEffect(() => {
    setAutoRefresh(!ended);
  }, [ended]);
  const dispatch = useShellDispatch();
  const live = useLiveState();
  const followsLive = source === 'inside' && live.state === 'live';
  const pollingInterval = autoRefresh && !followsLive ? CONTEST_POLL_MS.scoreboard : 0;
  const inside = useGetContestRankQuery(query, { skip: source !== 'inside', pollingInterval });
  const outside = useGetContestOutsideScoreboardQuery(query, { skip: source !== 'outside', pollingInterval });
  const result = source === 'inside' ? inside : outside;
  const failed = result.isError;
  useEffect(() => {
    if (failed) setAutoRefresh(false);
  }, [failed]);

  const current = useRef({ page: result.data, query, autoRefresh, refetch: result.refetch });
  current.current = { page: result.data, query, autoRefresh, refetch: result.refetch };
  useLiveEvents(source === 'inside' ? liveTopic.contest(query.cid) : null, (event: LiveEvent) => {
    if (event.kind !== 'board' || !current.current.autoRefresh) return;
    const outcome = boardPushOutcome(event.data, current.current.page, current.current.query, isAdmin);
    if (outcome.action === 'use') void dispatch(contestBoardApi.util.upsertQueryData('getContestRank', current.current.query, outcome.page));
    else if (outcome.action === 'refetch') void current.current.refetch();
  });
  // The channel came (back) or dropped pushes: what is shown may be stale.
  const epoch = useRef(live.epoch);
  useEffect(() => {
    if (live.epoch === epoch.current) return;
    epoch.current = live.epoch;
    if (source === 'inside' && current.current.autoRefresh) void current.current.refetch();
  }, [live.epoch, source]);

  return {
    page: result.data,
    loading: result.isFetching && !result.data,
    fetching: result.isFetching,
    failed,
    autoRefresh,
    setAutoRefresh,
    refetch: () => {
      void result.refetch();
    },
  };
}
