import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Role } from '@oj/contracts';
import { loadGatewayConfig } from '../src/config.ts';
import type { GatewayConfig } from '../src/config.ts';
import { gatewayDeps } from '../src/deps.ts';
import type { Deps, GatewayDepsOptions } from '../src/deps.ts';

/** Gateway config for tests: silent, unique NATS namespace, SPA dirs that do not exist unless given. */
/** The gateway's deps for a test app that registers some of its modules (the app's config is a gateway config). */
export function testDeps(instance: FastifyInstance, options: GatewayDepsOptions = {}): Deps {
  return gatewayDeps(instance, instance.config as GatewayConfig, options);
}

export function gatewayTestConfig(overrides: Record<string, string> = {}): GatewayConfig {
  return loadGatewayConfig({
    OJ_LOG_LEVEL: 'silent',
    OJ_GATEWAY_PORT: '0',
    OJ_NATS_NAMESPACE: `t${randomBytes(5).toString('hex')}`,
    OJ_JWT_SECRET: 'gateway-test-secret-0123456789',
    OJ_WEB_DIST: join(tmpdir(), 'oj-no-such-web-dist'),
    OJ_ADMIN_DIST: join(tmpdir(), 'oj-no-such-admin-dist'),
    ...overrides,
  });
}

/** Two fake SPA builds (index.html plus an asset each) in a temp dir. */
export async function fakeDists(): Promise<{ web: string; admin: string; remove: () => Promise<void> }> {
  const root = await mkdtemp(join(tmpdir(), 'oj-dist-'));
  const web = join(root, 'web');
  const admin = join(root, 'admin');
  for (const [dir, name] of [
    [web, 'WEB'],
    [admin, 'ADMIN'],
  ] as const) {
    await mkdir(join(dir, 'assets'), { recursive: true });
    await writeFile(join(dir, 'index.html'), `<!doctype html><title>${name} INDEX</title>`);
    await writeFile(join(dir, 'assets', 'app-1234.js'), `console.log('${name} bundle');`);
  }
  await writeFile(join(web, 'favicon.ico'), 'icon');
  return { web, admin, remove: () => rm(root, { recursive: true, force: true }) };
}

/** Deletes the KV buckets a test app opened in its own NATS namespace (call before closing it). */
export async function deleteNamespaceBuckets(app: FastifyInstance): Promise<void> {
  const prefixOfBuckets = `KV_${app.natsNames.namespace}_`;
  for await (const stream of app.jsm.streams.list()) {
    if (stream.config.name.startsWith(prefixOfBuckets)) await app.jsm.streams.delete(stream.config.name);
  }
}

/** Authorization values of every caller a root-only route must refuse, with the status each gets. */
export function nonRootCallers(app: FastifyInstance): [string | undefined, number][] {
  return [
    [undefined, 401],
    ['Bearer not.a.token', 401],
    [app.signToken({ uid: 'u1', username: 'alice', roles: [Role.User] }), 403],
    [app.signToken({ uid: 'u2', username: 'admin', roles: [Role.Admin] }), 403],
    [app.signToken({ uid: 'u3', username: 'pa', roles: [Role.ProblemAdmin] }), 403],
  ];
}
export { freePort as closedPort } from '@oj/service-kit';
