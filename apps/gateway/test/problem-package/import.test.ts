import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import yauzl from 'yauzl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProblemAuth } from '@oj/contracts';
import { FileEntity, ProblemCaseEntity, ProblemEntity, ProblemImportEntity } from '@oj/db';
import { FIXTURES, importPackage, markPackageCheckers, newPlace, startImportApp, uploadPackage, zipFixtures } from './helpers.ts';
import type { ImportHarness } from './helpers.ts';

// Issue 24: each fixture format imported through the API, as a background job, into problems with
// their settings and test data (read back through the test-data download).

async function unzipBytes(archive: Buffer): Promise<Map<string, Buffer>> {
  const zip = await yauzl.fromBufferPromise(archive, { lazyEntries: true });
  const files = new Map<string, Buffer>();
  for await (const entry of zip.eachEntry()) {
    const chunks: Buffer[] = [];
    for await (const chunk of await zip.openReadStreamPromise(entry)) chunks.push(chunk as Buffer);
    files.set(entry.fileName, Buffer.concat(chunks));
  }
  return files;
}

describe('problem import of each format', () => {
  let harness: ImportHarness;

  beforeAll(async () => {
    harness = await startImportApp(await newPlace('gw_import'));
  }, 60_000);

  afterAll(async () => {
    await harness.close();
  });

  const problemBy = (problemId: string) => harness.app.db.getRepository(ProblemEntity).findOneByOrFail({ problemId });
  const casesOf = (pid: number) => harness.app.db.getRepository(ProblemCaseEntity).find({ where: { pid, status: 0 }, order: { id: 'ASC' } });
  const testData = async (pid: number) => {
    const response = await harness.app.inject({
      method: 'GET',
      url: '/api/file/download-testcase',
      query: { pid: String(pid) },
      headers: { authorization: harness.admin },
    });
    expect(response.statusCode, response.body).toBe(200);
    return unzipBytes(response.rawPayload);
  };

  it('HOJ zip: both problems with their judge modes, scores, groups, languages, templates and test data', async () => {
    const data = await zipFixtures([{ folder: 'hoj' }]);
    await markPackageCheckers(harness.app, data, 'hoj.zip');
    const uploaded = await uploadPackage(harness, data, 'hoj.zip');
    expect(uploaded.statusCode, uploaded.body.msg).toBe(200);
    expect(uploaded.body.data).toMatchObject({ format: 'hoj', problemCount: 2, fileName: 'hoj.zip' });
    const job = await importPackage(harness, data, 'hoj.zip');
    expect(job).toMatchObject({ status: 'done', format: 'hoj', problemsTotal: 2, problemsCreated: 2, problemsFailed: 0, error: null });
    expect(job.progress).toMatchObject({ phase: null, problemsDone: 2, problemsTotal: 2, filesDone: 8, filesTotal: 8 });
    expect(job.problems.map((problem) => [problem.sourceId, problem.problemId, problem.error])).toEqual([
      ['HOJ-1001', 'HOJ-1001', null],
      ['HOJ-1002', 'HOJ-1002', null],
    ]);
    const spj = await problemBy('HOJ-1001');
    expect(spj).toMatchObject({
      title: 'A+B with a checker',
      type: 1,
      judgeMode: 'spj',
      judgeCaseMode: 'subtask_lowest',
      timeLimit: 1500,
      memoryLimit: 128,
      stackLimit: 64,
      auth: ProblemAuth.Public,
      spjLanguage: 'C++',
      isUploadCase: true,
      input: 'Two integers.',
    });
    expect((await casesOf(spj.id)).map((row) => [row.input, row.output, row.score, row.groupNum])).toEqual([
      ['1.in', '1.out', 40, 1],
      ['2.in', '2.out', 40, 1],
      ['3.in', '3.out', 60, 2],
    ]);
    const files = await testData(spj.id);
    for (const name of ['1.in', '1.out', '2.in', '2.out', '3.in', '3.out'])
      expect(files.get(name), name).toEqual(await readFile(join(FIXTURES, 'hoj/problem_1001', name)));
    const interactive = await problemBy('HOJ-1002');
    expect(interactive).toMatchObject({ judgeMode: 'interactive', isFileIO: true, ioReadFileName: 'guess.in', ioWriteFileName: 'guess.out', input: '' });
    // The same package again: every display id is taken, so both are renamed.
    const again = await importPackage(harness, data, 'hoj.zip');
    expect(again.problems.map((problem) => problem.problemId)).toEqual(['HOJ-1001-2', 'HOJ-1002-2']);
    expect(again.problems[0]?.notes.map((note) => note.code)).toContain('problemImport.displayIdRenamed');
  });

  it('FPS XML: several problems in one file, its image uploaded and linked, its checker kept', async () => {
    const data = await readFile(join(FIXTURES, 'fps/two-problems.xml'));
    await markPackageCheckers(harness.app, data, 'two.xml');
    const uploaded = await uploadPackage(harness, data, 'two.xml');
    expect(uploaded.body.data).toMatchObject({ format: 'fps', problemCount: null });
    const job = await importPackage(harness, data, 'two.xml');
    expect(job).toMatchObject({ status: 'done', problemsCreated: 2 });
    const [first, second] = job.problems;
    expect(first?.notes.map((note) => note.code)).toContain('problemImport.displayIdGiven');
    const ab = await problemBy(first?.problemId ?? '');
    expect(ab).toMatchObject({ title: 'A+B Problem', timeLimit: 500, memoryLimit: 64 });
    const link = /\/api\/public\/md-img\/([0-9a-f-]{36}\.png)/.exec(ab.description ?? '');
    expect(link, ab.description ?? '').not.toBeNull();
    const image = await harness.app.db.getRepository(FileEntity).findOneByOrFail({ filePath: `md-images/${link?.[1]}` });
    expect(image).toMatchObject({ type: 'md-img', suffix: 'png' });
    expect((await testData(ab.id)).get('small.out')?.toString()).toBe('517\n');
    expect(await problemBy(second?.problemId ?? '')).toMatchObject({ judgeMode: 'spj', timeLimit: 1500, memoryLimit: 128 });
  });

  it('QDUOJ zip: a special judge problem without answers gets empty answer files', async () => {
    const data = await zipFixtures([{ folder: 'qduoj' }]);
    await markPackageCheckers(harness.app, data, 'qduoj.zip');
    const job = await importPackage(harness, data, 'qduoj.zip');
    expect(job.problems.map((problem) => [problem.problemId, problem.error?.text ?? null])).toEqual([
      ['qd-1', null],
      ['qd-2', null],
    ]);
    const spj = await problemBy('qd-2');
    expect(spj).toMatchObject({ judgeMode: 'spj', spjLanguage: 'C' });
    const files = await testData(spj.id);
    expect([...files.keys()].sort()).toEqual(['1.in', '1.out', '2.in', '2.out']);
    expect(files.get('1.out')?.length).toBe(0);
  });

  it('Hydro zip: subtasks and scores, the second statement noted, the checker kept', async () => {
    const data = await zipFixtures([{ folder: 'hydro', prefix: '' }]);
    await markPackageCheckers(harness.app, data, 'hydro.zip');
    const job = await importPackage(harness, data, 'hydro.zip');
    expect(job.problems[0]).toMatchObject({ problemId: 'P1000', error: null });
    const codes = job.problems[0]?.notes.map((note) => note.code) ?? [];
    expect(codes).toEqual(expect.arrayContaining(['problemImport.statementNotKept', 'problemPackage.noteSubtaskDependencies']));
    const problem = await problemBy('P1000');
    expect(problem).toMatchObject({ judgeMode: 'spj', judgeCaseMode: 'subtask_lowest' });
    expect((await casesOf(problem.id)).map((row) => [row.input, row.score, row.groupNum])).toEqual([
      ['1.in', 30, 1],
      ['2.in', 70, 2],
      ['3.in', 70, 2],
    ]);
  });

  it('ICPC contest archive: three problems, judged samples in a group of their own, reports in both languages', async () => {
    const data = await zipFixtures([
      { folder: 'icpc/floaty', prefix: 'floaty/' },
      { folder: 'icpc/guess', prefix: 'guess/' },
      { folder: 'icpc/hello', prefix: 'hello/' },
    ]);
    await markPackageCheckers(harness.app, data, 'icpc.zip');
    const job = await importPackage(harness, data, 'icpc.zip');
    expect(job.problems.map((problem) => [problem.problemId, problem.error?.text ?? null])).toEqual([
      ['floaty', null],
      ['guess', null],
      ['hello', null],
    ]);
    // validator_flags float_tolerance 1e-6: the float checker, stored with the problem and read by its jobs.
    const floaty = await problemBy('floaty');
    expect(floaty.judgeMode).toBe('default');
    expect(JSON.parse(floaty.builtinChecker ?? 'null')).toMatchObject({ kind: 'float', absTolerance: 1e-6, relTolerance: 1e-6 });
    const hello = await problemBy('hello');
    // Its output validator keeps the Kattis protocol, which the judge runs as it is (no note).
    expect(hello).toMatchObject({ title: 'Hello Scores', type: 1, judgeMode: 'spj', checkerProtocol: 'kattis', timeLimit: 2000, memoryLimit: 512 });
    expect(await problemBy('guess')).toMatchObject({ judgeMode: 'interactive', checkerProtocol: 'kattis' });
    expect((await casesOf(hello.id)).map((row) => [row.input, row.score, row.groupNum])).toEqual([
      ['01.in', 0, 3],
      ['01-2.in', 40, 1],
      ['02.in', 40, 1],
      ['01-3.in', 60, 2],
    ]);
    const notes = job.problems[2]?.notes.map((note) => note.code) ?? [];
    expect(notes).toContain('problemImport.imageNotKept');
    expect(notes).not.toContain('problemPackage.noteCheckerProtocol');
    const row = await harness.app.db.getRepository(ProblemImportEntity).findOneByOrFail({ id: job.id });
    expect(row.status).toBe('done');
    const { readJob } = await import('./helpers.ts');
    const chinese = await readJob(harness, job.id, 'zh-CN');
    expect(chinese.problems[2]?.notes.find((note) => note.code === 'problemImport.imageNotKept')?.text).toMatch(/图片/);
  });
});
