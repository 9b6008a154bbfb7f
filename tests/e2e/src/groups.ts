// What the group browser tests share: their signed-in users (with group creation opened to ordinary
// users: by default it needs accepted problems, which fresh accounts lack), a private group made over
// the API with its member let in, and a browser with the teacher's and the student's contexts.
import type { BrowserContext } from 'playwright-core';
import { launchBrowser } from './browser.ts';
import type { TestBrowser } from './browser.ts';
import { generateUsers } from './outlines.ts';
import { api, apiLogin, need, rootPassword, signedInContext } from './session.ts';
import type { ApiSession } from './session.ts';

/** The root, a teacher (who will own a group), a student and a stranger, each signed in. */
export interface GroupCast {
  root: ApiSession;
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
  return {
    root,
    teacher: await signIn(teacher, 'the teacher'),
    student: await signIn(student, 'the student'),
    stranger: await signIn(stranger, 'the stranger'),
  };
}

/** A private group (auth 3, joined with `code`) that `owner` creates through the group calls; answers its id. */
export async function privateGroup(
  owner: ApiSession,
  form: { name: string; shortName: string; code: string; brief?: string; description?: string },
): Promise<number> {
  const group = await api<{ id: number }>('group', {
    token: owner.token,
    body: {
      name: form.name,
      shortName: form.shortName,
      brief: form.brief ?? 'Practice together every week',
      description: form.description ?? 'A group that practises together.',
      auth: 3,
      code: form.code,
      visible: true,
    },
  });
  return group.data.id;
}

/** `member` applies to group `gid` with its code and `owner` approves: a member of level 3. */
export async function admitMember(owner: ApiSession, member: ApiSession, gid: number, code: string): Promise<void> {
  await api('group/member', { token: member.token, body: { gid, code, reason: 'I am in the class' } });
  await api('group/member', { method: 'PUT', token: owner.token, body: { gid, uid: member.userInfo.uid, auth: 3 } });
}

/** A browser with the teacher's and the student's signed-in contexts (desktop, English). */
export interface GroupBrowser {
  browser: TestBrowser;
  teacherContext: BrowserContext;
  studentContext: BrowserContext;
  close: () => Promise<void>;
}

/** Launches the browser of a group test. */
export async function groupBrowser(cast: Pick<GroupCast, 'teacher' | 'student'>): Promise<GroupBrowser> {
  const browser = await launchBrowser();
  const size = { width: 1280, height: 900, language: 'en-US' } as const;
  const teacherContext = await signedInContext(browser.browser, cast.teacher, size);
  const studentContext = await signedInContext(browser.browser, cast.student, size);
  return {
    browser,
    teacherContext,
    studentContext,
    close: async () => {
      for (const context of [teacherContext, studentContext]) await context.close();
      await browser.close();
    },
  };
}
