import { createHash } from 'node:crypto';
import type { DemoCase } from './types.ts';

/** File names of case `index` (0-based): `1.in` / `1.out`, `2.in` / `2.out`… */
export function caseFileNames(index: number): { input: string; output: string } {
  return { input: `${index + 1}.in`, output: `${index + 1}.out` };
}

/**
 * Content hash of a test-data set (names, contents, scores and groups), 20 hex characters: the
 * problem's caseVersion, so judge nodes refetch exactly when the data changes.
 */
export function caseVersionOf(cases: readonly DemoCase[]): string {
  const hash = createHash('sha256');
  cases.forEach((item, index) => {
    const names = caseFileNames(index);
    for (const part of [names.input, item.input, names.output, item.output, String(item.score), String(item.groupNum)]) {
      hash.update(`${Buffer.byteLength(part)}:`).update(part);
    }
  });
  return hash.digest('hex').slice(0, 20);
}

/** One file of a test-data set. */
export interface TestDataFile {
  name: string;
  content: string;
}

/**
 * Where the seeder puts test data, by problem and caseVersion: the NATS object store, the one
 * place test data lives (`testDataStoreTarget` of @oj/judge-queue). An interface, so this package
 * needs no NATS.
 */
export interface TestDataTarget {
  has(pid: number, caseVersion: string): Promise<boolean>;
  put(pid: number, caseVersion: string, files: readonly TestDataFile[]): Promise<void>;
}

/** The case files of a demo problem: `1.in`, `1.out`, `2.in`… */
export function caseFiles(cases: readonly DemoCase[]): TestDataFile[] {
  return cases.flatMap((item, index) => {
    const names = caseFileNames(index);
    return [
      { name: names.input, content: item.input },
      { name: names.output, content: item.output },
    ];
  });
}
