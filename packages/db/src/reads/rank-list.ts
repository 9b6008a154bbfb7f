// Published by judge-dispatch (owner of `judge`) and the gateway (owner of `user_info`): what the
// global ranklists (spec 02 §2 "Rankings") are built from. The contest service keeps the lists in
// memory and reads these at start, on its periodic rebuild, and for the users a judged event names.
import type { DataSource } from 'typeorm';
import { Verdict } from '@oj/contracts';
import { UserStatus } from '../entities/user.ts';

/** The final verdicts a ranklist counts (the same buckets as problem_count: in-progress and cancelled count nowhere). */
export const RANKED_STATUSES: readonly number[] = [
  Verdict.Accepted,
  Verdict.WrongAnswer,
  Verdict.TimeLimitExceeded,
  Verdict.MemoryLimitExceeded,
  Verdict.RuntimeError,
  Verdict.PresentationError,
  Verdict.CompileError,
  Verdict.PartialAccepted,
  Verdict.SystemError,
];

/** One user's counts over their non-contest submissions. */
export interface RankTally {
  uid: string;
  /** Distinct problems accepted. */
  ac: number;
  /** Submissions with a final verdict. */
  total: number;
  /** Sum over problems of the user's best OI rank score (spec 01 §9). */
  score: number;
}

/** A ranked user's profile as the ranklist shows it (banned users are left out). */
export interface RankProfile {
  uid: string;
  username: string;
  nickname: string | null;
  avatar: string | null;
  signature: string | null;
  titleName: string | null;
  titleColor: string | null;
}

const CHUNK = 1000;

// Per (user, problem) first, then per user: the best OI rank score of each problem adds up.
const tallySql = (where: string) =>
  [
    'SELECT t.uid AS uid, SUM(t.solved) AS ac, SUM(t.n) AS total, SUM(t.best) AS score FROM (',
    `SELECT j.uid AS uid, j.pid AS pid, COUNT(*) AS n, MAX(j.status = ${Verdict.Accepted}) AS solved, COALESCE(MAX(j.oiRankScore), 0) AS best`,
    `FROM judge j WHERE j.cid = 0 AND j.status IN (${RANKED_STATUSES.join(', ')})${where} GROUP BY j.uid, j.pid`,
    ') t GROUP BY t.uid',
  ].join(' ');

type TallyRow = { uid: string; ac: number | string; total: number | string; score: number | string | null };

const tallyOf = (row: TallyRow): RankTally => ({ uid: row.uid, ac: Number(row.ac), total: Number(row.total), score: Number(row.score ?? 0) });

/** Every user's counts (users without a counted submission are absent): one pass over the judge rows. */
export async function allRankTallies(db: DataSource): Promise<RankTally[]> {
  const rows = await db.query<TallyRow[]>(tallySql(''));
  return rows.map(tallyOf);
}

/** The counts of these users (absent: no counted submission), through the judge rows' uid index. */
export async function rankTalliesOf(db: DataSource, uids: readonly string[]): Promise<Map<string, RankTally>> {
  const found = new Map<string, RankTally>();
  const unique = [...new Set(uids)];
  for (let start = 0; start < unique.length; start += CHUNK) {
    const part = unique.slice(start, start + CHUNK);
    const rows = await db.query<TallyRow[]>(tallySql(` AND j.uid IN (${part.map(() => '?').join(', ')})`), part);
    for (const row of rows) found.set(row.uid, tallyOf(row));
  }
  return found;
}

const PROFILE_COLUMNS = 'uid, username, nickname, avatar, signature, titleName, titleColor';

/** The profiles of these users (or of every user when `uids` is null), banned ones left out. */
export async function rankProfiles(db: DataSource, uids: readonly string[] | null): Promise<Map<string, RankProfile>> {
  const found = new Map<string, RankProfile>();
  const take = (rows: RankProfile[]) => {
    for (const row of rows) found.set(row.uid, row);
  };
  if (uids === null) {
    take(await db.query<RankProfile[]>(`SELECT ${PROFILE_COLUMNS} FROM user_info WHERE status <> ?`, [UserStatus.Banned]));
    return found;
  }
  const unique = [...new Set(uids)];
  for (let start = 0; start < unique.length; start += CHUNK) {
    const part = unique.slice(start, start + CHUNK);
    take(
      await db.query<RankProfile[]>(`SELECT ${PROFILE_COLUMNS} FROM user_info WHERE status <> ? AND uid IN (${part.map(() => '?').join(', ')})`, [
        UserStatus.Banned,
        ...part,
      ]),
    );
  }
  return found;
}
