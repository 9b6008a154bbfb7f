/**
 * The compile cache: the same C or C++ source is compiled once per judge image (a test run, then the same
 * code submitted; rejudges), anything that changes the compiler's output changes the key, and a failed
 * compile is never kept.
 */
import { copyFileSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findLanguage } from '@oj/judge-core';
import type { LanguageSpec } from '@oj/judge-core';
import { sampleJudgeJob } from '@oj/judge-queue/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { CompileCache, compileCacheable, compileKey } from '../../src/sandbox/compile-cache.ts';
import { judgeSubmission } from '../../src/sandbox/index.ts';
import { statuses, useSandboxFixture } from './helpers.ts';

function language(name: string): LanguageSpec {
  const spec = findLanguage(name);
  if (!spec) throw new Error(`no language ${name}`);
  return spec;
}

const A_PLUS_B = '#include <iostream>\nint main() { long long a, b; std::cin >> a >> b; std::cout << a + b << std::endl; }\n';
const FORTY_TWO = '#include <cstdio>\nint main() { std::puts("42"); }\n';

describe('compile cache keys', () => {
  const base = { imageId: 'sha256:aaa', language: language('C++ 17 With O2'), code: A_PLUS_B, userExtraFiles: {} };

  it('keeps C and C++ only', () => {
    expect(['C', 'C With O2', 'C++', 'C++ 17 With O2', 'C++ 20'].map((name) => compileCacheable(language(name)))).toEqual([true, true, true, true, true]);
    expect(['Java', 'Python3', 'Golang', 'Rust', 'C#', 'JavaScript Node'].map((name) => compileCacheable(language(name)))).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('changes with the image, the language, the source and the extra files, and only with them', () => {
    const key = compileKey(base);
    expect(compileKey({ ...base })).toBe(key);
    expect(compileKey({ ...base, imageId: 'sha256:bbb' })).not.toBe(key);
    expect(compileKey({ ...base, language: language('C++ 17') })).not.toBe(key);
    expect(compileKey({ ...base, code: `${A_PLUS_B} ` })).not.toBe(key);
    expect(compileKey({ ...base, userExtraFiles: { 'a.h': '' } })).not.toBe(key);
    expect(compileKey({ ...base, userExtraFiles: { 'a.h': '1' } })).not.toBe(compileKey({ ...base, userExtraFiles: { 'a.h': '2' } }));
    // Framed parts: moving a byte from one part to the next is another key.
    expect(compileKey({ ...base, userExtraFiles: { ab: 'c' } })).not.toBe(compileKey({ ...base, userExtraFiles: { a: 'bc' } }));
  });

  it('prunes the oldest entries', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'oj-compile-cache-'));
    try {
      const cache = new CompileCache(dir);
      const keys = ['1', '2', '3'].map((code) => compileKey({ ...base, code }));
      for (const [index, key] of keys.entries()) {
        await cache.put(key, Buffer.from(`binary ${index}`));
        utimesSync(join(dir, `${key}.bin`), 1_000 + index, 1_000 + index);
      }
      await cache.prune(2);
      expect(await cache.get(keys[0] ?? '')).toBeNull();
      expect((await cache.get(keys[2] ?? ''))?.toString()).toBe('binary 2');
      await expect(cache.get('../etc/passwd')).resolves.toBeNull();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('compile cache in the judge', () => {
  const fixture = useSandboxFixture(1);
  const cacheDir = mkdtempSync(join(tmpdir(), 'oj-compile-cache-judge-'));
  const compiledDir = join(cacheDir, 'compiled');
  afterAll(() => {
    rmSync(cacheDir, { recursive: true, force: true });
  });

  async function judge(code: string, answer: string, submitId: number, overrides: { isTestJudge?: boolean } = {}) {
    const { dir, specs } = fixture.data([{ input: '1 2\n', answer }]);
    const job = sampleJudgeJob({ submitId, problemId: 1, dataVersion: 'test', language: 'C++ 17 With O2', code, cases: specs, ...overrides });
    if (overrides.isTestJudge) Object.assign(job, { testInput: '1 2\n', expectedOutput: answer });
    return judgeSubmission(job, dir, { pool: fixture.pool, cacheDir, judger: 'test' });
  }

  const entries = (): string[] => {
    try {
      return readdirSync(compiledDir)
        .filter((name) => name.endsWith('.bin'))
        .sort();
    } catch {
      return [];
    }
  };

  it('compiles a source once: the second judging runs the kept program', { timeout: 120_000 }, async () => {
    const first = await judge(A_PLUS_B, '3\n', 1, { isTestJudge: true });
    expect(first.status, first.compileMessage ?? '').toBe(0);
    const [aPlusB] = entries();
    expect(aPlusB).toBeDefined();
    expect(statuses(await judge(FORTY_TWO, '42\n', 2))).toEqual([0]);
    const fortyTwo = entries().find((name) => name !== aPlusB);
    expect(fortyTwo).toBeDefined();
    // Swap what is kept for A+B: judged again, the same source now prints 42, so it was not compiled.
    copyFileSync(join(compiledDir, fortyTwo ?? ''), join(compiledDir, aPlusB ?? ''));
    const again = await judge(A_PLUS_B, '3\n', 3);
    expect(again.cases[0]?.userOutput?.trim()).toBe('42');
    // One byte more is another source: compiled, and right again.
    expect(statuses(await judge(`${A_PLUS_B}\n`, '3\n', 4))).toEqual([0]);
  });

  it('never keeps a failed compile', { timeout: 60_000 }, async () => {
    const before = entries();
    writeFileSync(join(cacheDir, 'unrelated'), '');
    const broken = await judge('int main( {', '3\n', 5);
    expect(broken.status).toBe(-2);
    expect((await judge('int main( {', '3\n', 6)).compileMessage).toMatch(/error/);
    expect(entries()).toEqual(before);
  });
});
