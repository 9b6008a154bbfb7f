import { useCallback, useEffect, useRef, useState } from 'react';
import type { PointerEvent as ReactPointerEvent } from 'react';
import { ArrowRightOutlined, CheckOutlined, CloseOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Tooltip, Typography } from 'antd';
import { useTranslation } from '@oj/i18n';
import { paintPuzzle } from '../puzzle-canvas.ts';
import { MAX_SLIDE_PX, PIECE_BOX_PX, PUZZLE, clampSlide, randomGap, verifySlide } from '../puzzle.ts';

/** Props of SlidePuzzle. */
export interface SlidePuzzleProps {
  /** Tolerance in px (1 to 10, default 3). */
  accuracyPx?: number;
  onSuccess: () => void;
  /** Injectable for tests; returns [0, 1). */
  random?: () => number;
}

type Phase = 'idle' | 'dragging' | 'success' | 'fail';

const HANDLE_PX = PIECE_BOX_PX;

/** Drag the piece into the gap (spec 01 §4): within the accuracy and with a non-flat trail. */
export function SlidePuzzle({ accuracyPx = PUZZLE.defaultAccuracyPx, onSuccess, random = Math.random }: SlidePuzzleProps) {
  const { t } = useTranslation();
  const backgroundRef = useRef<HTMLCanvasElement>(null);
  const pieceRef = useRef<HTMLCanvasElement>(null);
  const drag = useRef<{ startX: number; startY: number; trail: number[] } | null>(null);
  const resetTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [gap, setGap] = useState(() => randomGap(random));
  const [offsetPx, setOffsetPx] = useState(0);
  const [phase, setPhase] = useState<Phase>('idle');

  useEffect(() => {
    if (backgroundRef.current && pieceRef.current) paintPuzzle(backgroundRef.current, pieceRef.current, gap, random);
  }, [gap, random]);

  useEffect(
    () => () => {
      clearTimeout(resetTimer.current);
    },
    [],
  );

  const reset = useCallback(() => {
    setGap(randomGap(random));
    setOffsetPx(0);
    setPhase('idle');
  }, [random]);

  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (phase !== 'idle') return;
    try {
      // Keeps the drag alive when the pointer leaves the handle.
      event.currentTarget.setPointerCapture(event.pointerId);
    } catch {
      // Not every environment supports capture; the drag still works over the handle.
    }
    drag.current = { startX: event.clientX, startY: event.clientY, trail: [] };
    setPhase('dragging');
  };
  const onPointerMove = (event: ReactPointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current) return;
    setOffsetPx(clampSlide(event.clientX - current.startX));
    current.trail.push(event.clientY - current.startY);
  };
  const onPointerUp = (event: ReactPointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current) return;
    drag.current = null;
    const pieceXPx = clampSlide(event.clientX - current.startX);
    setOffsetPx(pieceXPx);
    const verdict = verifySlide({ gapXPx: gap.xPx, pieceXPx, trailYPx: current.trail, accuracyPx });
    if (verdict.ok) {
      setPhase('success');
      onSuccess();
    } else {
      setPhase('fail');
      resetTimer.current = setTimeout(reset, PUZZLE.resetDelayMs);
    }
  };

  const trackColor = phase === 'success' ? '#d2f4ef' : phase === 'fail' ? '#fce1e1' : '#e8f4ff';
  const handleColor = phase === 'success' ? '#52ccba' : phase === 'fail' ? '#f57a7a' : '#1991fa';
  const handleIcon = phase === 'success' ? <CheckOutlined /> : phase === 'fail' ? <CloseOutlined /> : <ArrowRightOutlined />;

  return (
    <div style={{ width: PUZZLE.widthPx, maxWidth: '100%', userSelect: 'none' }} data-testid="slide-puzzle" data-phase={phase}>
      <div style={{ position: 'relative', width: PUZZLE.widthPx, height: PUZZLE.heightPx, background: '#eef2f7' }}>
        <canvas ref={backgroundRef} width={PUZZLE.widthPx} height={PUZZLE.heightPx} />
        <canvas
          ref={pieceRef}
          width={PUZZLE.widthPx}
          height={PUZZLE.heightPx}
          style={{ position: 'absolute', top: 0, left: offsetPx }}
          data-testid="puzzle-piece"
        />
        <Tooltip title={t('auth.puzzle.refresh')}>
          <Button
            size="small"
            type="text"
            icon={<ReloadOutlined />}
            aria-label={t('auth.puzzle.refresh')}
            onClick={reset}
            style={{ position: 'absolute', top: 2, right: 2, color: '#fff' }}
          />
        </Tooltip>
      </div>
      <div style={{ position: 'relative', marginTop: 8, height: 40, lineHeight: '40px', textAlign: 'center', background: trackColor, borderRadius: 4 }}>
        <Typography.Text type="secondary">
          {phase === 'success' ? t('auth.puzzle.success') : phase === 'fail' ? t('auth.puzzle.fail') : t('auth.puzzle.hint')}
        </Typography.Text>
        <div
          role="slider"
          aria-label={t('auth.puzzle.hint')}
          aria-valuemin={0}
          aria-valuemax={MAX_SLIDE_PX}
          aria-valuenow={offsetPx}
          tabIndex={0}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
          style={{
            position: 'absolute',
            top: 0,
            left: offsetPx,
            width: HANDLE_PX,
            height: 40,
            background: handleColor,
            color: '#fff',
            borderRadius: 4,
            cursor: phase === 'idle' || phase === 'dragging' ? 'grab' : 'default',
            touchAction: 'none',
          }}
        >
          {handleIcon}
        </div>
      </div>
    </div>
  );
}
