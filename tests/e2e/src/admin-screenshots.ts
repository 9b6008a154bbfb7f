// Takes the back office's screenshots against a started platform (a judge node included):
//   OJ_E2E_BASE_URL=http://127.0.0.1:9180 OJ_ROOT_PASSWORD=... node tests/e2e/src/admin-screenshots.ts [out-dir]
// Pages: the dashboard, the problem editor (a special-judge problem opened for edit: its top with the
// statement's markdown and preview, and its judge section with the checker in Monaco) and the user
// list, each in en-US and zh-CN at 1280 × 860, as admin-<page>-<language>.png. The problem is the newest special-judge problem of
// the site (admin-flow.test.ts leaves one); when there is none, one is created over the API.
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { CHECKER } from './admin.ts';
import { launchBrowser } from './browser.ts';
import { baseUrl, repoRoot } from './env.ts';
import { api, apiLogin, rootPassword, signedInContext } from './session.ts';
import type { ApiSession } from './session.ts';

const outDir = resolve(process.argv[2] ?? join(repoRoot, 'docs/screenshots'));
mkdirSync(outDir, { recursive: true });

interface ProblemDetail {
  problem: { id: number; problemId: string; judgeMode: string };
}

/** The newest special-judge problem among the site's latest 50, or one made now (compiled checker, two manual cases). */
async function spjProblem(session: ApiSession): Promise<number> {
  const list = await api<{ records: { id: number }[] }>('admin/problem/get-problem-list?limit=50&currentPage=1', { token: session.token });
  for (const record of list.data.records) {
    const detail = await api<ProblemDetail>(`admin/problem?pid=${String(record.id)}`, { token: session.token });
    if (detail.data.problem.judgeMode === 'spj') return record.id;
  }
  const languages = (await api<{ id: number; name: string; oj: string; isSpj: boolean }[]>('languages?all=true')).data.filter(
    (language) => language.oj === 'ME',
  );
  const checkerLanguage = languages.find((language) => language.isSpj && language.name.startsWith('C++'))?.name ?? 'C++';
  await api('admin/problem/compile-spj', { token: session.token, body: { code: CHECKER, language: checkerLanguage } });
  const problemId = `SPJSHOT${Date.now().toString(36).toUpperCase()}`;
  await api('admin/problem', {
    token: session.token,
    body: {
      problem: {
        problemId,
        title: 'Sum checked by a special judge',
        description: 'Print the **sum** of $a$ and $b$; a special judge compares it.',
        input: 'Two integers `a` and `b`.',
        output: 'Their sum.',
        examples: '<input>1 2</input><output>3</output>',
        hint: null,
        source: null,
        timeLimit: 1000,
        memoryLimit: 256,
        stackLimit: 128,
        difficulty: 0,
        auth: 1,
        type: 0,
        codeShare: true,
        judgeMode: 'spj',
        judgeCaseMode: 'default',
        spjLanguage: checkerLanguage,
        spjCode: CHECKER,
        isRemoveEndBlank: true,
        openCaseResult: true,
        isFileIO: false,
        ioReadFileName: null,
        ioWriteFileName: null,
        userExtraFile: null,
        judgeExtraFile: null,
      },
      codeTemplates: [],
      tags: [],
      languages: languages.map((language) => language.id),
      isUploadTestCase: false,
      uploadTestcaseDir: null,
      changeTestCase: true,
      samples: [
        { input: '1 2\n', output: '3\n', score: null, groupNum: null },
        { input: '20 22\n', output: '42\n', score: null, groupNum: null },
      ],
    },
  });
  const found = await api<{ records: { id: number }[] }>(`admin/problem/get-problem-list?keyword=${problemId}`, { token: session.token });
  const created = found.data.records[0];
  if (!created) throw new Error(`the problem ${problemId} was saved but is not in the list`);
  return created.id;
}

/** The editor with its statement's markdown previews drawn and Monaco holding the checker. */
async function editorReady(page: Page): Promise<void> {
  await page.getByTestId('md-preview-problem-description').waitFor();
  await page.locator('.monaco-editor .view-lines').first().waitFor({ timeout: 60_000 });
}

const session = await apiLogin('root', rootPassword());
const pid = await spjProblem(session);

const shots: { name: string; path: string; ready: (page: Page) => Promise<unknown> }[] = [
  {
    name: 'dashboard',
    path: '/admin/dashboard',
    ready: async (page) => {
      await page.getByTestId('count-users').locator('.ant-statistic-content-value').waitFor();
      await page.locator('.ant-card:has([data-testid="queue-depth"]) tr.ant-table-row').first().waitFor({ timeout: 30_000 });
    },
  },
  {
    // The statement: each markdown source beside its preview (bold, KaTeX, code).
    name: 'problem-editor',
    path: `/admin/problem/edit/${String(pid)}`,
    ready: async (page) => {
      await editorReady(page);
      await page.locator('.ant-card:has([data-testid="md-problem-description"])').evaluate((card) => {
        card.scrollIntoView({ block: 'start' });
      });
    },
  },
  {
    // The same form further down: the judge mode and the checker in Monaco, compiled.
    name: 'problem-editor-checker',
    path: `/admin/problem/edit/${String(pid)}`,
    ready: async (page) => {
      await editorReady(page);
      await page.locator('.ant-card:has([data-testid="judge-mode-notice"])').evaluate((card) => {
        card.scrollIntoView({ block: 'start' });
      });
    },
  },
  { name: 'users', path: '/admin/user', ready: (page) => page.getByTestId('user-table').locator('tr.ant-table-row').first().waitFor() },
];

const browser = await launchBrowser();
for (const language of ['en-US', 'zh-CN']) {
  const context = await signedInContext(browser.browser, session, { width: 1280, height: 860, locale: language, language });
  const page = await context.newPage();
  for (const shot of shots) {
    await page.goto(`${baseUrl()}${shot.path}`);
    await shot.ready(page);
    // Let fonts, the highlighter and the tables settle; the pointer rests off the page.
    await page.mouse.move(0, 0);
    await page.waitForTimeout(1500);
    const file = join(outDir, `admin-${shot.name}-${language}.png`);
    await page.screenshot({ path: file });
    console.log(file);
  }
  await context.close();
}
await browser.close();
