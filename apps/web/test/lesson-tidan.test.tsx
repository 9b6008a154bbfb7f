import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LessonDetailDto, TidanListDto } from '@oj/contracts';
import { renderApp } from '@/testing/render-app.tsx';

const lesson: LessonDetailDto = {
  id: 7,
  title: 'Graphs',
  logo: null,
  desc: 'Learn **Dijkstra**.',
  groups: [
    {
      id: 1,
      name: 'Week 1',
      items: [
        { id: 11, title: 'Handout', url: '/api/public/md-file/x.pdf', isVisible: true, isNotVideo: true, kind: 'pdf' },
        { id: 12, title: 'Recording', url: 'https://media.example.org/a.mp4', isVisible: true, isNotVideo: false, kind: 'video' },
        { id: 13, title: 'Outside deck', url: 'https://files.example.org/deck.pdf', isVisible: true, isNotVideo: true, kind: 'pdf' },
      ],
    },
  ],
};

describe('lessons (spec 02 §2)', () => {
  it('asks 15 lessons a page with the keyword, and asks a visitor to sign in when a card is clicked', async () => {
    const urls: string[] = [];
    const { store, router } = renderApp({
      path: '/lesson?keyword=graph',
      answers: {
        'lesson/page': (request) => {
          urls.push(request.url);
          return { total: 1, records: [{ id: 7, title: 'Graphs', logo: null }] };
        },
      },
    });
    const card = await screen.findByTestId('lesson-card');
    expect(new URL(urls[0] ?? '').searchParams.get('keyword')).toBe('graph');
    fireEvent.click(card);
    expect(await screen.findByText('Please login first')).toBeTruthy();
    expect(store.getState().authUi.dialogOpen).toBe(true);
    expect(router.state.location.pathname).toBe('/lesson');
  });

  it('shows the empty state', async () => {
    renderApp({ path: '/lesson', answers: { 'lesson/page': () => ({ total: 0, records: [] }) } });
    expect(await screen.findByTestId('lesson-empty')).toBeTruthy();
  });

  it('opens a signed-in user’s lesson, a PDF in a frame, a video in a player, an outside document as a link', async () => {
    renderApp({ path: '/lesson/7', user: {}, answers: { lesson: () => lesson } });
    await screen.findByText('Dijkstra');
    fireEvent.click(await screen.findByText('Handout'));
    const frame = await screen.findByTestId('lesson-frame');
    expect(frame.getAttribute('src')).toBe('/api/public/md-file/x.pdf');
    // Escape does not close it; its button does.
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(screen.getByTestId('lesson-frame')).toBeTruthy();
    // (Its closing animation does not run in jsdom: the browser test sees the dialog go.)
    fireEvent.click(screen.getByTestId('lesson-dialog-close'));

    fireEvent.click(screen.getByText('Recording'));
    expect((await screen.findByTestId('lesson-video')).getAttribute('src')).toBe('https://media.example.org/a.mp4');
    fireEvent.click(screen.getByTestId('lesson-dialog-close'));

    fireEvent.click(screen.getByText('Outside deck'));
    const outside = await screen.findByTestId('lesson-outside');
    expect(within(outside).getByRole('link').getAttribute('href')).toBe('https://files.example.org/deck.pdf');
  });

  it('says so when a lesson has no groups', async () => {
    renderApp({ path: '/lesson/7', user: {}, answers: { lesson: () => ({ ...lesson, groups: [] }) } });
    expect(await screen.findByTestId('lesson-no-groups')).toBeTruthy();
  });
});

describe('tidan (spec 02 §2)', () => {
  const outline: TidanListDto = [
    {
      id: 1,
      name: 'Basics',
      groups: [
        {
          id: 2,
          name: 'Week 1',
          problemGroups: [
            {
              id: 3,
              name: 'Warm-up',
              problems: [
                { pid: 1, problemId: 'P1000', title: 'A+B', status: 0, accepted: 4, submitted: 9 },
                { pid: 2, problemId: 'P1001', title: 'Sort', status: 1, accepted: 1, submitted: 3 },
                { pid: 3, problemId: 'P1002', title: 'Path', accepted: 0, submitted: 0 },
              ],
            },
          ],
        },
      ],
    },
    { id: 4, name: 'Graphs', groups: [] },
  ];

  it('shows tabs, the problems with the user’s status and their links', async () => {
    renderApp({ path: '/tidan', user: {}, answers: { tidan: () => outline } });
    const solved = (await screen.findByText('A+B')).closest('tr') as HTMLElement;
    expect(within(solved).getByTestId('tidan-solved')).toBeTruthy();
    expect(within(solved).getByTestId('tidan-problem').getAttribute('href')).toBe('/problem/P1000');
    expect(within(solved).getByTestId('tidan-status-link').getAttribute('href')).toBe('/status?problemID=P1000');
    const tried = screen.getByText('Sort').closest('tr') as HTMLElement;
    expect(within(tried).getByTestId('tidan-failed')).toBeTruthy();
    const never = screen.getByText('Path').closest('tr') as HTMLElement;
    expect(within(never).queryByTestId('tidan-solved')).toBeNull();
    expect(within(never).queryByTestId('tidan-failed')).toBeNull();
    expect(screen.getByRole('tab', { name: 'Week 1' })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Graphs' }));
    expect(await screen.findByText('This problem set has no groups yet')).toBeTruthy();
  });
});
