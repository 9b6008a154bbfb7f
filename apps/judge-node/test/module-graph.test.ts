/**
 * A judge node holds no user data and may run where there is no database: its process must not even
 * load TypeORM or the MySQL driver. The real entry (src/server.ts) is started with a bad setting, so
 * that it links every module it imports and then stops at the config check.
 */
import { fileURLToPath } from 'node:url';
import { moduleRecorder } from '@oj/service-kit/testing/module-graph';
import { afterAll, describe, expect, it } from 'vitest';

const DATABASE_MODULES = /\/node_modules\/(typeorm|mysql2)\//;
const recorder = moduleRecorder(fileURLToPath(new URL('..', import.meta.url)));
const modulesOf = recorder.run;

afterAll(() => {
  recorder.close();
});

describe('the judge node module graph', () => {
  it('loads service-kit, Fastify and dockerode, but neither TypeORM nor the MySQL driver', { timeout: 60_000 }, () => {
    const node = modulesOf('server', ['src/server.ts'], { OJ_JUDGE_CONCURRENCY: '0' });
    expect(node.status).toBe(1);
    expect(node.stderr).toMatch(/\[judge-node\] failed to start: [^]*OJ_JUDGE_CONCURRENCY/);
    expect(node.modules.some((url) => url.includes('/packages/service-kit/src/'))).toBe(true);
    expect(node.modules.some((url) => url.includes('/node_modules/dockerode/'))).toBe(true);
    expect(node.modules.filter((url) => DATABASE_MODULES.test(url))).toEqual([]);
  });

  it('would see TypeORM through the service entry of service-kit (the recorder finds it)', { timeout: 60_000 }, () => {
    const kit = modulesOf('service-kit', ['--input-type=module', '-e', "await import('@oj/service-kit');"]);
    expect(kit.status, kit.stderr).toBe(0);
    expect(kit.modules.some((url) => DATABASE_MODULES.test(url))).toBe(true);
  });
});
