/**
 * The manifest of a backup archive (docs/backup.md): `write` records what scripts/backup saved
 * (versions, time, the schema's migrations, counts, and a SHA-256 of every file); `check` verifies
 * an archive before scripts/restore touches anything: the format, every checksum, and that this
 * version of the platform knows every migration the backup's schema has (a backup from a newer
 * schema is refused; an older one is migrated by the next start).
 *   node apps/gateway/src/cli/backup/manifest.ts write --dir <archive dir>   (facts in OJ_BACKUP_* variables)
 *   node apps/gateway/src/cli/backup/manifest.ts check --dir <archive dir>
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { migrations } from '@oj/db';
import type { ArchivedKv, ArchivedObjects } from './archive-format.ts';
import { KV_FILE, OBJECTS_FILE } from './archive-format.ts';
import { runHelper } from './nats-connection.ts';

export const MANIFEST_FILE = 'manifest.json';
export const MIGRATIONS_FILE = 'db/migrations.txt';
const FORMAT = 'oj-backup/1';

interface Manifest {
  format: string;
  createdAt: string;
  platform: { version: string; commit: string };
  database: { name: string; server: string; dumpTool: string; migrations: number; latestMigration: string | null };
  nats: { server: string; namespace: string; objects: number; kvEntries: number };
  files: { count: number };
  /** Seconds each part took to save. */
  seconds: Record<string, number>;
  checksums: Record<string, string>;
}

async function sha256(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Every file under dir but the manifest, as sorted `/`-separated relative paths. */
async function archiveFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split('\\').join('/'))
    .filter((path) => path !== MANIFEST_FILE)
    .sort();
}

async function readMigrations(dir: string): Promise<string[]> {
  return (await readFile(join(dir, MIGRATIONS_FILE), 'utf8')).split('\n').filter((line) => line.trim() !== '');
}

function fact(name: string): string {
  return process.env[name]?.trim() || 'unknown';
}

async function write(dir: string): Promise<void> {
  const applied = await readMigrations(dir);
  const objects = JSON.parse(await readFile(join(dir, OBJECTS_FILE), 'utf8')) as ArchivedObjects;
  const kv = JSON.parse(await readFile(join(dir, KV_FILE), 'utf8')) as ArchivedKv;
  const root = new URL('../../../../../', import.meta.url);
  const pkg = JSON.parse(await readFile(new URL('package.json', root), 'utf8')) as { version?: string };
  const checksums: Record<string, string> = {};
  for (const path of await archiveFiles(dir)) checksums[path] = await sha256(join(dir, path));
  const seconds: Record<string, number> = {};
  for (const part of ['database', 'nats', 'files']) {
    const value = Number(process.env[`OJ_BACKUP_SECONDS_${part.toUpperCase()}`]);
    if (Number.isFinite(value)) seconds[part] = value;
  }
  const manifest: Manifest = {
    format: FORMAT,
    createdAt: new Date().toISOString(),
    platform: { version: pkg.version ?? '0.0.0', commit: fact('OJ_BACKUP_COMMIT') },
    database: {
      name: fact('OJ_BACKUP_DB_NAME'),
      server: fact('OJ_BACKUP_DB_SERVER'),
      dumpTool: fact('OJ_BACKUP_DUMP_TOOL'),
      migrations: applied.length,
      latestMigration: applied.at(-1) ?? null,
    },
    nats: {
      server: objects.natsServer,
      namespace: objects.namespace,
      objects: objects.stores.reduce((sum, store) => sum + store.objects.length, 0),
      kvEntries: kv.buckets.reduce((sum, bucket) => sum + bucket.entries.length, 0),
    },
    files: { count: Number(process.env.OJ_BACKUP_FILE_COUNT ?? 0) },
    seconds,
    checksums,
  };
  await writeFile(join(dir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  process.stdout.write(`manifest: ${String(Object.keys(checksums).length)} file(s), schema at ${manifest.database.latestMigration ?? 'no migration'}\n`);
}

async function check(dir: string): Promise<void> {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(await readFile(join(dir, MANIFEST_FILE), 'utf8')) as Manifest;
  } catch (error) {
    throw new Error(`no readable ${MANIFEST_FILE} in ${dir}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  if (manifest.format !== FORMAT) throw new Error(`unknown backup format ${JSON.stringify(manifest.format)} (this version reads ${FORMAT})`);
  const present = await archiveFiles(dir);
  const listed = Object.keys(manifest.checksums).sort();
  const missing = listed.filter((path) => !present.includes(path));
  const extra = present.filter((path) => !(path in manifest.checksums));
  if (missing.length > 0 || extra.length > 0)
    throw new Error(`the archive's files differ from its manifest: missing ${missing.join(', ') || 'none'}; not listed ${extra.join(', ') || 'none'}`);
  for (const path of listed) {
    if ((await sha256(join(dir, path))) !== manifest.checksums[path]) throw new Error(`checksum mismatch: ${path} is damaged`);
  }
  const known = new Set(migrations.map((migration) => migration.name));
  const applied = await readMigrations(dir);
  const unknown = applied.filter((name) => !known.has(name));
  if (unknown.length > 0) {
    throw new Error(
      `the backup's schema is newer than this version of the platform (it has migration(s) ${unknown.join(', ')}); restore it with the version that took it (${manifest.platform.commit}) or a later one`,
    );
  }
  const pending = migrations.length - applied.length;
  process.stdout.write(
    `manifest: backup of ${manifest.createdAt}, ${String(listed.length)} file(s) verified, schema at ${manifest.database.latestMigration ?? 'no migration'}` +
      `${pending > 0 ? ` (${String(pending)} migration(s) behind: the next start applies them)` : ''}\n`,
  );
}

await runHelper('manifest', async () => {
  const { values, positionals } = parseArgs({ options: { dir: { type: 'string' } }, allowPositionals: true });
  if (!values.dir) throw new Error('--dir is required');
  if (positionals[0] === 'write') await write(values.dir);
  else if (positionals[0] === 'check') await check(values.dir);
  else throw new Error('usage: manifest.ts write|check --dir <archive dir>');
});
