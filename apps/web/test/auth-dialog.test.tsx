import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TOKEN_STORAGE_KEY } from '@oj/api-client/core';
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

describe('sign-in forms: spec 01 §5 rules, client side', () => {
  /** Types into a labelled field of the dialog. */
  const fill = (dialog: HTMLElement, label: string, value: string) => {
    fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
  };
  /** Answers check-username-or-email with `taken` and records what was asked. */
  const existence = (taken: { username?: boolean; email?: boolean }, asked: unknown[]) => async (request: Request) => {
    asked.push(await request.json());
    return { username: taken.username ?? false, email: taken.email ?? false };
  };

  it('login: username and password required; nothing is sent', async () => {
    const { store, calls } = renderApp();
    const dialog = await openDialog(store);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Login' }));
    expect(await within(dialog).findByText('Username is required')).toBeTruthy();
    expect(within(dialog).getByText('Password is required')).toBeTruthy();
    expect(calls).not.toContain('POST login');
  });

  it('register: username required and at most 20, password 6 to 20, confirmation required', async () => {
    const { store, calls } = renderApp({ answers: { 'check-username-or-email': () => ({ username: false, email: false }) } });
    const dialog = await openDialog(store, 'register');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(await within(dialog).findByText('Username is required')).toBeTruthy();
    expect(within(dialog).getByText('Password is required')).toBeTruthy();
    expect(within(dialog).getByText('Password again is required')).toBeTruthy();
    expect(within(dialog).getByText('Email is required')).toBeTruthy();
    expect(within(dialog).getByText('The verification code is required')).toBeTruthy();

    fill(dialog, 'Username', 'u'.repeat(21));
    expect(await within(dialog).findByText('The username can be at most 20 characters')).toBeTruthy();
    fill(dialog, 'Username', 'u'.repeat(20));
    await waitFor(() => {
      expect(within(dialog).queryByText('The username can be at most 20 characters')).toBeNull();
    });

    for (const [password, refused] of [
      ['12345', true],
      ['123456', false],
      ['p'.repeat(21), true],
      ['p'.repeat(20), false],
    ] as const) {
      fill(dialog, 'Password', password);
      if (refused) expect(await within(dialog).findByText('The password must be between 6 and 20 characters')).toBeTruthy();
      else
        await waitFor(() => {
          expect(within(dialog).queryByText('The password must be between 6 and 20 characters')).toBeNull();
        });
    }
    expect(calls).not.toContain('POST register');
  });

  it('register: changing the password revalidates the confirmation', async () => {
    const { store } = renderApp({ answers: { 'check-username-or-email': () => ({ username: false, email: false }) } });
    const dialog = await openDialog(store, 'register');
    fill(dialog, 'Password', 'secret12');
    fill(dialog, 'Password Again', 'secret12');
    await waitFor(() => {
      expect(within(dialog).queryByText('Password does not match')).toBeNull();
    });
    fill(dialog, 'Password', 'secret99');
    expect(await within(dialog).findByText('Password does not match')).toBeTruthy();
    fill(dialog, 'Password Again', 'secret99');
    await waitFor(() => {
      expect(within(dialog).queryByText('Password does not match')).toBeNull();
    });
  });

  it('register: checks on blur that the username and the email do not exist yet', async () => {
    const asked: unknown[] = [];
    const { store } = renderApp({ answers: { 'check-username-or-email': existence({ username: true, email: true }, asked) } });
    const dialog = await openDialog(store, 'register');
    fill(dialog, 'Username', 'neo');
    // Typing alone does not ask the server.
    expect(asked).toEqual([]);
    fireEvent.blur(within(dialog).getByLabelText('Username'));
    expect(await within(dialog).findByText('The username already exists')).toBeTruthy();
    fill(dialog, 'Email', 'neo@example.org');
    fireEvent.blur(within(dialog).getByLabelText('Email'));
    expect(await within(dialog).findByText('The email already exists')).toBeTruthy();
    expect(asked).toEqual([{ username: 'neo' }, { email: 'neo@example.org' }]);
  });

  it('register: a free username and email pass the blur check', async () => {
    const asked: unknown[] = [];
    const { store } = renderApp({ answers: { 'check-username-or-email': existence({}, asked) } });
    const dialog = await openDialog(store, 'register');
    fill(dialog, 'Username', 'neo');
    fireEvent.blur(within(dialog).getByLabelText('Username'));
    await waitFor(() => {
      expect(asked).toEqual([{ username: 'neo' }]);
    });
    expect(within(dialog).queryByText('The username already exists')).toBeNull();
  });

  it('register: the email must be well-formed, and the send-code button checks that first', async () => {
    const sent: string[] = [];
    const { store } = renderApp({
      answers: {
        'check-username-or-email': () => ({ username: false, email: false }),
        'get-register-code': (request) => {
          sent.push(new URL(request.url).searchParams.get('email') ?? '');
          return null;
        },
      },
    });
    const dialog = await openDialog(store, 'register');
    fireEvent.click(within(dialog).getByTestId('send-code-register'));
    expect(await within(dialog).findByText('Email is required')).toBeTruthy();
    fill(dialog, 'Email', 'not-an-email');
    fireEvent.click(within(dialog).getByTestId('send-code-register'));
    expect(await within(dialog).findByText('The email format is incorrect')).toBeTruthy();
    // Give a wrongly sent request time to arrive before asserting there was none.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent).toEqual([]);

    fill(dialog, 'Email', 'neo@example.org');
    fireEvent.click(within(dialog).getByTestId('send-code-register'));
    await waitFor(() => {
      expect(sent).toEqual(['neo@example.org']);
    });
  });

  it('register: the code is exactly 6 characters', async () => {
    const { store, calls } = renderApp({ answers: { 'check-username-or-email': () => ({ username: false, email: false }) } });
    const dialog = await openDialog(store, 'register');
    fill(dialog, 'Email verification code', '12345');
    expect(await within(dialog).findByText('The verification code must be 6 characters')).toBeTruthy();
    fill(dialog, 'Email verification code', '123456');
    await waitFor(() => {
      expect(within(dialog).queryByText('The verification code must be 6 characters')).toBeNull();
    });
    expect(calls).not.toContain('POST register');
  });

  it('reset: never asks whether the email has an account; the captcha is required, 1 to 8 characters', async () => {
    const asked: unknown[] = [];
    const { store, calls } = renderApp({
      answers: {
        'check-username-or-email': existence({ email: false }, asked),
        captcha: () => ({ img: 'data:image/svg+xml;base64,PHN2Zy8+', captchaKey: 'k1' }),
      },
    });
    const dialog = await openDialog(store, 'resetPassword');
    fireEvent.click(within(dialog).getByTestId('send-code-reset'));
    expect(await within(dialog).findByText('Email is required')).toBeTruthy();
    expect(within(dialog).getByText('Captcha is required')).toBeTruthy();

    // The server answers alike for registered and unknown addresses: the form does not tell either.
    fill(dialog, 'Email', 'ghost@example.org');
    fireEvent.blur(within(dialog).getByLabelText('Email'));
    await waitFor(() => {
      expect(within(dialog).queryByText('Email is required')).toBeNull();
    });
    expect(asked).toEqual([]);
    expect(calls).not.toContain('POST check-username-or-email');

    fill(dialog, 'Captcha', '123456789');
    expect(await within(dialog).findByText('The captcha must be 1 to 8 characters')).toBeTruthy();
    fill(dialog, 'Captcha', 'A');
    await waitFor(() => {
      expect(within(dialog).queryByText('The captcha must be 1 to 8 characters')).toBeNull();
    });
    expect(calls).not.toContain('POST apply-reset-password');
  });
});
