import { Transform } from 'node:stream';
import type { Readable } from 'node:stream';
import { isSafeTestDataName, TEST_DATA_STAGING_ID_PATTERN, testDataFileName, testDataManifestName, TestDataMessage } from '@oj/contracts';
import { fail } from '@oj/service-kit';
import { dropStaging } from './stage.ts';
import { openStore, putJson, putStream, stagingFileName, stagingRecordName } from './store.ts';
import type { StagingRecord } from './store.ts';
import type { TestDataDeps } from './types.ts';

/** A case file to stage: its stored name and a way to open its bytes. */
export interface FileToStage {
  name: string;
  open: () => Promise<Readable>;
}

/** Cases to stage, in order: each input with its answer. */
export interface CaseToStage {
  input: FileToStage;
  output: FileToStage;
}

/** Called as bytes reach the store, and once per stored file. */
export interface StageProgress {
  bytes(count: number): void;
  file(): void;
}

/** A Readable that counts what passes and fails with the source's own error (the stream a store put reads). */
function counted(source: Readable, progress: StageProgress): Transform {
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      progress.bytes(chunk.length);
      callback(null, chunk);
    },
  });
  source.on('error', (error) => counter.destroy(error));
  counter.on('close', () => source.destroy());
  return source.pipe(counter);
}

/**
 * Stages case files that come from elsewhere than an uploaded zip (a problem package's import) under
 * `stagingId`, exactly as an upload stages them: each file streamed into the object store, then the
 * staging record. The problem save then commits it with `commitUploadedTestData`. On failure the
 * files staged so far are removed and the source's own error is thrown (a refused package says why).
 */
export async function stageCaseFiles(
  deps: TestDataDeps,
  stagingId: string,
  uploader: { uid: string; gid: number | null },
  cases: readonly CaseToStage[],
  progress: StageProgress,
): Promise<void> {
  if (!new RegExp(TEST_DATA_STAGING_ID_PATTERN).test(stagingId)) throw new Error(`invalid staging id ${stagingId}`);
  const store = await openStore(deps);
  const names = new Set<string>();
  const staged: StagingRecord['files'] = [];
  try {
    for (const file of cases.flatMap((item) => [item.input, item.output])) {
      if (!isSafeTestDataName(file.name)) throw fail(TestDataMessage.badFileName(file.name));
      if (names.has(file.name)) throw fail(TestDataMessage.duplicateName(file.name));
      names.add(file.name);
      const source = await file.open();
      const stream = counted(source, progress);
      let size: number;
      try {
        size = (await putStream(store, stagingFileName(stagingId, file.name), stream)).size;
      } catch (error) {
        throw source.errored ?? stream.errored ?? error;
      }
      staged.push({ name: file.name, sizeBytes: size });
      progress.file();
    }
    const record: StagingRecord = {
      stagingId,
      createdAt: new Date().toISOString(),
      uid: uploader.uid,
      gid: uploader.gid,
      cases: cases.map((item) => ({ input: item.input.name, output: item.output.name })),
      files: staged,
    };
    await putJson(store, stagingRecordName(stagingId), record);
  } catch (error) {
    await dropStaging(store, stagingId, [...names]);
    throw error;
  }
}

/** Removes a staging and the files named (best effort: a leftover expires with the staging sweep). */
export async function dropStagedFiles(deps: TestDataDeps, stagingId: string, names: readonly string[]): Promise<void> {
  await dropStaging(await openStore(deps), stagingId, names);
}

/**
 * Removes a data version no problem names (a save whose transaction failed after committing it): the
 * manifest first, so no reader takes the rest for complete. Best effort: a leftover goes with the sweep.
 */
export async function dropDataVersion(deps: TestDataDeps, pid: number, caseVersion: string, names: readonly string[]): Promise<void> {
  const store = await openStore(deps);
  await store.delete(testDataManifestName(pid, caseVersion)).catch(() => undefined);
  await Promise.allSettled(names.map((name) => store.delete(testDataFileName(pid, caseVersion, name))));
}
