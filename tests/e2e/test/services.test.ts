import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { json, repoRoot } from '../src/env.ts';

/** Every service runs on its own port as its own process, against the e2e database and NATS. */
const SERVICES = [
  { name: 'gateway', portVar: 'OJ_GATEWAY_PORT' },
  { name: 'judge-dispatch', portVar: 'OJ_JUDGE_DISPATCH_PORT' },
  { name: 'contest', portVar: 'OJ_CONTEST_PORT' },
  { name: 'community', portVar: 'OJ_COMMUNITY_PORT' },
] as const;

/** Lets the test read /metrics, which answers anonymous callers 401 (docs/operations.md). */
const METRICS_TOKEN = 'e2e-metrics-token-0123456789';

const children: ChildProcess[] = [];

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('no port'));
      });
    });
  });
}

async function waitForReady(url: string, child: ChildProcess, log: () => string): Promise<Response> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`service exited with ${child.exitCode}:\n${log()}`);
    try {
      const response = await fetch(url);
      if (response.status === 200) return response;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`not ready in 60 s:\n${log()}`);
}

afterAll(() => {
  for (const child of children) child.kill('SIGTERM');
});

describe('each service on its own', () => {
  for (const service of SERVICES) {
    it(`${service.name} reports the database and NATS reachable on /readyz`, async () => {
      const port = await freePort();
      let output = '';
      const child = spawn(process.execPath, [`${repoRoot}apps/${service.name}/src/server.ts`], {
        env: { ...process.env, [service.portVar]: String(port), OJ_MODE: 'split', OJ_METRICS_TOKEN: METRICS_TOKEN },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      children.push(child);
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const response = await waitForReady(`http://127.0.0.1:${port}/readyz`, child, () => output);
      expect(await json<Record<string, unknown>>(response)).toMatchObject({ database: 'ok', nats: 'ok' });
      const health = await fetch(`http://127.0.0.1:${port}/healthz`);
      expect(health.status).toBe(200);
      expect((await fetch(`http://127.0.0.1:${port}/metrics`)).status).toBe(401);
      const metrics = await fetch(`http://127.0.0.1:${port}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
      expect(await metrics.text()).toContain('process_cpu');
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      expect(child.signalCode === 'SIGTERM' || child.exitCode === 0).toBe(true);
    });
  }
});
