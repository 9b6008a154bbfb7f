// Shared steps of the lesson and tidan browser tests: accounts, uploads and screenshots.
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { baseUrl, json } from './env.ts';
import { api } from './session.ts';
import type { ApiSession } from './session.ts';

/** Screenshots go to OJ_E2E_SCREENSHOT_DIR (docs/screenshots to refresh the committed ones), else to the run directory. */
export const screenshotDir = resolve(process.env.OJ_E2E_SCREENSHOT_DIR ?? join(process.env.OJ_RUN_DIR ?? tmpdir(), 'screenshots'));

/** Saves a screenshot of the page as NAME.png, once animations have settled. */
export async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  await page.mouse.move(0, 0);
  await page.waitForTimeout(800);
  await page.screenshot({ path: join(screenshotDir, `${name}.png`) });
}

/** Generates `count` user accounts as root does in the back office. */
export async function generateUsers(root: ApiSession, prefix: string, count: number): Promise<{ username: string; password: string }[]> {
  const generated = await api<{ users: { username: string; password: string }[] }>('admin/user/generate-user', {
    token: root.token,
    body: { prefix, suffix: '', numberFrom: 1, numberTo: count, passwordLength: 10 },
  });
  return generated.data.users;
}

/** A one-page PDF that browsers' viewers open. */
export function smallPdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 200] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    '<< /Length 44 >>\nstream\nBT /F1 18 Tf 40 100 Td (Lesson handout) Tj ET\nendstream',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${String(index + 1)} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${String(objects.length + 1)}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${String(objects.length + 1)} /Root 1 0 R >>\nstartxref\n${String(xref)}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** Uploads a file through the markdown editor's file upload (admin roles); returns its link. */
export async function uploadMdFile(root: ApiSession, name: string, data: Buffer): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)], { type: 'application/pdf' }), name);
  const response = await fetch(`${baseUrl()}/api/file/upload-md-file`, { method: 'POST', headers: { authorization: root.token }, body: form });
  const body = await json<{ status: number; msg: string; data: { link: string } }>(response);
  if (body.status !== 200) throw new Error(`upload-md-file: ${body.msg}`);
  return body.data.link;
}

/** POSTs to an admin route that creates something; returns its id. */
export async function created(root: ApiSession, path: string, body: unknown): Promise<number> {
  return (await api<{ id: number }>(path, { token: root.token, body })).data.id;
}
