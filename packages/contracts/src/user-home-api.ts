/** Wire shapes of the public user pages (spec 01 §2 user home, §7). */
import { Type } from '@sinclair/typebox';
import type { Static, TSchema } from '@sinclair/typebox';

const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** Query of the user-home calls: uid or username (neither = the signed-in user). */
export const UserLookupQuerySchema = Type.Object({
  uid: Type.Optional(Type.String({ maxLength: 36 })),
  username: Type.Optional(Type.String({ maxLength: 20 })),
});
export type UserLookupQueryDto = Static<typeof UserLookupQuerySchema>;

/** One solved problem, as the user home lists it. */
export const SolvedProblemSchema = Type.Object({
  pid: Type.Integer(),
  problemId: Type.String(),
  title: Type.String(),
  difficulty: Type.Integer(),
});
export type SolvedProblemDto = Static<typeof SolvedProblemSchema>;

/** get-user-home-info answer: public profile plus statistics (no email or mobile). */
export const UserHomeSchema = Type.Object({
  uid: Type.String(),
  username: Type.String(),
  nickname: nullable(Type.String()),
  avatar: nullable(Type.String()),
  school: nullable(Type.String()),
  gender: Type.String(),
  signature: nullable(Type.String()),
  github: nullable(Type.String()),
  blog: nullable(Type.String()),
  titleName: nullable(Type.String()),
  titleColor: nullable(Type.String()),
  roleList: Type.Array(Type.String()),
  /** Submissions in total. */
  total: Type.Integer(),
  /** Display ids of the solved problems. */
  solvedList: Type.Array(Type.String()),
  /** Solved problems by difficulty name: Easy, Mid, Hard (always present) and any other level. */
  solvedGroupByDifficulty: Type.Record(Type.String(), Type.Array(SolvedProblemSchema)),
  score: Type.Integer(),
  /** null until the user has a rating (shown as "--"). */
  rating: nullable(Type.Integer()),
  /** ISO time of the latest login, null when never logged in. */
  recentLoginTime: nullable(Type.String()),
  gmtCreate: Type.String(),
});
export type UserHomeDto = Static<typeof UserHomeSchema>;

/** get-user-calendar-heatmap answer: submissions per day (days without any left out). */
export const CalendarHeatmapSchema = Type.Object({
  dataList: Type.Array(Type.Object({ date: Type.String(), count: Type.Integer() })),
  /** 'YYYY-MM-DD' of the last day shown. */
  endDate: Type.String(),
});
export type CalendarHeatmapDto = Static<typeof CalendarHeatmapSchema>;
