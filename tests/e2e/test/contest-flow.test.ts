// A contest in Chromium against the started platform (its judge node included), as the contests issue
// asks: root creates a private ACM contest with a one-hour seal in the back office and adds a bank
// problem; two users (one in English, one in Chinese) register with the password, submit, and watch
// each other's rows move on their open rank pages without reloading; an announcement reaches an
// open contest page; a print request goes from a contestant to the admin and is marked printed; a
// question on the Q&A tab is answered by root and hidden from the other contestant; the
// board seals (the outside board shows the sealed view, root the real one); the scroll board reveals
// the sealed submission; the contest ends and the board unseals.
//
// Time: the contest starts two hours ago and ends one hour and SEAL_LEAD_S seconds from now, so its
// board seals SEAL_LEAD_S seconds after the form is saved. At last the end is moved to a few seconds
// ahead over the admin API (as saving the form with a new end does), instead of waiting an hour;
// the one-hour seal moves with it, so the scroll board is shown before that, on the real seal.
// Screenshots go to OJ_E2E_SCREENSHOT_DIR (docs/screenshots to refresh the committed ones), else
// to the run directory.
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkAccessibility, visit } from '../src/a11y.ts';
import { adminSignIn, pickOption } from '../src/admin.ts';
import { launchBrowser } from '../src/browser.ts';
import type { TestBrowser } from '../src/browser.ts';
import {
  addBankProblemInBrowser,
  boardCellState,
  findAdminContest,
  localInput,
  markWindow,
  moveContestEnd,
  submitInContest,
  waitUntil,
  windowMarked,
} from '../src/contest.ts';
import type { AdminContest } from '../src/contest.ts';
import { baseUrl } from '../src/env.ts';
import { api, apiLogin, rootPassword, signedInContext } from '../src/session.ts';
import type { ApiSession } from '../src/session.ts';

const RUN = Date.now().toString(36);
const TITLE = `Sealed ACM contest ${RUN}`;
const PASSWORD = `pw-${RUN}`;
/** Seconds from saving the form to the seal: room for the registrations and two judged submissions before it. */
const SEAL_LEAD_S = 180;
const JUDGE_TIMEOUT_MS = 180_000;
const WRONG = 'a, b = map(int, input().split())\nprint(a - b)';
const RIGHT = 'a, b = map(int, input().split())\nprint(a + b)';
const screenshotDir = resolve(process.env.OJ_E2E_SCREENSHOT_DIR ?? join(process.env.OJ_RUN_DIR ?? tmpdir(), 'screenshots'));

interface Contestant {
  session: ApiSession;
  context: BrowserContext;
  page: Page;
  language: 'en-US' | 'zh-CN';
}

let browser: TestBrowser | undefined;
let root: ApiSession | undefined;
let adminContext: BrowserContext | undefined;
let rootWebContext: BrowserContext | undefined;
let guestContext: BrowserContext | undefined;
let alice: Contestant | undefined;
let bob: Contestant | undefined;
let contest: AdminContest | undefined;
let problem: { id: number; problemId: string } | undefined;

function need<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`${what} is missing: an earlier step failed`);
  return value;
}

async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  await page.mouse.move(0, 0);
  await page.waitForTimeout(600);
  await page.screenshot({ path: join(screenshotDir, `${name}.png`) });
}

async function contestant(username: string, password: string, language: Contestant['language']): Promise<Contestant> {
  const session = await apiLogin(username, password);
  const context = await signedInContext(need(browser, 'the browser').browser, session, { width: 1280, height: 860, locale: language, language });
  return { session, context, page: await context.newPage(), language };
}

/** Registers on the overview with the password form, as a person does. */
async function register(person: Contestant, cid: number): Promise<void> {
  const { page } = person;
  await page.goto(`${baseUrl()}/contest/${String(cid)}`);
  await page.getByTestId('contest-password').fill(PASSWORD);
  await page.getByTestId('contest-password-submit').click();
  await page.getByTestId('contest-password-form').waitFor({ state: 'detached' });
}

/** Opens the contest's rank tab and waits for the table. */
async function openRank(page: Page, cid: number): Promise<void> {
  await page.goto(`${baseUrl()}/contest/${String(cid)}/rank`);
  await page.getByTestId('board-table').waitFor();
}

beforeAll(async () => {
  root = await apiLogin('root', rootPassword());
  const generated = await api<{ users: { username: string; password: string }[] }>('admin/user/generate-user', {
    token: root.token,
    body: { prefix: `c${RUN}`, suffix: '', numberFrom: 1, numberTo: 2, passwordLength: 10 },
  });
  const [first, second] = generated.data.users;
  const detail = await api<{ problem: { id: number; problemId: string } }>('get-problem-detail?problemId=P1000', { token: root.token });
  problem = detail.data.problem;
  browser = await launchBrowser();
  adminContext = await browser.newContext({ width: 1280, height: 900, locale: 'en-US' });
  rootWebContext = await signedInContext(browser.browser, root, { width: 1280, height: 860, language: 'en-US' });
  guestContext = await browser.newContext({ width: 1280, height: 800, locale: 'en-US' });
  alice = await contestant(need(first, 'user 1').username, need(first, 'user 1').password, 'en-US');
  bob = await contestant(need(second, 'user 2').username, need(second, 'user 2').password, 'zh-CN');
});

afterAll(async () => {
  for (const context of [adminContext, rootWebContext, guestContext, alice?.context, bob?.context]) await context?.close();
  await browser?.close();
});

describe('a sealed ACM contest from the back office to the scroll board', () => {
  it('root creates a private ACM contest with a one-hour seal and adds a bank problem as A', async () => {
    const page = await need(adminContext, 'the admin context').newPage();
    await adminSignIn(page, 'root', rootPassword());
    await page.goto(`${baseUrl()}/admin/contest/create`);
    await page.getByTestId('contest-form').waitFor();
    const now = Date.now();
    await page.getByLabel('Title', { exact: true }).fill(TITLE);
    await page.getByRole('textbox', { name: 'Description', exact: true }).fill('Solve **A** before the board seals.');
    await page.getByLabel('Start Time').fill(localInput(new Date(now - 2 * 3_600_000)));
    await page.getByLabel('End Time').fill(localInput(new Date(now + 3_600_000 + SEAL_LEAD_S * 1000)));
    await pickOption(page, 'Auth', /^Private$/);
    await page.locator('#contest-pwd').fill(PASSWORD);
    await page.getByRole('switch', { name: 'Seal the board' }).click();
    await page.getByLabel('One hour before the end').check();
    expect(await page.getByLabel('Unseal automatically').isChecked()).toBe(true);
    await page.getByRole('switch', { name: 'Open printing' }).click();
    await page.getByRole('switch', { name: 'Open the outside scoreboard' }).click();
    await checkAccessibility(page, '/admin/contest/create');
    await page.getByTestId('contest-seal-choice').scrollIntoViewIfNeeded();
    await shoot(page, 'contest-admin-form-en-US');
    await page.getByTestId('save-contest').click();
    await page.waitForURL(/\/admin\/contest$/);

    contest = await findAdminContest(need(root, 'root'), TITLE);
    expect(contest.type).toBe(0);
    expect(contest.auth).toBe(1);
    expect(contest.status).toBe(0);
    // One hour before the end, to the second.
    expect(new Date(contest.sealRankTime ?? 0).getTime()).toBe(new Date(contest.endTime).getTime() - 3_600_000);

    await page.goto(`${baseUrl()}/admin/contest/${String(contest.id)}/problems`);
    await addBankProblemInBrowser(page, 'P1000', 'A');
    await page.close();

    // The same form in Chinese, as saved.
    const zhContext = await signedInContext(need(browser, 'the browser').browser, need(root, 'root'), {
      width: 1280,
      height: 900,
      locale: 'zh-CN',
      language: 'zh-CN',
    });
    const zh = await zhContext.newPage();
    await zh.goto(`${baseUrl()}/admin/contest/${String(contest.id)}/edit`);
    await zh.getByTestId('contest-form').waitFor();
    await zh.locator('#contest-title').waitFor();
    expect(await zh.locator('#contest-title').inputValue()).toBe(TITLE);
    // To the second, so that saving the form again keeps the times.
    expect(await zh.locator('#contest-endTime').inputValue()).toBe(localInput(new Date(contest.endTime)));
    await zh.getByTestId('contest-seal-choice').scrollIntoViewIfNeeded();
    await checkAccessibility(zh, '/admin/contest/:id/edit in zh-CN');
    await shoot(zh, 'contest-admin-form-zh-CN');
    await zhContext.close();
  });

  it('two users register with the password, submit, and see each other on the rank without reloading', async () => {
    const cid = need(contest, 'the contest').id;
    const pid = need(problem, 'the problem').id;
    const a = need(alice, 'alice');
    const b = need(bob, 'bob');
    await register(a, cid);
    await register(b, cid);
    await checkAccessibility(b.page, 'the contest overview in zh-CN');

    // Bob watches the rank while Alice solves A in the browser.
    await openRank(b.page, cid);
    await markWindow(b.page);
    await a.page.goto(`${baseUrl()}/contest/${String(cid)}/problems`);
    await a.page.getByTestId('contest-problem-link').first().click();
    await a.page.locator('.monaco-editor').first().waitFor({ timeout: 60_000 });
    await a.page.getByTestId('editor-language').click();
    await a.page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: /^Python3$/ })
      .first()
      .click();
    await expect.poll(async () => (await a.page.locator('.monaco-editor .view-lines').first().innerText()).replace(/\u00a0/g, ' ')).toContain('input()');
    await a.page
      .locator('.ant-select-dropdown:visible')
      .waitFor({ state: 'detached' })
      .catch(() => undefined);
    await a.page.locator('.monaco-editor .view-lines').first().click();
    await a.page.keyboard.press('Control+A');
    await a.page.keyboard.press('Delete');
    await a.page.keyboard.insertText(RIGHT);
    await a.page.getByTestId('submit-code').click();
    await a.page.locator('[data-testid="submit-result"][data-status="0"]').waitFor({ timeout: JUDGE_TIMEOUT_MS });
    await checkAccessibility(a.page, 'the contest problem page');

    await expect.poll(() => boardCellState(b.page, a.session.userInfo.uid), { timeout: 30_000 }).toBe('firstAc');
    expect(await windowMarked(b.page)).toBe(true);

    // Now Alice watches while Bob's wrong answer lands.
    await openRank(a.page, cid);
    await markWindow(a.page);
    const wrong = await submitInContest(b.session, { cid, pid, language: 'Python3', code: WRONG }, JUDGE_TIMEOUT_MS);
    expect(wrong.status).toBe(-1);
    await expect.poll(() => boardCellState(a.page, b.session.userInfo.uid), { timeout: 30_000 }).toBe('failed');
    expect(await windowMarked(a.page)).toBe(true);
    // One try, in the singular.
    expect(await a.page.locator(`tr[data-row-key="${a.session.userInfo.uid}"] [data-testid="board-cell"]`).innerText()).toMatch(/\b1 try\b/);
    await checkAccessibility(a.page, 'the contest rank');
    await shoot(a.page, 'contest-rank-en-US');
    await expect.poll(() => boardCellState(b.page, b.session.userInfo.uid), { timeout: 30_000 }).toBe('failed');
    await checkAccessibility(b.page, 'the contest rank in zh-CN');
    await shoot(b.page, 'contest-rank-zh-CN');
    // Two judged submissions and the boards of two browsers: the default 60 s is too short on a loaded machine.
  }, 240_000);

  it('an announcement reaches an open contest page, and a print request is marked printed by the admin', async () => {
    const cid = need(contest, 'the contest').id;
    const a = need(alice, 'alice');
    // Alice's rank page is open; root posts an announcement in the back office.
    const page = await need(adminContext, 'the admin context').newPage();
    await page.goto(`${baseUrl()}/admin/contest/${String(cid)}/announcement`);
    await page.getByRole('button', { name: 'Create Announcement' }).click();
    const title = `Clarification ${RUN}`;
    const dialog = page.getByTestId('announcement-dialog');
    await dialog.locator('#contest-announcement-title').fill(title);
    await dialog.getByRole('textbox', { name: 'Content', exact: true }).fill('Input numbers fit in 64 bits.');
    await page.getByTestId('save-announcement').click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('cell', { name: title, exact: true }).waitFor();
    await page.close();
    const notice = a.page.locator('.ant-notification-notice').filter({ hasText: title });
    await notice.waitFor({ timeout: 70_000 });
    expect(await windowMarked(a.page)).toBe(true);

    // Alice sends her code to the printer; root sees it in Admin Print and marks it printed.
    await a.page.goto(`${baseUrl()}/contest/${String(cid)}/print`);
    await a.page.getByTestId('print-content').fill(`${RIGHT}\n# please print this for table 7, thank you very much`);
    await a.page.getByTestId('print-submit').click();
    await a.page.getByText('The print request was sent').waitFor();
    const admin = await need(rootWebContext, 'root in the web app').newPage();
    await visit(admin, `/contest/${String(cid)}/admin-print`, admin.getByTestId('admin-print-table'));
    const status = admin.getByTestId('print-status').first();
    expect(await status.getAttribute('data-status')).toBe('0');
    await admin.getByTestId('print-ok').first().click();
    await expect.poll(() => status.getAttribute('data-status'), { timeout: 15_000 }).toBe('1');
    await admin.close();
    // Back to the rank, which stays open until the board seals.
    await openRank(a.page, cid);
    await markWindow(a.page);
  });

  it('Q&A: a contestant asks in Chinese, root answers; the other contestant does not see the question while the contest runs', async () => {
    const cid = need(contest, 'the contest').id;
    const b = need(bob, 'bob');
    const question = `A 题的输入会有负数吗？${RUN}`;
    await b.page.goto(`${baseUrl()}/contest/${String(cid)}/comment`);
    const editor = b.page.getByTestId('comment-area').getByTestId('comment-editor').first();
    await editor.locator('textarea').fill(question);
    await editor.getByRole('button', { name: /^评\s?论$/ }).click();
    await b.page.getByTestId('comment-item').filter({ hasText: question }).waitFor();
    await checkAccessibility(b.page, 'the contest Q&A in zh-CN');
    await shoot(b.page, 'contest-qa-zh-CN');

    const admin = await need(rootWebContext, 'root in the web app').newPage();
    await admin.goto(`${baseUrl()}/contest/${String(cid)}/comment`);
    const asked = admin.getByTestId('comment-item').filter({ hasText: question });
    await asked.getByTestId('comment-reply').click();
    const answer = `Yes: a and b may be negative. ${RUN}`;
    const box = asked.getByTestId('reply-box');
    await box.locator('textarea').fill(answer);
    await box.getByRole('button', { name: 'Reply', exact: true }).click();
    await asked.getByTestId('reply-item').filter({ hasText: answer }).waitFor();
    await checkAccessibility(admin, 'the contest Q&A for root');
    await shoot(admin, 'contest-qa-en-US');
    await admin.close();

    // Bob sees root's answer under his question.
    await b.page.reload();
    await b.page.getByTestId('comment-item').filter({ hasText: question }).getByTestId('reply-item').filter({ hasText: answer }).waitFor();
    // Alice, an ordinary contestant, sees neither while the contest runs.
    const other = await need(alice, 'alice').context.newPage();
    await other.goto(`${baseUrl()}/contest/${String(cid)}/comment`);
    await other.getByTestId('comment-area').waitFor();
    await other.getByTestId('comment-total').waitFor();
    expect(await other.getByTestId('comment-item').filter({ hasText: question }).count()).toBe(0);
    await other.close();
  });

  it(
    'seals: the outside board shows the sealed view, root sees the real one',
    async () => {
      const current = need(contest, 'the contest');
      const cid = current.id;
      const pid = need(problem, 'the problem').id;
      const b = need(bob, 'bob');
      const a = need(alice, 'alice');
      const sealAt = new Date(current.sealRankTime ?? 0);
      expect(sealAt.getTime(), 'the steps before the seal took longer than SEAL_LEAD_S').toBeGreaterThan(Date.now());
      await waitUntil(sealAt);

      // Bob solves A inside the sealed hour.
      const right = await submitInContest(b.session, { cid, pid, language: 'Python3', code: RIGHT }, JUDGE_TIMEOUT_MS);
      expect(right.status).toBe(0);

      const guest = await need(guestContext, 'the guest').newPage();
      await visit(guest, `/contest/acm-scoreboard/${String(cid)}`, guest.getByTestId('board-table'));
      await guest.getByTestId('board-sealed').waitFor();
      await expect.poll(() => boardCellState(guest, b.session.userInfo.uid), { timeout: 30_000 }).toBe('pending');
      expect(await boardCellState(guest, a.session.userInfo.uid)).toBe('firstAc');
      await shoot(guest, 'contest-outside-board-sealed-en-US');

      // Alice's open rank page turned sealed too, with Bob's try pending.
      await a.page.getByTestId('board-sealed').waitFor({ timeout: 40_000 });
      await expect.poll(() => boardCellState(a.page, b.session.userInfo.uid), { timeout: 40_000 }).toBe('pending');
      expect(await windowMarked(a.page)).toBe(true);

      const admin = await need(rootWebContext, 'root in the web app').newPage();
      await openRank(admin, cid);
      await expect.poll(() => boardCellState(admin, b.session.userInfo.uid), { timeout: 30_000 }).toBe('ac');
      expect(await admin.getByTestId('board-sealed').count()).toBe(0);
      await admin.close();

      // The same sealed view in Chinese.
      await b.page.goto(`${baseUrl()}/contest/acm-scoreboard/${String(cid)}`);
      await b.page.getByTestId('board-sealed').waitFor();
      await checkAccessibility(b.page, 'the outside board in zh-CN');
      await shoot(b.page, 'contest-outside-board-sealed-zh-CN');
      await guest.close();
    },
    SEAL_LEAD_S * 1000 + 4 * JUDGE_TIMEOUT_MS,
  );

  it('the scroll board reveals the sealed submission, from the frozen board to the real one', async () => {
    const cid = need(contest, 'the contest').id;
    const b = need(bob, 'bob');
    for (const language of ['en-US', 'zh-CN'] as const) {
      const context = await signedInContext(need(browser, 'the browser').browser, need(root, 'root'), { width: 1280, height: 720, locale: language, language });
      const config = await context.newPage();
      await visit(config, `/contest/${String(cid)}/scroll-board`, config.getByTestId('scroll-config'));
      const opened = context.waitForEvent('page');
      await config.getByTestId('scroll-open').click();
      const board = await opened;
      await board.getByTestId('scroll-board').waitFor();
      const bobRow = board.locator(`[data-testid="scroll-row"][data-uid="${b.session.userInfo.uid}"]`);
      // Frozen: Bob's sealed try is hidden, so he has solved nothing yet.
      expect(await bobRow.getByTestId('scroll-solved').innerText()).toBe('0');
      expect(await bobRow.getByTestId('scroll-cell').first().innerText()).toContain('?1');
      await checkAccessibility(board, `the scroll board (${language})`);
      await shoot(board, `contest-scroll-board-${language}`);
      // Step until everything is revealed.
      for (let step = 0; step < 20 && !(await board.getByTestId('scroll-next').isDisabled()); step++) {
        await board.getByTestId('scroll-next').click();
        await board.waitForTimeout(900);
      }
      expect(await bobRow.getByTestId('scroll-solved').innerText()).toBe('1');
      expect(await bobRow.getByTestId('scroll-cell').first().innerText()).not.toContain('?');
      await context.close();
    }
  }, 120_000);
  it('ends and unseals: the outside board shows the hidden verdict', async () => {
    const current = need(contest, 'the contest');
    const b = need(bob, 'bob');
    const end = new Date(Date.now() + 6_000);
    await moveContestEnd(need(root, 'root'), current, end);
    await waitUntil(end);
    const guest = await need(guestContext, 'the guest').newPage();
    await expect
      .poll(
        async () => {
          await guest.goto(`${baseUrl()}/contest/acm-scoreboard/${String(current.id)}`);
          // The table renders before its rows arrive: on a loaded machine, reading at once found no row.
          await guest.locator(`[data-testid="board-table"] tr[data-row-key="${b.session.userInfo.uid}"]`).waitFor({ timeout: 15_000 });
          return boardCellState(guest, b.session.userInfo.uid);
        },
        { timeout: 60_000, interval: 2_000 },
      )
      .toBe('ac');
    expect(await guest.getByTestId('board-sealed').count()).toBe(0);
    await guest.close();
  }, 110_000);
});
