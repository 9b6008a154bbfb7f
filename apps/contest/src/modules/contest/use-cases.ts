/** The user side's one change: registering for a contest (spec 02 §4 "A correct password registers the user"). */
import type { DataSource } from 'typeorm';
import { ContestAuth } from '@oj/contracts';
import { ContestRegisterEntity } from '@oj/db';
import type { AuthUser } from '@oj/service-kit';
import { BadRequestError, ForbiddenError, verifyPassword } from '@oj/service-kit';
import type { ContestGateSync } from '../contest-gate/index.ts';
import { accountLimitRuleOf } from './dto.ts';
import { ContestMessage } from './messages.ts';
import { seeableContest } from './queries/contests.ts';
import { isContestAdmin } from '@oj/access';
import { contestFactsOf, passesAccountLimit, policyViewerOf } from './rules.ts';

/**
 * Registers the user: private and protected contests check the password against its hash (public
 * ones take anyone, so their participant count shows who entered), and an account limit rule the
 * username. Contest admins pass both. Registering again changes nothing and succeeds. The gate entry
 * is written before the answer, so the user can submit at once.
 */
export async function registerContest(db: DataSource, gate: ContestGateSync, cid: number, password: string, user: AuthUser): Promise<void> {
  const contest = await seeableContest(db, cid, user);
  const admin = isContestAdmin(contestFactsOf(contest), policyViewerOf(user));
  if (contest.auth !== ContestAuth.Public && !admin) {
    if (password === '') throw new BadRequestError(ContestMessage.passwordRequired);
    if (contest.pwdHash === null || !(await verifyPassword(password, contest.pwdHash))) throw new BadRequestError(ContestMessage.wrongPassword);
  }
  const rule = contest.openAccountLimit && !admin ? accountLimitRuleOf(contest) : null;
  if (rule && !passesAccountLimit(rule, user.username)) throw new ForbiddenError(ContestMessage.accountLimited);
  const registrations = db.getRepository(ContestRegisterEntity);
  await registrations.createQueryBuilder().insert().values({ cid, uid: user.uid }).orIgnore().execute();
  const row = await registrations.findOneOrFail({ where: { cid, uid: user.uid }, select: { id: true, gmtCreate: true } });
  await gate.memberRegistered(cid, user.uid, row.gmtCreate);
}
