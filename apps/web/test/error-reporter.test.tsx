import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY } from '@oj/api-client/core';
import { PageLoadTimeoutError, withTimeout } from '@oj/app-shell';
import { renderApp } from '@/testing/render-app.tsx';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const listOk = { 'get-difficulty-list': () => [], 'get-problem-tags-and-classification': () => [] };

describe('errors shown once, in the current language (spec 01 §8)', () => {
  it('shows the server msg of a business failure', async () => {
    renderApp({ path: '/problem', user: {}, answers: { ...listOk, 'get-problem-list': () => json({ status: 400, msg: 'Unknown problem bank', data: null }) } });
    expect((await screen.findAllByText('Unknown problem bank')).length).toBeGreaterThan(0);
  });

  it('shows the fixed text for a 404, in Chinese when the interface is Chinese', async () => {
    renderApp({
      path: '/problem',
      user: {},
      language: 'zh-CN',
      answers: { ...listOk, 'get-problem-list': () => json({ status: 404, msg: 'nope', data: null }, 404) },
    });
    expect(await screen.findByText('查询错误：找不到请求的资源')).toBeTruthy();
  });

  it('on a 401 drops the token and opens the login dialog', async () => {
    const { store } = renderApp({
      path: '/problem',
      user: {},
      answers: { ...listOk, 'get-problem-list': () => json({ status: 401, msg: 'Login expired', data: null }, 401) },
    });
    await waitFor(() => {
      expect(store.getState().authUi.dialogOpen).toBe(true);
    });
    expect(store.getState().session.token).toBeNull();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect((await screen.findAllByText('Login expired')).length).toBeGreaterThan(0);
  });

  it('says so when the server cannot be reached', async () => {
    renderApp({
      path: '/problem',
      user: {},
      answers: {
        ...listOk,
        'get-problem-list': () => {
          throw new TypeError('Failed to fetch');
        },
      },
    });
    expect(await screen.findByText('Network error, abnormal link with server, please try again later')).toBeTruthy();
  });
});

describe('lazy page loads (spec 01 §9)', () => {
  it('fail after 120 s instead of spinning forever', async () => {
    vi.useFakeTimers();
    try {
      const stalled = withTimeout(() => new Promise<never>(() => undefined));
      const outcome = stalled().then(
        () => 'loaded',
        (error: unknown) => error,
      );
      await vi.advanceTimersByTimeAsync(119_999);
      await vi.advanceTimersByTimeAsync(1);
      expect(await outcome).toBeInstanceOf(PageLoadTimeoutError);
      expect(await withTimeout(() => Promise.resolve('page'))()).toBe('page');
    } finally {
      vi.useRealTimers();
    }
  });
});
