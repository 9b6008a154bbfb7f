import type { DataSource } from 'typeorm';
import { UserInfoEntity } from '@oj/db';
import { fail, ServiceMessage } from '@oj/service-kit';
import { AccountMessage } from '@oj/contracts';

/** Seconds a change-mobile waits for another one to finish. */
const MOBILE_LOCK_TIMEOUT_S = 5;

/**
 * Sets a user's mobile number, refused when another account already has it. `user_info.mobile`
 * has no unique index (and some old rows may share a number), so the check and the write run
 * under one named lock: two users claiming the same number at once cannot both win.
 */
export async function setMobileIfFree(db: DataSource, uid: string, mobile: string): Promise<void> {
  const lockName = `oj_user_mobile_${db.driver.database ?? ''}`;
  const runner = db.createQueryRunner();
  try {
    const rows = (await runner.query('SELECT GET_LOCK(?, ?) AS acquired', [lockName, MOBILE_LOCK_TIMEOUT_S])) as { acquired: number | null }[];
    if (rows[0]?.acquired !== 1) throw fail(ServiceMessage.unavailable);
    try {
      const users = runner.manager.getRepository(UserInfoEntity);
      const holder = await users.findOne({ where: { mobile }, select: { uid: true } });
      if (holder && holder.uid !== uid) throw fail(AccountMessage.mobileExists);
      await users.update({ uid }, { mobile });
    } finally {
      await runner.query('SELECT RELEASE_LOCK(?)', [lockName]);
    }
  } finally {
    await runner.release();
  }
}
