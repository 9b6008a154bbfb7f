import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TOKEN_STORAGE_KEY, USER_INFO_STORAGE_KEY, sessionSyncAction } from '@oj/api-client/core';
import { viewportClass } from '@/app/layout/breakpoints.ts';
import { badgeText, unreadTotal } from '@/features/messages/unread.ts';
import { renderApp } from '@/testing/render-app.tsx';

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('cross-tab session (spec 01 §2)', () => {
  it('clears this tab and goes home when another tab logs out', async () => {
    const { store, router } = renderApp({ path: '/setting', user: { username: 'alice' } });
    await screen.findByRole('heading', { name: 'Settings' });
    localStorage.removeItem(TOKEN_STORAGE_KEY);
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: TOKEN_STORAGE_KEY, oldValue: 'test-token', newValue: null }));
    });
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/home');
    });
    expect(store.getState().session).toEqual({ token: null, userInfo: null });
    expect(await screen.findByRole('button', { name: 'Login' })).toBeTruthy();
  });

  it('ignores storage events of other keys', async () => {
    const { store } = renderApp({ user: {} });
    await screen.findByTestId('site-name');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'language', newValue: 'zh-CN' }));
    });
    expect(store.getState().session.token).toBe('test-token');
  });

  it('adopts a token changed in another tab when this tab becomes visible', async () => {
    const { store } = renderApp({ user: { username: 'alice' } });
    await screen.findByTestId('site-name');
    localStorage.setItem(TOKEN_STORAGE_KEY, 'token-from-other-tab');
    localStorage.setItem(USER_INFO_STORAGE_KEY, JSON.stringify({ uid: 'u2', username: 'bob', roleList: ['user'] }));
    act(() => {
      setVisibility('hidden');
    });
    expect(store.getState().session.token).toBe('test-token');
    act(() => {
      setVisibility('visible');
    });
    expect(store.getState().session.token).toBe('token-from-other-tab');
    expect(store.getState().session.userInfo?.username).toBe('bob');
    expect(sessionSyncAction('a', 'a')).toBe('none');
  });
});

describe('message menu', () => {
  it('caps the unread badge at 99', async () => {
    const { calls } = renderApp({ user: {}, unread: { comment: 120, reply: 3 } });
    const bell = await screen.findByTestId('message-menu');
    await waitFor(() => {
      expect(bell.textContent).toContain('99+');
    });
    expect(calls).toContain('GET msg/unread');
    expect(await screen.findByText('You have 123 unread messages')).toBeTruthy();
    fireEvent.click(bell);
    expect(await screen.findByText('Replies')).toBeTruthy();
  });

  it('does not poll unread counts for visitors', async () => {
    const { calls } = renderApp();
    await screen.findByTestId('site-name');
    expect(calls).not.toContain('GET msg/unread');
  });

  it('sums and formats counts', () => {
    expect(unreadTotal({ comment: 1, reply: 2, like: 3, sys: 4, mine: 5 })).toBe(15);
    expect(unreadTotal(undefined)).toBe(0);
    expect(badgeText(0)).toBe('');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
  });
});

describe('responsive shell (spec 01 §2, §9)', () => {
  it('classifies widths at 992 and 768 px', () => {
    expect(viewportClass(992)).toBe('desktop');
    expect(viewportClass(991)).toBe('compact');
    expect(viewportClass(768)).toBe('compact');
    expect(viewportClass(767)).toBe('mobile');
  });

  it('uses the top menu on wide screens', async () => {
    const { container } = renderApp({ width: 1200 });
    await screen.findByTestId('top-menu');
    expect(container.querySelector('[data-viewport]')?.getAttribute('data-viewport')).toBe('desktop');
    expect(screen.queryByRole('button', { name: 'Menu' })).toBeNull();
  });

  it('replaces the menu by an app bar and drawer below 992 px', async () => {
    const { container } = renderApp({ width: 900 });
    const opener = await screen.findByRole('button', { name: 'Menu' });
    expect(container.querySelector('[data-viewport]')?.getAttribute('data-viewport')).toBe('compact');
    expect(screen.queryByTestId('top-menu')).toBeNull();
    // Compact screens keep Login in the bar; mobile moves it into the drawer.
    expect(screen.getByRole('button', { name: 'Login' })).toBeTruthy();
    fireEvent.click(opener);
    expect(await screen.findByTestId('top-menu')).toBeTruthy();
  });

  it('counts as mobile below 768 px', async () => {
    const { container } = renderApp({ width: 700 });
    await screen.findByRole('button', { name: 'Menu' });
    expect(container.querySelector('[data-viewport]')?.getAttribute('data-viewport')).toBe('mobile');
    expect(screen.queryByRole('button', { name: 'Login' })).toBeNull();
  });
});
