/**
 * The domain-event stream (`natsNames(ns).streams.events`, subjects `<ns>.event.>`): how long it
 * keeps events and how it de-duplicates them, and the payload schema of each event. Services
 * create it with service-kit's `ensureEventsStream`, publish through the outbox (service-kit's
 * `addToOutbox` and `OutboxRelay`), and read it with service-kit's `StreamConsumer`.
 */
import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { SubmissionJudgedEventSchema } from './submission.ts';

/** Settings of the domain-event stream; every duration carries its unit in its name. */
export const EVENTS_STREAM = {
  /** Events are kept this long, so a consumer that was down for a while still catches up. */
  maxAgeMs: 7 * 24 * 60 * 60_000,
  /** A re-published event (same msgID) within this window is dropped. */
  duplicateWindowMs: 2 * 60_000,
} as const;

/** Settings of the dead-letter stream (`natsNames(ns).streams.deadLetters`). */
export const DEAD_LETTER_STREAM = {
  /** Dead letters wait this long for an operator (the reconciling sweeps repair what they missed meanwhile). */
  maxAgeMs: 30 * 24 * 60 * 60_000,
  /** A dead letter sent again (same msgID: consumer and stream sequence) within this window is dropped. */
  duplicateWindowMs: 2 * 60_000,
} as const;

/** Headers a dead letter carries besides its original payload. */
export const DEAD_LETTER_HEADERS = {
  consumer: 'Oj-Dead-Consumer',
  stream: 'Oj-Dead-Stream',
  subject: 'Oj-Dead-Subject',
  sequence: 'Oj-Dead-Sequence',
  error: 'Oj-Dead-Error',
} as const;

/**
 * Payload of the `contest changed` event (subject names.subjects.contestChanged): a contest's
 * settings, problems, registrations or announcements changed, or it was deleted. Written by the contest service
 * in the transaction of the change, so no committed change goes unannounced.
 */
export const ContestChangedEventSchema = Type.Object({ cid: Type.Integer({ minimum: 1 }) });
export type ContestChangedEvent = Static<typeof ContestChangedEventSchema>;

/** Most users one `unread changed` event names (a notice to every user is announced in chunks). */
export const UNREAD_EVENT_MAX_USERS = 500;

/**
 * Payload of the `unread changed` event (subject names.subjects.unreadChanged): these users' unread
 * message counts changed. Written by the community service in the transaction of the change; the
 * gateways count each named user that has an open live stream and push `unread` to it.
 */
export const UnreadChangedEventSchema = Type.Object({
  uids: Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { minItems: 1, maxItems: UNREAD_EVENT_MAX_USERS }),
});
export type UnreadChangedEvent = Static<typeof UnreadChangedEventSchema>;

/**
 * Payload of the `comment changed` event (subject names.subjects.commentChanged): a comment, reply or
 * like of this discussion or contest's Q&A was written or deleted. Written by the community service
 * in the transaction of the change; every community instance drops its kept comments of the source.
 */
export const CommentChangedEventSchema = Type.Object({
  sourceType: Type.Union([Type.Literal('Discussion'), Type.Literal('Contest')]),
  sourceId: Type.Integer({ minimum: 1 }),
});
export type CommentChangedEvent = Static<typeof CommentChangedEventSchema>;

/** Most discussions one `discussion changed` event names (a disbanded group's are announced in chunks). */
export const DISCUSSION_EVENT_MAX_IDS = 500;

/**
 * Payload of the `discussion changed` event (subject names.subjects.discussionChanged): these
 * discussions' titles, status or existence changed (an edit, a disable, a delete, a group's
 * disbanding). Written by the community service in the transaction of the change; every community
 * instance forgets what it kept of them for the comment pages' access checks.
 */
export const DiscussionChangedEventSchema = Type.Object({
  dids: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: DISCUSSION_EVENT_MAX_IDS }),
});
export type DiscussionChangedEvent = Static<typeof DiscussionChangedEventSchema>;

/**
 * Payload of the `site config changed` event (subject names.subjects.siteConfigChanged): these keys
 * of the website config (the site switches among them) were saved. Written by the gateway in the
 * transaction of the save; the services that keep the config read it again.
 */
export const SiteConfigChangedEventSchema = Type.Object({
  keys: Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { minItems: 1, maxItems: 200 }),
});
export type SiteConfigChangedEvent = Static<typeof SiteConfigChangedEventSchema>;

/** The payload schema of each event, by its key in `natsNames(ns).subjects`. */
export const DOMAIN_EVENT_SCHEMAS = {
  /** Published by judge-dispatch after each committed status change of a submission. */
  submissionJudged: SubmissionJudgedEventSchema,
  /** Published by the contest service after each committed change of a contest. */
  contestChanged: ContestChangedEventSchema,
  /** Published by the community service after each committed change of someone's unread messages. */
  unreadChanged: UnreadChangedEventSchema,
  /** Published by the community service after each committed change of a source's comments. */
  commentChanged: CommentChangedEventSchema,
  /** Published by the community service after each committed change of a discussion's title, status or existence. */
  discussionChanged: DiscussionChangedEventSchema,
  /** Published by the gateway after each committed save of the website config. */
  siteConfigChanged: SiteConfigChangedEventSchema,
} as const;
