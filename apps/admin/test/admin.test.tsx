import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TOKEN_STORAGE_KEY } from '@oj/api-client/core';
import { checkAdminAccess } from '@/app/guards.tsx';
import { adminMenuEntries, flattenMenu } from '@/app/layout/admin-menu.ts';
import { renderApp } from '@/testing/render-app.tsx';

describe('admin menu (spec 03 §2.19)', () => {
  it('gives the super admin the General group and everyone the content groups', () => {
    const forRoot = flattenMenu(adminMenuEntries({ superAdmin: true })).map((entry) => entry.href);
    const forAdmin = flattenMenu(adminMenuEntries({ superAdmin: false })).map((entry) => entry.href);
    for (const superOnly of ['/user', '/announcement', '/notice', '/tools', '/conf', '/switch']) {
      expect(forRoot).toContain(superOnly);
      expect(forAdmin).not.toContain(superOnly);
    }
    for (const shared of [
      '/dashboard',
      '/problems',
      '/problem/create',
      '/problem/tag',
      '/group-problem/apply',
      '/training',
      '/contest',
      '/timedwork',
      '/lesson',
      '/tidan',
      '/discussion',
    ]) {
      expect(forAdmin).toContain(shared);
    }
  });

  it('decides access purely', () => {
    expect(checkAdminAccess({ loggedIn: false, roles: [] }, false)).toBe('login');
    expect(checkAdminAccess({ loggedIn: true, roles: ['user'] }, false)).toBe('role');
    expect(checkAdminAccess({ loggedIn: true, roles: ['problem_admin'] }, false)).toBeNull();
    expect(checkAdminAccess({ loggedIn: true, roles: ['admin'] }, true)).toBe('role');
    expect(checkAdminAccess({ loggedIn: true, roles: ['root'] }, true)).toBeNull();
  });
});

describe('admin routes', () => {
  it('sends a visitor to the admin login with the admin-account message', async () => {
    const { router } = renderApp({ path: '/dashboard' });
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/login');
    });
    expect(await screen.findByText('Please login first by admin account')).toBeTruthy();
  });

  it('sends unknown admin paths to the login', async () => {
    const { router } = renderApp({ path: '/no/such/page', user: {} });
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/login');
    });
  });

  it('shows the dashboard and menu to an admin, without the super-admin group', async () => {
    const { router } = renderApp({ path: '/', user: { username: 'ada', roleList: ['admin'] } });
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/dashboard');
    });
    expect(await screen.findByText('Welcome, ada')).toBeTruthy();
    const menu = screen.getByTestId('admin-menu');
    expect(within(menu).getByText('Problems')).toBeTruthy();
    expect(within(menu).queryByText('General')).toBeNull();
  });

  it('refuses a super-admin page to an ordinary admin and signs them out', async () => {
    const { router, store } = renderApp({ path: '/conf', user: { roleList: ['admin'] } });
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/login');
    });
    expect(store.getState().session.token).toBeNull();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });
});

describe('admin login', () => {
  const fill = (username: string, password: string) => {
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: username } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
  };

  it('signs an admin in, keeps the header token and opens the dashboard', async () => {
    const bodies: unknown[] = [];
    const { router, store } = renderApp({
      path: '/login',
      answers: {
        'admin/login': async (request) => {
          bodies.push(await request.json());
          return new Response(JSON.stringify({ status: 200, msg: 'success', data: { uid: 'a', username: 'ada', roleList: ['admin'] } }), {
            headers: { 'content-type': 'application/json', Authorization: 'jwt-abc' },
          });
        },
      },
    });
    await screen.findByText('Administrator Login');
    fill('ada', 'secret1');
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/dashboard');
    });
    expect(bodies).toEqual([{ username: 'ada', password: 'secret1' }]);
    expect(store.getState().session.token).toBe('jwt-abc');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('jwt-abc');
  });

  it('refuses an account without an admin role', async () => {
    const { router, store } = renderApp({
      path: '/login',
      answers: {
        'admin/login': () =>
          new Response(JSON.stringify({ status: 200, msg: 'success', data: { uid: 'u', username: 'bob', roleList: ['user'] } }), {
            headers: { 'content-type': 'application/json', Authorization: 'jwt-user' },
          }),
      },
    });
    await screen.findByText('Administrator Login');
    fill('bob', 'secret1');
    expect(await screen.findByText('This account is not an administrator')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(store.getState().session.token).toBeNull();
  });

  it('shows the server message when the login is rejected', async () => {
    renderApp({
      path: '/login',
      answers: {
        'admin/login': () =>
          new Response(JSON.stringify({ status: 400, msg: 'Wrong username or password', data: null }), {
            headers: { 'content-type': 'application/json' },
          }),
      },
    });
    await screen.findByText('Administrator Login');
    fill('ada', 'wrong-pass');
    expect(await screen.findByText('Wrong username or password')).toBeTruthy();
  });
});
