// Problem import in the back office (issue 24), in Chromium against the started platform (its judge node
// included): root chooses an ICPC contest archive of three problems on the Problem Import page, starts the
// import with verification, watches the job on the page until it ends, and reads the report (display ids,
// a rename and notes; each reference solution's expected and actual verdict); the report again in Chinese
// from the list of imports; then a user solves one of the imported problems in the web app. Screenshots of
// the report in both languages go to OJ_E2E_SCREENSHOT_DIR.
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkAccessibility, visit } from '../src/a11y.ts';
import { adminSignIn, monacoText, pickEditorLanguage, setMonacoText } from '../src/admin.ts';
import { launchBrowser } from '../src/browser.ts';
import type { TestBrowser } from '../src/browser.ts';
import { baseUrl } from '../src/env.ts';
import { generateUsers, shoot } from '../src/outlines.ts';
import { apiLogin, need, rootPassword, signedInContext } from '../src/session.ts';
import type { ApiSession } from '../src/session.ts';
import { storedZip } from '../src/zip.ts';
import type { ZipEntry } from '../src/zip.ts';

const JUDGE_TIMEOUT_MS = 180_000;
const RUN = Date.now().toString(36);
const SUM_SOLUTION = 'print(sum(map(int, input().split())))';

/** The package's file name, folder names (display ids) and titles, fresh for each try of the import (a retry imports again). */
function packageNames(stamp: string) {
  return { file: `contest-${stamp}.zip`, sum: `sum-${stamp}`, max: `max-${stamp}`, sumTitle: `Sum of a list ${stamp}`, maxTitle: `Largest of three ${stamp}` };
}

let names = packageNames(RUN);

/** One problem folder of an ICPC (Kattis) contest archive: problem.yaml, test data, statement and submissions. */
function kattisProblem(
  folder: string,
  problem: {
    yaml: string;
    statement?: string;
    samples?: [string, string][];
    cases: [string, string][];
    submissions: Record<string, string>;
  },
): ZipEntry[] {
  return [
    { name: `${folder}/problem.yaml`, data: problem.yaml },
    ...(problem.statement ? [{ name: `${folder}/problem_statement/problem.en.md`, data: problem.statement }] : []),
    ...(problem.samples ?? []).flatMap(([input, answer], index) => [
      { name: `${folder}/data/sample/${String(index + 1)}.in`, data: `${input}\n` },
      { name: `${folder}/data/sample/${String(index + 1)}.ans`, data: `${answer}\n` },
    ]),
    ...problem.cases.flatMap(([input, answer], index) => [
      { name: `${folder}/data/secret/${String(index + 1)}.in`, data: `${input}\n` },
      { name: `${folder}/data/secret/${String(index + 1)}.ans`, data: `${answer}\n` },
    ]),
    ...Object.entries(problem.submissions).map(([path, code]) => ({ name: `${folder}/submissions/${path}`, data: `${code}\n` })),
  ];
}

/**
 * The archive: P1004 (taken by the demo knapsack: renamed), a maximum without a time limit (a note) with an
 * accepted and a wrong-answer solution, and a sum with a statement and a sample; 12 test files, 4 solutions.
 */
function contestArchive(): Buffer {
  const { max, maxTitle, sum, sumTitle } = names;
  return storedZip([
    ...kattisProblem('P1004', {
      yaml: 'name: A+B, again\nlimits:\n  time_limit: 1\n  memory: 256\n',
      cases: [['1 2', '3']],
      submissions: { 'accepted/add.py': 'a, b = map(int, input().split())\nprint(a + b)' },
    }),
    ...kattisProblem(max, {
      yaml: `name: ${maxTitle}\nlimits:\n  memory: 256\n`,
      cases: [
        ['3 9 4', '9'],
        ['7 1 2', '7'],
      ],
      submissions: { 'accepted/largest.py': 'print(max(map(int, input().split())))', 'wrong_answer/first.py': 'print(input().split()[0])' },
    }),
    ...kattisProblem(sum, {
      yaml: `name: ${sumTitle}\nlimits:\n  time_limit: 2\n  memory: 256\n`,
      statement: 'Print the **sum** of the integers on the line.\n',
      samples: [['1 2 3', '6']],
      cases: [
        ['10 -4', '6'],
        ['5', '5'],
      ],
      submissions: { 'accepted/sum.py': SUM_SOLUTION },
    }),
  ]);
}

let browser: TestBrowser | undefined;
let root: ApiSession | undefined;
let adminContext: BrowserContext | undefined;
let user: { username: string; password: string } | undefined;

beforeAll(async () => {
  root = await apiLogin('root', rootPassword());
  [user] = await generateUsers(root, `pi${RUN}`, 1);
  browser = await launchBrowser();
  adminContext = await browser.newContext({ width: 1280, height: 1150, locale: 'en-US' });
});

afterAll(async () => {
  await adminContext?.close();
  await browser?.close();
});

/** The report's row of one problem, found by its package id. */
function reportRow(report: Locator, sourceId: string): Locator {
  return report.locator('tr.ant-table-row').filter({ has: report.page().getByRole('cell', { name: sourceId, exact: true }) });
}

/** What the progress section says, polled as a person watching it would read it, until the job ends. */
async function watchJob(page: Page): Promise<{ texts: string[]; percents: number[] }> {
  const progress = page.getByTestId('import-progress');
  await progress.waitFor();
  const texts: string[] = [];
  const percents: number[] = [];
  const deadline = Date.now() + JUDGE_TIMEOUT_MS;
  for (;;) {
    const text = await progress.innerText();
    texts.push(text);
    percents.push(Number(await progress.getByRole('progressbar').getAttribute('aria-valuenow')));
    if (/\d+ imported, \d+ not imported/.test(text)) return { texts, percents };
    if (Date.now() > deadline) throw new Error(`the import did not end; the page says: ${text}`);
    await page.waitForTimeout(250);
  }
}

describe('root importing a problem package on the Problem Import page', () => {
  let jobTitle = '';

  it(
    'uploads an ICPC archive of three problems, watches the job and reads the report with the verdicts',
    async () => {
      names = packageNames(Date.now().toString(36));
      const page = await need(adminContext, 'the admin context').newPage();
      await adminSignIn(page, 'root', rootPassword());
      await page.getByTestId('admin-menu').getByText('Problems', { exact: true }).click();
      await page.getByTestId('admin-menu').getByRole('link', { name: 'Problem Import' }).click();
      await page.waitForURL(/\/admin\/problem\/import$/);
      await page.getByRole('heading', { name: 'Problem Import' }).waitFor();

      // The button opens the system's file chooser; the archive is chosen there.
      const chooser = page.waitForEvent('filechooser');
      await page.getByRole('button', { name: 'Choose a package' }).click();
      await (await chooser).setFiles({ name: names.file, mimeType: 'application/zip', buffer: contestArchive() });
      const options = page.getByTestId('import-options');
      await options.getByText(`${names.file}: ICPC package, 3 problems`).waitFor({ timeout: 60_000 });
      expect(await options.getByRole('radio', { name: /Rename the imported problem/ }).isChecked()).toBe(true);
      expect(await options.getByRole('checkbox', { name: /Judge the reference solutions/ }).isChecked()).toBe(true);
      await checkAccessibility(page, 'the import options');
      await options.getByRole('button', { name: 'Start import' }).click();
      await page.getByText('Import started').first().waitFor();

      const { texts, percents } = await watchJob(page);
      const final = texts.at(-1) ?? '';
      jobTitle = /Import #\d+: \S+/.exec(final)?.[0] ?? '';
      expect(jobTitle).toBe(`${/Import #\d+/.exec(final)?.[0] ?? ''}: ${names.file}`);
      // The page moved while the job ran: it showed the job running before it ended, the bar never went back.
      expect(texts.some((text) => /\bRunning\b/.test(text) && /Importing problems|Judging reference solutions/.test(text))).toBe(true);
      expect(percents).toEqual([...percents].sort((a, b) => a - b));
      expect(percents.at(-1)).toBe(100);
      expect(final).toContain('Done');
      expect(final).toContain('Problems: 3 / 3');
      expect(final).toMatch(/Test files: 12 \/ 12 \(0\.0 \/ 0\.0 MB\)/);
      expect(final).toContain('Reference solutions judged: 4 / 4');
      expect(final).toContain('3 imported, 0 not imported');

      const report = page.getByTestId('import-report');
      expect(await report.locator('tr.ant-table-row').count()).toBe(3);

      // P1004 is the demo knapsack's: renamed, and the report links the new problem.
      const again = reportRow(report, 'P1004');
      const renamed = (await again.getByRole('link').innerText()).trim();
      expect(renamed).toMatch(/^P1004-\d+$/);
      expect(await again.innerText()).toContain(`Display id P1004 is already used or not allowed here; the problem was imported as ${renamed}`);
      expect(await again.innerText()).toContain('add.py (Python3): expected Accepted, got Accepted');

      const largest = reportRow(report, names.max);
      expect(await largest.getByRole('link').innerText()).toBe(names.max);
      const largestText = await largest.innerText();
      expect(largestText).toContain(names.maxTitle);
      expect(largestText).toContain('The package gives no time limit; 1000 ms was set, check it');
      expect(largestText).toContain('largest.py (Python3): expected Accepted, got Accepted');
      expect(largestText).toContain('first.py (Python3): expected Wrong Answer, got Wrong Answer');

      const sum = reportRow(report, names.sum);
      expect(await sum.getByRole('link').innerText()).toBe(names.sum);
      expect(await sum.innerText()).toContain('sum.py (Python3): expected Accepted, got Accepted');
      for (const row of [again, largest, sum]) {
        await row.getByText('Imported', { exact: true }).waitFor();
        await row.getByText('Passed', { exact: true }).waitFor();
        expect(await row.getByText('Left private').count()).toBe(0);
      }
      expect(await report.locator('.ant-typography-danger').count()).toBe(0);

      // The list of imports below has the job, done, with its counts.
      const listed = page.getByTestId('import-jobs').locator('tr.ant-table-row').filter({ hasText: names.file });
      await listed.getByText('Done', { exact: true }).waitFor();
      await checkAccessibility(page, 'the import report');
      await page.getByTestId('import-progress').scrollIntoViewIfNeeded();
      await shoot(page, 'problem-import-en-US');
      await page.close();
    },
    JUDGE_TIMEOUT_MS + 60_000,
  );

  it('shows the same report in Chinese from the list of imports', async () => {
    const context = await signedInContext(need(browser, 'the browser').browser, need(root, 'root'), {
      width: 1280,
      height: 1000,
      locale: 'zh-CN',
      language: 'zh-CN',
    });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/admin/problem/import`);
    const jobId = /#(\d+)/.exec(jobTitle)?.[1];
    expect(jobId).toBeDefined();
    const listed = page.getByTestId('import-jobs').locator('tr.ant-table-row').filter({ hasText: names.file });
    await listed.getByRole('button', { name: `查看报告 #${jobId ?? ''}` }).click();
    const progress = page.getByTestId('import-progress');
    await progress.getByText(`导入 #${jobId ?? ''}`, { exact: false }).waitFor();
    const report = page.getByTestId('import-report');
    await reportRow(report, names.max).waitFor();
    const largest = await reportRow(report, names.max).innerText();
    expect(largest).toContain('题目包没有给出时间限制，已设为 1000 毫秒，请检查');
    expect(largest).toMatch(/first\.py（Python3）：应为 答案错误，实际 答案错误/);
    expect(await reportRow(report, 'P1004').innerText()).toMatch(/展示 ID P1004 已被使用或不可用；这道题以 P1004-\d+ 导入/);
    await progress.scrollIntoViewIfNeeded();
    await shoot(page, 'problem-import-zh-CN');
    await context.close();
  });
});

describe('a user solving an imported problem in the web app', () => {
  it(
    'opens the imported sum, reads its statement and sample, submits in the editor and sees Accepted',
    async () => {
      const account = need(user, 'the generated user');
      const session = await apiLogin(account.username, account.password);
      const context = await signedInContext(need(browser, 'the browser').browser, session, { width: 1280, height: 860, language: 'en-US' });
      const page = await context.newPage();
      await visit(page, `/problem/${names.sum}`, async (target) => {
        await target.getByTestId('problem-statement').waitFor();
        await target.locator('.monaco-editor').first().waitFor({ timeout: 60_000 });
      });
      expect(await page.getByTestId('problem-title').innerText()).toContain(names.sumTitle);
      expect(await page.getByTestId('problem-statement').innerText()).toContain('Print the sum of the integers on the line.');
      expect(await page.getByTestId('sample-input-1').innerText()).toContain('1 2 3');
      await pickEditorLanguage(page, 'Python3');
      const editor = page.locator('.monaco-editor').first();
      await expect.poll(() => monacoText(editor)).toContain('input()');
      await page
        .locator('.ant-select-dropdown:visible')
        .waitFor({ state: 'detached' })
        .catch(() => undefined);
      await setMonacoText(page, editor, SUM_SOLUTION);
      await expect.poll(async () => (await monacoText(editor)).trim()).toBe(SUM_SOLUTION);
      await page.getByTestId('submit-code').click();
      await page.locator('[data-testid="submit-result"][data-status="0"]').waitFor({ timeout: JUDGE_TIMEOUT_MS });
      expect(await page.getByTestId('submit-result').innerText()).toContain('Accepted');
      await context.close();
    },
    JUDGE_TIMEOUT_MS + 60_000,
  );
});
