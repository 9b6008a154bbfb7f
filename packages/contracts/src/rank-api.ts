/** Wire shapes of the global ranklists (spec 02 §2 "Rankings", §3 ranklist record, §7 get-rank-list). */
import { Type } from '@sinclair/typebox';
import type { Static, TSchema } from '@sinclair/typebox';

const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** Ranklist page size, and how many users the chart shows (spec 02 §9). */
export const RANK_LIST_PAGE_SIZE = 30;
export const RANK_CHART_SIZE = 10;
/** Longest search text get-rank-list takes. */
export const RANK_SEARCH_MAX_LENGTH = 50;

/** The two ranklists: ACM (solved desc, submissions asc) and OI (rank score desc). */
export const RankListType = { Acm: 'ACM', Oi: 'OI' } as const;
export type RankListTypeName = (typeof RankListType)[keyof typeof RankListType];

/** One ranked user (spec 02 §3 "Ranklist record", with the rank and the title tag of the user's profile). */
export const RankRecordSchema = Type.Object({
  /** Position in the whole list (1 = first), also when a search shows a part of it. */
  rank: Type.Integer({ minimum: 1 }),
  uid: Type.String(),
  username: Type.String(),
  nickname: nullable(Type.String()),
  avatar: nullable(Type.String()),
  signature: nullable(Type.String()),
  /** The title an admin gave the user (a coloured tag), or null. */
  titleName: nullable(Type.String()),
  titleColor: nullable(Type.String()),
  /** Problems solved (outside contests). */
  ac: Type.Integer({ minimum: 0 }),
  /** Submissions judged (outside contests). */
  total: Type.Integer({ minimum: 0 }),
  /** Sum of the best OI rank score of each problem. */
  score: Type.Integer({ minimum: 0 }),
});
export type RankRecordDto = Static<typeof RankRecordSchema>;

export const RankListPageSchema = Type.Object({ total: Type.Integer({ minimum: 0 }), records: Type.Array(RankRecordSchema) });
export type RankListPageDto = Static<typeof RankListPageSchema>;

/** get-rank-list query: page (below 1 is 1), size (default 30, at most 100), list type, search text (username or nickname). */
export const RankListQuerySchema = Type.Object({
  currentPage: Type.Optional(Type.Integer()),
  limit: Type.Optional(Type.Integer()),
  type: Type.Union([Type.Literal(RankListType.Acm), Type.Literal(RankListType.Oi)]),
  searchUser: Type.Optional(Type.String({ maxLength: RANK_SEARCH_MAX_LENGTH })),
});
export type RankListQueryDto = Static<typeof RankListQuerySchema>;
