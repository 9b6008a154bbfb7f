import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { JetStreamManager } from '@nats-io/jetstream';
import type { ObjectInfo, ObjectStore } from '@nats-io/obj';
import { testDataManifestName } from '@oj/contracts';
import type { TestDataManifest } from '@oj/contracts';
import { openTestDataStore } from '@oj/judge-queue';
import type { TestDataDeps } from './types.ts';

/**
 * The test-data object store (`<ns>_test_data`), in the layout of @oj/judge-queue (contracts
 * `testDataManifestName` / `testDataFileName`): `<pid>/<version>/<file>` per file, then the
 * manifest `<pid>/<version>`. Staged uploads live beside them under `staging/<id>/<file>` plus
 * their record `staging/<id>`, so any gateway instance can commit them (problem ids are numbers,
 * so the two never meet); a committed upload's version files are links to its staged files.
 */
export const STAGING_PREFIX = 'staging/';

export function openStore(deps: TestDataDeps): Promise<ObjectStore> {
  return openTestDataStore(deps.js, deps.natsNames);
}

/** A new data version name: time first (readable, ordered), then randomness; a safe file name of 20 characters. */
export function newDataVersion(now = Date.now()): string {
  return `u${now.toString(36).padStart(9, '0')}-${randomBytes(5).toString('hex')}`;
}

/** A new staging id (the upload answer's `fileListDir`). */
export function newStagingId(): string {
  return randomBytes(12).toString('hex');
}

export function stagingRecordName(id: string): string {
  return `${STAGING_PREFIX}${id}`;
}

export function stagingFileName(id: string, file: string): string {
  return `${STAGING_PREFIX}${id}/${file}`;
}

/** What a staged upload holds: its cases in order and each file's size. */
export interface StagingRecord {
  stagingId: string;
  createdAt: string;
  uid: string;
  gid: number | null;
  cases: { input: string; output: string }[];
  files: { name: string; sizeBytes: number }[];
}

/** Writes a JSON object (a manifest or a staging record). */
export async function putJson(store: ObjectStore, name: string, value: unknown): Promise<void> {
  await store.putBlob({ name }, new TextEncoder().encode(JSON.stringify(value)));
}

export async function getJson(store: ObjectStore, name: string): Promise<unknown> {
  const bytes = await store.getBlob(name);
  return bytes ? (JSON.parse(new TextDecoder().decode(bytes)) as unknown) : null;
}

/** Writes a version's manifest, last: readers take a version with a manifest as complete. */
export function putManifest(store: ObjectStore, manifest: TestDataManifest): Promise<void> {
  return putJson(store, testDataManifestName(manifest.problemId, manifest.dataVersion), manifest);
}

/**
 * Chunk size of the objects written here: the client waits for each chunk's acknowledgement, so
 * larger chunks than its 128 KB default mean fewer round trips (it lowers this to the server's
 * max_payload if need be; readers take any chunk size).
 */
const CHUNK_BYTES = 512 * 1024;

/** Stores a Node stream as one object, reading it only as fast as the store accepts chunks. */
export function putStream(store: ObjectStore, name: string, source: Readable): Promise<ObjectInfo> {
  return store.put({ name, options: { max_chunk_size: CHUNK_BYTES } }, Readable.toWeb(source) as ReadableStream<Uint8Array>);
}

/**
 * Reads an object chunk by chunk, one direct get per chunk, so memory holds one chunk whatever
 * the reader's pace (the client's `get` pushes the whole object as fast as NATS sends it). Checks
 * the size and the SHA-256 digest at the end, as `get` does.
 */
export async function* readObject(jsm: JetStreamManager, bucket: string, info: ObjectInfo): AsyncGenerator<Uint8Array> {
  const stream = `OBJ_${bucket}`;
  const subject = `$O.${bucket}.C.${info.nuid}`;
  const hash = createHash('sha256');
  let seq = 0;
  let size = 0;
  for (let chunk = 0; chunk < info.chunks; chunk += 1) {
    const message = await jsm.direct.getMessage(stream, { seq: seq + 1, next_by_subj: subject });
    if (!message) throw new Error(`object ${info.name} is missing chunk ${chunk + 1} of ${info.chunks}`);
    seq = message.seq;
    size += message.data.length;
    hash.update(message.data);
    yield message.data;
  }
  const digest = `SHA-256=${hash.digest('base64url')}`;
  if (size !== info.size) throw new Error(`object ${info.name} has ${size} bytes, its info says ${info.size}`);
  if (digest.replace(/=+$/, '') !== info.digest.replace(/=+$/, '')) throw new Error(`object ${info.name} is corrupt (digest mismatch)`);
}

/** The info of the object holding `name`'s bytes: the object itself, or the one it links to (same bucket). */
export async function resolveObject(store: ObjectStore, name: string): Promise<ObjectInfo | null> {
  const info = await store.info(name);
  if (!info || info.deleted) return null;
  const target = info.options?.link?.name;
  if (target === undefined) return info;
  const linked = await store.info(target);
  return linked && !linked.deleted && linked.options?.link === undefined ? linked : null;
}

/** `readObject` as a Node stream (for yazl). */
export function objectStream(jsm: JetStreamManager, bucket: string, info: ObjectInfo): Readable {
  return Readable.from(readObject(jsm, bucket, info), { objectMode: false });
}
