// The global ranklists against the started platform: a few users get real verdicts from the judge
// node, the contest service's lists move with the judged events, and /acm-rank and /oi-rank show
// them (chart and table) to a visitor; screenshots in both languages. Screenshots go to
// OJ_E2E_SCREENSHOT_DIR (docs/screenshots to refresh the committed ones), else to the run directory.
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RIGHT_SOLUTION, WRONG_SOLUTION } from '../src/admin.ts';
import { launchBrowser } from '../src/browser.ts';
import type { TestBrowser } from '../src/browser.ts';
import { baseUrl } from '../src/env.ts';
import { api, apiLogin, rootPassword, submitAndWait } from '../src/session.ts';
import type { ApiSession } from '../src/session.ts';

const RUN = Date.now().toString(36);
const screenshotDir = resolve(process.env.OJ_E2E_SCREENSHOT_DIR ?? join(process.env.OJ_RUN_DIR ?? tmpdir(), 'screenshots'));
/** Right and wrong submissions per user: the ACM order is by solved desc, then submissions asc. */
const PLAN = [
  { right: 1, wrong: 0 },
  { right: 1, wrong: 2 },
  { right: 1, wrong: 1 },
  { right: 0, wrong: 1 },
];

const SUBMIT_GAP_MS = 9_000;
const PROFILES = [
  { nickname: 'Ada', signature: 'Fast and correct.' },
  { nickname: 'Brian K', signature: 'Still debugging.' },
  { nickname: '小明同学', signature: '每天一道题' },
  { nickname: 'Dee', signature: '' },
];

let browser: TestBrowser | undefined;
let users: ApiSession[] = [];
let guest: BrowserContext | undefined;

function need<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`${what} is missing: an earlier step failed`);
  return value;
}

interface RankRow {
  rank: number;
  username: string;
  ac: number;
  total: number;
}

async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  await page.mouse.move(0, 0);
  await page.waitForTimeout(1_500);
  await page.screenshot({ path: join(screenshotDir, `${name}.png`), fullPage: true });
}

beforeAll(async () => {
  const root = await apiLogin('root', rootPassword());
  const generated = await api<{ users: { username: string; password: string }[] }>('admin/user/generate-user', {
    token: root.token,
    body: { prefix: `r${RUN}`, suffix: '', numberFrom: 1, numberTo: PLAN.length, passwordLength: 10 },
  });
  users = await Promise.all(generated.data.users.map((account) => apiLogin(account.username, account.password)));
  // Profiles as the ranklist shows them (read again with each user's first judged submission): nicknames of
  // different lengths (their tag colours), signatures, and a title given by root.
  for (const [index, profile] of PROFILES.entries()) {
    const session = need(users[index], 'a user');
    await api('change-userInfo', { token: session.token, body: profile });
  }
  const titled = need(users[0], 'a user');
  await api('admin/user/edit-user', {
    method: 'PUT',
    token: root.token,
    body: { uid: titled.userInfo.uid, username: titled.userInfo.username, titleName: 'Champion', titleColor: '#d4380d', role: 1002, status: 0 },
  });
  const detail = await api<{ problem: { id: number }; languages: string[] }>('get-problem-detail?problemId=P1000', { token: root.token });
  const language = detail.data.languages.find((name) => name === 'Python3') ?? 'Python3';
  // Each user's wrong answers first, then the right one, taking turns: one user's submissions stay
  // SUBMIT_GAP_MS apart (the site's interval between two submissions of one user, 8 s by default).
  const queues = PLAN.map((plan) => [...Array<string>(plan.wrong).fill(WRONG_SOLUTION), ...Array<string>(plan.right).fill(RIGHT_SOLUTION)]);
  const lastAt = PLAN.map(() => 0);
  while (queues.some((queue) => queue.length > 0)) {
    for (const [index, queue] of queues.entries()) {
      const code = queue.shift();
      if (code === undefined) continue;
      const wait = (lastAt[index] ?? 0) + SUBMIT_GAP_MS - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      lastAt[index] = Date.now();
      await submitAndWait(need(users[index], 'a user'), { pid: detail.data.problem.id, language, code });
    }
  }
  browser = await launchBrowser();
  guest = await browser.newContext({ width: 1280, height: 900, locale: 'en-US' });
}, 600_000);

afterAll(async () => {
  await guest?.close();
  await browser?.close();
});

describe('the global ranklists', () => {
  it('orders the judged users by solved, then submissions, once the judged events arrived', async () => {
    const names = users.map((session) => session.userInfo.username);
    const mine = async () => {
      const page = await api<{ total: number; records: RankRow[] }>(`get-rank-list?type=ACM&limit=100&searchUser=r${RUN}`);
      return page.data.records.map((row) => row.username);
    };
    await expect.poll(mine, { timeout: 30_000 }).toEqual([names[0], names[2], names[1], names[3]]);
  });

  it('shows the chart and the table to a visitor, in English and in Chinese', async () => {
    const page = await need(guest, 'the guest context').newPage();
    for (const language of ['en-US', 'zh-CN'] as const) {
      await page.goto(`${baseUrl()}/home`);
      await page.evaluate((value) => {
        localStorage.setItem('language', value);
      }, language);
      await page.goto(`${baseUrl()}/acm-rank`);
      await page.getByTestId('rank-chart').locator('canvas').waitFor();
      const first = users[0]?.userInfo.username ?? '';
      const row = page.getByRole('row').filter({ hasText: first });
      await row.waitFor();
      expect(await row.getByRole('link', { name: first }).getAttribute('href')).toContain('/user-home?');
      expect(await row.getByRole('link', { name: '1', exact: true }).getAttribute('href')).toBe(`/status?username=${first}&status=0`);
      await shoot(page, `acm-rank-${language}`);
    }
    // Search and the OI list.
    await page.goto(`${baseUrl()}/oi-rank`);
    await page.getByTestId('rank-table').waitFor();
    await page
      .getByTestId('rank-search')
      .locator('input')
      .fill(users[3]?.userInfo.username ?? '');
    await page.getByTestId('rank-search').locator('input').press('Enter');
    await expect.poll(() => page.getByTestId('rank-username').allInnerTexts(), { timeout: 10_000 }).toEqual([users[3]?.userInfo.username]);
  });
});
