import type { ServiceDeps } from '@oj/service-kit';
import type { OutboxRelay } from '@oj/service-kit/events';
import type { Kept } from './kept/index.ts';
import type { CommentStore } from './modules/comment/memory/store.ts';
import type { NoticePusher } from './modules/notice/pusher.ts';

/**
 * What the community service's modules are given (built once in app.ts, registered with
 * `{ deps }`): the shared infrastructure, this instance's push job of admin notices and the outbox
 * relay that publishes the `unread changed` events. A use case
 * takes `Pick<Deps, ...>` of it.
 */
export interface Deps extends ServiceDeps {
  readonly pusher: NoticePusher;
  /** Publishes the events recorded in the outbox; `flush` after a commit sends them at once. */
  readonly outbox: Pick<OutboxRelay, 'flush'>;
  /** This instance's kept comments of the sources it serves (comment/memory). */
  readonly comments: CommentStore;
  /** This instance's kept discussions' access facts and website config (kept/). */
  readonly kept: Kept;
}
