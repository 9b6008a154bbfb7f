import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY, setRequestLanguage } from '@oj/api-client/core';
import { renderApp } from '@/testing/render-app.tsx';
import { problemDetail, submission } from './fixtures.ts';

// The optional AI helpers (spec 01 §2, §4, §7): where their buttons appear, and the dialog that
// streams the answer. The scripted /api answers the ai/* paths with a server-sent event stream
// that the test feeds piece by piece.

vi.mock('@oj/ui/code-editor', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  CodeEditor: (props: { value: string }) => <textarea data-testid="code-editor-stub" defaultValue={props.value} />,
}));

const encoder = new TextEncoder();

/** An event-stream Response the test writes into; `requests` records what asked for it. */
function eventStream() {
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  let cancelled = false;
  const requests: Request[] = [];
  const stream = new ReadableStream<Uint8Array>({
    start: (c) => {
      controller = c;
    },
    cancel: () => {
      cancelled = true;
    },
  });
  return {
    requests,
    answer: (request: Request) => {
      requests.push(request);
      return new Response(stream, { headers: { 'content-type': 'text/event-stream' } });
    },
    chunk: (content: string) => controller?.enqueue(encoder.encode(`data: ${JSON.stringify({ choices: [{ delta: { content } }] })}\n\n`)),
    raw: (text: string) => controller?.enqueue(encoder.encode(text)),
    isCancelled: () => cancelled,
  };
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const problemAnswers = {
  'get-problem-detail': () => problemDetail({ id: 42 }),
  languages: () => [{ id: 1, name: 'C', description: null, contentType: 'text/x-csrc', isSpj: false, codeTemplate: null, oj: 'ME' }],
  'get-problem-list': () => ({ total: 0, records: [] }),
  'get-difficulty-list': () => [],
  'get-submission-list': () => ({ total: 0, records: [] }),
};

function submissionAnswers(fields: Parameters<typeof submission>[1], code: string | null = 'int main(){}') {
  return {
    'get-submission-detail': () => ({ submission: { ...submission(9, fields), code, errorMessage: null }, codeShare: true }),
    'get-all-case-result': () => ({ judgeCaseMode: 'default', judgeCaseList: [], subTaskJudgeCaseVoList: null }),
  };
}

afterEach(() => {
  setRequestLanguage(null);
});

function dialog(): HTMLElement {
  return screen.getByTestId('ai-dialog');
}

describe('AI explanation on the problem page (spec 01 §2)', () => {
  it('is not offered while AI chat is off', async () => {
    renderApp({ path: '/problem/P1000', user: {}, answers: problemAnswers });
    await screen.findByTestId('open-statistics');
    expect(screen.queryByTestId('open-ai')).toBeNull();
  });

  it('streams the explanation into the dialog as it arrives, and Stop ends it where it is', async () => {
    const stream = eventStream();
    // main.tsx sets the request language from the interface's; the harness leaves that to tests.
    setRequestLanguage('en-US');
    const { calls } = renderApp({
      path: '/problem/P1000',
      user: {},
      config: { openAiChat: true },
      answers: { ...problemAnswers, 'ai/explain-problem': stream.answer },
    });
    fireEvent.click(await screen.findByTestId('open-ai'));
    await waitFor(() => {
      expect(dialog().getAttribute('data-phase')).toBe('streaming');
    });
    expect(screen.getByText('AI explanation of the problem')).toBeTruthy();
    expect(screen.getByTestId('ai-thinking').textContent).toContain('Thinking');
    expect(calls).toContain('GET ai/explain-problem');
    const request = stream.requests[0];
    expect(new URL(request?.url ?? '').searchParams.get('pid')).toBe('42');
    expect(request?.headers.get('authorization')).toBe('test-token');
    expect(request?.headers.get('accept-language')).toBe('en-US');

    stream.chunk('## Idea\n\nAdd the ');
    // The first piece is on the page, rendered as markdown, while the answer is still coming.
    await waitFor(() => {
      expect(screen.getByTestId('ai-answer').querySelector('h2')?.textContent).toBe('Idea');
    });
    expect(screen.getByTestId('ai-answer').textContent).toContain('Add the');
    expect(screen.getByTestId('ai-answer').textContent).not.toContain('numbers');
    expect(dialog().getAttribute('data-phase')).toBe('streaming');
    expect(screen.queryByTestId('ai-thinking')).toBeNull();
    stream.chunk('two **numbers**.');
    await waitFor(() => {
      expect(screen.getByTestId('ai-answer').querySelector('strong')?.textContent).toBe('numbers');
    });
    expect(screen.getByTestId('ai-answer').textContent).toContain('Add the two numbers.');

    fireEvent.click(screen.getByTestId('ai-stop'));
    await waitFor(() => {
      expect(dialog().getAttribute('data-phase')).toBe('stopped');
    });
    expect(screen.getByTestId('ai-stopped').textContent).toContain('incomplete');
    // The connection is closed, the partial answer stays, and Stop has become Retry.
    await waitFor(() => {
      expect(stream.isCancelled()).toBe(true);
    });
    expect(screen.getByTestId('ai-answer').textContent).toContain('Add the two numbers.');
    expect(screen.queryByTestId('ai-stop')).toBeNull();
    expect(screen.getByTestId('ai-retry')).toBeTruthy();
  });

  it('finishes at [DONE] and retries from the start', async () => {
    const streams = [eventStream(), eventStream()];
    let asked = 0;
    renderApp({
      path: '/problem/P1000',
      user: {},
      config: { openAiChat: true },
      answers: { ...problemAnswers, 'ai/explain-problem': (request) => streams[asked++]?.answer(request) },
    });
    fireEvent.click(await screen.findByTestId('open-ai'));
    await waitFor(() => {
      expect(streams[0]?.requests).toHaveLength(1);
    });
    streams[0]?.chunk('First answer.');
    streams[0]?.raw('data: [DONE]\n\n');
    await waitFor(() => {
      expect(dialog().getAttribute('data-phase')).toBe('done');
    });
    expect(screen.getByTestId('ai-answer').textContent).toContain('First answer.');

    fireEvent.click(screen.getByTestId('ai-retry'));
    await waitFor(() => {
      expect(dialog().getAttribute('data-phase')).toBe('streaming');
    });
    expect(screen.queryByTestId('ai-answer')).toBeNull();
    streams[1]?.chunk('Second answer.');
    streams[1]?.raw('data: [DONE]\n\n');
    await waitFor(() => {
      expect(dialog().getAttribute('data-phase')).toBe('done');
    });
    expect(screen.getByTestId('ai-answer').textContent).toBe('Second answer.');
  });

  it('shows the server’s refusal in the dialog', async () => {
    renderApp({
      path: '/problem/P1000',
      user: {},
      config: { openAiChat: true },
      answers: { ...problemAnswers, 'ai/explain-problem': () => json({ status: 403, msg: 'AI chat is not enabled', data: null }, 403) },
    });
    fireEvent.click(await screen.findByTestId('open-ai'));
    const error = await screen.findByTestId('ai-error');
    expect(error.textContent).toContain('The AI could not answer');
    expect(error.textContent).toContain('AI chat is not enabled');
    expect(dialog().getAttribute('data-phase')).toBe('error');
  });
});

describe('AI helpers on submission details (spec 01 §2, §4)', () => {
  const offered = async (fields: Parameters<typeof submission>[1], options: { openAiChat?: boolean; code?: string | null } = {}) => {
    const view = renderApp({
      path: '/submission-detail/9',
      user: { uid: 'u1' },
      config: { openAiChat: options.openAiChat ?? true },
      answers: submissionAnswers(fields, options.code === undefined ? 'int main(){}' : options.code),
    });
    await screen.findByTestId('status-banner');
    const kinds = ['ai-explain-ce', 'ai-provide-idea', 'ai-perfect-code'].filter((id) => screen.queryByTestId(id) !== null);
    view.unmount();
    return kinds;
  };

  it('offers the compile-error explanation only for Compile Error, and idea and review from Compile Error to Accepted', async () => {
    expect(await offered({ status: -2 })).toEqual(['ai-explain-ce', 'ai-provide-idea', 'ai-perfect-code']);
    expect(await offered({ status: -1 })).toEqual(['ai-provide-idea', 'ai-perfect-code']);
    expect(await offered({ status: 0 })).toEqual(['ai-provide-idea', 'ai-perfect-code']);
    expect(await offered({ status: 1 })).toEqual([]);
    expect(await offered({ status: -3 })).toEqual([]);
  }, 30_000);

  it('offers nothing with AI chat off, in a contest, or when the code is hidden', async () => {
    expect(await offered({ status: -2 }, { openAiChat: false })).toEqual([]);
    expect(await offered({ status: -2, cid: 4 })).toEqual([]);
    expect(await offered({ status: -1 }, { code: null })).toEqual([]);
  }, 30_000);

  it('opens the dialog of the helper chosen, for this submission, and shows an error that arrives mid-stream', async () => {
    const stream = eventStream();
    renderApp({
      path: '/submission-detail/9',
      user: { uid: 'u1' },
      config: { openAiChat: true },
      answers: { ...submissionAnswers({ status: -2 }), 'ai/explain-ce': stream.answer },
    });
    fireEvent.click(await screen.findByTestId('ai-explain-ce'));
    await waitFor(() => {
      expect(stream.requests).toHaveLength(1);
    });
    expect(new URL(stream.requests[0]?.url ?? '').searchParams.get('submitId')).toBe('9');
    expect(screen.getByText('AI explains the compile error')).toBeTruthy();
    stream.chunk('The semicolon');
    await waitFor(() => {
      expect(screen.getByTestId('ai-answer').textContent).toContain('The semicolon');
    });
    stream.raw('data: {"error":"The AI service is busy"}\n\ndata: [DONE]\n\n');
    const error = await screen.findByTestId('ai-error');
    expect(error.textContent).toContain('The AI service is busy');
    // What arrived before the failure stays readable.
    expect(screen.getByTestId('ai-answer').textContent).toContain('The semicolon');
    fireEvent.click(screen.getByTestId('ai-close'));
    await waitFor(() => {
      expect(screen.queryByTestId('ai-dialog')).toBeNull();
    });
  });

  it('asks a visitor to log in instead of asking the AI', async () => {
    const stream = eventStream();
    const { store } = renderApp({
      path: '/submission-detail/9',
      config: { openAiChat: true },
      answers: { ...submissionAnswers({ status: -1 }), 'ai/provide-idea': stream.answer },
    });
    fireEvent.click(await screen.findByTestId('ai-provide-idea'));
    expect(await screen.findByText('Please login first')).toBeTruthy();
    expect(store.getState().authUi.dialogOpen).toBe(true);
    expect(stream.requests).toHaveLength(0);
    expect(screen.queryByTestId('ai-dialog')).toBeNull();
  });

  it('on a 401 ends the session and opens the login dialog, keeping the reason in the dialog', async () => {
    const { store } = renderApp({
      path: '/submission-detail/9',
      user: { uid: 'u1' },
      config: { openAiChat: true },
      answers: { ...submissionAnswers({ status: 0 }), 'ai/perfect-code': () => json({ status: 401, msg: 'Login expired', data: null }, 401) },
    });
    fireEvent.click(await screen.findByTestId('ai-perfect-code'));
    expect((await screen.findByTestId('ai-error')).textContent).toContain('Login expired');
    await waitFor(() => {
      expect(store.getState().authUi.dialogOpen).toBe(true);
    });
    expect(store.getState().session.token).toBeNull();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });
});
