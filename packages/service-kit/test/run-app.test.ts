import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { Agent, request } from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from '../src/index.ts';

const FIXTURE = fileURLToPath(new URL('./fixtures/closing-app.ts', import.meta.url));

interface Started {
  child: ChildProcess;
  exited: Promise<number | null>;
}

const children: ChildProcess[] = [];

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});

/** Starts the fixture service on `port` and waits until it listens. */
async function start(port: number, env: Record<string, string>): Promise<Started> {
  const child = spawn(process.execPath, [FIXTURE], {
    env: { ...process.env, OJ_GATEWAY_PORT: String(port), OJ_LOG_LEVEL: 'silent', OJ_JWT_SECRET: 'a-test-secret-of-enough-length', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  let output = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('listening')) resolve();
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    void exited.then((code) => {
      reject(new Error(`the fixture exited with ${String(code)}: ${output}`));
    });
  });
  return { child, exited };
}

/** GET on `port`, through `agent` (false: a new connection). */
function get(port: number, path: string, agent: Agent | false): Promise<{ status: number; headers: IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, agent }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => {
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

describe('a service process stopping (runApp)', () => {
  it('answers a request that reaches it while it closes, with connection: close, instead of 503', async () => {
    const port = await freePort();
    const service = await start(port, { FIXTURE_PRE_CLOSE_MS: '1500' });
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    expect((await get(port, '/work', agent)).status).toBe(200);
    service.child.kill('SIGTERM');
    await sleep(300);
    // On the connection the client kept: the process is in its preClose hooks, still listening.
    const during = await get(port, '/work', agent);
    expect(during.status).toBe(200);
    expect(during.headers.connection).toBe('close');
    expect(await service.exited).toBe(0);
    agent.destroy();
  }, 60_000);

  it('with OJ_REUSE_PORT, shares its port with a new process, names itself on /readyz, and the port never refuses while it stops', async () => {
    const port = await freePort();
    const old = await start(port, { OJ_REUSE_PORT: 'true', FIXTURE_PRE_CLOSE_MS: '1000' });
    const next = await start(port, { OJ_REUSE_PORT: 'true' });
    const named = new Set<string>();
    for (let i = 0; i < 40 && named.size < 2; i += 1) named.add(String((await get(port, '/readyz', false)).headers['x-oj-pid']));
    expect(named).toEqual(new Set([String(old.child.pid), String(next.child.pid)]));
    old.child.kill('SIGTERM');
    const answers: number[] = [];
    const until = Date.now() + 2_000;
    while (Date.now() < until) {
      answers.push(
        await get(port, '/work', false).then(
          (response) => response.status,
          () => 0,
        ),
      );
      await sleep(10);
    }
    expect(await old.exited).toBe(0);
    expect(answers.filter((status) => status !== 200)).toEqual([]);
    next.child.kill('SIGTERM');
    expect(await next.exited).toBe(0);
  }, 60_000);
});
