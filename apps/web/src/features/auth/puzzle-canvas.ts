// Paints the puzzle picture locally (no image downloads): a random gradient with shapes, the gap, the piece.
import { PIECE_BOX_PX, PUZZLE, tracePiece } from './puzzle.ts';
import type { GapPosition } from './puzzle.ts';

function hsl(hue: number, saturation: number, lightness: number, alpha = 1): string {
  return `hsla(${Math.round(hue)}, ${saturation}%, ${lightness}%, ${alpha})`;
}

/** Paints a random scene; busy enough that the gap must be found by eye. */
function paintScene(ctx: CanvasRenderingContext2D, random: () => number): void {
  const { widthPx: w, heightPx: h } = PUZZLE;
  const hue = random() * 360;
  const gradient = ctx.createLinearGradient(0, 0, w, h);
  gradient.addColorStop(0, hsl(hue, 70, 60));
  gradient.addColorStop(1, hsl(hue + 90, 70, 45));
  ctx.fillStyle = gradient;
  ctx.fillRect(0, 0, w, h);
  for (let i = 0; i < 24; i += 1) {
    ctx.beginPath();
    ctx.fillStyle = hsl(hue + random() * 180, 60, 30 + random() * 50, 0.55);
    ctx.arc(random() * w, random() * h, 4 + random() * 22, 0, Math.PI * 2);
    ctx.fill();
  }
}

/** Draws the background (scene with a pale gap) and the piece (the cut-out, at x 0). */
export function paintPuzzle(background: HTMLCanvasElement, piece: HTMLCanvasElement, gap: GapPosition, random: () => number): boolean {
  const bg = background.getContext('2d');
  const pc = piece.getContext('2d', { willReadFrequently: true });
  // No canvas support (old browsers, jsdom): the slider still works, only the picture is missing.
  if (!bg || !pc) return false;
  paintScene(bg, random);

  // The piece takes the scene's pixels at the gap before the gap is drawn over them.
  pc.clearRect(0, 0, piece.width, piece.height);
  pc.save();
  tracePiece(pc, gap.xPx, gap.yPx);
  pc.clip();
  pc.drawImage(background, 0, 0);
  pc.restore();
  tracePiece(pc, gap.xPx, gap.yPx);
  pc.lineWidth = 2;
  pc.strokeStyle = 'rgba(255, 255, 255, 0.9)';
  pc.stroke();
  const cut = pc.getImageData(gap.xPx, 0, PIECE_BOX_PX, PUZZLE.heightPx);
  pc.clearRect(0, 0, piece.width, piece.height);
  pc.putImageData(cut, 0, 0);

  tracePiece(bg, gap.xPx, gap.yPx);
  bg.fillStyle = 'rgba(255, 255, 255, 0.75)';
  bg.fill();
  bg.lineWidth = 2;
  bg.strokeStyle = 'rgba(0, 0, 0, 0.25)';
  bg.stroke();
  return true;
}
