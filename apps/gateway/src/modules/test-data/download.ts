import { PassThrough } from 'node:stream';
import type { Readable } from 'node:stream';
import yazl from 'yazl';
import { testDataFileName, testDataManifestName, TestDataMessage } from '@oj/contracts';
import type { TestDataManifest } from '@oj/contracts';
import { ProblemEntity } from '@oj/db';
import { fail } from '@oj/service-kit';
import { getJson, objectStream, openStore, resolveObject } from './store.ts';
import type { TestDataSweepDeps } from './sweep.ts';

/** A problem's current test data as a zip stream, and the file name to offer. */
export interface TestDataDownload {
  fileName: string;
  stream: Readable;
}

function isManifest(value: unknown): value is TestDataManifest {
  return Array.isArray((value as Partial<TestDataManifest> | null)?.files);
}

/**
 * Zips the current data version of problem `pid` (problem.caseVersion) straight from the object
 * store: each file is read chunk by chunk as the zip is written, so memory holds a chunk, not the
 * data. A 404 when the problem or its data does not exist.
 */
export async function downloadTestData(deps: TestDataSweepDeps, pid: number): Promise<TestDataDownload> {
  const problem = await deps.db.getRepository(ProblemEntity).findOne({ where: { id: pid }, select: { id: true, problemId: true, caseVersion: true } });
  if (!problem) throw fail(TestDataMessage.problemNotFound);
  const store = await openStore(deps);
  const manifest = await getJson(store, testDataManifestName(pid, problem.caseVersion)).catch(() => null);
  if (!isManifest(manifest)) throw fail(TestDataMessage.noTestData);
  const jsm = await deps.js.jetstreamManager(false);
  const bucket = deps.natsNames.objectStores.testData;
  const zip = new yazl.ZipFile();
  for (const file of manifest.files) {
    zip.addReadStreamLazy(file.name, { size: file.sizeBytes }, (callback) => {
      resolveObject(store, testDataFileName(pid, problem.caseVersion, file.name))
        .then((info) => {
          if (!info) throw new Error(`test data object ${file.name} of problem ${pid} is missing`);
          callback(null, objectStream(jsm, bucket, info));
        })
        .catch((error: unknown) => {
          callback(error, new PassThrough());
        });
    });
  }
  zip.end();
  const safeId = problem.problemId.replace(/[^A-Za-z0-9_-]/g, '_') || String(pid);
  const stream = new PassThrough();
  zip.outputStream.pipe(stream);
  zip.on('error', (error: Error) => stream.destroy(error));
  return { fileName: `problem_${safeId}_testcase.zip`, stream };
}
