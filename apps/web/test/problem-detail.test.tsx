import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/render-app.tsx';
import { problemDetail, submission } from './fixtures.ts';

// jsdom cannot run Monaco (no layout, no workers); the browser test drives the real editor.
// This stand-in keeps the editor's contract: uncontrolled text, replaced when `revision` moves.
vi.mock('@oj/ui/code-editor', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  CodeEditor: (props: { value: string; revision?: number; onChange: (value: string) => void }) => (
    <textarea
      data-testid="code-editor-stub"
      key={props.revision}
      defaultValue={props.value}
      onChange={(event) => {
        props.onChange(event.target.value);
      }}
    />
  ),
}));

const LANGUAGES = [
  { id: 1, name: 'C', description: null, contentType: 'text/x-csrc', isSpj: false, codeTemplate: null, oj: 'ME' },
  { id: 2, name: 'Python3', description: null, contentType: 'text/x-python', isSpj: false, codeTemplate: null, oj: 'ME' },
];

function answers(extra: Record<string, (request: Request) => unknown> = {}, detail = problemDetail()) {
  return {
    'get-problem-detail': () => detail,
    languages: () => LANGUAGES,
    'get-problem-list': () => ({ total: 0, records: [] }),
    'get-difficulty-list': () => [{ id: 0, name: 'Easy', color: '#52c41a' }],
    'get-submission-list': () => ({ total: 0, records: [] }),
    ...extra,
  };
}

async function editor(): Promise<HTMLTextAreaElement> {
  return screen.findByTestId<HTMLTextAreaElement>('code-editor-stub');
}

describe('problem page (spec 01 §2, §4)', () => {
  it('shows the statement with doubled limits for other languages, samples and the template of the first language', async () => {
    renderApp({ path: '/problem/P1000', user: {}, answers: answers() });
    const statement = await screen.findByTestId('problem-statement');
    expect(within(statement).getByTestId('problem-title').textContent).toBe('P1000 A+B Problem');
    expect(statement.textContent).toContain('C/C++ 1000 ms, Others 2000 ms');
    expect(screen.getByTestId('sample-input-1').textContent).toBe('1 2\n');
    expect((await editor()).value).toBe('// C template');
    // No Annex tab without extra files; the test-judge button is there for type 0.
    expect(screen.queryByText('Problem Annex')).toBeNull();
    expect(screen.getByTestId('open-test-judge')).toBeTruthy();
  });

  it('hides the limits and the online test for type 2, and shows the Annex tab when files exist', async () => {
    renderApp({ path: '/problem/P1000', user: {}, answers: answers({}, problemDetail({ type: 2, userExtraFile: ['data.txt'] })) });
    const statement = await screen.findByTestId('problem-statement');
    expect(statement.textContent).not.toContain('Time Limit');
    expect(screen.queryByTestId('open-test-judge')).toBeNull();
    fireEvent.click(screen.getByText('Problem Annex'));
    expect((await screen.findByTestId('problem-annex')).textContent).toContain('data.txt');
  });

  it('swaps templates on a language change only while the code is untouched, and remembers the code per problem', async () => {
    renderApp({ path: '/problem/P1000', user: {}, answers: answers() });
    const stub = await editor();
    fireEvent.mouseDown(within(screen.getByTestId('editor-language')).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('Python3'));
    await waitFor(async () => {
      expect((await editor()).value).toBe('# Python template');
    });
    fireEvent.change(await editor(), { target: { value: 'print(1)' } });
    fireEvent.mouseDown(within(screen.getByTestId('editor-language')).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('C'));
    await waitFor(() => {
      expect(JSON.parse(localStorage.getItem('oj.editor.problem.P1000') ?? '{}')).toMatchObject({ language: 'C', code: 'print(1)' });
    });
    expect(stub).toBeTruthy();
  });

  it('refuses empty code, then submits, polls the status and reports Accepted with the congratulation', async () => {
    const detail = problemDetail();
    let checks = 0;
    const submits: unknown[] = [];
    renderApp({
      path: '/problem/P1000',
      user: {},
      answers: answers(
        {
          'submit-problem-judge': async (request) => {
            submits.push(await request.json());
            return { submitId: 77 };
          },
          'check-submissions-status': () => {
            checks += 1;
            return { '77': submission(77, { status: checks < 2 ? 7 : 0, time: 3, memory: 1024 }) };
          },
        },
        detail,
      ),
    });
    fireEvent.change(await editor(), { target: { value: '   ' } });
    fireEvent.click(screen.getByTestId('submit-code'));
    expect(await screen.findByText('Code can not be empty')).toBeTruthy();
    expect(submits).toEqual([]);

    fireEvent.change(await editor(), { target: { value: 'int main(){}' } });
    fireEvent.click(screen.getByTestId('submit-code'));
    await screen.findByText('Submit code successfully');
    expect(submits).toEqual([{ pid: 1, language: 'C', code: 'int main(){}', gid: null, cid: 0, isRemote: false }]);
    const panel = await screen.findByTestId('submit-result');
    await waitFor(
      () => {
        expect(panel.getAttribute('data-status')).toBe('7');
      },
      { timeout: 6000 },
    );
    await waitFor(
      () => {
        expect(screen.getByTestId('submit-result').getAttribute('data-status')).toBe('0');
      },
      { timeout: 6000 },
    );
    expect(screen.getByTestId('submit-result').textContent).toContain('Accepted');
    expect(await screen.findByTestId('congratulation')).toBeTruthy();
    expect(checks).toBe(2);
  }, 30_000);

  it('does not poll while the live channel is up: the pushed verdict ends the wait, checked once (issue 20)', async () => {
    const encoder = new TextEncoder();
    let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
    const body = new ReadableStream<Uint8Array>({
      start: (c) => {
        controller = c;
      },
    });
    const push = (text: string) => controller?.enqueue(encoder.encode(text));
    let opened = 0;
    let checks = 0;
    renderApp({
      path: '/problem/P1000',
      user: { uid: 'u1', username: 'alice' },
      answers: answers({
        live: () => {
          opened += 1;
          return new Response(body, { headers: { 'content-type': 'text/event-stream; charset=utf-8' } });
        },
        'submit-problem-judge': () => ({ submitId: 78 }),
        'check-submissions-status': () => {
          checks += 1;
          return { '78': submission(78, { status: checks < 2 ? 7 : 0, time: 3, memory: 1024 }) };
        },
      }),
    });
    await waitFor(() => {
      expect(opened).toBe(1);
    });
    push('retry: 3000\nevent: ready\ndata: {"topics":["user.u1"]}\n\n');
    fireEvent.change(await editor(), { target: { value: 'int main(){}' } });
    fireEvent.click(screen.getByTestId('submit-code'));
    await waitFor(() => {
      expect(screen.getByTestId('submit-result').getAttribute('data-status')).toBe('7');
    });
    // Live: checked once after the submit, then no 2 s polling.
    await new Promise((resolve) => setTimeout(resolve, 4_500));
    expect(checks).toBe(1);
    push(
      `event: live\ndata: ${JSON.stringify({ topic: 'user.u1', kind: 'verdict', data: { submitId: 78, pid: 1, cid: 0, status: 0, score: null, time: 3, memory: 1024 } })}\n\n`,
    );
    await waitFor(() => {
      expect(screen.getByTestId('submit-result').getAttribute('data-status')).toBe('0');
    });
    expect(checks).toBe(2);
  }, 30_000);

  it('shows the accepted card on the 100th acceptance with the days the submission detail gives', async () => {
    const base = problemDetail();
    const detail = { ...base, problemCount: { ...base.problemCount, ac: 100 } };
    let homeLookups = 0;
    renderApp({
      path: '/problem/P1000',
      user: {},
      answers: answers(
        {
          'submit-problem-judge': () => ({ submitId: 77 }),
          'check-submissions-status': () => ({ '77': submission(77, { status: 0 }) }),
          'get-submission-list': () => ({ total: 1, records: [submission(77)] }),
          'get-submission-detail': () => ({ submission: { ...submission(77), code: null, errorMessage: null }, codeShare: true, days: 42, accepted: 7 }),
          'get-user-home-info': () => {
            homeLookups += 1;
            return new Response(null, { status: 500 });
          },
        },
        detail,
      ),
    });
    fireEvent.change(await editor(), { target: { value: 'int main(){}' } });
    fireEvent.click(screen.getByTestId('submit-code'));
    const card = await screen.findByTestId('accepted-card', {}, { timeout: 6000 });
    expect(card.textContent).toContain('alice, this is accepted submission number 100 of this problem, on day 42 of your journey here.');
    expect(homeLookups).toBe(0);
  }, 30_000);

  it('lets a visitor read a problem while guest browsing is on (the default; the switch off is in guest-browse.test.tsx)', async () => {
    const { store } = renderApp({ path: '/problem/P1000', answers: answers() });
    // Spec 01 §6 lets visitors browse; the site switch guestBrowseProblems (default on) decides.
    await screen.findByTestId('problem-statement');
    expect(store.getState().authUi.dialogOpen).toBe(false);
  });
});
