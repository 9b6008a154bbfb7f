/**
 * Wire shapes of the contest scoreboards (spec 02 §2 "Scoreboards", §3 "Scoreboard row", §7
 * get-contest-rank and get-contest-outside-scoreboard) and of the scroll board's data.
 */
import { Type } from '@sinclair/typebox';
import type { Static, TSchema } from '@sinclair/typebox';

const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const optionalNullable = <T extends TSchema>(schema: T) => Type.Optional(nullable(schema));
const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

/** ACM cell (spec 02 §3): times are seconds from the contest start. */
export const AcmCellSchema = Type.Object({
  isAC: Type.Boolean(),
  isFirstAC: Type.Boolean(),
  isAfterContest: Type.Boolean(),
  ACTime: nullable(Type.Integer()),
  tryNum: Type.Integer(),
  errorNum: Type.Integer(),
  /** Sealed view: tries made after the seal, shown as pending. */
  pendingNum: Type.Integer(),
});
export type AcmCellDto = Static<typeof AcmCellSchema>;

/** OI cell: the counted score; null when nothing was judged. */
export const OiCellSchema = Type.Object({
  score: nullable(Type.Integer()),
  /** Seconds from the start of the submission that gave the counted score. */
  time: nullable(Type.Integer()),
  isAfterContest: Type.Boolean(),
  pendingNum: Type.Integer(),
});
export type OiCellDto = Static<typeof OiCellSchema>;

/** One scoreboard row; `submissionInfo` is keyed by the problem's display id. */
export const ScoreboardRowSchema = Type.Object({
  /** -1 for a star user. */
  rank: Type.Integer(),
  uid: Type.String(),
  username: Type.String(),
  /** The name the contest shows (rankShowName: username, nickname or realname). */
  rankShowName: Type.String(),
  nickname: nullable(Type.String()),
  /** Only for the contest's admins, or on a contest showing real names; else null (issue 20 F8). */
  realname: nullable(Type.String()),
  gender: nullable(Type.String()),
  school: nullable(Type.String()),
  avatar: nullable(Type.String()),
  /** Team accounts: the team's name and members. */
  teamName: nullable(Type.String()),
  members: nullable(Type.Array(Type.String())),
  isStar: Type.Boolean(),
  isWinAward: Type.Boolean(),
  awardName: nullable(Type.String()),
  awardBackground: nullable(Type.String()),
  awardColor: nullable(Type.String()),
  submissionInfo: Type.Record(Type.String(), Type.Union([AcmCellSchema, OiCellSchema])),
  /** ACM: penalty time in seconds (AC times plus 20 minutes per rejected try); OI: the tie-break time. */
  totalTime: Type.Integer(),
  totalScore: Type.Integer(),
  ac: Type.Integer(),
});
export type ScoreboardRowDto = Static<typeof ScoreboardRowSchema>;

/** A board page. `sealed` says whether the viewer sees the sealed view; `version` grows with each change. */
export const ScoreboardPageSchema = Type.Object({
  total: Type.Integer(),
  records: Type.Array(ScoreboardRowSchema),
  sealed: Type.Boolean(),
  version: Type.Integer(),
  /** First blood per display id (uid), ACM only. */
  firstBlood: Type.Record(Type.String(), Type.String()),
});
export type ScoreboardPageDto = Static<typeof ScoreboardPageSchema>;

/** get-contest-rank and get-contest-outside-scoreboard body (spec 02 §7). */
export const ScoreboardQuerySchema = Type.Object({
  cid: Id,
  currentPage: optionalNullable(Type.Integer()),
  limit: optionalNullable(Type.Integer()),
  forceRefresh: optionalNullable(Type.Boolean()),
  removeStar: optionalNullable(Type.Boolean()),
  concernedList: optionalNullable(Type.Array(Type.String({ maxLength: 36 }), { maxItems: 300 })),
  keyword: optionalNullable(Type.String({ maxLength: 100 })),
  containsEnd: optionalNullable(Type.Boolean()),
});
export type ScoreboardQueryDto = Static<typeof ScoreboardQuerySchema>;

/** A sealed submission the scroll board reveals. */
export const ScrollSubmissionSchema = Type.Object({
  submitId: Type.Integer(),
  uid: Type.String(),
  displayId: Type.String(),
  status: Type.Integer(),
  score: nullable(Type.Integer()),
  /** Seconds from the start. */
  time: Type.Integer(),
});

/** Scroll-board data: the frozen board, the submissions to reveal, and the final board to check against. */
export const ScrollBoardSchema = Type.Object({
  contest: Type.Object({ id: Type.Integer(), title: Type.String(), startTime: Type.String(), endTime: Type.String(), sealRankTime: nullable(Type.String()) }),
  problems: Type.Array(Type.Object({ displayId: Type.String(), displayTitle: Type.String(), color: nullable(Type.String()) })),
  frozen: Type.Array(ScoreboardRowSchema),
  sealedSubmissions: Type.Array(ScrollSubmissionSchema),
  medals: Type.Object({ gold: Type.Integer(), silver: Type.Integer(), bronze: Type.Integer() }),
});
export type ScrollBoardDto = Static<typeof ScrollBoardSchema>;

export const ScrollBoardQuerySchema = Type.Object({
  cid: Id,
  removeStar: Type.Optional(Type.Boolean()),
  gold: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000 })),
  silver: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000 })),
  bronze: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000 })),
});
export type ScrollBoardQueryDto = Static<typeof ScrollBoardQuerySchema>;
