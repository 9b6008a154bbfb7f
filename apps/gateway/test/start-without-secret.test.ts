import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const SERVER = fileURLToPath(new URL('../src/server.ts', import.meta.url));

// Outside the test runner there is no fallback signing secret: a service started without
// OJ_JWT_SECRET stops before it touches anything, naming the variable and where one comes from.
describe('starting the gateway without OJ_JWT_SECRET', () => {
  it('fails with a clear message', async () => {
    const started = await run(process.execPath, [SERVER], { env: { PATH: process.env.PATH ?? '', OJ_GATEWAY_PORT: '0' }, timeout: 20_000 }).then(
      () => ({ code: 0, stderr: '' }),
      (error: unknown) => error as { code: number; stderr: string },
    );
    expect(started.code).toBe(1);
    expect(started.stderr).toContain('[gateway] failed to start: Invalid configuration (1 problem):');
    expect(started.stderr).toContain('OJ_JWT_SECRET: is required but not set (scripts/start generates one into .run/jwt-secret');
  });
});
