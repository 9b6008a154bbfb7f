/**
 * Saves the platform's NATS state that a restore needs (docs/backup.md): every object of the kept
 * object stores and the live entries of the kept KV buckets (nats-connection.ts says which), into
 * the archive directory in the layout of archive-format.ts. Run by scripts/backup after the
 * database dump. Prints one summary line.
 * Usage: node apps/gateway/src/cli/backup/nats-export.ts --dir <archive dir> (NATS settings as for the services)
 */
import { createWriteStream } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { Kvm } from '@nats-io/kv';
import { objectStores } from '@oj/judge-queue';
import type { ArchivedBucket, ArchivedKv, ArchivedObject, ArchivedObjects, ArchivedStore } from './archive-format.ts';
import { KV_FILE, OBJECTS_FILE, OBJECT_DIR } from './archive-format.ts';
import { connectBackupNats, keptBuckets, keptObjectStores, runHelper, streamExists } from './nats-connection.ts';
import type { BackupNats, KeptName } from './nats-connection.ts';

async function exportStore(nats: BackupNats, kept: KeptName, dir: string, counter: { next: number }): Promise<ArchivedStore> {
  const archived: ArchivedStore = { role: kept.role, bucket: kept.name, objects: [] };
  if (!(await streamExists(nats.jsm, `OBJ_${kept.name}`))) return archived;
  const store = await objectStores(nats.js).open(kept.name);
  const infos = (await store.list()).filter((info) => !info.deleted);
  // Oldest first: a restore puts them back in this order (links after all data, since a link's time
  // may precede its target's), so the test-data sweep's order of versions (by write time) stays.
  infos.sort((a, b) => Date.parse(a.mtime) - Date.parse(b.mtime) || a.name.localeCompare(b.name));
  for (const info of infos) {
    const entry: ArchivedObject = { name: info.name, size: info.size, digest: info.digest, mtime: info.mtime };
    if (info.description) entry.description = info.description;
    if (info.metadata && Object.keys(info.metadata).length > 0) entry.metadata = info.metadata;
    const link = info.options?.link;
    if (link) {
      if (link.bucket !== kept.name || !link.name) throw new Error(`object ${info.name} links outside its store (${link.bucket}/${link.name ?? '*'})`);
      entry.link = { name: link.name };
    } else {
      const result = await store.get(info.name);
      // Deleted between the listing and now (the test-data sweep): not part of the backup.
      if (!result) continue;
      counter.next += 1;
      const file = `${OBJECT_DIR}/${String(counter.next).padStart(6, '0')}`;
      await pipeline(Readable.fromWeb(result.data), createWriteStream(join(dir, file)));
      const failed = await result.error;
      if (failed) throw new Error(`reading object ${info.name}: ${failed.message}`);
      entry.file = file;
    }
    archived.objects.push(entry);
  }
  return archived;
}

async function exportBucket(nats: BackupNats, kept: KeptName): Promise<ArchivedBucket> {
  const archived: ArchivedBucket = { role: kept.role, bucket: kept.name, history: 1, ttlMs: 0, entries: [] };
  if (!(await streamExists(nats.jsm, `KV_${kept.name}`))) return archived;
  const kv = await new Kvm(nats.js).open(kept.name);
  const status = await kv.status();
  archived.history = status.history;
  archived.ttlMs = status.ttl;
  const keys: string[] = [];
  for await (const key of await kv.keys()) keys.push(key);
  keys.sort();
  for (const key of keys) {
    const entry = await kv.get(key);
    if (!entry || entry.operation !== 'PUT') continue;
    archived.entries.push({ key, value: Buffer.from(entry.value).toString('base64') });
  }
  return archived;
}

await runHelper('nats-export', async () => {
  const { values } = parseArgs({ options: { dir: { type: 'string' } } });
  if (!values.dir) throw new Error('--dir is required');
  const dir = values.dir;
  await mkdir(join(dir, OBJECT_DIR), { recursive: true });
  const nats = await connectBackupNats('oj-backup');
  try {
    const counter = { next: 0 };
    const stores: ArchivedStore[] = [];
    for (const kept of keptObjectStores(nats.names)) stores.push(await exportStore(nats, kept, dir, counter));
    const buckets: ArchivedBucket[] = [];
    for (const kept of keptBuckets(nats.names)) buckets.push(await exportBucket(nats, kept));
    const objects: ArchivedObjects = { natsServer: nats.nc.info?.version ?? 'unknown', namespace: nats.names.namespace, stores };
    const kv: ArchivedKv = { buckets };
    await writeFile(join(dir, OBJECTS_FILE), `${JSON.stringify(objects, null, 1)}\n`);
    await writeFile(join(dir, KV_FILE), `${JSON.stringify(kv, null, 1)}\n`);
    const objectCount = stores.reduce((sum, store) => sum + store.objects.length, 0);
    const entryCount = buckets.reduce((sum, bucket) => sum + bucket.entries.length, 0);
    process.stdout.write(`nats-export: ${String(objectCount)} object(s) (${String(counter.next)} with data), ${String(entryCount)} KV entr(ies) saved\n`);
  } finally {
    await nats.nc.close();
  }
});
