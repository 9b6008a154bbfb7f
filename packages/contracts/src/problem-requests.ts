/**
 * Request shapes of the "Problems and tags" calls (spec 01 §7). Query numbers are coerced by the
 * server's validator; out-of-range pages and sizes are normalised, not refused (spec 01 §2).
 */
import { Type } from '@sinclair/typebox';
import type { Static, TSchema } from '@sinclair/typebox';

const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
/** A problem bank: empty or ALL for every bank, ME, or a remote judge key (checked by the handler). */
const Bank = Type.String({ maxLength: 20 });

/** get-problem-list query as sent (the client builds it from its filter). */
export const ProblemListQuerySchema = Type.Object({
  keyword: Type.Optional(Type.String({ maxLength: 200 })),
  difficulty: Type.Optional(Type.Integer({ minimum: 0, maximum: 127 })),
  oj: Type.Optional(Bank),
  /** JSON list of tag ids; unparseable means no tag filter. */
  tagId: Type.Optional(Type.String({ maxLength: 1000 })),
  currentPage: Type.Optional(Type.Integer()),
  limit: Type.Optional(Type.Integer()),
});
export type ProblemListQueryDto = Static<typeof ProblemListQuerySchema>;

/** get-problem-detail query. */
export const ProblemDetailQuerySchema = Type.Object({
  problemId: Type.String({ minLength: 1, maxLength: 100 }),
  gid: Type.Optional(Id),
});
export type ProblemDetailQueryDto = Static<typeof ProblemDetailQuerySchema>;

/** Query of the tag calls: a problem bank. */
export const BankQuerySchema = Type.Object({ oj: Type.Optional(Bank) });
export type BankQueryDto = Static<typeof BankQuerySchema>;

/** Query naming one problem by primary key. */
export const PidQuerySchema = Type.Object({ pid: Id });

/** languages query. */
export const LanguagesQuerySchema = Type.Object({
  /** false: only the default set (C, C++, Java, Python3, Python2); absent or true: every language. */
  all: Type.Optional(Type.Boolean()),
  /** When given: the languages this problem accepts. */
  pid: Type.Optional(Id),
});
export type LanguagesQueryDto = Static<typeof LanguagesQuerySchema>;

/** get-last-ac-code query. */
export const LastAcCodeQuerySchema = Type.Object({ pid: Id, cid: Type.Optional(Type.Integer({ minimum: 0, maximum: 2_147_483_647 })) });
export type LastAcCodeQueryDto = Static<typeof LastAcCodeQuerySchema>;

/** Most problems one status lookup may ask about (a list page holds at most 100). */
export const MAX_STATUS_PIDS = 500;

/** get-user-problem-status body. */
export const UserProblemStatusRequestSchema = Type.Object({
  pidList: Type.Array(Id, { maxItems: MAX_STATUS_PIDS }),
  isContestProblemList: Type.Optional(Type.Boolean()),
  cid: Type.Optional(nullable(Type.Integer({ minimum: 0, maximum: 2_147_483_647 }))),
  gid: Type.Optional(nullable(Id)),
  containsEnd: Type.Optional(Type.Boolean()),
});
export type UserProblemStatusRequestDto = Static<typeof UserProblemStatusRequestSchema>;

/** get-full-screen-problem-list body. */
export const FullScreenProblemListRequestSchema = Type.Object({
  tid: Type.Optional(nullable(Id)),
  cid: Type.Optional(nullable(Id)),
});

/** get-random-problem answer. */
export const RandomProblemSchema = Type.Object({ problemId: Type.String() });
export type RandomProblemDto = Static<typeof RandomProblemSchema>;
