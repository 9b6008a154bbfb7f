import { randomBytes } from 'node:crypto';
import yazl from 'yazl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role, testDataManifestName } from '@oj/contracts';
import { ProblemEntity } from '@oj/db';
import { hasTestData, openTestDataStore } from '@oj/judge-queue';
import { commitManualTestData, commitUploadedTestData } from '../../src/modules/test-data/index.ts';
import { adminToken, createUser, insertProblem, startTestDataApp, unzip, upload } from './helpers.ts';
import type { TestDataHarness } from './helpers.ts';
import { rawZip } from './zip-writer.ts';

/** A zip made by a real archiver (yazl), files under `folder`. */
function goodZip(files: Record<string, string | Buffer>, folder = ''): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  if (folder !== '') zip.addEmptyDirectory(folder);
  for (const [name, content] of Object.entries(files)) zip.addBuffer(Buffer.from(content), `${folder}${name}`);
  zip.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('end', () => {
      resolve(Buffer.concat(chunks));
    });
    zip.outputStream.on('error', reject);
  });
}

let h: TestDataHarness;
let token: string;

beforeAll(async () => {
  // Small limits, so the bomb and size cases need small archives.
  h = await startTestDataApp('testdata', { maxUnzippedBytes: 24 * 1024 * 1024, maxEntries: 50 });
  token = await adminToken(h.app);
}, 60_000);

afterAll(async () => {
  await h.close();
});

async function stagedNames(): Promise<string[]> {
  const store = await openTestDataStore(h.app.js, h.app.natsNames);
  return (await store.list()).map((info) => info.name).filter((name) => name.startsWith('staging/'));
}

describe('upload-testcase-zip', () => {
  it('accepts an archive with a top folder, orders cases naturally and splits 100 as 33, 33, 34', async () => {
    const archive = await goodZip({ '10.in': 'c', '10.out': 'C', '2.in': 'b', '2.ans': 'B', '1.in': 'a', '1.out': 'A', 'readme.txt': 'ignored' }, 'data/');
    const { status, body } = await upload(h.baseUrl, token, archive);
    expect(status).toBe(200);
    expect(body.msg).toBe('Upload Testcase Successfully');
    expect(body.data?.fileList).toEqual([
      { input: '1.in', output: '1.out', score: 33, groupNum: 1 },
      { input: '2.in', output: '2.ans', score: 33, groupNum: 2 },
      { input: '10.in', output: '10.out', score: 34, groupNum: 3 },
    ]);
    expect(body.data?.fileListDir).toMatch(/^[a-z0-9]{8,40}$/);
  });

  it('refuses callers without an admin role', async () => {
    const archive = await goodZip({ '1.in': 'a', '1.out': 'A' });
    expect((await upload(h.baseUrl, undefined, archive)).status).toBe(401);
    expect((await upload(h.baseUrl, await createUser(h.app, 'plain', [Role.User]), archive)).status).toBe(403);
  });

  it('commits a staging as a new version, downloads it back, and keeps the old version for running judges', async () => {
    const pid = await insertProblem(h.app, 'RT1');
    const first = await commitManualTestData(h.app, pid, [{ input: '1 2\n', output: '3\n' }]);
    expect(first.files).toEqual([{ input: '1.in', output: '1.out' }]);
    await h.app.db.getRepository(ProblemEntity).update({ id: pid }, { caseVersion: first.caseVersion });

    const files = { 'a1.in': 'x'.repeat(1000), 'a1.out': 'y', 'a2.in': 'z', 'a2.out': '' };
    const { body } = await upload(h.baseUrl, token, await goodZip(files, 'top/'));
    const committed = await commitUploadedTestData(h.app, pid, body.data?.fileListDir ?? '');
    expect(committed.files).toEqual([
      { input: 'a1.in', output: 'a1.out' },
      { input: 'a2.in', output: 'a2.out' },
    ]);
    expect(committed.caseVersion).not.toBe(first.caseVersion);
    await h.app.db.getRepository(ProblemEntity).update({ id: pid }, { caseVersion: committed.caseVersion });

    const response = await fetch(`${h.baseUrl}/api/file/download-testcase?pid=${pid}`, { headers: { authorization: token } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(Object.fromEntries(await unzip(Buffer.from(await response.arrayBuffer())))).toEqual(files);

    // Versions are immutable: the previous one is still whole for the judges that started with it.
    const store = await openTestDataStore(h.app.js, h.app.natsNames);
    expect(await hasTestData(store, pid, first.caseVersion)).toBe(true);
    // The same staging commits again (a save whose transaction failed is retried) as yet another version.
    const again = await commitUploadedTestData(h.app, pid, body.data?.fileListDir ?? '');
    expect(again.caseVersion).not.toBe(committed.caseVersion);
    await expect(commitUploadedTestData(h.app, pid, 'ffffffffffffffff')).rejects.toThrow('The uploaded test data has expired or does not exist');
  });

  it('download: 404 for a problem without data, 401 anonymous', async () => {
    const pid = await insertProblem(h.app, 'NODATA', 'nothing');
    const response = await fetch(`${h.baseUrl}/api/file/download-testcase?pid=${pid}`, { headers: { authorization: token } });
    expect(response.status).toBe(404);
    expect(((await response.json()) as { msg: string }).msg).toBe('This problem has no test data');
    expect((await fetch(`${h.baseUrl}/api/file/download-testcase?pid=${pid}`)).status).toBe(401);
  });

  it('takes a 20 MB archive of incompressible data', async () => {
    const big = { '1.in': randomBytes(10 * 1024 * 1024), '1.out': randomBytes(10 * 1024 * 1024) };
    const { status, body } = await upload(h.baseUrl, token, await goodZip(big));
    expect(status).toBe(200);
    const pid = await insertProblem(h.app, 'BIG');
    const committed = await commitUploadedTestData(h.app, pid, body.data?.fileListDir ?? '');
    const store = await openTestDataStore(h.app.js, h.app.natsNames);
    const manifest = JSON.parse(new TextDecoder().decode((await store.getBlob(testDataManifestName(pid, committed.caseVersion))) ?? new Uint8Array())) as {
      files: { sizeBytes: number }[];
    };
    expect(manifest.files.map((file) => file.sizeBytes)).toEqual([10 * 1024 * 1024, 10 * 1024 * 1024]);
  }, 120_000);

  describe('bad archives are refused, naming the file, and the current data stays', () => {
    let pid: number;
    let version: string;
    beforeAll(async () => {
      pid = await insertProblem(h.app, 'KEEP');
      version = (await commitManualTestData(h.app, pid, [{ input: 'in', output: 'out' }])).caseVersion;
      await h.app.db.getRepository(ProblemEntity).update({ id: pid }, { caseVersion: version });
    });

    const zeros = Buffer.alloc(16 * 1024 * 1024);
    const cases: [string, () => Promise<Buffer> | Buffer, string][] = [
      ['not a zip (a renamed text file)', () => Buffer.from('1.in\n1.out\n'), 'cases.zip is not a zip archive: upload a .zip file of test data'],
      ['an empty archive', () => rawZip([]), 'The archive is empty'],
      [
        'no test data in it',
        () => goodZip({ 'notes.txt': 'hello' }),
        'The archive holds no test data: put pairs of files such as 1.in and 1.out (or 1.ans) in it',
      ],
      [
        '../ in a name',
        () =>
          rawZip([
            { name: '../1.in', data: 'a' },
            { name: '1.out', data: 'b' },
          ]),
        'Archive entry ../1.in points outside the archive (absolute path, drive letter or ..)',
      ],
      [
        'an absolute path',
        () => rawZip([{ name: '/etc/1.in', data: 'a' }]),
        'Archive entry /etc/1.in points outside the archive (absolute path, drive letter or ..)',
      ],
      [
        'a drive letter',
        () => rawZip([{ name: 'C:\\data\\1.in', data: 'a' }]),
        'Archive entry C:/data/1.in points outside the archive (absolute path, drive letter or ..)',
      ],
      [
        'a symbolic link',
        () =>
          rawZip([
            { name: '1.in', data: '/etc/passwd', unixMode: 0o120777 },
            { name: '1.out', data: 'b' },
          ]),
        'Archive entry 1.in is a symbolic link; only plain files are accepted',
      ],
      ['.in without .out', () => goodZip({ '1.in': 'a', '1.out': 'A', '2.in': 'b' }), '2.in has no matching output file (2.out or 2.ans)'],
      ['.out without .in', () => goodZip({ '1.in': 'a', '1.out': 'A', '3.out': 'c' }), '3.out has no matching input file (3.in)'],
      [
        'a duplicate name',
        () =>
          rawZip([
            { name: '1.in', data: 'a' },
            { name: '1.in', data: 'b' },
            { name: '1.out', data: 'c' },
          ]),
        'The archive holds 1.in more than once',
      ],
      [
        '.out and .ans for one case',
        () => goodZip({ '1.in': 'a', '1.out': 'A', '1.ans': 'A' }),
        '1.out and 1.ans are the same test case; keep only one of them',
      ],
      [
        'too many files',
        () => goodZip(Object.fromEntries(Array.from({ length: 60 }, (_, index) => [`${index}.${index % 2 ? 'in' : 'out'}`, 'x']))),
        'The archive holds 60 files, more than the 50 allowed',
      ],
      [
        'a zip bomb (one highly compressed entry)',
        () =>
          rawZip([
            { name: '1.in', data: zeros },
            { name: '1.out', data: 'a' },
          ]),
        'Archive entry 1.in expands more than 400 times its packed size: refused as a possible zip bomb',
      ],
      [
        'a zip bomb that lies about its sizes',
        () =>
          rawZip([
            { name: '1.in', data: zeros, declaredSize: 10 },
            { name: '1.out', data: 'a' },
          ]),
        'Archive entry 1.in expands more than 400 times its packed size: refused as a possible zip bomb',
      ],
      [
        'more unpacked data than allowed, with lying sizes',
        () =>
          rawZip([
            { name: '1.in', data: randomBytes(16 * 1024 * 1024), declaredSize: 1, deflate: false },
            { name: '1.out', data: randomBytes(10 * 1024 * 1024), declaredSize: 1, deflate: false },
          ]),
        'The archive unpacks to more than 24 MB',
      ],
      [
        'files in two folders',
        () => goodZip({ 'a/1.in': 'a', 'a/1.out': 'b', 'b/2.in': 'c', 'b/2.out': 'd' }),
        'Test data files must all be in one folder: a/1.in and b/2.in are not',
      ],
      [
        'a file name judges cannot store',
        () => goodZip({ 'case 1.in': 'a', 'case 1.out': 'b' }),
        "Test data file name case 1.in is not allowed: use letters, digits, '.', '_' and '-' (at most 128 characters)",
      ],
    ];

    it.each(cases)(
      '%s',
      async (_label, build, message) => {
        const staged = await stagedNames();
        const { status, body } = await upload(h.baseUrl, token, await build());
        expect(body.msg).toBe(message);
        expect(status).toBe(400);
        expect(await stagedNames()).toEqual(staged);
        const row = await h.app.db.getRepository(ProblemEntity).findOneByOrFail({ id: pid });
        expect(row.caseVersion).toBe(version);
        const response = await fetch(`${h.baseUrl}/api/file/download-testcase?pid=${pid}`, { headers: { authorization: token } });
        expect(Object.fromEntries(await unzip(Buffer.from(await response.arrayBuffer())))).toEqual({ '1.in': 'in', '1.out': 'out' });
      },
      60_000,
    );

    it('removes what it staged before a later entry was refused', async () => {
      const before = await stagedNames();
      const { status } = await upload(
        h.baseUrl,
        token,
        rawZip([
          { name: '1.in', data: 'a' },
          { name: '1.out', data: zeros },
        ]),
      );
      expect(status).toBe(400);
      expect(await stagedNames()).toEqual(before);
    });

    it('refuses an archive over the upload limit', async () => {
      const small = await startTestDataApp('testdatasmall', { maxUploadBytes: 1024 * 1024 });
      try {
        const { status, body } = await upload(
          small.baseUrl,
          await adminToken(small.app),
          await goodZip({ '1.in': randomBytes(2 * 1024 * 1024), '1.out': 'a' }),
        );
        expect(status).toBe(400);
        expect(body.msg).toBe('The archive is larger than 1 MB');
      } finally {
        await small.close();
      }
    }, 60_000);
  });
});
