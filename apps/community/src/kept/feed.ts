/**
 * The feed of what this instance keeps (kept/index.ts): the `comment changed`, `discussion changed`
 * and `site config changed` events of the events stream, read by a broadcast consumer (service-kit's
 * `StreamConsumer`), so every community instance reads every event and drops what it names. While
 * the feed does not read, nothing is kept (every read goes to the database).
 */
import { CommentChangedEventSchema, DiscussionChangedEventSchema, SiteConfigChangedEventSchema } from '@oj/contracts';
import type { CommentChangedEvent, DiscussionChangedEvent, NatsNames, SiteConfigChangedEvent } from '@oj/contracts';
import type { TSchema } from '@sinclair/typebox';
import { StreamConsumer, ensureEventsStream } from '@oj/service-kit/events';
import type { EventHost } from '@oj/service-kit/events';
import type { CommentStore } from '../modules/comment/memory/store.ts';
import type { Kept } from './index.ts';

/** Names of the feed's consumers start with this. */
export const KEPT_FEED_CONSUMER_PREFIX = 'community_kept';

type KeptEvent = CommentChangedEvent | DiscussionChangedEvent | SiteConfigChangedEvent;

export function keptFeed(host: EventHost, names: NatsNames, comments: CommentStore, kept: Kept): StreamConsumer<KeptEvent> {
  const { commentChanged, discussionChanged, siteConfigChanged } = names.subjects;
  const schemas = new Map<string, TSchema>([
    [commentChanged, CommentChangedEventSchema],
    [discussionChanged, DiscussionChangedEventSchema],
    [siteConfigChanged, SiteConfigChangedEventSchema],
  ]);
  const everything = [comments, kept.discussions, kept.site];
  return new StreamConsumer<KeptEvent>(host, {
    name: KEPT_FEED_CONSUMER_PREFIX,
    stream: names.streams.events.name,
    mode: 'broadcast',
    filterSubjects: [...schemas.keys()],
    schema: (subject) => schemas.get(subject) ?? null,
    receive: (event, delivery) => {
      if (delivery.subject === commentChanged) {
        const { sourceType, sourceId } = event as CommentChangedEvent;
        comments.drop({ type: sourceType, id: sourceId });
      } else if (delivery.subject === discussionChanged) {
        for (const did of (event as DiscussionChangedEvent).dids) kept.discussions.drop(String(did));
      } else {
        kept.site.clear();
      }
    },
    setUp: async () => {
      await ensureEventsStream(host.jsm, names);
    },
    onReading: () => {
      for (const part of everything) part.feedStarted();
      return Promise.resolve();
    },
    onStopped: () => {
      for (const part of everything) part.feedStopped();
    },
  });
}
