import type { Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { checkAccessibility, visit } from '../src/a11y.ts';
import { launchBrowser } from '../src/browser.ts';
import type { TestBrowser } from '../src/browser.ts';
import { withDatabase } from '../src/database.ts';
import { baseUrl } from '../src/env.ts';
import { api, apiLogin, rootPassword, signedInContext } from '../src/session.ts';

let browser: TestBrowser | undefined;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** What the gateway's Content-Security-Policy refused on the pages of one test (issue 20 F10): must stay empty. */
const cspViolations: string[] = [];

afterEach(() => {
  const seen = cspViolations.splice(0);
  expect(seen).toEqual([]);
});

/**
 * Opens a page, waits for `ready` and checks its accessibility, recording every request that leaves
 * the platform's origin (there must be none) and every Content-Security-Policy violation.
 */
async function open(
  path: string,
  ready: (page: Page) => Locator,
  options: { width?: number; locale?: string } = {},
): Promise<{ page: Page; foreign: string[] }> {
  if (!browser) throw new Error('the browser did not start');
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const origin = new URL(baseUrl()).origin;
  const foreign: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  page.on('console', (message) => {
    if (/CSP violation|Content Security Policy/i.test(message.text())) cspViolations.push(`${page.url()}: ${message.text()}`);
  });
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:')) foreign.push(url);
  });
  await visit(page, path, ready(page));
  return { page, foreign };
}

describe('the web shell in Chromium', () => {
  it('redirects / to /home and shows the site name from get-website-config, the top menu and the footer', async () => {
    const { page, foreign } = await open('/?l=en-US', (target) => target.getByTestId('site-name'));
    await page.getByTestId('site-name').waitFor();
    expect(new URL(page.url()).pathname).toBe('/home');
    expect(await page.getByTestId('site-name').textContent()).toBe('Online Judge');
    const menu = page.getByTestId('top-menu');
    expect(await menu.textContent()).toContain('Problem');
    expect(await menu.textContent()).toContain('Contest');
    await page.getByTestId('site-footer').waitFor();
    expect(foreign).toEqual([]);
    await page.context().close();
  });

  it('switches language from the footer, keeps it as the saved setting, and lets the l query override it', async () => {
    const { page } = await open('/home', (target) => target.getByTestId('top-menu').getByText('Problem', { exact: true }).first());
    const menu = page.getByTestId('top-menu');
    await menu.getByText('Problem', { exact: true }).first().waitFor();
    await page.getByTestId('site-footer').getByRole('button', { name: 'Switch language' }).click();
    await page.getByRole('menuitem', { name: '简体中文' }).click();
    await menu.getByText('题目', { exact: true }).first().waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('zh-CN');
    await checkAccessibility(page, '/home in zh-CN');
    await page.reload();
    await menu.getByText('题目', { exact: true }).first().waitFor();
    await visit(page, '/home?l=en-US', menu.getByText('Problem', { exact: true }).first());
    await page.context().close();
  });

  it('follows a Chinese browser language when nothing is saved', async () => {
    const { page } = await open('/home', (target) => target.getByTestId('top-menu').getByText('题目', { exact: true }).first(), { locale: 'zh-CN' });
    await page.getByTestId('top-menu').getByText('题目', { exact: true }).first().waitFor();
    await page.context().close();
  });

  it('shows the 404 page for an unknown path, and Go Home leads home', async () => {
    const { page } = await open('/no/such/page?l=en-US', (target) => target.getByRole('button', { name: 'Go Home' }));
    const goHome = page.getByRole('button', { name: 'Go Home' });
    await goHome.waitFor();
    await goHome.click();
    await page.waitForURL(/\/home$/);
  });
});

describe('the shell with real message and toolbox rows', () => {
  it('shows unread counts from the message tables on the bell and the toolbox links from the tool table', async () => {
    if (!browser) throw new Error('the browser did not start');
    // A fresh account, so that what other tests leave in root's message center does not count.
    const root = await apiLogin('root', rootPassword());
    const prefix = `shell${Date.now().toString(36).slice(-6)}`;
    const generated = await api<{ users: { username: string; password: string }[] }>('admin/user/generate-user', {
      token: root.token,
      body: { prefix, suffix: '', numberFrom: 1, numberTo: 1, passwordLength: 10 },
    });
    const account = generated.data.users[0];
    if (!account) throw new Error('no account was generated');
    const session = await apiLogin(account.username, account.password);
    const uid = session.userInfo.uid;
    const toolName = `E2E Tool ${Date.now()}`;
    await withDatabase(async (db) => {
      // Two unread replies and one unread system notice count; a read like does not.
      await db.query(
        "INSERT INTO msg_remind (action, senderId, recipientId, state) VALUES ('Reply', 'someone', ?, 0), ('Reply', 'someone', ?, 0), ('Like_Post', 'someone', ?, 1)",
        [uid, uid, uid],
      );
      await db.query("INSERT INTO user_sys_notice (sysNoticeId, recipientId, type, state) VALUES (987654, ?, 'Sys', 0)", [uid]);
      await db.query('INSERT INTO tool (name, url, sort, visible) VALUES (?, ?, 1, 1)', [toolName, 'https://example.org/e2e-tool']);
    });
    // Wide enough that the whole top menu fits (narrower, antd folds the last entries into "...").
    const context = await signedInContext(browser.browser, session, { width: 1920 });
    const page = await context.newPage();
    const bellCount = page.getByTestId('message-menu').locator('.ant-badge-count');
    await visit(page, '/home?l=en-US', bellCount);
    await expect.poll(() => bellCount.getAttribute('title')).toBe('3');
    await page.getByTestId('message-menu').click();
    const reply = page.getByRole('menuitem', { name: /Replies/ });
    await reply.waitFor();
    expect(await reply.locator('.ant-badge-count').getAttribute('title')).toBe('2');

    await page.getByTestId('top-menu').getByText('Toolbox', { exact: true }).hover();
    const link = page.getByRole('link', { name: toolName });
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe('https://example.org/e2e-tool');
    expect(await link.getAttribute('target')).toBe('_blank');
    await context.close();
  });
});

describe('the admin shell in Chromium', () => {
  it('sends a signed-out visitor to the admin login page', async () => {
    const { page, foreign } = await open('/admin/?l=en-US', (target) => target.locator('input[type="password"]'));
    await page.waitForURL(/\/admin\/login/);
    await page.locator('input[type="password"]').waitFor();
    expect(foreign).toEqual([]);
    await page.context().close();
  });

  it('opens the back office for root, in English and in Chinese', async () => {
    if (!browser) throw new Error('the browser did not start');
    const context = await signedInContext(browser.browser, await apiLogin('root', rootPassword()));
    const page = await context.newPage();
    for (const language of ['en-US', 'zh-CN']) {
      await visit(page, `/admin/?l=${language}`, page.getByTestId('admin-menu'));
      expect(await page.locator('html').getAttribute('lang')).toBe(language);
    }
    await context.close();
  });
});
