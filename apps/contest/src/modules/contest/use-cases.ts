/** The user side's one change: registering for a contest (spec 02 §4 "A correct password registers the user"). */
import type { DataSource } from 'typeorm';
import { ContestAuth, ContestMessage } from '@oj/contracts';
import { ContestRegisterEntity } from '@oj/db';
import type { AuthUser } from '@oj/service-kit';
import { fail } from '@oj/service-kit';
import type { ContestGateSync } from '../contest-gate/index.ts';
import { accountLimitRuleOf } from './dto.ts';
import { checkContestPassword } from './password.ts';
import type { ContestPasswords, PasswordEntrant } from './password.ts';
import { seeableContest } from './queries/contests.ts';
import { isContestAdmin, registerRefusal } from '@oj/access';
import { contestFactsOf, passesAccountLimit, policyViewerOf } from './rules.ts';

/**
 * Registers the user: private and protected contests check the password (password.ts: with a
 * budget of wrong guesses per account and address; public ones take anyone, so their participant
 * count shows who entered), and an account limit rule the username. Contest admins pass both. Registering again changes nothing and succeeds. The gate entry
 * is written before the answer, so the user can submit at once.
 */
export async function registerContest(
  deps: { db: DataSource; gate: ContestGateSync; passwords: ContestPasswords },
  cid: number,
  password: string,
  user: AuthUser,
  ip: string,
): Promise<void> {
  const { db, gate } = deps;
  const { contest, asker } = await seeableContest(db, cid, { uid: user.uid, roles: user.roles });
  const facts = contestFactsOf(contest);
  const viewer = policyViewerOf(asker);
  // A group's contest takes its group's members only.
  if (registerRefusal(facts, viewer) !== null) throw fail(ContestMessage.notGroupMember);
  const admin = isContestAdmin(facts, viewer);
  if (contest.auth !== ContestAuth.Public && !admin) {
    const entrant: PasswordEntrant = { uid: user.uid, ip };
    await checkContestPassword(db, deps.passwords, contest, password, entrant);
  }
  const rule = contest.openAccountLimit && !admin ? accountLimitRuleOf(contest) : null;
  if (rule && !passesAccountLimit(rule, user.username)) throw fail(ContestMessage.accountLimited);
  await gate.registerMember(cid, user.uid, async (tx) => {
    const inserted = await tx.getRepository(ContestRegisterEntity).createQueryBuilder().insert().values({ cid, uid: user.uid }).orIgnore().execute();
    // INSERT IGNORE: nothing inserted when the user was registered already. MariaDB answers the
    // inserted rows (RETURNING), MySQL a count.
    const raw: unknown = inserted.raw;
    return Array.isArray(raw) ? raw.length > 0 : (raw as { affectedRows?: number }).affectedRows === 1;
  });
}
