import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app.tsx';
import { TAG_GROUPS, problemRow } from './fixtures.ts';

// The guest-browse switch (docs/web-app.md): visitors read the problem list while the site's
// guestBrowseProblems is on (the default); off, /problem and /problem/:id send them home with the
// login dialog and 'Please login first' (spec 03 §2.3).

const answers = {
  'get-problem-list': () => ({ total: 1, records: [problemRow(1, { title: 'Palindromes' })] }),
  'get-difficulty-list': () => [],
  'get-problem-tags-and-classification': () => TAG_GROUPS,
};

describe('problem pages and the guest-browse switch', () => {
  it('lets a visitor browse the problem list by default', async () => {
    const { router, store } = renderApp({ path: '/problem', answers });
    expect(await screen.findByText('Palindromes')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/problem');
    expect(store.getState().authUi).toMatchObject({ dialogOpen: false });
  });

  it('sends a visitor home with the login dialog when the switch is off, from the list and a problem', async () => {
    for (const path of ['/problem', '/problem/P1000']) {
      const { router, store, calls, unmount } = renderApp({ path, answers, config: { guestBrowseProblems: false } });
      await waitFor(() => {
        expect({ path, at: router.state.location.pathname }).toEqual({ path, at: '/home' });
      });
      expect(store.getState().authUi).toMatchObject({ dialogOpen: true, mode: 'login' });
      expect(await screen.findByText('Please login first')).toBeTruthy();
      // The page never asked for what it may not show.
      expect(calls.some((call) => call.includes('get-problem-list') || call.includes('get-problem-detail'))).toBe(false);
      unmount();
    }
  });

  it('lets a signed-in user in whatever the switch says', async () => {
    const { router } = renderApp({
      path: '/problem',
      user: {},
      answers: { ...answers, 'get-user-problem-status': () => ({}) },
      config: { guestBrowseProblems: false },
    });
    expect(await screen.findByText('Palindromes')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/problem');
  });
});
