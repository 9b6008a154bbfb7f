import { useEffect, useRef, useState } from 'react';
import type { PointerEvent as ReactPointerEvent, ReactNode } from 'react';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { theme } from 'antd';
import { useTranslation } from '@oj/i18n';
import { leftWidthOf, splitAfterDrag } from '../split.ts';
import type { SplitState } from '../split.ts';

const DIVIDER_PX = 10;

/** Props of SplitView. */
export interface SplitViewProps {
  left: ReactNode;
  right: ReactNode;
  height: number | string;
  /** Initial share of the left pane, 0..1. */
  initialRatio?: number;
  minLeftPx?: number;
  minRightPx?: number;
}

/**
 * Two panes with a draggable divider (spec 01 §2): dragging a side below 200 px collapses it, and
 * the divider's arrows collapse or restore either side.
 */
export function SplitView({ left, right, height, initialRatio = 0.5, minLeftPx, minRightPx }: SplitViewProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const container = useRef<HTMLDivElement>(null);
  const [widthPx, setWidthPx] = useState(1200);
  const [state, setState] = useState<SplitState>({ kind: 'split', leftPx: 600 });
  const [initialised, setInitialised] = useState(false);
  const lastSplit = useRef<number>(600);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const measure = () => {
      const width = element.getBoundingClientRect().width || 1200;
      setWidthPx(width);
      if (!initialised) {
        setState({ kind: 'split', leftPx: Math.round(width * initialRatio) });
        setInitialised(true);
      }
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, [initialRatio, initialised]);

  useEffect(() => {
    if (state.kind === 'split') lastSplit.current = state.leftPx;
  }, [state]);

  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    const element = container.current;
    if (!element) return;
    event.preventDefault();
    const originX = element.getBoundingClientRect().left;
    const onMove = (move: PointerEvent) => {
      setState(splitAfterDrag(move.clientX - originX, element.getBoundingClientRect().width, minLeftPx, minRightPx));
    };
    const onUp = () => {
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', onUp);
      document.body.style.userSelect = '';
    };
    document.body.style.userSelect = 'none';
    window.addEventListener('pointermove', onMove);
    window.addEventListener('pointerup', onUp);
  };

  const restore = () => {
    setState({ kind: 'split', leftPx: lastSplit.current });
  };
  const leftPx = leftWidthOf(state, widthPx - DIVIDER_PX);
  const arrow = { border: 'none', background: token.colorBgContainer, cursor: 'pointer', padding: '6px 0', width: DIVIDER_PX, color: token.colorTextSecondary };

  return (
    <div ref={container} style={{ display: 'flex', height, width: '100%', minWidth: 0 }} data-testid="split-view" data-split={state.kind}>
      <div style={{ width: leftPx, minWidth: 0, overflow: 'auto', display: state.kind === 'leftCollapsed' ? 'none' : 'block', flexShrink: 0 }}>{left}</div>
      {/* The draggable bar holds the two arrow buttons; a separator may not contain controls, so the bar is a plain box. */}
      <div
        onPointerDown={onPointerDown}
        data-testid="split-divider"
        style={{
          width: DIVIDER_PX,
          flexShrink: 0,
          cursor: 'col-resize',
          background: token.colorFillSecondary,
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'center',
          gap: 8,
        }}
      >
        {state.kind !== 'leftCollapsed' ? (
          <button
            type="button"
            aria-label={t('problemDetail.collapse')}
            style={arrow}
            onPointerDown={(event) => {
              event.stopPropagation();
            }}
            onClick={() => {
              setState(state.kind === 'rightCollapsed' ? { kind: 'split', leftPx: lastSplit.current } : { kind: 'leftCollapsed' });
            }}
          >
            <LeftOutlined style={{ fontSize: 9 }} />
          </button>
        ) : null}
        {state.kind !== 'rightCollapsed' ? (
          <button
            type="button"
            aria-label={t('problemDetail.expand')}
            style={arrow}
            onPointerDown={(event) => {
              event.stopPropagation();
            }}
            onClick={() => {
              if (state.kind === 'leftCollapsed') restore();
              else setState({ kind: 'rightCollapsed' });
            }}
          >
            <RightOutlined style={{ fontSize: 9 }} />
          </button>
        ) : null}
      </div>
      <div style={{ flex: 1, minWidth: 0, overflow: 'auto', display: state.kind === 'rightCollapsed' ? 'none' : 'block' }}>{right}</div>
    </div>
  );
}
