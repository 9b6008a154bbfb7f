/**
 * First blood per problem: the earliest accepted submission before the end among ranked users
 * (star users never take it). Kept as cells change; looked for again among every user only when
 * the holder's own cell loses it.
 */
import type { StoredSubmission } from './rule.ts';
import { submittedBefore } from './users.ts';
import type { UserEntry } from './users.ts';

export class FirstBlood {
  readonly #holders: (StoredSubmission | null)[];
  /** A user's candidate on one problem, from their list (the rule's firstAccept). */
  readonly #candidateOf: (list: readonly StoredSubmission[]) => StoredSubmission | null;

  constructor(problemCount: number, candidateOf: (list: readonly StoredSubmission[]) => StoredSubmission | null) {
    this.#holders = new Array<StoredSubmission | null>(problemCount).fill(null);
    this.#candidateOf = candidateOf;
  }

  of(problem: number): StoredSubmission | null {
    return this.#holders[problem] ?? null;
  }

  clear(): void {
    this.#holders.fill(null);
  }

  /** Takes a candidate if it is earlier than the holder (a rebuild offers every user's). */
  offer(problem: number, candidate: StoredSubmission | null): void {
    const holder = this.#holders[problem] ?? null;
    if (candidate !== null && (holder === null || submittedBefore(candidate, holder))) this.#holders[problem] = candidate;
  }

  /** After a ranked user's submissions to a problem changed. */
  update(user: UserEntry, problem: number, users: () => Iterable<UserEntry>): void {
    const candidate = this.#candidateOf(user.submissions[problem] ?? []);
    const holder = this.#holders[problem] ?? null;
    if (holder === null || holder.uid !== user.uid) {
      this.offer(problem, candidate);
      return;
    }
    // The holder's own cell changed: keep it if it is still (or now even) the earliest, else look again.
    if (candidate !== null && !submittedBefore(holder, candidate)) {
      this.#holders[problem] = candidate;
      return;
    }
    this.#holders[problem] = null;
    for (const other of users()) {
      if (!other.isStar) this.offer(problem, this.#candidateOf(other.submissions[problem] ?? []));
    }
  }
}
