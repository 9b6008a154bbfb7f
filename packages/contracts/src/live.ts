/**
 * The live channel (docs/architecture.md, "The live channel"): wire shapes of the events services
 * push to browsers, and of the one route that carries them, `GET /api/live` (server-sent events).
 *
 * A service publishes an event on the core NATS subject `natsNames(ns).subjects.live(topic)` (no
 * stream: a client that misses a push refetches when it reconnects); every gateway subscribes to the
 * contest topics its connections follow, and to all user topics with one wildcard, and writes each event
 * to the connections that follow its topic. Topics:
 * - `contest.<cid>`: a contest's board changes and announcements, for any signed-in page of it;
 * - `user.<uid>`: one user's own notifications (verdicts of their submissions, unread counts), implied
 *   by the token: a client never names another user's topic.
 * New kinds are added to `LIVE_EVENT_DATA`; a client ignores a kind it does not know.
 */
import { Type } from '@sinclair/typebox';
import type { Static, TSchema } from '@sinclair/typebox';
import { ScoreboardPageSchema, ScoreboardRowSchema } from './contest-board-api.ts';
import { UnreadMessageCountSchema } from './message-api.ts';

const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Cid = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

/** Limits and timings of the live channel, shared by the gateway and the clients. */
export const LIVE_CHANNEL = {
  /** Topics one connection may name (its own user topic, always added, not counted). */
  maxTopicsPerConnection: 8,
  /** Open connections of one user on one gateway process (tabs of a browser, devices). */
  maxConnectionsPerUser: 8,
  /** A comment line this often keeps proxies from closing an idle stream and tells the client it is alive. */
  heartbeatMs: 25_000,
  /** The `retry:` hint: how long a browser's own reconnect logic would wait. */
  retryMs: 3_000,
  /** A busy contest pushes its board at most this often (the latest version only). */
  boardPushIntervalMs: 1_000,
  /** A stream ends after this long (or when its token expires): the client reconnects with its current token. */
  maxStreamMs: 15 * 60_000,
} as const;

/** A topic as the route's query and the events name it. */
export const LIVE_TOPIC_PATTERN = '^(contest\\.[1-9][0-9]{0,9}|user\\.[A-Za-z0-9_-]{1,64})$';
const TOPIC = new RegExp(LIVE_TOPIC_PATTERN);

/** A topic, parsed. */
export type LiveTopic = { kind: 'contest'; cid: number; name: string } | { kind: 'user'; uid: string; name: string };

/** Topic names: `contest.<cid>`, `user.<uid>`. */
export const liveTopic = {
  contest: (cid: number): string => `contest.${cid}`,
  user: (uid: string): string => `user.${uid}`,
} as const;

/** The parsed topic, or null when the text is not one (an unknown kind, a bad id, a NATS wildcard). */
export function parseLiveTopic(text: string): LiveTopic | null {
  if (!TOPIC.test(text)) return null;
  const dot = text.indexOf('.');
  const rest = text.slice(dot + 1);
  if (text.startsWith('contest.')) {
    const cid = Number(rest);
    return cid <= 2_147_483_647 ? { kind: 'contest', cid, name: text } : null;
  }
  return { kind: 'user', uid: rest, name: text };
}

/**
 * `verdict`: a submission of the topic's user changed (judged, rejudged, judged by hand, cancelled).
 * Outside contests it carries the new state; for a contest submission (`cid` ≠ 0) the state fields are
 * null, because the contest decides what its contestants see (hidden results, sealed OI boards): the
 * client asks `check-submissions-status`, which applies those rules.
 */
export const LiveVerdictSchema = Type.Object({
  submitId: Type.Integer(),
  pid: Type.Integer(),
  /** 0 outside contests. */
  cid: Type.Integer(),
  status: nullable(Type.Integer()),
  score: nullable(Type.Integer()),
  /** ms */
  time: nullable(Type.Integer()),
  /** KB */
  memory: nullable(Type.Integer()),
});
export type LiveVerdict = Static<typeof LiveVerdictSchema>;

/** One row of a board patch: the row now at position `at` of page 1 (0 = the first row). */
export const LiveBoardRowChangeSchema = Type.Object({
  at: Type.Integer({ minimum: 0, maximum: 299 }),
  row: ScoreboardRowSchema,
});
export type LiveBoardRowChange = Static<typeof LiveBoardRowChangeSchema>;

/**
 * A `board` push's change of page 1 against the page 1 the previous push of the same contest carried
 * (`baseVersion`), made by `boardPagePatch` and applied by `applyBoardPatch` (live-board-patch.ts):
 * - `rows`: the positions whose row differs from the base's (a row that moved is a change at each
 *   position it left and reached), ascending; none when page 1 did not change (a version bump only);
 * - `size`: how many rows page 1 has now (rows at and past it are gone; a new position is always in `rows`);
 * - `total`, `sealed`: the page's own fields, always; `firstBlood` only when it changed;
 * - `digest`: `scoreboardPageDigest` of the page the patch makes (version included): a client whose result
 *   has another digest shows nothing of it and refetches, so a patch can never make a wrong board.
 * A contest service sends the whole `firstPage` instead when the patch would not be smaller, when it has
 * no base (its first push of that board, a rebuild, new settings) and when the view turned sealed or
 * unsealed since the base.
 */
export const LiveBoardPatchSchema = Type.Object({
  baseVersion: Type.Integer({ minimum: 0 }),
  digest: Type.String({ pattern: '^[0-9a-f]{1,14}$' }),
  total: Type.Integer({ minimum: 0 }),
  sealed: Type.Boolean(),
  size: Type.Integer({ minimum: 0, maximum: 300 }),
  rows: Type.Array(LiveBoardRowChangeSchema, { maxItems: 300 }),
  firstBlood: Type.Optional(Type.Record(Type.String(), Type.String())),
});
export type LiveBoardPatch = Static<typeof LiveBoardPatchSchema>;

/**
 * `board`: a contest's scoreboard changed. `version` rises with each change (a client that already
 * shows that version ignores it). Page 1 of the board with the default filters (`limit` rows, stars
 * kept, no keyword or concerned list, contest-time submissions only) as a user without real-time rank
 * permission sees it goes along for contests any signed-in user may see, in one of two forms:
 * - `firstPage`: the whole page (a client showing that view uses it as it is);
 * - `patch`: its change against the page 1 of version `patch.baseVersion`, the one the contest's previous
 *   push carried (most verdicts of a large contest leave page 1 as it was, or move a few rows). A client
 *   showing that view at a version from `baseVersion` up to below `version` applies it and checks the
 *   digest; one showing an older version missed a push and refetches, as does a client that does not
 *   know patches (it sees a push without `firstPage`, which has always meant "refetch").
 * Neither for private, hidden and scheduled contests (their pages refetch), nor for other views.
 */
export const LiveBoardSchema = Type.Object({
  cid: Cid,
  version: Type.Integer({ minimum: 0 }),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 300 })),
  firstPage: Type.Optional(ScoreboardPageSchema),
  patch: Type.Optional(LiveBoardPatchSchema),
});
export type LiveBoard = Static<typeof LiveBoardSchema>;

/**
 * `announcement`: a contest announcement was published. Any signed-in user may follow a contest topic, so for a
 * private, hidden or scheduled contest the title is '' (the page asks the access-checked unread call for it).
 */
export const LiveAnnouncementSchema = Type.Object({
  cid: Cid,
  id: Type.Integer(),
  title: Type.String(),
  gmtCreate: Type.String(),
});
export type LiveAnnouncement = Static<typeof LiveAnnouncementSchema>;

/** `unread`: the user's unread message counts changed (the answer of msg/unread). */
export const LiveUnreadSchema = UnreadMessageCountSchema;
export type LiveUnread = Static<typeof LiveUnreadSchema>;

/** The data schema of each kind. */
export const LIVE_EVENT_DATA = {
  verdict: LiveVerdictSchema,
  board: LiveBoardSchema,
  announcement: LiveAnnouncementSchema,
  unread: LiveUnreadSchema,
} as const;

/** The kinds of live events. */
export type LiveEventKind = keyof typeof LIVE_EVENT_DATA;
export const LIVE_EVENT_KINDS = Object.keys(LIVE_EVENT_DATA) as LiveEventKind[];

const TopicName = Type.String({ pattern: LIVE_TOPIC_PATTERN, maxLength: 80 });
const envelopeOf = <K extends LiveEventKind>(kind: K) => Type.Object({ topic: TopicName, kind: Type.Literal(kind), data: LIVE_EVENT_DATA[kind] });

/** One live event: the topic it was published on, its kind and its data. */
export const LiveEventSchema = Type.Union([envelopeOf('verdict'), envelopeOf('board'), envelopeOf('announcement'), envelopeOf('unread')]);
export type LiveEvent = Static<typeof LiveEventSchema>;

/** An event of one kind. */
export type LiveEventOf<K extends LiveEventKind> = Extract<LiveEvent, { kind: K }>;
/** What a publisher hands over: the event without its topic. */
export type LiveEventBody = { [K in LiveEventKind]: Omit<LiveEventOf<K>, 'topic'> }[LiveEventKind];

/**
 * `GET /api/live` query: `topics`, comma-separated contest topics (`contest.12,contest.13`); the
 * caller's own user topic is always added. Signed-in callers only.
 */
export const LiveQuerySchema = Type.Object({
  topics: Type.Optional(Type.String({ maxLength: 400 })),
});
export type LiveQueryDto = Static<typeof LiveQuerySchema>;

/**
 * The stream's control events, besides the live events (SSE `event: live`, data a `LiveEvent`):
 * `ready` once its subscriptions are in place (data: the topics followed), `resync` after the server
 * dropped events for a slow reader (refetch what the page shows), `end` just before the server ends
 * the stream (`reason`: `expired` (lifetime or token) or `shutdown`). Comments (`: ping`) are heartbeats.
 */
export const LIVE_SSE_EVENTS = { live: 'live', ready: 'ready', resync: 'resync', end: 'end' } as const;

/** `ready` data. */
export const LiveReadySchema = Type.Object({ topics: Type.Array(Type.String()) });
export type LiveReady = Static<typeof LiveReadySchema>;

/** Why a stream ended. */
export type LiveEndReason = 'expired' | 'shutdown';
