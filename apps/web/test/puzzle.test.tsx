import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nextProvider, createI18n } from '@oj/i18n';
import { SlidePuzzle } from '@/features/auth/components/SlidePuzzle.tsx';
import { MAX_SLIDE_PX, PIECE_BOX_PX, PUZZLE, clampAccuracy, isFlatTrail, randomGap, verifySlide } from '@/features/auth/puzzle.ts';

describe('verifySlide (spec 01 §4)', () => {
  const wobble = [0, 1, 1, 2, 1];

  it('accepts a landing within 3 px with a wobbling trail', () => {
    for (const pieceXPx of [97, 100, 103]) expect(verifySlide({ gapXPx: 100, pieceXPx, trailYPx: wobble })).toEqual({ ok: true });
  });

  it('rejects a landing 4 px away', () => {
    expect(verifySlide({ gapXPx: 100, pieceXPx: 104, trailYPx: wobble })).toEqual({ ok: false, reason: 'offTarget' });
    expect(verifySlide({ gapXPx: 100, pieceXPx: 96, trailYPx: wobble })).toEqual({ ok: false, reason: 'offTarget' });
  });

  it('rejects a perfectly flat trail even on target', () => {
    expect(verifySlide({ gapXPx: 100, pieceXPx: 100, trailYPx: [3, 3, 3, 3] })).toEqual({ ok: false, reason: 'flatTrail' });
    expect(verifySlide({ gapXPx: 100, pieceXPx: 100, trailYPx: [] })).toEqual({ ok: false, reason: 'flatTrail' });
    expect(isFlatTrail([0])).toBe(true);
    expect(isFlatTrail([0, 0, -1])).toBe(false);
  });

  it('takes a configurable accuracy clamped to 1..10 px', () => {
    expect(verifySlide({ gapXPx: 100, pieceXPx: 110, trailYPx: wobble, accuracyPx: 10 }).ok).toBe(true);
    expect(verifySlide({ gapXPx: 100, pieceXPx: 110, trailYPx: wobble, accuracyPx: 50 }).ok).toBe(true);
    expect(verifySlide({ gapXPx: 100, pieceXPx: 102, trailYPx: wobble, accuracyPx: 1 }).ok).toBe(false);
    expect(clampAccuracy(0)).toBe(1);
    expect(clampAccuracy(Number.NaN)).toBe(3);
  });

  it('places the gap inside the 325x100 picture, clear of the start', () => {
    for (const r of [0, 0.5, 0.999999]) {
      const gap = randomGap(() => r);
      expect(gap.xPx).toBeGreaterThanOrEqual(PIECE_BOX_PX + 10);
      expect(gap.xPx + PIECE_BOX_PX).toBeLessThanOrEqual(PUZZLE.widthPx);
      expect(gap.xPx).toBeLessThanOrEqual(MAX_SLIDE_PX);
      expect(gap.yPx).toBeGreaterThanOrEqual(0);
      expect(gap.yPx + PIECE_BOX_PX).toBeLessThanOrEqual(PUZZLE.heightPx);
    }
  });
});

describe('SlidePuzzle component', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const random = () => 0.5;
  const gapX = randomGap(random).xPx;

  function renderPuzzle() {
    const onSuccess = vi.fn();
    render(
      <I18nextProvider i18n={createI18n('en-US')}>
        <SlidePuzzle onSuccess={onSuccess} random={random} />
      </I18nextProvider>,
    );
    return { onSuccess, slider: screen.getByRole('slider'), puzzle: screen.getByTestId('slide-puzzle') };
  }

  function dragTo(slider: HTMLElement, dxPx: number, trailY: number[]) {
    fireEvent.pointerDown(slider, { clientX: 10, clientY: 200, pointerId: 1 });
    trailY.forEach((dy, index) => {
      fireEvent.pointerMove(slider, { clientX: 10 + (dxPx * (index + 1)) / trailY.length, clientY: 200 + dy, pointerId: 1 });
    });
    fireEvent.pointerUp(slider, { clientX: 10 + dxPx, clientY: 200 + (trailY.at(-1) ?? 0), pointerId: 1 });
  }

  it('succeeds when the piece is dragged into the gap by a wobbling hand', () => {
    const { onSuccess, slider, puzzle } = renderPuzzle();
    dragTo(slider, gapX + 2, [0, 1, 2, 1]);
    expect(onSuccess).toHaveBeenCalledOnce();
    expect(puzzle.getAttribute('data-phase')).toBe('success');
    expect(screen.getByTestId('puzzle-piece').style.left).toBe(`${gapX + 2}px`);
    expect(screen.getByText('Verified')).toBeTruthy();
  });

  it('fails a flat drag and resets after one second', () => {
    vi.useFakeTimers();
    const { onSuccess, slider, puzzle } = renderPuzzle();
    dragTo(slider, gapX, [0, 0, 0, 0]);
    expect(onSuccess).not.toHaveBeenCalled();
    expect(puzzle.getAttribute('data-phase')).toBe('fail');
    act(() => {
      vi.advanceTimersByTime(999);
    });
    expect(puzzle.getAttribute('data-phase')).toBe('fail');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(puzzle.getAttribute('data-phase')).toBe('idle');
    expect(slider.getAttribute('aria-valuenow')).toBe('0');
  });

  it('fails a drag that stops 4 px short', () => {
    const { onSuccess, slider, puzzle } = renderPuzzle();
    dragTo(slider, gapX - 4, [0, 2, 1, 3]);
    expect(onSuccess).not.toHaveBeenCalled();
    expect(puzzle.getAttribute('data-phase')).toBe('fail');
  });

  it('keeps the piece inside the picture', () => {
    const { slider } = renderPuzzle();
    fireEvent.pointerDown(slider, { clientX: 10, clientY: 0, pointerId: 1 });
    fireEvent.pointerMove(slider, { clientX: 5000, clientY: 3, pointerId: 1 });
    expect(slider.getAttribute('aria-valuenow')).toBe(String(MAX_SLIDE_PX));
  });
});
