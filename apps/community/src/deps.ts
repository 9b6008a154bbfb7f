import type { ServiceDeps } from '@oj/service-kit';
import type { NoticePusher } from './modules/notice/pusher.ts';

/**
 * What the community service's modules are given (built once in app.ts, registered with
 * `{ deps }`): the shared infrastructure and this instance's push job of admin notices. A use case
 * takes `Pick<Deps, ...>` of it.
 */
export interface Deps extends ServiceDeps {
  readonly pusher: NoticePusher;
}
