// Published by the gateway, owner of the account tables: what other services may read of them.
import type { DataSource } from 'typeorm';

/** Whole days since the user registered, at least 1 (by the database's clock); null for no such user. */
export async function daysSinceRegistration(db: DataSource, uid: string): Promise<number | null> {
  const rows = await db.query<{ days: number | string }[]>(
    'SELECT GREATEST(TIMESTAMPDIFF(DAY, `gmtCreate`, CURRENT_TIMESTAMP(3)), 1) AS days FROM `user_info` WHERE `uid` = ?',
    [uid],
  );
  const row = rows[0];
  return row ? Number(row.days) : null;
}
