// The message center end to end (spec 03 §2.16): user A asks in a contest's Q&A, root (the contest's
// author) replies and likes; A's header badge shows the unread count (pushed over the live channel),
// opening the Replies and Likes tabs shows the items and lowers the counts, a sender links to the user
// home, and Clean All empties a tab. Screenshots of the message center in both languages go to
// docs/screenshots/.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../src/browser.ts';
import type { TestBrowser } from '../src/browser.ts';
import { baseUrl, repoRoot } from '../src/env.ts';
import { api, apiLogin, rootPassword, signedInContext } from '../src/session.ts';
import type { ApiSession } from '../src/session.ts';

const RUN = Date.now().toString(36);
const QUESTION = `Is the input one line? ${RUN}`;
const ANSWER = `Yes, one line with two numbers. ${RUN}`;
const SHOTS = join(repoRoot, 'docs/screenshots');

let browser: TestBrowser | undefined;
let root: ApiSession | undefined;
let user: ApiSession | undefined;
let context: BrowserContext | undefined;
let page: Page | undefined;
let cid = 0;

function need<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`${what} is missing: an earlier step failed`);
  return value;
}

/** The header bell's count as its accessible name carries it ("Messages 2"), 0 without a number. */
async function badge(target: Page): Promise<number> {
  const label = (await target.getByTestId('message-menu').getAttribute('aria-label')) ?? '';
  const match = / (\d+)\+?$/.exec(label);
  return match ? Number(match[1]) : 0;
}

beforeAll(async () => {
  root = await apiLogin('root', rootPassword());
  const generated = await api<{ users: { username: string; password: string }[] }>('admin/user/generate-user', {
    token: root.token,
    body: { prefix: `m${RUN}`, suffix: '', numberFrom: 1, numberTo: 1, passwordLength: 10 },
  });
  const account = need(generated.data.users[0], 'the generated user');
  user = await apiLogin(account.username, account.password);
  const now = Date.now();
  const contest = await api<{ id: number }>('admin/contest', {
    token: root.token,
    body: {
      title: `Message Cup ${RUN}`,
      description: 'Ask in the Q&A.',
      type: 0,
      auth: 0,
      startTime: new Date(now - 60_000).toISOString(),
      endTime: new Date(now + 3 * 3_600_000).toISOString(),
      sealRank: false,
      autoRealRank: false,
      allowEndSubmit: false,
      openPrint: false,
      openRank: false,
      rankShowName: 'username',
      oiRankScoreType: 'Recent',
      starAccount: [],
      awardType: 0,
      awardConfigList: [],
      openAccountLimit: false,
      visible: true,
    },
  });
  cid = contest.data.id;
  await api('register-contest', { token: user.token, body: { cid, password: '' } });
  browser = await launchBrowser();
  mkdirSync(SHOTS, { recursive: true });
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('the message center', () => {
  it('A asks in the Q&A; after root replies and likes, the badge shows 2 without a reload', async () => {
    const session = need(user, 'the user');
    context = await signedInContext(need(browser, 'the browser').browser, session, { width: 1280, height: 860, language: 'en-US' });
    page = await context.newPage();
    await page.goto(`${baseUrl()}/contest/${String(cid)}/comment`);
    const editor = page.getByTestId('comment-area').getByTestId('comment-editor').first();
    await editor.locator('textarea').fill(QUESTION);
    await editor.getByRole('button', { name: /^Comment$/ }).click();
    await page.getByTestId('comment-item').filter({ hasText: QUESTION }).waitFor();
    await expect.poll(() => badge(need(page, 'the page'))).toBe(0);

    const rootSession = need(root, 'root');
    const list = await api<{ commentList: { records: { id: number; content: string }[] } }>(`comments?cid=${String(cid)}`, { token: rootSession.token });
    const question = need(
      list.data.commentList.records.find((record) => record.content === QUESTION),
      'the question',
    );
    await api('reply', { token: rootSession.token, body: { cid, reply: { commentId: question.id, content: ANSWER } } });
    await api(`comment-like?cid=${String(question.id)}&toLike=true&sourceType=Contest&sourceId=${String(cid)}`, { token: rootSession.token });
    // Pushed over the live channel (the poll runs every 120 s only while the channel is down).
    await expect.poll(() => badge(need(page, 'the page')), { timeout: 15_000 }).toBe(2);
  });

  it('opening the Replies and Likes tabs shows the items and lowers the counts; Clean All empties a tab', async () => {
    const current = need(page, 'the page');
    // The after-sign-in notice ("You have N unread messages") sits over the header's right side, where the message
    // menu opens: a click meant for the menu's item can land on it (a run of the whole suite under load did).
    await current
      .locator('.ant-notification-notice')
      .first()
      .waitFor({ state: 'detached', timeout: 10_000 })
      .catch(() => undefined);
    await current.getByTestId('message-menu').click();
    await current.getByRole('menuitem').filter({ hasText: 'Replies' }).click();
    await current.waitForURL(/\/message\/reply$/);
    const reply = current.getByTestId('message-item').filter({ hasText: ANSWER });
    await reply.waitFor();
    expect(await reply.getAttribute('data-unread')).toBe('true');
    expect(await reply.innerText()).toContain(QUESTION);
    expect(await reply.getByTestId('message-sender').getAttribute('href')).toMatch(/^\/user-home\?uid=.+&username=root$/);
    await expect.poll(() => badge(current), { timeout: 15_000 }).toBe(1);
    // The after-sign-in notice ("You have N unread messages") would cover the header in the picture.
    await current
      .locator('.ant-notification-notice')
      .first()
      .waitFor({ state: 'detached', timeout: 10_000 })
      .catch(() => undefined);
    await current.screenshot({ path: join(SHOTS, 'message-center-en-US.png') });

    await current.getByTestId('message-tab-like').click();
    await current.waitForURL(/\/message\/like$/);
    await current.getByTestId('message-item').filter({ hasText: 'liked your comment' }).waitFor();
    await expect.poll(() => badge(current), { timeout: 15_000 }).toBe(0);

    // Clicking the item goes to its source.
    await current.getByTestId('message-open').first().click();
    await current.waitForURL(new RegExp(`/contest/${String(cid)}/comment$`));
    await current.goBack();
    await current.waitForURL(/\/message\/like$/);
    await current.getByTestId('message-clean-all').click();
    await current.getByRole('button', { name: 'OK' }).click();
    await current.getByText('No messages').waitFor();
    const likes = await api<{ total: number }>('msg/like', { token: need(user, 'the user').token });
    expect(likes.data.total).toBe(0);
  });

  it('shows the message center in Chinese', async () => {
    const zh = await need(context, 'the context').newPage();
    await zh.addInitScript(() => {
      localStorage.setItem('language', 'zh-CN');
    });
    await zh.goto(`${baseUrl()}/message/reply`);
    await zh.getByText('回复我的').first().waitFor();
    await zh.getByTestId('message-item').filter({ hasText: ANSWER }).waitFor();
    expect(await zh.getByTestId('message-clean-all').innerText()).toContain('全部清空');
    await zh.screenshot({ path: join(SHOTS, 'message-center-zh-CN.png') });
  });
});
