import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/render-app.tsx';
import { problemDetail } from './fixtures.ts';

// jsdom cannot run Monaco; the problem page only needs an editor that holds text.
vi.mock('@oj/ui/code-editor', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  CodeEditor: (props: { value: string }) => <textarea data-testid="code-editor-stub" defaultValue={props.value} />,
}));

function answers(extra: Record<string, (request: Request) => unknown>) {
  return {
    'get-problem-detail': () => problemDetail({ id: 42, userExtraFile: ['data.txt', 'lib.h'] }),
    languages: () => [],
    'get-problem-list': () => ({ total: 0, records: [] }),
    'get-difficulty-list': () => [],
    'get-submission-list': () => ({ total: 0, records: [] }),
    ...extra,
  };
}

describe('the Problem Annex tab (spec 01 §2)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('downloads a file by its name, as an attachment saved under that name', async () => {
    const asked: string[] = [];
    const saved: { name: string; text: Promise<string> }[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      saved.push({ name: '', text: blob.text() });
      return 'blob:annex';
    });
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      const last = saved.at(-1);
      if (last) last.name = this.download;
    });
    renderApp({
      path: '/problem/P1000',
      user: {},
      answers: answers({
        'get-problem-extra-file': (request) => {
          asked.push(new URL(request.url).search);
          return new Response('1 2 3\n', { headers: { 'content-type': 'application/octet-stream', 'content-disposition': 'attachment; filename="data.txt"' } });
        },
      }),
    });
    fireEvent.click(await screen.findByText('Problem Annex'));
    const button = await screen.findByRole('button', { name: 'Download data.txt' });
    fireEvent.click(button);
    await waitFor(() => {
      expect(click).toHaveBeenCalledTimes(1);
    });
    expect(asked).toEqual(['?pid=42&name=data.txt']);
    expect(saved[0]?.name).toBe('data.txt');
    expect(await saved[0]?.text).toBe('1 2 3\n');
  }, 40_000);

  it('saves nothing when the server refuses, and says so (a 404 shows the fixed text of spec 01 §8)', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    URL.createObjectURL = vi.fn(() => 'blob:annex');
    renderApp({
      path: '/problem/P1000',
      user: {},
      answers: answers({
        'get-problem-extra-file': () =>
          new Response(JSON.stringify({ status: 404, msg: 'The file does not exist', data: null }), {
            status: 404,
            headers: { 'content-type': 'application/json' },
          }),
      }),
    });
    fireEvent.click(await screen.findByText('Problem Annex'));
    fireEvent.click(await screen.findByRole('button', { name: 'Download lib.h' }));
    expect(await screen.findByText('Query error: unable to find the resource to request')).toBeTruthy();
    expect(click).not.toHaveBeenCalled();
  }, 40_000);
});
