import { randomInt } from 'node:crypto';
import { CAPTCHA_ALPHABET, GRID, STROKE_FONT } from './stroke-font.ts';
import type { Stroke } from './stroke-font.ts';

/*
 * The captcha image: every character is drawn from the stroke font as pen strokes (never as text
 * or as a font outline), each stroke its own path of curved segments. Per character: position,
 * rotation, scale and slant are random; per point: a jitter; per segment: a random bend. Noise
 * curves and stray strokes look like the real ones (same widths and colours) and all paths are
 * shuffled, so neither the markup's order nor its styles tell which path belongs to which glyph,
 * and no two renderings of one text share a path.
 */

/** Number of characters of an answer. */
export const CAPTCHA_LENGTH = 4;
const WIDTH = 120;
const HEIGHT = 40;

/** A uniform random number in [min, max), with 1/1000 steps. */
function uniform(min: number, max: number): number {
  return min + (randomInt(0, 1000) / 1000) * (max - min);
}

function colour(minChannel: number, maxChannel: number): string {
  const channel = (): number => randomInt(minChannel, maxChannel);
  return `rgb(${channel()},${channel()},${channel()})`;
}

const format = (value: number): string => (Math.round(value * 10) / 10).toString();

type Point = [x: number, y: number];

/** A path through `points`, each segment a quadratic curve bent sideways by a random amount. */
function curvedPath(points: readonly Point[], bend: number): string {
  const [first, ...rest] = points;
  if (!first) return '';
  let d = `M${format(first[0])} ${format(first[1])}`;
  let previous = first;
  for (const point of rest) {
    const [dx, dy] = [point[0] - previous[0], point[1] - previous[1]];
    const offset = uniform(-bend, bend);
    const control: Point = [(previous[0] + point[0]) / 2 - dy * offset, (previous[1] + point[1]) / 2 + dx * offset];
    d += `Q${format(control[0])} ${format(control[1])} ${format(point[0])} ${format(point[1])}`;
    previous = point;
  }
  return d;
}

function pathElement(d: string, strokeColour: string, width: number): string {
  return `<path d="${d}" fill="none" stroke="${strokeColour}" stroke-width="${format(width)}" stroke-linecap="round" stroke-linejoin="round"/>`;
}

/** The strokes of one character, placed in its cell with a random turn, size, slant and jitter. */
function glyphPaths(strokes: readonly Stroke[], index: number): string[] {
  const cell = (WIDTH - 12) / CAPTCHA_LENGTH;
  const centre: Point = [6 + cell * (index + 0.5) + uniform(-3, 3), HEIGHT / 2 + uniform(-3, 3)];
  const angle = (uniform(-22, 22) * Math.PI) / 180;
  const scaleX = uniform(1.2, 1.7);
  const scaleY = uniform(1.4, 1.8);
  const slant = uniform(-0.3, 0.3);
  const place = ([gx, gy]: readonly [number, number]): Point => {
    const x = (gx + uniform(-0.6, 0.6) - GRID.width / 2) * scaleX;
    const y = (gy + uniform(-0.6, 0.6) - GRID.height / 2) * scaleY;
    const slanted = x + slant * y;
    return [
      centre[0] + slanted * Math.cos(angle) - y * Math.sin(angle),
      centre[1] + slanted * Math.sin(angle) + y * Math.cos(angle),
    ];
  };
  return strokes.map((stroke) => pathElement(curvedPath(stroke.map(place), 0.25), colour(20, 130), uniform(1.6, 2.4)));
}

function randomPoint(): Point {
  return [uniform(0, WIDTH), uniform(0, HEIGHT)];
}

/** A long curve across the image, drawn like a glyph stroke. */
function noiseCurve(): string {
  const from: Point = [uniform(0, WIDTH * 0.3), uniform(0, HEIGHT)];
  const to: Point = [uniform(WIDTH * 0.7, WIDTH), uniform(0, HEIGHT)];
  const d = `M${format(from[0])} ${format(from[1])}C${randomPoint().map(format).join(' ')} ${randomPoint().map(format).join(' ')} ${format(to[0])} ${format(to[1])}`;
  return pathElement(d, colour(90, 210), uniform(1, 2));
}

/** A short stroke of two or three segments: a decoy that looks like a piece of a glyph. */
function strayStroke(): string {
  const start = randomPoint();
  const points: Point[] = [start];
  for (let i = 0; i < randomInt(2, 4); i += 1) {
    const last = points[points.length - 1] ?? start;
    points.push([last[0] + uniform(-8, 8), last[1] + uniform(-8, 8)]);
  }
  return pathElement(curvedPath(points, 0.3), colour(60, 200), uniform(1.4, 2.2));
}

function shuffle<T>(items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i -= 1) {
    const j = randomInt(0, i + 1);
    [items[i], items[j]] = [items[j] as T, items[i] as T];
  }
  return items;
}

/** Draws a captcha for `text` (characters of the alphabet); returns the SVG markup. */
export function drawCaptcha(text: string): string {
  const glyphs = Array.from(text, (char, index) => glyphPaths(STROKE_FONT[char] ?? [], index)).flat();
  const noise = [...Array.from({ length: randomInt(2, 4) }, noiseCurve), ...Array.from({ length: randomInt(3, 6) }, strayStroke)];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">` +
    `<rect width="100%" height="100%" fill="${colour(225, 256)}"/>${shuffle([...glyphs, ...noise]).join('')}</svg>`
  );
}

/** A new random captcha answer. */
export function captchaText(): string {
  return Array.from({ length: CAPTCHA_LENGTH }, () => CAPTCHA_ALPHABET.charAt(randomInt(0, CAPTCHA_ALPHABET.length))).join('');
}
