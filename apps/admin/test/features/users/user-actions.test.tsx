import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminUserListDto, AdminUserRecordDto, UserSessionDto } from '@oj/contracts';
import { renderApp } from '@/testing/render-app.tsx';

const ROOT = { username: 'root', roleList: ['root'] };

const list: AdminUserListDto = {
  total: 1,
  records: [
    {
      uid: 'u1',
      username: 'alice',
      realname: 'Alice',
      email: 'a@x.org',
      nickname: null,
      school: 'MIT',
      number: null,
      gender: 'female',
      titleName: null,
      titleColor: null,
      status: 0,
      roles: [{ code: 1002, name: 'user' }],
      gmtCreate: '2026-01-01T00:00:00.000Z',
      teamName: null,
      members: null,
    },
  ],
};

const sessions: UserSessionDto[] = [{ id: 7, ip: '10.1.2.3', userAgent: 'Firefox/140', gmtCreate: '2026-01-01T00:00:00.000Z' }];

describe('user actions', () => {
  it('edits a user: checks the password length, then sends the form', async () => {
    const bodies: unknown[] = [];
    renderApp({
      path: '/user',
      user: ROOT,
      answers: {
        'admin/user/get-user-list': () => list,
        'admin/user/edit-user': async (request) => {
          bodies.push(await request.json());
          return null;
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Real Name'), { target: { value: 'Alice Liddell' } });
    fireEvent.change(within(dialog).getByLabelText('New Password'), { target: { value: 'abc' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /OK/ }));
    expect(await within(dialog).findByText('The password must be between 6 and 25 characters')).toBeTruthy();
    expect(bodies).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText('New Password'), { target: { value: 'new-secret-1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /OK/ }));
    await waitFor(() => {
      expect(bodies).toHaveLength(1);
    });
    expect(bodies[0]).toMatchObject({
      uid: 'u1',
      username: 'alice',
      realname: 'Alice Liddell',
      school: 'MIT',
      gender: 'female',
      role: 1002,
      status: 0,
      password: 'new-secret-1',
    });
  });

  it('shows a team account’s team in the list and edits its name and members', async () => {
    const bodies: unknown[] = [];
    const team = { ...list.records[0], uid: 'u9', username: 'cup1', teamName: 'Kernel Panic', members: ['Ada', 'Linus'] } as AdminUserRecordDto;
    renderApp({
      path: '/user',
      user: ROOT,
      answers: {
        'admin/user/get-user-list': () => ({ total: 1, records: [team] }),
        'admin/user/edit-user': async (request) => {
          bodies.push(await request.json());
          return null;
        },
      },
    });
    expect(await screen.findByText('Team Name: Kernel Panic')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Team Name')).toHaveProperty('value', 'Kernel Panic');
    expect(within(dialog).getByLabelText('Team Members')).toHaveProperty('value', 'Ada\nLinus');
    // Members without a team name are refused before sending.
    fireEvent.change(within(dialog).getByLabelText('Team Name'), { target: { value: ' ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /OK/ }));
    expect(await within(dialog).findByText('Members need a team name')).toBeTruthy();
    expect(bodies).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText('Team Name'), { target: { value: 'Segfault ' } });
    fireEvent.change(within(dialog).getByLabelText('Team Members'), { target: { value: 'Ada\n\nKen, Grace' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /OK/ }));
    await waitFor(() => {
      expect(bodies).toHaveLength(1);
    });
    expect(bodies[0]).toMatchObject({ uid: 'u9', username: 'cup1', teamName: 'Segfault', members: ['Ada', 'Ken', 'Grace'] });
  });

  it('deletes after confirmation', async () => {
    const bodies: unknown[] = [];
    renderApp({
      path: '/user',
      user: ROOT,
      answers: {
        'admin/user/get-user-list': () => list,
        'admin/user/delete-user': async (request) => {
          bodies.push(await request.json());
          return 1;
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Delete user alice? This cannot be undone.')).toBeTruthy();
    expect(bodies).toEqual([]);
    const confirm = screen.getAllByRole('button', { name: /OK/ }).at(-1);
    if (!confirm) throw new Error('no confirm button');
    fireEvent.click(confirm);
    await waitFor(() => {
      expect(bodies).toEqual([{ ids: ['u1'] }]);
    });
  });

  it('shows the sessions and signs the user out everywhere', async () => {
    const calls: string[] = [];
    renderApp({
      path: '/user',
      user: ROOT,
      answers: {
        'admin/user/get-user-list': () => list,
        'admin/user/sessions': (request) => {
          calls.push(`sessions ${new URL(request.url).searchParams.get('uid') ?? ''}`);
          return calls.includes('force-logout') ? [] : sessions;
        },
        'admin/user/force-logout': async (request) => {
          calls.push('force-logout');
          expect(await request.json()).toEqual({ uid: 'u1' });
          return null;
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Sessions' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('10.1.2.3')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));
    expect(await screen.findByText(/Sign alice out of every session/)).toBeTruthy();
    const confirm = screen.getAllByRole('button', { name: /OK/ }).at(-1);
    if (!confirm) throw new Error('no confirm button');
    fireEvent.click(confirm);
    expect(await within(dialog).findByText('No active sessions')).toBeTruthy();
    expect(calls).toEqual(['sessions u1', 'force-logout', 'sessions u1']);
  });
});
