import { randomBytes } from 'node:crypto';
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

/** A log destination that keeps every line, for assertions on what was (not) logged. */
export function captureLogs(): { stream: Writable; lines: () => string[] } {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      chunks.push(chunk.toString());
      callback();
    },
  });
  return {
    stream,
    lines: () =>
      chunks
        .join('')
        .split('\n')
        .filter((line) => line !== ''),
  };
}
export { freePort as closedPort } from '../src/free-port.ts';
