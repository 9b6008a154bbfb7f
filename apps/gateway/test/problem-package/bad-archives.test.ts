import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FileEntity, ProblemEntity, ProblemImportEntity } from '@oj/db';
import { openStore } from '../../src/modules/test-data/index.ts';
import { rawZip } from '../test-data/zip-writer.ts';
import { importPackage, newPlace, startImportApp, startJob, uploadPackage, waitForJob, zipOf } from './helpers.ts';
import type { ImportHarness } from './helpers.ts';

// Issue 24: a bad archive is refused with its message and leaves nothing behind: no problem, no job
// waiting, no file on disk, no test data in the store. Display ids already used are renamed or refused.

const hojJson = (problemId: string, samples: { input: string; output: string }[] = [{ input: '1.in', output: '1.out' }]) =>
  JSON.stringify({ problem: { problemId, title: `Problem ${problemId}`, type: 0, description: 'd', input: 'i', output: 'o' }, samples, languages: ['C++'] });

describe('bad problem packages', () => {
  let harness: ImportHarness;

  beforeAll(async () => {
    harness = await startImportApp(await newPlace('gw_import_bad'));
  }, 60_000);

  afterAll(async () => {
    await harness.close();
  });

  /** What an import may leave: problems, image rows, waiting jobs, files on disk, objects in the store. */
  const leftovers = async () => {
    const store = await openStore(harness.app);
    const objects = (await store.list()).filter((info) => !info.deleted).map((info) => info.name);
    return {
      problems: await harness.app.db.getRepository(ProblemEntity).count(),
      images: await harness.app.db.getRepository(FileEntity).count(),
      waiting: await harness.app.db.getRepository(ProblemImportEntity).countBy({ status: 'uploaded' }),
      files: (await readdir(join(harness.place.dataDir, 'problem-imports')).catch(() => [])).filter((name) => !name.startsWith('.')),
      objects,
    };
  };

  const refusedAtUpload = async (data: Buffer, fileName: string, message: RegExp) => {
    const before = await leftovers();
    const uploaded = await uploadPackage(harness, data, fileName);
    expect(uploaded.statusCode, uploaded.body.msg).toBe(400);
    expect(uploaded.body.msg).toMatch(message);
    expect(await leftovers()).toEqual(before);
  };

  it('refuses at upload: zip slip, a symbolic link, a declared zip bomb, broken YAML and JSON, an unknown format, a missing answer', async () => {
    await refusedAtUpload(
      rawZip([
        { name: 'problem_A.json', data: hojJson('A') },
        { name: '../evil.in', data: 'x' },
      ]),
      'slip.zip',
      /outside the archive/,
    );
    await refusedAtUpload(
      rawZip([
        { name: 'problem_A.json', data: hojJson('A') },
        { name: 'problem_A/1.in', data: '/etc/passwd', unixMode: 0o120777 },
      ]),
      'link.zip',
      /symbolic link/,
    );
    await refusedAtUpload(
      rawZip([
        { name: 'problem_A.json', data: hojJson('A') },
        { name: 'problem_A/1.in', data: Buffer.alloc(8 * 1024 * 1024) },
        { name: 'problem_A/1.out', data: '1' },
      ]),
      'bomb.zip',
      /zip bomb/,
    );
    await refusedAtUpload(
      await zipOf({ 'P1/problem.yaml': 'title: [unclosed', 'P1/testdata/1.in': '1', 'P1/testdata/1.out': '1' }),
      'hydro.zip',
      /not valid YAML/,
    );
    await refusedAtUpload(await zipOf({ 'problem_A.json': '{"problem": ', 'problem_A/1.in': '1', 'problem_A/1.out': '1' }), 'json.zip', /not valid JSON/);
    await refusedAtUpload(await zipOf({ 'readme.txt': 'hello', 'data/1.bin': 'x' }), 'other.zip', /not a problem package/);
    await refusedAtUpload(Buffer.from('just some text, neither a zip nor XML'), 'notes.txt', /not a problem package/);
    await refusedAtUpload(
      await zipOf({ 'p/problem.yaml': 'name: P\n', 'p/data/secret/1.in': '1', 'p/data/secret/2.in': '2', 'p/data/secret/2.ans': '2' }),
      'icpc.zip',
      /has no answer/,
    );
  });

  it('fails the job of a zip bomb that lies in its headers, and of broken FPS XML, leaving nothing behind', async () => {
    const before = await leftovers();
    // Declared as 100 bytes, 16 MB of zeros inflate: found while streaming into the store.
    const liar = rawZip([
      { name: 'problem_B.json', data: hojJson('B') },
      { name: 'problem_B/1.in', data: Buffer.alloc(16 * 1024 * 1024), declaredSize: 100 },
      { name: 'problem_B/1.out', data: '1' },
    ]);
    const bomb = await importPackage(harness, liar, 'liar.zip');
    expect(bomb.status).toBe('failed');
    expect(bomb.error?.text).toMatch(/zip bomb/);
    expect(bomb.problems[0]?.error?.text).toMatch(/zip bomb/);
    const xml = await importPackage(harness, Buffer.from('<?xml version="1.0"?><fps><item><title>T</title><test_input>1</test_input></fps>'), 'broken.xml');
    expect(xml.status).toBe('failed');
    expect(xml.error?.text).toMatch(/not valid XML/);
    expect(await leftovers()).toEqual(before);
  });

  it('renames or refuses a display id the site already has, as the admin chooses', async () => {
    const data = await zipOf({
      'problem_D.json': hojJson('D'),
      'problem_D/1.in': '1',
      'problem_D/1.out': '1',
      'problem_E.json': hojJson('E'),
      'problem_E/1.in': '2',
      'problem_E/1.out': '2',
    });
    const first = await importPackage(harness, data, 'de.zip');
    expect(first.problems.map((problem) => problem.problemId)).toEqual(['D', 'E']);
    const before = await leftovers();
    const refused = await importPackage(harness, data, 'de.zip', { duplicateIds: 'refuse' });
    expect(refused).toMatchObject({ status: 'done', problemsCreated: 0, problemsFailed: 2 });
    expect(refused.problems[0]?.error?.text).toBe('Display id D is already used on this site; the problem was not imported');
    expect(await leftovers()).toEqual(before);
    const renamed = await importPackage(harness, data, 'de.zip', { duplicateIds: 'rename' });
    expect(renamed.problems.map((problem) => problem.problemId)).toEqual(['D-2', 'E-2']);
  });

  it('refuses a second start, an unknown job and another admin’s job', async () => {
    const data = await zipOf({ 'problem_F.json': hojJson('F'), 'problem_F/1.in': '1', 'problem_F/1.out': '1' });
    const uploaded = await uploadPackage(harness, data, 'f.zip');
    const jobId = uploaded.body.data?.jobId ?? 0;
    expect((await startJob(harness, { jobId, duplicateIds: 'rename' })).statusCode).toBe(200);
    const again = await startJob(harness, { jobId, duplicateIds: 'rename' });
    expect(again.statusCode).toBe(400);
    expect(again.body.msg).toBe('This import has already been started');
    await waitForJob(harness, jobId);
    expect((await startJob(harness, { jobId: 999_999, duplicateIds: 'rename' })).statusCode).toBe(404);
    const other = harness.app.signToken({ uid: 'someone-else', username: 'other', roles: [1001] });
    const peek = await harness.app.inject({
      method: 'GET',
      url: '/api/admin/problem/get-import-job',
      query: { id: String(jobId) },
      headers: { authorization: other },
    });
    expect(peek.statusCode).toBe(404);
    const list = await harness.app.inject({ method: 'GET', url: '/api/admin/problem/get-import-job-list', headers: { authorization: other } });
    expect(list.json<{ data: { total: number } }>().data.total).toBe(0);
  });
});
