import { createWriteStream } from 'node:fs';
import { mkdtemp, open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ObjectStore } from '@nats-io/obj';
import type { UploadedTestCaseDto } from '@oj/contracts';
import { AppError, fail } from '@oj/service-kit';
import { openArchive, openEntry } from './archive.ts';
import type { UnpackBudget } from './archive.ts';
import { fileListOf } from './cases.ts';
import { megabytes } from './limits.ts';
import type { TestDataLimits } from './limits.ts';
import { newStagingId, putJson, putStream, stagingFileName, stagingRecordName } from './store.ts';
import type { StagingRecord } from './store.ts';
import { TestDataMessage } from '@oj/contracts';

/** Who uploads, for the staging record. */
export interface Uploader {
  uid: string;
  gid: number | null;
}

/** The zip signatures: a local file header (an archive with entries) or the end record alone (an empty one). */
async function zipKind(path: string): Promise<'zip' | 'empty' | null> {
  const handle = await open(path, 'r');
  try {
    const head = Buffer.alloc(4);
    const { bytesRead } = await handle.read(head, 0, 4, 0);
    if (bytesRead < 4 || head[0] !== 0x50 || head[1] !== 0x4b) return null;
    if (head[2] === 0x03 && head[3] === 0x04) return 'zip';
    if (head[2] === 0x05 && head[3] === 0x06) return 'empty';
    return null;
  } finally {
    await handle.close();
  }
}

/** The upload answer, and what it cost (for the log). */
export interface StagedUpload {
  fileList: UploadedTestCaseDto[];
  fileListDir: string;
  stats: { archiveBytes: number; unpackedBytes: number; receiveMs: number; stageMs: number };
}

/** Deletes every object of a staged upload (best effort: a leftover expires with the staging sweep). */
export async function dropStaging(store: ObjectStore, id: string, names: readonly string[]): Promise<void> {
  await Promise.allSettled([...names.map((name) => store.delete(stagingFileName(id, name))), store.delete(stagingRecordName(id))]);
}

/**
 * Receives an uploaded archive: streams it to a temporary file (never whole in memory), checks it
 * is a zip by its first bytes, checks its entries (`openArchive`), unpacks the case files straight
 * into the object store under a new staging id, counting the bytes as they inflate, and records
 * the staging. A refused archive leaves nothing staged and touches no problem's data.
 */
export async function stageUpload(
  store: ObjectStore,
  upload: { stream: Readable; fileName: string; receiveError: (error: unknown) => unknown },
  uploader: Uploader,
  limits: TestDataLimits,
): Promise<StagedUpload> {
  const fileName = upload.fileName;
  const started = performance.now();
  const dir = await mkdtemp(join(tmpdir(), 'oj-testcase-'));
  try {
    const path = join(dir, 'upload.zip');
    try {
      await pipeline(upload.stream, createWriteStream(path));
    } catch (error) {
      throw upload.receiveError(error);
    }
    // The multipart parser may stop at its size limit without an error, marking the stream instead.
    if ((upload.stream as { truncated?: boolean }).truncated === true) throw fail(TestDataMessage.tooLarge(megabytes(limits.maxUploadBytes)));
    const received = performance.now();
    const kind = await zipKind(path);
    if (kind === null) throw fail(TestDataMessage.notZip(fileName));
    if (kind === 'empty') throw fail(TestDataMessage.empty);
    const plan = await openArchive(path, fileName, limits);
    const id = newStagingId();
    const staged: StagingRecord['files'] = [];
    try {
      const budget: UnpackBudget = { used: 0 };
      for (const file of plan.cases.flatMap((item) => [item.input, item.output])) {
        const source = await openEntry(plan, file, budget, limits);
        let info;
        try {
          info = await putStream(store, stagingFileName(id, file.name), source);
        } catch (error) {
          source.destroy();
          throw error instanceof AppError ? error : (source.errored ?? error);
        }
        staged.push({ name: file.name, sizeBytes: info.size });
      }
      const record: StagingRecord = {
        stagingId: id,
        createdAt: new Date().toISOString(),
        uid: uploader.uid,
        gid: uploader.gid,
        cases: plan.cases.map((item) => ({ input: item.input.name, output: item.output.name })),
        files: staged,
      };
      await putJson(store, stagingRecordName(id), record);
      const stats = {
        archiveBytes: plan.zip.fileSize,
        unpackedBytes: budget.used,
        receiveMs: Math.round(received - started),
        stageMs: Math.round(performance.now() - received),
      };
      return { fileList: fileListOf(record.cases), fileListDir: id, stats };
    } catch (error) {
      await dropStaging(
        store,
        id,
        staged.map((file) => file.name),
      );
      throw error;
    } finally {
      plan.zip.close();
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
