import { createWriteStream } from 'node:fs';
import type { Writable } from 'node:stream';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readProblemPackage, writeHojPackage, writeIcpcPackage } from '../src/index.ts';
import type { ProblemModel } from '../src/index.ts';
import { FIXTURES, cleanup, snapshot, tempDir, textOf, withPackage, zipFixture, zipOf } from './helpers.ts';
import yauzl from 'yauzl';

afterAll(cleanup);

type Writer = (problems: readonly ProblemModel[], out: Writable) => Promise<void>;

async function written(problems: readonly ProblemModel[], write: Writer, name: string): Promise<string> {
  const path = join(await tempDir(), name);
  await write(problems, createWriteStream(path));
  return path;
}

const SOURCES: readonly [string, () => Promise<string>][] = [
  ['HOJ', () => zipFixture('hoj')],
  ['QDUOJ', () => zipFixture('qduoj')],
  ['Hydro', () => zipFixture('hydro')],
  ['FPS', () => Promise.resolve(join(FIXTURES, 'fps/two-problems.xml'))],
  ['ICPC', () => zipFixture('icpc')],
];

describe.each([
  ['HOJ zip', writeHojPackage, 'hoj'],
  ['ICPC package', writeIcpcPackage, 'icpc'],
] as const)('round trip through the %s writer', (_label, write, format) => {
  it.each(SOURCES)('keeps every field and byte of a %s package', async (_source, source) => {
    await withPackage(readProblemPackage(await source()), async (original) => {
      const path = await written(original.problems, write, `out.${format}.zip`);
      await withPackage(readProblemPackage(path), async (again) => {
        expect(again.format).toBe(format);
        expect(await Promise.all(again.problems.map(snapshot))).toEqual(await Promise.all(original.problems.map(snapshot)));
      });
    });
  });
});

async function entryNames(path: string): Promise<string[]> {
  const zip = await yauzl.openPromise(path, { lazyEntries: true });
  const names: string[] = [];
  for await (const entry of zip.eachEntry()) names.push(entry.fileName);
  zip.close();
  return names.sort();
}

async function entryText(path: string, name: string): Promise<string> {
  const zip = await yauzl.openPromise(path, { lazyEntries: true });
  const chunks: Buffer[] = [];
  for await (const entry of zip.eachEntry()) {
    if (entry.fileName !== name) continue;
    for await (const chunk of await zip.openReadStreamPromise(entry)) chunks.push(chunk as Buffer);
  }
  zip.close();
  return Buffer.concat(chunks).toString('utf8');
}

describe('what the writers write for other judges', () => {
  it('writes HOJ layout: problem_<id>.json with its folder, files apart', async () => {
    await withPackage(readProblemPackage(await zipFixture('icpc/hello', 'hello/')), async (pkg) => {
      const names = await entryNames(await written(pkg.problems, writeHojPackage, 'hoj.zip'));
      expect(names).toContain('problem_hello.json');
      expect(names).toContain('problem_hello/02.in');
      expect(names).toContain('problem_hello_files/images/hello.png');
      expect(names.filter((name) => !name.includes('/'))).toEqual(['problem_hello.json']);
    });
  });

  it('writes a Kattis validator’s flags as validator_flags, and none for a checker of another protocol', async () => {
    await withPackage(readProblemPackage(await zipFixture('icpc/hello', 'hello/')), async (pkg) => {
      const path = await written(pkg.problems, writeIcpcPackage, 'flags.zip');
      const yaml = await entryText(path, 'problem.yaml');
      expect(yaml).toContain('validation: custom\n');
      expect(yaml).toContain('validator_flags: case_sensitive greeting=hello\n');
      const testlib = pkg.problems.map((problem) => ({ ...problem, program: problem.program && { ...problem.program, protocol: 'testlib' as const } }));
      expect(await entryText(await written(testlib, writeIcpcPackage, 'testlib.zip'), 'problem.yaml')).not.toContain('validator_flags');
    });
  });

  it('writes a standard ICPC package that reads right without this site manifest', async () => {
    await withPackage(readProblemPackage(await zipFixture('hydro')), async (pkg) => {
      const path = await written(pkg.problems, writeIcpcPackage, 'icpc.zip');
      const names = await entryNames(path);
      expect(names).toEqual(
        expect.arrayContaining([
          'problem.yaml',
          '.timelimit',
          'problem_statement/problem.en.md',
          'problem_statement/problem.zh.md',
          'problem_statement/fig.png',
          'data/secret/subtask1/1.in',
          'data/secret/subtask1/testdata.yaml',
          'data/secret/subtask2/3.ans',
          'output_validators/checker/checker.cc',
          'oj-problem.yaml',
        ]),
      );
      // Rezip without the manifest: the standard files alone.
      const stripped = await zipOf(
        await Promise.all(
          names
            .filter((name) => name !== 'oj-problem.yaml')
            .map(async (name) => {
              const zip = await yauzl.openPromise(path, { lazyEntries: true });
              let data = Buffer.alloc(0);
              for await (const entry of zip.eachEntry()) {
                if (entry.fileName !== name) continue;
                const chunks: Buffer[] = [];
                for await (const chunk of await zip.openReadStreamPromise(entry)) chunks.push(chunk as Buffer);
                data = Buffer.concat(chunks);
              }
              zip.close();
              return { name: `p1000/${name}`, data };
            }),
        ),
      );
      await withPackage(readProblemPackage(stripped), async (plain) => {
        const problem = plain.problems[0]!;
        expect(problem).toMatchObject({
          displayId: 'p1000',
          title: 'Subtask sum',
          type: 1,
          timeLimitMs: 1000,
          memoryLimitMb: 256,
          judgeMode: 'spj',
          judgeCaseMode: 'subtask_lowest',
        });
        expect(problem.subtasks.map((subtask) => [subtask.name, subtask.score])).toEqual([
          ['subtask1', 30],
          ['subtask2', 70],
        ]);
        expect(problem.cases.map((item) => item.score)).toEqual([30, 70, 70]);
        expect(await textOf(problem.cases[2]?.output ?? null)).toBe('6\n');
      });
    });
  });
});
