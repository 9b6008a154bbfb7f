import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { Kvm } from '@nats-io/kv';
import { Objm, StorageType } from '@nats-io/obj';
import { connect } from '@nats-io/transport-node';
import type { NatsConnection } from '@nats-io/transport-node';
import { natsNames } from '@oj/contracts';
import { migrations } from '@oj/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The node helpers of scripts/backup and scripts/restore (docs/backup.md) against a real NATS: the
// object store (data and links) and the kept KV buckets go from one namespace into another, a
// non-empty target is refused unless --force, and the manifest catches a damaged file and a schema
// newer than this version's migrations. The scripts themselves run in tests/e2e/test/backup-restore.
// Each case starts Node with the helpers' imports three or four times: on a loaded 2-core machine
// that takes well over the default 30 s (99 s for the file at a load average of 20).

const run = promisify(execFile);
const CLI = (name: string) => fileURLToPath(new URL(`../../src/cli/backup/${name}`, import.meta.url));
const NATS_URL = process.env.OJ_NATS_URL ?? 'nats://127.0.0.1:4222';
const source = natsNames(`t${randomBytes(5).toString('hex')}`);
const target = natsNames(`t${randomBytes(5).toString('hex')}`);

let nc: NatsConnection;
let dir = '';

async function helper(script: string, namespace: string, args: string[]): Promise<{ code: number; output: string }> {
  const env = { PATH: process.env.PATH ?? '', OJ_NATS_URL: NATS_URL, OJ_NATS_NAMESPACE: namespace };
  try {
    const { stdout, stderr } = await run(process.execPath, [CLI(script), ...args], { env });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

beforeAll(async () => {
  nc = await connect({ servers: NATS_URL });
  dir = await mkdtemp(join(tmpdir(), 'oj-backup-helpers-'));
  const js = jetstream(nc);
  const store = await new Objm(js).create(source.objectStores.testData, { storage: StorageType.File });
  await store.putBlob({ name: 'staging/abc/1.in' }, new TextEncoder().encode('1 2\n'));
  await store.putBlob({ name: '7/v1/1.out' }, new TextEncoder().encode('3\n'));
  const staged = await store.info('staging/abc/1.in');
  if (!staged) throw new Error('the staged object is missing');
  await store.link('7/v1/1.in', staged);
  await store.putBlob({ name: '7/v1' }, new TextEncoder().encode('{"files":[]}'));
  const gate = await new Kvm(js).create(source.kv.contestGate, { history: 1 });
  await gate.put('contest.5', '{"value":{"cid":5},"expiresAtMs":9999999999999}');
  // A bucket a backup leaves out.
  const limits = await new Kvm(js).create(source.kv.rateLimits, { history: 1 });
  await limits.put('login.x', '{}');
});

afterAll(async () => {
  const jsm = await jetstreamManager(nc);
  for (const names of [source, target]) {
    for (const stream of [`OBJ_${names.objectStores.testData}`, `KV_${names.kv.contestGate}`, `KV_${names.kv.revokedTokens}`, `KV_${names.kv.rateLimits}`]) {
      await jsm.streams.delete(stream).catch(() => false);
    }
  }
  await nc.close();
  await rm(dir, { recursive: true, force: true });
});

describe('the backup helpers', () => {
  it('export the object store with its links and the kept KV buckets, and import them into another namespace', async () => {
    const exported = await helper('nats-export.ts', source.namespace, ['--dir', dir]);
    expect(exported.output).toContain('4 object(s) (3 with data), 1 KV entr(ies) saved');
    expect(await helper('nats-import.ts', target.namespace, ['--dir', dir, '--check'])).toMatchObject({ code: 0 });
    const imported = await helper('nats-import.ts', target.namespace, ['--dir', dir]);
    expect(imported).toMatchObject({ code: 0 });
    const js = jetstream(nc);
    const store = await new Objm(js).open(target.objectStores.testData);
    const linked = await store.get('7/v1/1.in');
    expect(linked).not.toBeNull();
    expect(await new Response(linked?.data).text()).toBe('1 2\n');
    expect((await store.info('7/v1/1.in'))?.options?.link?.name).toBe('staging/abc/1.in');
    expect(new TextDecoder().decode((await store.getBlob('7/v1/1.out')) ?? new Uint8Array())).toBe('3\n');
    const gate = await new Kvm(js).open(target.kv.contestGate);
    expect((await gate.get('contest.5'))?.string()).toContain('"cid":5');
    await expect((await jetstreamManager(nc)).streams.info(`KV_${target.kv.rateLimits}`)).rejects.toThrow();
  }, 120_000);

  it('refuse a target that is not empty, unless --force, which replaces what is there', async () => {
    const check = await helper('nats-import.ts', target.namespace, ['--dir', dir, '--check']);
    expect(check.code).toBe(3);
    expect(check.output).toContain(`OBJ_${target.objectStores.testData}`);
    const refused = await helper('nats-import.ts', target.namespace, ['--dir', dir]);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('is not empty');
    const forced = await helper('nats-import.ts', target.namespace, ['--dir', dir, '--force']);
    expect(forced).toMatchObject({ code: 0 });
    const store = await new Objm(jetstream(nc)).open(target.objectStores.testData);
    expect((await store.list()).map((info) => info.name).sort()).toEqual(['7/v1', '7/v1/1.in', '7/v1/1.out', 'staging/abc/1.in']);
  }, 120_000);

  it('write a manifest whose check passes, and fails on a damaged file and on a newer schema', async () => {
    await writeFile(join(dir, 'db.txt'), 'dump');
    await mkdir(join(dir, 'db'), { recursive: true });
    await writeFile(join(dir, 'db/migrations.txt'), `${migrations.map((migration) => migration.name).join('\n')}\n`);
    expect(await helper('manifest.ts', source.namespace, ['write', '--dir', dir])).toMatchObject({ code: 0 });
    expect((await helper('manifest.ts', source.namespace, ['check', '--dir', dir])).output).toContain('verified');

    await writeFile(join(dir, 'db.txt'), 'damaged');
    const damaged = await helper('manifest.ts', source.namespace, ['check', '--dir', dir]);
    expect(damaged.code).toBe(1);
    expect(damaged.output).toContain('checksum mismatch: db.txt');

    await writeFile(join(dir, 'db/migrations.txt'), `${(await readFile(join(dir, 'db/migrations.txt'), 'utf8')).trim()}\nFuture9999999999999\n`);
    expect(await helper('manifest.ts', source.namespace, ['write', '--dir', dir])).toMatchObject({ code: 0 });
    const newer = await helper('manifest.ts', source.namespace, ['check', '--dir', dir]);
    expect(newer.code).toBe(1);
    expect(newer.output).toContain('newer than this version of the platform (it has migration(s) Future9999999999999)');
  }, 120_000);
});
