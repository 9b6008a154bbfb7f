import { describe, expect, it } from 'vitest';
import type { ProblemRow } from '@oj/db';
import { judgeJobOf, testJudgeJobOf } from '../src/modules/judging/jobs.ts';
import type { JudgedProblem } from '../src/modules/judging/jobs.ts';

// The job a problem's settings make (no database): the built-in checker rides along only in the
// default mode and only when it is not exact, so the jobs of every other problem stay as before.
const problem = (overrides: Partial<ProblemRow> = {}): JudgedProblem => ({
  id: 3,
  type: 0,
  judgeMode: 'default',
  judgeCaseMode: 'default',
  timeLimit: 1000,
  memoryLimit: 256,
  stackLimit: 128,
  isRemoveEndBlank: true,
  builtinChecker: null,
  checkerProtocol: 'testlib',
  validatorFlags: '',
  isFileIO: false,
  ioReadFileName: null,
  ioWriteFileName: null,
  spjCode: null,
  spjLanguage: null,
  userExtraFile: null,
  judgeExtraFile: null,
  caseVersion: '1',
  ...overrides,
});
const submission = { submitId: 9, language: 'C++', code: 'int main() {}' };
const cases = [{ id: 1, input: '1.in', output: '1.out', score: 0, groupNum: 1 }];

describe('judge jobs and the built-in checker', () => {
  it('leaves an exact problem’s job as before', () => {
    expect(judgeJobOf(submission, problem(), cases, 't')).not.toHaveProperty('builtinChecker');
    expect(judgeJobOf(submission, problem({ builtinChecker: '{"kind":"exact","caseSensitive":true}' }), cases, 't')).not.toHaveProperty('builtinChecker');
    expect(judgeJobOf(submission, problem({ builtinChecker: 'garbage' }), cases, 't')).not.toHaveProperty('builtinChecker');
  });

  it('carries the stored checker in the default mode, for submissions and test runs', () => {
    const float = { kind: 'float', caseSensitive: false, absTolerance: 1e-6 };
    const stored = problem({ builtinChecker: JSON.stringify(float) });
    expect(judgeJobOf(submission, stored, cases, 't').builtinChecker).toEqual(float);
    expect(testJudgeJobOf(4, stored, { ...submission, input: '1', expectedOutput: '1' }, 't').builtinChecker).toEqual(float);
  });

  it('drops it in the special judge and interactive modes', () => {
    const spj = problem({ judgeMode: 'spj', spjCode: 'int main() {}', spjLanguage: 'C++', builtinChecker: '{"kind":"tokens","caseSensitive":false}' });
    expect(judgeJobOf(submission, spj, cases, 't')).not.toHaveProperty('builtinChecker');
  });
});

describe('judge jobs and the checker protocol', () => {
  const spj = { judgeMode: 'spj', spjCode: 'int main() {}', spjLanguage: 'C++' } as const;

  it('leaves a testlib checker’s job as before', () => {
    expect(judgeJobOf(submission, problem(spj), cases, 't')).not.toHaveProperty('checkerProtocol');
  });

  it('carries another protocol with the checker or interactor, for submissions and test runs', () => {
    expect(judgeJobOf(submission, problem({ ...spj, checkerProtocol: 'kattis' }), cases, 't').checkerProtocol).toBe('kattis');
    const interactive = problem({ ...spj, judgeMode: 'interactive', checkerProtocol: 'kattis' });
    expect(testJudgeJobOf(4, interactive, { ...submission, input: '1', expectedOutput: null }, 't').checkerProtocol).toBe('kattis');
  });

  it('drops it in the default mode, where there is no checker to speak it', () => {
    expect(judgeJobOf(submission, problem({ checkerProtocol: 'hustoj' }), cases, 't')).not.toHaveProperty('checkerProtocol');
  });
});

describe('judge jobs and the validator flags', () => {
  const kattis = { judgeMode: 'spj', spjCode: 'int main() {}', spjLanguage: 'C++', checkerProtocol: 'kattis' } as const;

  it('gives a Kattis checker or interactor its flags as arguments', () => {
    expect(judgeJobOf(submission, problem({ ...kattis, validatorFlags: 'float_tolerance  1e-6 mode=strict' }), cases, 't').validatorFlags).toEqual([
      'float_tolerance',
      '1e-6',
      'mode=strict',
    ]);
    const interactive = problem({ ...kattis, judgeMode: 'interactive', validatorFlags: 'rounds 5' });
    expect(testJudgeJobOf(4, interactive, { ...submission, input: '1', expectedOutput: null }, 't').validatorFlags).toEqual(['rounds', '5']);
  });

  it('sends none when there are none, for another protocol, or without a checker', () => {
    expect(judgeJobOf(submission, problem(kattis), cases, 't')).not.toHaveProperty('validatorFlags');
    expect(judgeJobOf(submission, problem({ ...kattis, validatorFlags: '   ' }), cases, 't')).not.toHaveProperty('validatorFlags');
    expect(judgeJobOf(submission, problem({ ...kattis, checkerProtocol: 'testlib', validatorFlags: 'x' }), cases, 't')).not.toHaveProperty('validatorFlags');
    expect(judgeJobOf(submission, problem({ checkerProtocol: 'kattis', validatorFlags: 'x' }), cases, 't')).not.toHaveProperty('validatorFlags');
  });
});
