// Group contests in Chromium against the started platform (spec 03 §2.11, §6, §7): a teacher owns a
// private group and creates a contest in it with the back office's form mounted in the group's
// contests tab, then adds a public problem through the display id prompt; a member student finds
// the contest in the group's list and submits (judged by the judge node); the contest's board shows
// the members only: a stranger cannot register nor submit, and is not on it; the stranger does not
// find the private group's contest in the public list, its info or the ICPC contest API.
// Screenshots of the group's contests tab in both languages go to OJ_E2E_SCREENSHOT_DIR.
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestBrowser } from '../src/browser.ts';
import { addBankProblemInBrowser, localInput, submitInContest } from '../src/contest.ts';
import { baseUrl } from '../src/env.ts';
import { admitMember, groupBrowser, groupCast, privateGroup } from '../src/groups.ts';
import type { GroupBrowser } from '../src/groups.ts';
import { shoot } from '../src/outlines.ts';
import { api, need, signedInContext } from '../src/session.ts';
import type { ApiSession } from '../src/session.ts';

const RUN = Date.now().toString(36);
const TITLE = `Group round ${RUN}`;
const CODE = 'q4m8z2';
const RIGHT = 'a, b = map(int, input().split())\nprint(a + b)';
const JUDGE_TIMEOUT_MS = 180_000;

let groupPages: GroupBrowser | undefined;
let browser: TestBrowser | undefined;
let teacher: ApiSession | undefined;
let student: ApiSession | undefined;
let stranger: ApiSession | undefined;
let teacherContext: BrowserContext | undefined;
let studentContext: BrowserContext | undefined;
let gid = 0;
let cid = 0;
let pid = 0;

/** The status and envelope of a call, whatever it answers. */
async function call(path: string, session: ApiSession | null, body?: unknown): Promise<{ status: number; msg: string; data: unknown }> {
  const headers: Record<string, string> = { 'accept-language': 'en-US' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (session) headers.authorization = session.token;
  const response = await fetch(`${baseUrl()}/api/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  const parsed = text.startsWith('{') || text.startsWith('[') ? (JSON.parse(text) as { msg?: string; data?: unknown }) : {};
  return { status: response.status, msg: parsed.msg ?? '', data: parsed.data ?? parsed };
}

beforeAll(async () => {
  const cast = await groupCast(`gc${RUN}`);
  const { root } = cast;
  ({ teacher, student, stranger } = cast);
  // The group itself is group-flow's subject: here it is made over the API, the student let in by the teacher.
  gid = await privateGroup(teacher, {
    name: `Contest Club ${RUN}`,
    shortName: `k${RUN}`.slice(0, 10),
    code: CODE,
    brief: 'Contests for the class',
    description: 'We run contests.',
  });
  await admitMember(teacher, student, gid, CODE);
  const detail = await api<{ problem: { id: number } }>('get-problem-detail?problemId=P1000', { token: root.token });
  pid = detail.data.problem.id;
  groupPages = await groupBrowser({ teacher, student });
  ({ browser, teacherContext, studentContext } = groupPages);
}, 120_000);

afterAll(async () => {
  await groupPages?.close();
});

describe('group contests in the browser', () => {
  it('lets the teacher create a contest in the group’s contests tab and add a public problem', async () => {
    const page = await need(teacherContext, 'the teacher').newPage();
    await page.goto(`${baseUrl()}/group/${String(gid)}/contest`);
    await page.getByTestId('group-contests').waitFor();
    await page.getByText('Manage', { exact: true }).click();
    await page.getByRole('button', { name: 'Create Contest' }).click();
    await page.getByTestId('contest-form').waitFor();
    const now = Date.now();
    await page.getByLabel('Title', { exact: true }).fill(TITLE);
    await page.getByRole('textbox', { name: 'Description', exact: true }).fill('The class contest: solve **A**.');
    await page.getByLabel('Start Time').fill(localInput(new Date(now - 60_000)));
    await page.getByLabel('End Time').fill(localInput(new Date(now + 2 * 3_600_000)));
    await page.getByRole('switch', { name: 'Open the outside scoreboard' }).click();
    await page.getByTestId('save-contest').click();
    await page.waitForURL(/\/contest\?mode=admin$/);
    const table = page.getByRole('table', { name: 'Contests' });
    await table.getByText(TITLE).waitFor();

    const list = await api<{ records: { id: number; title: string; uid: string }[] }>(`group/get-admin-contest-list?gid=${String(gid)}`, {
      token: need(teacher, 'the teacher').token,
    });
    const found = list.data.records.find((record) => record.title === TITLE);
    expect(found?.uid).toBe(need(teacher, 'the teacher').userInfo.uid);
    cid = need(found, 'the contest').id;

    await page.getByRole('button', { name: `Problem List ${TITLE}` }).click();
    await page.waitForURL(/\/contest\/\d+\/problems$/);
    await addBankProblemInBrowser(page, 'P1000', 'A');
    await page.goto(`${baseUrl()}/group/${String(gid)}/contest?mode=admin`);
    await page.getByRole('table', { name: 'Contests' }).getByText(TITLE).waitFor();
    await shoot(page, 'group-contests-admin-en-US');
    await page.close();
  }, 120_000);

  it(
    'shows the contest to a member student, who submits',
    async () => {
      const page = await need(studentContext, 'the student').newPage();
      await page.goto(`${baseUrl()}/group/${String(gid)}/contest`);
      const table = page.getByTestId('contest-table');
      await table.getByText(TITLE).waitFor();
      // No Manage switch for a plain member.
      expect(await page.getByText('Manage', { exact: true }).count()).toBe(0);
      await shoot(page, 'group-contests-en-US');
      await table.getByTestId('contest-link').filter({ hasText: TITLE }).click();
      await page.waitForURL(new RegExp(`/contest/${String(cid)}/?`));
      const verdict = await submitInContest(need(student, 'the student'), { cid, pid, language: 'Python3', code: RIGHT }, JUDGE_TIMEOUT_MS);
      expect(verdict.status).toBe(0);
      await page.goto(`${baseUrl()}/contest/${String(cid)}/rank`);
      await page.getByTestId('board-table').waitFor();
      await page.locator(`tr[data-row-key="${need(student, 'the student').userInfo.uid}"]`).waitFor();
      await page.close();
    },
    JUDGE_TIMEOUT_MS + 60_000,
  );

  it('keeps a stranger out: no registration, no submission, not on the board', async () => {
    const outsider = need(stranger, 'the stranger');
    expect((await call('register-contest', outsider, { cid, password: '' })).status).toBe(404);
    const submit = await call('submit-problem-judge', outsider, { cid, pid, language: 'Python3', code: RIGHT });
    expect(submit.status).toBeGreaterThanOrEqual(400);
    expect((await call('get-contest-rank', outsider, { cid, currentPage: 1, limit: 50 })).status).toBe(404);
    const board = await call('get-contest-rank', need(teacher, 'the teacher'), { cid, currentPage: 1, limit: 50 });
    expect(board.status).toBe(200);
    const uids = (board.data as { records: { uid: string }[] }).records.map((record) => record.uid);
    expect(uids).toEqual([need(student, 'the student').userInfo.uid]);
  });

  it('hides the private group’s contest from a stranger in the public list and the APIs', async () => {
    const outsider = need(stranger, 'the stranger');
    const list = await call('get-contest-list?limit=100', outsider);
    expect((list.data as { records: { id: number }[] }).records.map((record) => record.id)).not.toContain(cid);
    const asMember = await call('get-contest-list?limit=100', need(student, 'the student'));
    expect((asMember.data as { records: { id: number }[] }).records.map((record) => record.id)).not.toContain(cid);
    expect((await call(`get-contest-info?cid=${String(cid)}`, outsider)).status).toBe(404);
    expect((await call(`group/get-contest-list?gid=${String(gid)}`, outsider)).status).toBe(403);
    const icpc = await fetch(`${baseUrl()}/api/contests`, { headers: { authorization: outsider.token } });
    expect(((await icpc.json()) as { id: string }[]).map((contest) => contest.id)).not.toContain(String(cid));
    expect((await fetch(`${baseUrl()}/api/contests/${String(cid)}`, { headers: { authorization: outsider.token } })).status).toBe(404);
  });

  it('shows the group’s contests in Chinese', async () => {
    const context = await signedInContext(need(browser, 'the browser').browser, need(student, 'the student'), {
      width: 1280,
      height: 900,
      locale: 'zh-CN',
      language: 'zh-CN',
    });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/group/${String(gid)}/contest`);
    await page.getByTestId('contest-table').getByText(TITLE).waitFor();
    await page.getByTestId('group-contests').getByText('比赛', { exact: true }).first().waitFor();
    await shoot(page, 'group-contests-zh-CN');
    await context.close();
    const teacherZh = await signedInContext(need(browser, 'the browser').browser, need(teacher, 'the teacher'), {
      width: 1280,
      height: 900,
      locale: 'zh-CN',
      language: 'zh-CN',
    });
    const admin = await teacherZh.newPage();
    await admin.goto(`${baseUrl()}/group/${String(gid)}/contest?mode=admin`);
    await admin.getByText(TITLE).first().waitFor();
    await shoot(admin, 'group-contests-admin-zh-CN');
    await teacherZh.close();
  });
});
