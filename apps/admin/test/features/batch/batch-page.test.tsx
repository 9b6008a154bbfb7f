import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminProblemListRecordDto } from '@oj/contracts';
import { chunks, mergePageSelection } from '@/features/batch/selection.ts';
import { renderApp } from '@/testing/render-app.tsx';
import type { RenderAppOptions } from '@/testing/render-app.tsx';

// The page is a lazy chunk: load it once up front, so its first import on a busy machine does not
// count against the first test's time limit.
beforeAll(async () => {
  await import('@/features/batch/BatchOperationPage.tsx');
}, 60_000);

// A whole screen's first render (antd styles, the lazy chunk) takes seconds on a machine shared by many runs.
const SCREEN_TIMEOUT_MS = 45_000;

function problem(id: number, fields: Partial<AdminProblemListRecordDto> = {}): AdminProblemListRecordDto {
  return {
    id,
    problemId: `P${1000 + id}`,
    title: `Title ${id}`,
    author: 'ada',
    modifiedUser: null,
    auth: 1,
    type: 0,
    difficulty: 0,
    judgeMode: 'default',
    isRemote: false,
    gmtCreate: '2026-11-01T08:00:00Z',
    gmtModified: '2026-11-01T08:00:00Z',
    ...fields,
  };
}

const PROBLEMS = [problem(1), problem(2), problem(3)];

function renderBatch(roleList: string[], answers: RenderAppOptions['answers'] = {}) {
  return renderApp({
    path: '/problem/batch-operation',
    user: { username: 'ada', roleList },
    answers: { 'admin/problem/get-problem-list': () => ({ records: PROBLEMS, total: PROBLEMS.length }), ...answers },
  });
}

/** Ticks the rows of the picker whose display ids are given. */
async function choose(...problemIds: string[]) {
  const picker = await screen.findByTestId('batch-picker');
  await within(picker).findByText(problemIds[0] ?? '');
  for (const problemId of problemIds) {
    const row = within(picker).getByText(problemId).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('checkbox'));
  }
  await within(screen.getByTestId('batch-selection')).findByText(`${problemIds.length} selected`);
}

/** Clicks the confirm button of the open Popconfirm holding `text`. */
async function confirm(text: string, button: string) {
  const popup = (await screen.findByText(text)).closest('.ant-popover') as HTMLElement;
  fireEvent.click(within(popup).getByRole('button', { name: button }));
}

/** The result table's rows as [display id, result, message]. */
async function resultRows(): Promise<string[][]> {
  const results = await screen.findByTestId('batch-results');
  return within(results)
    .getAllByRole('row')
    .slice(1)
    .map((row) => {
      const cells = within(row).getAllByRole('cell');
      return [cells[1]?.textContent ?? '', cells[3]?.textContent ?? '', cells[4]?.textContent ?? ''];
    });
}

describe('batch selection rules', () => {
  it('keeps choices of other pages, replaces the shown page and stops at the limit', () => {
    const first = mergePageSelection(new Map(), [problem(1), problem(2)], [1, 2]).selection;
    const second = mergePageSelection(first, [problem(3), problem(4)], [4]).selection;
    expect([...second.keys()]).toEqual([1, 2, 4]);
    const unticked = mergePageSelection(second, [problem(1), problem(2)], [2]).selection;
    expect([...unticked.keys()]).toEqual([2, 4]);
    const capped = mergePageSelection(new Map(), [problem(1), problem(2), problem(3)], [1, 2, 3], 2);
    expect([...capped.selection.keys()]).toEqual([1, 2]);
    expect(capped.truncated).toBe(true);
    expect(chunks([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
  });
});

describe('batch operations page (problem/batch-operation)', { timeout: SCREEN_TIMEOUT_MS }, () => {
  it('shows one result row per problem, failures included, after a confirmed delete', async () => {
    const bodies: unknown[] = [];
    const { calls } = renderBatch(['admin'], {
      'admin/problem/batch-operation': async (request) => {
        bodies.push(await request.json());
        // The server leaves problem 3 out: the page must still give it a line.
        return [
          { pid: 1, problemId: 'P1001', ok: true, msg: 'success' },
          { pid: 2, problemId: 'P1002', ok: false, msg: 'The problem is used in a contest' },
        ];
      },
    });
    await choose('P1001', 'P1002', 'P1003');
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const question = 'Delete 3 problems with their test data and submissions? This cannot be undone.';
    expect(await screen.findByText(question)).toBeTruthy();
    expect(calls).not.toContain('POST admin/problem/batch-operation');
    await confirm(question, 'Delete');

    await waitFor(async () => {
      expect(await resultRows()).toEqual([
        ['P1001', 'Succeeded', 'Deleted'],
        ['P1002', 'Failed', 'The problem is used in a contest'],
        ['P1003', 'Failed', 'Request failed'],
      ]);
    });
    expect(bodies).toEqual([{ pids: [1, 2, 3], action: 'delete' }]);
    expect(screen.getByText('Delete: 1 succeeded, 2 failed')).toBeTruthy();
    // The deleted problem leaves the selection; the failed ones stay for another try.
    expect(within(screen.getByTestId('batch-selection')).getByText('2 selected')).toBeTruthy();
  });

  it('marks every chosen problem failed when the whole call is refused', async () => {
    renderBatch(['admin'], {
      'admin/problem/batch-operation': () =>
        new Response(JSON.stringify({ status: 400, msg: 'Too many problems', data: null }), { status: 400, headers: { 'content-type': 'application/json' } }),
    });
    await choose('P1001', 'P1002');
    fireEvent.click(screen.getByRole('button', { name: 'Change visibility' }));
    await confirm('Set the visibility of 2 problems to Public?', 'Confirm');
    await waitFor(async () => {
      expect(await resultRows()).toEqual([
        ['P1001', 'Failed', 'Too many problems'],
        ['P1002', 'Failed', 'Too many problems'],
      ]);
    });
  });

  it('leaves rejudge disabled for a plain admin, saying why', async () => {
    renderBatch(['admin']);
    await choose('P1001');
    const rejudge = screen.getByRole('button', { name: 'Rejudge all' });
    expect((rejudge as HTMLButtonElement).disabled).toBe(true);
    expect(document.getElementById(rejudge.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Only a super admin can rejudge');
    fireEvent.mouseEnter(screen.getByTestId('rejudge-locked'));
    expect(await screen.findByRole('tooltip')).toBeTruthy();
    expect(screen.getByRole('tooltip').textContent).toBe('Only a super admin can rejudge');
  });

  it('lets a super admin rejudge, with a line per problem', async () => {
    const bodies: unknown[] = [];
    renderBatch(['root'], {
      'admin/judge/rejudge-problems': async (request) => {
        bodies.push(await request.json());
        return [
          { pid: 1, ok: true, count: 12, msg: 'success' },
          { pid: 3, ok: false, count: 0, msg: 'The problem does not exist' },
        ];
      },
    });
    await choose('P1001', 'P1003');
    fireEvent.click(screen.getByRole('button', { name: 'Rejudge all' }));
    await confirm('Rejudge every submission of 2 problems? This may keep the judges busy for a while.', 'Confirm');
    await waitFor(async () => {
      expect(await resultRows()).toEqual([
        ['P1001', 'Succeeded', '12 submissions sent back to the judge'],
        ['P1003', 'Failed', 'The problem does not exist'],
      ]);
    });
    expect(bodies).toEqual([{ pids: [1, 3] }]);
  });
});
