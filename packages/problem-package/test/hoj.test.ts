import { afterAll, describe, expect, it } from 'vitest';
import { readProblemPackage } from '../src/index.ts';
import { cleanup, noteCodes, textOf, withPackage, zipFixture } from './helpers.ts';

afterAll(cleanup);

describe('HOJ zip', () => {
  it('reads every problem with its cases, subtasks, checker, languages and extra files', async () => {
    await withPackage(readProblemPackage(await zipFixture('hoj')), async (pkg) => {
      expect(pkg.format).toBe('hoj');
      expect(pkg.problems.map((problem) => problem.displayId)).toEqual(['HOJ-1001', 'HOJ-1002']);
      const [spj, interactive] = pkg.problems;
      expect(spj).toMatchObject({
        title: 'A+B with a checker',
        type: 1,
        timeLimitMs: 1500,
        memoryLimitMb: 128,
        stackLimitMb: 64,
        judgeMode: 'spj',
        judgeCaseMode: 'subtask_lowest',
        removeEndBlank: true,
        openCaseResult: false,
        tags: ['math', '入门'],
        languages: ['C', 'C++', 'Python3'],
        codeTemplates: [{ language: 'C++', code: 'int main() {}\n' }],
        examples: [{ input: '1 2\n', output: '3\n' }],
        judgeExtraFiles: { 'testlib.h': '// testlib stub\n' },
        program: { language: 'C++', fileName: 'spj.cpp', protocol: 'testlib' },
      });
      expect(spj?.statements[0]).toMatchObject({
        description: 'Add **a** and b. ![fig](/api/public/img/fig.png)',
        input: 'Two integers.',
        hint: 'Mind overflow.',
      });
      expect(spj?.cases.map((item) => [item.inputName, item.outputName, item.score, item.groupNum])).toEqual([
        ['1.in', '1.out', 40, 1],
        ['2.in', '2.out', 40, 1],
        ['3.in', '3.out', 60, 2],
      ]);
      expect(spj?.subtasks.map((subtask) => [subtask.id, subtask.score, subtask.aggregation])).toEqual([
        [1, 40, 'min'],
        [2, 60, 'min'],
      ]);
      expect(await textOf(spj?.cases[2]?.output ?? null)).toBe('30\n');
      expect(noteCodes(spj!)).toEqual(['problemPackage.noteLanguageUnknown']);
      expect(interactive).toMatchObject({
        judgeMode: 'interactive',
        fileIo: { input: 'guess.in', output: 'guess.out' },
        program: { fileName: 'interactor.cpp' },
      });
    });
  });

  it('pairs the folder by name when the JSON lists no cases, and refuses an input without its answer', async () => {
    const { zipOf } = await import('./helpers.ts');
    const json = JSON.stringify({ problem: { problemId: 'P', title: 'T', type: 0 }, samples: [] });
    const ok = await zipOf([
      { name: 'problem_P.json', data: json },
      { name: 'problem_P/10.in', data: '1' },
      { name: 'problem_P/10.out', data: '1' },
      { name: 'problem_P/2.in', data: '2' },
      { name: 'problem_P/2.ans', data: '2' },
    ]);
    await withPackage(readProblemPackage(ok), (pkg) => {
      expect(pkg.problems[0]?.cases.map((item) => item.inputName)).toEqual(['2.in', '10.in']);
    });
    const missing = await zipOf([
      { name: 'problem_P.json', data: json },
      { name: 'problem_P/1.in', data: '1' },
    ]);
    await expect(readProblemPackage(missing)).rejects.toMatchObject({ code: 'problemPackage.missingAnswer' });
  });

  it('refuses broken JSON with the file and line', async () => {
    const { zipOf } = await import('./helpers.ts');
    const path = await zipOf([
      { name: 'problem_1.json', data: '{\n  "problem": {\n    "title": "x",,\n  }\n}' },
      { name: 'problem_1/1.in', data: '' },
    ]);
    const error = await readProblemPackage(path).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'problemPackage.brokenJson', serverMessage: { params: { file: 'problem_1.json', line: 3 } } });
  });
});
