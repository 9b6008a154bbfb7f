/**
 * TypeBox schemas of the judge messages (judge.ts holds their types): the jobs judge nodes receive and
 * the messages they send back, so the receiving end checks each message against the contract instead
 * of by hand.
 */
import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import type { BuiltinChecker } from './checker.ts';
import { BuiltinCheckerKind } from './checker.ts';
import { CHECKER_PROTOCOLS, VALIDATOR_FLAGS_MAX_CHARS } from './checker-protocol.ts';
import type { JudgeCaseResult, JudgeCaseSpec, JudgeCheckerSource, JudgeJob, JudgeProgress, JudgeResult } from './judge.ts';
import { JudgeCaseMode, JudgeMode } from './verdict.ts';

const nullableInteger = Type.Union([Type.Integer(), Type.Null()]);
const nullableString = Type.Union([Type.String(), Type.Null()]);

/** `JudgeCaseSpec`: its file names are checked again, as paths, by the node (isSafeTestDataName). */
export const JudgeCaseSpecSchema = Type.Object({
  caseId: Type.Integer(),
  inputName: Type.String(),
  outputName: Type.String(),
  score: Type.Number(),
  groupNum: nullableInteger,
});

/** `JudgeCheckerSource`. */
export const JudgeCheckerSourceSchema = Type.Object({ language: Type.String(), code: Type.String() });

/** `BuiltinChecker`: a known kind, tolerances finite and not negative. */
export const BuiltinCheckerSchema = Type.Object({
  kind: Type.Union([
    Type.Literal(BuiltinCheckerKind.Exact),
    Type.Literal(BuiltinCheckerKind.Tokens),
    Type.Literal(BuiltinCheckerKind.Float),
    Type.Literal(BuiltinCheckerKind.YesNo),
  ]),
  caseSensitive: Type.Boolean(),
  absTolerance: Type.Optional(Type.Number({ minimum: 0 })),
  relTolerance: Type.Optional(Type.Number({ minimum: 0 })),
});

/** `JudgeJob`, as judge-dispatch enqueues it; a node checks it before it fetches or judges anything. */
export const JudgeJobSchema = Type.Object({
  submitId: Type.Integer(),
  problemId: Type.Integer(),
  dataVersion: Type.String(),
  language: Type.String(),
  code: Type.String(),
  type: Type.Union([Type.Literal('acm'), Type.Literal('oi')]),
  judgeMode: Type.Union([Type.Literal(JudgeMode.Default), Type.Literal(JudgeMode.Special), Type.Literal(JudgeMode.Interactive)]),
  judgeCaseMode: Type.Union([
    Type.Literal(JudgeCaseMode.Default),
    Type.Literal(JudgeCaseMode.SubtaskLowest),
    Type.Literal(JudgeCaseMode.SubtaskAverage),
    Type.Literal(JudgeCaseMode.ErgodicWithoutError),
  ]),
  timeLimitMs: Type.Number(),
  memoryLimitMb: Type.Number(),
  stackLimitMb: Type.Number(),
  removeEndBlank: Type.Boolean(),
  builtinChecker: Type.Optional(BuiltinCheckerSchema),
  isFileIO: Type.Boolean(),
  ioReadFileName: nullableString,
  ioWriteFileName: nullableString,
  checker: Type.Optional(JudgeCheckerSourceSchema),
  checkerProtocol: Type.Optional(Type.Union(CHECKER_PROTOCOLS.map((protocol) => Type.Literal(protocol)))),
  // Runner job lines cannot hold a line break: an argument with one could never be passed.
  validatorFlags: Type.Optional(
    Type.Array(Type.String({ minLength: 1, maxLength: VALIDATOR_FLAGS_MAX_CHARS, pattern: '^[^\\r\\n]*$' }), { maxItems: VALIDATOR_FLAGS_MAX_CHARS }),
  ),
  userExtraFiles: Type.Record(Type.String(), Type.String()),
  judgeExtraFiles: Type.Record(Type.String(), Type.String()),
  cases: Type.Array(JudgeCaseSpecSchema),
  isTestJudge: Type.Optional(Type.Boolean()),
  testInput: Type.Optional(Type.String()),
  expectedOutput: Type.Optional(nullableString),
  enqueuedAt: Type.String(),
  resultToken: Type.Optional(Type.String()),
});

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
  Accepts<Static<typeof BuiltinCheckerSchema>, BuiltinChecker>,
  Accepts<Static<typeof JudgeCaseSpecSchema>, JudgeCaseSpec>,
  Accepts<Static<typeof JudgeCheckerSourceSchema>, JudgeCheckerSource>,
  Accepts<Static<typeof JudgeJobSchema>, JudgeJob>,
  Accepts<Static<typeof JudgeCaseResultSchema>, JudgeCaseResult>,
  Accepts<Static<typeof JudgeProgressSchema>, JudgeProgress>,
  Accepts<Static<typeof JudgeResultSchema>, JudgeResult>,
];

/**
 * A checker or interactor compile, asked of one judge node (`subjects.checkerCompile`): the same
 * build the node makes before judging a special-judge or interactive problem.
 */
export const CheckerCompileRequestSchema = Type.Object({
  language: Type.String(),
  code: Type.String(),
  /** Judge-side extra files the program may include (e.g. testlib.h), by file name. */
  extraFiles: Type.Record(Type.String(), Type.String()),
});
export type CheckerCompileRequest = Static<typeof CheckerCompileRequestSchema>;

/** A judge node's answer: compiled, or the compiler's (or the node's) message. */
export const CheckerCompileReplySchema = Type.Object({
  ok: Type.Boolean(),
  message: Type.String(),
  judger: Type.String(),
  /** Set when the node itself failed (Docker, image), not the code: ask again later or elsewhere. */
  nodeFailure: Type.Optional(Type.Boolean()),
});
export type CheckerCompileReply = Static<typeof CheckerCompileReplySchema>;
