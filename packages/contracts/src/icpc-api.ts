/**
 * Shapes of the ICPC CCS Contest API (version 2023-06) as the contest service serves it under /api:
 * the API information at `/api/`, the contest list and, under /api/contests/{id}/…, the access
 * document and each endpoint's objects. Written from the specification's text, and exactly what
 * the service sends: no other property (`additionalProperties: false`), so the access document can
 * list each endpoint's properties from these schemas.
 */
import { Type } from '@sinclair/typebox';
import type { Static, TObject, TProperties, TSchema } from '@sinclair/typebox';

const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const strict = <T extends TProperties>(properties: T) => Type.Object(properties, { additionalProperties: false });

/** The version of the specification served. */
export const ICPC_API_VERSION = '2023-06';
/** Where that version of the specification is published. */
export const ICPC_API_VERSION_URL = 'https://ccs-specs.icpc.io/2023-06/contest_api';

/** TIME: an ISO 8601 time with seconds, optional milliseconds and a zone (the service writes UTC with milliseconds). */
export const IcpcAbsTime = Type.String({
  pattern: '^[12][0-9]{3}-[01][0-9]-[0-3][0-9]T[0-2][0-9]:[0-5][0-9]:[0-6][0-9](\\.[0-9]{3})?([+-][0-2][0-9](:[0-5][0-9])?|Z)$',
});
/** RELTIME: (-)h:mm:ss(.uuu), hours unbounded. */
export const IcpcRelTime = Type.String({ pattern: '^-?[0-9]+:[0-5][0-9]:[0-5][0-9](\\.[0-9]{3})?$' });
/** ID: letters, digits, `_`, `.` and `-`, at most 36 characters, not starting with `.` or `-`, not ending with `.`. */
export const IcpcId = Type.String({ pattern: '^[A-Za-z0-9_]([A-Za-z0-9_.-]{0,34}[A-Za-z0-9_-])?$' });

/** The judgement type ids the specification knows (the service uses a few of them). */
export const ICPC_JUDGEMENT_TYPE_IDS = [
  'AC',
  'RE',
  'WA',
  'TLE',
  'RTE',
  'CE',
  'APE',
  'OLE',
  'PE',
  'EO',
  'IO',
  'NO',
  'WTL',
  'ILE',
  'TCO',
  'TWA',
  'TPE',
  'TEO',
  'TIO',
  'TNO',
  'MLE',
  'SV',
  'IF',
  'RCO',
  'RWA',
  'RPE',
  'REO',
  'RIO',
  'RNO',
  'CTL',
  'JE',
  'SE',
  'CS',
] as const;
export const IcpcJudgementTypeId = Type.Union(ICPC_JUDGEMENT_TYPE_IDS.map((id) => Type.Literal(id)));

/** `GET /api/`: the API information (version, and who provides it). */
export const IcpcApiInfoSchema = strict({
  version: Type.Literal(ICPC_API_VERSION),
  version_url: Type.String(),
  provider: strict({ name: Type.String() }),
});
export type IcpcApiInfo = Static<typeof IcpcApiInfoSchema>;

/** `GET /api/contests/{id}/access`: what this client may read (no capability: the API is read-only). */
export const IcpcAccessSchema = strict({
  capabilities: Type.Array(Type.String(), { maxItems: 0 }),
  endpoints: Type.Array(strict({ type: Type.String(), properties: Type.Array(Type.String(), { minItems: 1 }) })),
});
export type IcpcAccess = Static<typeof IcpcAccessSchema>;

export const IcpcContestSchema = strict({
  id: IcpcId,
  name: Type.String(),
  formal_name: Type.String(),
  start_time: IcpcAbsTime,
  duration: IcpcRelTime,
  /** Null when the board is never sealed. */
  scoreboard_freeze_duration: nullable(IcpcRelTime),
  scoreboard_type: Type.Literal('pass-fail'),
  penalty_time: Type.Integer({ minimum: 0 }),
});
export type IcpcContest = Static<typeof IcpcContestSchema>;

export const IcpcStateSchema = strict({
  started: nullable(IcpcAbsTime),
  ended: nullable(IcpcAbsTime),
  frozen: nullable(IcpcAbsTime),
  thawed: nullable(IcpcAbsTime),
  finalized: nullable(IcpcAbsTime),
  end_of_updates: nullable(IcpcAbsTime),
});
export type IcpcState = Static<typeof IcpcStateSchema>;

export const IcpcJudgementTypeSchema = strict({ id: IcpcJudgementTypeId, name: Type.String(), penalty: Type.Boolean(), solved: Type.Boolean() });
export type IcpcJudgementType = Static<typeof IcpcJudgementTypeSchema>;

export const IcpcLanguageSchema = strict({
  id: IcpcId,
  name: Type.String(),
  entry_point_required: Type.Boolean(),
  /** What the entry point names ("Main class", "Main file"); set exactly when one is required. */
  entry_point_name: nullable(Type.String()),
  extensions: Type.Array(Type.String()),
});
export type IcpcLanguage = Static<typeof IcpcLanguageSchema>;

export const IcpcProblemSchema = strict({
  id: IcpcId,
  label: Type.String(),
  name: Type.String(),
  ordinal: Type.Integer({ minimum: 0 }),
  rgb: Type.Optional(Type.String({ pattern: '^#[A-Fa-f0-9]{3}([A-Fa-f0-9]{3})?$' })),
});
export type IcpcProblem = Static<typeof IcpcProblemSchema>;

export const IcpcGroupSchema = strict({ id: IcpcId, name: Type.String() });
export type IcpcGroup = Static<typeof IcpcGroupSchema>;

export const IcpcOrganizationSchema = strict({ id: IcpcId, name: Type.String(), formal_name: Type.String() });
export type IcpcOrganization = Static<typeof IcpcOrganizationSchema>;

export const IcpcTeamSchema = strict({
  id: IcpcId,
  name: Type.String(),
  label: Type.String(),
  display_name: Type.String(),
  /** Only in the answers of clients who may read organizations (the contest's admins). */
  organization_id: Type.Optional(nullable(IcpcId)),
  group_ids: Type.Array(IcpcId),
  hidden: Type.Boolean(),
});
export type IcpcTeam = Static<typeof IcpcTeamSchema>;

export const IcpcSubmissionSchema = strict({
  id: IcpcId,
  language_id: IcpcId,
  problem_id: IcpcId,
  team_id: IcpcId,
  time: IcpcAbsTime,
  contest_time: IcpcRelTime,
  entry_point: nullable(Type.String()),
});
export type IcpcSubmission = Static<typeof IcpcSubmissionSchema>;

export const IcpcJudgementSchema = strict({
  id: IcpcId,
  submission_id: IcpcId,
  judgement_type_id: nullable(IcpcJudgementTypeId),
  start_time: IcpcAbsTime,
  start_contest_time: IcpcRelTime,
  end_time: nullable(IcpcAbsTime),
  end_contest_time: nullable(IcpcRelTime),
});
export type IcpcJudgement = Static<typeof IcpcJudgementSchema>;

export const IcpcClarificationSchema = strict({
  id: IcpcId,
  from_team_id: nullable(IcpcId),
  to_team_id: nullable(IcpcId),
  reply_to_id: nullable(IcpcId),
  problem_id: nullable(IcpcId),
  text: Type.String(),
  time: IcpcAbsTime,
  contest_time: IcpcRelTime,
});
export type IcpcClarification = Static<typeof IcpcClarificationSchema>;

export const IcpcAwardSchema = strict({ id: IcpcId, citation: Type.String(), team_ids: Type.Array(IcpcId) });
export type IcpcAward = Static<typeof IcpcAwardSchema>;

/** A problem cell of a pass-fail scoreboard row: `time` (minutes) only when solved. */
export const IcpcScoreboardProblemSchema = strict({
  problem_id: IcpcId,
  num_judged: Type.Integer({ minimum: 0 }),
  num_pending: Type.Integer({ minimum: 0 }),
  solved: Type.Boolean(),
  time: Type.Optional(Type.Integer({ minimum: 0 })),
});

export const IcpcScoreboardRowSchema = strict({
  rank: Type.Integer({ minimum: 1 }),
  team_id: IcpcId,
  score: strict({ num_solved: Type.Integer({ minimum: 0 }), total_time: Type.Integer({ minimum: 0 }) }),
  problems: Type.Array(IcpcScoreboardProblemSchema),
});
export type IcpcScoreboardRow = Static<typeof IcpcScoreboardRowSchema>;

export const IcpcScoreboardSchema = strict({
  time: IcpcAbsTime,
  contest_time: IcpcRelTime,
  state: IcpcStateSchema,
  rows: Type.Array(IcpcScoreboardRowSchema),
});
export type IcpcScoreboard = Static<typeof IcpcScoreboardSchema>;

/**
 * The endpoint types the service serves (the spec's notification types) and each one's object. The
 * access document lists, per type the client may read, the properties of its schema.
 */
export const ICPC_ENDPOINT_SCHEMAS = {
  contest: IcpcContestSchema,
  'judgement-types': IcpcJudgementTypeSchema,
  languages: IcpcLanguageSchema,
  problems: IcpcProblemSchema,
  groups: IcpcGroupSchema,
  organizations: IcpcOrganizationSchema,
  teams: IcpcTeamSchema,
  state: IcpcStateSchema,
  submissions: IcpcSubmissionSchema,
  judgements: IcpcJudgementSchema,
  clarifications: IcpcClarificationSchema,
  awards: IcpcAwardSchema,
} as const satisfies Record<string, TObject>;
export type IcpcEndpointType = keyof typeof ICPC_ENDPOINT_SCHEMAS;
/** Every endpoint type, in the order the access document and the event feed use. */
export const ICPC_ENDPOINT_TYPES = Object.keys(ICPC_ENDPOINT_SCHEMAS) as IcpcEndpointType[];

/**
 * One line of the NDJSON event feed: an object created or changed (`id` null for the contest and
 * the state, singletons); `token` resumes the feed after this line (`since_token`).
 */
export const IcpcEventSchema = strict({
  type: Type.Union(ICPC_ENDPOINT_TYPES.map((type) => Type.Literal(type))),
  id: nullable(IcpcId),
  data: Type.Object({}),
  token: Type.String(),
});
export type IcpcEvent = Static<typeof IcpcEventSchema>;
