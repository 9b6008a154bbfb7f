import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visit } from '../src/a11y.ts';
import { launchBrowser } from '../src/browser.ts';
import type { TestBrowser } from '../src/browser.ts';
import { api, apiLogin, rootPassword, signedInContext, submitAndWait } from '../src/session.ts';
import type { ApiSession } from '../src/session.ts';

// The AI helpers through the started platform: a stand-in for the third-party AI provider runs in
// this process (an OpenAI-style streaming chat-completions endpoint), root points the platform at it
// through the admin call, and the browser asks for a code review of a wrong answer.

interface ProviderCall {
  authorization: string | undefined;
  model: unknown;
  stream: unknown;
  prompt: string;
}

const CHUNKS = ['**Review**: ', 'you print a minus ', 'where a plus belongs.'];

function startProvider(): Promise<{ server: Server; url: string; calls: ProviderCall[] }> {
  const calls: ProviderCall[] = [];
  const server = createServer((request, response) => {
    const parts: Buffer[] = [];
    request.on('data', (part: Buffer) => parts.push(part));
    request.on('end', () => {
      void (async () => {
        const body = JSON.parse(Buffer.concat(parts).toString('utf8')) as { model?: unknown; stream?: unknown; messages?: { content: string }[] };
        calls.push({
          authorization: request.headers.authorization,
          model: body.model,
          stream: body.stream,
          prompt: (body.messages ?? []).map((message) => message.content).join('\n'),
        });
        response.writeHead(200, { 'content-type': 'text/event-stream' });
        for (const text of CHUNKS) {
          response.write(`data: ${JSON.stringify({ choices: [{ index: 0, delta: { content: text } }] })}\n\n`);
          await new Promise((resolve) => setTimeout(resolve, 150));
        }
        response.end('data: [DONE]\n\n');
      })();
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`, calls });
    });
  });
}

const WRONG_A_PLUS_B = '#include <cstdio>\nint main() { long long a, b; std::scanf("%lld %lld", &a, &b); std::printf("%lld\\n", a - b); }\n';

let browser: TestBrowser | undefined;
let provider: Awaited<ReturnType<typeof startProvider>> | undefined;
let root: ApiSession;

beforeAll(async () => {
  browser = await launchBrowser();
  provider = await startProvider();
  root = await apiLogin('root', rootPassword());
  await api('admin/config/set-ai-config', {
    method: 'PUT',
    token: root.token,
    body: { apiUrl: provider.url, model: 'e2e-model', maxTokens: 512, apiKey: 'e2e-provider-key' },
  });
  await api('admin/config/set-web-config', { token: root.token, body: { openAiChat: true } });
});

afterAll(async () => {
  await api('admin/config/set-web-config', { token: root.token, body: { openAiChat: false } }).catch(() => undefined);
  await browser?.close();
  await new Promise<void>((resolve) => {
    if (provider)
      provider.server.close(() => {
        resolve();
      });
    else resolve();
  });
});

describe('AI helpers in Chromium', () => {
  it('streams a code review of a wrong answer from the configured provider into the dialog', async () => {
    if (!browser || !provider) throw new Error('set-up failed');
    const detail = (await api<{ problem: { id: number }; languages: string[] }>('get-problem-detail?problemId=P1000', { token: root.token })).data;
    const language = detail.languages.find((name) => name.startsWith('C++')) ?? 'C++';
    const submission = await submitAndWait(root, { pid: detail.problem.id, language, code: WRONG_A_PLUS_B });
    expect(submission.status).toBe(-1);

    const context = await signedInContext(browser.browser, root);
    const page = await context.newPage();
    const review = page.getByRole('button', { name: 'Code review' });
    await visit(page, `/submission-detail/${String(submission.submitId)}?l=en-US`, review);
    // A wrong answer offers an idea and a review, never a compile-error explanation.
    expect(await page.getByRole('button', { name: 'Explain compile error' }).count()).toBe(0);
    await review.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('where a plus belongs.').waitFor({ timeout: 20_000 });
    // The markdown of the answer is rendered, not shown as raw text.
    expect(await dialog.locator('strong', { hasText: 'Review' }).count()).toBe(1);

    expect(provider.calls).toHaveLength(1);
    const call = provider.calls[0];
    expect(call).toMatchObject({ authorization: 'Bearer e2e-provider-key', model: 'e2e-model', stream: true });
    expect(call?.prompt).toContain('a - b');
    await context.close();
  });
});
