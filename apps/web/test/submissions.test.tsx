import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app.tsx';
import { submission } from './fixtures.ts';

describe('submission list (spec 01 §2, §4)', () => {
  it('highlights the user’s rows, re-checks those in progress until they finish, and keeps filters in the URL', async () => {
    const bodies: Record<string, unknown>[] = [];
    let checks = 0;
    const { router } = renderApp({
      path: '/status?status=7',
      user: { uid: 'u1', username: 'alice' },
      answers: {
        'get-submission-list': async (request) => {
          bodies.push((await request.json()) as Record<string, unknown>);
          return { total: 2, records: [submission(2, { status: 7 }), submission(1, { uid: 'u2', username: 'bob', status: -1 })] };
        },
        'check-submissions-status': () => {
          checks += 1;
          return { '2': submission(2, { status: 0 }) };
        },
      },
    });
    await screen.findByText('bob');
    expect(bodies[0]).toMatchObject({ status: 7, currentPage: 1, limit: 15, onlyMine: false });
    const rows = screen.getByTestId('submission-table').querySelectorAll('tbody tr.ant-table-row');
    expect(rows[0]?.className).toContain('oj-own-row');
    expect(rows[1]?.className).not.toContain('oj-own-row');
    await waitFor(
      () => {
        expect(screen.getAllByTestId('submission-status')[0]?.getAttribute('data-status')).toBe('0');
      },
      { timeout: 6000 },
    );
    expect(checks).toBe(1);
    // Rejudge is for the super admin only.
    expect(screen.queryByTestId('rejudge')).toBeNull();

    fireEvent.click(screen.getByTestId('filter-mine'));
    await waitFor(() => {
      expect(router.state.location.search).toBe('?onlyMine=true&status=7');
    });
    await waitFor(() => {
      expect(bodies.at(-1)).toMatchObject({ onlyMine: true });
    });
    const author = screen.getByTestId('filter-author');
    const authorInput = author instanceof HTMLInputElement ? author : author.querySelector('input');
    await waitFor(() => {
      expect(authorInput?.disabled).toBe(true);
    });
  }, 30_000);

  it('keeps Mine off for a visitor and asks to log in', async () => {
    const { store, router } = renderApp({ path: '/status', answers: { 'get-submission-list': () => ({ total: 0, records: [] }) } });
    const mine = await screen.findByTestId('filter-mine');
    fireEvent.click(mine);
    expect(await screen.findByText('Please login first')).toBeTruthy();
    expect(store.getState().authUi.dialogOpen).toBe(true);
    expect(mine.getAttribute('aria-checked')).toBe('false');
    expect(router.state.location.search).toBe('');
  });

  it('gives the super admin a Rejudge button that puts the row back into judging', async () => {
    renderApp({
      path: '/status',
      user: { uid: 'r', username: 'root', roleList: ['root'] },
      answers: {
        'get-submission-list': () => ({ total: 1, records: [submission(5, { status: -1 })] }),
        rejudge: () => ({ submitId: 5, status: 5, score: null, oiRankScore: null, time: null, memory: null, errorMessage: null, judger: null }),
        'check-submissions-status': () => ({ '5': submission(5, { status: 5 }) }),
      },
    });
    fireEvent.click(await screen.findByTestId('rejudge'));
    expect(await screen.findByText('Rejudge successfully')).toBeTruthy();
    await waitFor(() => {
      expect(screen.getByTestId('submission-status').getAttribute('data-status')).toBe('5');
    });
  });
});

describe('submission details (spec 01 §2)', () => {
  it('shows the banner, summary, subtask groups and code, and shares the owner’s code', async () => {
    const shares: unknown[] = [];
    renderApp({
      path: '/submission-detail/9',
      user: { uid: 'u1', username: 'alice' },
      answers: {
        'get-submission-detail': () => ({
          submission: { ...submission(9, { status: -2 }), code: 'int main(){}', errorMessage: 'main.c:1: error' },
          codeShare: true,
        }),
        'get-all-case-result': () => ({
          judgeCaseMode: 'subtask_lowest',
          judgeCaseList: [],
          subTaskJudgeCaseVoList: [
            {
              groupNum: 1,
              status: 0,
              score: 40,
              ac: 2,
              total: 2,
              time: 3,
              memory: 900,
              subtaskDetailList: [
                { caseId: 1, seq: 1, status: 0, score: 20, time: 3, memory: 900, groupNum: 1, inputData: '1.in', outputData: '1.out', userOutput: null },
                { caseId: 2, seq: 2, status: 0, score: 20, time: 2, memory: 800, groupNum: 1, inputData: '2.in', outputData: '2.out', userOutput: null },
              ],
            },
          ],
        }),
        submission: async (request) => {
          shares.push(await request.json());
          return null;
        },
      },
    });
    const banner = await screen.findByTestId('status-banner');
    expect(banner.textContent).toContain('Compile Error');
    expect(screen.getByTestId('error-message').textContent).toBe('main.c:1: error');
    expect((await screen.findByTestId('subtask')).textContent).toContain('Subtask 1');
    expect(screen.getAllByTestId('case-card')).toHaveLength(2);
    await waitFor(() => {
      expect(screen.getByTestId('submission-code').textContent).toContain('int main(){}');
    });
    fireEvent.click(screen.getByTestId('share-code'));
    expect(await screen.findByText('Shared successfully')).toBeTruthy();
    expect(shares).toEqual([{ submitId: 9, share: true, uid: 'u1' }]);
  });

  it('offers no Share for someone else’s code, and says when the code is hidden', async () => {
    renderApp({
      path: '/submission-detail/3',
      user: { uid: 'u1' },
      answers: {
        'get-submission-detail': () => ({ submission: { ...submission(3, { uid: 'u2' }), code: null, errorMessage: null }, codeShare: true }),
        'get-all-case-result': () => ({ judgeCaseMode: 'default', judgeCaseList: null, subTaskJudgeCaseVoList: null }),
      },
    });
    expect(await screen.findByText('The code is not visible to you')).toBeTruthy();
    expect(screen.getByText('The case results of this problem are hidden')).toBeTruthy();
    expect(screen.queryByTestId('share-code')).toBeNull();
  });

  it('offers Share on the owner’s code only while sharing is on and the submission is not from a contest (spec 01 §5)', async () => {
    const cases: [string, { cid: number }, boolean, boolean][] = [
      ['sharing on, not a contest', { cid: 0 }, true, true],
      ['sharing off for the problem', { cid: 0 }, false, false],
      ['a contest submission', { cid: 4 }, true, false],
    ];
    for (const [name, fields, codeShare, offered] of cases) {
      const view = renderApp({
        path: '/submission-detail/8',
        user: { uid: 'u1' },
        answers: {
          'get-submission-detail': () => ({ submission: { ...submission(8, fields), code: 'int main(){}', errorMessage: null }, codeShare }),
          'get-all-case-result': () => ({ judgeCaseMode: 'default', judgeCaseList: [], subTaskJudgeCaseVoList: null }),
        },
      });
      await waitFor(() => {
        expect(screen.getByTestId('submission-code').textContent).toContain('int main(){}');
      });
      expect({ name, offered: screen.queryByTestId('share-code') !== null }).toEqual({ name, offered });
      view.unmount();
    }
  });
});
