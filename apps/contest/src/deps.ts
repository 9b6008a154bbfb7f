import type { ServiceDeps } from '@oj/service-kit';
import type { Scoreboards } from './modules/board/scoreboards.ts';
import type { ContestGateSync } from './modules/contest-gate/index.ts';
import type { ContestPasswords } from './modules/contest/password.ts';

/**
 * What the contest service's modules are given (built once in app.ts, registered with `{ deps }`):
 * the shared infrastructure, the contest gate, this instance's scoreboards and the contest
 * passwords' key and guess budgets. A use case takes `Pick<Deps, ...>` of it.
 */
export interface Deps extends ServiceDeps {
  readonly gate: ContestGateSync;
  readonly boards: Scoreboards;
  readonly passwords: ContestPasswords;
}
