import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../src/browser.ts';
import type { TestBrowser } from '../src/browser.ts';
import { baseUrl } from '../src/env.ts';

let browser: TestBrowser | undefined;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** Opens a page and records every request that leaves the platform's origin (there must be none). */
async function open(path: string, options: { width?: number; locale?: string } = {}): Promise<{ page: Page; foreign: string[] }> {
  if (!browser) throw new Error('the browser did not start');
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const origin = new URL(baseUrl()).origin;
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:')) foreign.push(url);
  });
  await page.goto(`${baseUrl()}${path}`);
  return { page, foreign };
}

describe('the web shell in Chromium', () => {
  it('redirects / to /home and shows the site name from get-website-config, the top menu and the footer', async () => {
    const { page, foreign } = await open('/?l=en-US');
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
    const { page } = await open('/home');
    const menu = page.getByTestId('top-menu');
    await menu.getByText('Problem', { exact: true }).first().waitFor();
    await page.getByTestId('site-footer').getByRole('button', { name: 'Switch language' }).click();
    await page.getByRole('menuitem', { name: '简体中文' }).click();
    await menu.getByText('题目', { exact: true }).first().waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('zh-CN');
    await page.reload();
    await menu.getByText('题目', { exact: true }).first().waitFor();
    await page.goto(`${baseUrl()}/home?l=en-US`);
    await menu.getByText('Problem', { exact: true }).first().waitFor();
    await page.context().close();
  });

  it('follows a Chinese browser language when nothing is saved', async () => {
    const { page } = await open('/home', { locale: 'zh-CN' });
    await page.getByTestId('top-menu').getByText('题目', { exact: true }).first().waitFor();
    await page.context().close();
  });

  it('shows the 404 page for an unknown path, and Go Home leads home', async () => {
    const { page } = await open('/no/such/page?l=en-US');
    const goHome = page.getByRole('button', { name: 'Go Home' });
    await goHome.waitFor();
    await goHome.click();
    await page.waitForURL(/\/home$/);
  });
});

describe('the admin shell in Chromium', () => {
  it('sends a signed-out visitor to the admin login page', async () => {
    const { page, foreign } = await open('/admin/?l=en-US');
    await page.waitForURL(/\/admin\/login/);
    await page.locator('input[type="password"]').waitFor();
    expect(foreign).toEqual([]);
    await page.context().close();
  });
});
