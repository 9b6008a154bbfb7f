// Group problems in Chromium against the started platform (spec 03 §2.9, §4, §6): a teacher (the
// owner of a private group) turns on the problems tab's admin mode and creates a private problem
// in the problem editor, uploading its test data; a member student finds it in the group's
// problem table, opens it on the problem page in the group and submits an accepted solution; a
// stranger can open it neither in the browser nor through the API (list, detail, submit).
// Screenshots of the tab in both languages go to OJ_E2E_SCREENSHOT_DIR.
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RIGHT_SOLUTION, aPlusBTestData, monacoText, pickOption, setMonacoText, pickEditorLanguage } from '../src/admin.ts';
import type { TestBrowser } from '../src/browser.ts';
import { baseUrl } from '../src/env.ts';
import { admitMember, groupBrowser, groupCast, privateGroup } from '../src/groups.ts';
import type { GroupBrowser } from '../src/groups.ts';
import { shoot } from '../src/outlines.ts';
import { api, need, signedInContext } from '../src/session.ts';
import type { ApiSession } from '../src/session.ts';

const JUDGE_TIMEOUT_MS = 180_000;
const RUN = Date.now().toString(36);
const SHORT = `p${RUN}`.slice(0, 10);
const DISPLAY_ID = 'SUM1';
const STORED_ID = `${SHORT}${DISPLAY_ID}`;
const TITLE = `Group sum ${RUN}`;
const CODE = 'q4w8e2';

let groupPages: GroupBrowser | undefined;
let browser: TestBrowser | undefined;
let teacher: ApiSession | undefined;
let student: ApiSession | undefined;
let stranger: ApiSession | undefined;
let teacherContext: BrowserContext | undefined;
let studentContext: BrowserContext | undefined;
let gid = 0;

/** A call as the stranger, answered with its HTTP status and body. */
async function asStranger(path: string, init: { method?: string; body?: unknown } = {}): Promise<{ status: number; msg: string; data: unknown }> {
  const response = await fetch(`${baseUrl()}/api/${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: { authorization: need(stranger, 'the stranger').token, ...(init.body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  const body = (await response.json()) as { msg: string; data: unknown };
  return { status: response.status, msg: body.msg, data: body.data };
}

beforeAll(async () => {
  ({ teacher, student, stranger } = await groupCast(`gp${RUN}`));
  // The private group and its member, through the group calls (the group screens have their own test).
  gid = await privateGroup(teacher, {
    name: `Problem Club ${RUN}`,
    shortName: SHORT,
    code: CODE,
    brief: 'Problems for the team',
    description: 'A private group with its own problems',
  });
  await admitMember(teacher, student, gid, CODE);
  groupPages = await groupBrowser({ teacher, student });
  ({ browser, teacherContext, studentContext } = groupPages);
}, 120_000);

afterAll(async () => {
  await groupPages?.close();
});

describe('group problems in the browser', () => {
  it('lets the teacher create a private group problem in the editor, with uploaded test data', async () => {
    const page = await need(teacherContext, 'the teacher').newPage();
    await page.goto(`${baseUrl()}/group/${String(gid)}/problem`);
    await page.getByTestId('group-problem-admin-mode').click();
    await page.getByTestId('group-problem-admin').waitFor();
    await page.getByTestId('create-group-problem').click();
    await page.waitForURL(/\/problem-create$/);
    await page.locator('[data-testid="md-problem-description"] section').waitFor({ timeout: 60_000 });
    await page.getByLabel('Problem Display ID').fill(DISPLAY_ID);
    await page.getByLabel('Title', { exact: true }).fill(TITLE);
    await pickOption(page, 'Visibility', /^Private$/);
    await page.getByRole('textbox', { name: 'Description', exact: true }).fill('Print the **sum** of $a$ and $b$.');
    await page.getByRole('textbox', { name: 'Input Description', exact: true }).fill('Two integers `a` and `b`.');
    await page.getByRole('textbox', { name: 'Output Description', exact: true }).fill('Their sum.');
    await page.getByLabel('Example 1 Input').fill('1 2');
    await page.getByLabel('Example 1 Output').fill('3');
    // The upload carries the group: a group admin's upload is refused without it.
    await page.getByTestId('testcase-upload-input').setInputFiles({ name: 'a-plus-b.zip', mimeType: 'application/zip', buffer: aPlusBTestData() });
    await page.getByText('Upload Testcase Successfully').first().waitFor({ timeout: 60_000 });
    const cases = page.locator('[data-testid="cases-table"] tbody tr.ant-table-row');
    await expect.poll(() => cases.count()).toBe(3);
    await page.getByTestId('save-problem').click();
    // Back in the tab's admin mode, the problem stored with the group's prefix.
    await page.waitForURL(/\/problem\?mode=admin$/);
    const row = page.getByTestId('group-problem-admin').locator('tr.ant-table-row').filter({ hasText: TITLE });
    await row.getByText(STORED_ID).waitFor();
    // Contest (3) is shown but not selectable.
    await row.getByTestId('problem-auth-select').click();
    const contest = page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: /^Contest$/ });
    expect(await contest.getAttribute('aria-disabled')).toBe('true');
    await page.keyboard.press('Escape');
    // The screenshot without the save's notices.
    await page.goto(`${baseUrl()}/group/${String(gid)}/problem?mode=admin`);
    await page.getByTestId('group-problem-admin').getByText(STORED_ID).waitFor();
    await shoot(page, 'group-problems-en-US');
    await page.close();
  });

  it(
    'lets a member open it on the problem page in the group and solve it',
    async () => {
      const page = await need(studentContext, 'the student').newPage();
      await page.goto(`${baseUrl()}/group/${String(gid)}/problem`);
      const table = page.getByTestId('group-problem-table');
      await table.getByRole('link', { name: TITLE }).click();
      await page.waitForURL(new RegExp(`/group/${String(gid)}/problem/${STORED_ID}$`));
      await page.getByTestId('problem-statement').waitFor();
      await page.locator('.monaco-editor').first().waitFor({ timeout: 60_000 });
      expect(await page.getByTestId('problem-title').innerText()).toContain(TITLE);
      await pickEditorLanguage(page, 'Python3');
      const editor = page.locator('.monaco-editor').first();
      await expect.poll(() => monacoText(editor)).toContain('input()');
      await setMonacoText(page, editor, RIGHT_SOLUTION);
      await expect.poll(async () => (await monacoText(editor)).replace(/\s+/g, ' ')).toBe(RIGHT_SOLUTION.replace(/\s+/g, ' '));
      await page.getByTestId('submit-code').click();
      await page.locator('[data-testid="submit-result"][data-status="0"]').waitFor({ timeout: JUDGE_TIMEOUT_MS });
      // The group's table shows it solved.
      await page.goto(`${baseUrl()}/group/${String(gid)}/problem`);
      await page.getByTestId('group-problem-table').getByTestId('status-solved').waitFor();
      // The group's submissions tab lists it.
      await page.goto(`${baseUrl()}/group/${String(gid)}/status`);
      await page.getByTestId('submission-list').getByText(STORED_ID).first().waitFor();
      await page.close();
    },
    2 * JUDGE_TIMEOUT_MS,
  );

  it('keeps it from a stranger in the browser', async () => {
    const context = await signedInContext(need(browser, 'the browser').browser, need(stranger, 'the stranger'), {
      width: 1280,
      height: 900,
      language: 'en-US',
    });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/group/${String(gid)}/problem/${STORED_ID}`);
    await page.getByTestId('group-private').waitFor();
    await page.goto(`${baseUrl()}/problem/${STORED_ID}`);
    await page.getByText('The problem could not be loaded').first().waitFor();
    expect(await page.getByText(TITLE).count()).toBe(0);
    await context.close();
  });

  it('keeps it from a stranger through the API: list, detail, search and submit', async () => {
    const problem = await api<{ records: { id: number; problemId: string }[] }>(`group/get-admin-problem-list?gid=${String(gid)}`, {
      token: need(teacher, 'the teacher').token,
    });
    const pid = need(
      problem.data.records.find((record) => record.problemId === STORED_ID),
      'the problem',
    ).id;
    expect((await asStranger(`group/get-problem-list?gid=${String(gid)}`)).status).toBe(403);
    expect((await asStranger(`get-problem-detail?problemId=${STORED_ID}&gid=${String(gid)}`)).status).toBe(404);
    expect((await asStranger(`get-problem-detail?problemId=${STORED_ID}`)).status).toBe(404);
    const search = await asStranger(`get-problem-list?keyword=${encodeURIComponent(STORED_ID)}`);
    expect((search.data as { total: number }).total).toBe(0);
    for (const body of [
      { pid, language: 'Python3', code: RIGHT_SOLUTION, cid: 0 },
      { pid, language: 'Python3', code: RIGHT_SOLUTION, cid: 0, gid },
    ]) {
      const refused = await asStranger('submit-problem-judge', { body });
      expect(refused.status).toBe(400);
      expect(refused.msg).toBe('The problem does not exist');
    }
    const submissions = await asStranger('get-submission-list', { body: { gid } });
    expect((submissions.data as { total: number }).total).toBe(0);
  });

  it('shows the admin mode in Chinese', async () => {
    const context = await signedInContext(need(browser, 'the browser').browser, need(teacher, 'the teacher'), {
      width: 1280,
      height: 900,
      locale: 'zh-CN',
      language: 'zh-CN',
    });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/group/${String(gid)}/problem?mode=admin`);
    await page.getByTestId('group-problem-admin').getByText(STORED_ID).waitFor();
    await page.getByText('创建题目').first().waitFor();
    await shoot(page, 'group-problems-zh-CN');
    await context.close();
  });
});
