import { describe, expect, it } from 'vitest';
import { ConfigError, defaultNatsUrl, env, loadConfig, loadServiceConfig, portVariable, underTestRunner } from '../src/index.ts';

function problemsOf(run: () => unknown): readonly string[] {
  try {
    run();
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('service config', () => {
  it('fills every default on an empty environment', () => {
    const config = loadServiceConfig('judge-dispatch', {});
    expect(config.service).toBe('judge-dispatch');
    expect(config.host).toBe('127.0.0.1');
    expect(config.port).toBe(8081);
    expect(config.logLevel).toBe('info');
    expect(config.db).toEqual({ host: '127.0.0.1', port: 3306, user: 'oj', password: '', database: 'oj' });
    expect(config.nats).toEqual({ servers: [defaultNatsUrl()], namespace: 'oj', replicas: 1 });
    expect(config.jwt.secret.length).toBeGreaterThanOrEqual(16);
    expect(config.dataDir).toMatch(/\.run\/data$/);
  });

  it('reads each service its own port variable', () => {
    expect(portVariable('judge-dispatch')).toBe('OJ_JUDGE_DISPATCH_PORT');
    expect(loadServiceConfig('contest', { OJ_CONTEST_PORT: '9100' }).port).toBe(9100);
    expect(loadServiceConfig('community', {}).port).toBe(8083);
  });

  it('lists every bad or missing variable in one error', () => {
    const source = {
      NODE_ENV: 'production',
      OJ_GATEWAY_PORT: 'eighty',
      OJ_LOG_LEVEL: 'loud',
      OJ_DB_PORT: '99999',
      OJ_NATS_URL: 'http://example.com',
      OJ_NATS_NAMESPACE: 'bad name!',
      OJ_JWT_EXPIRES_IN_SEC: '5',
    };
    const problems = problemsOf(() => loadServiceConfig('gateway', source));
    const named = ['OJ_GATEWAY_PORT', 'OJ_LOG_LEVEL', 'OJ_DB_PORT', 'OJ_NATS_URL', 'OJ_NATS_NAMESPACE', 'OJ_JWT_SECRET', 'OJ_JWT_EXPIRES_IN_SEC'];
    expect(problems).toHaveLength(named.length);
    for (const name of named) expect(problems.some((problem) => problem.includes(name))).toBe(true);
    expect(() => loadServiceConfig('gateway', source)).toThrow(/Invalid configuration \(7 problems\):\n {2}- /);
  });

  it('has no public JWT secret: required outside the test runner, a random one per test process', () => {
    const required = 'OJ_JWT_SECRET: is required but not set (scripts/start generates one into .run/jwt-secret; otherwise set at least 16 random characters)';
    // NODE_ENV=production never gets the test runner's stand-in (the spawned start is in apps/gateway/test/start-without-secret.test.ts).
    expect(problemsOf(() => loadServiceConfig('gateway', { NODE_ENV: 'production' }))).toEqual([required]);
    expect(loadServiceConfig('gateway', { NODE_ENV: 'production', OJ_JWT_SECRET: 'x'.repeat(32) }).jwt.secret).toBe('x'.repeat(32));
    expect(problemsOf(() => loadServiceConfig('gateway', { OJ_JWT_SECRET: 'short' }))[0]).toMatch(/OJ_JWT_SECRET: must be at least 16/);
    expect(underTestRunner()).toBe(true);
    expect(underTestRunner({})).toBe(false);
    const standIn = loadServiceConfig('gateway', {}).jwt.secret;
    expect(standIn).toHaveLength(43);
    expect(standIn).not.toBe('oj-development-secret-change-me-in-production');
    expect(loadServiceConfig('contest', {}).jwt.secret).toBe(standIn);
  });

  it('refreshes tokens after 5 minutes unless told otherwise', () => {
    expect(loadServiceConfig('gateway', {}).jwt.refreshAfterSec).toBe(300);
    expect(loadServiceConfig('gateway', { OJ_JWT_REFRESH_AFTER_SEC: '60' }).jwt.refreshAfterSec).toBe(60);
    expect(problemsOf(() => loadServiceConfig('gateway', { OJ_JWT_REFRESH_AFTER_SEC: '0' }))[0]).toMatch(/OJ_JWT_REFRESH_AFTER_SEC/);
  });

  it('treats blank values as unset and accepts several NATS servers', () => {
    const config = loadServiceConfig('gateway', { OJ_HOST: '  ', OJ_NATS_URL: 'nats://a:4222, nats://b:4222' });
    expect(config.host).toBe('127.0.0.1');
    expect(config.nats.servers).toEqual(['nats://a:4222', 'nats://b:4222']);
  });

  it('supports nested schemas and required fields', () => {
    const schema = { name: env.string('X_NAME'), limits: { sizeKb: env.integer('X_SIZE_KB', { min: 1 }), on: env.boolean('X_ON', false) } };
    expect(loadConfig(schema, { X_NAME: 'a', X_SIZE_KB: '4', X_ON: 'yes' })).toEqual({ name: 'a', limits: { sizeKb: 4, on: true } });
    expect(problemsOf(() => loadConfig(schema, { X_SIZE_KB: '0', X_ON: 'maybe' }))).toEqual([
      'X_NAME: is required but not set',
      `X_SIZE_KB: must be an integer between 1 and ${Number.MAX_SAFE_INTEGER}, got "0"`,
      'X_ON: must be true or false, got "maybe"',
    ]);
  });
});
