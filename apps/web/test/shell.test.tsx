import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { checkGuard } from '@oj/app-shell';
import { renderApp } from '@/testing/render-app.tsx';
import { DEFAULT_WEBSITE_CONFIG } from '@oj/contracts';

describe('home, 404 and footer', () => {
  it('shows the website name from get-website-config on the home page', async () => {
    const { calls } = renderApp({ config: { name: 'Campus Judge', shortName: 'CJ' } });
    expect((await screen.findByTestId('site-name')).textContent).toBe('Campus Judge');
    expect(calls).toContain('GET get-website-config');
    expect(screen.getByTestId('site-footer').textContent).toContain('Campus Judge');
  });

  it('redirects / to /home', async () => {
    const { router } = renderApp({ path: '/' });
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/home');
    });
  });

  it('shows the 404 page for an unknown path, with Go Home', async () => {
    const { router } = renderApp({ path: '/no/such/page' });
    fireEvent.click(await screen.findByRole('button', { name: 'Go Home' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/home');
    });
  });

  it('hides the footer on the problem detail page', async () => {
    renderApp({ path: '/problem/1000', user: {} });
    await screen.findAllByText('Problem');
    expect(screen.queryByTestId('site-footer')).toBeNull();
  });
});

describe('route guards (spec 03 §2.3)', () => {
  it('sends a visitor from a sign-in route home and opens the login dialog', async () => {
    const { router, store } = renderApp({ path: '/tidan' });
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/home');
    });
    expect(store.getState().authUi).toMatchObject({ dialogOpen: true, mode: 'login' });
    expect(await screen.findByText('Please login first')).toBeTruthy();
  });

  it('needs a login for settings, messages, a contest and a group (spec 01 §6)', async () => {
    for (const path of ['/setting', '/message/sys', '/contest/3/', '/group/4']) {
      const { router, store, unmount } = renderApp({ path });
      await waitFor(() => {
        expect({ path, at: router.state.location.pathname }).toEqual({ path, at: '/home' });
      });
      expect(store.getState().authUi).toMatchObject({ dialogOpen: true, mode: 'login' });
      unmount();
    }
  });

  it('lets a signed-in user through', async () => {
    const { router } = renderApp({ path: '/tidan', user: {} });
    expect(await screen.findByRole('heading', { name: 'Problem Sets' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/tidan');
  });

  it('refuses the discussion area when the site has it off', async () => {
    const { router } = renderApp({ path: '/discussion', config: { openPublicDiscussion: false } });
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/home');
    });
    expect(await screen.findByText('The discussion area is not open on this site')).toBeTruthy();
  });

  it('decides rules purely', () => {
    const config = DEFAULT_WEBSITE_CONFIG;
    expect(checkGuard({ auth: true }, { loggedIn: false, roles: [], config })).toEqual({ kind: 'login' });
    expect(checkGuard({ role: 'admin' }, { loggedIn: true, roles: ['user'], config })).toEqual({ kind: 'role' });
    expect(checkGuard({ role: 'admin' }, { loggedIn: true, roles: ['problem_admin'], config })).toBeNull();
    expect(checkGuard({ role: 'superAdmin' }, { loggedIn: true, roles: ['admin'], config })).toEqual({ kind: 'role' });
    expect(checkGuard({ setting: 'openContestComment' }, { loggedIn: true, roles: [], config: { ...config, openContestComment: false } })).toEqual({
      kind: 'setting',
      setting: 'openContestComment',
    });
  });
});
