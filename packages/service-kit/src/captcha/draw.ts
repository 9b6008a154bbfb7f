import { randomInt } from 'node:crypto';
import { CAPTCHA_ALPHABET, GRID, STROKE_FONT } from './stroke-font.ts';
import type { Stroke } from './stroke-font.ts';

/*
 * The captcha image: every character is drawn from the stroke font as pen strokes (never as text
 * or as a font outline), each stroke its own path of curved segments. Per character: position,
 * rotation, scale, slant and a wave are random; per point: a jitter; per segment: a random bend.
 *
 * Noise must not be told from glyph strokes by how a path is written (security review F6: a
 * template matcher that first dropped the noise by command, colour and width solved 7 captchas of
 * 10). So every path, glyph or noise, is one `M` then `Q` segments, with its colour and width drawn
 * from one distribution; the decoys are strokes of the same font, distorted the same way (smaller,
 * and across the characters' cells), and the long curves are chains of `Q` segments as long as a
 * glyph's. All paths are shuffled, so neither the markup's order nor its styles tell them apart.
 * packages/service-kit/test/captcha-attack.test.ts runs that attack; it solves at most 1 of 20.
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

type Rgb = [r: number, g: number, b: number];

/** A dark ink colour: the strokes of one character share one, each stroke a little off it. */
function ink(): Rgb {
  return [randomInt(20, 140), randomInt(20, 140), randomInt(20, 140)];
}

/** One path in a shade of `base`, its width drawn from the distribution every path (glyph or noise) shares. */
function pathElement(d: string, base: Rgb): string {
  const shade = base.map((channel) => Math.max(0, Math.min(255, channel + randomInt(-12, 13)))).join(',');
  return `<path d="${d}" fill="none" stroke="rgb(${shade})" stroke-width="${format(uniform(1.5, 2.5))}" stroke-linecap="round" stroke-linejoin="round"/>`;
}

/** How one character (or decoy) is placed: centre, turn, size, slant and a wave along x. */
interface Placement {
  centre: Point;
  angle: number;
  scaleX: number;
  scaleY: number;
  slant: number;
  waveAmplitude: number;
  wavePhase: number;
}

function randomPlacement(centre: Point, size: number): Placement {
  return {
    centre,
    angle: (uniform(-25, 25) * Math.PI) / 180,
    scaleX: uniform(1.2, 1.7) * size,
    scaleY: uniform(1.4, 1.8) * size,
    slant: uniform(-0.35, 0.35),
    waveAmplitude: uniform(0, 1.5),
    wavePhase: uniform(0, 2 * Math.PI),
  };
}

/** The strokes of one character placed as `placement` says, each point jittered. */
function placedStrokes(strokes: readonly Stroke[], placement: Placement, base: Rgb): string[] {
  const { centre, angle, scaleX, scaleY, slant, waveAmplitude, wavePhase } = placement;
  const place = ([gx, gy]: readonly [number, number]): Point => {
    const x = (gx + uniform(-0.7, 0.7) - GRID.width / 2) * scaleX;
    const y = (gy + uniform(-0.7, 0.7) - GRID.height / 2) * scaleY + waveAmplitude * Math.sin(x / 4 + wavePhase);
    const slanted = x + slant * y;
    return [centre[0] + slanted * Math.cos(angle) - y * Math.sin(angle), centre[1] + slanted * Math.sin(angle) + y * Math.cos(angle)];
  };
  return strokes.map((stroke) => pathElement(curvedPath(stroke.map(place), 0.25), base));
}

const CELL = (WIDTH - 12) / CAPTCHA_LENGTH;

/** The strokes of the character at `index`, in its cell. */
function glyphPaths(strokes: readonly Stroke[], index: number, base: Rgb): string[] {
  return placedStrokes(strokes, randomPlacement([6 + CELL * (index + 0.5) + uniform(-3, 3), HEIGHT / 2 + uniform(-3, 3)], 1), base);
}

/**
 * A decoy: a piece of a stroke of a random character of the font, smaller, anywhere along the text, in the
 * ink of one of the characters (so grouping strokes by colour does not single it out either).
 */
function decoyStroke(inks: readonly Rgb[]): string {
  const strokes = STROKE_FONT[CAPTCHA_ALPHABET.charAt(randomInt(0, CAPTCHA_ALPHABET.length))] ?? [];
  const whole = strokes[randomInt(0, strokes.length)] ?? [];
  // A piece of up to four points: a whole one-stroke character (5, 7, C) would read as a character.
  const start = randomInt(0, Math.max(1, whole.length - 1));
  const stroke = whole.slice(start, start + randomInt(2, 5));
  const base = inks[randomInt(0, inks.length)] ?? ink();
  const [path = ''] = placedStrokes([stroke], randomPlacement([uniform(6, WIDTH - 6), uniform(8, HEIGHT - 8)], uniform(0.35, 0.55)), base);
  return path;
}

/** A long wavy curve across the image, a chain of as many segments as a long glyph stroke. */
function noiseCurve(base: Rgb): string {
  const segments = randomInt(4, 9);
  const [fromY, toY] = [uniform(4, HEIGHT - 4), uniform(4, HEIGHT - 4)];
  const [fromX, toX] = [uniform(0, WIDTH * 0.3), uniform(WIDTH * 0.7, WIDTH)];
  const points = Array.from({ length: segments + 1 }, (_, i): Point => {
    const t = i / segments;
    return [fromX + (toX - fromX) * t + uniform(-3, 3), fromY + (toY - fromY) * t + uniform(-5, 5)];
  });
  return pathElement(curvedPath(points, 0.3), base);
}

function shuffle<T>(items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i -= 1) {
    const j = randomInt(0, i + 1);
    [items[i], items[j]] = [items[j] as T, items[i] as T];
  }
  return items;
}

/** The paths of a captcha, by layer: each character's strokes, and the noise (for the solver test's training labels). */
export interface CaptchaLayers {
  glyphs: string[][];
  noise: string[];
  background: string;
}

/** Draws the layers of a captcha for `text` (characters of the alphabet). */
export function drawCaptchaLayers(text: string): CaptchaLayers {
  const inks = Array.from(text, ink);
  const glyphs = Array.from(text, (char, index) => glyphPaths(STROKE_FONT[char] ?? [], index, inks[index] ?? ink()));
  const noise = [...Array.from({ length: randomInt(1, 3) }, () => noiseCurve(ink())), ...Array.from({ length: randomInt(4, 7) }, () => decoyStroke(inks))];
  return { glyphs, noise, background: colour(225, 256) };
}

/** The SVG markup of drawn layers, every path shuffled among the others. */
export function captchaSvg(layers: CaptchaLayers): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">` +
    `<rect width="100%" height="100%" fill="${layers.background}"/>${shuffle([...layers.glyphs.flat(), ...layers.noise]).join('')}</svg>`
  );
}

/** Draws a captcha for `text` (characters of the alphabet); returns the SVG markup. */
export function drawCaptcha(text: string): string {
  return captchaSvg(drawCaptchaLayers(text));
}

/** A new random captcha answer. */
export function captchaText(): string {
  return Array.from({ length: CAPTCHA_LENGTH }, () => CAPTCHA_ALPHABET.charAt(randomInt(0, CAPTCHA_ALPHABET.length))).join('');
}
