import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TOKEN_STORAGE_KEY } from '@oj/api-client';
import { authDialogOpened } from '@/features/auth/auth-slice.ts';
import { renderApp } from '@/testing/render-app.tsx';

const json = (body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json', ...headers } });

async function openDialog(store: ReturnType<typeof renderApp>['store'], mode?: 'login' | 'register' | 'resetPassword') {
  act(() => {
    store.dispatch(authDialogOpened(mode));
  });
  return screen.findByRole('dialog');
}

function submitLogin(dialog: HTMLElement, username: string, password: string) {
  fireEvent.change(within(dialog).getByLabelText('Username'), { target: { value: username } });
  fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Login' }));
}

describe('sign-in dialog', () => {
  it('is 370 px wide, titled with the mode and short name, and not closed by clicking outside', async () => {
    const { store } = renderApp({ config: { shortName: 'CJ' } });
    await screen.findByTestId('site-name');
    const dialog = await openDialog(store);
    expect(await within(dialog).findByText('Login - CJ')).toBeTruthy();
    const modal = dialog.closest('.ant-modal') as HTMLElement;
    expect(modal.style.width).toBe('370px');
    // Press and release outside the dialog, as a click on the backdrop does.
    for (const outside of document.querySelectorAll('.ant-modal-wrap, .ant-modal-mask')) {
      fireEvent.mouseDown(outside);
      fireEvent.mouseUp(outside);
      fireEvent.click(outside);
    }
    expect(store.getState().authUi.dialogOpen).toBe(true);
  });

  it('switches between Login, Register and Reset', async () => {
    const { store } = renderApp();
    const dialog = await openDialog(store);
    fireEvent.click(within(dialog).getByRole('button', { name: 'No account? Register now' }));
    expect(await within(dialog).findByLabelText('Password Again')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Already have an account? Login now' }));
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Forgot password?' }));
    expect(await within(dialog).findByLabelText('Captcha')).toBeTruthy();
    expect(store.getState().authUi.mode).toBe('resetPassword');
  });

  it('logs in with the token from the authorization header and closes', async () => {
    const bodies: unknown[] = [];
    const { store } = renderApp({
      answers: {
        login: async (request) => {
          bodies.push(await request.json());
          expect(request.headers.get('authorization')).toBeNull();
          return json({ status: 200, msg: 'success', data: { uid: 'u9', username: 'neo', roleList: ['user'] } }, { Authorization: 'tok-neo' });
        },
      },
    });
    const dialog = await openDialog(store);
    submitLogin(dialog, 'neo', 'matrix1');
    await waitFor(() => {
      expect(store.getState().session.token).toBe('tok-neo');
    });
    expect(bodies).toEqual([{ username: 'neo', password: 'matrix1' }]);
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('tok-neo');
    expect(store.getState().authUi.dialogOpen).toBe(false);
    expect(await screen.findByText('Welcome back')).toBeTruthy();
    expect((await screen.findByTestId('user-menu')).textContent).toContain('neo');
  });

  it('requires the slide puzzle after 5 failed logins', async () => {
    let attempts = 0;
    const { store } = renderApp({
      answers: {
        login: () => {
          attempts += 1;
          return json({ status: 400, msg: 'Wrong username or password', data: null });
        },
      },
    });
    const dialog = await openDialog(store);
    for (let i = 1; i <= 5; i += 1) {
      expect(within(dialog).queryByTestId('slide-puzzle')).toBeNull();
      submitLogin(dialog, 'neo', 'wrong-pass');
      await waitFor(() => {
        expect(store.getState().authUi.loginFailures).toBe(i);
      });
    }
    expect(attempts).toBe(5);
    expect(await within(dialog).findByTestId('slide-puzzle')).toBeTruthy();
    const loginButton = within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Login' });
    expect(loginButton.disabled).toBe(true);
    expect(screen.getAllByText('Wrong username or password').length).toBeGreaterThan(0);
  });

  it('registers, clearing the code on failure and switching to Login on success', async () => {
    let fail = true;
    const { store } = renderApp({
      answers: {
        'check-username-or-email': () => ({ username: false, email: false }),
        register: () => (fail ? json({ status: 400, msg: 'Invalid code', data: null }) : json({ status: 200, msg: 'success', data: null })),
      },
    });
    const dialog = await openDialog(store, 'register');
    const fill = (label: string, value: string) => {
      fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
    };
    fill('Username', 'trinity');
    fill('Password', 'secret12');
    fill('Password Again', 'secret12');
    fill('Email', 'trinity@example.org');
    fireEvent.change(within(dialog).getByLabelText('Email verification code'), { target: { value: '123456' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
    await waitFor(() => {
      expect(within(dialog).getByLabelText<HTMLInputElement>('Email verification code').value).toBe('');
    });
    fail = false;
    fireEvent.change(within(dialog).getByLabelText('Email verification code'), { target: { value: '654321' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
    await waitFor(() => {
      expect(store.getState().authUi.mode).toBe('login');
    });
  });

  it('rejects a mismatched password confirmation', async () => {
    const { store } = renderApp({ answers: { 'check-username-or-email': () => ({ username: false, email: false }) } });
    const dialog = await openDialog(store, 'register');
    fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: 'secret12' } });
    fireEvent.change(within(dialog).getByLabelText('Password Again'), { target: { value: 'secret13' } });
    expect(await within(dialog).findByText('Password does not match')).toBeTruthy();
  });
});
