/** Print requests: a contestant sends text to be printed, the contest's admins mark it printed. */
import { ContestStatus, PRINT_MIN_LENGTH, ContestMessage, PrintMessage } from '@oj/contracts';
import { ContestPrintEntity } from '@oj/db';
import { userProfiles } from '@oj/db/reads';
import type { AuthUser } from '@oj/service-kit';
import { fail } from '@oj/service-kit';
import { seeableContest } from '../board/access.ts';
import { findContest, isRegistered } from '../contest/queries/contests.ts';
import { contestStatusAt, hasContestAccess, isContestAdmin } from '@oj/access';
import { contestFactsOf, policyViewerOf } from '../contest/rules.ts';
import type { Deps } from '../../deps.ts';
import { claimPrint } from './limits.ts';

/** Refuses content that is empty or shorter than PRINT_MIN_LENGTH characters (spec 02 §5). */
export function checkPrintContent(content: string): void {
  if (content.trim() === '') throw fail(PrintMessage.contentEmpty);
  if (content.length < PRINT_MIN_LENGTH) throw fail(PrintMessage.contentTooShort);
}

/**
 * submit-print-text: the contest prints (openPrint), is running, and the user may take part in it
 * (public, or registered; its admins always, also before and after it runs). A few requests per
 * user per window (limits.ts). Returns the new request's id.
 */
export async function submitPrint(deps: Pick<Deps, 'db' | 'js' | 'natsNames' | 'log'>, cid: number, content: string, user: AuthUser): Promise<number> {
  const seen = await seeableContest(deps.db, await findContest(deps.db, cid), { uid: user.uid, roles: user.roles });
  const { contest } = seen;
  const facts = contestFactsOf(contest);
  const asker = policyViewerOf(seen.asker);
  const admin = isContestAdmin(facts, asker);
  if (!contest.openPrint) throw fail(PrintMessage.printClosed);
  if (!admin) {
    const status = contestStatusAt(facts, Date.now());
    if (status === ContestStatus.Scheduled) throw fail(ContestMessage.contestNotStarted);
    if (status === ContestStatus.Ended) throw fail(PrintMessage.contestEnded);
    if (!hasContestAccess(facts, asker, await isRegistered(deps.db, cid, user.uid))) throw fail(ContestMessage.notRegistered);
  }
  checkPrintContent(content);
  if (!(await claimPrint(deps, user.uid))) throw fail(PrintMessage.tooMany);
  const realname = (await userProfiles(deps.db, [user.uid])).get(user.uid)?.realname ?? null;
  const inserted = await deps.db.getRepository(ContestPrintEntity).insert({ cid, uid: user.uid, username: user.username, realname, content, status: 0 });
  return Number(inserted.identifiers[0]?.id);
}

/** check-contest-print-status: the request is printed (status 1); again is fine. */
export async function markPrinted(deps: Pick<Deps, 'db'>, cid: number, id: number): Promise<void> {
  const prints = deps.db.getRepository(ContestPrintEntity);
  if ((await prints.countBy({ id, cid })) === 0) throw fail(PrintMessage.notFound);
  await prints.update({ id, cid }, { status: 1 });
}
