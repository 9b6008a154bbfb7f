import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app.tsx';
import { ADMIN, PROBLEMS, ROOT, contest, popconfirm, submission } from './fixtures.ts';

describe('contest submissions (spec 02 §4)', { timeout: 60_000 }, () => {
  const rows = [submission(901, 7), submission(902, -1), submission(903, -4, { score: null })];
  const answersWith = (extra: Record<string, (request: Request) => unknown> = {}) => ({
    'admin/contest': () => contest(5),
    'admin/contest/get-problem-list': () => PROBLEMS,
    'contest-submissions': () => ({ total: rows.length, records: rows }),
    ...extra,
  });

  it('gives an admin no judge actions, and the super admin cancel judge behind the Cancel Judge Tips confirmation', async () => {
    const seen: URL[] = [];
    const view = renderApp({
      path: '/contest/5/submissions',
      user: ADMIN,
      answers: answersWith({
        'contest-submissions': (request) => {
          seen.push(new URL(request.url));
          return { total: rows.length, records: rows };
        },
      }),
    });
    await screen.findByText('902');
    expect(seen[0]?.searchParams.get('contestID')).toBe('5');
    // The server keeps /admin/judge/* for the super admin (spec 02 §6), so an admin is offered none of it.
    for (const name of ['Manual Judge 902', 'Rejudge 902', 'Cancel Judge 902']) expect(screen.queryByRole('button', { name })).toBeNull();
    view.unmount();

    const bodies: unknown[] = [];
    renderApp({
      path: '/contest/5/submissions',
      user: ROOT,
      answers: answersWith({
        'admin/judge/cancel-judge': async (request) => {
          bodies.push(await request.json());
          return { submitId: 902, status: -4, score: null, oiRankScore: null, time: null, memory: null, errorMessage: null, judger: null };
        },
      }),
    });
    await screen.findByText('902');
    expect(screen.getByRole('button', { name: 'Cancel Judge 903' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel Judge 902' }));
    const confirm = popconfirm('Are you sure you want to cancel the judging of this submission? It will be marked Cancelled by hand.');
    fireEvent.click(within(confirm).getByTestId('cancel-judge-confirm'));
    await waitFor(() => {
      expect(bodies).toEqual([{ submitId: 902 }]);
    });
  });

  it('gives the super admin manual judge, off while judging, with the spec 02 statuses', async () => {
    const bodies: unknown[] = [];
    renderApp({
      path: '/contest/5/submissions',
      user: ROOT,
      answers: answersWith({
        'admin/judge/manual-judge': async (request) => {
          bodies.push(await request.json());
          return { submitId: 902, status: 0, score: null, oiRankScore: null, time: 10, memory: 1024, errorMessage: null, judger: null };
        },
      }),
    });
    await screen.findByText('902');
    expect(screen.getByRole('button', { name: 'Manual Judge 901' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Rejudge 902' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Manual Judge 902' }));
    const form = await screen.findByTestId('manual-judge-form');
    expect(within(form).queryByTestId('manual-judge-score')).toBeNull();
    fireEvent.mouseDown(within(form).getByRole('combobox'));
    const options = await screen.findAllByRole('option');
    const labels = options.map((option) => option.textContent);
    for (const name of ['Compile Error', 'Pending', 'Judging', 'Compiling', 'Submitting']) expect(labels.join('|')).not.toContain(name);
    const cancelled = document.querySelector('.ant-select-item-option-disabled');
    expect(cancelled?.textContent).toBe('Cancelled');
    fireEvent.click(await screen.findByTitle('Accepted'));
    fireEvent.click(screen.getByTestId('manual-judge-ok'));
    await waitFor(() => {
      expect(bodies).toEqual([{ submitId: 902, status: 0 }]);
    });
  });

  it('shows the score field of a cancelled submission', async () => {
    renderApp({ path: '/contest/5/submissions', user: ROOT, answers: answersWith() });
    await screen.findByText('903');
    fireEvent.click(screen.getByRole('button', { name: 'Manual Judge 903' }));
    expect(await screen.findByTestId('manual-judge-score')).toBeTruthy();
  });
});
