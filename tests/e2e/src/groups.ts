// What the group browser tests share: their three signed-in users, with group creation opened to
// ordinary users (by default they need accepted problems, which fresh accounts lack).
import { generateUsers } from './outlines.ts';
import { api, apiLogin, need, rootPassword } from './session.ts';
import type { ApiSession } from './session.ts';

/** A teacher (who will own a group), a student and a stranger, each signed in. */
export interface GroupCast {
  teacher: ApiSession;
  student: ApiSession;
  stranger: ApiSession;
}

/** Opens group creation to every user (no thresholds) and signs in three new accounts named after `prefix`. */
export async function groupCast(prefix: string): Promise<GroupCast> {
  const root = await apiLogin('root', rootPassword());
  await api('admin/config/set-group-config', { method: 'PUT', token: root.token, body: { groupMinAccepted: 0, groupDailyLimit: 0, groupTotalLimit: 0 } });
  const accounts = await generateUsers(root, prefix, 3);
  const [teacher, student, stranger] = accounts.map((account) => need(account, 'an account'));
  const signIn = (account: { username: string; password: string } | undefined, who: string) =>
    apiLogin(need(account, who).username, need(account, who).password);
  return { teacher: await signIn(teacher, 'the teacher'), student: await signIn(student, 'the student'), stranger: await signIn(stranger, 'the stranger') };
}
