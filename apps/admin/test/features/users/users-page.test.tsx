import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminUserListDto, BatchUserReportDto, GenerateUserResultDto } from '@oj/contracts';
import { renderApp } from '@/testing/render-app.tsx';

const ROOT = { username: 'root', roleList: ['root'] };

const userList: AdminUserListDto = {
  total: 2,
  records: [
    {
      uid: 'u1',
      username: 'alice',
      realname: 'Alice',
      email: 'a@x.org',
      nickname: null,
      school: null,
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
    {
      uid: 'u2',
      username: 'bob',
      realname: null,
      email: '',
      nickname: null,
      school: null,
      number: null,
      gender: 'secrecy',
      titleName: 'Star',
      titleColor: '#ff0000',
      status: 1,
      roles: [{ code: 1001, name: 'admin' }],
      gmtCreate: '2026-01-02T00:00:00.000Z',
      teamName: null,
      members: null,
    },
  ],
};

function chooseFile(content: string, name = 'users.csv') {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  fireEvent.change(input, { target: { files: [new File([content], name, { type: 'text/csv' })] } });
}

describe('Users page', () => {
  it('lists users in the shared table and searches by keyword on the server', async () => {
    const queries: string[] = [];
    renderApp({
      path: '/user',
      user: ROOT,
      answers: {
        'admin/user/get-user-list': (request) => {
          queries.push(new URL(request.url).search);
          return userList;
        },
      },
    });
    expect(await screen.findByText('alice')).toBeTruthy();
    const table = screen.getByTestId('user-table');
    expect(within(table).getByText('Banned')).toBeTruthy();
    expect(within(table).getByText('Admin')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Search username, real name or email'), { target: { value: 'ali' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => {
      expect(queries.some((query) => query.includes('keyword=ali') && query.includes('currentPage=1'))).toBe(true);
    });
  });

  it('imports a CSV: preview, header skipped, per-row report', async () => {
    const bodies: unknown[] = [];
    const report: BatchUserReportDto = {
      imported: 1,
      refused: 1,
      rows: [
        { row: 1, username: 'carol', ok: true, reason: '' },
        { row: 2, username: '', ok: false, reason: 'Username is required' },
      ],
    };
    renderApp({
      path: '/user?tab=import',
      user: ROOT,
      answers: {
        'admin/user/insert-batch-user': async (request) => {
          bodies.push(await request.json());
          return report;
        },
      },
    });
    await screen.findByText('Choose a CSV file');
    chooseFile('username,password,email,realname,gender,nickname,school\ncarol,"pa,ss123",c@x.org,Carol,1,,MIT\n,nopass-name\n');
    expect(await screen.findByText('Preview (2 rows)')).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'The first row is a header' }).checked).toBe(true);
    expect(screen.getAllByText('Missing')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    const reportView = await screen.findByTestId('import-report');
    expect(bodies).toEqual([
      {
        users: [
          ['carol', 'pa,ss123', 'c@x.org', 'Carol', '1', '', 'MIT'],
          ['', 'nopass-name'],
        ],
      },
    ]);
    expect(within(reportView).getByText('1 imported, 1 refused')).toBeTruthy();
    expect(within(reportView).getByText('Username is required')).toBeTruthy();
    // File line 3: the header is line 1.
    const refusedRow = within(reportView).getByText('Username is required').closest('tr');
    expect(refusedRow && within(refusedRow).getByText('3')).toBeTruthy();
  });

  it('refuses a file that is not .csv', async () => {
    renderApp({ path: '/user?tab=import', user: ROOT });
    await screen.findByText('Choose a CSV file');
    chooseFile('a,b', 'users.xlsx');
    expect(await screen.findByText('Please choose a .csv file')).toBeTruthy();
    expect(screen.queryByText(/Preview/)).toBeNull();
  });

  it('generate form: applies the rules, then shows the passwords once with a download', async () => {
    const bodies: unknown[] = [];
    const result: GenerateUserResultDto = {
      users: [
        { username: 'team1', password: 'Abc123xyz' },
        { username: 'team2', password: 'Qwe456rty' },
      ],
    };
    renderApp({
      path: '/user?tab=generate',
      user: ROOT,
      answers: {
        'admin/user/generate-user': async (request) => {
          bodies.push(await request.json());
          return result;
        },
      },
    });
    const submit = await screen.findByRole('button', { name: 'Generate' });
    fireEvent.click(submit);
    expect(await screen.findByText('The start number is required')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Prefix'), { target: { value: 'team' } });
    fireEvent.change(screen.getByLabelText('Start Number'), { target: { value: '5' } });
    fireEvent.change(screen.getByLabelText('End Number'), { target: { value: '2' } });
    fireEvent.click(submit);
    expect(await screen.findByText('The end number must not be less than the start number')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Start Number'), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText('Password Length'), { target: { value: '30' } });
    fireEvent.click(submit);
    expect(await screen.findByText('The password length must be between 6 and 25')).toBeTruthy();
    expect(bodies).toEqual([]);
    fireEvent.change(screen.getByLabelText('Password Length'), { target: { value: '9' } });
    await waitFor(() => {
      expect(screen.queryByText('The password length must be between 6 and 25')).toBeNull();
    });
    fireEvent.click(submit);
    const view = await screen.findByTestId('generate-result');
    expect(bodies).toEqual([{ prefix: 'team', suffix: '', numberFrom: 1, numberTo: 2, passwordLength: 9 }]);
    expect(within(view).getByText('Abc123xyz')).toBeTruthy();
    expect(within(view).getByText(/shown only once/)).toBeTruthy();
    expect(within(view).getByRole('button', { name: /Download the passwords/ })).toBeTruthy();
  });

  it('shows the role table read-only', async () => {
    renderApp({
      path: '/auth',
      user: ROOT,
      answers: {
        'admin/auth/roles': () => ({
          editable: false,
          roles: [{ code: 1000, name: 'root', description: 'Super administrator', permissions: ['submit', 'admin', 'superAdmin'], userCount: 1 }],
        }),
      },
    });
    expect(await screen.findByText('Super administrator')).toBeTruthy();
    expect(screen.getByText('Users, site settings and judging actions')).toBeTruthy();
    expect(screen.getByText(/Read-only/)).toBeTruthy();
  });
});
