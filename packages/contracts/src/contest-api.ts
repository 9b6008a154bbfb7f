/**
 * Wire shapes of the contest calls (spec 02 §3, §7): the contest, its problems, announcements,
 * print requests and AC info, and their requests. The board (rank rows) is in contest-board-api.ts.
 * Times are ISO strings; `now` is the server's clock so a client can correct its countdown.
 */
import { Type } from '@sinclair/typebox';
import type { Static, TSchema } from '@sinclair/typebox';
import { ProblemCountSchema, ProblemDetailSchema, ProblemTagSchema } from './problem-api.ts';

const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const optionalNullable = <T extends TSchema>(schema: T) => Type.Optional(nullable(schema));
const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const IsoTime = Type.String({ format: 'date-time' });

/** Contest rule types (spec 02 §1). */
export const ContestType = { ACM: 0, OI: 1 } as const;
/** Contest statuses (spec 02 §3), derived from the times. */
export const ContestStatus = { Scheduled: -1, Running: 0, Ended: 1 } as const;
/** Award types (spec 02 §3). */
export const AwardType = { None: 0, Proportion: 1, Number: 2 } as const;
/** Name shown on the board (spec 02 §3 rankShowName). */
export const RANK_SHOW_NAMES = ['username', 'nickname', 'realname'] as const;
/** OI board: the latest or the best score per problem counts. */
export const OI_RANK_SCORE_TYPES = ['Recent', 'Highest'] as const;

/** Spec 02 §9. */
export const CONTEST_LIST_PAGE_SIZE = 10;
export const SCOREBOARD_PAGE_SIZES = [10, 30, 50, 100, 300] as const;
export const DEFAULT_SCOREBOARD_PAGE_SIZE = 50;
export const AC_INFO_PAGE_SIZE = 20;
export const PRINT_LIST_PAGE_SIZE = 15;
export const PRINT_MIN_LENGTH = 50;
/** Print content is text for a printer: capped so one request stays a few pages. */
export const PRINT_MAX_LENGTH = 20_000;
/** Seal choices (spec 02 §9): seconds before the end; the whole contest seals from its start. */
export const SEAL_HALF_HOUR_SEC = 1800;
export const SEAL_ONE_HOUR_SEC = 3600;
/** Medal defaults of the scroll board (spec 02 §2): percents of ranked participants, rounded down. */
export const DEFAULT_MEDAL_PERCENTS = { gold: 10, silver: 20, bronze: 30 } as const;
/** Polls (spec 02 §9), the fallback when the live channel is closed. */
export const CONTEST_POLL_MS = { scoreboard: 30_000, announcements: 60_000, acInfo: 10_000, print: 10_000, submissionStatus: 2_000 } as const;

/** One award row (spec 02 §3 awardConfigList): `num` is a percent (proportion) or a count (number). */
export const AwardConfigSchema = Type.Object({
  priority: Type.Integer({ minimum: 0, maximum: 1000 }),
  name: Type.String({ minLength: 1, maxLength: 50 }),
  background: Type.String({ maxLength: 50 }),
  color: Type.String({ maxLength: 50 }),
  num: Type.Integer({ minimum: 0, maximum: 100_000 }),
});
export type AwardConfigDto = Static<typeof AwardConfigSchema>;

/** A row of the contest list. */
export const ContestListRecordSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  type: Type.Integer(),
  auth: Type.Integer(),
  status: Type.Integer(),
  author: Type.String(),
  gid: nullable(Type.Integer()),
  startTime: IsoTime,
  endTime: IsoTime,
  duration: Type.Integer(),
  /** Participants (registrations). */
  count: Type.Integer(),
  openRank: Type.Boolean(),
});
export type ContestListRecordDto = Static<typeof ContestListRecordSchema>;

export const ContestListSchema = Type.Object({ total: Type.Integer(), records: Type.Array(ContestListRecordSchema) });
export type ContestListDto = Static<typeof ContestListSchema>;

/** get-contest-info (spec 02 §3 "Contest"). The password is never sent, only whether there is one. */
export const ContestInfoSchema = Type.Composite([
  ContestListRecordSchema,
  Type.Object({
    description: Type.String(),
    now: IsoTime,
    sealRank: Type.Boolean(),
    sealRankTime: nullable(IsoTime),
    /** After the end: true unseals the board, false keeps it sealed. */
    autoRealRank: Type.Boolean(),
    allowEndSubmit: Type.Boolean(),
    openPrint: Type.Boolean(),
    rankShowName: Type.String(),
    oiRankScoreType: Type.String(),
    starAccount: Type.Array(Type.String()),
    awardType: Type.Integer(),
    awardConfigList: Type.Array(AwardConfigSchema),
    /** The contest policy's answer: the viewer is a contest admin (super admin, the author while an admin, group level 5). */
    isAdmin: Type.Boolean(),
    /** The contest policy's answer: the viewer sees real results now (real-time permission, spec 02 §4). */
    realTimeRank: Type.Boolean(),
    /**
     * When the board is sealed for this viewer (null: never, as for its admins): from `from` until
     * `until` (null: for good, autoRealRank off). Clients follow their clock through it, never re-deriving the rule.
     */
    viewerSeal: nullable(Type.Object({ from: IsoTime, until: nullable(IsoTime) })),
  }),
]);
export type ContestInfoDto = Static<typeof ContestInfoSchema>;

/** get-contest-outsize-info: what the outside scoreboard needs, without sign-in. */
export const ContestOutsideInfoSchema = Type.Object({
  contest: ContestInfoSchema,
  problemList: Type.Array(Type.Object({ displayId: Type.String(), displayTitle: Type.String(), color: nullable(Type.String()) })),
});
export type ContestOutsideInfoDto = Static<typeof ContestOutsideInfoSchema>;

/** get-contest-access answer. */
export const ContestAccessSchema = Type.Object({ access: Type.Boolean() });
export type ContestAccessDto = Static<typeof ContestAccessSchema>;

/** A contest problem (spec 02 §3): `ac` and `total` are null without real-time permission. */
export const ContestProblemSchema = Type.Object({
  id: Type.Integer(),
  cid: Type.Integer(),
  pid: Type.Integer(),
  problemId: Type.String(),
  displayId: Type.String(),
  displayTitle: Type.String(),
  color: nullable(Type.String()),
  type: Type.Integer(),
  ac: nullable(Type.Integer()),
  total: nullable(Type.Integer()),
  /** The viewer's standing: -10 not attempted, else a verdict code. */
  myStatus: Type.Integer(),
  /** OI: the viewer's counted score. */
  score: nullable(Type.Integer()),
});
export type ContestProblemDto = Static<typeof ContestProblemSchema>;

/**
 * get-contest-problem-details: the problem page's data (as get-problem-detail has it), the contest
 * problem it is shown as, and the viewer's standing in this contest. `problemCount` counts this
 * contest's submissions and is null without real-time permission (spec 02 §4).
 */
export const ContestProblemDetailSchema = Type.Object({
  problem: ProblemDetailSchema,
  tags: Type.Array(ProblemTagSchema),
  /** Names of the languages the problem accepts. */
  languages: Type.Array(Type.String()),
  /** Starter code by language name. */
  codeTemplate: Type.Record(Type.String(), Type.String()),
  problemCount: nullable(ProblemCountSchema),
  /** -10 not attempted, else a verdict code (-5 in an OI contest without real-time permission). */
  myStatus: Type.Integer(),
  score: nullable(Type.Integer()),
  contestProblem: Type.Object({
    id: Type.Integer(),
    cid: Type.Integer(),
    pid: Type.Integer(),
    displayId: Type.String(),
    displayTitle: Type.String(),
    color: nullable(Type.String()),
  }),
});
export type ContestProblemDetailDto = Static<typeof ContestProblemDetailSchema>;

export const ContestAnnouncementSchema = Type.Object({
  id: Type.Integer(),
  cid: Type.Integer(),
  title: Type.String(),
  content: Type.String(),
  username: Type.String(),
  gmtCreate: IsoTime,
  gmtModified: IsoTime,
});
export type ContestAnnouncementDto = Static<typeof ContestAnnouncementSchema>;

/** get-contest-not-read-announcement answer rows (spec 02 §7: id, title, gmtCreate). */
export const ContestAnnouncementBriefSchema = Type.Object({ id: Type.Integer(), title: Type.String(), gmtCreate: IsoTime });
export type ContestAnnouncementBriefDto = Static<typeof ContestAnnouncementBriefSchema>;

export const ContestPrintSchema = Type.Object({
  id: Type.Integer(),
  cid: Type.Integer(),
  username: Type.String(),
  realname: nullable(Type.String()),
  gmtCreate: IsoTime,
  /** 0 not printed, 1 printed. */
  status: Type.Integer(),
  content: Type.String(),
});
export type ContestPrintDto = Static<typeof ContestPrintSchema>;

export const ContestAcInfoSchema = Type.Object({
  id: Type.Integer(),
  cid: Type.Integer(),
  submitTime: IsoTime,
  displayId: Type.String(),
  firstBlood: Type.Boolean(),
  username: Type.String(),
  realname: nullable(Type.String()),
  checked: Type.Boolean(),
});
export type ContestAcInfoDto = Static<typeof ContestAcInfoSchema>;

export const contestPageOf = <T extends TSchema>(record: T) => Type.Object({ total: Type.Integer(), records: Type.Array(record) });
/** get-contest-print answer. */
export const ContestPrintPageSchema = contestPageOf(ContestPrintSchema);
export type ContestPrintPageDto = Static<typeof ContestPrintPageSchema>;
/** get-contest-ac-info answer. */
export const ContestAcInfoPageSchema = contestPageOf(ContestAcInfoSchema);
export type ContestAcInfoPageDto = Static<typeof ContestAcInfoPageSchema>;

// ---- requests ----

export const ContestListQuerySchema = Type.Object({
  currentPage: Type.Optional(Type.Integer()),
  limit: Type.Optional(Type.Integer()),
  status: optionalNullable(Type.Integer({ minimum: -1, maximum: 1 })),
  type: optionalNullable(Type.Integer({ minimum: 0, maximum: 1 })),
  keyword: optionalNullable(Type.String({ maxLength: 200 })),
});
export type ContestListQueryDto = Static<typeof ContestListQuerySchema>;

export const CidQuerySchema = Type.Object({ cid: Id });
export type CidQueryDto = Static<typeof CidQuerySchema>;

export const ContestProblemListQuerySchema = Type.Object({ cid: Id, containsEnd: Type.Optional(Type.Boolean()) });
export const ContestProblemDetailQuerySchema = Type.Object({ cid: Id, displayId: Type.String({ minLength: 1, maxLength: 64 }) });

export const RegisterContestRequestSchema = Type.Object({ cid: Id, password: Type.String({ maxLength: 255 }) });
export type RegisterContestRequestDto = Static<typeof RegisterContestRequestSchema>;

export const NotReadAnnouncementRequestSchema = Type.Object({
  cid: Id,
  readAnnouncementList: Type.Array(Type.Integer({ minimum: 0 }), { maxItems: 1000 }),
});
export type NotReadAnnouncementRequestDto = Static<typeof NotReadAnnouncementRequestSchema>;

export const ContestPagedQuerySchema = Type.Object({ cid: Id, currentPage: Type.Optional(Type.Integer()), limit: Type.Optional(Type.Integer()) });
export type ContestPagedQueryDto = Static<typeof ContestPagedQuerySchema>;

export const CheckAcInfoRequestSchema = Type.Object({ id: Id, cid: Id, checked: Type.Boolean() });
export const SubmitPrintRequestSchema = Type.Object({ cid: Id, content: Type.String({ maxLength: PRINT_MAX_LENGTH }) });
export const CheckPrintRequestSchema = Type.Object({ id: Id, cid: Id });
export const ContestItemIdQuerySchema = Type.Object({ id: Id });
