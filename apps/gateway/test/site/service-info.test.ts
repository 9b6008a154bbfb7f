import { ensureJudgeConsumers, ensureJudgeStreams, listJudgeNodes, openJudgeNodesBucket } from '@oj/judge-queue';
import { defaultNatsUrl } from '@oj/service-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadGatewayConfig } from '../../src/config.ts';
import { dataSourceInfo } from '../../src/modules/site/service-info.ts';
import { nonRootCallers } from '../helpers.ts';
import { envelope, startSiteHarness } from './harness.ts';
import type { SiteHarness } from './harness.ts';

// The read-only panels of the system config: the gateway process, the judge nodes from their
// heartbeats, and the data source without any password.

const DB_PASSWORD = 'db-Pa55word-never-shown';

describe('service, judge-service and data-source info', () => {
  let site: SiteHarness;
  beforeAll(async () => {
    site = await startSiteHarness('gw_siteinfo', { OJ_DB_PASSWORD: DB_PASSWORD, OJ_DB_NAME: 'oj_school' });
  });
  afterAll(async () => {
    await site.close();
  });
  const asRoot = (url: string) => site.call('GET', url, { token: site.rootToken });

  it('describes the gateway process, its dependencies and its services', async () => {
    const answer = await asRoot('/api/admin/config/get-service-info');
    expect(answer.statusCode, answer.body).toBe(200);
    const info = envelope<Record<string, unknown>>(answer).data;
    expect(info).toMatchObject({
      nodeVersion: process.version,
      mode: 'all-in-one',
      dependencies: { database: true, nats: true },
      services: [
        { name: 'judge-dispatch', url: null, state: 'in-process', latencyMs: null },
        { name: 'contest', url: null, state: 'in-process', latencyMs: null },
        { name: 'community', url: null, state: 'in-process', latencyMs: null },
      ],
    });
    expect(info.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(info.uptimeSec).toBeGreaterThanOrEqual(0);
    expect((info.memory as { rssBytes: number }).rssBytes).toBeGreaterThan(0);
    expect((info.cpu as { loadAverage: number[] }).loadAverage).toHaveLength(3);
  });

  it('lists the judge nodes of the heartbeat bucket and the languages they judge', async () => {
    const bucket = await openJudgeNodesBucket(site.app.js, site.app.natsNames);
    const now = new Date().toISOString();
    const node = { nodeId: 'node-a', hostname: 'judge-1', cores: 8, concurrency: 4, running: 1, judged: 12, startedAt: now, version: '1.0.0', lastSeen: now };
    await bucket.put('node-a', JSON.stringify(node));
    expect(await listJudgeNodes(bucket)).toHaveLength(1);
    const answer = await asRoot('/api/admin/config/get-judge-service-info');
    expect(answer.statusCode, answer.body).toBe(200);
    const info = envelope<{ nodes: unknown[]; languages: { name: string }[]; reachable: boolean; queue: unknown }>(answer).data;
    expect(info.reachable).toBe(true);
    expect(info.nodes).toEqual([node]);
    expect(info.languages.map((language) => language.name)).toEqual(expect.arrayContaining(['C++', 'Java', 'Python3']));
    expect(info.queue).toEqual({
      waitingSubmissions: expect.any(Number) as unknown,
      waitingTests: expect.any(Number) as unknown,
      inProgress: expect.any(Number) as unknown,
    });
  });

  it('counts the contest queue with the waiting submissions', async () => {
    await ensureJudgeStreams(site.app.jsm, site.app.natsNames);
    await ensureJudgeConsumers(site.app.jsm, site.app.natsNames);
    const waiting = { normal: 3, contest: 2, test: 1 } as const;
    for (const [queue, count] of Object.entries(waiting)) {
      for (let index = 0; index < count; index += 1) await site.app.js.publish(site.app.natsNames.subjects.judgeJob(queue as keyof typeof waiting), '{}');
    }
    const info = envelope<{ queue: unknown }>(await asRoot('/api/admin/config/get-judge-service-info')).data;
    expect(info.queue).toEqual({ waitingSubmissions: 5, waitingTests: 1, inProgress: 0 });
    // The harness removes only this namespace's buckets.
    for (const stream of [site.app.natsNames.streams.judgeJobs.name, site.app.natsNames.streams.judgeResults.name]) await site.app.jsm.streams.delete(stream);
  });

  it('shows where the data lives, never a password, and says there is no Redis', async () => {
    const answer = await asRoot('/api/admin/config/get-db-and-redis-config');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.body).not.toContain(DB_PASSWORD);
    expect(envelope(answer).data).toEqual({
      database: { type: 'mariadb', host: '127.0.0.1', port: 3306, name: 'oj_school', user: 'oj' },
      nats: { servers: [defaultNatsUrl()], namespace: site.app.natsNames.namespace },
      redis: null,
    });
  });

  it('strips a user and password written into a NATS URL', () => {
    const config = loadGatewayConfig({
      OJ_NATS_URL: 'nats://judge:s3cret@nats.school:4222,tls://other:pw@nats2.school:4443',
      OJ_DB_PASSWORD: 'x',
      OJ_JWT_SECRET: 'gateway-test-secret-0123456789',
    });
    const info = dataSourceInfo(config);
    expect(info.nats.servers).toEqual(['nats://nats.school:4222', 'tls://nats2.school:4443']);
    expect(JSON.stringify(info)).not.toMatch(/s3cret|pw@/);
  });

  it('refuses the info calls to anonymous callers (401) and to users and admins who are not root (403)', async () => {
    for (const [token, status] of nonRootCallers(site.app)) {
      for (const url of ['/api/admin/config/get-service-info', '/api/admin/config/get-judge-service-info', '/api/admin/config/get-db-and-redis-config']) {
        expect((await site.call('GET', url, { token })).statusCode, `${url} ${token ?? 'anonymous'}`).toBe(status);
      }
    }
  });
});
