/** The participants of one board: their entries by uid, star flags, and keyword matches. */
import type { StoredSubmission } from './rule.ts';
import type { BoardUser } from './types.ts';
import { createUserEntry, matchesKeyword, setProfile } from './users.ts';
import type { UserEntry } from './users.ts';

/** How many keywords' matches a board keeps. */
const KEYWORD_CACHE_SIZE = 64;

export class Participants {
  readonly #users = new Map<string, UserEntry>();
  readonly #stars: ReadonlySet<string>;
  readonly #problemCount: number;
  /** Users matching a keyword, per keyword, until a profile changes or a user arrives. */
  readonly #keywordMatches = new Map<string, UserEntry[]>();

  constructor(starUids: readonly string[], problemCount: number) {
    this.#stars = new Set(starUids);
    this.#problemCount = problemCount;
  }

  get(uid: string): UserEntry | undefined {
    return this.#users.get(uid);
  }

  values(): IterableIterator<UserEntry> {
    return this.#users.values();
  }

  /** The user, created with a stand-in profile (username, else uid) when none was given yet. */
  entryFor(uid: string, username?: string): UserEntry {
    let user = this.#users.get(uid);
    if (user === undefined) {
      user = createUserEntry({ uid, username: username ?? uid }, this.#problemCount, this.#stars.has(uid));
      this.#users.set(uid, user);
      this.#keywordMatches.clear();
    }
    return user;
  }

  /** Sets a profile (the caller moves the user's rows when its username changes). */
  put(profile: BoardUser): void {
    const user = this.#users.get(profile.uid);
    if (user === undefined) this.#users.set(profile.uid, createUserEntry(profile, this.#problemCount, this.#stars.has(profile.uid)));
    else setProfile(user, profile);
    this.#keywordMatches.clear();
  }

  /** Users whose search text holds this (lower-case) keyword, real names searched or not; kept for repeated searches. */
  matching(keyword: string, withRealname: boolean): readonly UserEntry[] {
    const key = `${withRealname ? 'r' : 'p'}:${keyword}`;
    let matches = this.#keywordMatches.get(key);
    if (matches === undefined) {
      matches = [];
      for (const user of this.#users.values()) if (matchesKeyword(user, keyword, withRealname)) matches.push(user);
      if (this.#keywordMatches.size >= KEYWORD_CACHE_SIZE) this.#keywordMatches.clear();
      this.#keywordMatches.set(key, matches);
    }
    return matches;
  }

  profiles(): BoardUser[] {
    return [...this.#users.values()].map((user) => user.profile);
  }
}

/** The position of a submission in its list, searched from the end (recent ones change most); -1 if absent. */
export function positionOf(list: readonly StoredSubmission[], submitId: number): number {
  for (let position = list.length - 1; position >= 0; position -= 1) if (list[position]?.submitId === submitId) return position;
  return -1;
}
