import { afterAll, describe, expect, it } from 'vitest';
import { readProblemPackage } from '../src/index.ts';
import { cleanup, noteCodes, textOf, withPackage, zipFixture, zipOf } from './helpers.ts';

afterAll(cleanup);

describe('QDUOJ zip', () => {
  it('reads problem.json, scores, templates, answers, and a special judge with inputs only', async () => {
    await withPackage(readProblemPackage(await zipFixture('qduoj')), (pkg) => {
      expect(pkg.format).toBe('qduoj');
      const [sum, spj] = pkg.problems;
      expect(sum).toMatchObject({
        displayId: 'qd-1',
        type: 1,
        timeLimitMs: 2000,
        memoryLimitMb: 64,
        tags: ['easy'],
        examples: [{ input: '1 1', output: '2' }],
        codeTemplates: [{ language: 'C++', code: 'int main(){}' }],
        solutions: [{ language: 'Python3', expected: 'accepted', name: 'answer-1.py' }],
      });
      expect(sum?.statements[0]).toMatchObject({ format: 'html', description: '<p>Add two numbers.</p>' });
      expect(sum?.cases.map((item) => item.score)).toEqual([30, 70]);
      expect(spj).toMatchObject({ judgeMode: 'spj', type: 0, program: { language: 'C', protocol: 'qduoj' } });
      expect(spj?.cases.map((item) => [item.inputName, item.outputName, item.output])).toEqual([
        ['1.in', '1.out', null],
        ['2.in', '2.out', null],
      ]);
      expect(noteCodes(spj!)).not.toContain('problemPackage.noteCheckerProtocol');
    });
  });
});

describe('Hydro zip', () => {
  it('reads statements in several languages, subtasks with scores, per-case limits, the checker and images', async () => {
    await withPackage(readProblemPackage(await zipFixture('hydro')), async (pkg) => {
      expect(pkg.format).toBe('hydro');
      const problem = pkg.problems[0]!;
      expect(problem).toMatchObject({
        displayId: 'P1000',
        title: 'Subtask sum',
        tags: ['dp', '动态规划'],
        type: 1,
        timeLimitMs: 1000,
        memoryLimitMb: 256,
        judgeMode: 'spj',
        judgeCaseMode: 'subtask_lowest',
        languages: ['C++ 17 With O2', 'Python3'],
        examples: [{ input: '1 2\n', output: '3\n' }],
        program: { fileName: 'checker.cc', protocol: 'testlib', language: 'C++ 17 With O2' },
      });
      expect(problem.statements.map((statement) => statement.language)).toEqual(['en', 'zh']);
      expect(problem.statements[1]?.description).toBe('## 题目描述\n\n求和。![图](file://fig.png)');
      expect(problem.subtasks).toEqual([
        { id: 1, name: null, score: 30, aggregation: 'min', dependsOn: [], timeLimitMs: null, memoryLimitMb: null },
        { id: 2, name: null, score: 70, aggregation: 'min', dependsOn: [1], timeLimitMs: 2000, memoryLimitMb: null },
      ]);
      expect(problem.cases.map((item) => [item.inputName, item.score, item.groupNum, item.timeLimitMs, item.memoryLimitMb])).toEqual([
        ['1.in', 30, 1, null, null],
        ['2.in', 70, 2, 2000, 512],
        ['3.in', 70, 2, 2000, null],
      ]);
      expect(problem.images.map((image) => [image.name, image.link])).toEqual([['fig.png', 'file://fig.png']]);
      expect(noteCodes(problem)).toEqual(['problemPackage.noteLanguageUnknown', 'problemPackage.noteSubtaskDependencies', 'problemPackage.notePerCaseLimits']);
      expect(await textOf(problem.cases[1]?.output ?? null)).toBe('4\n');
    });
  });

  it('refuses broken YAML with the file and line, and a type it cannot judge', async () => {
    const broken = await zipOf([
      { name: 'p/problem.yaml', data: 'title: ok\n' },
      { name: 'p/testdata/config.yaml', data: 'time: 1s\nsubtasks:\n  - score: [1\n' },
      { name: 'p/testdata/1.in', data: '' },
    ]);
    const error = await readProblemPackage(broken).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'problemPackage.brokenYaml', serverMessage: { params: { file: 'p/testdata/config.yaml', line: 4 } } });
    const objective = await zipOf([
      { name: 'p/problem.yaml', data: 'title: quiz\n' },
      { name: 'p/testdata/config.yaml', data: 'type: objective\n' },
    ]);
    await expect(readProblemPackage(objective)).rejects.toMatchObject({ code: 'problemPackage.unsupportedType' });
  });

  it('pairs testdata by name when the config lists no cases, splitting the score', async () => {
    const path = await zipOf([
      { name: 'p/problem.yaml', data: 'title: auto\n' },
      { name: 'p/testdata/config.yaml', data: 'score: 90\n' },
      { name: 'p/testdata/a1.in', data: '1' },
      { name: 'p/testdata/a1.out', data: '1' },
      { name: 'p/testdata/input2.txt', data: '2' },
      { name: 'p/testdata/output2.txt', data: '2' },
    ]);
    await withPackage(readProblemPackage(path), (pkg) => {
      expect(pkg.problems[0]?.cases.map((item) => [item.inputName, item.outputName, item.score])).toEqual([
        ['a1.in', 'a1.out', 45],
        ['input2.txt', 'output2.txt', 45],
      ]);
    });
  });
});
