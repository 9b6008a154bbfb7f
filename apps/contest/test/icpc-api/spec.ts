// The ICPC Contest API, version 2023-06, as its clients read it: JSON schemas written here from the
// specification's text (https://ccs-specs.icpc.io/2023-06/contest_api, the tables "Properties of …
// objects" and "JSON property types"), independently of the service's own contract, so a test that
// checks the service's answers against them checks the contract too. Each object refuses unknown
// properties. Required: what the text types without "?" (must be present and not null), less the
// properties whose "Required iff" condition does not hold for a pass-fail contest, and less the
// non-nullable properties a provider may leave out by not listing them in its access document
// (`notOffered`: the tests check the service does not list them).
import { Type } from '@sinclair/typebox';
import type { TObject, TSchema } from '@sinclair/typebox';

interface Property {
  schema: TSchema;
  required: boolean;
  /** A non-nullable property this provider does not offer (so never in its access document). */
  notOffered?: true;
}

/** Typed without "?": present and not null. */
const must = (schema: TSchema): Property => ({ schema, required: true });
/** Typed "T ?": absent, null, or a T. */
const nullable = (schema: TSchema): Property => ({ schema: Type.Union([schema, Type.Null()]), required: false });
/** Typed without "?" but required only under a condition that does not hold here. */
const conditional = (schema: TSchema): Property => ({ schema, required: false });
/** Typed without "?", and not offered by this provider. */
const notOffered = (schema: TSchema): Property => ({ schema, required: false, notOffered: true });

type SpecObject = Readonly<Record<string, Property>>;

/** The JSON schema of a specification object: its properties only, required ones required. */
export function schemaOf(spec: SpecObject): TObject {
  const properties: Record<string, TSchema> = {};
  for (const [name, property] of Object.entries(spec)) properties[name] = property.required ? property.schema : Type.Optional(property.schema);
  return Type.Object(properties, { additionalProperties: false });
}

// JSON property types.
/** TIME: yyyy-mm-ddThh:mm:ss(.uuu)?[+-]zz(:mm)? or the zone Z. */
const TIME = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{3})?([+-]\\d{2}(:\\d{2})?|Z)$' });
/** RELTIME: (-)?(h)*h:mm:ss(.uuu)? */
const RELTIME = Type.String({ pattern: '^-?\\d+:\\d{2}:\\d{2}(\\.\\d{3})?$' });
/** ID: [a-zA-Z0-9_.-], at most 36 characters, not starting with - or . nor ending with . */
const ID = Type.String({ maxLength: 36, pattern: '^[a-zA-Z0-9_]([a-zA-Z0-9_.-]*[a-zA-Z0-9_-])?$' });
const INTEGER = Type.Integer();
const LOCATION = schemaOf({ latitude: must(Type.Number({ minimum: -90, maximum: 90 })), longitude: must(Type.Number({ minimum: -180, maximum: 180 })) });
const FILE = schemaOf({
  href: must(Type.String()),
  filename: must(Type.String()),
  hash: nullable(Type.String()),
  mime: must(Type.String()),
  width: nullable(INTEGER),
  height: nullable(INTEGER),
});
const FILES = Type.Array(FILE);

export const API_INFO: SpecObject = {
  version: must(Type.String({ pattern: '^(\\d{4}-\\d{2}(-draft)?|draft)$' })),
  version_url: must(Type.String()),
  provider: nullable(schemaOf({ name: must(Type.String()), version: nullable(Type.String()), logo: nullable(FILES) })),
};

export const ACCESS: SpecObject = {
  capabilities: must(Type.Array(Type.String())),
  endpoints: must(Type.Array(schemaOf({ type: must(Type.String()), properties: must(Type.Array(Type.String(), { minItems: 1 })) }))),
};

/** The endpoint types of the notification format's table (the types an access document and the event feed name). */
export const NOTIFICATION_TYPES = [
  'contest',
  'judgement-types',
  'languages',
  'problems',
  'groups',
  'organizations',
  'teams',
  'persons',
  'accounts',
  'state',
  'submissions',
  'judgements',
  'runs',
  'clarifications',
  'awards',
  'commentary',
] as const;

export const CONTEST: SpecObject = {
  id: must(ID),
  name: must(Type.String()),
  formal_name: nullable(Type.String()),
  start_time: nullable(TIME),
  countdown_pause_time: nullable(RELTIME),
  duration: must(RELTIME),
  scoreboard_freeze_duration: nullable(RELTIME),
  scoreboard_thaw_time: nullable(TIME),
  scoreboard_type: must(Type.Union([Type.Literal('pass-fail'), Type.Literal('score')])),
  // "Only relevant if scoreboard_type is pass-fail": these contests are.
  penalty_time: must(INTEGER),
  banner: nullable(FILES),
  logo: nullable(FILES),
  location: nullable(LOCATION),
};

export const JUDGEMENT_TYPE: SpecObject = {
  id: must(ID),
  name: must(Type.String()),
  // "Required iff contest:penalty_time is present": it is.
  penalty: must(Type.Boolean()),
  solved: must(Type.Boolean()),
};

const COMMAND = schemaOf({
  command: must(Type.String()),
  args: nullable(Type.String()),
  version: nullable(Type.String()),
  version_command: nullable(Type.String()),
});

export const LANGUAGE: SpecObject = {
  id: must(ID),
  name: must(Type.String()),
  entry_point_required: must(Type.Boolean()),
  // "Required iff entry_point_required is true": checked by the tests, object by object.
  entry_point_name: nullable(Type.String()),
  extensions: must(Type.Array(Type.String())),
  compiler: notOffered(COMMAND),
  runner: notOffered(COMMAND),
};

export const PROBLEM: SpecObject = {
  id: must(ID),
  uuid: nullable(Type.String()),
  label: must(Type.String()),
  name: must(Type.String()),
  ordinal: must(INTEGER),
  rgb: nullable(Type.String({ pattern: '^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$' })),
  color: nullable(Type.String()),
  time_limit: notOffered(Type.Number({ minimum: 0 })),
  test_data_count: notOffered(INTEGER),
  // "Required iff contest:scoreboard_type is score".
  max_score: conditional(Type.Number()),
  package: nullable(FILES),
  statement: nullable(FILES),
};

export const GROUP: SpecObject = {
  id: must(ID),
  icpc_id: nullable(Type.String()),
  name: must(Type.String()),
  type: nullable(Type.String()),
  location: nullable(LOCATION),
};

export const ORGANIZATION: SpecObject = {
  id: must(ID),
  icpc_id: nullable(Type.String()),
  name: must(Type.String()),
  formal_name: nullable(Type.String()),
  country: nullable(Type.String({ pattern: '^[A-Z]{3}$' })),
  country_flag: nullable(FILES),
  url: nullable(Type.String()),
  twitter_hashtag: nullable(Type.String()),
  twitter_account: nullable(Type.String()),
  location: nullable(LOCATION),
  logo: nullable(FILES),
};

export const TEAM: SpecObject = {
  id: must(ID),
  icpc_id: nullable(Type.String()),
  name: must(Type.String()),
  label: must(Type.String()),
  display_name: nullable(Type.String()),
  organization_id: nullable(ID),
  // "Required iff groups endpoint is available": it is.
  group_ids: must(Type.Array(ID)),
  hidden: nullable(Type.Boolean()),
  location: nullable(schemaOf({ x: must(Type.Number()), y: must(Type.Number()), rotation: must(Type.Number()) })),
  photo: nullable(FILES),
  video: nullable(FILES),
  backup: nullable(FILES),
  key_log: nullable(FILES),
  tool_data: nullable(FILES),
  desktop: nullable(FILES),
  webcam: nullable(FILES),
  audio: nullable(FILES),
};

export const STATE: SpecObject = {
  started: nullable(TIME),
  frozen: nullable(TIME),
  ended: nullable(TIME),
  thawed: nullable(TIME),
  finalized: nullable(TIME),
  end_of_updates: nullable(TIME),
};

export const SUBMISSION: SpecObject = {
  id: must(ID),
  language_id: must(ID),
  problem_id: must(ID),
  team_id: must(ID),
  time: must(TIME),
  contest_time: must(RELTIME),
  entry_point: nullable(Type.String()),
  // The submitted code is not published by this provider.
  files: notOffered(FILES),
  reaction: nullable(FILES),
};

export const JUDGEMENT: SpecObject = {
  id: must(ID),
  submission_id: must(ID),
  // "Required iff judgement has completed"; end times "required iff judgement_type_id is present": checked by the tests.
  judgement_type_id: nullable(ID),
  // "Required iff contest:scoreboard_type is score".
  score: conditional(Type.Number()),
  start_time: must(TIME),
  start_contest_time: must(RELTIME),
  end_time: nullable(TIME),
  end_contest_time: nullable(RELTIME),
  max_run_time: nullable(Type.Number({ minimum: 0 })),
};

export const CLARIFICATION: SpecObject = {
  id: must(ID),
  from_team_id: nullable(ID),
  to_team_id: nullable(ID),
  reply_to_id: nullable(ID),
  problem_id: nullable(ID),
  text: must(Type.String()),
  time: must(TIME),
  contest_time: must(RELTIME),
};

export const AWARD: SpecObject = {
  id: must(ID),
  citation: must(Type.String()),
  team_ids: nullable(Type.Array(ID)),
};

const SCORE = schemaOf({
  // Both "required iff contest:scoreboard_type is pass-fail": it is.
  num_solved: must(INTEGER),
  total_time: must(INTEGER),
  score: conditional(Type.Number()),
  time: nullable(INTEGER),
});

const PROBLEM_DATA = schemaOf({
  problem_id: must(ID),
  num_judged: must(INTEGER),
  num_pending: must(INTEGER),
  solved: must(Type.Boolean()),
  score: conditional(Type.Number()),
  // "Required iff solved=true": checked by the tests.
  time: conditional(INTEGER),
});

export const SCOREBOARD: SpecObject = {
  time: must(TIME),
  contest_time: must(RELTIME),
  state: must(schemaOf(STATE)),
  rows: must(Type.Array(schemaOf({ rank: must(INTEGER), team_id: must(ID), score: must(SCORE), problems: nullable(Type.Array(PROBLEM_DATA)) }))),
};

export const EVENT: SpecObject = {
  type: must(Type.String()),
  id: nullable(ID),
  data: nullable(Type.Union([Type.Array(Type.Unknown()), Type.Object({})])),
  token: nullable(Type.String()),
};

/** The specification's object of each endpoint type this provider may list in an access document. */
export const OBJECTS_BY_TYPE: Readonly<Record<string, SpecObject>> = {
  contest: CONTEST,
  'judgement-types': JUDGEMENT_TYPE,
  languages: LANGUAGE,
  problems: PROBLEM,
  groups: GROUP,
  organizations: ORGANIZATION,
  teams: TEAM,
  state: STATE,
  submissions: SUBMISSION,
  judgements: JUDGEMENT,
  clarifications: CLARIFICATION,
  awards: AWARD,
};

/** The required properties of a specification object. */
export function requiredOf(spec: SpecObject): string[] {
  return Object.entries(spec)
    .filter(([, property]) => property.required)
    .map(([name]) => name);
}

/** The non-nullable properties of a specification object this provider does not offer. */
export function notOfferedOf(spec: SpecObject): string[] {
  return Object.entries(spec)
    .filter(([, property]) => property.notOffered === true)
    .map(([name]) => name);
}
