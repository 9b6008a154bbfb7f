import { useEffect, useMemo, useRef } from 'react';
import type { ScrollBoardDto } from '@oj/contracts';
import { useTranslation } from '@oj/i18n';
import { playerKeyOf, useRevealPlayer } from '../hooks/use-reveal-player.ts';
import { medalOf } from '../medals.ts';
import { focusIndex, remainingCount, settledFrom } from '../reveal.ts';
import { SCROLL_ROW_HEIGHT, SCROLL_THEME } from '../theme.ts';
import { ScrollBoardRow, scrollGridColumns } from './ScrollBoardRow.tsx';

const button = {
  background: 'transparent',
  color: SCROLL_THEME.text,
  border: `1px solid ${SCROLL_THEME.border}`,
  borderRadius: 6,
  padding: '6px 14px',
  cursor: 'pointer',
  fontSize: 14,
} as const;

function toggleFullScreen(element: HTMLElement | null) {
  if (document.fullscreenElement) void document.exitFullscreen();
  else if (element?.requestFullscreen) void element.requestFullscreen().catch(() => undefined);
}

/**
 * The scroll board (spec 02 §2): the frozen board, revealed step by step from the bottom row up with
 * Enter or Space (A: auto-play, F: full screen), rows sliding to their new places, medals once a
 * row's final place is known. Dark, full-window.
 */
export function ScrollBoard({ data }: { data: ScrollBoardDto }) {
  const { t } = useTranslation();
  const { state, next, autoPlay, toggleAutoPlay } = useRevealPlayer(data);
  const rootRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const focus = focusIndex(state);
  const settled = settledFrom(state);
  const remaining = remainingCount(state);
  // The DOM order stays the same (by uid) while rows change places: a node React moved would lose its slide.
  const byUid = useMemo(
    () =>
      state.rows.map((row, index) => ({ row, index })).sort((a, b) => (a.row.person.uid < b.row.person.uid ? -1 : a.row.person.uid > b.row.person.uid ? 1 : 0)),
    [state.rows],
  );

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const action = playerKeyOf(event);
      if (!action) return;
      event.preventDefault();
      if (action === 'step') next();
      else if (action === 'autoPlay') toggleAutoPlay();
      else toggleFullScreen(rootRef.current);
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
    };
  }, [next, toggleAutoPlay]);

  // Keep the row being worked on in the middle of the window.
  useEffect(() => {
    const list = listRef.current;
    if (!list || focus < 0 || typeof list.scrollTo !== 'function') return;
    list.scrollTo({ top: Math.max(0, focus * SCROLL_ROW_HEIGHT - list.clientHeight / 2), behavior: 'smooth' });
  }, [focus]);

  return (
    <div
      ref={rootRef}
      data-testid="scroll-board"
      style={{ position: 'fixed', inset: 0, display: 'flex', flexDirection: 'column', background: SCROLL_THEME.background, color: SCROLL_THEME.text }}
    >
      <style>{'@keyframes oj-scroll-blink { from { outline-color: #f2cc60; } to { outline-color: transparent; } }'}</style>
      <header
        style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 12, padding: '12px 16px', borderBottom: `1px solid ${SCROLL_THEME.border}` }}
      >
        <h1 style={{ margin: 0, fontSize: 22, color: SCROLL_THEME.text, flex: '1 1 auto' }}>{data.contest.title}</h1>
        <span role="status" data-testid="scroll-remaining" style={{ color: SCROLL_THEME.secondary }}>
          {state.finished ? t('contestBoard.scroll.finished') : t('contestBoard.scroll.remaining', { count: remaining })}
        </span>
        <button type="button" style={button} onClick={next} disabled={state.finished} data-testid="scroll-next">
          {t('contestBoard.scroll.next')}
        </button>
        <button type="button" style={button} onClick={toggleAutoPlay} aria-pressed={autoPlay} disabled={state.finished} data-testid="scroll-auto">
          {t(autoPlay ? 'contestBoard.scroll.pause' : 'contestBoard.scroll.autoPlay')}
        </button>
        <button
          type="button"
          style={button}
          onClick={() => {
            toggleFullScreen(rootRef.current);
          }}
        >
          {t('contestBoard.scroll.fullScreen')}
        </button>
        <span style={{ color: SCROLL_THEME.secondary, fontSize: 12, width: '100%' }}>{t('contestBoard.scroll.keys')}</span>
      </header>
      <div
        style={{
          display: 'grid',
          gridTemplateColumns: scrollGridColumns(state.problems.length),
          gap: 6,
          padding: '8px 12px',
          color: SCROLL_THEME.secondary,
          fontWeight: 600,
        }}
        aria-hidden
      >
        <span style={{ textAlign: 'center' }}>{t('contestBoard.rank')}</span>
        <span>{t('contestBoard.user')}</span>
        <span style={{ textAlign: 'center' }}>{t('contestBoard.ac')}</span>
        <span style={{ textAlign: 'center' }}>{t('contestBoard.totalTime')}</span>
        {data.problems.map((problem) => (
          <span key={problem.displayId} style={{ textAlign: 'center' }} title={problem.displayTitle}>
            {problem.color ? (
              <span style={{ display: 'inline-block', width: 10, height: 10, borderRadius: '50%', background: problem.color, marginRight: 4 }} />
            ) : null}
            {problem.displayId}
          </span>
        ))}
      </div>
      <div ref={listRef} style={{ flex: 1, overflowY: 'auto', overflowX: 'auto' }}>
        <div style={{ position: 'relative', height: state.rows.length * SCROLL_ROW_HEIGHT, minWidth: 'max-content' }}>
          {byUid.map(({ row, index }) => (
            <ScrollBoardRow
              key={row.person.uid}
              row={row}
              index={index}
              problems={state.problems}
              selected={state.selected}
              focused={index === focus}
              medal={index >= settled ? medalOf(row.rank, row.ac, state.medals) : null}
              moving={state.moved?.uid === row.person.uid}
            />
          ))}
        </div>
      </div>
    </div>
  );
}
