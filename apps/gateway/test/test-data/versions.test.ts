import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProblemEntity } from '@oj/db';
import { TestDataCache, hasTestData, openTestDataStore, openTestDataStoreForReading } from '@oj/judge-queue';
import { commitManualTestData, commitUploadedTestData, sweepTestData } from '../../src/modules/test-data/index.ts';
import { adminToken, insertProblem, startTestDataApp, unzip, upload } from './helpers.ts';
import type { TestDataHarness } from './helpers.ts';
import { rawZip } from './zip-writer.ts';

const HOUR = 60 * 60_000;
let h: TestDataHarness;
let cacheDir: string;

beforeAll(async () => {
  h = await startTestDataApp('testdataver');
  cacheDir = await mkdtemp(join(tmpdir(), 'oj-testdata-cache-'));
}, 60_000);

afterAll(async () => {
  await h.close();
  await rm(cacheDir, { recursive: true, force: true });
});

async function setCurrent(pid: number, caseVersion: string): Promise<void> {
  await h.app.db.getRepository(ProblemEntity).update({ id: pid }, { caseVersion });
}

describe('data versions', () => {
  it('a judge node reads an uploaded version, and keeps the one it holds when a new one arrives', async () => {
    const pid = await insertProblem(h.app, 'JUDGE1');
    const { body } = await upload(
      h.baseUrl,
      await adminToken(h.app),
      rawZip([
        { name: 'p/1.in', data: '1 2\n' },
        { name: 'p/1.ans', data: '3\n' },
      ]),
    );
    const first = await commitUploadedTestData(h.app, pid, body.data?.fileListDir ?? '');
    await setCurrent(pid, first.caseVersion);
    const cache = new TestDataCache({ rootDir: cacheDir, store: () => openTestDataStoreForReading(h.app.js, h.app.natsNames) });
    const lease = await cache.acquire(pid, first.caseVersion);
    expect(await readFile(join(lease.dir, '1.in'), 'utf8')).toBe('1 2\n');
    expect(await readFile(join(lease.dir, '1.ans'), 'utf8')).toBe('3\n');

    const second = await commitManualTestData(h.app, pid, [{ input: '5 5\n', output: '10\n' }]);
    await setCurrent(pid, second.caseVersion);
    const next = await cache.acquire(pid, second.caseVersion);
    expect(await readFile(join(next.dir, '1.out'), 'utf8')).toBe('10\n');
    // The job that started with the first version still finds its files.
    expect(await readFile(join(lease.dir, '1.in'), 'utf8')).toBe('1 2\n');
    lease.release();
    next.release();
  });

  it('the sweep keeps the current version and a replaced one for the grace period, then removes replaced, orphaned and expired data', async () => {
    const store = await openTestDataStore(h.app.js, h.app.natsNames);
    const pid = await insertProblem(h.app, 'SWEEP1');
    const v1 = (await commitManualTestData(h.app, pid, [{ input: 'a', output: 'b' }])).caseVersion;
    const v2 = (await commitManualTestData(h.app, pid, [{ input: 'c', output: 'd' }])).caseVersion;
    await setCurrent(pid, v2);
    // A version whose save never committed (not current, newest).
    const v3 = (await commitManualTestData(h.app, pid, [{ input: 'e', output: 'f' }])).caseVersion;
    const { body } = await upload(
      h.baseUrl,
      await adminToken(h.app),
      rawZip([
        { name: '1.in', data: 'x' },
        { name: '1.out', data: 'y' },
      ]),
    );
    const stagingId = body.data?.fileListDir ?? '';

    const options = { retainMs: 24 * HOUR, stagingTtlMs: 24 * HOUR };
    const soon = await sweepTestData(h.app, { ...options, now: Date.now() + HOUR });
    expect(soon.versions.filter((key) => key.startsWith(`${pid}/`))).toEqual([]);
    expect(soon.stagings).not.toContain(stagingId);
    for (const version of [v1, v2, v3]) expect(await hasTestData(store, pid, version)).toBe(true);

    const later = await sweepTestData(h.app, { ...options, now: Date.now() + 25 * HOUR });
    expect(later.versions.filter((key) => key.startsWith(`${pid}/`)).sort()).toEqual([`${pid}/${v1}`, `${pid}/${v3}`].sort());
    expect(later.stagings).toContain(stagingId);
    expect(await hasTestData(store, pid, v2)).toBe(true);
    expect(await hasTestData(store, pid, v1)).toBe(false);
    const left = (await store.list()).map((info) => info.name);
    expect(left.filter((name) => name.startsWith(`${pid}/${v1}`) || name.startsWith(`${pid}/${v3}`) || name.includes(stagingId))).toEqual([]);
    await expect(commitUploadedTestData(h.app, pid, stagingId)).rejects.toThrow('The uploaded test data has expired or does not exist');
  });

  it('keeps the staged files a current version links to after the staging expires, and removes them once no version does', async () => {
    const store = await openTestDataStore(h.app.js, h.app.natsNames);
    const pid = await insertProblem(h.app, 'SWEEP2');
    const { body } = await upload(
      h.baseUrl,
      await adminToken(h.app),
      rawZip([
        { name: '1.in', data: 'kept in' },
        { name: '1.out', data: 'kept out' },
      ]),
    );
    const stagingId = body.data?.fileListDir ?? '';
    const uploaded = await commitUploadedTestData(h.app, pid, stagingId);
    await setCurrent(pid, uploaded.caseVersion);
    const options = { retainMs: 24 * HOUR, stagingTtlMs: 24 * HOUR };

    const swept = await sweepTestData(h.app, { ...options, now: Date.now() + 25 * HOUR });
    expect(swept.stagings).toContain(stagingId);
    const names = (await store.list()).map((info) => info.name);
    expect(names).toContain(`staging/${stagingId}/1.in`);
    expect(names).not.toContain(`staging/${stagingId}`);
    const response = await fetch(`${h.baseUrl}/api/file/download-testcase?pid=${pid}`, { headers: { authorization: await adminToken(h.app) } });
    expect(Object.fromEntries(await unzip(Buffer.from(await response.arrayBuffer())))).toEqual({ '1.in': 'kept in', '1.out': 'kept out' });

    // Replaced, and the replacement old enough: the version goes, then its staged files.
    await setCurrent(pid, (await commitManualTestData(h.app, pid, [{ input: 'n', output: 'm' }])).caseVersion);
    await sweepTestData(h.app, { ...options, now: Date.now() + 25 * HOUR });
    const left = (await store.list()).map((info) => info.name);
    expect(left.filter((name) => name.includes(stagingId) || name.startsWith(`${pid}/${uploaded.caseVersion}`))).toEqual([]);
  });
});
