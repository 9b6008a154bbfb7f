/**
 * The global ranklists of one contest-service instance, in memory (docs/architecture.md, "Global
 * ranklists"): every ranked user's counts and profile, and the ACM and OI orders, sorted when
 * the data changes (never per request). Built from the judge rows at start and on each periodic
 * rebuild; between rebuilds, the users a `submission judged` event names are read again (their
 * counts from their own judge rows), in batches. A request reads a page of a sorted array.
 */
import type { RankProfile, RankTally } from '@oj/db/reads';
import { RankListType } from '@oj/contracts';
import type { RankListTypeName, RankRecordDto } from '@oj/contracts';

/** A ranked user: profile and counts, with the lowercased texts a search compares. */
export interface RankedUser extends RankProfile, Omit<RankTally, 'uid'> {
  searchText: string;
}

/** ACM: more solved first, then fewer submissions; ties by username, so the order is stable across instances. */
export function acmOrder(a: RankedUser, b: RankedUser): number {
  return b.ac - a.ac || a.total - b.total || compareNames(a, b);
}

/** OI: higher rank score first (spec 01 §9), then more solved, then fewer submissions. */
export function oiOrder(a: RankedUser, b: RankedUser): number {
  return b.score - a.score || b.ac - a.ac || a.total - b.total || compareNames(a, b);
}

function compareNames(a: RankedUser, b: RankedUser): number {
  if (a.username !== b.username) return a.username < b.username ? -1 : 1;
  return a.uid < b.uid ? -1 : a.uid > b.uid ? 1 : 0;
}

export function rankedUser(profile: RankProfile, tally: RankTally): RankedUser {
  return {
    ...profile,
    ac: tally.ac,
    total: tally.total,
    score: tally.score,
    searchText: `${profile.username}\n${profile.nickname ?? ''}`.toLowerCase(),
  };
}

/** A page of one list: the records and how many matched. */
export interface RankPage {
  total: number;
  records: RankRecordDto[];
}

function recordOf(user: RankedUser, rank: number): RankRecordDto {
  return {
    rank,
    uid: user.uid,
    username: user.username,
    nickname: user.nickname,
    avatar: user.avatar,
    signature: user.signature,
    titleName: user.titleName,
    titleColor: user.titleColor,
    ac: user.ac,
    total: user.total,
    score: user.score,
  };
}

export class RankLists {
  readonly #users = new Map<string, RankedUser>();
  #acm: RankedUser[] = [];
  #oi: RankedUser[] = [];
  /** Rises with each change of the lists (kept answers are keyed by it). */
  #version = 0;

  get version(): number {
    return this.#version;
  }

  get size(): number {
    return this.#users.size;
  }

  /** Replaces everything (a rebuild). */
  replaceAll(users: Iterable<RankedUser>): void {
    this.#users.clear();
    for (const user of users) this.#users.set(user.uid, user);
    this.#sort();
  }

  /** Sets these users (null: no longer ranked), then sorts once. */
  update(changes: ReadonlyMap<string, RankedUser | null>): void {
    if (changes.size === 0) return;
    for (const [uid, user] of changes) {
      if (user === null) this.#users.delete(uid);
      else this.#users.set(uid, user);
    }
    this.#sort();
  }

  /** One page of a list; `search` (lowercased, non-empty) keeps the users whose username or nickname holds it. */
  page(type: RankListTypeName, offset: number, limit: number, search: string | null): RankPage {
    const list = type === RankListType.Oi ? this.#oi : this.#acm;
    if (search === null) {
      const records: RankRecordDto[] = [];
      for (let index = offset; index < Math.min(list.length, offset + limit); index += 1) records.push(recordOf(list[index] as RankedUser, index + 1));
      return { total: list.length, records };
    }
    const records: RankRecordDto[] = [];
    let total = 0;
    for (let index = 0; index < list.length; index += 1) {
      const user = list[index] as RankedUser;
      if (!user.searchText.includes(search)) continue;
      if (total >= offset && records.length < limit) records.push(recordOf(user, index + 1));
      total += 1;
    }
    return { total, records };
  }

  #sort(): void {
    const all = [...this.#users.values()];
    this.#acm = [...all].sort(acmOrder);
    this.#oi = all.sort(oiOrder);
    this.#version += 1;
  }
}
