// What the contest browser test needs besides the pages: the contest's times as the admin form takes
// them, the back office's contest over the API (to move its end: the test cannot wait an hour), and
// submissions made in a contest.
import type { Page } from 'playwright-core';
import { api } from './session.ts';
import type { ApiSession, SubmissionState } from './session.ts';

/** A time as an `<input type="datetime-local">` value in the browser's zone (the machine's: both run here), to the second. */
export function localInput(at: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${String(at.getFullYear())}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}:${pad(at.getSeconds())}`;
}

/** The back office's view of a contest (the fields the update needs, and a few more). */
export type AdminContest = Record<string, unknown> & {
  id: number;
  title: string;
  startTime: string;
  endTime: string;
  sealRankTime: string | null;
  status: number;
};

/** The contest the admin just created, found by its (unique) title. */
export async function findAdminContest(root: ApiSession, title: string): Promise<AdminContest> {
  const list = await api<{ records: { id: number; title: string }[] }>(`admin/contest/get-contest-list?keyword=${encodeURIComponent(title)}`, {
    token: root.token,
  });
  const found = list.data.records.find((record) => record.title === title);
  if (!found) throw new Error(`contest "${title}" is not in the back office's list`);
  return (await api<AdminContest>(`admin/contest?cid=${String(found.id)}`, { token: root.token })).data;
}

/**
 * Moves a contest's end to `end`, keeping its one-hour seal (the seal time follows the end), as an
 * admin saving the form with a new end time does. The rest of the form is sent as it was.
 */
export async function moveContestEnd(root: ApiSession, contest: AdminContest, end: Date): Promise<void> {
  const keys = [
    'title',
    'description',
    'type',
    'auth',
    'startTime',
    'sealRank',
    'autoRealRank',
    'allowEndSubmit',
    'openPrint',
    'openRank',
    'rankShowName',
    'oiRankScoreType',
    'starAccount',
    'awardType',
    'awardConfigList',
    'openAccountLimit',
    'accountLimitRule',
    'visible',
    'gid',
  ];
  const body: Record<string, unknown> = { id: contest.id, pwd: null };
  for (const key of keys) body[key] = contest[key] ?? null;
  body.endTime = end.toISOString();
  body.sealRankTime = new Date(end.getTime() - 3_600_000).toISOString();
  await api('admin/contest', { method: 'PUT', token: root.token, body });
}

/** Submits code in a contest over the API and waits for its verdict. */
export async function submitInContest(
  session: ApiSession,
  request: { cid: number; pid: number; language: string; code: string },
  timeoutMs = 180_000,
): Promise<SubmissionState> {
  const { data } = await api<{ submitId: number }>('submit-problem-judge', { body: request, token: session.token });
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const statuses = await api<Record<string, SubmissionState>>('check-contest-submissions-status', {
      body: { submitIds: [data.submitId], cid: request.cid },
      token: session.token,
    });
    const state = statuses.data[String(data.submitId)];
    if (state && ![5, 6, 7].includes(state.status)) return state;
    if (Date.now() > deadline) throw new Error(`contest submission ${String(data.submitId)} still judging after ${String(timeoutMs)} ms`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/** Sleeps until a moment (plus a margin), for the seal and the end. */
export async function waitUntil(at: Date, marginMs = 1_500): Promise<void> {
  const wait = at.getTime() + marginMs - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}

/** The state of a user's cell for a problem on a board page (`board-cell`'s data-state), or 'empty'. */
export async function boardCellState(page: Page, uid: string): Promise<string> {
  const cell = page.locator(`[data-testid="board-table"] tr[data-row-key="${uid}"] [data-testid="board-cell"]`).first();
  if ((await cell.count()) === 0) return 'empty';
  return (await cell.getAttribute('data-state')) ?? 'empty';
}

/** Marks the page's window, so that a later check can tell it was never reloaded. */
export async function markWindow(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { ojNoReload?: boolean }).ojNoReload = true;
  });
}

export async function windowMarked(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { ojNoReload?: boolean }).ojNoReload === true);
}

/**
 * On a contest's problems page (the back office's, or a group's), adds a public bank problem through
 * the picker and the display id prompt, as an admin does, and waits for it in the problem table.
 */
export async function addBankProblemInBrowser(page: Page, problemId: string, displayId: string): Promise<void> {
  await page.getByRole('button', { name: 'Add from the public bank' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add from the public bank' });
  await dialog.getByLabel('Search by id, display id, title or author').fill(problemId);
  await dialog.getByLabel('Search by id, display id, title or author').press('Enter');
  await dialog.getByRole('button', { name: `Add ${problemId}`, exact: true }).click();
  const prompt = page.getByRole('dialog', { name: `Add ${problemId} to the contest` });
  await prompt.locator('#prompt-displayId').fill(displayId);
  await prompt.getByTestId('display-id-ok').click();
  await prompt.waitFor({ state: 'hidden', timeout: 60_000 });
  await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
  await dialog.waitFor({ state: 'hidden' });
  await page.getByRole('table', { name: 'Contest problems' }).getByText(problemId).waitFor();
}
