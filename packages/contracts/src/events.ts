/**
 * The domain-event stream (`natsNames(ns).streams.events`, subjects `<ns>.event.>`): how long it
 * keeps events and how it de-duplicates them, and the payload schema of each event. Services
 * create it with service-kit's `ensureEventsStream`, publish through the outbox (service-kit's
 * `addToOutbox` and `OutboxRelay`), and read it with service-kit's `StreamConsumer`.
 */
import { SubmissionJudgedEventSchema } from './submission.ts';

/** Settings of the domain-event stream; every duration carries its unit in its name. */
export const EVENTS_STREAM = {
  /** Events are kept this long, so a consumer that was down for a while still catches up. */
  maxAgeMs: 7 * 24 * 60 * 60_000,
  /** A re-published event (same msgID) within this window is dropped. */
  duplicateWindowMs: 2 * 60_000,
} as const;

/** The payload schema of each event, by its key in `natsNames(ns).subjects`. */
export const DOMAIN_EVENT_SCHEMAS = {
  /** Published by judge-dispatch after each committed status change of a submission. */
  submissionJudged: SubmissionJudgedEventSchema,
} as const;
