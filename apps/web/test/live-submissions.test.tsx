import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Verdict } from '@oj/contracts';
import { renderApp } from '@/testing/render-app.tsx';
import { submission } from './fixtures.ts';

// Issue 12, the live channel in the status list: the user's own verdicts are pushed while the stream
// is up, so only other users' rows are polled; without the stream, every moving row is polled.

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
    push: (text: string) => controller?.enqueue(encoder.encode(text)),
    opened: () => opened,
  };
}

const statusOf = (submitId: number) =>
  screen
    .getAllByTestId('submission-status')
    .find((cell) => cell.closest('tr')?.getAttribute('data-row-key') === String(submitId))
    ?.getAttribute('data-status');

describe('status list with the live channel', () => {
  it('shows a pushed verdict of an own row and keeps polling only the other rows', async () => {
    const stream = liveStream();
    const checked: number[][] = [];
    renderApp({
      path: '/status',
      user: { uid: 'u1', username: 'alice' },
      answers: {
        live: stream.answer,
        'get-submission-list': () => ({
          total: 2,
          records: [submission(2, { status: Verdict.Judging }), submission(1, { uid: 'u2', username: 'bob', status: Verdict.Pending })],
        }),
        'check-submissions-status': async (request) => {
          const { submitIds } = (await request.json()) as { submitIds: number[] };
          checked.push(submitIds);
          return Object.fromEntries(
            submitIds.map((id) => [
              String(id),
              submission(id, id === 1 ? { uid: 'u2', username: 'bob', status: Verdict.Pending } : { status: Verdict.Judging }),
            ]),
          );
        },
      },
    });
    await screen.findByText('bob');
    await waitFor(() => {
      expect(stream.opened()).toBe(1);
    });
    stream.push('retry: 3000\nevent: ready\ndata: {"topics":["user.u1"]}\n\n');
    // Once live, the own moving row is checked once (a push may have been missed before the stream was ready).
    await waitFor(() => {
      expect(checked).toContainEqual([2]);
    });
    stream.push(
      `event: live\ndata: ${JSON.stringify({ topic: 'user.u1', kind: 'verdict', data: { submitId: 2, pid: 1, cid: 0, status: Verdict.Accepted, score: null, time: 15, memory: 1024 } })}\n\n`,
    );
    await waitFor(() => {
      expect(statusOf(2)).toBe(String(Verdict.Accepted));
    });
    // bob's row is still polled every 2 s, alone.
    await waitFor(
      () => {
        expect(checked.filter((ids) => ids.includes(1)).length).toBeGreaterThanOrEqual(1);
      },
      { timeout: 5_000 },
    );
    expect(checked.filter((ids) => ids.includes(1)).every((ids) => ids.length === 1)).toBe(true);
    expect(checked.filter((ids) => ids.includes(2))).toEqual([[2]]);
  }, 20_000);

  it('polls every moving row, own ones included, when the stream cannot be opened', async () => {
    const checked: number[][] = [];
    renderApp({
      path: '/status',
      user: { uid: 'u1', username: 'alice' },
      answers: {
        live: () => new Response(JSON.stringify({ status: 503, msg: 'down', data: null }), { status: 503, headers: { 'content-type': 'application/json' } }),
        'get-submission-list': () => ({ total: 1, records: [submission(3, { status: Verdict.Pending })] }),
        'check-submissions-status': () => {
          checked.push([3]);
          return { '3': submission(3, { status: Verdict.WrongAnswer }) };
        },
      },
    });
    await waitFor(
      () => {
        expect(statusOf(3)).toBe(String(Verdict.WrongAnswer));
      },
      { timeout: 6_000 },
    );
    expect(checked).toEqual([[3]]);
  }, 20_000);
});
