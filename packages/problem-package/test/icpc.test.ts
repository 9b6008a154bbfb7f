import { afterAll, describe, expect, it } from 'vitest';
import { BuiltinCheckerKind } from '@oj/contracts';
import { readProblemPackage } from '../src/index.ts';
import { cleanup, noteCodes, textOf, withPackage, zipFixture, zipOf } from './helpers.ts';

afterAll(cleanup);

describe('ICPC (Kattis) package', () => {
  it('reads a contest archive: scoring groups, its output validator, submissions, images', async () => {
    await withPackage(readProblemPackage(await zipFixture('icpc')), async (pkg) => {
      expect(pkg.format).toBe('icpc');
      expect(pkg.problems.map((problem) => problem.displayId)).toEqual(['floaty', 'guess', 'hello']);
      const hello = pkg.problems[2]!;
      expect(hello).toMatchObject({
        title: 'Hello Scores',
        type: 1,
        timeLimitMs: 2000,
        memoryLimitMb: 512,
        author: 'Ada Lovelace',
        source: 'NWERC 2024',
        tags: ['greeting', 'io'],
        judgeMode: 'spj',
        judgeCaseMode: 'subtask_lowest',
        checker: null,
        program: { fileName: 'validate.cpp', protocol: 'kattis', language: 'C++ 17 With O2', validatorFlags: ['case_sensitive', 'greeting=hello'] },
        judgeExtraFiles: { 'validate.h': '// Kattis validate.h stub\n' },
        examples: [{ input: 'ada\n', output: 'hello ada\n' }],
      });
      expect(hello.cases.map((item) => [item.inputName, item.outputName, item.score, item.groupNum, item.sample])).toEqual([
        ['01.in', '01.ans', 0, null, true],
        ['01-2.in', '01-2.ans', 40, 1, false],
        ['02.in', '02.ans', 40, 1, false],
        ['01-3.in', '01-3.ans', 60, 2, false],
      ]);
      expect(hello.subtasks.map((subtask) => [subtask.id, subtask.name, subtask.score, subtask.aggregation])).toEqual([
        [1, 'group1', 40, 'min'],
        [2, 'group2', 60, 'min'],
      ]);
      expect(await textOf(hello.cases[3]?.output ?? null)).toBe('hello dee\n');
      expect(hello.solutions.map((solution) => [solution.name, solution.language, solution.expected])).toEqual([
        ['ok.cpp', 'C++ 17 With O2', 'accepted'],
        ['crash.cpp', 'C++ 17 With O2', 'run_time_error'],
        ['loop.c', 'C With O2', 'time_limit_exceeded'],
        ['wa.py', 'Python3', 'wrong_answer'],
      ]);
      expect(hello.images.map((image) => [image.name, image.link])).toEqual([['hello.png', 'hello.png']]);
      // The Kattis validator is judged as it is: nothing to note.
      expect(hello.program).toMatchObject({ protocol: 'kattis' });
      expect(noteCodes(hello)).toEqual([]);
    });
  });

  it('reads an interactive problem with LaTeX kept as source and the DOMjudge .timelimit', async () => {
    await withPackage(readProblemPackage(await zipFixture('icpc')), (pkg) => {
      const guess = pkg.problems[1]!;
      expect(guess).toMatchObject({ title: 'Guess', judgeMode: 'interactive', timeLimitMs: 1000, program: { fileName: 'interactor.cpp', protocol: 'kattis' } });
      expect(guess.statements.map((statement) => [statement.language, statement.format, statement.title])).toEqual([
        ['en', 'markdown', 'Guess'],
        ['zh', 'latex', '猜数'],
      ]);
      expect(guess.solutions).toMatchObject([{ name: 'guess.py', expected: 'accepted' }]);
      expect(noteCodes(guess)).toContain('problemPackage.noteLatexStatement');
    });
  });

  it("maps validator_flags through judge-core's Kattis mapping, noting approximations and refusing unknown flags", async () => {
    await withPackage(readProblemPackage(await zipFixture('icpc/floaty')), (pkg) => {
      const floaty = pkg.problems[0]!;
      expect(floaty).toMatchObject({ judgeMode: 'default', timeLimitMs: 500, type: 0 });
      expect(floaty.checker).toEqual({ kind: BuiltinCheckerKind.Float, caseSensitive: false, absTolerance: 1e-6, relTolerance: 1e-6 });
      expect(floaty.cases.map((item) => [item.inputName, item.score, item.groupNum])).toEqual([['pi.in', 0, null]]);
    });
    const pkgWith = (flags: string) =>
      zipOf([
        { name: 'p/problem.yaml', data: `name: P\nvalidator_flags: ${flags}\nlimits:\n  time_limit: 1\n` },
        { name: 'p/data/secret/1.in', data: '1' },
        { name: 'p/data/secret/1.ans', data: '1' },
      ]);
    await withPackage(readProblemPackage(await pkgWith('space_change_sensitive case_sensitive')), (pkg) => {
      expect(pkg.problems[0]?.checker).toEqual({ kind: BuiltinCheckerKind.Exact, caseSensitive: true });
      expect(noteCodes(pkg.problems[0]!)).toContain('problemPackage.noteCheckerApproximated');
    });
    await expect(readProblemPackage(await pkgWith('float_tolerance lots'))).rejects.toThrow(/validator_flags.*float_tolerance needs a number/);
  });

  it('keeps a custom validator’s flags as its arguments, and counts a custom score in the validator’s points', async () => {
    const files = (yaml: string, extra: { name: string; data: string }[] = []) =>
      zipOf([
        { name: 'p/problem.yaml', data: yaml },
        { name: 'p/output_validators/v/v.cpp', data: 'int main() { return 42; }\n' },
        { name: 'p/data/secret/a/1.in', data: '1' },
        { name: 'p/data/secret/a/1.ans', data: '1' },
        { name: 'p/data/secret/a/2.in', data: '2' },
        { name: 'p/data/secret/a/2.ans', data: '2' },
        { name: 'p/data/secret/b/1.in', data: '3' },
        { name: 'p/data/secret/b/1.ans', data: '3' },
        ...extra,
      ]);
    // Flags no default validator knows are a custom validator's own business.
    await withPackage(readProblemPackage(await files('name: P\nvalidation: custom interactive\nvalidator_flags: rounds 40 --strict\n')), (pkg) => {
      expect(pkg.problems[0]?.program).toMatchObject({ protocol: 'kattis', validatorFlags: ['rounds', '40', '--strict'] });
      expect(noteCodes(pkg.problems[0]!)).not.toContain('problemPackage.noteIgnored');
    });
    // Scores by the validator (legacy custom score): a group without accept_score keeps Kattis's 1 per case.
    const scored = await files('name: P\ntype: scoring\nvalidation: custom score\n', [{ name: 'p/data/secret/b/testdata.yaml', data: 'accept_score: 25\n' }]);
    await withPackage(readProblemPackage(scored), (pkg) => {
      const problem = pkg.problems[0]!;
      expect(problem.subtasks.map((subtask) => [subtask.name, subtask.score, subtask.aggregation])).toEqual([
        ['a', 2, 'sum'],
        ['b', 25, 'sum'],
      ]);
      expect(problem.cases.map((item) => item.score)).toEqual([1, 1, 25]);
    });
    // Without it, unscored groups share 100 as before.
    await withPackage(readProblemPackage(await files('name: P\ntype: scoring\nvalidation: custom\n')), (pkg) => {
      expect(pkg.problems[0]?.cases.map((item) => item.score)).toEqual([25, 25, 50]);
    });
  });

  it('notes a missing time limit, refuses a missing answer and a custom validation without validator', async () => {
    const noLimit = await zipOf([
      { name: 'p/problem.yaml', data: 'name: P\n' },
      { name: 'p/data/secret/1.in', data: '1' },
      { name: 'p/data/secret/1.ans', data: '1' },
    ]);
    await withPackage(readProblemPackage(noLimit), (pkg) => {
      expect(noteCodes(pkg.problems[0]!)).toEqual(['problemPackage.noteTimeLimitDefault']);
    });
    const noAnswer = await zipOf([
      { name: 'problem.yaml', data: 'name: P\n' },
      { name: 'data/secret/1.in', data: '1' },
    ]);
    await expect(readProblemPackage(noAnswer)).rejects.toMatchObject({ code: 'problemPackage.missingAnswer' });
    const noValidator = await zipOf([
      { name: 'problem.yaml', data: 'name: P\nvalidation: custom\n' },
      { name: 'data/secret/1.in', data: '1' },
      { name: 'data/secret/1.ans', data: '1' },
    ]);
    await expect(readProblemPackage(noValidator)).rejects.toMatchObject({ code: 'problemPackage.missingFile' });
  });

  it('refuses an interactor whose protocol has no interactive form (as a manifest may name one)', async () => {
    const files = [
      { name: 'p/problem.yaml', data: 'name: P\nvalidation: custom interactive\n' },
      { name: 'p/output_validators/v/v.cpp', data: 'int main() { return 42; }\n' },
      { name: 'p/data/secret/1.in', data: '1' },
      { name: 'p/data/secret/1.ans', data: '1' },
    ];
    await withPackage(readProblemPackage(await zipOf(files)), (pkg) => {
      expect(pkg.problems[0]).toMatchObject({ judgeMode: 'interactive', program: { protocol: 'kattis' } });
    });
    const manifest = 'version: 1\njudgeMode: interactive\nprogram:\n  language: C++\n  code: "int main() {}"\n  fileName: i.cpp\n  protocol: qduoj\n';
    await expect(readProblemPackage(await zipOf([...files, { name: 'p/oj-problem.yaml', data: manifest }]))).rejects.toMatchObject({
      code: 'problemPackage.interactorProtocol',
      message: 'Problem p has an interactor of the qduoj protocol, which has no interactive form: interactive problems take testlib or Kattis interactors',
    });
  });
});
