/**
 * In-process notices that judge rows of a contest (cid, 0 for the main bank) changed: a new
 * submission, a verdict, a rejudge, a manual judge or a cancel. The writers (submission, judging,
 * admin-judge) tell it after their commit; readers that keep answers (the status list's recent
 * pages) listen, so neither side imports the other. Another instance's changes never arrive here:
 * listeners bound what they keep in time as well.
 */
export class JudgeRowChanges {
  readonly #listeners = new Set<(cid: number) => void>();

  /** Calls `listener` with the cid of every change from now on; returns the unsubscribe. */
  listen(listener: (cid: number) => void): () => void {
    this.#listeners.add(listener);
    return () => {
      this.#listeners.delete(listener);
    };
  }

  /** Tells every listener that rows of contest `cid` changed (after the change committed). */
  changed(cid: number): void {
    for (const listener of this.#listeners) listener(cid);
  }
}
