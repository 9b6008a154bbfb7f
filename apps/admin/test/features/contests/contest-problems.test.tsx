import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app.tsx';
import { ADMIN, PROBLEMS, ROOT, contest, popconfirm } from './fixtures.ts';

describe('contest problems', { timeout: 60_000 }, () => {
  it('adds a public problem under the display id it asks for', async () => {
    const added: unknown[] = [];
    const seen: URL[] = [];
    renderApp({
      path: '/contest/5/problems',
      user: ADMIN,
      answers: {
        'admin/contest': () => contest(5),
        'admin/contest/get-problem-list': () => PROBLEMS,
        'admin/problem/get-problem-list': (request) => {
          seen.push(new URL(request.url));
          return {
            total: 2,
            records: [
              {
                id: 1001,
                problemId: 'P1001',
                title: 'Sum',
                author: 'root',
                auth: 1,
                isRemote: false,
                gmtModified: '2030-01-01T00:00:00Z',
                gmtCreate: '2030-01-01T00:00:00Z',
                modifiedUser: null,
                source: null,
                type: 0,
                difficulty: 0,
                isGroup: false,
                gid: null,
              },
              {
                id: 1002,
                problemId: 'P1002',
                title: 'Graphs',
                author: 'root',
                auth: 1,
                isRemote: false,
                gmtModified: '2030-01-01T00:00:00Z',
                gmtCreate: '2030-01-01T00:00:00Z',
                modifiedUser: null,
                source: null,
                type: 0,
                difficulty: 0,
                isGroup: false,
                gid: null,
              },
            ],
          };
        },
        'admin/contest/add-problem-from-public': async (request) => {
          added.push(await request.json());
          return null;
        },
      },
    });
    expect(await screen.findByText('Problems of Cup 5')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Add from the public bank/ }));
    const bank = await screen.findByTestId('add-from-bank');
    expect(await within(bank).findByText('In the contest')).toBeTruthy();
    expect(seen[0]?.searchParams.get('auth')).toBe('1');
    fireEvent.click(within(bank).getByRole('button', { name: 'Add P1002' }));
    const prompt = await screen.findByTestId('display-id-prompt');
    expect(within(prompt).getByLabelText('Contest Display ID')).toHaveProperty('value', 'B');
    fireEvent.change(within(prompt).getByLabelText('Contest Display ID'), { target: { value: 'a' } });
    fireEvent.click(within(prompt).getByTestId('display-id-ok'));
    expect(await within(prompt).findByText('Display id a is already used in this contest')).toBeTruthy();
    fireEvent.change(within(prompt).getByLabelText('Contest Display ID'), { target: { value: 'B' } });
    fireEvent.click(within(prompt).getByTestId('display-id-ok'));
    await waitFor(() => {
      expect(added).toEqual([{ cid: 5, pid: 1002, displayId: 'B', displayTitle: 'Graphs', color: null }]);
    });
  });

  it('edits the display id, title and balloon in the row', async () => {
    const updates: unknown[] = [];
    renderApp({
      path: '/contest/5/problems',
      user: ADMIN,
      answers: {
        'admin/contest': () => contest(5),
        'admin/contest/get-problem-list': () => PROBLEMS,
        'admin/contest/problem': async (request) => {
          updates.push(await request.json());
          return null;
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit A' }));
    const table = screen.getByTestId('contest-problems');
    fireEvent.change(within(table).getByLabelText('Contest Display Title'), { target: { value: '' } });
    fireEvent.click(within(table).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Contest Display Title is required')).toBeTruthy();
    expect(updates).toEqual([]);
    fireEvent.change(within(table).getByLabelText('Contest Display Title'), { target: { value: 'Sum of two' } });
    fireEvent.change(within(table).getByLabelText('Balloon colour'), { target: { value: '#00aa00' } });
    fireEvent.click(within(table).getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(updates).toEqual([{ id: 71, cid: 5, displayId: 'A', displayTitle: 'Sum of two', color: '#00aa00' }]);
    });
  });

  it('offers the rejudge of a contest problem to the super admin only', async () => {
    const answers = { 'admin/contest': () => contest(5), 'admin/contest/get-problem-list': () => PROBLEMS };
    const admin = renderApp({ path: '/contest/5/problems', user: ADMIN, answers });
    await screen.findByRole('button', { name: 'Edit A' });
    expect(screen.queryByTestId('rejudge-problem-A')).toBeNull();
    admin.unmount();
    const bodies: unknown[] = [];
    renderApp({
      path: '/contest/5/problems',
      user: ROOT,
      answers: {
        ...answers,
        'admin/judge/rejudge-contest-problem': async (request) => {
          bodies.push(await request.json());
          return null;
        },
      },
    });
    fireEvent.click(await screen.findByTestId('rejudge-problem-A'));
    fireEvent.click(within(popconfirm('Rejudge every submission of A in this contest?')).getByRole('button', { name: /Confirm/ }));
    await waitFor(() => {
      expect(bodies).toEqual([{ cid: 5, pid: 1001 }]);
    });
  });
});
