import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app.tsx';

const HOME = {
  uid: 'u2',
  username: 'bob',
  nickname: 'Bobby',
  avatar: null,
  school: 'North School',
  gender: 'male',
  signature: 'I like **graphs**.',
  github: 'github.com/bob',
  blog: null,
  titleName: null,
  titleColor: null,
  roleList: ['user'],
  total: 42,
  solvedList: ['P1000', 'P1005'],
  solvedGroupByDifficulty: {
    Easy: [{ pid: 1, problemId: 'P1000', title: 'A+B', difficulty: 0 }],
    Mid: [],
    Hard: [{ pid: 6, problemId: 'P1005', title: 'Paths', difficulty: 2 }],
  },
  score: 130,
  rating: null,
  recentLoginTime: '2026-11-20T08:00:00Z',
  gmtCreate: '2026-01-01T00:00:00Z',
};

describe('user home (spec 01 §2)', () => {
  it('shows the profile, four stat cards with "--" for no rating, the signature and solved problems by difficulty', async () => {
    const seen: string[] = [];
    renderApp({
      path: '/user-home?uid=u2&username=bob',
      answers: {
        'get-user-home-info': (request) => {
          seen.push(new URL(request.url).search);
          return HOME;
        },
        'get-user-calendar-heatmap': () => ({ dataList: [{ date: '2026-11-20', count: 3 }], endDate: '2026-11-22' }),
      },
    });
    expect((await screen.findByTestId('user-name')).textContent).toContain('bob');
    expect(seen[0]).toBe('?uid=u2');
    expect(screen.getByTestId('stat-submissions').textContent).toContain('42');
    expect(screen.getByTestId('stat-solved').textContent).toContain('2');
    expect(screen.getByTestId('stat-rating').textContent).toContain('--');
    expect(screen.getByText('Bobby')).toBeTruthy();
    expect(screen.getByTestId('heatmap')).toBeTruthy();
    await waitFor(() => {
      expect(screen.getByTestId('user-signature').querySelector('strong')?.textContent).toBe('graphs');
    });
    fireEvent.click(screen.getByText('Solved Problems'));
    const solved = await screen.findByTestId('solved-problems');
    expect(solved.textContent).toContain('Easy (1)');
    expect(solved.textContent).toContain('Hard (1)');
    expect(within(screen.getByTestId('solved-list')).getByText('P1005')).toBeTruthy();
  });

  it('says "Not set yet" without a signature, in Chinese too', async () => {
    renderApp({
      path: '/user-home?username=bob',
      language: 'zh-CN',
      answers: { 'get-user-home-info': () => ({ ...HOME, signature: null }), 'get-user-calendar-heatmap': () => ({ dataList: [], endDate: '2026-11-22' }) },
    });
    expect(await screen.findByText('暂未设置')).toBeTruthy();
    expect(screen.getByText('最近一年的提交')).toBeTruthy();
  });
});

describe('settings (spec 01 §2, §5)', () => {
  it('is one accordion with Account open; UserInfo refuses an avatar of another type', async () => {
    renderApp({ path: '/setting', user: { uid: 'u1', username: 'alice', email: 'a@example.com' } });
    expect(await screen.findByTestId('account-section')).toBeTruthy();
    expect(screen.queryByTestId('userinfo-section')).toBeNull();
    fireEvent.click(screen.getByText('UserInfo'));
    await screen.findByTestId('userinfo-section');
    const input = screen.getByTestId<HTMLInputElement>('avatar-file');
    fireEvent.change(input, { target: { files: [new File(['x'], 'face.svg', { type: 'image/svg+xml' })] } });
    expect(await screen.findByText('File type not supported')).toBeTruthy();
    const big = new File([new Uint8Array(2_097_153)], 'face.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await screen.findByText('Exceed max size limit (2 MB)')).toBeTruthy();
    expect(screen.queryByTestId('avatar-crop')).toBeNull();
  });

  it('requires the new password to differ from the current one', async () => {
    const calls: string[] = [];
    renderApp({
      path: '/setting',
      user: {},
      answers: {
        'change-password': () => {
          calls.push('change');
          return null;
        },
      },
    });
    const section = await screen.findByTestId('account-section');
    const [current, next, again] = within(section).getAllByLabelText<HTMLInputElement>(/Password/);
    fireEvent.change(current as HTMLInputElement, { target: { value: 'secret1' } });
    fireEvent.change(next as HTMLInputElement, { target: { value: 'secret1' } });
    fireEvent.change(again as HTMLInputElement, { target: { value: 'secret1' } });
    fireEvent.click(screen.getByTestId('change-password'));
    expect(await screen.findByText('The new value must differ from the old one')).toBeTruthy();
    expect(calls).toEqual([]);
  });
});

describe('settings: spec 01 §5 rules, client side', () => {
  it('change password: current and new password required, the new one 6 to 20 and confirmed', async () => {
    const { calls } = renderApp({ path: '/setting', user: {} });
    const section = await screen.findByTestId('account-section');
    fireEvent.click(screen.getByTestId('change-password'));
    await waitFor(() => {
      expect(within(section).getAllByText('Password is required')).toHaveLength(2);
    });
    expect(within(section).getByText('Password again is required')).toBeTruthy();

    const [current, next, again] = within(section).getAllByLabelText<HTMLInputElement>(/Password/);
    fireEvent.change(current as HTMLInputElement, { target: { value: 'secret1' } });
    fireEvent.change(next as HTMLInputElement, { target: { value: '12345' } });
    expect(await within(section).findByText('The password must be between 6 and 20 characters')).toBeTruthy();
    fireEvent.change(next as HTMLInputElement, { target: { value: 'secret2' } });
    fireEvent.change(again as HTMLInputElement, { target: { value: 'secret3' } });
    expect(await within(section).findByText('Password does not match')).toBeTruthy();
    expect(calls).not.toContain('POST change-password');
  });

  it('change email: the new email must be well-formed and differ from the current one; the code is sent only then', async () => {
    const sent: string[] = [];
    renderApp({
      path: '/setting',
      user: { email: 'alice@example.org' },
      answers: {
        'get-change-email-code': (request) => {
          sent.push(new URL(request.url).searchParams.get('email') ?? '');
          return null;
        },
      },
    });
    const section = await screen.findByTestId('account-section');
    const newEmail = within(section).getByLabelText('New Email');
    const sendCode = within(section).getByRole('button', { name: 'Send code' });
    fireEvent.change(newEmail, { target: { value: 'alice' } });
    expect(await within(section).findByText('The email format is incorrect')).toBeTruthy();
    fireEvent.click(sendCode);
    fireEvent.change(newEmail, { target: { value: 'ALICE@example.org' } });
    expect(await within(section).findByText('The new value must differ from the old one')).toBeTruthy();
    fireEvent.click(sendCode);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent).toEqual([]);

    fireEvent.change(newEmail, { target: { value: 'alice.new@example.org' } });
    fireEvent.click(sendCode);
    await waitFor(() => {
      expect(sent).toEqual(['alice.new@example.org']);
    });
  });
});

describe('reset-password page: spec 01 §5 rules, client side', () => {
  it('requires the username and a 6 to 20 character password, confirmed, before calling reset-password', async () => {
    const bodies: unknown[] = [];
    renderApp({
      path: '/reset-password?code=c0de',
      answers: {
        'reset-password': async (request) => {
          bodies.push(await request.json());
          return null;
        },
      },
    });
    const submit = await screen.findByRole('button', { name: 'Reset password' });
    fireEvent.click(submit);
    expect(await screen.findByText('Username is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(bodies).toEqual([]);
  });

  it('checks the password length and the confirmation, then sends username, password and code', async () => {
    const bodies: unknown[] = [];
    renderApp({
      path: '/reset-password?username=neo&code=c0de',
      answers: {
        'reset-password': async (request) => {
          bodies.push(await request.json());
          return null;
        },
      },
    });
    const password = await screen.findByLabelText('New Password');
    const again = screen.getByLabelText('Password Again');
    expect(screen.getByLabelText<HTMLInputElement>('Username').value).toBe('neo');
    fireEvent.change(password, { target: { value: '12345' } });
    expect(await screen.findByText('The password must be between 6 and 20 characters')).toBeTruthy();
    fireEvent.change(password, { target: { value: '123456' } });
    await waitFor(() => {
      expect(screen.queryByText('The password must be between 6 and 20 characters')).toBeNull();
    });
    fireEvent.change(password, { target: { value: 'p'.repeat(21) } });
    expect(await screen.findByText('The password must be between 6 and 20 characters')).toBeTruthy();
    fireEvent.change(password, { target: { value: 'secret12' } });
    fireEvent.change(again, { target: { value: 'secret13' } });
    expect(await screen.findByText('Password does not match')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(bodies).toEqual([]);

    fireEvent.change(again, { target: { value: 'secret12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(() => {
      expect(bodies).toEqual([{ username: 'neo', password: 'secret12', code: 'c0de' }]);
    });
  });
});
