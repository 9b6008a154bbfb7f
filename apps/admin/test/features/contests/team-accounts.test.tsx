import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TeamAccountsResultDto } from '@oj/contracts';
import { renderApp } from '@/testing/render-app.tsx';
import { ADMIN, ROOT, contest } from './fixtures.ts';

// The contest form's "Generate team accounts" (super admin): prefilled from the rule, checked,
// sent, the one-time passwords shown and downloaded as CSV.

const RULE = { prefix: 'cup', suffix: '', start: 1, end: 3, extra: ['cupstaff'] };
const stored = () => contest(5, { openAccountLimit: true, accountLimitRule: RULE });

const RESULT: TeamAccountsResultDto = {
  created: 3,
  updated: 0,
  skipped: 1,
  accounts: [
    { username: 'cup1', password: 'Pw7kq2Zx', teamName: 'Kernel Panic', members: ['Ada', 'Linus'], outcome: 'created' },
    { username: 'cup2', password: 'Mn4rT8wq', teamName: 'Team 002', members: [], outcome: 'created' },
    { username: 'cup3', password: '', teamName: null, members: [], outcome: 'exists' },
    { username: 'cupstaff', password: 'Hy3pL9vb', teamName: 'Team 004', members: [], outcome: 'created' },
  ],
};

describe('generate team accounts from the contest form', { timeout: 60_000 }, () => {
  it('prefills the rule, refuses a bad password length, sends the request and offers the passwords once as CSV', async () => {
    const bodies: unknown[] = [];
    renderApp({
      path: '/contest/5/edit',
      user: ROOT,
      answers: {
        'admin/contest': () => stored(),
        'admin/user/generate-team-accounts': async (request) => {
          bodies.push(await request.json());
          return RESULT;
        },
      },
    });
    fireEvent.click(await screen.findByTestId('open-team-accounts'));
    const dialog = await screen.findByTestId('team-accounts-dialog');
    expect(within(dialog).getByLabelText('Prefix')).toHaveProperty('value', 'cup');
    expect(within(dialog).getByLabelText('End Number')).toHaveProperty('value', '3');
    expect(within(dialog).getByLabelText('Extra accounts')).toHaveProperty('value', 'cupstaff');
    expect(within(dialog).getByLabelText('Team name pattern')).toHaveProperty('value', 'Team ###');
    expect(within(dialog).getByTestId('team-accounts-preview').textContent).toContain('Usernames: cup1 … cupstaff (4 accounts)');

    fireEvent.change(within(dialog).getByLabelText('Password Length'), { target: { value: '30' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Generate' }));
    expect(await within(dialog).findByText('The password length must be between 6 and 25')).toBeTruthy();
    expect(bodies).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText('Password Length'), { target: { value: '10' } });
    fireEvent.change(within(dialog).getByLabelText('Teams'), { target: { value: 'Kernel Panic | Ada, Linus' } });
    // jsdom has no object URLs: record what would be saved.
    const saved: Blob[] = [];
    URL.createObjectURL = (blob: Blob) => {
      saved.push(blob);
      return 'blob:csv';
    };
    URL.revokeObjectURL = () => undefined;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Generate' }));

    const sheet = await within(dialog).findByTestId('team-accounts-result');
    expect(bodies).toEqual([
      {
        cid: 5,
        prefix: 'cup',
        suffix: '',
        numberFrom: 1,
        numberTo: 3,
        extra: ['cupstaff'],
        passwordLength: 10,
        teamNamePattern: 'Team ###',
        teams: [{ teamName: 'Kernel Panic', members: ['Ada', 'Linus'] }],
        updateExisting: false,
      },
    ]);
    expect(within(sheet).getByText('3 created, 0 updated, 1 left as they were')).toBeTruthy();
    expect(within(sheet).getByText(/shown only once/)).toBeTruthy();
    expect(within(sheet).getByText('Pw7kq2Zx')).toBeTruthy();
    expect(within(sheet).getByText('Ada, Linus')).toBeTruthy();
    expect(within(sheet).getByText('Exists, unchanged')).toBeTruthy();
    fireEvent.click(within(sheet).getByRole('button', { name: /Download the accounts/ }));
    expect(saved).toHaveLength(1);
    const bytes = new Uint8Array((await saved[0]?.arrayBuffer()) ?? new ArrayBuffer(0));
    // A byte-order mark first, so spreadsheet programs read UTF-8.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes).split('\r\n').slice(0, 3)).toEqual([
      'username,password,teamName,members,outcome',
      'cup1,Pw7kq2Zx,Kernel Panic,Ada; Linus,created',
      'cup2,Mn4rT8wq,Team 002,,created',
    ]);
    const close = within(dialog).getAllByRole('button', { name: 'Close' }).at(-1);
    if (!close) throw new Error('no close button');
    fireEvent.click(close);
    await waitFor(() => {
      expect(screen.queryByTestId('team-accounts-dialog')).toBeNull();
    });
  });

  it('shows the server’s refusal and keeps the form', async () => {
    renderApp({
      path: '/contest/5/edit',
      user: ROOT,
      answers: {
        'admin/contest': () => stored(),
        'admin/user/generate-team-accounts': () =>
          new Response(
            JSON.stringify({ status: 400, code: 'CONFLICT', msg: 'Some of these accounts were created or changed meanwhile, please try again', data: null }),
            { status: 400, headers: { 'content-type': 'application/json' } },
          ),
      },
    });
    fireEvent.click(await screen.findByTestId('open-team-accounts'));
    const dialog = await screen.findByTestId('team-accounts-dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Generate' }));
    // The app's error reporter shows the server's message (a toast and a notification).
    expect((await screen.findAllByText('Some of these accounts were created or changed meanwhile, please try again')).length).toBeGreaterThan(0);
    expect(screen.queryByTestId('team-accounts-result')).toBeNull();
    expect(within(dialog).getByLabelText('Prefix')).toHaveProperty('value', 'cup');
  });

  it('is offered to the super admin only', async () => {
    renderApp({ path: '/contest/5/edit', user: ADMIN, answers: { 'admin/contest': () => stored() } });
    await screen.findByTestId('contest-form');
    expect(screen.getByLabelText('Limit the accounts that may register')).toBeTruthy();
    expect(screen.queryByTestId('open-team-accounts')).toBeNull();
  });
});
