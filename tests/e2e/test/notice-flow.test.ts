// An admin notice from the back office to one user's message center: root writes a notice for a
// designated user on the notice page, pushes it (the hourly push, run now with the page's button),
// and the user sees it once through the API (msg/mine) and as the unread badge in the web app's
// header; a second push delivers nothing more.
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSignIn } from '../src/admin.ts';
import { launchBrowser } from '../src/browser.ts';
import type { TestBrowser } from '../src/browser.ts';
import { baseUrl } from '../src/env.ts';
import { api, apiLogin, rootPassword, signedInContext } from '../src/session.ts';
import type { ApiSession } from '../src/session.ts';

const RUN = Date.now().toString(36);
const TITLE = `Your prize is ready ${RUN}`;

let browser: TestBrowser | undefined;
let root: ApiSession | undefined;
let user: ApiSession | undefined;
let adminContext: BrowserContext | undefined;
let userContext: BrowserContext | undefined;

function need<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`${what} is missing: an earlier step failed`);
  return value;
}

beforeAll(async () => {
  root = await apiLogin('root', rootPassword());
  const generated = await api<{ users: { username: string; password: string }[] }>('admin/user/generate-user', {
    token: root.token,
    body: { prefix: `n${RUN}`, suffix: '', numberFrom: 1, numberTo: 1, passwordLength: 10 },
  });
  const account = need(generated.data.users[0], 'the generated user');
  user = await apiLogin(account.username, account.password);
  browser = await launchBrowser();
  adminContext = await browser.newContext({ width: 1280, height: 900, locale: 'en-US' });
});

afterAll(async () => {
  for (const context of [adminContext, userContext]) await context?.close();
  await browser?.close();
});

describe('an admin notice for a designated user', () => {
  it('root writes it on the notice page and pushes it', async () => {
    const page = await need(adminContext, 'the admin context').newPage();
    await adminSignIn(page, 'root', rootPassword());
    await page.goto(`${baseUrl()}/admin/notice`);
    await page.getByTestId('notice-table').waitFor();
    await page.getByTestId('create-notice').click();
    const title = page.locator('#notice-title');
    await title.waitFor();
    await title.fill(TITLE);
    await page.getByRole('textbox', { name: 'Content', exact: true }).fill('Come to the office **on Friday**.');
    await page.getByLabel('Designated user').check();
    await page.getByLabel('Username of the designated user').fill(need(user, 'the user').userInfo.username);
    await page.getByTestId('save-notice').click();
    await title.waitFor({ state: 'detached' });
    const row = page.getByRole('row').filter({ hasText: TITLE });
    await row.getByTestId('notice-waiting').waitFor();
    await page.getByTestId('push-notices').click();
    await row.getByTestId('notice-pushed').waitFor();
    expect(await row.innerText()).toContain(need(user, 'the user').userInfo.username);
  });

  it('the user sees the unread badge in the header, then the notice once in the Mine tab (a designated user’s notice)', async () => {
    const session = need(user, 'the user');
    userContext = await signedInContext(need(browser, 'the browser').browser, session, { width: 1280, height: 800, language: 'en-US' });
    const page = await userContext.newPage();
    await page.goto(`${baseUrl()}/home`);
    const bell = page.getByTestId('message-menu');
    await expect.poll(() => bell.getAttribute('aria-label'), { timeout: 30_000 }).toMatch(/ 1$/);
    expect(await bell.locator('.ant-badge-count').innerText()).toBe('1');

    const messages = await api<{ total: number; records: { title: string; content: string; state: number }[] }>('msg/mine', { token: session.token });
    expect(messages.data.total).toBe(1);
    expect(messages.data.records.map((record) => record.title)).toEqual([TITLE]);
    expect(messages.data.records[0]).toMatchObject({ content: 'Come to the office **on Friday**.', state: 0 });

    // The next push has nothing left to deliver; the list is read now.
    const again = await api<{ notices: number; deliveries: number }>('admin/msg/notice/push', { method: 'POST', token: need(root, 'root').token });
    expect(again.data).toEqual({ notices: 0, deliveries: 0 });
    const after = await api<{ total: number; records: { state: number }[] }>('msg/mine', { token: session.token });
    expect(after.data.total).toBe(1);
    expect(after.data.records[0]?.state).toBe(1);
    const unread = await api<{ mine: number }>('msg/unread', { token: session.token });
    expect(unread.data.mine).toBe(0);
  });
});
