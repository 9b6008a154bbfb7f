/**
 * The back office's judge calls beyond rejudge, manual and cancel judge (those are in
 * submission-requests.ts): compiling a special judge or interactor before a problem is saved
 * (spec 03 §4 "Judge mode", §8 "Compile Error"), and rejudging whole problems (the batch page).
 */
import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { CODE_MAX_LENGTH } from './submission.ts';

/** Judge-side extra files sent with a compile: at most this many. */
export const COMPILE_EXTRA_FILES_MAX = 10;
/** ...each at most this many characters (testlib.h is about 200 000). */
export const COMPILE_EXTRA_FILE_MAX_LENGTH = 400_000;

/**
 * compile-spj and compile-interactive body. `language` is a checker language (the judge's C and
 * C++ rows, `isSpj` in the language list); `pid` and `gid` are accepted and not needed (spec 03
 * §5 sends them).
 */
export const CompileCheckerRequestSchema = Type.Object({
  code: Type.String({ maxLength: CODE_MAX_LENGTH }),
  language: Type.String({ minLength: 1, maxLength: 64 }),
  extraFiles: Type.Optional(
    Type.Union([
      Type.Null(),
      Type.Record(Type.String({ maxLength: 100 }), Type.String({ maxLength: COMPILE_EXTRA_FILE_MAX_LENGTH }), {
        maxProperties: COMPILE_EXTRA_FILES_MAX,
      }),
    ]),
  ),
  pid: Type.Optional(Type.Union([Type.Integer({ minimum: 0 }), Type.Null()])),
  gid: Type.Optional(Type.Union([Type.Integer({ minimum: 0 }), Type.Null()])),
});
export type CompileCheckerRequestDto = Static<typeof CompileCheckerRequestSchema>;

/** POST /group/compile-spj and /group/compile-interactive body: the same, for a problem of group `gid` (its admins compile). */
export const GroupCompileCheckerRequestSchema = Type.Composite([
  Type.Omit(CompileCheckerRequestSchema, ['gid']),
  Type.Object({ gid: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) }),
]);
export type GroupCompileCheckerRequestDto = Static<typeof GroupCompileCheckerRequestSchema>;

/** Problems one rejudge-problems call may name. */
export const REJUDGE_PROBLEMS_MAX = 50;

/** rejudge-problems body: the problems (ids) whose every submission is judged again. */
export const RejudgeProblemsRequestSchema = Type.Object({
  pids: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: REJUDGE_PROBLEMS_MAX, uniqueItems: true }),
});
export type RejudgeProblemsRequestDto = Static<typeof RejudgeProblemsRequestSchema>;

/** One problem's outcome: how many submissions were put back to Pending, or why none. */
export const RejudgeProblemResultSchema = Type.Object({
  pid: Type.Integer(),
  ok: Type.Boolean(),
  count: Type.Integer({ minimum: 0 }),
  msg: Type.String(),
});
export type RejudgeProblemResultDto = Static<typeof RejudgeProblemResultSchema>;

/** rejudge-problems answer: one result per problem, in the order asked. */
export const RejudgeProblemsResultSchema = Type.Array(RejudgeProblemResultSchema);
export type RejudgeProblemsResultDto = Static<typeof RejudgeProblemsResultSchema>;
