/**
 * Wire shapes of the back office's contest calls (spec 03 §4 "contest: CRUD, problems, announcements,
 * change-contest-visible"; payloads not shown by the spec, designed in docs/api.md "Contests").
 */
import { Type } from '@sinclair/typebox';
import type { Static, TSchema } from '@sinclair/typebox';
import {
  AwardConfigSchema,
  ContestAnnouncementSchema,
  ContestInfoSchema,
  ContestListRecordSchema,
  OI_RANK_SCORE_TYPES,
  RANK_SHOW_NAMES,
} from './contest-api.ts';

const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const optionalNullable = <T extends TSchema>(schema: T) => Type.Optional(nullable(schema));
const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const IsoTime = Type.String({ format: 'date-time' });

/** Most star accounts and award rows a contest may have. */
export const CONTEST_STAR_ACCOUNTS_MAX = 500;
export const CONTEST_AWARDS_MAX = 20;
export const CONTEST_TITLE_MAX = 255;
export const CONTEST_DESCRIPTION_MAX = 65_535;
export const CONTEST_PASSWORD_MAX = 64;

/**
 * Spec 02 "account limit rule": who may register. An account passes when its username is
 * `prefix` + a number in [start, end] + `suffix`, or is one of `extra`. Also the pattern the
 * back office uses to generate team accounts.
 */
export const AccountLimitRuleSchema = Type.Object({
  prefix: Type.String({ maxLength: 20 }),
  suffix: Type.String({ maxLength: 20 }),
  start: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
  end: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
  extra: Type.Array(Type.String({ maxLength: 20 }), { maxItems: 1000 }),
});
export type AccountLimitRuleDto = Static<typeof AccountLimitRuleSchema>;

/** The contest form (create and update). `pwd` null or absent on update keeps the stored password. */
export const ContestFormSchema = Type.Object({
  title: Type.String({ maxLength: CONTEST_TITLE_MAX }),
  description: Type.String({ maxLength: CONTEST_DESCRIPTION_MAX }),
  type: Type.Integer({ minimum: 0, maximum: 1 }),
  auth: Type.Integer({ minimum: 0, maximum: 2 }),
  pwd: optionalNullable(Type.String({ maxLength: CONTEST_PASSWORD_MAX })),
  startTime: IsoTime,
  endTime: IsoTime,
  sealRank: Type.Boolean(),
  /** One of: the start (whole contest), the end minus 1800 s, the end minus 3600 s. */
  sealRankTime: optionalNullable(IsoTime),
  autoRealRank: Type.Boolean(),
  allowEndSubmit: Type.Boolean(),
  openPrint: Type.Boolean(),
  openRank: Type.Boolean(),
  rankShowName: Type.Union(RANK_SHOW_NAMES.map((name) => Type.Literal(name))),
  oiRankScoreType: Type.Union(OI_RANK_SCORE_TYPES.map((name) => Type.Literal(name))),
  starAccount: Type.Array(Type.String({ maxLength: 20 }), { maxItems: CONTEST_STAR_ACCOUNTS_MAX }),
  awardType: Type.Integer({ minimum: 0, maximum: 2 }),
  awardConfigList: Type.Array(AwardConfigSchema, { maxItems: CONTEST_AWARDS_MAX }),
  openAccountLimit: Type.Boolean(),
  accountLimitRule: optionalNullable(AccountLimitRuleSchema),
  visible: Type.Boolean(),
  gid: optionalNullable(Id),
});
export type ContestFormDto = Static<typeof ContestFormSchema>;

export const ContestUpdateSchema = Type.Composite([Type.Object({ id: Id }), ContestFormSchema]);
export type ContestUpdateDto = Static<typeof ContestUpdateSchema>;

/** What the back office reads to edit a contest: the form's fields (never the password) and more. */
export const AdminContestSchema = Type.Composite([
  ContestInfoSchema,
  Type.Object({
    visible: Type.Boolean(),
    hasPassword: Type.Boolean(),
    openAccountLimit: Type.Boolean(),
    accountLimitRule: nullable(AccountLimitRuleSchema),
    uid: Type.String(),
  }),
]);
export type AdminContestDto = Static<typeof AdminContestSchema>;

export const AdminContestListQuerySchema = Type.Object({
  currentPage: Type.Optional(Type.Integer()),
  limit: Type.Optional(Type.Integer()),
  keyword: optionalNullable(Type.String({ maxLength: 200 })),
});

/** A row of the back office's contest list. */
export const AdminContestListRecordSchema = Type.Composite([ContestListRecordSchema, Type.Object({ visible: Type.Boolean(), uid: Type.String() })]);
export type AdminContestListRecordDto = Static<typeof AdminContestListRecordSchema>;

export const AdminContestListSchema = Type.Object({ total: Type.Integer(), records: Type.Array(AdminContestListRecordSchema) });
export type AdminContestListDto = Static<typeof AdminContestListSchema>;

/** One row of a contest (problem or announcement) named with its contest: DELETE queries. */
export const ContestItemQuerySchema = Type.Object({ id: Id, cid: Id });

export const ContestVisibleRequestSchema = Type.Object({ cid: Id, visible: Type.Boolean() });
export const ContestCloneRequestSchema = Type.Object({ cid: Id });

/** A problem of the contest as the back office lists it. */
export const AdminContestProblemSchema = Type.Object({
  id: Type.Integer(),
  cid: Type.Integer(),
  pid: Type.Integer(),
  problemId: Type.String(),
  title: Type.String(),
  displayId: Type.String(),
  displayTitle: Type.String(),
  color: nullable(Type.String()),
  /** The bank problem's auth: 1 public, 2 private, 3 contest (created inside a contest). */
  auth: Type.Integer(),
});
export type AdminContestProblemDto = Static<typeof AdminContestProblemSchema>;

const DisplayId = Type.String({ minLength: 1, maxLength: 20, pattern: '^[A-Za-z0-9_-]+$' });
const Color = Type.String({ maxLength: 20, pattern: '^(#[0-9A-Fa-f]{3,8})?$' });

/** Adds a bank problem (public, or created inside the contest) under a display id. */
export const AddContestProblemRequestSchema = Type.Object({
  cid: Id,
  pid: Id,
  displayId: DisplayId,
  displayTitle: optionalNullable(Type.String({ maxLength: 255 })),
  color: optionalNullable(Color),
});
export type AddContestProblemRequestDto = Static<typeof AddContestProblemRequestSchema>;

export const UpdateContestProblemRequestSchema = Type.Object({
  id: Id,
  cid: Id,
  displayId: DisplayId,
  displayTitle: Type.String({ minLength: 1, maxLength: 255 }),
  color: optionalNullable(Color),
});
export type UpdateContestProblemRequestDto = Static<typeof UpdateContestProblemRequestSchema>;

export const ContestAnnouncementFormSchema = Type.Object({
  cid: Id,
  title: Type.String({ maxLength: 255 }),
  content: Type.String({ maxLength: CONTEST_DESCRIPTION_MAX }),
  visible: Type.Optional(Type.Boolean()),
});
export const ContestAnnouncementUpdateSchema = Type.Composite([Type.Object({ id: Id }), ContestAnnouncementFormSchema]);

/** An announcement as the back office lists it (hidden ones too). */
export const AdminContestAnnouncementSchema = Type.Composite([ContestAnnouncementSchema, Type.Object({ visible: Type.Boolean() })]);
export type AdminContestAnnouncementDto = Static<typeof AdminContestAnnouncementSchema>;

/** rejudge-contest-problem (spec 02 §7). */
export const RejudgeContestProblemRequestSchema = Type.Object({ cid: Id, pid: Id });

/** download-contest-ac-submission query (spec 03 §7). */
export const ContestAcDownloadQuerySchema = Type.Object({
  cid: Id,
  excludeAdmin: Type.Optional(Type.Boolean()),
  splitType: Type.Optional(Type.Union([Type.Literal('user'), Type.Literal('problem')])),
});
