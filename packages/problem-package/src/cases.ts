import { isSafeTestDataName, ProblemPackageMessage as M } from '@oj/contracts';
import { refuse } from './errors.ts';
import type { FileRef, TestCase } from './model.ts';

const natural = new Intl.Collator('en', { numeric: true, sensitivity: 'variant' });

/** Natural order (1, 2, 10), then code-unit order so that the order is total. */
export function naturalCompare(a: string, b: string): number {
  return natural.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);
}

/** The last path segment. */
export function baseName(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

/** The folder part with its trailing slash (`a/b/` of `a/b/c.in`; empty at the root). */
export function dirName(path: string): string {
  return path.slice(0, path.lastIndexOf('/') + 1);
}

/** A name without its last extension. */
export function stem(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot <= 0 ? name : name.slice(0, dot);
}

/** A file name the judge nodes can store: unsafe characters become `_`, at most 128 characters. */
export function safeFileName(name: string): string {
  const cleaned = name.replace(/[^A-Za-z0-9._-]/g, '_').slice(-128);
  return isSafeTestDataName(cleaned) ? cleaned : `file_${cleaned.replace(/\./g, '_')}`.slice(0, 128);
}

/** Gives out names unique within one problem: a taken name gets `-2`, `-3`... before its extension. */
export class NameSet {
  readonly #taken = new Set<string>();

  claim(wanted: string): string {
    const safe = safeFileName(wanted);
    let name = safe;
    for (let index = 2; this.#taken.has(name.toLowerCase()); index += 1) {
      const dot = safe.lastIndexOf('.');
      name = dot > 0 ? `${safe.slice(0, dot)}-${index}${safe.slice(dot)}` : `${safe}-${index}`;
    }
    this.#taken.add(name.toLowerCase());
    return name;
  }
}

/** 100 (or `total`) split over `count` cases, the remainder to the last ones (as the test-data upload does). */
export function evenScores(count: number, total = 100): number[] {
  if (count <= 0) return [];
  const base = Math.floor(total / count);
  const extra = total - base * count;
  return Array.from({ length: count }, (_, index) => base + (index >= count - extra ? 1 : 0));
}

const INPUT = /\.in$/i;
const ANSWER = /\.(out|ans)$/i;

/** An input and its answer found by name in one folder. */
export interface PairedFiles {
  input: string;
  output: string | null;
}

/**
 * Pairs `x.in` with `x.out` or `x.ans` among `names` (full paths of one folder), in natural order.
 * An input without an answer is refused unless `answersOptional` (special judges that read no answer).
 */
export function pairByName(names: readonly string[], answersOptional: boolean): PairedFiles[] {
  const answers = new Map<string, string>();
  for (const name of names) if (ANSWER.test(name)) answers.set(name.replace(ANSWER, '').toLowerCase(), name);
  const pairs: PairedFiles[] = [];
  for (const name of [...names].filter((item) => INPUT.test(item)).sort(naturalCompare)) {
    const base = name.replace(INPUT, '');
    const output = answers.get(base.toLowerCase()) ?? null;
    if (output === null && !answersOptional) refuse(M.missingAnswer(name, `${baseName(base)}.out / ${baseName(base)}.ans`));
    pairs.push({ input: name, output });
  }
  return pairs;
}

/** A case with the defaults of a plain (ACM) case: no score, group or own limits. */
export function plainCase(names: NameSet, input: { name: string; file: FileRef }, output: { name: string; file: FileRef | null }): TestCase {
  const inputName = names.claim(input.name);
  const outputName = names.claim(output.name);
  return {
    inputName,
    outputName,
    input: input.file,
    output: output.file,
    score: 0,
    groupNum: null,
    timeLimitMs: null,
    memoryLimitMb: null,
    sample: false,
  };
}
