import type { Deps } from '../../deps.ts';
import { commitManualTestData, commitUploadedTestData, dropDataVersion } from '../test-data/index.ts';
import type { PlannedCase, TestDataPlan } from './validation.ts';

/** A new data version in the object store, with the cases its problem_case rows will hold. */
export interface CommittedCases {
  caseVersion: string;
  cases: PlannedCase[];
}

/** 100 split evenly over `count` cases, the remainder going to the last ones (spec 03 §4). */
export function evenScores(count: number): number[] {
  const base = Math.floor(100 / count);
  const extra = 100 - base * count;
  return Array.from({ length: count }, (_, index) => base + (index >= count - extra ? 1 : 0));
}

/**
 * Writes the save's new test data as an immutable version of `pid` (before the rows that name it
 * are written) and pairs each stored case with the score and group the form sent for it: uploaded
 * cases by input file name, else by position; a case the form did not describe gets an even share
 * of 100 (OI) and group 1. Returns null when the save keeps the stored data.
 */
export async function commitTestData(deps: Pick<Deps, 'testDataStore'>, pid: number, plan: TestDataPlan, isOi: boolean): Promise<CommittedCases | null> {
  if (plan.kind === 'keep') return null;
  const committed =
    plan.kind === 'upload'
      ? await commitUploadedTestData(deps.testDataStore, pid, plan.stagingId)
      : await commitManualTestData(
          deps.testDataStore,
          pid,
          plan.cases.map(({ input, output }) => ({ input, output })),
        );
  const byInput = new Map(plan.cases.map((sample) => [sample.input, sample]));
  const shares = evenScores(committed.files.length);
  const cases = committed.files.map((file, index) => {
    const described = plan.kind === 'upload' ? (byInput.get(file.input) ?? plan.cases[index]) : plan.cases[index];
    return {
      input: file.input,
      output: file.output,
      score: described?.score ?? (isOi ? (shares[index] ?? 0) : 0),
      groupNum: described?.groupNum ?? 1,
    };
  });
  return { caseVersion: committed.caseVersion, cases };
}

/** Removes a committed version whose problem was rolled back (best effort; the sweep takes what is left). */
export async function dropCommittedCases(deps: Pick<Deps, 'testDataStore'>, pid: number, committed: CommittedCases): Promise<void> {
  const names = committed.cases.flatMap((item) => [item.input, item.output]);
  await dropDataVersion(deps.testDataStore, pid, committed.caseVersion, names).catch(() => undefined);
}
