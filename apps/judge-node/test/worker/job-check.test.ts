/**
 * The node's check of a received job against the contract (no NATS): what dispatch sends passes, and a
 * malformed payload is named by the first field that breaks the schema.
 */
import { describe, expect, it } from 'vitest';
import { sampleJudgeJob } from '@oj/judge-queue/testing';
import { checkJob } from '../../src/worker/job-check.ts';

const job = sampleJudgeJob({
  submitId: 7,
  problemId: 3,
  dataVersion: 'v1',
  language: 'C++',
  code: 'int main() {}',
  cases: [{ caseId: 1, inputName: '1.in', outputName: '1.out', score: 10, groupNum: null }],
  resultToken: 'token',
});

function problemOf(payload: unknown): string | null {
  const checked = checkJob(payload);
  return 'problem' in checked ? checked.problem : null;
}

describe('checkJob', () => {
  it('accepts a submission job and a test run as dispatch builds them, extra fields included', () => {
    expect(checkJob(job)).toEqual({ job });
    const testRun = { ...job, submitId: -4, isTestJudge: true, testInput: '1 2', expectedOutput: null, checker: { language: 'C++', code: '' } };
    expect(problemOf(testRun)).toBeNull();
    expect(problemOf({ ...job, addedByANewerDispatch: 1 })).toBeNull();
    expect(problemOf({ ...job, builtinChecker: { kind: 'float', caseSensitive: false, absTolerance: 1e-6 } })).toBeNull();
    expect(problemOf({ ...job, judgeMode: 'spj', checker: { language: 'C++', code: '' }, checkerProtocol: 'kattis' })).toBeNull();
    expect(problemOf({ ...job, judgeMode: 'spj', checker: { language: 'C++', code: '' }, checkerProtocol: 'kattis', validatorFlags: ['a', 'b=1'] })).toBeNull();
  });

  it('names the first field that breaks the contract', () => {
    const { problemId: _dropped, ...withoutProblem } = job;
    expect(problemOf(withoutProblem)).toBe('/problemId: Expected required property');
    expect(problemOf({ ...job, submitId: 1.5 })).toBe('/submitId: Expected integer');
    expect(problemOf({ ...job, judgeMode: 'remote' })).toMatch(/^\/judgeMode: /);
    expect(problemOf({ ...job, cases: [{ ...job.cases[0], score: '10' }] })).toBe('/cases/0/score: Expected number');
    expect(problemOf({ ...job, userExtraFiles: { 'a.txt': 3 } })).toMatch(/^\/userExtraFiles\/a\.txt: /);
    expect(problemOf({ ...job, ioReadFileName: undefined })).toBe('/ioReadFileName: Expected union value');
    expect(problemOf({ ...job, builtinChecker: { kind: 'lines', caseSensitive: true } })).toMatch(/^\/builtinChecker\/kind: /);
    expect(problemOf({ ...job, builtinChecker: { kind: 'float', caseSensitive: true, relTolerance: -1 } })).toMatch(/^\/builtinChecker\/relTolerance: /);
    expect(problemOf({ ...job, checkerProtocol: 'polygon' })).toMatch(/^\/checkerProtocol: /);
    expect(problemOf({ ...job, validatorFlags: ['one\ntwo'] })).toMatch(/^\/validatorFlags\/0: /);
    expect(problemOf({ ...job, validatorFlags: [''] })).toMatch(/^\/validatorFlags\/0: /);
  });

  it('refuses what is not a job at all, and a test run without its input', () => {
    expect(problemOf(null)).toBe('/: Expected object');
    expect(problemOf('not json')).toBe('/: Expected object');
    expect(problemOf({ ...job, isTestJudge: true })).toBe('/testInput: a test-judge job needs its input');
  });
});
