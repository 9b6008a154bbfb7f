import { createHash, randomBytes } from 'node:crypto';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { DemoCase } from './types.ts';

/** Folder of one test-data version of one problem: `<dataDir>/problem-data/<pid>/<caseVersion>`. */
export function problemDataDir(dataDir: string, pid: number, caseVersion: string): string {
  return join(dataDir, 'problem-data', String(pid), caseVersion);
}

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

/** Whether a file or folder exists. */
export async function pathExists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}

/**
 * Writes the case files of one version unless that version's folder already exists. Files go to a
 * temporary sibling folder renamed into place, so a crash never leaves a half-written version.
 */
export async function writeTestData(dataDir: string, pid: number, caseVersion: string, cases: readonly DemoCase[]): Promise<boolean> {
  const target = problemDataDir(dataDir, pid, caseVersion);
  if (await pathExists(target)) return false;
  const staging = `${target}.tmp-${randomBytes(4).toString('hex')}`;
  await mkdir(staging, { recursive: true });
  try {
    for (const [index, item] of cases.entries()) {
      const names = caseFileNames(index);
      await writeFile(join(staging, names.input), item.input);
      await writeFile(join(staging, names.output), item.output);
    }
    await rename(staging, target);
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    // A concurrent seed may have renamed its own copy into place first: the same content.
    if (await pathExists(target)) return false;
    throw error;
  }
  return true;
}
