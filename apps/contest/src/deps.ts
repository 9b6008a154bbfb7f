import type { ServiceDeps } from '@oj/service-kit';
import type { Scoreboards } from './modules/board/scoreboards.ts';
import type { ContestGateSync, TimedWorkGate } from './modules/contest-gate/index.ts';
import type { ContestPasswords } from './modules/contest/password.ts';
import type { RankKeeper } from './modules/ranks/keeper.ts';
import type { TrainingPasswords } from './modules/training/deps.ts';

/**
 * What the contest service's modules are given (built once in app.ts, registered with `{ deps }`):
 * the shared infrastructure, the contest gate and the timed works' writer of it, this instance's
 * scoreboards and global ranklists, the contest passwords' key and guess budgets, and the training
 * passwords' (same key, a budget of their own). A use case takes `Pick<Deps, ...>` of it.
 */
export interface Deps extends ServiceDeps {
  readonly gate: ContestGateSync;
  readonly timedWorkGate: TimedWorkGate;
  readonly boards: Scoreboards;
  readonly ranks: RankKeeper;
  readonly passwords: ContestPasswords;
  readonly trainingPasswords: TrainingPasswords;
}
