import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app.tsx';

const ROW = {
  id: 5,
  problemId: 'P1005',
  title: 'Shortest Path',
  author: 'root',
  modifiedUser: null,
  auth: 1,
  type: 0,
  difficulty: 1,
  judgeMode: 'default',
  isRemote: false,
  gmtCreate: '2026-01-01T00:00:00.000Z',
  gmtModified: '2026-01-02T00:00:00.000Z',
};

describe('admin problem list', { timeout: 60_000 }, () => {
  it('searches, switches visibility, deletes after confirmation and links to the editor and the user page', async () => {
    const queries: string[] = [];
    const changes: unknown[] = [];
    const deletions: string[] = [];
    const { router } = renderApp({
      path: '/problems',
      user: { roleList: ['admin'] },
      answers: {
        'admin/problem/get-problem-list': (request) => {
          queries.push(new URL(request.url).search);
          return { records: [ROW], total: 1 };
        },
        'admin/problem/change-problem-auth': async (request) => {
          changes.push(await request.json());
          return null;
        },
        'admin/problem': (request) => {
          deletions.push(`${request.method} ${new URL(request.url).search}`);
          return null;
        },
      },
    });
    const table = await screen.findByTestId('admin-problem-list');
    expect(await within(table).findByText('Shortest Path')).toBeTruthy();
    expect(within(table).getByRole('link', { name: 'View P1005' }).getAttribute('href')).toBe('/problem/P1005');

    fireEvent.change(screen.getByRole('searchbox', { name: /Search by id/ }), { target: { value: 'path' } });
    fireEvent.click(screen.getByRole('button', { name: /Search/ }));
    await waitFor(() => {
      expect(queries.some((query) => query.includes('keyword=path'))).toBe(true);
    });

    fireEvent.click(within(table).getByRole('switch', { name: 'P1005 Visibility' }));
    await waitFor(() => {
      expect(changes).toEqual([{ pid: 5, auth: 2 }]);
    });

    fireEvent.click(within(table).getByRole('button', { name: 'Delete P1005' }));
    expect(await screen.findByText('Delete problem P1005? Its submissions and test data go with it.')).toBeTruthy();
    expect(deletions).toEqual([]);
    const confirm = screen.getAllByRole('button', { name: 'Delete' }).find((button) => button.closest('.ant-popconfirm'));
    if (!confirm) throw new Error('no confirmation button');
    fireEvent.click(confirm);
    await waitFor(() => {
      expect(deletions).toEqual(['DELETE ?pid=5']);
    });

    fireEvent.click(within(table).getByRole('button', { name: 'Edit P1005' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/problem/edit/5');
    });
  });
});
