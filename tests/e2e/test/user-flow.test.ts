// A new user's path through the web app in Chromium, against the started platform (demo problems and
// a judge node): register in the sign-in dialog with the code mailed to an SMTP server this test
// runs, log in, find a problem by tag, solve it in Monaco, watch it turn Accepted, self-test, read
// the submission, switch language, and the mobile layout.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkAccessibility, visit } from '../src/a11y.ts';
import { launchBrowser } from '../src/browser.ts';
import type { TestBrowser } from '../src/browser.ts';
import { baseUrl } from '../src/env.ts';
import { codeIn, startMailbox } from '../src/mailbox.ts';
import type { Mailbox } from '../src/mailbox.ts';
import { gradientPng } from '../src/png.ts';
import { apiLogin, configureMailAndRegistration, rootPassword, signedInContext } from '../src/session.ts';
import type { ApiSession } from '../src/session.ts';

const JUDGE_TIMEOUT_MS = 180_000;
const SOLUTION = ['a, b = map(int, input().split())', 'print(a + b)'];
// A fresh account per run (usernames are at most 20 characters).
const USERNAME = `flow${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
const EMAIL = `${USERNAME}@example.org`;
const PASSWORD = 'flow-pass-42';

let browser: TestBrowser | undefined;
let mailbox: Mailbox | undefined;
let context: BrowserContext | undefined;
let page: Page | undefined;
const foreign: string[] = [];
let submissionUrl = '';

/** The page shared by the desktop steps, which build on each other. */
function desktop(): Page {
  if (!page) throw new Error('the desktop page did not open');
  return page;
}

/** Monaco's visible text, with its non-breaking spaces made plain (TOOLCHAIN-NOTES). */
async function editorText(target: Page): Promise<string> {
  const text = await target.locator('.monaco-editor .view-lines').first().innerText();
  return text.replace(/\u00a0/g, ' ');
}

/** Picks an option of an antd Select by its visible label. */
async function choose(target: Page, selectTestId: string, label: string): Promise<void> {
  await target.getByTestId(selectTestId).click();
  await target
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: new RegExp(`^${label.replace(/[+]/g, '\\+')}$`) })
    .first()
    .click();
}

beforeAll(async () => {
  // Mail goes to an SMTP server in this process, set up the way an admin would over the API.
  mailbox = await startMailbox();
  await configureMailAndRegistration(await apiLogin('root', rootPassword()), mailbox);
  browser = await launchBrowser();
  // Signed out: the first step registers.
  context = await browser.newContext({ width: 1280, height: 860, locale: 'en-US' });
  page = await context.newPage();
  const origin = new URL(baseUrl()).origin;
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:')) foreign.push(url);
  });
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await mailbox?.close();
});

describe('a visitor registering', () => {
  it('registers in the sign-in dialog with the mailed code, then logs in with the new account', async () => {
    const target = desktop();
    if (!mailbox) throw new Error('the SMTP server did not start');
    // The home page is open to visitors (the problem list asks them to log in first).
    await visit(target, '/home', target.getByTestId('site-name'));
    await target.locator('header').getByRole('button', { name: 'Login', exact: true }).click();
    const dialog = target.getByRole('dialog');
    await dialog.locator('#password').waitFor();
    await checkAccessibility(target, 'the login dialog');
    await dialog.getByRole('button', { name: /register/i }).click();

    await dialog.locator('#passwordAgain').waitFor();
    await checkAccessibility(target, 'the register dialog');
    await dialog.locator('#username').fill(USERNAME);
    await dialog.locator('#password').fill(PASSWORD);
    await dialog.locator('#passwordAgain').fill(PASSWORD);
    await dialog.locator('#email').fill(EMAIL);
    await dialog.getByTestId('send-code-register').click();
    // The button counts down once the server accepted the request and the mail went out.
    await expect.poll(async () => dialog.getByTestId('send-code-register').isDisabled(), { timeout: 30_000 }).toBe(true);
    const code = codeIn(await mailbox.nextMailTo(EMAIL));
    expect(code).toMatch(/^\d{6}$/);
    await dialog.locator('#register-code').fill(code);
    await dialog.locator('button[type="submit"]').click();
    await target.getByText('Thanks for registering').waitFor();

    // The dialog turns to Login.
    await dialog.locator('#passwordAgain').waitFor({ state: 'detached' });
    await dialog.locator('#username').fill(USERNAME);
    await dialog.locator('#password').fill(PASSWORD);
    await dialog.locator('button[type="submit"]').click();
    await target.getByText('Welcome back').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(async () => target.getByTestId('user-menu').innerText()).toContain(USERNAME);
  });
});

describe('a user solving a problem in the web app', () => {
  it('finds a problem by tag in the problem list and opens it', async () => {
    const target = desktop();
    await visit(target, '/problem', target.getByTestId('problem-title').first());
    await target
      .getByTestId('tag-browser')
      .getByTestId('browser-tag')
      .filter({ hasText: /^Beginner$/ })
      .click();
    await target.waitForURL(/tagId=/);
    expect(decodeURIComponent(new URL(target.url()).searchParams.get('tagId') ?? '')).toMatch(/^\[\d+\]$/);
    await target.getByTestId('tag-chips').getByText('Beginner').waitFor();
    // Every row left carries the tag.
    await expect.poll(async () => target.getByTestId('problem-title').count(), { timeout: 15_000 }).toBeLessThan(6);
    for (const row of await target.locator('[data-testid="problem-table"] tbody tr.ant-table-row').all()) {
      expect(await row.innerText()).toContain('Beginner');
    }
    await target.getByTestId('problem-title').filter({ hasText: 'A+B Problem' }).click();
    await target.waitForURL(/\/problem\/P1000$/);
    await target.getByTestId('problem-statement').waitFor();
    expect(await target.getByTestId('problem-title').innerText()).toContain('A+B Problem');
    expect(await target.getByTestId('sample-input-1').innerText()).toContain('1 2');
    await target.locator('.monaco-editor').first().waitFor({ timeout: 60_000 });
    await checkAccessibility(target, 'the problem page');
  });

  it('types a solution in the bundled Monaco editor, submits it and watches it turn Accepted', async () => {
    const target = desktop();
    await target.locator('.monaco-editor').first().waitFor({ timeout: 60_000 });
    await choose(target, 'editor-language', 'Python3');
    // The language switch swaps in the Python template; wait for it and for the dropdown to close
    // (until then antd may pull the focus back to the select and keystrokes would go astray).
    await expect.poll(() => editorText(target)).toContain('input()');
    await target
      .locator('.ant-select-dropdown:visible')
      .waitFor({ state: 'detached' })
      .catch(() => undefined);
    await target.waitForTimeout(500);
    await target.locator('.monaco-editor .view-lines').first().click();
    await target.keyboard.press('Control+A');
    await target.keyboard.press('Delete');
    // Escape closes any word suggestion, so Enter starts a new line rather than accepting one.
    await target.keyboard.type(SOLUTION[0] ?? '', { delay: 20 });
    await target.keyboard.press('Escape');
    await target.keyboard.press('Enter');
    await target.keyboard.type(SOLUTION[1] ?? '', { delay: 20 });
    await target.keyboard.press('Escape');
    await expect.poll(() => editorText(target)).toContain('print(a + b)');
    expect((await editorText(target)).replace(/\s+/g, ' ')).toContain('a, b = map(int, input().split()) print(a + b)');

    await target.getByTestId('submit-code').click();
    const result = target.getByTestId('submit-result');
    await result.waitFor();
    await target.locator('[data-testid="submit-result"][data-status="0"]').waitFor({ timeout: JUDGE_TIMEOUT_MS });
    expect(await result.innerText()).toContain('Accepted');
    // Monaco and its worker came from the platform itself, not from a CDN.
    expect(foreign).toEqual([]);
  });

  it('runs an online test with custom input', async () => {
    const target = desktop();
    // The congratulation picture covers the page for three seconds after an acceptance.
    await target.getByTestId('congratulation').waitFor({ state: 'detached', timeout: 10_000 });
    await target.getByTestId('open-test-judge').click();
    const input = target.getByTestId('test-input');
    await input.waitFor();
    await input.fill('20 22');
    await target.getByTestId('test-expected').fill('42');
    await target.getByTestId('test-run').click();
    await target.locator('[data-testid="test-result"]:not([data-status="5"])').waitFor({ timeout: JUDGE_TIMEOUT_MS });
    expect(await target.getByTestId('test-output').innerText()).toContain('42');
    expect(await target.getByTestId('test-result').getAttribute('data-status')).toBe('0');
    await target.locator('.ant-drawer').getByRole('button', { name: 'Close' }).click();
    await target.locator('.ant-drawer-mask').waitFor({ state: 'hidden' });
  });

  it("opens the submission's details: banner, summary, case results and code", async () => {
    const target = desktop();
    await target.getByTestId('submit-result-details').click();
    await target.waitForURL(/\/submission-detail\/\d+$/);
    submissionUrl = target.url();
    await target.locator('[data-testid="status-banner"][data-status="0"]').waitFor();
    await target.getByTestId('submission-summary').getByText('Python3').waitFor();
    // Submitted by the account registered above.
    await target.getByTestId('submission-summary').getByRole('link', { name: USERNAME, exact: true }).waitFor();
    await target.getByTestId('case-card').first().waitFor();
    expect(await target.locator('[data-testid="case-card"][data-status="0"]').count()).toBeGreaterThan(0);
    expect(await target.locator('[data-testid="case-card"]:not([data-status="0"])').count()).toBe(0);
    await expect.poll(async () => target.getByTestId('submission-code').innerText()).toContain('print(a + b)');
    await checkAccessibility(target, 'the submission page');
  });

  it('switches the interface to zh-CN from the logo and back to English', async () => {
    const target = desktop();
    const logoSwitch = target.locator('header').getByRole('button', { name: 'Switch language' });
    await logoSwitch.click();
    await target.getByRole('menuitem', { name: '简体中文' }).click();
    await target.getByTestId('top-menu').getByText('题目', { exact: true }).first().waitFor();
    // Page texts (loaded with the page) follow too.
    await target.getByText('测试点结果').waitFor();
    expect(await target.locator('html').getAttribute('lang')).toBe('zh-CN');
    await checkAccessibility(target, 'the submission page in zh-CN');
    await target.locator('header').getByRole('button', { name: '切换语言' }).click();
    await target.getByRole('menuitem', { name: 'English' }).click();
    await target.getByText('Test case results').waitFor();
    expect(await target.locator('html').getAttribute('lang')).toBe('en-US');
  });
});

describe('settings', () => {
  it('crops a chosen image to a 200 × 200 PNG on a canvas and uploads it as the avatar', async () => {
    const target = desktop();
    await visit(target, '/setting', target.getByTestId('account-section'));
    await target.getByText('UserInfo', { exact: true }).click();
    await target.getByTestId('avatar-file').setInputFiles({ name: 'face.png', mimeType: 'image/png', buffer: gradientPng(320, 240) });
    const canvas = target.getByTestId('avatar-crop').locator('canvas');
    await canvas.waitFor();
    const box = await canvas.boundingBox();
    expect(box?.width).toBe(200);
    expect(box?.height).toBe(200);
    // Rotating redraws the square from the turned image; a turn back shows the first view again.
    const pixel = () => canvas.evaluate((element: HTMLCanvasElement) => Array.from(element.getContext('2d')?.getImageData(10, 100, 1, 1).data ?? []).join(','));
    const first = await pixel();
    await target.getByTestId('avatar-rotate-right').click();
    await expect.poll(pixel).not.toBe(first);
    await target.getByTestId('avatar-rotate-left').click();
    await expect.poll(pixel).toBe(first);
    if (box) {
      await target.mouse.move(box.x + 100, box.y + 100);
      await target.mouse.down();
      await target.mouse.move(box.x + 60, box.y + 100, { steps: 4 });
      await target.mouse.up();
    }
    // Cancelling the crop asks first (spec 03 §8), then drops the image; choosing it again crops again.
    await target.getByTestId('avatar-crop-cancel').click();
    await target.locator('.ant-popconfirm').getByRole('button', { name: 'Confirm' }).click();
    await target.getByTestId('avatar-crop').waitFor({ state: 'detached' });
    await target.getByTestId('avatar-file').setInputFiles({ name: 'face.png', mimeType: 'image/png', buffer: gradientPng(320, 240) });
    await canvas.waitFor();
    await target.getByTestId('avatar-crop-confirm').click();
    const preview = target.getByTestId('avatar-preview');
    await preview.waitFor();
    const size = await preview.evaluate(
      (image: HTMLImageElement) =>
        new Promise<[number, number]>((resolve) => {
          if (image.complete) resolve([image.naturalWidth, image.naturalHeight]);
          else
            image.onload = () => {
              resolve([image.naturalWidth, image.naturalHeight]);
            };
        }),
    );
    expect(size).toEqual([200, 200]);
    const upload = target.waitForResponse((response) => response.url().endsWith('/api/file/upload-avatar'));
    await target.getByRole('button', { name: 'Upload', exact: true }).click();
    expect((await upload).status()).toBe(200);
    await target.getByText('Upload avatar successfully').waitFor();
    expect(await target.getByTestId('avatar-editor').locator('img').first().getAttribute('src')).toMatch(/^\/api\/public\/avatar\/[0-9a-f-]{36}\.png$/);
  });

  it('changes the mobile number with the password (spec 01 §5)', async () => {
    const target = desktop();
    // One number per run: a number belongs to one account.
    const mobile = `139${String(Date.now() % 100_000_000).padStart(8, '0')}`;
    await visit(target, '/setting', target.getByTestId('mobile-form'));
    const form = target.getByTestId('mobile-form');
    await form.getByLabel('New Mobile').fill('12345');
    await form.getByText('The mobile number format is incorrect').waitFor();
    await form.getByLabel('New Mobile').fill(mobile);
    await form.getByLabel('Password').fill(PASSWORD);
    const answer = target.waitForResponse((response) => response.url().endsWith('/api/change-mobile'));
    await target.getByTestId('change-mobile').click();
    expect((await answer).status()).toBe(200);
    await target.getByText('Update Successfully').waitFor();
    expect(await form.getByLabel('Current Mobile').inputValue()).toBe(mobile);
  });
});

describe('the mobile layout at 375 px', () => {
  it('uses the app bar and drawer, and stacks the problem page', async () => {
    if (!browser) throw new Error('the browser did not start');
    const session: ApiSession = await apiLogin(USERNAME, PASSWORD);
    const mobile = await signedInContext(browser.browser, session, { width: 375, height: 812, language: 'en-US' });
    const target = await mobile.newPage();
    await visit(target, '/problem', target.getByTestId('problem-title').first());
    expect(await target.locator('[data-viewport="mobile"]').count()).toBe(1);
    expect(await target.getByTestId('top-menu').count()).toBe(0);
    await target.getByRole('button', { name: 'Menu' }).click();
    await target.getByTestId('top-menu').getByText('Status', { exact: true }).click();
    await target.waitForURL(/\/status$/);
    await target.getByTestId('submission-table').waitFor();
    await checkAccessibility(target, '/status at 375 px');

    await visit(target, '/problem/P1000', target.getByTestId('problem-statement'));
    expect(await target.getByTestId('split-view').count()).toBe(0);
    await target.getByTestId('editor-panel').waitFor();
    // Nothing overflows the narrow window sideways.
    const overflow = await target.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(1);

    if (submissionUrl) {
      await visit(target, new URL(submissionUrl).pathname, async (page) => {
        await page.getByTestId('status-banner').waitFor();
        await page.getByTestId('case-card').first().waitFor();
      });
      expect(await target.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(1);
    }
    await mobile.close();
  });
});
