import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ScrollBoardDto } from '@oj/contracts';
import { renderApp } from '@/testing/render-app.tsx';
import { acmCell, boardPage, boardRow, contestInfo, shellAnswers } from './contest-board-fixtures.ts';

const ADMIN = { uid: 'root', username: 'root', roleList: ['root'] };

afterEach(() => {
  vi.restoreAllMocks();
});

describe('print (spec 02 §2, §5)', () => {
  it('refuses empty and short content, then sends the text', async () => {
    const bodies: unknown[] = [];
    renderApp({
      path: '/contest/7/print',
      user: { uid: 'u1', username: 'alice' },
      answers: {
        ...shellAnswers(contestInfo()),
        'submit-print-text': async (request) => {
          bodies.push(await request.json());
          return null;
        },
      },
    });
    const submit = await screen.findByTestId('print-submit');
    fireEvent.click(submit);
    expect(await screen.findByText('Content cannot be empty')).toBeTruthy();
    const area = screen.getByTestId('print-content');
    fireEvent.change(area, { target: { value: 'int main() { return 0; }' } });
    fireEvent.click(submit);
    expect(await screen.findByText('The number of content cannot be less than 50')).toBeTruthy();
    expect(bodies).toEqual([]);
    const text = '#include <cstdio>\nint main() { puts("hello, printer"); return 0; }\n';
    fireEvent.change(area, { target: { value: text } });
    fireEvent.click(submit);
    expect(await screen.findByText('The print request was sent')).toBeTruthy();
    expect(bodies).toEqual([{ cid: 7, content: text }]);
    expect((area as HTMLTextAreaElement).value).toBe('');
  });

  it('lists requests for contest admins, marks one printed and downloads its text', async () => {
    const pages: string[] = [];
    const checks: unknown[] = [];
    const downloads: string[] = [];
    let printed = false;
    const saved: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.push(blob as Blob);
      return 'blob:print';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    renderApp({
      path: '/contest/7/admin-print',
      user: ADMIN,
      answers: {
        ...shellAnswers(contestInfo({ isAdmin: true })),
        'get-contest-print': (request) => {
          pages.push(new URL(request.url).search);
          return {
            total: 1,
            records: [
              {
                id: 3,
                cid: 7,
                username: 'alice',
                realname: 'Alice Li',
                gmtCreate: '2026-11-20T08:00:00Z',
                status: printed ? 1 : 0,
                content: 'print me '.repeat(8),
              },
            ],
          };
        },
        'check-contest-print-status': async (request) => {
          checks.push(await request.json());
          printed = true;
          return null;
        },
        'file/download-contest-print-text': (request) => {
          downloads.push(new URL(request.url).search);
          return new Response('print me', { headers: { 'content-type': 'text/plain' } });
        },
      },
    });
    const table = await screen.findByTestId('admin-print-table');
    await within(table).findByText('Alice Li');
    expect(pages[0]).toBe('?cid=7&currentPage=1&limit=15');
    expect(screen.getByTestId('print-status').textContent).toBe('Not printed');
    fireEvent.click(screen.getByTestId('print-ok'));
    expect(await screen.findByText('Update Successfully')).toBeTruthy();
    expect(checks).toEqual([{ id: 3, cid: 7 }]);
    await waitFor(() => {
      expect(screen.getByTestId('print-status').textContent).toBe('Printed');
    });
    expect(screen.queryByTestId('print-ok')).toBeNull();
    fireEvent.click(screen.getByTestId('print-download'));
    await waitFor(() => {
      expect(saved).toHaveLength(1);
    });
    expect(downloads).toEqual(['?id=3']);
    expect(await saved[0]?.text()).toBe('print me');
  });
});

describe('AC info (spec 02 §2)', () => {
  it('lists accepted submissions with first blood, and toggles checked', async () => {
    const pages: string[] = [];
    const checks: unknown[] = [];
    let checked = false;
    renderApp({
      path: '/contest/7/ac-info',
      user: ADMIN,
      answers: {
        ...shellAnswers(contestInfo({ isAdmin: true })),
        'get-contest-ac-info': (request) => {
          pages.push(new URL(request.url).search);
          return {
            total: 2,
            records: [
              { id: 11, cid: 7, submitTime: '2026-11-20T08:10:00Z', displayId: 'A', firstBlood: true, username: 'alice', realname: null, checked },
              { id: 12, cid: 7, submitTime: '2026-11-20T08:20:00Z', displayId: 'B', firstBlood: false, username: 'bob', realname: 'Bob', checked: true },
            ],
          };
        },
        'check-contest-ac-info': async (request) => {
          checks.push(await request.json());
          checked = true;
          return null;
        },
      },
    });
    const table = await screen.findByTestId('ac-info-table');
    await within(table).findByText('alice');
    expect(pages[0]).toBe('?cid=7&currentPage=1&limit=20');
    expect(screen.getAllByTestId('first-blood')).toHaveLength(1);
    const [first, second] = screen.getAllByTestId('ac-info-check');
    expect(first?.textContent).toBe('Check');
    expect(second?.textContent).toBe('Uncheck');
    fireEvent.click(first as HTMLElement);
    await waitFor(() => {
      expect(checks).toEqual([{ id: 11, cid: 7, checked: true }]);
    });
    await waitFor(() => {
      expect(screen.getAllByTestId('ac-info-check')[0]?.textContent).toBe('Uncheck');
    });
  });
});

describe('rejudge admin (spec 02 §2)', () => {
  it('rejudges the chosen contest problem after a confirmation', async () => {
    const bodies: unknown[] = [];
    renderApp({
      path: '/contest/7/rejudge',
      user: ADMIN,
      answers: {
        ...shellAnswers(contestInfo({ isAdmin: true })),
        'admin/judge/rejudge-contest-problem': async (request) => {
          bodies.push(await request.json());
          return null;
        },
      },
    });
    const select = await screen.findByTestId('rejudge-select');
    fireEvent.mouseDown(within(select).getByRole('combobox'));
    fireEvent.click(await screen.findByText('B. Problem B'));
    fireEvent.click(screen.getByTestId('rejudge-button'));
    expect(await screen.findByText('Rejudge every submission of problem B?')).toBeTruthy();
    fireEvent.click(screen.getByTestId('rejudge-confirm'));
    expect(await screen.findByText('Rejudge successfully')).toBeTruthy();
    expect(bodies).toEqual([{ cid: 7, pid: 101 }]);
  });
});

describe('scroll board (spec 02 §2)', () => {
  it('defaults medals to 10/20/30 % of the ranked rows and opens the window with them', async () => {
    const opened: (string | URL | undefined)[] = [];
    vi.spyOn(window, 'open').mockImplementation((url) => {
      opened.push(url);
      return null;
    });
    const bodies: unknown[] = [];
    renderApp({
      path: '/contest/7/scroll-board',
      user: ADMIN,
      answers: {
        ...shellAnswers(contestInfo({ isAdmin: true })),
        'get-contest-rank': async (request) => {
          bodies.push(await request.json());
          return boardPage([boardRow('a')], { total: 37 });
        },
      },
    });
    expect(await screen.findByText('37 ranked participants')).toBeTruthy();
    expect(bodies[0]).toMatchObject({ cid: 7, removeStar: true });
    const value = (testId: string) => (screen.getByTestId(testId).querySelector('input') ?? screen.getByTestId(testId)).getAttribute('value');
    await waitFor(() => {
      expect([value('scroll-gold'), value('scroll-silver'), value('scroll-bronze')]).toEqual(['3', '7', '11']);
    });
    fireEvent.click(screen.getByTestId('scroll-open'));
    await waitFor(() => {
      expect(opened).toHaveLength(1);
    });
    expect(opened[0]).toBe('/scrollBoard?cid=7&removeStar=true&medals%5B%5D=3&medals%5B%5D=7&medals%5B%5D=11');
  });

  it('reveals the sealed submissions from the bottom row up with the keyboard', async () => {
    const queries: string[] = [];
    const data: ScrollBoardDto = {
      contest: { id: 7, title: 'Autumn Cup', startTime: '2026-11-20T08:00:00Z', endTime: '2026-11-20T13:00:00Z', sealRankTime: '2026-11-20T12:00:00Z' },
      problems: [{ displayId: 'A', displayTitle: 'Problem A', color: null }],
      frozen: [
        boardRow('alice', { rank: 1, ac: 1, totalTime: 600, submissionInfo: { A: acmCell({ isAC: true, isFirstAC: true, ACTime: 600, tryNum: 1 }) } }),
        boardRow('bob', { rank: 2, submissionInfo: { A: acmCell({ pendingNum: 1 }) } }),
      ],
      sealedSubmissions: [{ submitId: 9, uid: 'u-bob', displayId: 'A', status: 0, score: null, time: 14500 }],
      medals: { gold: 1, silver: 1, bronze: 0 },
    };
    renderApp({
      path: '/scrollBoard?cid=7&removeStar=true&medals[]=1&medals[]=1&medals[]=0',
      user: ADMIN,
      answers: {
        'get-contest-scroll-board': (request) => {
          queries.push(new URL(request.url).search);
          return data;
        },
      },
    });
    expect(await screen.findByTestId('scroll-board')).toBeTruthy();
    expect(queries[0]).toBe('?cid=7&removeStar=true&gold=1&silver=1&bronze=0');
    expect(screen.getByTestId('scroll-remaining').textContent).toBe('1 submissions to reveal');
    const bobRow = () => document.querySelector('[data-uid="u-bob"]') as HTMLElement;
    expect(bobRow().style.transform).toBe('translateY(56px)');
    act(() => {
      fireEvent.keyDown(window, { key: 'Enter' });
    });
    expect(within(bobRow()).getByTestId('scroll-cell').getAttribute('data-selected')).toBe('true');
    act(() => {
      fireEvent.keyDown(window, { key: ' ' });
    });
    // bob's AC at 14500 s puts him second still (alice has less penalty); the board is final.
    expect(screen.getByTestId('scroll-remaining').textContent).toBe('All submissions are revealed');
    expect(within(bobRow()).getByTestId('scroll-solved').textContent).toBe('1');
    expect(bobRow().getAttribute('data-medal')).toBe('silver');
    expect((document.querySelector('[data-uid="u-alice"]') as HTMLElement).getAttribute('data-medal')).toBe('gold');
  });

  it('asks for a contest id', async () => {
    renderApp({ path: '/scrollBoard', user: ADMIN });
    expect(await screen.findByText('The scroll board needs a contest id')).toBeTruthy();
  });
});
