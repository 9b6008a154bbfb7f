import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { Writable } from 'node:stream';
import { loadServiceConfig } from '../src/index.ts';
import type { BaseConfig } from '../src/index.ts';

/** A unique NATS namespace per test file, so streams and buckets never collide. */
export function testNamespace(): string {
  return `t${randomBytes(5).toString('hex')}`;
}

/** A base config for tests: silent logs, a random port, a unique NATS namespace. */
export function testConfig(overrides: Record<string, string> = {}): BaseConfig {
  return loadServiceConfig('gateway', {
    OJ_LOG_LEVEL: 'silent',
    OJ_GATEWAY_PORT: '0',
    OJ_NATS_NAMESPACE: testNamespace(),
    OJ_JWT_SECRET: 'a-test-secret-of-enough-length',
    ...overrides,
  });
}

/** A TCP port nothing listens on (taken from the OS, then released). */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => { resolve(); }));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** A log destination that keeps every line, for assertions on what was (not) logged. */
export function captureLogs(): { stream: Writable; lines: () => string[] } {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      chunks.push(chunk.toString());
      callback();
    },
  });
  return { stream, lines: () => chunks.join('').split('\n').filter((line) => line !== '') };
}
