/**
 * Wire shapes of the super admin's limits and switches (spec 03 §2.19 system config: judge,
 * discussion, group; the switch page) and of the read-only service, judge-service and data-source
 * information (spec 03 §7 "config: service info, judge service info, db and redis config").
 */
import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { CODE_MAX_LENGTH } from './submission.ts';

const count = (maximum: number, description: string) => Type.Integer({ minimum: 0, maximum, description });

/** get-judge-config answer and set-judge-config body: what judge-dispatch checks at each submission. */
export const JudgeConfigSchema = Type.Object(
  {
    submissionIntervalSec: count(3600, 'Seconds between two non-contest submissions of one user; 0 = no limit'),
    testJudgeIntervalSec: count(3600, 'Seconds between two online self-tests of one user; 0 = no limit'),
    codeMaxLength: Type.Integer({ minimum: 100, maximum: CODE_MAX_LENGTH, description: 'Longest code accepted, in characters' }),
  },
  { additionalProperties: false },
);
export type JudgeConfigDto = Static<typeof JudgeConfigSchema>;

/** Discussion thresholds for ordinary users (spec 03 §6); admin roles are exempt. */
export const DiscussionConfigSchema = Type.Object(
  {
    discussionMinAccepted: count(100_000, 'Accepted problems needed to post a discussion'),
    discussionDailyLimit: count(1000, 'Discussions one user may post per day; 0 = no limit'),
    commentMinAccepted: count(100_000, 'Accepted problems needed to comment or reply'),
  },
  { additionalProperties: false },
);
export type DiscussionConfigDto = Static<typeof DiscussionConfigSchema>;

/** Group-creation thresholds for ordinary users (spec 03 §6); admin roles are exempt. */
export const GroupConfigSchema = Type.Object(
  {
    groupMinAccepted: count(100_000, 'Accepted problems needed to create a group'),
    groupDailyLimit: count(1000, 'Groups one user may create per day; 0 = no limit'),
    groupTotalLimit: count(10_000, 'Groups one user may own in all; 0 = no limit'),
  },
  { additionalProperties: false },
);
export type GroupConfigDto = Static<typeof GroupConfigSchema>;

/** The site switches (spec 03 §2.19 switch page); each is also in the public website config. */
export const SwitchInfoSchema = Type.Object({
  register: Type.Boolean({ description: 'Visitors may register' }),
  openPublicDiscussion: Type.Boolean({ description: 'The public discussion area is open' }),
  openGroupDiscussion: Type.Boolean({ description: 'Group discussion areas are open' }),
  openContestComment: Type.Boolean({ description: 'Contest comment areas are open' }),
  openAiChat: Type.Boolean({ description: 'The AI helpers are offered' }),
  guestBrowseProblems: Type.Boolean({ description: 'Visitors who are not signed in may browse and read problems' }),
  outsideImages: Type.Boolean({ description: 'Markdown may show images from other sites (off: the site’s own files only)' }),
});
export type SwitchInfoDto = Static<typeof SwitchInfoSchema>;

/** The switch names, in the order of the switch page. */
export const SWITCH_NAMES = Object.keys(SwitchInfoSchema.properties) as (keyof SwitchInfoDto)[];

/** switch/update body: the switches to change, at least one. */
export const SwitchUpdateBodySchema = Type.Partial(SwitchInfoSchema, { additionalProperties: false, minProperties: 1 });
export type SwitchUpdateBodyDto = Static<typeof SwitchUpdateBodySchema>;

/** How one service answers: in this process, up, up but a dependency down, or unreachable. */
export const ServiceStateSchema = Type.Union([Type.Literal('in-process'), Type.Literal('up'), Type.Literal('degraded'), Type.Literal('down')]);

/** get-service-info answer: the gateway process and, in split mode, each service it forwards to. */
export const ServiceInfoSchema = Type.Object({
  version: Type.String(),
  nodeVersion: Type.String(),
  platform: Type.String({ description: 'Operating system and CPU architecture' }),
  mode: Type.Union([Type.Literal('all-in-one'), Type.Literal('split')]),
  startedAt: Type.String({ description: 'ISO time the gateway process started' }),
  uptimeSec: Type.Integer(),
  memory: Type.Object({
    rssBytes: Type.Integer(),
    heapUsedBytes: Type.Integer(),
    heapTotalBytes: Type.Integer(),
    systemTotalBytes: Type.Integer(),
    systemFreeBytes: Type.Integer(),
  }),
  cpu: Type.Object({ cores: Type.Integer(), loadAverage: Type.Array(Type.Number(), { description: '1, 5 and 15 minute load averages' }) }),
  dependencies: Type.Object({ database: Type.Boolean(), nats: Type.Boolean() }),
  services: Type.Array(
    Type.Object({
      name: Type.String(),
      /** null in all-in-one mode. */
      url: Type.Union([Type.String(), Type.Null()]),
      state: ServiceStateSchema,
      latencyMs: Type.Union([Type.Integer(), Type.Null()]),
    }),
  ),
});
export type ServiceInfoDto = Static<typeof ServiceInfoSchema>;

/** One judge node as its last heartbeat describes it. */
export const JudgeNodeRowSchema = Type.Object({
  nodeId: Type.String(),
  hostname: Type.String(),
  cores: Type.Integer(),
  concurrency: Type.Integer({ description: 'Jobs judged at once' }),
  running: Type.Integer({ description: 'Jobs being judged now' }),
  judged: Type.Integer({ description: 'Results published since the node started' }),
  startedAt: Type.String(),
  version: Type.String(),
  lastSeen: Type.String(),
});

/** get-judge-service-info answer: live nodes, the languages they judge and the waiting jobs. */
export const JudgeServiceInfoSchema = Type.Object({
  nodes: Type.Array(JudgeNodeRowSchema),
  languages: Type.Array(Type.Object({ name: Type.String(), description: Type.String() })),
  /** null when NATS cannot be asked. */
  queue: Type.Union([Type.Object({ waitingSubmissions: Type.Integer(), waitingTests: Type.Integer(), inProgress: Type.Integer() }), Type.Null()]),
  /** false when the heartbeat bucket could not be read (NATS down). */
  reachable: Type.Boolean(),
});
export type JudgeServiceInfoDto = Static<typeof JudgeServiceInfoSchema>;

/** get-db-and-redis-config answer: where the data lives, never a password. There is no Redis. */
export const DataSourceInfoSchema = Type.Object({
  database: Type.Object({ type: Type.Literal('mariadb'), host: Type.String(), port: Type.Integer(), name: Type.String(), user: Type.String() }),
  nats: Type.Object({ servers: Type.Array(Type.String(), { description: 'Without any user or password' }), namespace: Type.String() }),
  redis: Type.Null({ description: 'Always null: the platform keeps short-lived state in NATS KV instead' }),
});
export type DataSourceInfoDto = Static<typeof DataSourceInfoSchema>;

/** The values of each limits tab of the system config page, by tab (get-/set-<tab>-config). */
export interface LimitsConfigByTab {
  judge: JudgeConfigDto;
  discussion: DiscussionConfigDto;
  group: GroupConfigDto;
}
