import { mkdir, readFile, readdir, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Verdict, testDataFileName, testDataManifestName } from '@oj/contracts';
import { TestDataCache, TestDataMissingError, openTestDataStore, publishTestData } from '@oj/judge-queue';
import type { JudgeNodeRuntime } from '../../src/worker/runtime.ts';
import type { Judge } from '../../src/worker/types.ts';
import { enqueue, makeJob, openTestBus, startNode, storedResult, verdict, waitFor } from './helpers.ts';
import type { TestBus } from './helpers.ts';

async function writeCases(dir: string, files: Record<string, string>): Promise<string> {
  await mkdir(dir, { recursive: true });
  for (const [name, content] of Object.entries(files)) await writeFile(join(dir, name), content);
  return dir;
}

describe('test data', () => {
  let bus: TestBus;
  const nodes: JudgeNodeRuntime[] = [];

  beforeEach(async () => {
    bus = await openTestBus();
  });

  afterEach(async () => {
    for (const node of nodes.splice(0)) await node.stop();
    await bus.close();
  });

  it('is published once, fetched once per version, and served from the local cache after that', async () => {
    const store = await openTestDataStore(bus.js, bus.names);
    const source = await writeCases(join(bus.dataDir, 'upload'), { '1.in': '1 2\n', '1.out': '3\n', '2.in': 'x'.repeat(300_000), '2.out': '' });
    const manifest = await publishTestData(store, 7, 'v1', source);
    expect(manifest.files.map((file) => [file.name, file.sizeBytes])).toEqual([
      ['1.in', 4],
      ['1.out', 2],
      ['2.in', 300_000],
      ['2.out', 0],
    ]);

    const seen: Array<{ dir: string | null; input: string; bigSize: number }> = [];
    const judge: Judge = async (job, dir) => {
      if (dir === null) throw new Error('expected test data');
      seen.push({ dir, input: await readFile(join(dir, '1.in'), 'utf8'), bigSize: (await stat(join(dir, '2.in'))).size });
      return verdict(job);
    };
    const node = await startNode(bus, judge, { concurrency: 2 });
    nodes.push(node);

    // Two jobs at once on a cold cache: one download, shared.
    const [first, second] = [makeJob({ problemId: 7, dataVersion: 'v1' }), makeJob({ problemId: 7, dataVersion: 'v1' })];
    await enqueue(bus, first);
    await enqueue(bus, second);
    for (const job of [first, second]) expect((await waitFor('a result', () => storedResult(bus, job.submitId))).status).toBe(Verdict.Accepted);
    expect(node.cache.downloads).toBe(1);
    expect(seen).toHaveLength(2);
    expect(seen[0]).toEqual({ dir: join(bus.dataDir, 'judge-cache', '7', 'v1'), input: '1 2\n', bigSize: 300_000 });

    // Gone from the store, still judged from the cache.
    for (const name of ['1.in', '1.out', '2.in', '2.out']) await store.delete(testDataFileName(7, 'v1', name));
    await store.delete(testDataManifestName(7, 'v1'));
    const third = makeJob({ problemId: 7, dataVersion: 'v1' });
    await enqueue(bus, third);
    expect((await waitFor('a result', () => storedResult(bus, third.submitId))).status).toBe(Verdict.Accepted);
    expect(node.cache.downloads).toBe(1);
    expect(await readdir(join(bus.dataDir, 'judge-cache', '7'))).toEqual(['v1']);
  });

  it('evicts older versions of a problem when a new one arrives, but not one a job holds', async () => {
    const store = await openTestDataStore(bus.js, bus.names);
    for (const version of ['v1', 'v2', 'v3']) {
      await publishTestData(store, 9, version, await writeCases(join(bus.dataDir, 'upload', version), { '1.in': version }));
    }
    const cache = new TestDataCache({ rootDir: join(bus.dataDir, 'cache'), store: () => Promise.resolve(store), evictAfterMs: 0 });
    const v1 = await cache.acquire(9, 'v1');
    v1.release();
    const v2 = await cache.acquire(9, 'v2');
    expect(await readdir(join(bus.dataDir, 'cache', '9'))).toEqual(['v2']);
    await cache.acquire(9, 'v3');
    // v2 is still held by a running job.
    expect((await readdir(join(bus.dataDir, 'cache', '9'))).sort()).toEqual(['v2', 'v3']);
    expect(await readFile(join(v2.dir, '1.in'), 'utf8')).toBe('v2');
    v2.release();
  });

  it('fails a version the store does not have, and refuses unsafe names', async () => {
    const store = await openTestDataStore(bus.js, bus.names);
    const cache = new TestDataCache({ rootDir: join(bus.dataDir, 'cache'), store: () => Promise.resolve(store) });
    await expect(cache.acquire(3, 'missing')).rejects.toBeInstanceOf(TestDataMissingError);
    await expect(cache.acquire(3, '../etc')).rejects.toThrow(/invalid test data version/);
    await expect(cache.acquire(3, '..')).rejects.toThrow(/invalid test data version/);
    const bad = await writeCases(join(bus.dataDir, 'bad'), { 'a b.in': '' });
    await expect(publishTestData(store, 3, 'v1', bad)).rejects.toThrow(/not allowed/);
  });

  it('ends a job naming an unsafe case file as System Error at once, before any test data is fetched', async () => {
    const store = await openTestDataStore(bus.js, bus.names);
    await publishTestData(store, 12, 'v1', await writeCases(join(bus.dataDir, 'upload12'), { '1.in': '1 2\n', '1.out': '3\n' }));
    let calls = 0;
    const node = await startNode(bus, (job) => {
      calls += 1;
      return Promise.resolve(verdict(job));
    });
    nodes.push(node);
    const bad = [
      { caseId: 1, inputName: '1.in', outputName: '1.out', score: 0, groupNum: null },
      { caseId: 2, inputName: '../../../etc/passwd', outputName: '1.out', score: 0, groupNum: null },
    ];
    const job = makeJob({ problemId: 12, dataVersion: 'v1', cases: bad });
    await enqueue(bus, job);
    const result = await waitFor('the System Error', () => storedResult(bus, job.submitId));
    expect(result).toMatchObject({ status: Verdict.SystemError, attempt: 1 });
    expect(result.compileMessage).toMatch(/unsafe test data file name for case 2/i);
    expect(calls).toBe(0);
    expect(node.cache.downloads).toBe(0);
  });

  it('ends a job whose test data is missing as System Error after its attempts', async () => {
    let calls = 0;
    const node = await startNode(
      bus,
      (job) => {
        calls += 1;
        return Promise.resolve(verdict(job));
      },
      { maxDeliver: 2 },
    );
    nodes.push(node);
    const job = makeJob({ problemId: 11, dataVersion: 'nope' });
    await enqueue(bus, job);
    const result = await waitFor('the System Error', () => storedResult(bus, job.submitId));
    expect(result).toMatchObject({ status: Verdict.SystemError, attempt: 2 });
    expect(result.compileMessage).toContain('no test data for problem 11');
    expect(calls).toBe(0);
  });
});
