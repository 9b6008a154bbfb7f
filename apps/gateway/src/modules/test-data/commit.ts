import type { ObjectStore } from '@nats-io/obj';
import { TEST_DATA_STAGING_ID_PATTERN, testDataFileName, testDataManifestName, TestDataMessage } from '@oj/contracts';
import type { TestDataManifest } from '@oj/contracts';
import { caseFileNames } from '@oj/db';
import { publishTestDataFiles } from '@oj/judge-queue';
import { fail } from '@oj/service-kit';
import { getJson, newDataVersion, openStore, putManifest, stagingFileName, stagingRecordName } from './store.ts';
import type { StagingRecord } from './store.ts';
import type { CommittedTestData, TestDataDeps } from './types.ts';

const STAGING_ID = new RegExp(TEST_DATA_STAGING_ID_PATTERN);

function checkPid(pid: number): void {
  if (!Number.isSafeInteger(pid) || pid <= 0) throw new Error(`invalid problem id: ${pid}`);
}

function isStagingRecord(value: unknown): value is StagingRecord {
  const record = value as Partial<StagingRecord> | null;
  return Array.isArray(record?.cases) && Array.isArray(record.files) && record.cases.length > 0;
}

async function readStaging(store: ObjectStore, stagingId: string): Promise<StagingRecord> {
  if (!STAGING_ID.test(stagingId)) throw fail(TestDataMessage.stagingUnknown);
  const record = await getJson(store, stagingRecordName(stagingId));
  if (!isStagingRecord(record)) throw fail(TestDataMessage.stagingUnknown);
  return record;
}

/**
 * Writes the archive staged by `POST /api/file/upload-testcase-zip` (its `fileListDir`) as a NEW
 * immutable data version of problem `pid` and returns the version and the case files in case
 * order. The version's file objects are object-store links to the staged objects (readers, the
 * judge nodes' cache included, follow them), so a commit costs a few writes whatever the size. Call it before the transaction that writes problem_case rows and problem.caseVersion:
 * until that commits, judges keep using the current version, and a version no problem names is
 * removed by the sweep. The staging stays until it expires, so a failed save can be retried.
 * Throws a 400 when the staging id is unknown or has expired.
 */
export async function commitUploadedTestData(deps: TestDataDeps, pid: number, stagingId: string): Promise<CommittedTestData> {
  checkPid(pid);
  const store = await openStore(deps);
  const record = await readStaging(store, stagingId);
  const caseVersion = newDataVersion();
  const written: string[] = [];
  try {
    const files: TestDataManifest['files'] = [];
    for (const file of record.files) {
      const info = await store.info(stagingFileName(stagingId, file.name));
      if (!info || info.deleted) throw fail(TestDataMessage.stagingUnknown);
      const name = testDataFileName(pid, caseVersion, file.name);
      written.push(name);
      // A link, not a copy: the staged object is never changed, and the sweep keeps it while a version links to it.
      await store.link(name, info);
      files.push({ name: file.name, sizeBytes: info.size });
    }
    await putManifest(store, { problemId: pid, dataVersion: caseVersion, files });
  } catch (error) {
    await Promise.allSettled([store.delete(testDataManifestName(pid, caseVersion)), ...written.map((name) => store.delete(name))]);
    throw error;
  }
  return { caseVersion, files: record.cases.map(({ input, output }) => ({ input, output })) };
}

/**
 * Writes cases entered by hand as a NEW immutable data version of `pid`, named `1.in`/`1.out`,
 * `2.in`/`2.out`… (the demo data's names), with the same writer as the demo seeder.
 */
export async function commitManualTestData(deps: TestDataDeps, pid: number, cases: readonly { input: string; output: string }[]): Promise<CommittedTestData> {
  checkPid(pid);
  if (cases.length === 0) throw fail(TestDataMessage.casesRequired);
  const store = await openStore(deps);
  const caseVersion = newDataVersion();
  const names = cases.map((_, index) => caseFileNames(index));
  await publishTestDataFiles(
    store,
    pid,
    caseVersion,
    cases.flatMap((item, index) => {
      const { input, output } = names[index] ?? caseFileNames(index);
      return [
        { name: input, content: item.input },
        { name: output, content: item.output },
      ];
    }),
  );
  return { caseVersion, files: names };
}
