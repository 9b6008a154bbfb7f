import { connect } from '@nats-io/transport-node';
import type { NatsConnection } from '@nats-io/transport-node';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { natsNames } from '@oj/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKER_COMPILED_TTL_MS, checkerCompiledKey, isCheckerCompiled, markCheckerCompiled, openCheckerCompiledBucket } from '../src/index.ts';
import { testNamespace } from './helpers.ts';

describe('compiled checker marks (NATS KV)', () => {
  let connection: NatsConnection;
  const names = natsNames(testNamespace());

  beforeAll(async () => {
    connection = await connect({ servers: process.env.OJ_NATS_URL ?? 'nats://127.0.0.1:4222' });
  });

  afterAll(async () => {
    await (await jetstreamManager(connection)).streams.delete(`KV_${names.kv.checkerCompiled}`).catch(() => false);
    await connection.close();
  });

  it('keys by language and code, so neither alone matches', () => {
    const key = checkerCompiledKey('C++', 'int main(){}');
    expect(key).toMatch(/^c\.[0-9a-f]{64}$/);
    expect(checkerCompiledKey('C', 'int main(){}')).not.toBe(key);
    expect(checkerCompiledKey('C++', 'int main(){ }')).not.toBe(key);
    // The separator keeps "C" + "++x" apart from "C++" + "x".
    expect(checkerCompiledKey('C', '++x')).not.toBe(checkerCompiledKey('C++', 'x'));
  });

  it('answers true only for the exact program marked, until the mark expires', async () => {
    const kv = await openCheckerCompiledBucket(jetstream(connection), names);
    const code = '#include "testlib.h"\nint main(int argc, char* argv[]) { registerTestlibCmd(argc, argv); quitf(_ok, "ok"); }\n';
    expect(await isCheckerCompiled(kv, 'C++', code)).toBe(false);
    const now = Date.now();
    await markCheckerCompiled(kv, 'C++', code, now);
    expect(await isCheckerCompiled(kv, 'C++', code)).toBe(true);
    expect(await isCheckerCompiled(kv, 'C', code)).toBe(false);
    expect(await isCheckerCompiled(kv, 'C++', `${code} `)).toBe(false);
    expect(await isCheckerCompiled(kv, 'C++', code, now + CHECKER_COMPILED_TTL_MS + 1)).toBe(false);
  });
});
