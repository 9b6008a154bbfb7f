import { readFile, writeFile } from 'node:fs/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { localiseServerMessage } from '@oj/i18n/server';
import { PackageError, readProblemPackage } from '../src/index.ts';
import { bytesOf, cleanup, fileOf, patchBytes, withPackage, zipOf } from './helpers.ts';

afterAll(cleanup);

const HOJ_JSON = JSON.stringify({ problem: { problemId: 'P', title: 'T' } });

async function refusal(path: string, limits = {}): Promise<PackageError> {
  const error = await readProblemPackage(path, { limits }).catch((caught: unknown) => caught);
  if (!(error instanceof PackageError)) throw new Error(`expected a PackageError, got ${String(error)}`);
  return error;
}

/** Rewrites the declared uncompressed size (local header and central directory) of the one entry of a stored or deflated zip. */
async function lieAboutSize(path: string, declared: number): Promise<void> {
  const bytes = await readFile(path);
  const local = bytes.indexOf(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
  const central = bytes.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
  bytes.writeUInt32LE(declared, local + 22);
  bytes.writeUInt32LE(declared, central + 24);
  await writeFile(path, bytes);
}

describe('archive safety', () => {
  it('refuses entries outside the root: .., absolute, drive letter, backslashed ..', async () => {
    for (const [placeholder, evil] of [
      ['xx/evil.txt', '../evil.txt'],
      ['xetc/passwd', '/etc/passwd'],
      ['ab/evil.txt', 'C:/evil.txt'],
      ['xxxevil.txt', '..\\evil.txt'],
    ] as const) {
      const path = await zipOf([
        { name: 'problem_P.json', data: HOJ_JSON },
        { name: placeholder, data: 'x' },
      ]);
      await patchBytes(path, Buffer.from(placeholder), Buffer.from(evil));
      const error = await refusal(path);
      expect(error.code).toBe('problemPackage.outsideRoot');
      // Backslashes are read as the folder separators they stand for (as yauzl does), then checked.
      expect(error.message).toBe(`Archive entry ${evil.replace('\\', '/')} points outside the archive (absolute path, drive letter, backslash or ..)`);
    }
  });

  it('refuses symbolic links, duplicate entries, encrypted entries', async () => {
    const link = await zipOf([
      { name: 'problem_P.json', data: HOJ_JSON },
      { name: 'problem_P/1.in', data: '/etc/passwd', mode: 0o120777 },
    ]);
    expect((await refusal(link)).code).toBe('problemPackage.symlink');
    const twice = await zipOf([
      { name: 'problem_P.json', data: HOJ_JSON },
      { name: 'problem_P/1.in', data: 'a' },
      { name: 'problem_P/1.in', data: 'b' },
    ]);
    expect((await refusal(twice)).code).toBe('problemPackage.duplicateEntry');
    const locked = await zipOf([{ name: 'problem_P.json', data: HOJ_JSON, compress: false }]);
    const bytes = await readFile(locked);
    for (const [signature, flagOffset] of [
      [0x04034b50, 6],
      [0x02014b50, 8],
    ] as const) {
      const at = bytes.indexOf(Buffer.from(new Uint32Array([signature]).buffer));
      bytes.writeUInt16LE(bytes.readUInt16LE(at + flagOffset) | 1, at + flagOffset);
    }
    await writeFile(locked, bytes);
    expect((await refusal(locked)).code).toBe('problemPackage.encrypted');
  });

  it('refuses a zip bomb by its declared ratio, with a bilingual message', async () => {
    const path = await zipOf([
      { name: 'problem_P.json', data: HOJ_JSON },
      { name: 'problem_P/1.in', data: Buffer.alloc(4 * 1024 * 1024) },
    ]);
    const error = await refusal(path);
    expect(error.code).toBe('problemPackage.entryRatio');
    expect(localiseServerMessage(error.serverMessage, 'en-US')).toBe(
      'Archive entry problem_P/1.in expands more than 400 times its packed size: refused as a possible zip bomb',
    );
    expect(localiseServerMessage(error.serverMessage, 'zh-CN')).toBe('压缩包条目 problem_P/1.in 解压后超过压缩大小的 400 倍：疑似压缩炸弹，已拒绝');
  });

  it('catches a zip bomb whose headers lie while it streams (ratio, then the total cap)', async () => {
    // The bomb is the first entry, so the first local and central headers are its own.
    const path = await zipOf([
      { name: 'problem_P/1.in', data: Buffer.alloc(4 * 1024 * 1024) },
      { name: 'problem_P/1.out', data: '' },
      { name: 'problem_P.json', data: HOJ_JSON },
    ]);
    await lieAboutSize(path, 1000);
    await withPackage(readProblemPackage(path), async (pkg) => {
      const input = pkg.problems[0]!.cases[0]!.input;
      expect(input.size).toBe(1000);
      await expect(bytesOf(input)).rejects.toMatchObject({ code: 'problemPackage.entryRatio' });
    });
    await withPackage(readProblemPackage(path, { limits: { maxEntryRatio: 100_000, maxUnpackedBytes: 2 * 1024 * 1024 } }), async (pkg) => {
      await expect(bytesOf(pkg.problems[0]!.cases[0]!.input)).rejects.toMatchObject({ code: 'problemPackage.unpackedTooLarge' });
    });
  });

  it('refuses a package over the declared total, with too many entries or problems', async () => {
    const files = [
      { name: 'problem_P.json', data: HOJ_JSON },
      { name: 'problem_P/1.in', data: 'abcdefgh'.repeat(200) },
      { name: 'problem_P/1.out', data: 'x' },
    ];
    expect((await refusal(await zipOf(files), { maxUnpackedBytes: 1000 })).code).toBe('problemPackage.unpackedTooLarge');
    expect((await refusal(await zipOf(files), { maxEntries: 2 })).code).toBe('problemPackage.tooManyEntries');
    const two = await zipOf([
      ...files,
      { name: 'problem_Q.json', data: HOJ_JSON },
      { name: 'problem_Q/1.in', data: '' },
      { name: 'problem_Q/1.out', data: '' },
    ]);
    expect((await refusal(two, { maxProblems: 1 })).code).toBe('problemPackage.tooManyProblems');
  });

  it('refuses unknown formats, an empty or damaged archive, and a setting file past the text cap', async () => {
    expect((await refusal(await zipOf([{ name: 'readme.txt', data: 'hi' }]))).code).toBe('problemPackage.unknownFormat');
    expect((await refusal(await fileOf('just text', 'notes.txt'))).code).toBe('problemPackage.unknownFormat');
    expect((await refusal(await zipOf([{ name: 'empty', data: '', directory: true }]))).code).toBe('problemPackage.empty');
    const damaged = await fileOf(Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(40)]), 'cut.zip');
    expect((await refusal(damaged)).code).toBe('problemPackage.damaged');
    const big = await zipOf([
      { name: 'problem_P.json', data: JSON.stringify({ problem: { title: 'x'.repeat(4000) } }) },
      { name: 'problem_P/1.in', data: '' },
    ]);
    expect((await refusal(big, { maxTextBytes: 1000 })).code).toBe('problemPackage.fileTooLarge');
  });
});
