import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AdminContestDto, AdminContestProblemDto } from '@oj/contracts';
import { renderApp } from '@/testing/render-app.tsx';

// Monaco does not run under jsdom; the editor's own tests are the web app's and the build's.
vi.mock('@oj/ui/code-editor', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  CodeEditor: (props: { value: string; onChange: (value: string) => void; ariaLabel?: string }) => (
    <textarea
      aria-label={props.ariaLabel}
      value={props.value}
      onChange={(event) => {
        props.onChange(event.target.value);
      }}
    />
  ),
}));

const LANGUAGES = [{ id: 1, name: 'C', description: null, contentType: 'text/x-csrc', isSpj: true, codeTemplate: null, oj: 'ME' }];
const CONTEST = { id: 5, title: 'Spring Cup', type: 0, auth: 0, status: -1 } as AdminContestDto;
const LINKED: AdminContestProblemDto[] = [
  { id: 71, cid: 5, pid: 1001, problemId: 'P1001', title: 'Sum', displayId: 'A', displayTitle: 'Sum', color: null, auth: 3 },
];

type Answers = Record<string, (request: Request) => unknown>;
function openEditor(path: string, extra: Answers = {}) {
  return renderApp({
    path,
    user: { roleList: ['admin'] },
    answers: {
      languages: () => LANGUAGES,
      'get-all-problem-tags': () => [],
      'get-difficulty-list': () => [{ id: 0, name: 'Easy', color: '#00ff00' }],
      'admin/contest': () => CONTEST,
      'admin/contest/get-problem-list': () => LINKED,
      ...extra,
    },
  });
}

/** Fills what the bank's editor needs for a save: display id, title, input, output and one manual case. */
async function fillProblem() {
  fireEvent.change(await screen.findByLabelText('Problem Display ID'), { target: { value: 'SC-B' } });
  fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Graphs' } });
  fireEvent.change(screen.getByLabelText('Input Description'), { target: { value: 'A graph' } });
  fireEvent.change(screen.getByLabelText('Output Description'), { target: { value: 'Its diameter' } });
  fireEvent.click(screen.getByLabelText('Enter the cases by hand'));
  fireEvent.change(await screen.findByLabelText('Case 1 input'), { target: { value: '1' } });
  fireEvent.change(screen.getByLabelText('Case 1 output'), { target: { value: '0' } });
  await waitFor(() => {
    expect(screen.getByLabelText('C')).toHaveProperty('checked', true);
  });
}

describe('the problem editor inside a contest (spec 03 §2.19, §5)', { timeout: 90_000 }, () => {
  it('refuses a save without the contest display title', async () => {
    const { calls } = openEditor('/contest/5/problem/create');
    expect(await screen.findByText('Create a problem of Spring Cup')).toBeTruthy();
    const fields = await screen.findByTestId('contest-problem-fields');
    expect(within(fields).getByLabelText('Contest Display ID')).toHaveProperty('value', 'B');
    await fillProblem();
    fireEvent.click(screen.getByTestId('save-problem'));
    expect(within(await screen.findByTestId('problem-issues')).getByText('Contest Display Title is required')).toBeTruthy();
    expect(within(fields).getByText('Contest Display Title is required')).toBeTruthy();
    expect(calls.filter((call) => call === 'POST admin/problem')).toEqual([]);
  });

  it('creates the problem with auth 3, then adds it to the contest under its display id', async () => {
    const saved: unknown[] = [];
    const linked: unknown[] = [];
    const { router } = openEditor('/contest/5/problem/create', {
      'admin/problem': async (request) => {
        saved.push(await request.json());
        return { id: 1002, problemId: 'SC-B', caseVersion: '1' };
      },
      'admin/contest/add-problem-from-public': async (request) => {
        linked.push(await request.json());
        return null;
      },
    });
    await fillProblem();
    const fields = screen.getByTestId('contest-problem-fields');
    fireEvent.change(within(fields).getByLabelText('Contest Display Title'), { target: { value: 'Graphs' } });
    fireEvent.change(within(fields).getByLabelText('Balloon colour'), { target: { value: '#3366ff' } });
    fireEvent.click(screen.getByTestId('save-problem'));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/contest/5/problems');
    });
    expect(saved[0]).toMatchObject({ problem: { problemId: 'SC-B', title: 'Graphs', auth: 3 } });
    expect(linked).toEqual([{ cid: 5, pid: 1002, displayId: 'B', displayTitle: 'Graphs', color: '#3366ff' }]);
  });

  it('moves to the edit page of the new problem when adding it to the contest fails', async () => {
    const { router } = openEditor('/contest/5/problem/create', {
      'admin/problem': () => ({ id: 1002, problemId: 'SC-B', caseVersion: '1' }),
      'admin/contest/add-problem-from-public': () =>
        new Response(JSON.stringify({ status: 400, msg: 'The contest does not exist', data: null }), {
          status: 400,
          headers: { 'content-type': 'application/json' },
        }),
    });
    await fillProblem();
    fireEvent.change(within(screen.getByTestId('contest-problem-fields')).getByLabelText('Contest Display Title'), { target: { value: 'Graphs' } });
    fireEvent.click(screen.getByTestId('save-problem'));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/contest/5/problem/1002/edit');
    });
  });
});
