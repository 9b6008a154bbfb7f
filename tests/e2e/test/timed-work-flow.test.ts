// Timed homework in Chromium against the started platform (its judge node included): root creates a
// private timed work over the admin API and adds A+B as A; a user opens the list, starts it with the
// password, submits a right answer in the browser and meets the result hidden (-5) on the page and
// in the API; hands in with the confirmation; then reads the real result and the rank. A second user
// (in Chinese) starts it too, for the zh-CN screenshot. Screenshots go to OJ_E2E_SCREENSHOT_DIR
// (docs/screenshots to refresh the committed ones), else to the run directory.
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { pickEditorLanguage } from '../src/admin.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkAccessibility } from '../src/a11y.ts';
import { launchBrowser } from '../src/browser.ts';
import type { TestBrowser } from '../src/browser.ts';
import { baseUrl } from '../src/env.ts';
import { api, apiLogin, rootPassword, signedInContext } from '../src/session.ts';
import type { ApiSession } from '../src/session.ts';

const RUN = Date.now().toString(36);
const TITLE = `Timed homework ${RUN}`;
const PASSWORD = `tw-${RUN}`;
const JUDGE_TIMEOUT_MS = 180_000;
const RIGHT = 'a, b = map(int, input().split())\nprint(a + b)';
const HIDDEN = -5;
const screenshotDir = resolve(process.env.OJ_E2E_SCREENSHOT_DIR ?? join(process.env.OJ_RUN_DIR ?? tmpdir(), 'screenshots'));

interface Person {
  session: ApiSession;
  context: BrowserContext;
  page: Page;
}

let browser: TestBrowser | undefined;
let root: ApiSession | undefined;
let alice: Person | undefined;
let bob: Person | undefined;
let tid = 0;
let pid = 0;
let submitId = 0;

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

async function person(username: string, password: string, language: 'en-US' | 'zh-CN'): Promise<Person> {
  const session = await apiLogin(username, password);
  const context = await signedInContext(need(browser, 'the browser').browser, session, { width: 1280, height: 860, locale: language, language });
  return { session, context, page: await context.newPage() };
}

/** Starts the timed work on its introduction tab with the password, as a person does. */
async function start(page: Page): Promise<void> {
  await page.goto(`${baseUrl()}/timedwork/${String(tid)}`);
  await page.getByTestId('timed-work-password').fill(PASSWORD);
  await page.getByTestId('timed-work-start-button').click();
  await page.getByTestId('timed-work-start').waitFor({ state: 'detached' });
  await page.getByTestId('timed-work-hand-in').waitFor();
}

/** The status of the submission as each call that shows it answers for `session`. */
async function statusesOf(session: ApiSession): Promise<number[]> {
  const cid = tid + 50_000;
  const checked = await api<Record<string, { status: number }>>('check-contest-submissions-status', {
    body: { submitIds: [submitId], cid },
    token: session.token,
  });
  const detail = await api<{ submission: { status: number } }>(`get-submission-detail?submitId=${String(submitId)}`, { token: session.token });
  const list = await api<{ records: { submitId: number; status: number }[] }>(`contest-submissions?contestID=${String(cid)}`, { token: session.token });
  const statuses = await api<Record<string, { status: number }>>('get-user-problem-status', {
    body: { pidList: [pid], isContestProblemList: true, cid },
    token: session.token,
  });
  return [
    checked.data[String(submitId)]?.status ?? NaN,
    detail.data.submission.status,
    list.data.records.find((row) => row.submitId === submitId)?.status ?? NaN,
    statuses.data[String(pid)]?.status ?? NaN,
  ];
}

beforeAll(async () => {
  root = await apiLogin('root', rootPassword());
  const generated = await api<{ users: { username: string; password: string }[] }>('admin/user/generate-user', {
    token: root.token,
    body: { prefix: `tw${RUN}`, suffix: '', numberFrom: 1, numberTo: 2, passwordLength: 10 },
  });
  const [first, second] = generated.data.users;
  const detail = await api<{ problem: { id: number } }>('get-problem-detail?problemId=P1000', { token: root.token });
  pid = detail.data.problem.id;
  const now = Date.now();
  const created = await api<{ id: number }>('admin/timed-work', {
    token: root.token,
    body: {
      title: TITLE,
      description: 'Solve **A** within one hour; results stay hidden until you hand in.',
      auth: 1,
      pwd: PASSWORD,
      startTime: new Date(now - 5 * 60_000).toISOString(),
      endTime: new Date(now + 3 * 3_600_000).toISOString(),
      duration: 3600,
      visible: true,
    },
  });
  tid = created.data.id;
  await api('admin/timed-work/problem', { token: root.token, body: { tid, pid, displayId: 'A', displayTitle: 'A + B' } });
  browser = await launchBrowser();
  alice = await person(need(first, 'user 1').username, need(first, 'user 1').password, 'en-US');
  bob = await person(need(second, 'user 2').username, need(second, 'user 2').password, 'zh-CN');
});

afterAll(async () => {
  for (const context of [alice?.context, bob?.context]) await context?.close();
  await browser?.close();
});

describe('a timed homework from the start to the rank', () => {
  it('lists the timed work and starts it with the password', async () => {
    const { page } = need(alice, 'alice');
    await page.goto(`${baseUrl()}/timedwork`);
    await page.getByTestId('timed-work-table').waitFor();
    await page.getByTestId('timed-work-link').filter({ hasText: TITLE }).click();
    await page.waitForURL(new RegExp(`/timedwork/${String(tid)}$`));
    // Before starting, the problems tab is closed.
    expect(await page.getByRole('tab', { name: 'Problems' }).getAttribute('aria-disabled')).toBe('true');
    await checkAccessibility(page, 'the timed work introduction');
    await start(page);
    await page.getByTestId('timed-work-clock').waitFor();
    // The clock ticks each second.
    const first = Number(await page.getByTestId('timed-work-clock').getAttribute('data-now'));
    await expect.poll(async () => Number(await page.getByTestId('timed-work-clock').getAttribute('data-now')), { timeout: 5_000 }).toBeGreaterThan(first);
  });

  it('submits in the browser and meets the result hidden, on the page and in the API', async () => {
    const a = need(alice, 'alice');
    const { page } = a;
    await page.getByRole('tab', { name: 'Problems' }).click();
    await page.getByTestId('timed-work-problem-link').first().click();
    await page.locator('.monaco-editor').first().waitFor({ timeout: 60_000 });
    await pickEditorLanguage(page, 'Python3');
    await expect.poll(async () => (await page.locator('.monaco-editor .view-lines').first().innerText()).replace(/\u00a0/g, ' ')).toContain('input()');
    await page
      .locator('.ant-select-dropdown:visible')
      .waitFor({ state: 'detached' })
      .catch(() => undefined);
    await page.locator('.monaco-editor .view-lines').first().click();
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Delete');
    await page.keyboard.insertText(RIGHT);
    await page.getByTestId('submit-code').click();
    await page.locator(`[data-testid="submit-result"][data-status="${String(HIDDEN)}"]`).waitFor({ timeout: JUDGE_TIMEOUT_MS });
    await checkAccessibility(page, 'the timed work problem page');

    const list = await api<{ records: { submitId: number; status: number }[] }>(`contest-submissions?contestID=${String(tid + 50_000)}`, {
      token: a.session.token,
    });
    submitId = need(list.data.records[0], 'the submission').submitId;
    // Judged for real (root reads the verdict), hidden from the user in every call.
    const deadline = Date.now() + JUDGE_TIMEOUT_MS;
    let real = await statusesOf(need(root, 'root'));
    while ([5, 6, 7].includes(real[0] ?? 5) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      real = await statusesOf(need(root, 'root'));
    }
    expect(real.slice(0, 3)).toEqual([0, 0, 0]);
    expect(await statusesOf(a.session)).toEqual([HIDDEN, HIDDEN, HIDDEN, HIDDEN]);

    await page.getByRole('tab', { name: 'Problems' }).click();
    await page.getByTestId('timed-work-submitted').first().waitFor();
    expect(await page.getByRole('tab', { name: 'Rank' }).getAttribute('aria-disabled')).toBe('true');
    await shoot(page, 'timed-work-en-US');
  });

  it('shows the running timed work in Chinese too', async () => {
    const b = need(bob, 'bob');
    await start(b.page);
    await b.page.getByRole('tab', { name: '题目' }).click();
    await b.page.getByTestId('timed-work-problems').waitFor();
    // The start's success message fades before the picture.
    await b.page
      .locator('.ant-message-notice')
      .first()
      .waitFor({ state: 'detached', timeout: 10_000 })
      .catch(() => undefined);
    await checkAccessibility(b.page, 'the timed work problems in zh-CN');
    await shoot(b.page, 'timed-work-zh-CN');
  });

  it('hands in with the confirmation, then shows the real result and the rank; no more submissions', async () => {
    const a = need(alice, 'alice');
    const { page } = a;
    await page.getByTestId('timed-work-hand-in').click();
    await page.getByText('After handing in you can not submit').waitFor();
    await page.getByTestId('timed-work-hand-in-confirm').click();
    await page.getByTestId('timed-work-hand-in').waitFor({ state: 'detached' });
    expect(await statusesOf(a.session)).toEqual([0, 0, 0, 0]);

    await page.getByRole('tab', { name: 'Rank' }).click();
    await page.getByTestId('timed-work-rank').waitFor();
    const cell = page.locator(`[data-testid="timed-work-rank"] tr[data-row-key="${a.session.userInfo.uid}"] td[data-status="0"]`);
    await cell.waitFor();
    expect(await cell.innerText()).toContain('100');
    expect(await cell.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(183, 235, 143)');
    await checkAccessibility(page, 'the timed work rank');

    // The submission page shows the real result now.
    await page.goto(`${baseUrl()}/submission-detail/${String(submitId)}`);
    await page.locator('[data-status="0"]').first().waitFor();

    await expect(
      api('submit-problem-judge', { token: a.session.token, body: { pid, cid: tid + 50_000, displayTid: tid, language: 'Python3', code: RIGHT } }),
    ).rejects.toThrow(/Contest has ended/);
  });
});
