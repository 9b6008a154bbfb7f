// Tidan in Chromium against the started platform (its judge node included): root builds two
// problem-set outlines over the API as the back office does; a user solves A+B (judged for real);
// the /tidan page shows a tab per tidan, a tab per group, a collapsible problem group, and the solved
// problem's status icon with its links. Screenshots in both languages go to OJ_E2E_SCREENSHOT_DIR.
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RIGHT_SOLUTION, adminSignIn } from '../src/admin.ts';
import { launchBrowser } from '../src/browser.ts';
import type { TestBrowser } from '../src/browser.ts';
import { baseUrl } from '../src/env.ts';
import { created, generateUsers, shoot } from '../src/outlines.ts';
import { api, apiLogin, rootPassword, signedInContext, submitAndWait } from '../src/session.ts';
import type { ApiSession } from '../src/session.ts';

const RUN = Date.now().toString(36);
const JUDGE_TIMEOUT_MS = 180_000;

let browser: TestBrowser | undefined;
let user: ApiSession | undefined;
let context: BrowserContext | undefined;
const problems: Record<string, { id: number; problemId: string; title: string }> = {};

function need<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`${what} is missing: an earlier step failed`);
  return value;
}

interface TidanProblem {
  problemId: string;
  status?: number;
}

beforeAll(async () => {
  const root = await apiLogin('root', rootPassword());
  const [account] = await generateUsers(root, `t${RUN}`, 1);
  user = await apiLogin(need(account, 'the user').username, need(account, 'the user').password);
  for (const problemId of ['P1000', 'P1001', 'P1002', 'P1005']) {
    problems[problemId] = (
      await api<{ problem: { id: number; problemId: string; title: string } }>(`get-problem-detail?problemId=${problemId}`, { token: root.token })
    ).data.problem;
  }
  const basics = await created(root, 'admin/tidan', { name: `Basics ${RUN}`, rank: 1 });
  const graphs = await created(root, 'admin/tidan', { name: `Graphs ${RUN}`, rank: 2 });
  const week1 = await created(root, 'admin/tidan/group', { tid: basics, name: 'Week 1', rank: 1 });
  await created(root, 'admin/tidan/group', { tid: basics, name: 'Week 2', rank: 2 });
  const warmUp = await created(root, 'admin/tidan/problem-group', { gid: week1, name: 'Warm-up', rank: 1 });
  const strings = await created(root, 'admin/tidan/problem-group', { gid: week1, name: 'Strings and sums', rank: 2 });
  await created(root, 'admin/tidan/problem', { pgid: warmUp, pid: need(problems.P1000, 'P1000').id });
  await created(root, 'admin/tidan/problem', { pgid: strings, pid: need(problems.P1001, 'P1001').id });
  await created(root, 'admin/tidan/problem', { pgid: strings, pid: need(problems.P1002, 'P1002').id });
  const paths = await created(root, 'admin/tidan/group', { tid: graphs, name: 'Shortest paths' });
  const dijkstra = await created(root, 'admin/tidan/problem-group', { gid: paths, name: 'Dijkstra' });
  await created(root, 'admin/tidan/problem', { pgid: dijkstra, pid: need(problems.P1005, 'P1005').id });

  // The user solves A+B; the gateway's statistics take the verdict from the `submission judged` event.
  const verdict = await submitAndWait(user, { pid: need(problems.P1000, 'P1000').id, language: 'Python3', code: RIGHT_SOLUTION }, JUDGE_TIMEOUT_MS);
  expect(verdict.status).toBe(0);
  const deadline = Date.now() + 30_000;
  for (;;) {
    const outline = (await api<{ name: string; groups: { problemGroups: { problems: TidanProblem[] }[] }[] }[]>('tidan', { token: user.token })).data;
    const solved = outline.flatMap((tidan) => tidan.groups.flatMap((group) => group.problemGroups.flatMap((problemGroup) => problemGroup.problems)));
    if (solved.some((problem) => problem.problemId === 'P1000' && problem.status === 0)) break;
    if (Date.now() > deadline) throw new Error('the solved problem never showed as solved in the tidan');
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  browser = await launchBrowser();
  context = await signedInContext(browser.browser, user, { width: 1280, height: 860, language: 'en-US' });
}, JUDGE_TIMEOUT_MS + 120_000);

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('tidan in the browser', () => {
  it('shows tabs per tidan and per group, collapsible problem groups, and the solved problem', async () => {
    const page = await need(context, 'the user').newPage();
    await page.goto(`${baseUrl()}/tidan`);
    const tabs = page.getByTestId('tidan-tabs');
    await tabs.getByRole('tab', { name: `Basics ${RUN}` }).waitFor();
    await tabs.getByRole('tab', { name: 'Week 1' }).waitFor();
    await tabs.getByRole('tab', { name: 'Week 2' }).waitFor();

    const solvedRow = page.getByRole('row').filter({ hasText: 'P1000' });
    await solvedRow.getByTestId('tidan-solved').waitFor();
    expect(await solvedRow.getByTestId('tidan-problem').getAttribute('href')).toBe('/problem/P1000');
    expect(await solvedRow.getByTestId('tidan-status-link').getAttribute('href')).toBe('/status?problemID=P1000');
    const untried = page.getByRole('row').filter({ hasText: 'P1001' });
    expect(await untried.getByTestId('tidan-solved').count()).toBe(0);
    await shoot(page, 'tidan-en-US');

    // A problem group folds and unfolds.
    const header = page.getByRole('button', { name: /Strings and sums/ });
    await header.click();
    await untried.waitFor({ state: 'hidden' });
    await header.click();
    await untried.waitFor();

    // The second tidan's tab shows its own group.
    await tabs.getByRole('tab', { name: `Graphs ${RUN}` }).click();
    await tabs.getByRole('tab', { name: 'Shortest paths' }).waitFor();
    await page.getByRole('row').filter({ hasText: 'P1005' }).waitFor();

    // The problem link opens the problem.
    await tabs.getByRole('tab', { name: `Basics ${RUN}` }).click();
    await solvedRow.getByTestId('tidan-problem').click();
    await page.waitForURL('**/problem/P1000');
  });

  it('shows the outline in Chinese', async () => {
    const zh = await signedInContext(need(browser, 'the browser').browser, need(user, 'the user'), {
      width: 1280,
      height: 860,
      locale: 'zh-CN',
      language: 'zh-CN',
    });
    const page = await zh.newPage();
    await page.goto(`${baseUrl()}/tidan`);
    await page.getByRole('row').filter({ hasText: 'P1000' }).getByTestId('tidan-solved').waitFor();
    await page.getByText('提交记录').first().waitFor();
    await shoot(page, 'tidan-zh-CN');
    await zh.close();
  });

  it('lets root bind a public problem from the picker in the back office', async () => {
    const admin = await need(browser, 'the browser').newContext({ width: 1280, height: 900, locale: 'en-US' });
    const page = await admin.newPage();
    await adminSignIn(page, 'root', rootPassword());
    await page.goto(`${baseUrl()}/admin/tidan`);
    await page.getByRole('tab', { name: `Basics ${RUN}` }).click();
    const warmUp = page.getByTestId('tidan-admin-problem-group').filter({ hasText: 'Warm-up' });
    await warmUp.getByText('P1000').waitFor();
    await warmUp.getByRole('button', { name: 'Bind Problem' }).click();
    const picker = page.getByTestId('tidan-problem-picker');
    await picker.getByRole('button', { name: 'Bind P1003' }).click();
    await warmUp.getByText('P1003').waitFor();
    await picker.getByRole('button', { name: 'Close' }).first().click();
    await shoot(page, 'admin-tidan');
    const outline = (
      await api<{ name: string; groups: { problemGroups: { name: string; problems: { problemId: string }[] }[] }[] }[]>('tidan', {
        token: need(user, 'the user').token,
      })
    ).data;
    const problems = outline.find((tidan) => tidan.name === `Basics ${RUN}`)?.groups[0]?.problemGroups.find((group) => group.name === 'Warm-up')?.problems;
    expect(problems?.map((problem) => problem.problemId)).toEqual(['P1000', 'P1003']);
    await admin.close();
  });
});
