import Docker from 'dockerode';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Verdict } from '@oj/contracts';
import { buildJudgeNodeApp } from '../../src/app.ts';
import type { JudgeNodeAppOptions } from '../../src/app.ts';
import { loadJudgeNodeConfig } from '../../src/worker/config.ts';
import { listJudgeNodes, openJudgeNodesBucket } from '@oj/judge-queue';
import type { Judge } from '../../src/worker/types.ts';
import { enqueue, freePort, makeJob, NATS_URL, openTestBus, storedResult, verdict, waitFor } from './helpers.ts';
import type { TestBus } from './helpers.ts';

describe('judge node app', () => {
  let bus: TestBus;
  const apps: FastifyInstance[] = [];

  beforeEach(async () => {
    bus = await openTestBus();
  });

  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
    await bus.close();
  });

  async function start(judge: Judge, env: Record<string, string> = {}, docker?: Docker, extra: Partial<JudgeNodeAppOptions> = {}): Promise<FastifyInstance> {
    const config = loadJudgeNodeConfig({
      OJ_LOG_LEVEL: 'silent',
      OJ_JUDGE_NODE_PORT: '0',
      OJ_NATS_URL: NATS_URL,
      OJ_NATS_NAMESPACE: bus.names.namespace,
      OJ_DATA_DIR: bus.dataDir,
      OJ_JUDGE_NODE_ID: 'app-node',
      OJ_JUDGE_CONCURRENCY: '2',
      OJ_JUDGE_ACK_WAIT_MS: '2000',
      ...env,
    });
    const app = await buildJudgeNodeApp({
      config,
      judge,
      version: '1.2.3',
      natsRetryDelayMs: 200,
      tuning: { pullExpiresMs: 1000 },
      ...(docker ? { docker } : {}),
      ...extra,
    });
    apps.push(app);
    return app;
  }

  it('reports NATS and the Docker engine ready, judges jobs and exposes judge metrics', async () => {
    const app = await start(async (job, _dir, onProgress) => {
      onProgress(Verdict.Judging);
      return Promise.resolve(verdict(job));
    });
    expect((await app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ nats: 'ok', docker: 'ok' });

    const job = makeJob({ isTestJudge: true, testInput: '' });
    await enqueue(bus, job);
    expect(await waitFor('the result', () => storedResult(bus, job.submitId))).toMatchObject({ status: Verdict.Accepted, judger: 'app-node' });
    await waitFor('the job to be counted', () => app.judgeNode()?.worker.judged === 1);

    const metrics = (await app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(metrics).toMatch(/oj_judge_jobs_total\{[^}]*outcome="result"[^}]*\} 1/);
    expect(metrics).toMatch(/oj_judge_jobs_running\{[^}]*\} 0/);
    expect(metrics).toMatch(/oj_judge_concurrency\{[^}]*\} 2/);
    expect(metrics).toMatch(/oj_judge_queue_wait_seconds_count\{[^}]*\} 1/);
    expect(metrics).toMatch(/oj_judge_job_duration_seconds_count\{[^}]*outcome="result"[^}]*\} 1/);

    const bucket = await openJudgeNodesBucket(bus.js, bus.names);
    expect((await listJudgeNodes(bucket)).map((node) => [node.nodeId, node.version])).toEqual([['app-node', '1.2.3']]);
    await app.close();
    expect(await listJudgeNodes(bucket)).toEqual([]);
  });

  it('reports 503 naming what is down, while staying alive', async () => {
    const app = await start(
      (job) => Promise.resolve(verdict(job)),
      { OJ_NATS_URL: `nats://127.0.0.1:${await freePort()}` },
      new Docker({ socketPath: '/nonexistent/docker.sock' }),
    );
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ nats: 'down', docker: 'down' });
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    expect(app.judgeNode()).toBeNull();
  });

  it('frees what the judge holds on close, once the worker has stopped', async () => {
    const events: string[] = [];
    const app = await start((job) => Promise.resolve(verdict(job)), {}, undefined, {
      cleanup: () => {
        events.push(`cleanup, worker ${app.judgeNode()?.worker.running === 0 ? 'idle' : 'busy'}`);
        return Promise.resolve();
      },
    });
    await waitFor('the worker', () => app.judgeNode() !== null);
    const bucket = await openJudgeNodesBucket(bus.js, bus.names);
    await app.close();
    apps.splice(apps.indexOf(app), 1);
    expect(events).toEqual(['cleanup, worker idle']);
    expect(await listJudgeNodes(bucket)).toEqual([]);
  });
});
