// A training in Chromium against the started platform (its judge node included), as the trainings
// issue asks: root sets up categories and trainings over the admin API (a private one with a
// password, public ones beside it); a user opens the private training from the list, joins it through
// the password form, opens a problem, submits an accepted solution in the editor, and the training's
// rank tab shows the AC (the real-name column for root, the training admin, only). The training list
// is shot in both languages, signed in so the progress bars show. Screenshots go to
// OJ_E2E_SCREENSHOT_DIR (docs/screenshots to refresh the committed ones), else to the run directory.
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkAccessibility } from '../src/a11y.ts';
import { adminSignIn } from '../src/admin.ts';
import { launchBrowser } from '../src/browser.ts';
import type { TestBrowser } from '../src/browser.ts';
import { baseUrl } from '../src/env.ts';
import { api, apiLogin, rootPassword, signedInContext, need } from '../src/session.ts';
import type { ApiSession } from '../src/session.ts';

const RUN = Date.now().toString(36);
const PRIVATE_TITLE = `Private practice ${RUN}`;
const PASSWORD = `pw-${RUN}`;
const JUDGE_TIMEOUT_MS = 180_000;
const RIGHT = 'a, b = map(int, input().split())\nprint(a + b)';
const screenshotDir = resolve(process.env.OJ_E2E_SCREENSHOT_DIR ?? join(process.env.OJ_RUN_DIR ?? tmpdir(), 'screenshots'));

let browser: TestBrowser | undefined;
let root: ApiSession | undefined;
let user: ApiSession | undefined;
let userContext: BrowserContext | undefined;
let rootContext: BrowserContext | undefined;
let privateTid = 0;
const pids = new Map<string, number>();

async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  await page.mouse.move(0, 0);
  await page.waitForTimeout(800);
  await page.screenshot({ path: join(screenshotDir, `${name}.png`) });
}

/** Creates a training over the admin API with the demo problems given by problemId; returns its id. */
async function training(session: ApiSession, form: Record<string, unknown>, problemIds: string[]): Promise<number> {
  const created = await api<{ id: number }>('admin/training', { token: session.token, body: { description: 'Warm up with these problems.', ...form } });
  for (const problemId of problemIds) {
    await api('admin/training/add-training-problem-from-public', {
      token: session.token,
      body: { tid: created.data.id, pid: need(pids.get(problemId), problemId), displayId: problemId },
    });
  }
  return created.data.id;
}

beforeAll(async () => {
  root = await apiLogin('root', rootPassword());
  for (const problemId of ['P1000', 'P1001', 'P1002', 'P1003', 'P1005']) {
    const detail = await api<{ problem: { id: number } }>(`get-problem-detail?problemId=${problemId}`, { token: root.token });
    pids.set(problemId, detail.data.problem.id);
  }
  const category = async (name: string, color: string) =>
    (await api<{ id: number }>('admin/training/category', { token: need(root, 'root').token, body: { name: `${name} ${RUN}`, color } })).data.id;
  const basics = await category('Basics', '#19be6b');
  const algorithms = await category('Algorithms', '#2d8cf0');
  const strings = await category('Strings', '#ff9900');
  privateTid = await training(root, { rank: 1, title: PRIVATE_TITLE, auth: 'Private', pwd: PASSWORD, categoryId: basics }, ['P1000', 'P1001']);
  await training(root, { rank: 2, title: `Beginner set ${RUN}`, auth: 'Public', categoryId: basics }, ['P1000', 'P1002']);
  await training(root, { rank: 3, title: `Graph drills ${RUN}`, auth: 'Public', categoryId: algorithms }, ['P1003', 'P1005']);
  await training(root, { rank: 4, title: `Palindromes ${RUN}`, auth: 'Private', pwd: PASSWORD, categoryId: strings }, ['P1001']);

  const generated = await api<{ users: { username: string; password: string }[] }>('admin/user/generate-user', {
    token: root.token,
    body: { prefix: `t${RUN}`, suffix: '', numberFrom: 1, numberTo: 1, passwordLength: 10 },
  });
  const account = need(generated.data.users[0], 'the generated user');
  user = await apiLogin(account.username, account.password);
  browser = await launchBrowser();
  userContext = await signedInContext(browser.browser, user, { width: 1280, height: 800, language: 'en-US' });
  rootContext = await signedInContext(browser.browser, root, { width: 1280, height: 800, language: 'en-US' });
});

afterAll(async () => {
  for (const context of [userContext, rootContext]) await context?.close();
  await browser?.close();
});

describe('a private training from the password form to its rank', () => {
  it('refuses a submission to the private training before the user registers', async () => {
    const submitted = api('submit-problem-judge', {
      token: need(user, 'user').token,
      body: { pid: need(pids.get('P1000'), 'P1000'), tid: privateTid, language: 'Python3', code: RIGHT },
    });
    await expect(submitted).rejects.toThrow(/403 You have not registered for this training/);
  });

  it('the user joins through the password form, opens a problem and solves it in the editor', async () => {
    const page = await need(userContext, 'the user context').newPage();
    await page.goto(`${baseUrl()}/training`);
    await page.getByTestId('training-link').filter({ hasText: PRIVATE_TITLE }).click();
    await page.waitForURL(new RegExp(`/training/${String(privateTid)}/?$`));
    await page.getByTestId('training-password-form').waitFor();
    // Until registered, the problems tab is closed.
    expect(await page.getByRole('tab', { name: 'Problems' }).getAttribute('aria-disabled')).toBe('true');
    await page.getByTestId('training-password').fill('not the password');
    await page.getByTestId('training-password-submit').click();
    await page.getByText('The training password is wrong').first().waitFor();
    await page.getByTestId('training-password').fill(PASSWORD);
    await page.getByTestId('training-password-submit').click();
    await page.getByTestId('training-password-form').waitFor({ state: 'detached' });
    await checkAccessibility(page, 'the training overview');

    await page.getByRole('tab', { name: 'Problems' }).click();
    await page.getByTestId('training-problem-table').waitFor();
    await checkAccessibility(page, 'the training problems');
    await page.getByTestId('training-problem-link').filter({ hasText: 'A+B Problem' }).click();
    await page.waitForURL(new RegExp(`/training/${String(privateTid)}/problem/P1000$`));
    await page.locator('.monaco-editor').first().waitFor({ timeout: 60_000 });
    await page.getByTestId('editor-language').click();
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: /^Python3$/ })
      .first()
      .click();
    await page
      .locator('.ant-select-dropdown:visible')
      .waitFor({ state: 'detached' })
      .catch(() => undefined);
    await page.locator('.monaco-editor .view-lines').first().click();
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Delete');
    await page.keyboard.insertText(RIGHT);
    await page.getByTestId('submit-code').click();
    await page.locator('[data-testid="submit-result"][data-status="0"]').waitFor({ timeout: JUDGE_TIMEOUT_MS });

    // The submission carries the training.
    const mine = await api<{ records: { submitId: number; status: number }[] }>('get-submission-list', {
      token: need(user, 'user').token,
      body: { onlyMine: true, problemID: 'P1000', completeProblemID: true, currentPage: 1, limit: 5 },
    });
    expect(mine.data.records[0]?.status).toBe(0);
    await page.close();
  });

  it('the rank tab shows the AC; the real-name column is the training admin’s only', async () => {
    const page = await need(userContext, 'the user context').newPage();
    await page.goto(`${baseUrl()}/training/${String(privateTid)}/rank`);
    await page.getByTestId('training-rank-table').waitFor();
    const row = page.locator(`tr[data-row-key="${need(user, 'user').userInfo.uid}"]`);
    await expect.poll(async () => row.getByTestId('training-rank-ac').innerText(), { timeout: 30_000 }).toBe('1');
    expect(await row.locator('[data-testid="training-rank-cell"][data-status="0"]').count()).toBe(1);
    expect(await page.getByRole('columnheader', { name: 'Real Name' }).count()).toBe(0);
    await checkAccessibility(page, 'the training rank');
    await page.close();

    const rootPage = await need(rootContext, 'the root context').newPage();
    await rootPage.goto(`${baseUrl()}/training/${String(privateTid)}/rank`);
    await rootPage.getByTestId('training-rank-table').waitFor();
    await rootPage.getByRole('columnheader', { name: 'Real Name' }).waitFor();
    await rootPage.close();
  });

  it('the list shows categories in colour and the signed-in user’s progress, in both languages', async () => {
    for (const language of ['en-US', 'zh-CN'] as const) {
      const context = await signedInContext(need(browser, 'the browser').browser, need(user, 'user'), { width: 1280, height: 760, locale: language, language });
      const page = await context.newPage();
      await page.goto(`${baseUrl()}/training?keyword=${RUN}`);
      await page.getByTestId('training-progress').first().waitFor();
      expect(await page.getByTestId('training-link').count()).toBe(4);
      expect(await page.getByTestId('training-category-filter').filter({ hasText: RUN }).count()).toBe(3);
      const privateRow = page.locator('tr', { hasText: PRIVATE_TITLE });
      await expect.poll(async () => privateRow.getByTestId('training-progress').innerText()).toContain('1/2');
      await checkAccessibility(page, `the training list in ${language}`);
      await shoot(page, `training-list-${language}`);
      await context.close();
    }
  });

  it('the back office lists the trainings and their categories', async () => {
    const page = await need(rootContext, 'the root context').newPage();
    await adminSignIn(page, 'root', rootPassword());
    await page.goto(`${baseUrl()}/admin/training`);
    await page.getByTestId('admin-training-list').getByText(PRIVATE_TITLE).waitFor();
    await checkAccessibility(page, '/admin/training');
    await page.goto(`${baseUrl()}/admin/training/category`);
    await page.getByTestId('training-category-table').getByText(`Algorithms ${RUN}`).waitFor();
    await page.goto(`${baseUrl()}/admin/training/${String(privateTid)}/problems`);
    await page.getByTestId('admin-training-problems').getByText('P1001').first().waitFor();
    await page.close();
  });
});
