import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { act } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ProblemImportJobDto } from '@oj/contracts';
import { renderInShell, scriptApi, testSession } from '@oj/app-shell/testing';
import { createAdminI18n } from '@oj/i18n/admin';
import { UiProvider } from '@oj/ui';
import { adminMenuEntries, flattenMenu } from '@/app/layout/admin-menu.ts';
import { createAppStore } from '@/app/store.ts';
import { renderApp } from '@/testing/render-app.tsx';

// Issue 24, the problem import screen: upload with its progress bar, the format recognised, the options,
// the job polled while it runs, its report (imported, renamed, not imported, reference solutions).

beforeAll(async () => {
  await import('@/features/problem-import/ProblemImportPage.tsx');
}, 60_000);

const SCREEN_TIMEOUT_MS = 45_000;

/** A stand-in XMLHttpRequest the test drives (progress, then the answer). */
class FakeXhr {
  static last: FakeXhr | null = null;
  readonly upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  url = '';
  status = 0;
  responseText = '';
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  getResponseHeader() {
    return null;
  }
  send() {}
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

function job(fields: Partial<ProblemImportJobDto>): ProblemImportJobDto {
  return {
    id: 7,
    fileName: 'contest.zip',
    format: 'icpc',
    sizeBytes: 2048,
    status: 'running',
    duplicateIds: 'rename',
    username: 'ada',
    problemsTotal: 2,
    problemsCreated: 0,
    problemsFailed: 0,
    error: null,
    gmtCreate: '2026-12-01T08:00:00Z',
    gmtStarted: '2026-12-01T08:00:01Z',
    gmtFinished: null,
    auth: 1,
    verify: true,
    progress: {
      phase: 'importing',
      problemsTotal: 2,
      problemsDone: 1,
      filesTotal: 8,
      filesDone: 4,
      bytesTotal: 4 * 1024 * 1024,
      bytesDone: 2 * 1024 * 1024,
      solutionsTotal: 0,
      solutionsDone: 0,
    },
    notes: [],
    problems: [],
    ...fields,
  };
}

const FINISHED = job({
  status: 'done',
  problemsCreated: 1,
  problemsFailed: 1,
  gmtFinished: '2026-12-01T08:00:09Z',
  progress: {
    phase: null,
    problemsTotal: 2,
    problemsDone: 2,
    filesTotal: 8,
    filesDone: 8,
    bytesTotal: 4 * 1024 * 1024,
    bytesDone: 4 * 1024 * 1024,
    solutionsTotal: 2,
    solutionsDone: 2,
  },
  problems: [
    {
      index: 1,
      sourceId: 'hello',
      title: 'Hello',
      pid: 42,
      problemId: 'hello-2',
      error: null,
      notes: [{ code: 'problemImport.displayIdRenamed', text: 'Display id hello is already used or not allowed here; the problem was imported as hello-2' }],
      verification: 'failed',
      solutions: [
        { name: 'ok.cpp', language: 'C++', expected: 'accepted', actual: -1, matches: false, timeMs: 3, memoryKb: 1200, message: null },
        { name: 'wa.py', language: 'Python3', expected: 'wrong_answer', actual: -1, matches: true, timeMs: 20, memoryKb: 8000, message: null },
      ],
      hidden: true,
    },
    {
      index: 2,
      sourceId: 'guess',
      title: 'Guess',
      pid: null,
      problemId: null,
      error: { code: 'problemImport.displayIdTaken', text: 'Display id guess is already used on this site; the problem was not imported' },
      notes: [],
      verification: 'none',
      solutions: [],
      hidden: false,
    },
  ],
});

afterEach(() => {
  vi.useRealTimers();
});

describe('problem import page', () => {
  it('is in the problem menu and opens at /problem/import', async () => {
    renderApp({
      path: '/problem/import',
      user: { username: 'ada', roleList: ['admin'] },
      answers: { 'admin/problem/get-import-job-list': () => ({ records: [], total: 0 }) },
    });
    expect(await screen.findByRole('heading', { name: 'Problem Import' }, { timeout: SCREEN_TIMEOUT_MS })).toBeTruthy();
    const problemMenu = adminMenuEntries({ superAdmin: false }).find((entry) => entry.key === 'problem');
    expect(flattenMenu(problemMenu?.children ?? []).map((entry) => entry.href)).toEqual(expect.arrayContaining(['/problem/import', '/problem/export']));
  }, 60_000);

  it('uploads with progress, starts with the chosen options, polls the job and shows its report', async () => {
    const { ImportPanel } = await import('@/features/problem-import/components/ImportPanel.tsx');
    let reads = 0;
    const started: unknown[] = [];
    scriptApi({
      'admin/problem/get-import-job-list': () => ({ records: [], total: 0 }),
      'admin/problem/start-import': async (request) => {
        started.push(await request.json());
        return job({ status: 'queued' });
      },
      'admin/problem/get-import-job': () => {
        reads += 1;
        return reads < 2 ? job({}) : FINISHED;
      },
    });
    const store = createAppStore({ session: testSession({ roleList: ['admin'] }, { uid: 'a1', username: 'ada', roleList: ['admin'] }, 'admin-token') });
    const router = createMemoryRouter([{ path: '*', element: <ImportPanel createXhr={() => new FakeXhr() as unknown as XMLHttpRequest} /> }]);
    renderInShell(<RouterProvider router={router} />, { store, i18n: createAdminI18n('en-US'), ui: UiProvider });

    const input = await screen.findByLabelText('Choose a package', {}, { timeout: SCREEN_TIMEOUT_MS });
    fireEvent.change(input, { target: { files: [new File(['PK'], 'contest.zip', { type: 'application/zip' })] } });
    await waitFor(() => {
      expect(FakeXhr.last?.url).toBe('/api/admin/problem/upload-import-package');
    });
    act(() => {
      FakeXhr.last?.progress(50, 100);
    });
    expect((await screen.findByRole('progressbar', { name: 'Upload progress of contest.zip' })).getAttribute('aria-valuenow')).toBe('50');
    act(() => {
      FakeXhr.last?.answer(200, {
        status: 200,
        msg: 'Package uploaded',
        data: { jobId: 7, fileName: 'contest.zip', sizeBytes: 2048, format: 'icpc', problemCount: 2 },
      });
    });
    const options = await screen.findByTestId('import-options');
    expect(within(options).getByText('contest.zip: ICPC package, 2 problems')).toBeTruthy();
    fireEvent.click(within(options).getByLabelText('Do not import that problem'));
    fireEvent.click(within(options).getByRole('button', { name: /Start import/ }));

    await waitFor(() => {
      expect(started).toEqual([{ jobId: 7, duplicateIds: 'refuse', auth: 1, verify: true }]);
    });
    const progress = await screen.findByTestId('import-progress');
    expect(await within(progress).findByText('Problems: 1 / 2')).toBeTruthy();
    expect(within(progress).getByText('Test files: 4 / 8 (2.0 / 4.0 MB)')).toBeTruthy();
    // One progress bar, named, not a bar nested in another (found by the browser test).
    const bars = within(progress).getAllByRole('progressbar');
    expect(bars).toHaveLength(1);
    expect(within(progress).getByRole('progressbar', { name: 'Import progress' }).getAttribute('aria-valuenow')).toBe('50');

    const report = await screen.findByTestId('import-report', {}, { timeout: 10_000 });
    expect(within(screen.getByTestId('import-progress')).getByText('1 imported, 1 not imported')).toBeTruthy();
    const rows = within(report).getAllByRole('row').slice(1);
    expect(
      within(rows[0] as HTMLElement)
        .getByRole('link', { name: 'hello-2' })
        .getAttribute('href'),
    ).toBe('/problem/edit/42');
    expect(within(rows[0] as HTMLElement).getByText('Left private')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText('ok.cpp (C++): expected Accepted, got Wrong Answer')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('Display id guess is already used on this site; the problem was not imported')).toBeTruthy();
    const readsWhenDone = reads;
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(reads).toBe(readsWhenDone);
  }, 60_000);

  it("names the reference solutions' verdicts in the page's language", async () => {
    const { ImportReport } = await import('@/features/problem-import/components/ImportReport.tsx');
    const store = createAppStore({ session: testSession({ roleList: ['admin'] }, { uid: 'a1', username: 'ada', roleList: ['admin'] }, 'admin-token') });
    const router = createMemoryRouter([{ path: '*', element: <ImportReport problems={FINISHED.problems} /> }]);
    renderInShell(<RouterProvider router={router} />, { store, i18n: createAdminI18n('zh-CN'), ui: UiProvider });
    const report = await screen.findByTestId('import-report', {}, { timeout: SCREEN_TIMEOUT_MS });
    // Expected and actual verdicts under the same names as the status list's (found by the browser test:
    // the actual verdict stayed in English).
    expect(within(report).getByText('ok.cpp（C++）：应为 答案正确，实际 答案错误')).toBeTruthy();
    expect(within(report).getByText('wa.py（Python3）：应为 答案错误，实际 答案错误')).toBeTruthy();
  }, 60_000);
});
