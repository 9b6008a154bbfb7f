/**
 * TypeBox schemas of the messages judge nodes send back (judge.ts holds their types), so the
 * receiving end checks each message against the contract instead of by hand.
 */
import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import type { JudgeCaseResult, JudgeProgress, JudgeResult } from './judge.ts';

const nullableInteger = Type.Union([Type.Integer(), Type.Null()]);

/** `JudgeCaseResult`. */
export const JudgeCaseResultSchema = Type.Object({
  caseId: Type.Integer(),
  status: Type.Integer(),
  timeMs: Type.Number(),
  memoryKb: Type.Number(),
  score: Type.Number(),
  groupNum: nullableInteger,
  userOutput: Type.Optional(Type.String()),
  message: Type.Optional(Type.String()),
});

/** `JudgeProgress`: Compiling (6) or Judging (7). */
export const JudgeProgressSchema = Type.Object({
  submitId: Type.Integer(),
  status: Type.Union([Type.Literal(6), Type.Literal(7)]),
  judger: Type.String(),
  at: Type.String(),
  resultTokenHash: Type.Optional(Type.String()),
});

/** `JudgeResult`; its submitId is positive for a submission, negative for a test-judge run, never 0. */
export const JudgeResultSchema = Type.Object({
  submitId: Type.Union([Type.Integer({ minimum: 1 }), Type.Integer({ maximum: -1 })]),
  status: Type.Integer(),
  timeMs: Type.Number(),
  memoryKb: Type.Number(),
  score: Type.Number(),
  compileMessage: Type.Union([Type.String(), Type.Null()]),
  cases: Type.Array(JudgeCaseResultSchema),
  judger: Type.String(),
  finishedAt: Type.String(),
  attempt: Type.Integer(),
  resultToken: Type.Optional(Type.String()),
});

// Checked when this file compiles: every message of the declared types passes its schema.
type Accepts<Schema, Message extends Schema> = Message;
type _SchemasAcceptTheirTypes = [
  Accepts<Static<typeof JudgeCaseResultSchema>, JudgeCaseResult>,
  Accepts<Static<typeof JudgeProgressSchema>, JudgeProgress>,
  Accepts<Static<typeof JudgeResultSchema>, JudgeResult>,
];
