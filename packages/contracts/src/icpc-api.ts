/**
 * Shapes of the ICPC CCS Contest API (version 2023-06), as the contest service serves them under
 * /api/contests/{id}/…: written from the specification's published JSON schemas, with the same
 * required fields and string formats. Extra properties are allowed, as the specification allows.
 */
import { Type } from '@sinclair/typebox';
import type { Static, TSchema } from '@sinclair/typebox';

const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** ABSTIME: an ISO 8601 time with seconds, optional milliseconds and a zone. */
export const IcpcAbsTime = Type.String({ pattern: '^[12][0-9]{3}-[01][0-9]-[0-3][0-9]T[0-2][0-9]:[0-6][0-9]:[0-6][0-9](\\.[0-9]{3})?([+-][0-1][0-9](:[0-5][0-9])?|Z)$' });
/** RELTIME: (-)h:mm:ss(.uuu), hours unbounded. */
export const IcpcRelTime = Type.String({ pattern: '^-?([1-9][0-9]*)?[0-9]:[0-5][0-9]:[0-5][0-9](\\.[0-9]{3})?$' });
/** An identifier: letters, digits, `_`, `.` and `-`, at most 36 characters, not starting with `.` or `-`. */
export const IcpcId = Type.String({ pattern: '^[A-Za-z0-9_]([A-Za-z0-9_.-]{0,34}[A-Za-z0-9_-])?$' });

/** The judgement type ids the specification knows (the service uses a few of them). */
export const ICPC_JUDGEMENT_TYPE_IDS = [
  'AC', 'RE', 'WA', 'TLE', 'RTE', 'CE', 'APE', 'OLE', 'PE', 'EO', 'IO', 'NO', 'WTL', 'ILE', 'TCO', 'TWA', 'TPE', 'TEO', 'TIO', 'TNO', 'MLE', 'SV',
  'IF', 'RCO', 'RWA', 'RPE', 'REO', 'RIO', 'RNO', 'CTL', 'JE', 'SE', 'CS',
] as const;
export const IcpcJudgementTypeId = Type.Union(ICPC_JUDGEMENT_TYPE_IDS.map((id) => Type.Literal(id)));

export const IcpcContestSchema = Type.Object({
  id: IcpcId,
  name: Type.String(),
  formal_name: Type.Optional(Type.String()),
  start_time: Type.Optional(nullable(IcpcAbsTime)),
  countdown_pause_time: Type.Optional(nullable(IcpcRelTime)),
  duration: IcpcRelTime,
  scoreboard_freeze_duration: Type.Optional(nullable(IcpcRelTime)),
  scoreboard_type: Type.Optional(Type.Union([Type.Literal('pass-fail'), Type.Literal('score')])),
  penalty_time: Type.Optional(Type.Integer({ minimum: 0 })),
});
export type IcpcContest = Static<typeof IcpcContestSchema>;

export const IcpcStateSchema = Type.Object({
  started: nullable(IcpcAbsTime),
  ended: nullable(IcpcAbsTime),
  frozen: Type.Optional(nullable(IcpcAbsTime)),
  thawed: Type.Optional(nullable(IcpcAbsTime)),
  finalized: nullable(IcpcAbsTime),
  end_of_updates: nullable(IcpcAbsTime),
});
export type IcpcState = Static<typeof IcpcStateSchema>;

export const IcpcJudgementTypeSchema = Type.Object({ id: IcpcJudgementTypeId, name: Type.String(), penalty: Type.Boolean(), solved: Type.Boolean() });
export type IcpcJudgementType = Static<typeof IcpcJudgementTypeSchema>;

export const IcpcLanguageSchema = Type.Object({
  id: IcpcId,
  name: Type.String(),
  entry_point_required: Type.Boolean(),
  extensions: Type.Array(Type.String()),
});
export type IcpcLanguage = Static<typeof IcpcLanguageSchema>;

export const IcpcProblemSchema = Type.Object({
  id: IcpcId,
  label: Type.String(),
  name: Type.String(),
  ordinal: Type.Integer({ minimum: 0 }),
  rgb: Type.Optional(Type.String({ pattern: '^#[A-Fa-f0-9]{3}([A-Fa-f0-9]{3})?$' })),
  color: Type.Optional(Type.String()),
  time_limit: Type.Optional(Type.Number({ minimum: 0 })),
  test_data_count: Type.Integer({ minimum: 0 }),
});
export type IcpcProblem = Static<typeof IcpcProblemSchema>;

export const IcpcOrganizationSchema = Type.Object({ id: IcpcId, name: Type.String(), formal_name: Type.Optional(nullable(Type.String())) });
export type IcpcOrganization = Static<typeof IcpcOrganizationSchema>;

export const IcpcTeamSchema = Type.Object({
  id: IcpcId,
  name: Type.String(),
  display_name: Type.Optional(nullable(Type.String())),
  organization_id: Type.Optional(nullable(IcpcId)),
  group_ids: Type.Optional(nullable(Type.Array(IcpcId))),
  hidden: Type.Optional(nullable(Type.Boolean())),
});
export type IcpcTeam = Static<typeof IcpcTeamSchema>;

const FileRefSchema = Type.Object({ href: Type.String(), mime: Type.String(), filename: Type.Optional(Type.String()) });

export const IcpcSubmissionSchema = Type.Object({
  id: IcpcId,
  language_id: IcpcId,
  problem_id: IcpcId,
  team_id: IcpcId,
  time: IcpcAbsTime,
  contest_time: IcpcRelTime,
  entry_point: Type.Optional(nullable(Type.String())),
  files: Type.Array(FileRefSchema),
});
export type IcpcSubmission = Static<typeof IcpcSubmissionSchema>;

export const IcpcJudgementSchema = Type.Object({
  id: IcpcId,
  submission_id: IcpcId,
  judgement_type_id: Type.Optional(nullable(IcpcJudgementTypeId)),
  start_time: IcpcAbsTime,
  start_contest_time: IcpcRelTime,
  end_time: nullable(IcpcAbsTime),
  end_contest_time: nullable(IcpcRelTime),
  max_run_time: Type.Optional(nullable(Type.Number({ minimum: 0 }))),
});
export type IcpcJudgement = Static<typeof IcpcJudgementSchema>;

export const IcpcRunSchema = Type.Object({
  id: IcpcId,
  judgement_id: IcpcId,
  ordinal: Type.Integer({ minimum: 0 }),
  judgement_type_id: IcpcJudgementTypeId,
  time: IcpcAbsTime,
  contest_time: IcpcRelTime,
  run_time: Type.Number({ minimum: 0 }),
});
export type IcpcRun = Static<typeof IcpcRunSchema>;

export const IcpcClarificationSchema = Type.Object({
  id: IcpcId,
  from_team_id: Type.Optional(nullable(IcpcId)),
  to_team_id: Type.Optional(nullable(IcpcId)),
  reply_to_id: Type.Optional(nullable(IcpcId)),
  problem_id: Type.Optional(nullable(IcpcId)),
  text: Type.String(),
  time: IcpcAbsTime,
  contest_time: IcpcRelTime,
});
export type IcpcClarification = Static<typeof IcpcClarificationSchema>;

export const IcpcAwardSchema = Type.Object({ id: IcpcId, citation: Type.String(), team_ids: Type.Array(IcpcId) });
export type IcpcAward = Static<typeof IcpcAwardSchema>;

/** A problem cell of a pass-fail scoreboard row: `time` (minutes) only when solved. */
export const IcpcScoreboardProblemSchema = Type.Object({
  problem_id: IcpcId,
  num_judged: Type.Integer({ minimum: 0 }),
  num_pending: Type.Integer({ minimum: 0 }),
  solved: Type.Boolean(),
  time: Type.Optional(Type.Integer({ minimum: 0 })),
});

export const IcpcScoreboardRowSchema = Type.Object({
  rank: Type.Integer({ minimum: 1 }),
  team_id: IcpcId,
  score: Type.Object({ num_solved: Type.Integer({ minimum: 0 }), total_time: Type.Integer({ minimum: 0 }) }),
  problems: Type.Array(IcpcScoreboardProblemSchema),
});
export type IcpcScoreboardRow = Static<typeof IcpcScoreboardRowSchema>;

export const IcpcScoreboardSchema = Type.Object({
  event_id: Type.Optional(IcpcId),
  time: IcpcAbsTime,
  contest_time: IcpcRelTime,
  state: IcpcStateSchema,
  rows: Type.Array(IcpcScoreboardRowSchema),
});
export type IcpcScoreboard = Static<typeof IcpcScoreboardSchema>;

/** The event types of the feed (the singular contest endpoints). */
export const ICPC_EVENT_TYPES = [
  'contest', 'judgement-types', 'languages', 'problems', 'organizations', 'teams', 'state', 'submissions', 'judgements', 'runs', 'clarifications', 'awards',
] as const;
export type IcpcEventType = (typeof ICPC_EVENT_TYPES)[number];

/** One line of the NDJSON event feed: an object created or changed (`data` null: deleted). */
export const IcpcEventSchema = Type.Object({
  type: Type.Union(ICPC_EVENT_TYPES.map((type) => Type.Literal(type))),
  id: nullable(IcpcId),
  data: nullable(Type.Object({})),
  token: Type.Optional(nullable(Type.String())),
});
export type IcpcEvent = Static<typeof IcpcEventSchema>;
