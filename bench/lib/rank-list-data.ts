/**
 * The tables behind bench/rank-list.ts: many accounts (some with nicknames, titles and signatures)
 * and their non-contest judge rows (mixed verdicts, OI rank scores on a part of the problems), written
 * as the gateway and judge-dispatch store them. Deterministic for a seed.
 */
import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { Verdict } from '@oj/contracts';

/** A small deterministic generator (mulberry32). */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const VERDICTS = [Verdict.Accepted, Verdict.Accepted, Verdict.WrongAnswer, Verdict.TimeLimitExceeded, Verdict.CompileError, Verdict.PartialAccepted];

async function insertRows(db: DataSource, table: string, columns: readonly string[], rows: readonly (readonly unknown[])[]): Promise<void> {
  const placeholders = `(${columns.map(() => '?').join(', ')})`;
  await db.query(
    `INSERT INTO ${table} (${columns.map((column) => `\`${column}\``).join(', ')}) VALUES ${rows.map(() => placeholders).join(', ')}`,
    rows.flat(),
  );
}

/** Writes `users` accounts and `submissions` judge rows over `problems` problems; returns the uids. */
export async function seedRankData(
  db: DataSource,
  sizes: { users: number; submissions: number; problems: number; seed: number },
  progress: (message: string) => void,
): Promise<string[]> {
  const random = generator(sizes.seed);
  const uids: string[] = [];
  const names: string[] = [];
  const userColumns = ['uid', 'username', 'email', 'password', 'gender', 'nickname', 'signature', 'titleName', 'titleColor'];
  for (let start = 0; start < sizes.users; start += 1_000) {
    const rows: unknown[][] = [];
    for (let index = start; index < Math.min(sizes.users, start + 1_000); index += 1) {
      const uid = randomUUID();
      const username = `user${index}`;
      uids.push(uid);
      names.push(username);
      const titled = index % 50 === 0;
      rows.push([
        uid,
        username,
        `${username}@bench.test`,
        'not-a-login',
        'secrecy',
        index % 3 === 0 ? `Nick ${index}` : null,
        index % 4 === 0 ? `Signature of ${username}, who practises every day.` : null,
        titled ? 'Grandmaster' : null,
        titled ? '#e6a23c' : null,
      ]);
    }
    await insertRows(db, 'user_info', userColumns, rows);
  }
  progress(`${sizes.users} accounts`);
  const judgeColumns = ['cid', 'cpid', 'pid', 'displayPid', 'uid', 'username', 'status', 'score', 'oiRankScore', 'submitTime', 'code', 'length', 'language'];
  const now = Date.now();
  const started = Date.now();
  for (let start = 0; start < sizes.submissions; start += 2_000) {
    const rows: unknown[][] = [];
    for (let index = start; index < Math.min(sizes.submissions, start + 2_000); index += 1) {
      // Skewed: a few users submit much more than most.
      const user = Math.floor(random() ** 2 * sizes.users);
      const pid = 1 + Math.floor(random() * sizes.problems);
      const status = VERDICTS[Math.floor(random() * VERDICTS.length)] ?? Verdict.WrongAnswer;
      const oi = pid % 4 === 0;
      const score = oi ? (status === Verdict.Accepted ? 100 : Math.floor(random() * 100)) : null;
      const oiRankScore = score === null ? null : Math.round(0.1 * score + 2 * (pid % 3));
      rows.push([0, 0, pid, String(pid), uids[user], names[user], status, score, oiRankScore, new Date(now - index * 1000), 'x', 1, 'C++']);
    }
    await insertRows(db, 'judge', judgeColumns, rows);
    if (start % 50_000 === 0) progress(`judge rows from ${start} (${Math.round((Date.now() - started) / 1000)} s)`);
  }
  return uids;
}
