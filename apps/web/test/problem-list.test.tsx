import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app.tsx';
import { TAG_GROUPS, problemRow } from './fixtures.ts';

function listAnswers(seen: URL[]) {
  return {
    'get-problem-list': (request: Request) => {
      const url = new URL(request.url);
      seen.push(url);
      const tagged = url.searchParams.get('tagId') === '[2]';
      const rows = tagged
        ? [problemRow(1, { tags: [{ id: 2, name: 'Math', color: null }], total: 10, ac: 10 })]
        : [
            problemRow(1, { tags: [{ id: 2, name: 'Math', color: null }], total: 10, ac: 10, wa: 0 }),
            problemRow(2, { title: 'Palindromes', total: 5, ac: 1, wa: 4 }),
          ];
      return { total: rows.length, records: rows };
    },
    'get-difficulty-list': () => [
      { id: 0, name: 'Easy', color: '#52c41a' },
      { id: 1, name: 'Mid', color: '#faad14' },
      { id: 2, name: 'Hard', color: '#f5222d' },
    ],
    'get-problem-tags-and-classification': () => TAG_GROUPS,
    'get-user-problem-status': () => ({ '1': { status: 0, score: null }, '2': { status: -1, score: null } }),
  };
}

describe('problem list screen (spec 01 §2)', () => {
  it('normalises the URL query it is opened with: page below 1 is 1, a bad tagId no filter', async () => {
    const seen: URL[] = [];
    renderApp({ path: '/problem?currentPage=0&tagId=oops&limit=15', user: {}, answers: listAnswers(seen) });
    await screen.findByText('Palindromes');
    expect(seen[0]?.searchParams.get('currentPage')).toBe('1');
    expect(seen[0]?.searchParams.get('limit')).toBe('15');
    expect(seen[0]?.searchParams.has('tagId')).toBe(false);
    expect(seen[0]?.searchParams.get('oj')).toBe('ME');
  });

  it('shows status icons, level badges and AC-rate bars coloured by band', async () => {
    renderApp({ path: '/problem', user: {}, answers: listAnswers([]) });
    await screen.findByText('Palindromes');
    await screen.findByTestId('status-solved');
    expect(screen.getByTestId('status-tried')).toBeTruthy();
    const bars = screen.getAllByTestId('ac-rate');
    expect(bars.map((bar) => bar.getAttribute('data-color'))).toEqual(['#0f9d58', '#ff9900']);
    expect(bars[1]?.textContent).toContain('20.00%');
    expect(screen.getAllByTestId('difficulty-tag')[0]?.textContent).toBe('Easy');
  });

  it('adds a clicked tag to the filter in the URL and lists again with it', async () => {
    const seen: URL[] = [];
    const { router } = renderApp({ path: '/problem', user: {}, answers: listAnswers(seen) });
    await screen.findByText('Palindromes');
    fireEvent.click(screen.getAllByTestId('row-tag')[0] as HTMLElement);
    await waitFor(() => {
      expect(router.state.location.search).toContain('tagId=%5B2%5D');
    });
    await waitFor(() => {
      expect(screen.queryByText('Palindromes')).toBeNull();
    });
    expect(seen.at(-1)?.searchParams.get('tagId')).toBe('[2]');
    expect(within(screen.getByTestId('tag-chips')).getByText('Math')).toBeTruthy();
  });

  it('shows the hovered problem’s verdict distribution and searches tags case-insensitively', async () => {
    renderApp({ path: '/problem', user: {}, answers: listAnswers([]) });
    const row = (await screen.findByText('Palindromes')).closest('tr') as HTMLElement;
    fireEvent.mouseEnter(row);
    const panel = await screen.findByTestId('verdict-distribution');
    expect(panel.textContent).toContain('P1001 Palindromes');
    expect(panel.textContent).toContain('4 (80.00%)');
    fireEvent.change(within(screen.getByTestId('tag-browser')).getByPlaceholderText('Search tags'), { target: { value: 'KNAP' } });
    await waitFor(() => {
      expect(
        within(screen.getByTestId('tag-browser'))
          .getAllByTestId('browser-tag')
          .map((tag) => tag.textContent),
      ).toEqual(['Knapsack']);
    });
  });

  it('picks a random problem, wishes good luck and opens it', async () => {
    const { router } = renderApp({ path: '/problem', user: {}, answers: { ...listAnswers([]), 'get-random-problem': () => ({ problemId: 'P1003' }) } });
    fireEvent.click(await screen.findByTestId('random-problem'));
    expect(await screen.findByText('Good luck to you')).toBeTruthy();
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/problem/P1003');
    });
  });
});
