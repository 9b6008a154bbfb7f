/**
 * Wire shapes of timed homework (spec 02 §2 "Timed homework", §3, §7): the user calls under
 * /api/homework and the back office's under /api/admin/timed-work (payloads the spec leaves unsaid
 * are designed in docs/api.md "Timed homework"). Times are ISO strings; `now` is the server's clock.
 */
import { Type } from '@sinclair/typebox';
import type { Static, TSchema } from '@sinclair/typebox';
import { ProblemDetailSchema, ProblemTagSchema } from './problem-api.ts';
import { SubmissionSummarySchema } from './submission.ts';

const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const optionalNullable = <T extends TSchema>(schema: T) => Type.Optional(nullable(schema));
const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const IsoTime = Type.String({ format: 'date-time' });

/** Spec 02 §9. */
export const TIMED_WORK_LIST_PAGE_SIZE = 10;
export const TIMED_WORK_SUBMISSION_PAGE_SIZE = 15;
export const TIMED_WORK_TITLE_MAX = 255;
export const TIMED_WORK_DESCRIPTION_MAX = 65_535;
export const TIMED_WORK_PASSWORD_MAX = 64;
/** Longest attempt a timed work may give (a year, in seconds). */
export const TIMED_WORK_DURATION_MAX = 366 * 24 * 3600;
/** Timed work auth (spec 02 §3): public or private (a password to start). */
export const TimedWorkAuth = { Public: 0, Private: 1 } as const;
/** Timed work problem type (spec 02 §3): 1 objective, else programming. */
export const TimedWorkProblemType = { Programming: 0, Objective: 1 } as const;

/** A row of the list, and the info's base (spec 02 §3 "Timed work"). */
export const TimedWorkSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  auth: Type.Integer(),
  /** The owning group, or null (spec: absent when none). */
  gid: nullable(Type.Integer()),
  startTime: IsoTime,
  endTime: IsoTime,
  /** Seconds one attempt lasts. */
  duration: Type.Integer(),
  /** The work's own status: -1 scheduled, 0 running, 1 ended. */
  status: Type.Integer(),
  author: Type.String(),
});
export type TimedWorkDto = Static<typeof TimedWorkSchema>;

export const TimedWorkListSchema = Type.Object({ total: Type.Integer(), records: Type.Array(TimedWorkSchema) });
export type TimedWorkListDto = Static<typeof TimedWorkListSchema>;

/** The viewer's record (spec 02 §3 "Timed work record"): `endTime` set once handed in. */
export const TimedWorkRecordSchema = Type.Object({ startTime: IsoTime, endTime: nullable(IsoTime) });
export type TimedWorkRecordDto = Static<typeof TimedWorkRecordSchema>;

/**
 * get-timed-work-info: the work, its description, the viewer's record and what the rules answer for
 * the viewer (@oj/access timed-work): their status (record ended → ended, record → running, else the
 * work's), their end (the earlier of the window end and start + duration), and what they may do.
 */
export const TimedWorkInfoSchema = Type.Composite([
  TimedWorkSchema,
  Type.Object({
    description: Type.String(),
    now: IsoTime,
    record: nullable(TimedWorkRecordSchema),
    /** The viewer's status (spec 02 §4 "Timed work status"). */
    personalStatus: Type.Integer(),
    /** When the viewer's attempt ends by the clock (their start + duration, within the window), or the window's end without a record. */
    personalEndTime: IsoTime,
    /** Admin roles (root, admin, problem admin): the submissions tab, real results, the rank at any time. */
    isAdmin: Type.Boolean(),
    canStart: Type.Boolean(),
    canHandIn: Type.Boolean(),
    canSeeProblems: Type.Boolean(),
    canSeeRank: Type.Boolean(),
  }),
]);
export type TimedWorkInfoDto = Static<typeof TimedWorkInfoSchema>;

/** A problem of the list (spec 02 §3 "Timed work problem"). */
export const TimedWorkProblemSchema = Type.Object({
  pid: Type.Integer(),
  displayId: Type.String(),
  displayTitle: Type.String(),
  /** 1 objective, else programming. */
  type: Type.Integer(),
  isSubmitted: Type.Boolean(),
});
export type TimedWorkProblemDto = Static<typeof TimedWorkProblemSchema>;

/**
 * get-timed-work-problem-detail: the problem page's data, the timed-work problem, and the viewer's
 * own status on it (hidden as -5 while the work runs for them).
 */
export const TimedWorkProblemDetailSchema = Type.Object({
  problem: ProblemDetailSchema,
  tags: Type.Array(ProblemTagSchema),
  languages: Type.Array(Type.String()),
  codeTemplate: Type.Record(Type.String(), Type.String()),
  /** Always null: a timed work shows no counts while users answer (the shape of the problem page's data). */
  problemCount: Type.Null(),
  /** -10 not attempted, else a verdict code (-5 while hidden). */
  myStatus: Type.Integer(),
  timedWorkProblem: Type.Object({
    id: Type.Integer(),
    tid: Type.Integer(),
    pid: Type.Integer(),
    displayId: Type.String(),
    displayTitle: Type.String(),
    type: Type.Integer(),
  }),
  /** The cid its submissions carry: the timed work's id + 50000. */
  cid: Type.Integer(),
});
export type TimedWorkProblemDetailDto = Static<typeof TimedWorkProblemDetailSchema>;

/** One rank cell: the best score on the problem and the status shown (-5 while hidden). */
export const TimedWorkRankCellSchema = Type.Object({ score: nullable(Type.Integer()), status: Type.Integer() });
export const TimedWorkRankRowSchema = Type.Object({
  rank: Type.Integer(),
  uid: Type.String(),
  username: Type.String(),
  score: Type.Integer(),
  /** Keyed by display id. */
  submissionInfo: Type.Record(Type.String(), TimedWorkRankCellSchema),
});
export type TimedWorkRankRowDto = Static<typeof TimedWorkRankRowSchema>;
export const TimedWorkRankSchema = Type.Array(TimedWorkRankRowSchema);

/** A row of the admins' submission list (spec 02 §3 "Timed work submission"). */
export const TimedWorkSubmissionSchema = Type.Composite([
  SubmissionSummarySchema,
  Type.Object({ displayTid: Type.Integer(), errorMessage: nullable(Type.String()) }),
]);
export const TimedWorkSubmissionListSchema = Type.Object({ total: Type.Integer(), records: Type.Array(TimedWorkSubmissionSchema) });
export type TimedWorkSubmissionListDto = Static<typeof TimedWorkSubmissionListSchema>;

// ---- requests ----

export const TimedWorkListQuerySchema = Type.Object({
  currentPage: Type.Optional(Type.Integer()),
  limit: Type.Optional(Type.Integer()),
  status: optionalNullable(Type.Integer({ minimum: -1, maximum: 1 })),
  keyword: optionalNullable(Type.String({ maxLength: 200 })),
});
export type TimedWorkListQueryDto = Static<typeof TimedWorkListQuerySchema>;

export const TimedWorkProblemDetailQuerySchema = Type.Object({ tid: Id, displayId: Type.String({ minLength: 1, maxLength: 64 }) });
export const StartTimedWorkRequestSchema = Type.Object({ tid: Id, password: Type.Optional(Type.String({ maxLength: 255 })) });
export const EndTimedWorkRequestSchema = Type.Object({ tid: Id });
export const TimedWorkSubmissionListQuerySchema = Type.Object({
  tid: Id,
  currentPage: Type.Optional(Type.Integer()),
  limit: Type.Optional(Type.Integer()),
  displayId: optionalNullable(Type.String({ maxLength: 64 })),
});
export type TimedWorkSubmissionListQueryDto = Static<typeof TimedWorkSubmissionListQuerySchema>;

// ---- back office ----

/** The timed work form (create and update). `pwd` null or absent on update keeps the stored password. */
export const TimedWorkFormSchema = Type.Object({
  title: Type.String({ maxLength: TIMED_WORK_TITLE_MAX }),
  description: Type.String({ maxLength: TIMED_WORK_DESCRIPTION_MAX }),
  auth: Type.Integer({ minimum: 0, maximum: 1 }),
  pwd: optionalNullable(Type.String({ maxLength: TIMED_WORK_PASSWORD_MAX })),
  startTime: IsoTime,
  endTime: IsoTime,
  duration: Type.Integer({ minimum: 1, maximum: TIMED_WORK_DURATION_MAX }),
  visible: Type.Boolean(),
  gid: optionalNullable(Id),
});
export type TimedWorkFormDto = Static<typeof TimedWorkFormSchema>;
export const TimedWorkUpdateSchema = Type.Composite([Type.Object({ id: Id }), TimedWorkFormSchema]);
export type TimedWorkUpdateDto = Static<typeof TimedWorkUpdateSchema>;

/** What the back office reads to edit a timed work (never the password). */
export const AdminTimedWorkSchema = Type.Composite([
  TimedWorkSchema,
  Type.Object({ description: Type.String(), visible: Type.Boolean(), hasPassword: Type.Boolean(), problemCount: Type.Integer() }),
]);
export type AdminTimedWorkDto = Static<typeof AdminTimedWorkSchema>;
export const AdminTimedWorkListSchema = Type.Object({ total: Type.Integer(), records: Type.Array(AdminTimedWorkSchema) });
export type AdminTimedWorkListDto = Static<typeof AdminTimedWorkListSchema>;
export const AdminTimedWorkListQuerySchema = Type.Object({
  currentPage: Type.Optional(Type.Integer()),
  limit: Type.Optional(Type.Integer()),
  keyword: optionalNullable(Type.String({ maxLength: 200 })),
});
export const TimedWorkIdQuerySchema = Type.Object({ id: Id });
export const TimedWorkVisibleRequestSchema = Type.Object({ id: Id, visible: Type.Boolean() });

/** A problem of the back office's list. */
export const AdminTimedWorkProblemSchema = Type.Object({
  id: Type.Integer(),
  tid: Type.Integer(),
  pid: Type.Integer(),
  problemId: Type.String(),
  title: Type.String(),
  displayId: Type.String(),
  displayTitle: Type.String(),
  type: Type.Integer(),
});
export type AdminTimedWorkProblemDto = Static<typeof AdminTimedWorkProblemSchema>;
export const AdminTimedWorkProblemListSchema = Type.Array(AdminTimedWorkProblemSchema);
/** Adds a bank problem (by its id) to a timed work. */
export const AddTimedWorkProblemRequestSchema = Type.Object({
  tid: Id,
  pid: Id,
  displayId: Type.String({ minLength: 1, maxLength: 64, pattern: '\\S' }),
  displayTitle: optionalNullable(Type.String({ maxLength: 255 })),
  type: Type.Optional(Type.Integer({ minimum: 0, maximum: 1 })),
});
export type AddTimedWorkProblemRequestDto = Static<typeof AddTimedWorkProblemRequestSchema>;
export const UpdateTimedWorkProblemRequestSchema = Type.Object({
  id: Id,
  displayId: Type.String({ minLength: 1, maxLength: 64, pattern: '\\S' }),
  displayTitle: Type.String({ maxLength: 255 }),
  type: Type.Integer({ minimum: 0, maximum: 1 }),
});
export type UpdateTimedWorkProblemRequestDto = Static<typeof UpdateTimedWorkProblemRequestSchema>;
