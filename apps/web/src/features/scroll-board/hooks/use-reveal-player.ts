import { useCallback, useEffect, useState } from 'react';
import type { ScrollBoardDto } from '@oj/contracts';
import { initialRevealState, step } from '../reveal.ts';
import type { RevealState } from '../reveal.ts';

/** Auto-play pauses (ms): after a selection, after a reveal, and after a reveal that moved a row (the animation's time). */
export const AUTO_PLAY_DELAY_MS = { selected: 700, revealed: 900, moved: 1600 } as const;

/** The delay before the next automatic step. */
export function autoPlayDelay(state: RevealState): number {
  if (state.selected) return AUTO_PLAY_DELAY_MS.selected;
  return state.moved ? AUTO_PLAY_DELAY_MS.moved : AUTO_PLAY_DELAY_MS.revealed;
}

/** Keys of the scroll board: Enter or Space step, A toggles auto-play, F full screen. */
export type PlayerKey = 'step' | 'autoPlay' | 'fullScreen';

/** The action of a key, or null. */
export function playerKeyOf(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>): PlayerKey | null {
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  if (event.key === 'Enter' || event.key === ' ' || event.key === 'Spacebar') return 'step';
  if (event.key === 'a' || event.key === 'A') return 'autoPlay';
  if (event.key === 'f' || event.key === 'F') return 'fullScreen';
  return null;
}

/**
 * Plays a reveal: `next()` steps once; auto-play steps on a timer until the board is final. Keyboard
 * handling is the caller's (it owns the full-screen element).
 */
export function useRevealPlayer(data: ScrollBoardDto) {
  const [state, setState] = useState(() => initialRevealState(data));
  const [autoPlay, setAutoPlay] = useState(false);
  useEffect(() => {
    setState(initialRevealState(data));
  }, [data]);
  const next = useCallback(() => {
    setState(step);
  }, []);

  useEffect(() => {
    if (!autoPlay) return;
    if (state.finished) {
      setAutoPlay(false);
      return;
    }
    const timer = setTimeout(() => {
      setState(step);
    }, autoPlayDelay(state));
    return () => {
      clearTimeout(timer);
    };
  }, [autoPlay, state]);

  return {
    state,
    next,
    autoPlay,
    toggleAutoPlay: () => {
      setAutoPlay((on) => !on);
    },
  };
}
