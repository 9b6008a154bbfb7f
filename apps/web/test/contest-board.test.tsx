import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { boardPagePatch } from '@oj/contracts';
import { renderApp } from '@/testing/render-app.tsx';
import { acmCell, boardPage, boardRow, contestInfo, contestProblems, endedContest, oiCell, refusal, shellAnswers } from './contest-board-fixtures.ts';

const ALICE = boardRow('alice', {
  rank: 1,
  ac: 1,
  totalTime: 600,
  school: 'North School',
  isWinAward: true,
  awardName: 'Gold',
  awardBackground: '#ffd700',
  awardColor: '#000000',
  submissionInfo: { A: acmCell({ isAC: true, isFirstAC: true, ACTime: 600, tryNum: 1 }), B: acmCell({ errorNum: 2, tryNum: 2 }) },
});
const STAR = boardRow('star', { rank: -1, isStar: true, ac: 1, totalTime: 900, submissionInfo: { A: acmCell({ isAC: true, ACTime: 900, tryNum: 1 }) } });
const BOB = boardRow('bob', {
  rank: 2,
  ac: 1,
  totalTime: 4800,
  rankShowName: 'Bobby',
  submissionInfo: { A: acmCell({ isAC: true, ACTime: 3600, tryNum: 2, errorNum: 1 }), B: acmCell({ pendingNum: 2 }) },
});

function switchOf(testId: string): HTMLElement {
  return screen.getByTestId(testId);
}

const checked = (testId: string) => switchOf(testId).getAttribute('aria-checked');

beforeEach(() => {
  localStorage.clear();
});

describe('contest rank tab (spec 02 §2 "Scoreboards")', () => {
  it('shows ranks, stars, awards and ACM cells of the sealed view, and sends the viewer’s filters', async () => {
    const bodies: Record<string, unknown>[] = [];
    renderApp({
      path: '/contest/7/rank',
      user: { uid: 'u-bob', username: 'bob' },
      answers: {
        ...shellAnswers(contestInfo()),
        'get-contest-rank': async (request) => {
          bodies.push((await request.json()) as Record<string, unknown>);
          return boardPage([ALICE, STAR, BOB], { sealed: true, total: 3 });
        },
      },
    });
    const table = await screen.findByTestId('board-table');
    await within(table).findByText('Bobby');
    expect(bodies[0]).toEqual({ cid: 7, currentPage: 1, limit: 50, removeStar: false, forceRefresh: false, containsEnd: false });
    expect(screen.getByTestId('board-sealed').textContent).toContain('The scoreboard is sealed');
    expect(screen.getByTestId('star-rank').getAttribute('aria-label')).toBe('Star');
    expect(screen.getByTestId('award-name').textContent).toBe('Gold');
    const states = screen.getAllByTestId('board-cell').map((cell) => cell.getAttribute('data-state'));
    expect(states).toEqual(['firstAc', 'failed', 'ac', 'ac', 'pending']);
    expect(screen.getAllByTestId('board-cell')[0]?.textContent).toContain('0:10:00');
    expect(screen.getAllByTestId('board-cell')[4]?.textContent).toBe('?2');
    // The first AC has its own colour, distinct from a plain AC.
    const [firstAcCell, , plainAcCell] = screen.getAllByTestId('board-cell').map((cell) => cell.closest('td')?.style.background);
    expect(firstAcCell).not.toEqual(plainAcCell);
    expect(table.querySelector('tr.oj-own-row')?.textContent).toContain('Bobby');
    // A contestant of a running contest: auto-refresh on, no admin switches.
    expect(checked('board-auto-refresh')).toBe('true');
    expect(screen.queryByTestId('board-force')).toBeNull();
    expect(screen.queryByTestId('board-contains-end')).toBeNull();

    fireEvent.click(switchOf('board-remove-star'));
    await waitFor(() => {
      expect(bodies.at(-1)).toMatchObject({ removeStar: true, currentPage: 1 });
    });

    const keyword = screen.getByPlaceholderText('Enter username, nickname, real name or school');
    fireEvent.change(keyword, { target: { value: '  bob ' } });
    fireEvent.keyDown(keyword, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => {
      expect(bodies.at(-1)).toMatchObject({ keyword: 'bob' });
    });

    fireEvent.click(within(table).getAllByTestId('concern')[2] as HTMLElement);
    expect(JSON.parse(localStorage.getItem('oj.contest.7.concerned') ?? '[]')).toEqual(['u-bob']);
    fireEvent.click(switchOf('board-concerned'));
    await waitFor(() => {
      expect(bodies.at(-1)).toMatchObject({ concernedList: ['u-bob'] });
    });
  }, 40_000);

  it('shows a team account by its team name, with its members under it and on hover', async () => {
    const team = boardRow('cup1', {
      rank: 1,
      ac: 1,
      rankShowName: 'cup1',
      teamName: 'Kernel Panic',
      members: ['Ada', 'Linus', 'Grace'],
      school: 'North School',
    });
    const lone = boardRow('cup2', { rank: 2, teamName: 'Solo', members: [] });
    renderApp({
      path: '/contest/7/rank',
      user: { uid: 'u-bob', username: 'bob' },
      answers: { ...shellAnswers(contestInfo()), 'get-contest-rank': () => boardPage([team, lone, BOB]) },
    });
    const table = await screen.findByTestId('board-table');
    const name = await within(table).findByText('Kernel Panic');
    expect(within(table).queryByText('cup1')).toBeNull();
    expect(
      within(table)
        .getAllByTestId('board-members')
        .map((element) => element.textContent),
    ).toEqual(['Ada, Linus, Grace']);
    expect(name.closest('[title]')?.getAttribute('title')).toBe('Ada, Linus, Grace');
    expect(within(table).getByText('Solo').closest('[title]')?.getAttribute('title')).toBe('cup2');
    expect(within(table).getByText('Bobby')).toBeTruthy();
  });

  it('turns auto-refresh off when the board fails to load (spec 02 §4)', async () => {
    renderApp({
      path: '/contest/7/rank',
      user: { uid: 'u1', username: 'alice' },
      answers: { ...shellAnswers(contestInfo()), 'get-contest-rank': () => refusal('The scoreboard is not available') },
    });
    await screen.findByTestId('board-controls');
    await waitFor(() => {
      expect(checked('board-auto-refresh')).toBe('false');
    });
    expect((await screen.findAllByText('The scoreboard is not available')).length).toBeGreaterThan(0);
  });

  it('gives contest admins force update and the after-contest switch, and pages on the server', async () => {
    const bodies: Record<string, unknown>[] = [];
    const rows = Array.from({ length: 10 }, (_, index) => boardRow(`user${index}`, { rank: index + 1 }));
    renderApp({
      path: '/contest/7/rank',
      user: { uid: 'root', username: 'root', roleList: ['root'] },
      answers: {
        ...shellAnswers(endedContest({ isAdmin: true })),
        'get-contest-rank': async (request) => {
          bodies.push((await request.json()) as Record<string, unknown>);
          return boardPage(rows, { total: 120 });
        },
      },
    });
    await screen.findByText('user0');
    // Ended: auto-refresh starts off.
    expect(checked('board-auto-refresh')).toBe('false');
    fireEvent.click(switchOf('board-force'));
    await waitFor(() => {
      expect(bodies.at(-1)).toMatchObject({ forceRefresh: true });
    });
    fireEvent.click(switchOf('board-contains-end'));
    await waitFor(() => {
      expect(bodies.at(-1)).toMatchObject({ containsEnd: true, forceRefresh: true });
    });
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => {
      expect(bodies.at(-1)).toMatchObject({ currentPage: 2, limit: 50 });
    });
  }, 40_000);
});

describe('outside scoreboards (spec 02 §2)', () => {
  it('shows an OI board to a visitor, scores coloured by value, without the contest shell', async () => {
    const calls: string[] = [];
    renderApp({
      path: '/contest/oi-scoreboard/7',
      answers: {
        'get-contest-outsize-info': () => ({
          contest: endedContest({ type: 1 }),
          problemList: contestProblems(['A', 'B']).map(({ displayId, displayTitle, color }) => ({ displayId, displayTitle, color })),
        }),
        'get-contest-outside-scoreboard': async (request) => {
          calls.push(JSON.stringify(await request.json()));
          return boardPage([
            boardRow('carol', { rank: 1, totalScore: 160, submissionInfo: { A: oiCell({ score: 100 }), B: oiCell({ score: 60, isAfterContest: true }) } }),
            boardRow('dave', { rank: 2, totalScore: 0, submissionInfo: { A: oiCell({ score: 0 }) } }),
          ]);
        },
      },
    });
    expect(await screen.findByText('Autumn Cup')).toBeTruthy();
    expect(screen.getAllByText(/OI Scoreboard/).length).toBeGreaterThan(0);
    await screen.findByText('carol');
    expect(JSON.parse(calls[0] ?? '{}')).toMatchObject({ cid: 7, currentPage: 1, limit: 50 });
    expect(screen.getByText('160')).toBeTruthy();
    const scores = screen.getAllByTestId('board-cell').map((cell) => [cell.textContent, (cell.firstElementChild as HTMLElement | null)?.style.color]);
    expect(scores[0]).toEqual(['100', 'rgb(35, 120, 4)']);
    expect(scores[1]?.[0]).toBe('60*');
    expect(scores[2]).toEqual(['0', 'rgb(207, 19, 34)']);
    expect(screen.queryByTestId('contest-shell')).toBeNull();
    expect(checked('board-auto-refresh')).toBe('false');
  });
});

const encoder = new TextEncoder();

/** A live stream the test writes to, answered to GET /api/live. */
function liveStream() {
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  const body = new ReadableStream<Uint8Array>({
    start: (c) => {
      controller = c;
    },
  });
  let opened = 0;
  return {
    answer: () => {
      opened += 1;
      return new Response(body, { headers: { 'content-type': 'text/event-stream; charset=utf-8' } });
    },
    push: (event: string, data: unknown) => controller?.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`)),
    opened: () => opened,
  };
}

describe('contest rank tab with the live channel', () => {
  it('shows a pushed first page for the default view, applies a patch of it, ignores old versions, and refetches after a gap or for another view', async () => {
    const stream = liveStream();
    const bodies: Record<string, unknown>[] = [];
    renderApp({
      path: '/contest/7/rank',
      user: { uid: 'u-bob', username: 'bob' },
      answers: {
        ...shellAnswers(contestInfo()),
        live: stream.answer,
        'get-contest-rank': async (request) => {
          bodies.push((await request.json()) as Record<string, unknown>);
          return boardPage([ALICE, BOB], { version: 5 });
        },
      },
    });
    await screen.findByText('Bobby');
    await waitFor(() => {
      expect(stream.opened()).toBe(1);
    });
    stream.push('ready', { topics: ['contest.7', 'user.u-bob'] });
    // Ready: pushes may have been missed before, so the board is fetched again once.
    await waitFor(() => {
      expect(bodies).toHaveLength(2);
    });
    const pushed = boardPage([boardRow('zed', { rank: 1, ac: 2, totalTime: 100 }), ALICE, BOB], { version: 6 });
    stream.push('live', { topic: 'contest.7', kind: 'board', data: { cid: 7, version: 6, limit: 50, firstPage: pushed } });
    expect(await screen.findByText('zed')).toBeTruthy();
    stream.push('live', { topic: 'contest.7', kind: 'board', data: { cid: 7, version: 4, limit: 50, firstPage: boardPage([BOB], { version: 4 }) } });
    await new Promise((resolve) => setTimeout(resolve, 300));
    // An older version changes nothing.
    expect(screen.getByText('zed')).toBeTruthy();
    expect(screen.getByText('alice')).toBeTruthy();
    expect(bodies).toHaveLength(2);
    // A patch of the page shown (version 6): a row joins without a refetch.
    const patch = boardPagePatch(pushed, boardPage([...pushed.records, boardRow('yan', { rank: 4 })], { version: 7 }));
    expect(patch).not.toBeNull();
    stream.push('live', { topic: 'contest.7', kind: 'board', data: { cid: 7, version: 7, limit: 50, patch } });
    expect(await screen.findByText('yan')).toBeTruthy();
    expect(screen.getByText('zed')).toBeTruthy();
    expect(bodies).toHaveLength(2);
    // A patch of version 8, which never reached the page: a refetch (the answer, version 5, has neither zed nor yan).
    stream.push('live', { topic: 'contest.7', kind: 'board', data: { cid: 7, version: 9, limit: 50, patch: { ...patch, baseVersion: 8 } } });
    await waitFor(() => {
      expect(bodies).toHaveLength(3);
    });
    fireEvent.click(switchOf('board-remove-star'));
    await waitFor(() => {
      expect(bodies).toHaveLength(4);
    });
    expect(screen.queryByText('zed')).toBeNull();
    expect(screen.getByText('alice')).toBeTruthy();
    // Stars removed: not the pushed view, so a push means a refetch.
    stream.push('live', { topic: 'contest.7', kind: 'board', data: { cid: 7, version: 9, limit: 50, firstPage: pushed } });
    await waitFor(() => {
      expect(bodies).toHaveLength(5);
    });
    expect(bodies.at(-1)).toMatchObject({ removeStar: true });
  }, 40_000);
});
