import { testDataFileName, testDataManifestName } from '@oj/contracts';
import type { ProblemDetailResponseDto, ProblemListDto, TagClassificationGroupDto, TestDataManifest } from '@oj/contracts';
import {
  CodeTemplateEntity,
  DEMO_PROBLEMS,
  ProblemCaseEntity,
  ProblemCountEntity,
  ProblemEntity,
  ProblemLanguageEntity,
  TagEntity,
  caseVersionOf,
  seedDemoProblems,
} from '@oj/db';
import { listLanguages } from '@oj/judge-core';
import { openTestDataStore } from '@oj/judge-queue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoTestDataOf } from '../demo-data.ts';
import type { ProblemHarness } from './helpers.ts';
import { dataOf, get, startProblemApp } from './helpers.ts';

describe('seedDemoProblems', () => {
  let harness: ProblemHarness;
  let firstRun: Awaited<ReturnType<typeof seedDemoProblems>>;
  let firstData: Awaited<ReturnType<typeof seedDemoTestDataOf>>;

  beforeAll(async () => {
    // The app's start has synced the language table, as migrate does before seeding.
    harness = await startProblemApp('prob_demo');
    firstRun = await seedDemoProblems(harness.app.db);
    // Then the test data goes to the object store, as scripts/start's seed-test-data step does.
    firstData = await seedDemoTestDataOf(harness.app);
  }, 120_000);

  afterAll(async () => {
    await harness.app.jsm.streams.delete(`OBJ_${harness.app.natsNames.objectStores.testData}`).catch(() => false);
    await harness.close();
  });

  const problems = () => harness.app.db.getRepository(ProblemEntity).find({ order: { id: 'ASC' } });
  const store = () => openTestDataStore(harness.app.js, harness.app.natsNames);
  /** An object of the test-data store as text. */
  const readObject = async (name: string): Promise<string> => {
    const bytes = await (await store()).getBlob(name);
    if (!bytes) throw new Error(`no object ${name}`);
    return new TextDecoder().decode(bytes);
  };
  /** File names a stored version lists, sorted. */
  const storedFiles = async (pid: number, caseVersion: string): Promise<string[]> => {
    const manifest = JSON.parse(await readObject(testDataManifestName(pid, caseVersion))) as TestDataManifest;
    return manifest.files.map((file) => file.name).sort();
  };

  it('creates six public problems with tags, samples, counters and data versions', async () => {
    expect(firstRun).toEqual({ created: ['P1000', 'P1001', 'P1002', 'P1003', 'P1004', 'P1005'], kept: [] });
    expect(firstData).toEqual({ uploaded: firstRun.created, present: [] });
    const rows = await problems();
    expect(rows.map((row) => [row.problemId, row.difficulty, row.type])).toEqual([
      ['P1000', 0, 0],
      ['P1001', 0, 0],
      ['P1002', 1, 0],
      ['P1003', 1, 0],
      ['P1004', 1, 1],
      ['P1005', 2, 0],
    ]);
    for (const row of rows) {
      expect(row.auth).toBe(1);
      expect(row.description).toMatch(/\$[^$]+\$/);
      expect(row.caseVersion).toMatch(/^[0-9a-f]{20}$/);
    }
    expect(await harness.app.db.getRepository(ProblemCountEntity).count()).toBe(6);
    const list = dataOf<ProblemListDto>(await get(harness.app, '/api/get-problem-list', { oj: 'ME' }));
    expect(list.total).toBe(6);
    expect(list.records.every((record) => record.tags.length >= 2)).toBe(true);
    const detail = dataOf<ProblemDetailResponseDto>(await get(harness.app, '/api/get-problem-detail', { problemId: 'P1000' }));
    expect(detail.problem.examples).toEqual([
      { input: '1 2\n', output: '3\n' },
      { input: '-7 10\n', output: '3\n' },
    ]);
    expect(detail.problem.hint).toContain('```cpp');
    expect(detail.languages).toEqual(listLanguages().map((spec) => spec.name));
    expect(Object.keys(detail.codeTemplate).sort()).toEqual(['C', 'C++', 'Java', 'Python3']);
  });

  it('groups the tags into classifications, with one tag left unclassified', async () => {
    const groups = dataOf<TagClassificationGroupDto[]>(await get(harness.app, '/api/get-problem-tags-and-classification', { oj: 'ME' }));
    expect(groups.map((group) => group.classification?.name ?? null)).toEqual(['Basics', 'Algorithms', 'Data Structures', null]);
    expect(groups[3]?.tagList.map((tag) => tag.name)).toEqual(['Knapsack']);
  });

  it('stores every case file in the object store, matching problem_case rows and the content hash', async () => {
    for (const row of await problems()) {
      const cases = await harness.app.db.getRepository(ProblemCaseEntity).find({ where: { pid: row.id }, order: { id: 'ASC' } });
      expect(cases.length, row.problemId).toBeGreaterThanOrEqual(5);
      expect(cases.length, row.problemId).toBeLessThanOrEqual(10);
      const files = await storedFiles(row.id, row.caseVersion);
      expect(files).toEqual(cases.flatMap((item) => [item.input, item.output]).sort());
      expect(cases.map((item) => item.input)).toEqual(cases.map((_, index) => `${index + 1}.in`));
      const demo = DEMO_PROBLEMS.find((problem) => problem.problemId === row.problemId);
      expect(demo).toBeDefined();
      const generated = demo?.cases() ?? [];
      expect(caseVersionOf(generated)).toBe(row.caseVersion);
      for (const [index, item] of cases.entries()) {
        expect(await readObject(testDataFileName(row.id, row.caseVersion, item.output))).toBe(generated[index]?.output);
        expect({ score: item.score, groupNum: item.groupNum }).toEqual({ score: generated[index]?.score, groupNum: generated[index]?.groupNum });
      }
    }
  });

  it('answers A+B correctly in its data files', async () => {
    const aPlusB = (await problems())[0];
    if (!aPlusB) throw new Error('no A+B');
    const file = (name: string) => readObject(testDataFileName(aPlusB.id, aPlusB.caseVersion, name));
    for (let i = 1; i <= 8; i += 1) {
      const [a, b] = (await file(`${i}.in`)).trim().split(' ').map(Number);
      expect(await file(`${i}.out`)).toBe(`${(a ?? NaN) + (b ?? NaN)}\n`);
    }
  });

  it('sets up the OI problem with subtask groups whose scores add up to 100', async () => {
    const oi = (await problems()).find((row) => row.type === 1);
    expect(oi).toMatchObject({ problemId: 'P1004', judgeCaseMode: 'subtask_lowest', ioScore: 100 });
    const cases = await harness.app.db.getRepository(ProblemCaseEntity).find({ where: { pid: oi?.id ?? 0 } });
    const groupScores = new Map(cases.map((item) => [item.groupNum, item.score]));
    expect([...groupScores.entries()].sort()).toEqual([
      [1, 20],
      [2, 30],
      [3, 50],
    ]);
  });

  it('is idempotent, and restores missing test data without touching the rows', async () => {
    const before = await problems();
    const counts = {
      tags: await harness.app.db.getRepository(TagEntity).count(),
      cases: await harness.app.db.getRepository(ProblemCaseEntity).count(),
      languages: await harness.app.db.getRepository(ProblemLanguageEntity).count(),
      templates: await harness.app.db.getRepository(CodeTemplateEntity).count(),
    };
    expect(await seedDemoProblems(harness.app.db)).toEqual({ created: [], kept: firstRun.created });
    expect(await seedDemoTestDataOf(harness.app)).toEqual({ uploaded: [], present: firstRun.created });
    const first = before[0];
    if (!first) throw new Error('no problem');
    await (await store()).delete(testDataManifestName(first.id, first.caseVersion));
    expect(await seedDemoTestDataOf(harness.app)).toEqual({ uploaded: [first.problemId], present: firstRun.created.slice(1) });
    expect((await storedFiles(first.id, first.caseVersion)).length).toBe(16);
    expect(await problems()).toEqual(before);
    expect({
      tags: await harness.app.db.getRepository(TagEntity).count(),
      cases: await harness.app.db.getRepository(ProblemCaseEntity).count(),
      languages: await harness.app.db.getRepository(ProblemLanguageEntity).count(),
      templates: await harness.app.db.getRepository(CodeTemplateEntity).count(),
    }).toEqual(counts);
    expect(counts.languages).toBe(6 * listLanguages().length);
  });
});
