// PDF links in rendered markdown, in Chromium against the started platform (spec 03 §2.18: a
// download card plus an embedded viewer 800 px high, with the fallback 'This browser does not
// support PDFs'). Files may be uploaded into a text by admin roles only (an ordinary user's upload
// is refused), so root writes a lesson in the back office: the description editor's Upload File
// button stores a PDF the test writes itself, its link lands in the text, an outside PDF is linked
// beside it, and the lesson is saved visible. A user then opens the lesson: the site's PDF has a
// card with the file's name, a Download link that gives the PDF, and the browser's viewer framing
// the same file (or the fallback text where the browser has no viewer); the outside PDF has the card
// only. The card's words are Chinese on a zh-CN page. Screenshots in both languages.
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ServiceMessage } from '@oj/contracts';
import { adminSignIn } from '../src/admin.ts';
import { launchBrowser } from '../src/browser.ts';
import type { TestBrowser } from '../src/browser.ts';
import { baseUrl, json, repoRoot } from '../src/env.ts';
import { generateUsers } from '../src/outlines.ts';
import { apiLogin, need, rootPassword, signedInContext } from '../src/session.ts';
import type { ApiSession } from '../src/session.ts';

const RUN = Date.now().toString(36);
const TITLE = `Graph handouts ${RUN}`;
const FILE_NAME = `shortest-paths-${RUN}.pdf`;
const OUTSIDE_PDF = 'https://example.org/papers/dijkstra-1959.pdf';
const OUTSIDE_TEXT = 'A note on two problems';
const VIEWER_HEIGHT = 800;
const screenshotDir = process.env.OJ_E2E_SCREENSHOT_DIR ?? join(repoRoot, 'docs/screenshots');

/**
 * A one-page PDF (header, catalog, pages, a page with one line of Helvetica, xref, trailer) whose
 * stream length and xref offsets are counted, so strict readers open it too.
 */
function minimalPdf(text: string): Buffer {
  const stream = `BT /F1 20 Tf 36 120 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 420 240] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${String(Buffer.byteLength(stream, 'latin1'))} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${String(index + 1)} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  // Each xref entry is exactly 20 bytes: ten digits, space, five digits, space, type, space, newline.
  body += `xref\n0 ${String(objects.length + 1)}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${String(objects.length + 1)} /Root 1 0 R >>\nstartxref\n${String(xref)}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const PDF = minimalPdf(`Shortest paths handout ${RUN}`);

let browser: TestBrowser | undefined;
let root: ApiSession | undefined;
let user: ApiSession | undefined;
const contexts: BrowserContext[] = [];
let lid: number | undefined;
/** The uploaded file's link as the editor wrote it (/api/public/md-file/<uuid>.pdf). */
let pdfLink: string | undefined;

async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  await page.mouse.move(0, 0);
  await page.waitForTimeout(1_000);
  await page.screenshot({ path: join(screenshotDir, `${name}.png`), fullPage: true });
}

async function userPage(language: 'en-US' | 'zh-CN'): Promise<Page> {
  const context = await signedInContext(need(browser, 'the browser').browser, need(user, 'the user'), { width: 1280, height: 900, locale: language, language });
  contexts.push(context);
  const page = await context.newPage();
  page.on('pageerror', (error) => {
    console.error(`pageerror on ${page.url()}: ${error.message}`);
  });
  return page;
}

/** The card of the PDF whose name links to `href` (an absolute address). */
function cardOf(content: Locator, href: string): Locator {
  return content.locator('.oj-pdf').filter({ has: content.page().locator(`a.oj-pdf-name[href="${href}"]`) });
}

beforeAll(async () => {
  root = await apiLogin('root', rootPassword());
  const [account] = await generateUsers(root, `pdf${RUN}`, 1);
  user = await apiLogin(need(account, 'the user').username, need(account, 'the user').password);
  browser = await launchBrowser();
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
});

describe('PDF links in markdown', () => {
  it("refuses an ordinary user's file upload: files are for admin roles", async () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }), FILE_NAME);
    const response = await fetch(`${baseUrl()}/api/file/upload-md-file`, {
      method: 'POST',
      headers: { authorization: need(user, 'the user').token },
      body: form,
    });
    const body = await json<{ status: number; msg: string }>(response);
    // The route is one of the admin routes outside /admin/ (contracts admin-access.ts): the common refusal.
    expect(body.status).toBe(403);
    expect(body.msg).toBe(ServiceMessage.noPermission.en);
  });

  it("lets root upload the PDF with the lesson editor's Upload File button; the link lands in the text and the preview", async () => {
    const context = await need(browser, 'the browser').newContext({ width: 1280, height: 900, locale: 'en-US' });
    contexts.push(context);
    const page = await context.newPage();
    await adminSignIn(page, 'root', rootPassword());
    await page.goto(`${baseUrl()}/admin/lesson/create`);
    const form = page.getByTestId('lesson-form');
    await form.getByLabel('Title', { exact: true }).fill(TITLE);
    const description = form.getByRole('textbox', { name: 'Description', exact: true });
    await description.fill('Read the handout before the class:\n\n');
    // The caret stays at the end: the editor puts the link there.
    const chooser = page.waitForEvent('filechooser');
    // The button's name starts with its icon's label (antd's 'file-add').
    await form.getByRole('button', { name: /^(?:file-add )?Upload File$/ }).click();
    await (await chooser).setFiles({ name: FILE_NAME, mimeType: 'application/pdf', buffer: PDF });
    await page.getByText('Upload successfully').first().waitFor();
    const written = await description.inputValue();
    const link = /\[([^\]]+)\]\((\/api\/public\/md-file\/[0-9a-f-]+\.pdf)\)/.exec(written);
    expect(link?.[1]).toBe(FILE_NAME);
    pdfLink = need(link?.[2], 'the uploaded link');
    expect(written).toBe(`Read the handout before the class:\n\n[${FILE_NAME}](${pdfLink})`);
    await description.fill(`${written}\n\nThe original paper: [${OUTSIDE_TEXT}](${OUTSIDE_PDF}).`);

    // The preview draws the same cards the readers will get.
    const preview = form.getByTestId('md-preview');
    await expect.poll(() => preview.locator('.oj-pdf').count(), { timeout: 10_000 }).toBe(2);
    expect(await cardOf(preview, `${baseUrl()}${pdfLink}`).count()).toBe(1);

    await form.getByRole('switch').waitFor();
    expect(await form.getByRole('switch').getAttribute('aria-checked')).toBe('true');
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL(/\/admin\/lesson\/\d+\/groups$/);
    lid = Number(/lesson\/(\d+)\/groups/.exec(page.url())?.[1]);
    expect(lid).toBeGreaterThan(0);
  });

  it('shows a user the card with the file name, a Download link that gives the PDF, and the viewer of the same file 800 px high', async () => {
    const link = need(pdfLink, 'the uploaded link');
    const address = `${baseUrl()}${link}`;
    const page = await userPage('en-US');
    await page.goto(`${baseUrl()}/lesson?keyword=${encodeURIComponent(RUN)}`);
    await page.getByTestId('lesson-card').filter({ hasText: TITLE }).click();
    await page.waitForURL(`**/lesson/${String(need(lid, 'the lesson'))}`);
    const content = page.getByTestId('lesson-detail').locator('.oj-markdown');
    await content.getByText('Read the handout before the class:').waitFor();
    await expect.poll(() => content.locator('.oj-pdf').count(), { timeout: 10_000 }).toBe(2);

    const own = cardOf(content, address);
    expect(await own.locator('a.oj-pdf-name').innerText()).toBe(FILE_NAME);
    const download = own.locator('a.oj-pdf-download');
    expect(await download.innerText()).toBe('Download');
    expect(await download.evaluate((element: HTMLAnchorElement) => element.href)).toBe(address);

    // Download as a person does: the browser saves the site's file, byte for byte.
    const [saved] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(saved.suggestedFilename()).toBe(FILE_NAME);
    expect(readFileSync(await saved.path()).equals(PDF)).toBe(true);
    const served = await fetch(address);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await served.arrayBuffer()).equals(PDF)).toBe(true);

    // Debian's headless Chromium tells whether it has a PDF viewer; the card promises the frame, or says it has none.
    const viewer = await page.evaluate(() => navigator.pdfViewerEnabled);
    console.log(`navigator.pdfViewerEnabled in this Chromium: ${String(viewer)} (${await page.evaluate(() => navigator.userAgent)})`);
    if (viewer) {
      const frame = own.locator('iframe.oj-pdf-viewer');
      expect(await frame.getAttribute('src')).toBe(address);
      expect(await frame.getAttribute('title')).toBe(FILE_NAME);
      expect(await frame.getAttribute('height')).toBe(String(VIEWER_HEIGHT));
      // The frame on the page and the viewer inside it (no border taking a pixel) are both 800 px high.
      expect((await frame.boundingBox())?.height).toBe(VIEWER_HEIGHT);
      expect(await frame.evaluate((element) => element.clientHeight)).toBe(VIEWER_HEIGHT);
      expect(await own.locator('.oj-pdf-unsupported').count()).toBe(0);
      // The frame loaded the file itself (the site's policy lets its own pages frame it).
      await expect.poll(() => page.frames().some((candidate) => candidate.url() === address), { timeout: 15_000 }).toBe(true);
    } else {
      expect(await own.locator('iframe').count()).toBe(0);
      expect(await own.locator('.oj-pdf-unsupported').innerText()).toBe('This browser does not support PDFs');
    }

    // Another site's PDF: the card only, opening in a new tab, nothing framed or said about viewers.
    const outside = cardOf(content, OUTSIDE_PDF);
    expect(await outside.locator('a.oj-pdf-name').innerText()).toBe(OUTSIDE_TEXT);
    expect(await outside.locator('a.oj-pdf-name').getAttribute('target')).toBe('_blank');
    expect(await outside.locator('a.oj-pdf-download').getAttribute('href')).toBe(OUTSIDE_PDF);
    expect(await outside.locator('a.oj-pdf-download').getAttribute('download')).toBeNull();
    expect(await outside.locator('iframe, .oj-pdf-unsupported').count()).toBe(0);
    expect(await content.locator('iframe').count()).toBe(viewer ? 1 : 0);
    // The sentence around the outside link stays.
    await content.getByText('The original paper:').waitFor();

    await shoot(page, 'markdown-pdf-en-US');
  });

  it('gives the cards Chinese words on a zh-CN page', async () => {
    const address = `${baseUrl()}${need(pdfLink, 'the uploaded link')}`;
    const page = await userPage('zh-CN');
    await page.goto(`${baseUrl()}/lesson/${String(need(lid, 'the lesson'))}`);
    const content = page.getByTestId('lesson-detail').locator('.oj-markdown');
    await page.getByText('返回课程列表').waitFor();
    await content.getByText('Read the handout before the class:').waitFor();
    await expect.poll(() => content.locator('.oj-pdf').count(), { timeout: 10_000 }).toBe(2);
    const own = cardOf(content, address);
    const outside = cardOf(content, OUTSIDE_PDF);
    expect(await own.locator('a.oj-pdf-download').innerText()).toBe('下载');
    expect(await outside.locator('a.oj-pdf-download').innerText()).toBe('下载');
    if (await page.evaluate(() => navigator.pdfViewerEnabled)) {
      expect(await own.locator('iframe.oj-pdf-viewer').getAttribute('src')).toBe(address);
      await expect.poll(() => page.frames().some((candidate) => candidate.url() === address), { timeout: 15_000 }).toBe(true);
    } else {
      expect(await own.locator('.oj-pdf-unsupported').innerText()).toBe('此浏览器不支持 PDF 预览');
    }
    await shoot(page, 'markdown-pdf-zh-CN');
  });
});
