import { Type } from '@sinclair/typebox';

// Request schemas of the problem and tag calls (spec 01 §7 "Problems and tags"). Query numbers are
// coerced by Fastify's validator; out-of-range pages and sizes are normalised, not refused (§2).

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
/** A problem bank: empty or ALL for every bank, ME, or a remote judge key (checked by the handler). */
const Bank = Type.String({ maxLength: 20 });

export const ProblemListQuery = Type.Object({
  keyword: Type.Optional(Type.String({ maxLength: 200 })),
  difficulty: Type.Optional(Type.Integer({ minimum: 0, maximum: 127 })),
  oj: Type.Optional(Bank),
  /** JSON list of tag ids; unparseable means no tag filter. */
  tagId: Type.Optional(Type.String({ maxLength: 1000 })),
  currentPage: Type.Optional(Type.Integer()),
  limit: Type.Optional(Type.Integer()),
});

export const ProblemDetailQuery = Type.Object({
  problemId: Type.String({ minLength: 1, maxLength: 100 }),
  gid: Type.Optional(Id),
});

export const BankQuery = Type.Object({ oj: Type.Optional(Bank) });

export const PidQuery = Type.Object({ pid: Id });

export const LanguagesQuery = Type.Object({
  /** false: only the default set (C, C++, Java, Python3, Python2); absent or true: every language. */
  all: Type.Optional(Type.Boolean()),
  /** When given: the languages this problem accepts. */
  pid: Type.Optional(Id),
});

export const LastAcCodeQuery = Type.Object({ pid: Id, cid: Type.Optional(Type.Integer({ minimum: 0, maximum: 2_147_483_647 })) });

/** Most problems one status lookup may ask about (a list page holds at most 100). */
export const MAX_STATUS_PIDS = 500;

export const UserProblemStatusBody = Type.Object({
  pidList: Type.Array(Id, { maxItems: MAX_STATUS_PIDS }),
  isContestProblemList: Type.Optional(Type.Boolean()),
  cid: Type.Optional(Type.Union([Type.Integer({ minimum: 0, maximum: 2_147_483_647 }), Type.Null()])),
  gid: Type.Optional(Type.Union([Id, Type.Null()])),
  containsEnd: Type.Optional(Type.Boolean()),
});

export const FullScreenProblemListBody = Type.Object({
  tid: Type.Optional(Type.Union([Id, Type.Null()])),
  cid: Type.Optional(Type.Union([Id, Type.Null()])),
});

export { ERROR_RESPONSES, envelopeResponses as responses } from '@oj/service-kit';
