// Slide-puzzle geometry and verification (spec 01 §4, §9), kept pure so it can be tested alone.

/** Puzzle size and tolerance of spec 01 §9. */
export const PUZZLE = {
  widthPx: 325,
  heightPx: 100,
  pieceSizePx: 42,
  knobRadiusPx: 10,
  defaultAccuracyPx: 3,
  minAccuracyPx: 1,
  maxAccuracyPx: 10,
  /** A miss shows for this long before the puzzle resets. */
  resetDelayMs: 1000,
} as const;

/** Width and height of the piece's bounding box: the square plus the knob on its right and top. */
export const PIECE_BOX_PX = PUZZLE.pieceSizePx + PUZZLE.knobRadiusPx;

/** Where the gap sits: the top-left corner of the piece's bounding box. */
export interface GapPosition {
  xPx: number;
  yPx: number;
}

/** Keeps an accuracy setting inside 1..10 px. */
export function clampAccuracy(accuracyPx: number): number {
  if (!Number.isFinite(accuracyPx)) return PUZZLE.defaultAccuracyPx;
  return Math.min(PUZZLE.maxAccuracyPx, Math.max(PUZZLE.minAccuracyPx, Math.round(accuracyPx)));
}

/** Picks a gap away from the piece's start, fully inside the picture. `random` returns [0, 1). */
export function randomGap(random: () => number = Math.random): GapPosition {
  const minX = PIECE_BOX_PX + 10;
  const maxX = PUZZLE.widthPx - PIECE_BOX_PX - 2;
  const minY = 2;
  const maxY = PUZZLE.heightPx - PIECE_BOX_PX - 2;
  return {
    xPx: Math.round(minX + random() * (maxX - minX)),
    yPx: Math.round(minY + random() * (maxY - minY)),
  };
}

/** Furthest the piece can slide to the right. */
export const MAX_SLIDE_PX = PUZZLE.widthPx - PIECE_BOX_PX;

/** Clamps a drag offset to the slider's range. */
export function clampSlide(offsetPx: number): number {
  return Math.min(MAX_SLIDE_PX, Math.max(0, offsetPx));
}

/**
 * A person's drag wobbles vertically; a script's is often perfectly flat. The trail is the list of
 * vertical offsets seen while dragging; fewer than two samples cannot show a wobble either.
 */
export function isFlatTrail(trailYPx: readonly number[]): boolean {
  if (trailYPx.length < 2) return true;
  const first = trailYPx[0];
  return trailYPx.every((y) => y === first);
}

/** The outcome of a drag, with the reason for a miss. */
export type SlideVerdict = { ok: true } | { ok: false; reason: 'offTarget' | 'flatTrail' };

/** Success when the piece lands within `accuracyPx` of the gap and the trail is not flat. */
export function verifySlide(input: { gapXPx: number; pieceXPx: number; trailYPx: readonly number[]; accuracyPx?: number }): SlideVerdict {
  const accuracyPx = clampAccuracy(input.accuracyPx ?? PUZZLE.defaultAccuracyPx);
  if (Math.abs(input.pieceXPx - input.gapXPx) > accuracyPx) return { ok: false, reason: 'offTarget' };
  if (isFlatTrail(input.trailYPx)) return { ok: false, reason: 'flatTrail' };
  return { ok: true };
}

/** Minimal 2D-path surface (CanvasRenderingContext2D satisfies it). */
export interface PathSink {
  beginPath(): void;
  moveTo(x: number, y: number): void;
  lineTo(x: number, y: number): void;
  arc(x: number, y: number, radius: number, startAngle: number, endAngle: number, counterclockwise?: boolean): void;
  closePath(): void;
}

/** Traces the piece outline at a bounding-box corner: a square with a knob on top and on the right. */
export function tracePiece(sink: PathSink, xPx: number, yPx: number): void {
  const size = PUZZLE.pieceSizePx;
  const r = PUZZLE.knobRadiusPx;
  const left = xPx;
  const top = yPx + r;
  sink.beginPath();
  sink.moveTo(left, top);
  sink.arc(left + size / 2, top, r * 0.8, Math.PI, 0, false);
  sink.lineTo(left + size, top);
  sink.arc(left + size, top + size / 2, r * 0.8, -Math.PI / 2, Math.PI / 2, false);
  sink.lineTo(left + size, top + size);
  sink.lineTo(left, top + size);
  sink.closePath();
}
