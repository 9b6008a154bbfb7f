/**
 * The boards' event feed: the `submission judged` and `contest changed` events of the events
 * stream, read by a broadcast consumer (service-kit's `StreamConsumer`): each instance keeps its own
 * boards, so every instance reads every event, in stream order; nothing is acked, nothing durable
 * is left behind. It starts at the stream's end when it first reads, and after a failure resumes
 * right after the last event it handed over, so a NATS blip loses neither results nor contest
 * changes made on other instances.
 */
import { ContestChangedEventSchema, SubmissionJudgedEventSchema } from '@oj/contracts';
import type { ContestChangedEvent, NatsNames, SubmissionJudgedEvent } from '@oj/contracts';
import { StreamConsumer, ensureEventsStream } from '@oj/service-kit/events';
import type { EventHost } from '@oj/service-kit/events';

/** Names of the feeds' consumers start with this (operators and tests recognise them). */
export const FEED_CONSUMER_PREFIX = 'scoreboards';

export interface BoardFeedOptions {
  host: EventHost;
  names: NatsNames;
  onJudged: (event: SubmissionJudgedEvent, sequence: number) => void;
  /** A contest changed or was deleted (on this instance or another). */
  onContestChanged: (cid: number) => void;
  /** The feed reads (run in the background); `reset` when the stream started over (its sequences are not the ones seen before). */
  onReading: (reset: boolean) => Promise<void>;
  onStopped: () => void;
}

/** Creates the boards' feed (start it with `start`, stop it with `stop`). */
export function boardFeed(options: BoardFeedOptions): StreamConsumer<SubmissionJudgedEvent | ContestChangedEvent> {
  const { names, host } = options;
  const judged = names.subjects.submissionJudged;
  return new StreamConsumer<SubmissionJudgedEvent | ContestChangedEvent>(host, {
    name: FEED_CONSUMER_PREFIX,
    stream: names.streams.events.name,
    mode: 'broadcast',
    filterSubjects: [judged, names.subjects.contestChanged],
    schema: (subject) => (subject === judged ? SubmissionJudgedEventSchema : ContestChangedEventSchema),
    receive: (event, delivery) => {
      if (delivery.subject === judged) options.onJudged(event as SubmissionJudgedEvent, delivery.sequence);
      else options.onContestChanged(event.cid);
    },
    setUp: async () => {
      await ensureEventsStream(host.jsm, names);
    },
    onReading: options.onReading,
    onStopped: options.onStopped,
  });
}
