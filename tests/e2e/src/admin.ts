// What the back-office browser test and the admin screenshots share: a special-judge problem's
// checker (docs/judge.md, "Special judge (spj): testlib protocol", written without testlib), its
// a+b test data, and small steps in the admin app (sign in, fill Monaco, pick an antd option).
import type { Locator, Page } from 'playwright-core';
import { baseUrl } from './env.ts';
import { storedZip } from './zip.ts';

/** The checker: `checker <input> <user output> <answer>`; reads one number from each output, exit 0 AC, 1 WA. */
export const CHECKER = [
  '#include <cstdio>',
  'int main(int argc, char* argv[]) {',
  'if (argc < 4) return 3;',
  'FILE* out = fopen(argv[2], "r");',
  'FILE* ans = fopen(argv[3], "r");',
  'long long got = 0, want = 0;',
  'if (!ans || fscanf(ans, "%lld", &want) != 1) return 3;',
  'if (!out || fscanf(out, "%lld", &got) != 1) return 1;',
  'return got == want ? 0 : 1;',
  '}',
].join('\n');

/** The same checker with a missing semicolon: it must not compile. */
export const BROKEN_CHECKER = CHECKER.replace('long long got = 0, want = 0;', 'long long got = 0, want = 0');

/** A zip of three a+b cases (1.in/1.out ...), stored entries, as an admin's tool writes one. */
export function aPlusBTestData(): Buffer {
  const cases: [number, number][] = [
    [1, 2],
    [20, 22],
    [-5, 1000000],
  ];
  return storedZip(
    cases.flatMap(([a, b], index) => [
      { name: `${String(index + 1)}.in`, data: `${String(a)} ${String(b)}\n` },
      { name: `${String(index + 1)}.out`, data: `${String(a + b)}\n` },
    ]),
  );
}

/** Python solutions for the user: one the checker refuses (a+b+1) and the right one. */
export const WRONG_SOLUTION = 'a, b = map(int, input().split())\nprint(a + b + 1)';
export const RIGHT_SOLUTION = 'a, b = map(int, input().split())\nprint(a + b)';

/** Signs in at /admin/login with the form, as a person does, and waits for the dashboard. */
export async function adminSignIn(page: Page, username: string, password: string): Promise<void> {
  await page.goto(`${baseUrl()}/admin/login`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL(/\/admin\/dashboard$/);
}

/** Monaco's visible text, with its non-breaking spaces made plain. */
export async function monacoText(editor: Locator): Promise<string> {
  return (await editor.locator('.view-lines').innerText()).replace(/\u00a0/g, ' ');
}

/**
 * Replaces the text of a Monaco editor: select all, delete, then the text inserted in one go
 * (as a paste would: no auto-closed brackets or auto-indent added to it).
 */
export async function setMonacoText(page: Page, editor: Locator, text: string): Promise<void> {
  await editor.locator('.view-lines').click();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(text);
}

/** Opens an antd Select by its accessible name and picks the option whose label matches. */
export async function pickOption(page: Page, name: string, label: RegExp): Promise<void> {
  await page.getByRole('combobox', { name, exact: true }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: label }).first().click();
  await page
    .locator('.ant-select-dropdown:visible')
    .waitFor({ state: 'detached' })
    .catch(() => undefined);
}

/** Picks the problem page's submission language in its editor toolbar (the dropdown may still be closing after). */
export async function pickEditorLanguage(page: Page, language: string): Promise<void> {
  await page.getByTestId('editor-language').click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: new RegExp(`^${language.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) })
    .first()
    .click();
}
