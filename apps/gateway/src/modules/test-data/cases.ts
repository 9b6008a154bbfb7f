import { isSafeTestDataName, TestDataMessage } from '@oj/contracts';
import type { UploadedTestCaseDto } from '@oj/contracts';
import { fail } from '@oj/service-kit';

/** A case file found in the archive: its path in the archive and the name it is stored under. */
export interface CaseFileEntry {
  /** Full path inside the archive (for messages and for reading it). */
  path: string;
  /** Base name, stored as is (`1.in`, `1.ans`). */
  name: string;
}

/** One case: its input and expected output entries. */
export interface PlannedCase {
  input: CaseFileEntry;
  output: CaseFileEntry;
}

const INPUT = /\.in$/i;
const OUTPUT = /\.(out|ans)$/i;

const natural = new Intl.Collator('en', { numeric: true, sensitivity: 'variant' });

/** Natural order of names: 1, 2, 10 (then plain code-unit order, so the order is total). */
export function naturalCompare(a: string, b: string): number {
  return natural.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);
}

/** True for a case file name (`.in`, `.out`, `.ans`, any letter case). */
export function isCaseFileName(name: string): boolean {
  return INPUT.test(name) || OUTPUT.test(name);
}

function baseOf(name: string): string {
  return name.replace(INPUT, '').replace(OUTPUT, '');
}

/**
 * Pairs the case files of an archive (`x.in` with `x.out` or `x.ans`), in natural order of the
 * input names. Refuses (a 400 naming the file) a name the judge nodes cannot store, an
 * input without an output, an output without an input, two files for one side of a case, and an
 * archive without any case.
 */
export function pairCases(files: readonly CaseFileEntry[]): PlannedCase[] {
  const inputs = new Map<string, CaseFileEntry>();
  const outputs = new Map<string, CaseFileEntry>();
  for (const file of files) {
    if (!isSafeTestDataName(file.name)) throw fail(TestDataMessage.badFileName(file.path));
    const side = INPUT.test(file.name) ? inputs : outputs;
    const key = baseOf(file.name);
    const other = side.get(key);
    if (other) throw fail(TestDataMessage.duplicateCase(other.path, file.path));
    side.set(key, file);
  }
  const cases: PlannedCase[] = [];
  for (const [key, input] of inputs) {
    const output = outputs.get(key);
    if (!output) throw fail(TestDataMessage.inputWithoutOutput(input.path, key));
    cases.push({ input, output });
  }
  for (const [key, output] of outputs) {
    if (!inputs.has(key)) throw fail(TestDataMessage.outputWithoutInput(output.path, key));
  }
  if (cases.length === 0) throw fail(TestDataMessage.noCases);
  return cases.sort((a, b) => naturalCompare(a.input.name, b.input.name));
}

/** 100 split evenly over `count` cases, the remainder going to the last cases (spec 03 §4). */
export function evenScores(count: number): number[] {
  const base = Math.floor(100 / count);
  const remainder = 100 - base * count;
  return Array.from({ length: count }, (_, index) => base + (index >= count - remainder ? 1 : 0));
}

/** The upload answer's `fileList`: names, even scores and one group per case. */
export function fileListOf(cases: readonly { input: string; output: string }[]): UploadedTestCaseDto[] {
  const scores = evenScores(cases.length);
  return cases.map((item, index) => ({ input: item.input, output: item.output, score: scores[index] ?? 0, groupNum: index + 1 }));
}
