// The attack of security review F6, written again for the test: a script that (1) tells noise from
// glyph strokes by each path's drawing command, colour and width, (2) cuts the image into the four
// character cells, and (3) matches each cell against templates. It learns both steps from training
// captchas drawn with their layers known (a stronger attacker than the review's, who had only the
// answers), then reads fresh captchas from their SVG alone.

import type { CaptchaLayers } from '../src/captcha/draw.ts';

const WIDTH = 120;
const CELLS = 4;
const CELL_WIDTH = (WIDTH - 12) / CELLS;
const GRID_X = 9;
const GRID_Y = 13;

/** What the classifier sees of one path. */
interface PathFeatures {
  commands: string;
  brightness: number;
  width: number;
  segments: number;
  points: [number, number][];
}

/** The features of one `<path …/>` element. */
export function featuresOf(element: string): PathFeatures {
  const d = /\bd="([^"]+)"/.exec(element)?.[1] ?? '';
  const rgb = /stroke="rgb\((\d+),(\d+),(\d+)\)"/.exec(element)?.slice(1).map(Number) ?? [0, 0, 0];
  const width = Number(/stroke-width="([\d.]+)"/.exec(element)?.[1] ?? 0);
  const letters = d.match(/[A-Za-z]/g) ?? [];
  const numbers = (d.match(/-?\d+(?:\.\d+)?/g) ?? []).map(Number);
  const points: [number, number][] = [];
  for (let i = 0; i + 1 < numbers.length; i += 2) points.push([numbers[i] ?? 0, numbers[i + 1] ?? 0]);
  return {
    commands: [...new Set(letters)].sort().join(''),
    brightness: (rgb[0] ?? 0) + (rgb[1] ?? 0) + (rgb[2] ?? 0),
    width,
    segments: letters.length - 1,
    points,
  };
}

const pathsOf = (svg: string): string[] => svg.match(/<path [^>]*\/>/g) ?? [];

interface Gaussian {
  mean: number;
  variance: number;
}

function gaussianOf(values: number[]): Gaussian {
  const mean = values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);
  const variance = values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / Math.max(1, values.length) + 1e-3;
  return { mean, variance };
}

const logDensity = (g: Gaussian, value: number): number => -((value - g.mean) ** 2) / (2 * g.variance) - Math.log(Math.sqrt(2 * Math.PI * g.variance));

/** Naive Bayes over command set (counted), brightness, width and number of segments. */
interface NoiseModel {
  prior: Record<'glyph' | 'noise', number>;
  commands: Record<'glyph' | 'noise', Map<string, number>>;
  numeric: Record<'glyph' | 'noise', { brightness: Gaussian; width: Gaussian; segments: Gaussian }>;
}

function trainNoiseModel(samples: { features: PathFeatures; glyph: boolean }[]): NoiseModel {
  const model = { prior: { glyph: 0, noise: 0 }, commands: { glyph: new Map(), noise: new Map() }, numeric: {} } as NoiseModel;
  for (const label of ['glyph', 'noise'] as const) {
    const own = samples.filter((sample) => sample.glyph === (label === 'glyph')).map((sample) => sample.features);
    model.prior[label] = own.length / samples.length;
    for (const features of own) model.commands[label].set(features.commands, (model.commands[label].get(features.commands) ?? 0) + 1);
    for (const [key, count] of model.commands[label]) model.commands[label].set(key, count / own.length);
    model.numeric[label] = {
      brightness: gaussianOf(own.map((features) => features.brightness)),
      width: gaussianOf(own.map((features) => features.width)),
      segments: gaussianOf(own.map((features) => features.segments)),
    };
  }
  return model;
}

function isGlyph(model: NoiseModel, features: PathFeatures): boolean {
  const score = (label: 'glyph' | 'noise'): number =>
    Math.log(model.prior[label] + 1e-9) +
    Math.log((model.commands[label].get(features.commands) ?? 0) + 1e-6) +
    logDensity(model.numeric[label].brightness, features.brightness) +
    logDensity(model.numeric[label].width, features.width) +
    logDensity(model.numeric[label].segments, features.segments);
  return score('glyph') >= score('noise');
}

/** Points along a path's point sequence (its end and control points, joined by straight lines). */
function samplesOf(path: PathFeatures): [number, number][] {
  const samples: [number, number][] = [];
  for (let i = 0; i + 1 < path.points.length; i += 1) {
    const from: [number, number] = path.points[i] ?? [0, 0];
    const to: [number, number] = path.points[i + 1] ?? [0, 0];
    for (let step = 0; step < 6; step += 1) samples.push([from[0] + ((to[0] - from[0]) * step) / 6, from[1] + ((to[1] - from[1]) * step) / 6]);
  }
  return samples;
}

/**
 * Groups paths into the four character cells by their centre, and draws each cell's points into a
 * grid fitted to their bounding box (so size and position do not matter), softened by one cell.
 */
function cellGrids(paths: PathFeatures[]): number[][] {
  const groups = Array.from({ length: CELLS }, () => [] as [number, number][]);
  for (const path of paths) {
    const samples = samplesOf(path);
    if (samples.length === 0) continue;
    const centre = samples.reduce((sum, [x]) => sum + x, 0) / samples.length;
    const cell = Math.max(0, Math.min(CELLS - 1, Math.floor((centre - 6) / CELL_WIDTH)));
    groups[cell]?.push(...samples);
  }
  return groups.map((points) => {
    const grid = new Array<number>(GRID_X * GRID_Y).fill(0);
    if (points.length === 0) return grid;
    const xs = points.map(([x]) => x);
    const ys = points.map(([, y]) => y);
    const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
    for (const [x, y] of points) {
      const gx = Math.min(GRID_X - 1, Math.floor(((x - minX) / (maxX - minX || 1)) * GRID_X));
      const gy = Math.min(GRID_Y - 1, Math.floor(((y - minY) / (maxY - minY || 1)) * GRID_Y));
      for (let dy = -1; dy <= 1; dy += 1) {
        for (let dx = -1; dx <= 1; dx += 1) {
          const [cx, cy] = [gx + dx, gy + dy];
          if (cx < 0 || cy < 0 || cx >= GRID_X || cy >= GRID_Y) continue;
          const index = cy * GRID_X + cx;
          grid[index] = Math.max(grid[index] ?? 0, dx === 0 && dy === 0 ? 1 : 0.4);
        }
      }
    }
    return grid;
  });
}

function cosine(a: number[], b: number[]): number {
  let [dot, na, nb] = [0, 0, 0];
  for (let i = 0; i < a.length; i += 1) {
    dot += (a[i] ?? 0) * (b[i] ?? 0);
    na += (a[i] ?? 0) ** 2;
    nb += (b[i] ?? 0) ** 2;
  }
  return dot / (Math.sqrt(na * nb) || 1);
}

/** A trained solver: reads the answer of a captcha's SVG. */
export type CaptchaSolver = (svg: string) => string;

/** Trains the solver on captchas drawn by `draw` for random answers of `alphabet`. */
export function trainSolver(draw: (text: string) => CaptchaLayers, alphabet: string, captchas: number, randomText: () => string): CaptchaSolver {
  const samples: { features: PathFeatures; glyph: boolean }[] = [];
  const sums = new Map<string, { total: number[]; count: number }>();
  for (let round = 0; round < captchas; round += 1) {
    const text = randomText();
    const layers = draw(text);
    for (const element of layers.noise) samples.push({ features: featuresOf(element), glyph: false });
    layers.glyphs.forEach((strokes, index) => {
      const features = strokes.map(featuresOf);
      for (const feature of features) samples.push({ features: feature, glyph: true });
      // Templates from the true glyph strokes of the character's own cell.
      const grid = cellGrids(features)[index] ?? [];
      const char = text.charAt(index);
      const sum = sums.get(char) ?? { total: new Array<number>(GRID_X * GRID_Y).fill(0), count: 0 };
      grid.forEach((value, cell) => (sum.total[cell] = (sum.total[cell] ?? 0) + value));
      sum.count += 1;
      sums.set(char, sum);
    });
  }
  const model = trainNoiseModel(samples);
  const templates = Array.from(alphabet).flatMap((char) => {
    const sum = sums.get(char);
    return sum ? [{ char, grid: sum.total.map((value) => value / sum.count) }] : [];
  });
  return (svg) => {
    const kept = pathsOf(svg)
      .map(featuresOf)
      .filter((features) => isGlyph(model, features));
    return cellGrids(kept)
      .map((grid) => {
        let best = { char: '?', score: -1 };
        for (const template of templates) {
          const score = cosine(grid, template.grid);
          if (score > best.score) best = { char: template.char, score };
        }
        return best.char;
      })
      .join('');
  };
}
