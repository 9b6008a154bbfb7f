import { Value } from '@sinclair/typebox/value';
import { describe, expect, it } from 'vitest';
import { JudgeProgressSchema, JudgeResultSchema, Verdict } from '@oj/contracts';
import type { JudgeProgress, JudgeResult } from '@oj/contracts';

// The checks the results consumer applies to what judge nodes send (service-kit's StreamConsumer
// runs them before anything is applied; results.test.ts shows a malformed message left unapplied).
describe('the contract schemas of judge results and progress', () => {
  const result: JudgeResult = {
    submitId: 12,
    status: Verdict.WrongAnswer,
    timeMs: 15.5,
    memoryKb: 2048,
    score: 0,
    compileMessage: null,
    cases: [{ caseId: 3, status: Verdict.WrongAnswer, timeMs: 15.5, memoryKb: 2048, score: 0, groupNum: null, userOutput: '1\n' }],
    judger: 'node-1',
    finishedAt: '2026-11-24T00:00:00.000Z',
    attempt: 1,
    resultToken: 'token',
  };
  const progress: JudgeProgress = { submitId: 12, status: 6, judger: 'node-1', at: '2026-11-24T00:00:00.000Z', resultTokenHash: 'a'.repeat(64) };

  it('accept what a node sends: a submission, a test run, with or without the optional fields', () => {
    expect(Value.Check(JudgeResultSchema, result)).toBe(true);
    expect(Value.Check(JudgeResultSchema, { ...result, submitId: -7, compileMessage: 'main.cpp: error', cases: [] })).toBe(true);
    const { resultToken: _token, ...withoutToken } = result;
    expect(Value.Check(JudgeResultSchema, withoutToken)).toBe(true);
    expect(Value.Check(JudgeProgressSchema, progress)).toBe(true);
    expect(Value.Check(JudgeProgressSchema, { ...progress, status: 7, resultTokenHash: undefined })).toBe(true);
  });

  it('refuse results that break the contract', () => {
    const broken: unknown[] = [
      { ...result, submitId: 0 },
      { ...result, submitId: 1.5 },
      { ...result, status: '0' },
      { ...result, compileMessage: 5 },
      { ...result, cases: undefined },
      { ...result, cases: [{ ...result.cases[0], caseId: 'three' }] },
      { ...result, cases: [{ ...result.cases[0], groupNum: undefined }] },
      { ...result, judger: null },
      { ...result, attempt: undefined },
      '{"not":"a result"}',
      null,
    ];
    for (const message of broken) expect(Value.Check(JudgeResultSchema, message), JSON.stringify(message)).toBe(false);
  });

  it('refuse progress that is neither Compiling nor Judging, or lacks its fields', () => {
    for (const message of [
      { ...progress, status: 5 },
      { ...progress, status: 0 },
      { ...progress, judger: undefined },
      { ...progress, submitId: '12' },
    ]) {
      expect(Value.Check(JudgeProgressSchema, message), JSON.stringify(message)).toBe(false);
    }
  });
});
