/**
 * The kept comments' event feed: the `comment changed` events of the events stream, read by a
 * broadcast consumer (service-kit's `StreamConsumer`), so every community instance reads every
 * event and drops its kept comments of the named source. While it does not read, the store keeps
 * nothing (pages come from the database).
 */
import { CommentChangedEventSchema } from '@oj/contracts';
import type { CommentChangedEvent, NatsNames } from '@oj/contracts';
import { StreamConsumer, ensureEventsStream } from '@oj/service-kit/events';
import type { EventHost } from '@oj/service-kit/events';
import type { CommentStore } from './store.ts';

/** Names of the feed's consumers start with this. */
export const COMMENT_FEED_CONSUMER_PREFIX = 'comment_pages';

export function commentFeed(host: EventHost, names: NatsNames, store: CommentStore): StreamConsumer<CommentChangedEvent> {
  return new StreamConsumer<CommentChangedEvent>(host, {
    name: COMMENT_FEED_CONSUMER_PREFIX,
    stream: names.streams.events.name,
    mode: 'broadcast',
    filterSubjects: names.subjects.commentChanged,
    schema: CommentChangedEventSchema,
    receive: (event) => {
      store.drop({ type: event.sourceType, id: event.sourceId });
    },
    setUp: async () => {
      await ensureEventsStream(host.jsm, names);
    },
    onReading: async () => {
      store.feedStarted();
    },
    onStopped: () => {
      store.feedStopped();
    },
  });
}
