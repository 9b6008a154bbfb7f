/**
 * Every change the contest admin makes to a contest (its form, visibility, problems, star users,
 * clone, delete) already goes through the contest gate's sync once committed; the boards hear of
 * the same changes at the same place, so no change can reach the gate and miss the boards. The
 * start-up repair of the gate calls `contestChanged` for every open contest too: a board whose
 * settings did not change keeps its data (the store compares them first).
 */
import type { DataSource } from 'typeorm';
import { ContestGateSync } from '../contest-gate/index.ts';
import type { ContestGatePublisher } from '../contest-gate/index.ts';
import type { Scoreboards } from './scoreboards.ts';

export class BoardAwareGateSync extends ContestGateSync {
  readonly #boards: Scoreboards;

  constructor(db: () => DataSource, publisher: ContestGatePublisher, boards: Scoreboards) {
    super(db, publisher);
    this.#boards = boards;
  }

  // The change is committed: the boards take it even when the gate's write fails (NATS down, 503).
  override async contestChanged(cid: number): Promise<void> {
    try {
      await super.contestChanged(cid);
    } finally {
      await this.#boards.contestChanged(cid);
    }
  }

  override async contestDeleted(cid: number): Promise<void> {
    try {
      await super.contestDeleted(cid);
    } finally {
      this.#boards.contestDeleted(cid);
    }
  }
}
