import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { GroupProblemRecordDto } from '@oj/contracts';
import { renderApp } from '@/testing/render-app.tsx';

// The page is a lazy chunk: load it once up front, so its first import on a busy machine does not
// count against the first test's time limit.
beforeAll(async () => {
  await import('@/features/group-problems/GroupProblemApplyPage.tsx');
}, 60_000);

// A whole screen's first render (antd styles, the lazy chunk) takes seconds on a machine shared by many runs.
const SCREEN_TIMEOUT_MS = 45_000;

function groupProblem(id: number, problemId: string, fields: Partial<GroupProblemRecordDto> = {}): GroupProblemRecordDto {
  return {
    id,
    problemId,
    title: `Problem ${problemId}`,
    author: 'gina',
    gid: 5,
    auth: 2,
    type: 0,
    applyPublicProgress: 1,
    gmtCreate: '2026-11-01T08:00:00Z',
    gmtModified: '2026-11-02T08:00:00Z',
    ...fields,
  };
}

/** The open Popconfirm holding `text`. */
function popconfirm(text: string): HTMLElement {
  return screen.getByText(text).closest('.ant-popover') as HTMLElement;
}

function renderExamine(bodies: unknown[], seen: URL[] = []) {
  return renderApp({
    path: '/group-problem/apply',
    user: { username: 'ada', roleList: ['admin'] },
    answers: {
      'admin/group-problem/list': (request) => {
        seen.push(new URL(request.url));
        return { records: [groupProblem(11, 'TEAM-A'), groupProblem(12, 'TEAM-B')], total: 2 };
      },
      'admin/group-problem/change-progress': async (request) => {
        bodies.push(await request.json());
        return null;
      },
    },
  });
}

describe('group problem examine (group-problem/apply, spec 03 §4)', { timeout: SCREEN_TIMEOUT_MS }, () => {
  it('lists the applying problems first', async () => {
    const seen: URL[] = [];
    renderExamine([], seen);
    expect(await screen.findByText('Problem TEAM-A')).toBeTruthy();
    expect(seen[0]?.searchParams.get('progress')).toBe('1');
    expect(screen.getAllByText('Applying').length).toBeGreaterThan(0);
  });

  it('approves only after the confirmation', async () => {
    const bodies: unknown[] = [];
    const { calls } = renderExamine(bodies);
    const row = (await screen.findByText('Problem TEAM-A')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: 'Approve' }));
    const question = 'Make TEAM-A a public problem of the site?';
    expect(await screen.findByText(question)).toBeTruthy();
    expect(calls).not.toContain('PUT admin/group-problem/change-progress');
    fireEvent.click(within(popconfirm(question)).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Update Successfully')).toBeTruthy();
    expect(bodies).toEqual([{ pid: 11, progress: 2 }]);
  });

  it('refuses only after the confirmation, and a cancelled confirmation changes nothing', async () => {
    const bodies: unknown[] = [];
    const { calls } = renderExamine(bodies);
    const row = (await screen.findByText('Problem TEAM-B')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: 'Refuse' }));
    const question = 'Refuse to make TEAM-B public?';
    await screen.findByText(question);
    fireEvent.click(within(popconfirm(question)).getByRole('button', { name: 'Cancel' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).not.toContain('PUT admin/group-problem/change-progress');

    fireEvent.click(within(row).getByRole('button', { name: 'Refuse' }));
    await waitFor(() => {
      expect(within(popconfirm(question)).getByRole('button', { name: 'Refuse' })).toBeTruthy();
    });
    fireEvent.click(within(popconfirm(question)).getByRole('button', { name: 'Refuse' }));
    await waitFor(() => {
      expect(bodies).toEqual([{ pid: 12, progress: 3 }]);
    });
  });
});
