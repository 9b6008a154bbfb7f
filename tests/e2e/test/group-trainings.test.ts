// Group trainings in Chromium against the started platform (spec 03 §2.10, §5, §6): a teacher, owner
// of a private group, creates a training in the group's admin mode with the back office's form and
// adds a public problem with the back office's picker; a member who solved that problem sees the
// training in the group's list with its progress and opens it (the core training pages under the
// group); a stranger sees neither the group's trainings nor the training (browser and API); the super
// admin clones the group's trainings into another group in the clone dialog, the group's own problem in
// them copied into the other group and linked in its place (docs/architecture.md, "Cloning a group's
// trainings"). The member list is shot
// in both languages (docs/screenshots/group-trainings-*.png through OJ_E2E_SCREENSHOT_DIR).
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestBrowser } from '../src/browser.ts';
import { baseUrl } from '../src/env.ts';
import { admitMember, groupBrowser, groupCast, privateGroup } from '../src/groups.ts';
import type { GroupBrowser } from '../src/groups.ts';
import { shoot } from '../src/outlines.ts';
import { api, need, signedInContext, submitAndWait } from '../src/session.ts';
import type { ApiSession } from '../src/session.ts';

const RUN = Date.now().toString(36);
const TITLE = `Loops ${RUN}`;
const CODE = 'q4w8e2';
const RIGHT = 'a, b = map(int, input().split())\nprint(a + b)';

let groupPages: GroupBrowser | undefined;
let browser: TestBrowser | undefined;
let root: ApiSession | undefined;
let teacher: ApiSession | undefined;
let student: ApiSession | undefined;
let stranger: ApiSession | undefined;
let teacherContext: BrowserContext | undefined;
let studentContext: BrowserContext | undefined;
let gid = 0;
let targetGid = 0;
let tid = 0;
let categoryName = '';
let groupProblemId = '';

beforeAll(async () => {
  ({ root, teacher, student, stranger } = await groupCast(`gt${RUN}`));
  categoryName = `Basics ${RUN}`;
  await api('admin/training/category', { token: root.token, body: { name: categoryName, color: '#19be6b' } });
  gid = await privateGroup(teacher, { name: `Trainers ${RUN}`, shortName: `t${RUN}`.slice(0, 10), code: CODE });
  targetGid = await privateGroup(teacher, { name: `Copies ${RUN}`, shortName: `k${RUN}`.slice(0, 10), code: CODE });
  // The student joins the private group: applies with the code, the teacher approves.
  await admitMember(teacher, student, gid, CODE);
  // A private problem of the group, for its training (added once the training exists): the clone copies it.
  const languages = await api<{ id: number; name: string }[]>('languages', { token: teacher.token });
  const python = languages.data.find((language) => language.name === 'Python3')?.id ?? languages.data[0]?.id ?? 0;
  const saved = await api<{ problemId: string }>('group/problem', {
    token: teacher.token,
    body: {
      gid,
      problem: { problemId: 'G1', title: `Group sum ${RUN}`, description: 'Add two numbers.', input: 'a b', output: 'a+b', auth: 2 },
      languages: [python],
      isUploadTestCase: false,
      samples: [{ input: '1 2\n', output: '3\n' }],
    },
  });
  groupProblemId = saved.data.problemId;
  // The student has solved P1000 already: the training's progress counts it.
  const detail = await api<{ problem: { id: number } }>('get-problem-detail?problemId=P1000', { token: root.token });
  const judged = await submitAndWait(student, { pid: detail.data.problem.id, language: 'Python3', code: RIGHT }, 240_000);
  expect(judged.status).toBe(0);
  groupPages = await groupBrowser({ teacher, student });
  ({ browser, teacherContext, studentContext } = groupPages);
}, 400_000);

afterAll(async () => {
  await groupPages?.close();
});

describe('group trainings in the browser', () => {
  it('lets the group owner create a training in the admin mode and add a public problem', async () => {
    const page = await need(teacherContext, 'the teacher').newPage();
    // A page error is the first thing to read when a step below times out.
    page.on('pageerror', (error) => {
      console.log(`page error: ${error.message}`);
    });
    await page.goto(`${baseUrl()}/group/${String(gid)}/training`);
    await page.getByTestId('group-training-mode').getByText('Manage').click();
    await page.getByTestId('admin-training-list').waitFor();
    await page.getByTestId('training-create').click();
    await page.getByTestId('training-form').waitFor();
    await page.getByTestId('training-title').fill(TITLE);
    await page.getByTestId('training-category').click();
    await page.locator('.ant-select-item-option').filter({ hasText: categoryName }).click();
    await page.getByTestId('training-save').click();
    await page.getByText('Create Successfully').first().waitFor();
    await page.waitForURL(/\/training\/\d+\/admin-problems$/);
    tid = Number(new URL(page.url()).pathname.split('/')[4]);
    expect(tid).toBeGreaterThan(0);
    await page.getByTestId('training-add-problem').click();
    const dialog = page.getByTestId('training-add-from-bank');
    const search = dialog.getByTestId('data-table-search').locator('input');
    await search.fill('P1000');
    await search.press('Enter');
    await dialog.getByRole('button', { name: 'Add P1000', exact: true }).click();
    await page.getByText('Add Successfully').first().waitFor();
    await dialog.getByText('Added').waitFor();
    await page.locator('.ant-modal-footer').getByRole('button', { name: 'Close' }).click();
    await page.getByTestId('admin-training-problems').getByText('P1000').first().waitFor();
    // The group's problems are offered too: its own problem is added through the API (the picker is the back office's, tested there).
    await page.getByTestId('training-add-group-problem').waitFor();
    await api('group/add-training-problem-from-group', { token: need(teacher, 'the teacher').token, body: { tid, problemId: groupProblemId } });
    await page.close();
  });

  it('shows the member the group’s training with the progress, and opens it on the core training pages', async () => {
    const page = await need(studentContext, 'the student').newPage();
    await page.goto(`${baseUrl()}/group/${String(gid)}/training`);
    const list = page.getByTestId('group-trainings');
    await list.getByText(TITLE).waitFor();
    // Solved 1 of 2 (P1000, not the group's problem): the progress bar's text.
    await list.getByText('1/2').waitFor();
    await expect(list.getByTestId('group-training-mode').count()).resolves.toBe(0);
    await shoot(page, 'group-trainings-en-US');
    await list.getByText(TITLE).click();
    await page.waitForURL(new RegExp(`/group/${String(gid)}/training/${String(tid)}/?$`));
    await page.getByTestId('training-shell').waitFor();
    await page.getByTestId('training-tabs').getByText('Problems').click();
    await page.waitForURL(new RegExp(`/group/${String(gid)}/training/${String(tid)}/problems$`));
    await page.getByTestId('training-problem-link').first().click();
    await page.waitForURL(new RegExp(`/group/${String(gid)}/training/${String(tid)}/problem/P1000$`));
    await page.close();
  });

  it('keeps the private group’s training from a stranger, in the browser and through the API', async () => {
    const token = need(stranger, 'the stranger').token;
    const listed = await fetch(`${baseUrl()}/api/group/get-training-list?gid=${String(gid)}`, { headers: { authorization: token } });
    expect(listed.status).toBe(403);
    const detail = await fetch(`${baseUrl()}/api/get-training-detail?tid=${String(tid)}`, { headers: { authorization: token } });
    expect(detail.status).toBe(404);
    const publicList = await api<{ records: { title: string }[] }>(`get-training-list?keyword=${encodeURIComponent(RUN)}`, { token });
    expect(publicList.data.records).toEqual([]);
    const context = await signedInContext(need(browser, 'the browser').browser, need(stranger, 'the stranger'), {
      width: 1280,
      height: 900,
      language: 'en-US',
    });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/group/${String(gid)}/training/${String(tid)}/`);
    await page.getByTestId('group-private').waitFor();
    await expect(page.getByText(TITLE).count()).resolves.toBe(0);
    await context.close();
  });

  it('lets the super admin clone the group’s trainings into another group', async () => {
    const context = await signedInContext(need(browser, 'the browser').browser, need(root, 'root'), { width: 1280, height: 900, language: 'en-US' });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/group/${String(gid)}/training?mode=admin`);
    await page.getByTestId('admin-training-list').getByText(TITLE).waitFor();
    await page.getByTestId('training-clone').click();
    // The target is required.
    await page.getByRole('dialog').getByRole('button', { name: 'Clone' }).click();
    await page.getByText('Choose the target group').waitFor();
    await page.getByTestId('training-clone-target').click();
    await page.keyboard.type(`Copies ${RUN}`);
    await page
      .locator('.ant-select-item-option')
      .filter({ hasText: `Copies ${RUN}` })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Clone' }).click();
    await page.getByText('Copied successfully: 1 training; group problems copied into the target group: 1').first().waitFor();
    const token = need(teacher, 'the teacher').token;
    const copies = await api<{ records: { id: number; title: string; author: string }[] }>(`group/get-admin-training-list?gid=${String(targetGid)}`, { token });
    expect(copies.data.records.map((row) => row.title)).toEqual([TITLE]);
    // The copy links the public problem as it is, and the target group's copy of the group problem, not the source's.
    const linked = await api<{ problemList: { records: { problemId: string; gid: number | null }[] } }>(
      `group/get-training-problem-list?tid=${String(copies.data.records[0]?.id ?? 0)}`,
      { token },
    );
    expect(linked.data.problemList.records.map((problem) => [problem.problemId, problem.gid])).toEqual([
      ['P1000', null],
      [`k${RUN}`.slice(0, 10) + 'G1', targetGid],
    ]);
    await context.close();
  });

  it('shows the member list in Chinese', async () => {
    const context = await signedInContext(need(browser, 'the browser').browser, need(student, 'the student'), {
      width: 1280,
      height: 900,
      locale: 'zh-CN',
      language: 'zh-CN',
    });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/group/${String(gid)}/training`);
    await page.getByTestId('group-trainings').getByText(TITLE).waitFor();
    await page.getByTestId('group-trainings').getByText('训练').first().waitFor();
    await shoot(page, 'group-trainings-zh-CN');
    await context.close();
  });
});
