// Takes the README screenshots of the web app against a started platform:
//   OJ_E2E_BASE_URL=http://127.0.0.1:9180 node tests/e2e/src/screenshots.ts [out-dir]
// Pages: home, problem list, problem page, submission details, each at 1280 and 375 px wide.
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { launchBrowser } from './browser.ts';
import { baseUrl, repoRoot } from './env.ts';
import { api, apiLogin, rootPassword, signedInContext, submitAndWait } from './session.ts';

const outDir = resolve(process.argv[2] ?? join(repoRoot, 'docs/screenshots'));
mkdirSync(outDir, { recursive: true });

const A_PLUS_B = '#include <iostream>\nint main() {\n    long long a, b;\n    std::cin >> a >> b;\n    std::cout << a + b << std::endl;\n    return 0;\n}\n';

const session = await apiLogin('root', rootPassword());
const detail = (await api<{ problem: { id: number; problemId: string }; languages: string[] }>('get-problem-detail?problemId=P1000', { token: session.token }))
  .data;
const problem = detail.problem;
const language = detail.languages.find((name) => name === 'C++') ?? detail.languages[0] ?? 'C++';
const submission = await submitAndWait(session, { pid: problem.id, language, code: A_PLUS_B });

const browser = await launchBrowser();
const pages: { name: string; path: string; ready: (page: Page) => Promise<unknown> }[] = [
  { name: 'home', path: '/home', ready: (page) => page.getByTestId('site-name').waitFor() },
  { name: 'problem-list', path: '/problem', ready: (page) => page.getByTestId('problem-title').first().waitFor() },
  {
    name: 'problem',
    path: `/problem/${problem.problemId}`,
    ready: async (page) => {
      await page.getByTestId('problem-statement').waitFor();
      await page.locator('.monaco-editor').first().waitFor({ timeout: 60_000 });
    },
  },
  { name: 'submission', path: `/submission-detail/${submission.submitId}`, ready: (page) => page.getByTestId('case-results').waitFor() },
];
for (const width of [1280, 375]) {
  const context = await signedInContext(browser.browser, session, { width, height: width > 800 ? 800 : 812, language: 'en-US' });
  const page = await context.newPage();
  for (const shot of pages) {
    await page.goto(`${baseUrl()}${shot.path}`);
    await shot.ready(page);
    // Let fonts, charts and the highlighter settle.
    await page.waitForTimeout(1500);
    const file = join(outDir, `${shot.name}-${width}.png`);
    await page.screenshot({ path: file, fullPage: width < 800 && shot.name !== 'problem' });
    console.log(file);
  }
  await context.close();
}
await browser.close();
