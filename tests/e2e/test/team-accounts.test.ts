// Team accounts in Chromium against the started platform: root opens a contest whose account limit
// rule admits t<run>1 … t<run>2, generates those accounts as teams from the contest form (a team list
// for the first, the name pattern for the second), downloads the sheet of passwords once, and a team
// signs in with its downloaded password. The board's team names are proven in the gateway's
// team-board test against the real contest service. Screenshots of the dialog in both languages go to
// OJ_E2E_SCREENSHOT_DIR (docs/screenshots to refresh the committed ones), else to the run directory.
import { mkdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkAccessibility } from '../src/a11y.ts';
import { launchBrowser } from '../src/browser.ts';
import type { TestBrowser } from '../src/browser.ts';
import { baseUrl } from '../src/env.ts';
import { api, apiLogin, rootPassword, signedInContext } from '../src/session.ts';
import type { ApiSession } from '../src/session.ts';

const RUN = Date.now().toString(36).slice(-6);
const PREFIX = `t${RUN}`;
const screenshotDir = resolve(process.env.OJ_E2E_SCREENSHOT_DIR ?? join(process.env.OJ_RUN_DIR ?? tmpdir(), 'screenshots'));

let browser: TestBrowser | undefined;
let root: ApiSession | undefined;
let cid = 0;

function need<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`${what} is missing: an earlier step failed`);
  return value;
}

beforeAll(async () => {
  root = await apiLogin('root', rootPassword());
  const now = Date.now();
  const created = await api<{ id: number }>('admin/contest', {
    token: root.token,
    body: {
      title: `Team contest ${RUN}`,
      description: 'Teams of three.',
      type: 0,
      auth: 1,
      pwd: `pw-${RUN}`,
      startTime: new Date(now - 600_000).toISOString(),
      endTime: new Date(now + 3_600_000).toISOString(),
      sealRank: false,
      sealRankTime: null,
      autoRealRank: true,
      allowEndSubmit: false,
      openPrint: false,
      openRank: false,
      rankShowName: 'username',
      oiRankScoreType: 'Recent',
      starAccount: [],
      awardType: 0,
      awardConfigList: [],
      openAccountLimit: true,
      accountLimitRule: { prefix: PREFIX, suffix: '', start: 1, end: 2, extra: [] },
      visible: true,
      gid: null,
    },
  });
  cid = created.data.id;
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function openDialog(chromium: Browser, language: 'en-US' | 'zh-CN') {
  const context = await signedInContext(chromium, need(root, 'root'), { width: 1280, height: 900, locale: language, language });
  const page = await context.newPage();
  await page.goto(`${baseUrl()}/admin/contest/${String(cid)}/edit`);
  await page.getByTestId('contest-form').waitFor();
  await page.getByTestId('open-team-accounts').click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('#team-accounts-prefix').waitFor();
  return { context, page, dialog };
}

describe('team accounts from a contest account rule', () => {
  it('generates the teams in the contest form and hands out the passwords once, as a CSV', async () => {
    const { context, page, dialog } = await openDialog(need(browser, 'the browser').browser, 'en-US');
    // Prefilled from the contest's rule.
    expect(await dialog.locator('#team-accounts-prefix').inputValue()).toBe(PREFIX);
    await dialog.getByTestId('team-accounts-preview').getByText(`${PREFIX}1 … ${PREFIX}2`).waitFor();
    await dialog.locator('#team-accounts-teamNamePattern').fill('Team ##');
    await dialog.locator('#team-accounts-teams').fill('Kernel Panic | Ada, Linus, Grace');
    await checkAccessibility(page, 'the team accounts dialog');
    await dialog.getByRole('button', { name: 'Generate', exact: true }).click();
    const sheet = dialog.getByRole('region', { name: 'Team accounts' });
    await sheet.getByText('2 created, 0 updated, 0 left as they were').waitFor();
    await sheet.getByRole('cell', { name: 'Kernel Panic', exact: true }).waitFor();
    await sheet.getByRole('cell', { name: 'Team 02', exact: true }).waitFor();
    await sheet.getByRole('cell', { name: 'Ada, Linus, Grace', exact: true }).waitFor();
    await checkAccessibility(page, 'the generated team accounts');
    mkdirSync(screenshotDir, { recursive: true });
    await page.screenshot({ path: join(screenshotDir, 'team-accounts-en-US.png') });

    const downloading = page.waitForEvent('download');
    await sheet.getByRole('button', { name: 'Download the accounts (CSV)' }).click();
    const file = await (await downloading).path();
    const lines = readFileSync(file, 'utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    const first = lines
      .slice(1)
      .map((line) => line.split(','))
      .find((cells) => cells[0]?.replace(/"/g, '') === `${PREFIX}1`);
    const password = first?.[1]?.replace(/"/g, '');
    expect(password, lines.join('\n')).toMatch(/^\S{6,25}$/);
    // The team signs in with the password from the sheet.
    const team = await apiLogin(`${PREFIX}1`, password ?? '');
    expect(team.userInfo.username).toBe(`${PREFIX}1`);
    await context.close();
  });

  it('shows the same dialog in Chinese, reporting the existing accounts instead of overwriting them', async () => {
    const { context, page, dialog } = await openDialog(need(browser, 'the browser').browser, 'zh-CN');
    await dialog.getByRole('button', { name: /^生\s?成$/ }).click();
    // Both accounts exist now: reported, passwords untouched.
    await dialog.getByText('新建 0 个，更新 0 个，2 个保持不变').waitFor();
    await checkAccessibility(page, 'the team accounts dialog in zh-CN');
    await page.screenshot({ path: join(screenshotDir, 'team-accounts-zh-CN.png') });
    await context.close();
  });
});
