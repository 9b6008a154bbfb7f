// A lesson in Chromium against the started platform: root writes a lesson with a group holding an
// uploaded PDF and a video; a visitor who clicks the lesson is asked to sign in; a user opens the
// lesson, opens the PDF in its dialog (a frame of the site's own file), and the dialog stays open on
// Escape and on a click outside it, and closes with its close button. Screenshots of the lesson page
// in both languages go to OJ_E2E_SCREENSHOT_DIR (docs/screenshots for the committed ones).
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSignIn } from '../src/admin.ts';
import { launchBrowser } from '../src/browser.ts';
import type { TestBrowser } from '../src/browser.ts';
import { baseUrl } from '../src/env.ts';
import { created, generateUsers, shoot, smallPdf, uploadMdFile } from '../src/outlines.ts';
import { api, apiLogin, rootPassword, signedInContext } from '../src/session.ts';
import type { ApiSession } from '../src/session.ts';

const RUN = Date.now().toString(36);
const TITLE = `Shortest paths ${RUN}`;

let browser: TestBrowser | undefined;
let root: ApiSession | undefined;
let user: ApiSession | undefined;
let guest: BrowserContext | undefined;
let signedIn: BrowserContext | undefined;
let lid = 0;
let pdfLink = '';

function need<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`${what} is missing: an earlier step failed`);
  return value;
}

beforeAll(async () => {
  root = await apiLogin('root', rootPassword());
  const [account] = await generateUsers(root, `l${RUN}`, 1);
  user = await apiLogin(need(account, 'the user').username, need(account, 'the user').password);
  pdfLink = await uploadMdFile(root, 'dijkstra.pdf', smallPdf());
  lid = await created(root, 'admin/lesson', {
    title: TITLE,
    description: 'Learn **Dijkstra** and *Bellman-Ford*.\n\n- Slides first\n- Then the video',
  });
  const week1 = await created(root, 'admin/lesson/group', { lid, name: 'Week 1: single source' });
  await created(root, 'admin/lesson/item', { gid: week1, title: 'Dijkstra handout', url: pdfLink });
  await created(root, 'admin/lesson/item', { gid: week1, title: 'Lecture recording', url: 'https://media.example.org/lectures/dijkstra.mp4' });
  await created(root, 'admin/lesson/item', { gid: week1, title: 'Draft notes', url: pdfLink, isVisible: false });
  await created(root, 'admin/lesson/group', { lid, name: 'Week 2: all pairs' });
  browser = await launchBrowser();
  guest = await browser.newContext({ width: 1280, height: 800, locale: 'en-US' });
  signedIn = await signedInContext(browser.browser, user, { width: 1280, height: 860, language: 'en-US' });
}, 120_000);

afterAll(async () => {
  for (const context of [guest, signedIn]) await context?.close();
  await browser?.close();
});

describe('lessons in the browser', () => {
  it('asks a visitor to sign in before opening a lesson', async () => {
    const page = await need(guest, 'the guest').newPage();
    await page.goto(`${baseUrl()}/lesson?keyword=${encodeURIComponent(RUN)}`);
    const card = page.getByTestId('lesson-card').filter({ hasText: TITLE });
    await card.click();
    await page.getByText('Please login first').first().waitFor();
    await page.getByRole('dialog').locator('#username').waitFor();
    expect(new URL(page.url()).pathname).toBe('/lesson');
  });

  it('lets a user open the lesson and its PDF; the dialog stays on Escape and outside clicks, and closes with its button', async () => {
    const page = await need(signedIn, 'the user').newPage();
    await page.goto(`${baseUrl()}/lesson`);
    await page.getByTestId('lesson-card').filter({ hasText: TITLE }).click();
    await page.waitForURL(`**/lesson/${String(lid)}`);
    await page.getByTestId('lesson-detail').getByText('Dijkstra', { exact: true }).waitFor();
    const groups = page.getByTestId('lesson-groups');
    await groups.getByText('Week 1: single source').waitFor();
    const items = groups.getByTestId('lesson-item');
    expect(await items.allInnerTexts()).toEqual(['Dijkstra handout', 'Lecture recording']);
    await shoot(page, 'lesson-en-US');

    await items.filter({ hasText: 'Dijkstra handout' }).click();
    const dialog = page.getByTestId('lesson-document-dialog');
    const frame = dialog.getByTestId('lesson-frame');
    await frame.waitFor();
    expect(await frame.getAttribute('src')).toBe(pdfLink);
    // 70 % of the window for documents.
    // The dialog that holds the frame (the shell may keep other dialogs mounted), once its opening animation ends.
    const modal = page.locator('.ant-modal', { has: page.getByTestId('lesson-frame') });
    await expect.poll(async () => Math.round((await modal.boundingBox())?.width ?? 0), { timeout: 10_000 }).toBe(Math.round(1280 * 0.7));

    await page.keyboard.press('Escape');
    await page.waitForTimeout(500);
    expect(await frame.isVisible()).toBe(true);
    await page.mouse.click(20, 840);
    await page.waitForTimeout(500);
    expect(await frame.isVisible()).toBe(true);

    await dialog.getByTestId('lesson-dialog-close').click();
    await frame.waitFor({ state: 'hidden' });
  });

  it('serves the uploaded PDF so that only the site may frame it', async () => {
    const response = await fetch(`${baseUrl()}${pdfLink}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
  });

  it('shows the lesson in Chinese', async () => {
    const context = await signedInContext(need(browser, 'the browser').browser, need(user, 'the user'), {
      width: 1280,
      height: 860,
      locale: 'zh-CN',
      language: 'zh-CN',
    });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/lesson/${String(lid)}`);
    await page.getByTestId('lesson-groups').getByText('Week 1: single source').waitFor();
    await page.getByText('返回课程列表').waitFor();
    await shoot(page, 'lesson-zh-CN');
    await context.close();
  });

  it('lets root hide a material in the back office, and the user no longer sees it', async () => {
    const context = await need(browser, 'the browser').newContext({ width: 1280, height: 900, locale: 'en-US' });
    const page = await context.newPage();
    await adminSignIn(page, 'root', rootPassword());
    await page.goto(`${baseUrl()}/admin/lesson/${String(lid)}/groups`);
    const week1 = page.getByTestId('lesson-group-card').filter({ hasText: 'Week 1: single source' });
    await week1.getByText('Draft notes').waitFor();
    await shoot(page, 'admin-lesson-groups');
    await week1.getByRole('switch', { name: 'Lecture recording Visible' }).click();
    await page.getByText('Update Successfully').first().waitFor();
    const shown = await api<{ groups: { items: { title: string }[] }[] }>(`lesson?lid=${String(lid)}`, { token: need(user, 'the user').token });
    expect(shown.data.groups[0]?.items.map((item) => item.title)).toEqual(['Dijkstra handout']);
    await context.close();
  });
});
