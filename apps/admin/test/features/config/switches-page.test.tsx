import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app.tsx';

// The Switches page (spec 03 §2.19 switch): every switch with its description, each change saved at
// once with a toast; a refused change leaves the stored value showing.

const ROOT = { username: 'root', roleList: ['root'] };
const SWITCHES = {
  register: true,
  openPublicDiscussion: true,
  openGroupDiscussion: true,
  openContestComment: true,
  openAiChat: false,
  guestBrowseProblems: true,
  outsideImages: false,
};

describe('switches page', () => {
  it('lists every switch, labelled and described', async () => {
    renderApp({ path: '/switch', user: ROOT, answers: { 'admin/switch/info': () => SWITCHES } });
    const guest = await screen.findByRole('switch', { name: 'Guests may browse problems' });
    expect(guest.getAttribute('aria-checked')).toBe('true');
    expect(guest.getAttribute('aria-describedby')).toBe('switch-guestBrowseProblems-description');
    expect(screen.getByText(/Submitting always needs sign-in/)).toBeTruthy();
    expect(screen.getAllByRole('switch')).toHaveLength(7);
    expect(screen.getByRole('switch', { name: 'AI helpers' }).getAttribute('aria-checked')).toBe('false');
    expect(screen.getByRole('switch', { name: 'Images from other sites' }).getAttribute('aria-checked')).toBe('false');
  });

  it('saves one change at once and confirms it', async () => {
    const sent: unknown[] = [];
    let current = SWITCHES;
    renderApp({
      path: '/switch',
      user: ROOT,
      answers: {
        'admin/switch/info': () => current,
        'admin/switch/update': async (request: Request) => {
          const body = (await request.json()) as Partial<typeof SWITCHES>;
          sent.push(body);
          current = { ...current, ...body };
          return current;
        },
      },
    });
    fireEvent.click(await screen.findByRole('switch', { name: 'Guests may browse problems' }));
    await waitFor(() => {
      expect(sent).toEqual([{ guestBrowseProblems: false }]);
    });
    expect(await screen.findByText('Update Successfully')).toBeTruthy();
    await waitFor(() => {
      expect(screen.getByRole('switch', { name: 'Guests may browse problems' }).getAttribute('aria-checked')).toBe('false');
    });
  });

  it('keeps the stored value when the server refuses', async () => {
    renderApp({
      path: '/switch',
      user: ROOT,
      answers: {
        'admin/switch/info': () => SWITCHES,
        'admin/switch/update': () =>
          new Response(JSON.stringify({ status: 400, msg: 'register must be boolean', data: null }), {
            status: 400,
            headers: { 'content-type': 'application/json' },
          }),
      },
    });
    fireEvent.click(await screen.findByRole('switch', { name: 'Registration' }));
    expect((await screen.findAllByText('register must be boolean')).length).toBeGreaterThan(0);
    expect(screen.getByRole('switch', { name: 'Registration' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.queryByText('Update Successfully')).toBeNull();
  });
});
