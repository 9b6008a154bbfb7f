/**
 * Puts a backup's NATS state back (docs/backup.md): the kept object stores' objects, oldest first
 * (the links after the data they point to, each datum checked against the digest it had), and the kept KV buckets'
 * entries, under the names of this platform's namespace (OJ_NATS_NAMESPACE). The target must hold
 * none of them: it refuses when a kept store or bucket has any message, unless --force, which purges
 * those first. --check only reports whether they are empty (exit 0) or not (exit 3).
 * Usage: node apps/gateway/src/cli/backup/nats-import.ts --dir <archive dir> [--check | --force]
 */
import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { parseArgs } from 'node:util';
import { Kvm } from '@nats-io/kv';
import { StorageType } from '@nats-io/obj';
import type { ObjectStore } from '@nats-io/obj';
import { objectStores } from '@oj/judge-queue';
import type { ArchivedBucket, ArchivedKv, ArchivedObjects, ArchivedStore } from './archive-format.ts';
import { KV_FILE, OBJECTS_FILE } from './archive-format.ts';
import { connectBackupNats, keptBuckets, keptObjectStores, runHelper, streamMessages } from './nats-connection.ts';
import type { BackupNats, KeptName } from './nats-connection.ts';

/** The streams behind the kept stores and buckets, with the messages each holds. */
async function keptStreams(nats: BackupNats): Promise<{ stream: string; messages: number }[]> {
  const streams = [...keptObjectStores(nats.names).map((kept) => `OBJ_${kept.name}`), ...keptBuckets(nats.names).map((kept) => `KV_${kept.name}`)];
  return Promise.all(streams.map(async (stream) => ({ stream, messages: await streamMessages(nats.jsm, stream) })));
}

function targetOf(kept: KeptName[], role: string): string {
  const found = kept.find((item) => item.role === role);
  if (!found) throw new Error(`the backup holds a "${role}" this version does not know`);
  return found.name;
}

async function importStore(nats: BackupNats, archived: ArchivedStore, dir: string): Promise<number> {
  const name = targetOf(keptObjectStores(nats.names), archived.role);
  const store: ObjectStore = await objectStores(nats.js).create(name, { storage: StorageType.File });
  // Data first, then the links (a link's target must exist); each part in the archive's order, oldest first.
  const ordered = [...archived.objects.filter((object) => !object.link), ...archived.objects.filter((object) => object.link)];
  for (const object of ordered) {
    const meta = {
      name: object.name,
      ...(object.description ? { description: object.description } : {}),
      ...(object.metadata ? { metadata: object.metadata } : {}),
    };
    if (object.link) {
      const target = await store.info(object.link.name);
      if (!target || target.deleted) throw new Error(`object ${object.name} links to ${object.link.name}, which the backup does not hold`);
      await store.link(object.name, target);
      continue;
    }
    if (!object.file) throw new Error(`object ${object.name} has neither data nor a link`);
    const data = Readable.toWeb(createReadStream(join(dir, object.file))) as ReadableStream<Uint8Array>;
    const info = await store.put(meta, data);
    if (info.digest !== object.digest) throw new Error(`object ${object.name}: digest ${info.digest}, the backup recorded ${object.digest}`);
  }
  return archived.objects.length;
}

async function importBucket(nats: BackupNats, archived: ArchivedBucket): Promise<number> {
  const name = targetOf(keptBuckets(nats.names), archived.role);
  const kv = await new Kvm(nats.js).create(name, { history: archived.history, ttl: archived.ttlMs });
  for (const entry of archived.entries) await kv.put(entry.key, Buffer.from(entry.value, 'base64'));
  return archived.entries.length;
}

await runHelper('nats-import', async () => {
  const { values } = parseArgs({
    options: { dir: { type: 'string' }, check: { type: 'boolean', default: false }, force: { type: 'boolean', default: false } },
  });
  if (!values.dir) throw new Error('--dir is required');
  const dir = values.dir;
  const nats = await connectBackupNats('oj-restore');
  try {
    const full = (await keptStreams(nats)).filter((item) => item.messages > 0);
    const described = full.map((item) => `${item.stream} (${String(item.messages)} message(s))`).join(', ');
    if (values.check) {
      if (full.length > 0) {
        process.stdout.write(`nats-import: not empty: ${described}\n`);
        process.exitCode = 3;
      }
      return;
    }
    if (full.length > 0 && !values.force) throw new Error(`NATS namespace ${nats.names.namespace} is not empty: ${described}; --force purges it`);
    for (const item of full) await nats.jsm.streams.purge(item.stream);
    const objects = JSON.parse(await readFile(join(dir, OBJECTS_FILE), 'utf8')) as ArchivedObjects;
    const kv = JSON.parse(await readFile(join(dir, KV_FILE), 'utf8')) as ArchivedKv;
    let objectCount = 0;
    for (const store of objects.stores) objectCount += await importStore(nats, store, dir);
    let entryCount = 0;
    for (const bucket of kv.buckets) entryCount += await importBucket(nats, bucket);
    process.stdout.write(
      `nats-import: ${String(objectCount)} object(s) and ${String(entryCount)} KV entr(ies) restored into namespace ${nats.names.namespace}\n`,
    );
  } finally {
    await nats.nc.close();
  }
});
