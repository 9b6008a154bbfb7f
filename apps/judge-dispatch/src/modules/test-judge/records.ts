import { randomInt } from 'node:crypto';
import type { KV } from '@nats-io/kv';
import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { Verdict } from '@oj/contracts';
import type { JudgeResult, TestJudgeResultDto } from '@oj/contracts';
import { resultTokenMatches } from '@oj/judge-queue';
import { putEntry, readEntry, updateEntry } from '@oj/service-kit';
import { finalVerdict } from '../judge-rows/rows.ts';

/*
 * A test-judge run lives in the KV bucket natsNames(ns).kv.testJudge under its key: who ran it and
 * on what, then the outcome. The key is a random positive integer, and the run's job carries its
 * negation as submitId: the results consumer tells test runs from submissions by the sign alone.
 */

const nullableInt = Type.Union([Type.Integer(), Type.Null()]);
const nullableText = Type.Union([Type.String(), Type.Null()]);

/** A stored test-judge run. */
export const TestJudgeRecordSchema = Type.Object({
  uid: Type.String(),
  pid: Type.Integer(),
  status: Type.Integer(),
  time: nullableInt,
  memory: nullableInt,
  stderr: nullableText,
  userInput: Type.String(),
  expectedOutput: nullableText,
  userOutput: nullableText,
  problemJudgeMode: Type.String(),
  /** SHA-256 of the run's job result token; the outcome is written only with the matching token. */
  resultTokenHash: Type.Optional(Type.String()),
});
export type TestJudgeRecord = Static<typeof TestJudgeRecordSchema>;

/**
 * A fresh test-judge id (the key is its decimal text). Keys stay below 2^47 (contracts'
 * TEST_JUDGE_KEY_PATTERN), so their negation is a safe job submitId.
 */
export function newTestJudgeId(): number {
  return randomInt(1, 2 ** 47);
}

/** Stores a new run as Pending. */
export async function storeTestJudge(kv: KV, testId: number, record: TestJudgeRecord, ttlMs: number): Promise<void> {
  await putEntry(kv, String(testId), record, Date.now() + ttlMs);
}

/** Reads a run; null when unknown or expired. */
export async function readTestJudge(kv: KV, key: string): Promise<TestJudgeRecord | null> {
  const read = await readEntry(kv, key, TestJudgeRecordSchema);
  return read.live?.value ?? null;
}

/** The outcome fields of a run from its judge result. */
export function testJudgeOutcome(result: JudgeResult): Pick<TestJudgeRecord, 'status' | 'time' | 'memory' | 'stderr' | 'userOutput'> {
  const only = result.cases[0];
  const failedToRun = result.status === Verdict.CompileError || result.status === Verdict.SystemError;
  return {
    status: finalVerdict(result.status),
    time: Math.round(result.timeMs),
    memory: Math.round(result.memoryKb),
    stderr: (failedToRun ? result.compileMessage : null) ?? only?.message ?? null,
    userOutput: only?.userOutput ?? null,
  };
}

/**
 * Writes a run's outcome, keeping its expiry: `written`, `expired` when the run expired meanwhile,
 * or `rejected` when the result lacks the run's result token.
 */
export async function completeTestJudge(kv: KV, testId: number, result: JudgeResult): Promise<'written' | 'expired' | 'rejected'> {
  const outcome = testJudgeOutcome(result);
  const token = { rejected: false };
  const written = await updateEntry(kv, String(testId), TestJudgeRecordSchema, (current) => {
    if (!current) return null;
    if (!resultTokenMatches(result.resultToken, current.value.resultTokenHash)) {
      token.rejected = true;
      return null;
    }
    return { value: { ...current.value, ...outcome }, expiresAtMs: current.expiresAtMs };
  });
  if (token.rejected) return 'rejected';
  return written === null ? 'expired' : 'written';
}

/** The answer of get-test-judge-result. */
export function testJudgeAnswer(record: TestJudgeRecord): TestJudgeResultDto {
  const { uid: _uid, pid: _pid, resultTokenHash: _resultTokenHash, ...answer } = record;
  return answer;
}
