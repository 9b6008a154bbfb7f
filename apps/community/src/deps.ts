import type { ServiceDeps } from '@oj/service-kit';

/**
 * What the community service's modules are given (built once in app.ts, registered with
 * `{ deps }`): today the shared infrastructure only. A use case takes `Pick<Deps, ...>` of it.
 */
export type Deps = ServiceDeps;
