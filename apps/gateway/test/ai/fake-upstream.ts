import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A stand-in for the third-party AI provider: an HTTP server in the test process answering
// POST /chat/completions in the OpenAI streaming format. What it does next is set per test.

/** One request the fake received. */
export interface ReceivedCall {
  url: string;
  method: string;
  headers: IncomingMessage['headers'];
  body: {
    model?: unknown;
    stream?: unknown;
    max_tokens?: unknown;
    messages?: { role: string; content: string }[];
  };
  /** Resolves when the caller closed the connection before the answer ended (an abort). */
  aborted: Promise<void>;
  wasAborted: () => boolean;
}

/** What the fake does with the next calls. */
export type Behaviour =
  /** Streams `chunks` (one event each, `delayMs` apart), then `[DONE]`. */
  | { kind: 'stream'; chunks: string[]; delayMs?: number; raw?: string[] }
  /** Streams `chunks`, then breaks the connection. */
  | { kind: 'break'; chunks: string[] }
  /** Streams `chunks`, then an OpenAI error event, then ends. */
  | { kind: 'error-event'; chunks: string[]; message: string }
  /** Streams `chunks`, then keeps the connection open forever. */
  | { kind: 'hang'; chunks: string[] }
  /** Never answers (no headers). */
  | { kind: 'silent' }
  /** Answers this status with a JSON body. */
  | { kind: 'status'; status: number; body: string };

export interface FakeUpstream {
  url: string;
  calls: ReceivedCall[];
  behave(behaviour: Behaviour): void;
  close(): Promise<void>;
}

export function chunkEvent(text: string): string {
  return `data: ${JSON.stringify({ id: 'chatcmpl-1', object: 'chat.completion.chunk', choices: [{ index: 0, delta: { content: text }, finish_reason: null }] })}\n\n`;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function startFakeUpstream(): Promise<FakeUpstream> {
  let behaviour: Behaviour = { kind: 'stream', chunks: ['Hello'] };
  const calls: ReceivedCall[] = [];
  const open = new Set<ServerResponse>();

  const server = createServer((request, response) => {
    const parts: Buffer[] = [];
    request.on('data', (part: Buffer) => parts.push(part));
    request.on('end', () => {
      let wasAborted = false;
      let markAborted = (): void => undefined;
      const aborted = new Promise<void>((resolve) => {
        markAborted = resolve;
      });
      response.on('close', () => {
        if (!response.writableFinished) {
          wasAborted = true;
          markAborted();
        }
        open.delete(response);
      });
      open.add(response);
      let body: ReceivedCall['body'];
      try {
        body = JSON.parse(Buffer.concat(parts).toString('utf8')) as ReceivedCall['body'];
      } catch {
        body = {};
      }
      calls.push({ url: request.url ?? '', method: request.method ?? '', headers: request.headers, body, aborted, wasAborted: () => wasAborted });
      void answer(behaviour, response);
    });
  });

  async function answer(current: Behaviour, response: ServerResponse): Promise<void> {
    if (current.kind === 'silent') return;
    if (current.kind === 'status') {
      response.writeHead(current.status, { 'content-type': 'application/json' });
      response.end(current.body);
      return;
    }
    response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    // A first event with only the role, as OpenAI sends it: no text to pass on.
    response.write(`data: ${JSON.stringify({ choices: [{ index: 0, delta: { role: 'assistant', content: '' } }] })}\n\n`);
    for (const chunk of current.chunks) {
      if (response.destroyed) return;
      response.write(chunkEvent(chunk));
      await sleep(current.kind === 'stream' ? (current.delayMs ?? 5) : 5);
    }
    if (current.kind === 'stream') {
      for (const raw of current.raw ?? []) response.write(raw);
      response.write(`data: ${JSON.stringify({ choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] })}\n\n`);
      response.end('data: [DONE]\n\n');
    } else if (current.kind === 'break') {
      response.socket?.destroy();
    } else if (current.kind === 'error-event') {
      response.end(`data: ${JSON.stringify({ error: { message: current.message, type: 'server_error' } })}\n\n`);
    }
    // 'hang': stays open until the caller leaves.
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    calls,
    behave(next) {
      behaviour = next;
    },
    async close() {
      for (const response of open) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) =>
        server.close(() => {
          resolve();
        }),
      );
    },
  };
}
