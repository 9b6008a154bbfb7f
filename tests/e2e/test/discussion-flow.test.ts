// Public discussions in the browser (spec 03 §2.14, §2.15, §2.19): a user posts a discussion from
// the list's dialog, another comments, the author replies, a like toggles the count, a report
// reaches the back office's table; stored XSS payloads of an ordinary user run nothing when the
// detail renders; screenshots of the list and the detail in both languages. Then a group's
// discussions (spec 03 §2.12): a member posts in the group's tab, the owner disables it in the
// admin table, nothing shows outside the group; the group's description and brief an ordinary owner
// wrote with payloads run nothing either.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSignIn } from '../src/admin.ts';
import { launchBrowser } from '../src/browser.ts';
import type { TestBrowser } from '../src/browser.ts';
import { baseUrl, repoRoot } from '../src/env.ts';
import { api, apiLogin, rootPassword, signedInContext } from '../src/session.ts';
import type { ApiSession } from '../src/session.ts';

const RUN = Date.now().toString(36);
const TITLE = `How do I read fast input? ${RUN}`;
const screenshotDir = process.env.OJ_E2E_SCREENSHOT_DIR ?? join(repoRoot, 'docs/screenshots');

let browser: TestBrowser | undefined;
let root: ApiSession | undefined;
let author: ApiSession | undefined;
let reader: ApiSession | undefined;
const contexts: BrowserContext[] = [];
let did: number | undefined;

function need<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`${what} is missing: an earlier step failed`);
  return value;
}

async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  await page.mouse.move(0, 0);
  await page.waitForTimeout(600);
  await page.screenshot({ path: join(screenshotDir, `${name}.png`), fullPage: true });
}

async function userPage(session: ApiSession, language: 'en-US' | 'zh-CN' = 'en-US'): Promise<Page> {
  const context = await signedInContext(need(browser, 'the browser').browser, session, { width: 1280, height: 900, locale: language, language });
  contexts.push(context);
  const page = await context.newPage();
  // A page that fails to render says why in the run's log.
  page.on('pageerror', (error) => {
    console.error(`pageerror on ${page.url()}: ${error.message}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') console.error(`console error on ${page.url()}: ${message.text()}`);
  });
  return page;
}

beforeAll(async () => {
  root = await apiLogin('root', rootPassword());
  const generated = await api<{ users: { username: string; password: string }[] }>('admin/user/generate-user', {
    token: root.token,
    body: { prefix: `d${RUN}`, suffix: '', numberFrom: 1, numberTo: 2, passwordLength: 10 },
  });
  const [first, second] = generated.data.users;
  author = await apiLogin(need(first, 'the author').username, need(first, 'the author').password);
  reader = await apiLogin(need(second, 'the reader').username, need(second, 'the reader').password);
  // New accounts have no accepted problems: the thresholds are lowered for the run.
  await api('admin/config/set-discussion-config', {
    method: 'PUT',
    token: root.token,
    body: { discussionMinAccepted: 0, discussionDailyLimit: 0, commentMinAccepted: 0 },
  });
  browser = await launchBrowser();
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
});

describe('public discussions', () => {
  it('a user posts a discussion from the list, the dialog checking its fields in order', async () => {
    const page = await userPage(need(author, 'the author'));
    await page.goto(`${baseUrl()}/discussion`);
    await page
      .getByTestId('discussion-create')
      .waitFor()
      .catch(async (error: unknown) => {
        await page.screenshot({ path: join(process.env.OJ_RUN_DIR ?? '/tmp', 'discussion-list-failure.png') });
        console.error(await page.locator('body').innerText());
        throw error;
      });
    await page.getByTestId('discussion-create').click();
    const dialog = page.getByTestId('discussion-form');
    await dialog.getByTestId('discussion-form-title').waitFor();
    await page.getByRole('button', { name: 'Submit' }).click();
    await dialog.getByText('Title is required').waitFor();
    await dialog.getByTestId('discussion-form-title').fill(TITLE);
    await page.getByRole('button', { name: 'Submit' }).click();
    await dialog.getByText('Description is required').waitFor();
    await dialog.getByTestId('discussion-form-description').fill('Reading a million numbers');
    await page.getByRole('button', { name: 'Submit' }).click();
    await dialog.getByText('Category is required').waitFor();
    await dialog.getByTestId('discussion-form-category').click();
    await page.locator('.ant-select-item-option').first().click();
    await dialog.getByTestId('discussion-form-content').fill('Is `scanf` fast enough, or should I write **my own** reader?');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByTestId('discussion-detail').waitFor();
    expect(await page.getByTestId('discussion-title').innerText()).toBe(TITLE);
    did = Number(/discussion-detail\/(\d+)/.exec(page.url())?.[1]);
    expect(did).toBeGreaterThan(0);
    await page.getByTestId('discussion-edit').waitFor();
  });

  it('another user comments, the author replies, and a like toggles the count', async () => {
    const id = need(did, 'the discussion');
    const page = await userPage(need(reader, 'the reader'));
    await page.goto(`${baseUrl()}/discussion-detail/${String(id)}`);
    await page.getByTestId('discussion-detail').waitFor();
    expect(await page.getByTestId('discussion-edit').count()).toBe(0);
    const like = page.getByTestId('discussion-like');
    const count = page.getByTestId('discussion-like-count');
    expect(await count.innerText()).toBe('0');
    await like.click();
    await expect.poll(() => count.innerText()).toBe('1');
    await like.click();
    await expect.poll(() => count.innerText()).toBe('0');
    await like.click();
    await expect.poll(() => count.innerText()).toBe('1');

    const comment = `scanf is fine up to 10^6 numbers ${RUN}`;
    const editor = page.getByTestId('comment-area').getByTestId('comment-editor').first();
    await editor.locator('textarea').fill(comment);
    await editor.getByRole('button', { name: /^Comment$/ }).click();
    await page.getByTestId('comment-item').filter({ hasText: comment }).waitFor();

    const own = await userPage(need(author, 'the author'));
    await own.goto(`${baseUrl()}/discussion-detail/${String(id)}`);
    const item = own.getByTestId('comment-item').filter({ hasText: comment });
    await item.getByTestId('comment-reply').click();
    const answer = `Thanks, that helps ${RUN}`;
    const box = item.getByTestId('reply-box');
    await box.locator('textarea').fill(answer);
    await box.getByRole('button', { name: 'Reply', exact: true }).click();
    await item.getByTestId('reply-item').filter({ hasText: answer }).waitFor();
  });

  it('a report from the detail reaches the back office table', async () => {
    const id = need(did, 'the discussion');
    const page = await userPage(need(reader, 'the reader'));
    await page.goto(`${baseUrl()}/discussion-detail/${String(id)}`);
    await page.getByTestId('discussion-report').click();
    const dialog = page.getByTestId('discussion-report-dialog');
    await dialog.getByTestId('discussion-report-reason').waitFor();
    await page.getByRole('button', { name: 'Send' }).click();
    await dialog.getByText('the report label and reason cannot be empty').waitFor();
    await dialog.getByLabel('Spam ads').check();
    await dialog.getByTestId('discussion-report-reason').fill(`Advertises a course ${RUN}`);
    await page.getByRole('button', { name: 'Send' }).click();
    await dialog.waitFor({ state: 'hidden' });

    const adminContext = await need(browser, 'the browser').newContext({ width: 1280, height: 900, locale: 'en-US' });
    contexts.push(adminContext);
    const admin = await adminContext.newPage();
    await adminSignIn(admin, 'root', rootPassword());
    await admin.goto(`${baseUrl()}/admin/discussion`);
    await admin.getByTestId('admin-discussion-table').waitFor();
    await admin.getByRole('tab', { name: 'Reports' }).click();
    await admin
      .getByTestId('admin-report-table')
      .getByTestId('report-content')
      .filter({ hasText: `#Spam ads# Advertises a course ${RUN}` })
      .waitFor();
    await shoot(admin, 'admin-discussion-reports-en-US');
  });

  it('stored payloads of an ordinary user run nothing in the detail and the comments', async () => {
    const session = need(author, 'the author');
    const payloads = [
      '<img src=x onerror="window.__xss=1;alert(1)">',
      '<script>window.__xss=2</script>',
      '<svg onload="window.__xss=3">',
      '[click me](javascript:window.__xss=4)',
      '<a href="javascript:window.__xss=5" id="xss-link">link</a>',
      '<details open ontoggle="window.__xss=6">x</details>',
      '<iframe srcdoc="<script>parent.__xss=7</script>"></iframe>',
      '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss=8">',
    ];
    const posted = await api<{ id: number }>('discussion', {
      token: session.token,
      body: { title: `Payloads ${RUN}`, description: 'x', categoryId: 1, content: payloads.join('\n\n') },
    });
    for (const payload of payloads) await api('comment', { token: session.token, body: { did: posted.data.id, content: payload } });
    const page = await userPage(need(reader, 'the reader'));
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(`${baseUrl()}/discussion-detail/${String(posted.data.id)}`);
    await page.getByTestId('discussion-content').waitFor();
    await page.getByTestId('comment-item').first().waitFor();
    await page.waitForTimeout(1500);
    for (const link of await page.getByTestId('discussion-content').locator('a').all())
      await link.click({ modifiers: [], trial: false }).catch(() => undefined);
    await page.waitForTimeout(500);
    expect(dialogs).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  });

  it('screenshots of the list and the detail in both languages', async () => {
    const id = need(did, 'the discussion');
    for (const language of ['en-US', 'zh-CN'] as const) {
      const page = await userPage(need(reader, 'the reader'), language);
      await page.goto(`${baseUrl()}/discussion`);
      await page.getByTestId('discussion-card').first().waitFor();
      await shoot(page, `discussion-list-${language}`);
      await page.goto(`${baseUrl()}/discussion-detail/${String(id)}`);
      await page.getByTestId('comment-item').first().waitFor();
      await shoot(page, `discussion-detail-${language}`);
    }
  });
});

describe('group discussions', () => {
  const GROUP_PAYLOADS = [
    '<img src=x onerror="window.__xss=11;alert(11)">',
    '<script>window.__xss=12</script>',
    '<svg onload="window.__xss=13">',
    '[click me](javascript:window.__xss=14)',
    '<details open ontoggle="window.__xss=15">x</details>',
    '<iframe srcdoc="<script>parent.__xss=16</script>"></iframe>',
  ];
  let gid: number | undefined;
  let groupDid: number | undefined;

  beforeAll(async () => {
    const owner = need(author, 'the owner');
    const member = need(reader, 'the member');
    await api('admin/config/set-group-config', {
      method: 'PUT',
      token: need(root, 'root').token,
      body: { groupMinAccepted: 0, groupDailyLimit: 0, groupTotalLimit: 0 },
    });
    // An ordinary user owns a private group whose brief and description carry payloads.
    const group = await api<{ id: number }>('group', {
      token: owner.token,
      body: {
        name: `Secret club ${RUN}`,
        shortName: `sc${RUN}`.slice(0, 10),
        brief: '<img src=x onerror="window.__xss=10">brief',
        description: `Our club.\n\n${GROUP_PAYLOADS.join('\n\n')}`,
        auth: 3,
        code: 'abc123',
        visible: true,
      },
    });
    gid = group.data.id;
    await api('group/member', { token: member.token, body: { gid, code: 'abc123', reason: 'Please let me in' } });
    await api('group/member', { method: 'PUT', token: owner.token, body: { gid, uid: member.userInfo.uid, auth: 3 } });
  });

  it("runs nothing of the payloads in the group's description and brief", async () => {
    const page = await userPage(need(reader, 'the member'));
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(`${baseUrl()}/group/${String(need(gid, 'the group'))}`);
    await page.getByTestId('group-home').waitFor();
    await page.getByText('Our club.').waitFor();
    await page.goto(`${baseUrl()}/group`);
    await page.getByText(`Secret club ${RUN}`).waitFor();
    await page.waitForTimeout(1500);
    expect(dialogs).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  });

  it("lets a member post in the group's tab and read it there, and nowhere outside", async () => {
    const id = need(gid, 'the group');
    const page = await userPage(need(reader, 'the member'));
    await page.goto(`${baseUrl()}/group/${String(id)}/discussion`);
    await page.getByTestId('discussion-create').click();
    const dialog = page.getByTestId('discussion-form');
    await dialog.getByTestId('discussion-form-title').fill(`Club plan ${RUN}`);
    await dialog.getByTestId('discussion-form-description').fill('Only for members');
    await dialog.getByTestId('discussion-form-category').click();
    await page.locator('.ant-select-item-option').first().click();
    await dialog.getByTestId('discussion-form-content').fill('We meet on **Friday**.');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByTestId('discussion-detail').waitFor();
    expect(page.url()).toMatch(new RegExp(`/group/${String(id)}/discussion-detail/\\d+$`));
    groupDid = Number(/discussion-detail\/(\d+)/.exec(page.url())?.[1]);
    const editor = page.getByTestId('comment-area').getByTestId('comment-editor').first();
    await editor.locator('textarea').fill(`See you there ${RUN}`);
    await editor.getByRole('button', { name: /^Comment$/ }).click();
    await page
      .getByTestId('comment-item')
      .filter({ hasText: `See you there ${RUN}` })
      .waitFor();
    // Not in the public list, nor its search.
    await page.goto(`${baseUrl()}/discussion?keyword=${encodeURIComponent('Club plan')}`);
    await page.getByTestId('discussion-cards').waitFor();
    await page.waitForTimeout(800);
    expect(
      await page
        .getByTestId('discussion-card')
        .filter({ hasText: `Club plan ${RUN}` })
        .count(),
    ).toBe(0);
  });

  it('lets the owner disable it in the admin table, which takes it off the members list', async () => {
    const id = need(gid, 'the group');
    const title = `Club plan ${RUN}`;
    const owner = await userPage(need(author, 'the owner'));
    await owner.goto(`${baseUrl()}/group/${String(id)}/discussion`);
    await owner.getByTestId('discussion-card').filter({ hasText: title }).waitFor();
    await owner.getByRole('tab', { name: 'Manage' }).click();
    const row = owner.getByTestId('group-discussion-admin').locator('tr').filter({ hasText: title });
    await row.waitFor();
    await row.getByTestId('group-discussion-enabled').click();
    await owner.getByText('Update Successfully').waitFor();
    const member = await userPage(need(reader, 'the member'));
    await member.goto(`${baseUrl()}/group/${String(id)}/discussion`);
    await member.getByTestId('discussion-cards').waitFor();
    await member.waitForTimeout(800);
    expect(await member.getByTestId('discussion-card').filter({ hasText: title }).count()).toBe(0);
    await row.getByTestId('group-discussion-enabled').click();
    await owner.getByText('Update Successfully').first().waitFor();
  });

  it('screenshots of the group discussion list and detail in both languages', async () => {
    const id = need(gid, 'the group');
    for (const language of ['en-US', 'zh-CN'] as const) {
      const page = await userPage(need(reader, 'the member'), language);
      await page.goto(`${baseUrl()}/group/${String(id)}/discussion`);
      await page.getByTestId('discussion-card').first().waitFor();
      await shoot(page, `group-discussion-list-${language}`);
      await page.goto(`${baseUrl()}/group/${String(id)}/discussion-detail/${String(need(groupDid, 'the discussion'))}`);
      await page.getByTestId('comment-item').first().waitFor();
      await shoot(page, `group-discussion-detail-${language}`);
      // The member has had many pages open: close this one's streams (the live channel limits them per user).
      await page.context().close();
      const owner = await userPage(need(author, 'the owner'), language);
      await owner.goto(`${baseUrl()}/group/${String(id)}/discussion`);
      await owner.getByTestId('discussion-admin-tabs').getByRole('tab').nth(1).click();
      await owner.getByTestId('group-discussion-admin').locator('tr.ant-table-row').first().waitFor();
      await shoot(owner, `group-discussion-admin-${language}`);
      await owner.context().close();
    }
  });
});
