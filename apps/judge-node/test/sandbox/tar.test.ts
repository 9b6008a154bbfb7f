/**
 * The tar writer and reader, checked against GNU tar itself.
 */
import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { packTar, TarReader, unpackTar } from '../../src/sandbox/tar.ts';

const scratch = mkdtempSync(join(tmpdir(), 'oj-tar-test-'));
afterAll(() => {
  rmSync(scratch, { recursive: true, force: true });
});

describe('tar', () => {
  it('packs files, modes, directories, hard links and long paths that GNU tar extracts', () => {
    const longDir = `${'d'.repeat(80)}/${'e'.repeat(60)}`;
    const archive = packTar([
      { type: 'dir', path: 'src', mode: 0o1777 },
      { type: 'file', path: 'src/main.c', content: 'int main(void) { return 0; }\n' },
      { type: 'file', path: 'src/run.sh', content: Buffer.from('#!/bin/sh\n'), mode: 0o755 },
      { type: 'link', path: 'src/copy.c', target: 'src/main.c' },
      { type: 'dir', path: longDir },
      { type: 'file', path: `${longDir}/${'f'.repeat(90)}`, content: 'deep' },
    ]);
    const into = join(scratch, 'extract');
    mkdirSync(into);
    execFileSync('tar', ['-x', '-C', into, '-f', '-'], { input: archive });
    expect(readFileSync(join(into, 'src/main.c'), 'utf8')).toBe('int main(void) { return 0; }\n');
    expect(statSync(join(into, 'src/run.sh')).mode & 0o777).toBe(0o755);
    expect(statSync(join(into, 'src')).mode & 0o7777).toBe(0o1777);
    expect(statSync(join(into, 'src/copy.c')).ino).toBe(statSync(join(into, 'src/main.c')).ino);
    expect(readFileSync(join(into, longDir, 'f'.repeat(90)), 'utf8')).toBe('deep');
  });

  it('reads what GNU tar writes, including long names, and skips links and directories', () => {
    const from = join(scratch, 'source');
    const longName = 'n'.repeat(150);
    mkdirSync(join(from, 'out'), { recursive: true });
    writeFileSync(join(from, 'out/1.out'), '3\n');
    writeFileSync(join(from, 'out', longName), Buffer.alloc(1500, 7));
    writeFileSync(join(from, 'empty'), '');
    execFileSync('ln', ['-s', '/etc/passwd', join(from, 'out/link')]);
    const archive = execFileSync('tar', ['-c', '-C', from, 'out', 'empty'], { maxBuffer: 1 << 24 });
    const files = unpackTar(archive);
    expect(files.get('out/1.out')?.toString()).toBe('3\n');
    expect(files.get(`out/${longName}`)).toEqual(Buffer.alloc(1500, 7));
    expect(files.get('empty')?.length).toBe(0);
    expect(files.has('out/link')).toBe(false);
    expect(files.has('out')).toBe(false);
  });

  it('reads a stream in chunks of any size, handing each file to its sink and skipping the rest', () => {
    const longName = `out/${'n'.repeat(150)}`;
    const from = join(scratch, 'stream');
    mkdirSync(join(from, 'out'), { recursive: true });
    writeFileSync(join(from, 'out/1.out'), Buffer.alloc(70_000, 1));
    writeFileSync(join(from, longName), 'long');
    writeFileSync(join(from, 'out/skip'), Buffer.alloc(5000, 2));
    const archive = execFileSync('tar', ['-c', '-C', from, 'out'], { maxBuffer: 1 << 24 });
    for (const chunkSize of [1, 7, 512, 10_000]) {
      const seen = new Map<string, { size: number; bytes: number; ended: boolean }>();
      const reader = new TarReader((path, size) => {
        if (path === 'out/skip') return null;
        const entry = { size, bytes: 0, ended: false };
        seen.set(path, entry);
        return { data: (chunk) => (entry.bytes += chunk.length), end: () => (entry.ended = true) };
      });
      for (let offset = 0; offset < archive.length; offset += chunkSize) reader.push(archive.subarray(offset, offset + chunkSize));
      expect(reader.finished).toBe(true);
      expect(seen.get('out/1.out')).toEqual({ size: 70_000, bytes: 70_000, ended: true });
      expect(seen.get(longName)).toEqual({ size: 4, bytes: 4, ended: true });
      expect(seen.has('out/skip')).toBe(false);
    }
  });

  it('pads to whole records, so that GNU tar reading a pipe finishes without waiting for its end', async () => {
    const archive = packTar([{ type: 'file', path: 'a.txt', content: 'a' }]);
    expect(archive.length % 10_240).toBe(0);
    const into = join(scratch, 'no-eof');
    mkdirSync(into);
    const tar = spawn('tar', ['-x', '-C', into, '-f', '-'], { stdio: ['pipe', 'ignore', 'inherit'] });
    tar.stdin.write(archive); // and stdin stays open
    const code = await Promise.race([once(tar, 'exit').then(([exitCode]) => exitCode as number), sleep(3000).then(() => 'still waiting')]);
    tar.stdin.end();
    expect(code).toBe(0);
    expect(readFileSync(join(into, 'a.txt'), 'utf8')).toBe('a');
  });

  it('round-trips its own archives', () => {
    const files = unpackTar(packTar([{ type: 'file', path: 'a/b.txt', content: 'x'.repeat(513) }]));
    expect(files.get('a/b.txt')?.toString()).toBe('x'.repeat(513));
  });
});
