/**
 * The NATS permissions of the generated server configuration, against a real nats-server started
 * here (free port, temporary store) with `natsServerConfig`, the same generator scripts/start uses:
 * judge-dispatch runs with the service credential, judge nodes with the judge credential.
 * - A real judge-node runtime (fake judge) can do all it needs: consumers, pull, ack, test data
 *   from the object store, progress, results, heartbeats.
 * - A judge credential cannot get a result applied for a submission it was not given (no token or
 *   a wrong one), cannot read the token-revocation bucket in any way (KV API, stream API, direct
 *   get, subscription, the services' inboxes), and cannot publish on service-only subjects.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import type { JetStreamClient, JetStreamManager } from '@nats-io/jetstream';
import { KvWatchInclude, Kvm } from '@nats-io/kv';
import { connect } from '@nats-io/transport-node';
import type { NatsConnection } from '@nats-io/transport-node';
import { ContestAuth, ContestGateKind, JUDGE_QUEUE, Verdict, contestGateKeys, natsNames } from '@oj/contracts';
import type { ContestGateState, JudgeResult } from '@oj/contracts';
import { JudgeCaseEntity } from '@oj/db';
import { JudgeStreamsNotReadyError, ensureJudgeStreams, resultTokenHash } from '@oj/judge-queue';
import { NATS_ROLES, natsConnectOptions, natsServerConfig, natsUserName } from '@oj/service-kit';
import type { NatsRole } from '@oj/service-kit';
import { startJudgeNodeRuntime } from '../../judge-node/src/worker/runtime.ts';
import { silentLog } from '../../judge-node/src/worker/types.ts';
import { publishProgress, publishResult, resultOf, resultsSettled } from './fake-node.ts';
import { body, createProblem, judgeRow, startHarness, waitFor } from './helpers.ts';
import type { Harness } from './helpers.ts';
import { freePort } from '@oj/service-kit';

const NATS_SERVER = '/usr/sbin/nats-server';

interface TestNatsServer {
  url: string;
  passwords: Record<NatsRole, string>;
  stop(): Promise<void>;
}

/** nats-server with the project's generated configuration for `namespace`. */
async function startNatsServer(namespace: string): Promise<TestNatsServer> {
  const dir = await mkdtemp(join(tmpdir(), 'oj-nats-perm-'));
  const port = await freePort();
  const passwords = { service: randomBytes(18).toString('base64url'), judge: randomBytes(18).toString('base64url') };
  const config = natsServerConfig({
    namespace,
    host: '127.0.0.1',
    port,
    storeDir: join(dir, 'store'),
    passwords,
    logFile: join(dir, 'nats.log'),
    bcryptCost: 6,
  });
  expect(config).not.toContain(passwords.service);
  expect(config).not.toContain(passwords.judge);
  await writeFile(join(dir, 'nats.conf'), config, { mode: 0o600 });
  const child: ChildProcess = spawn(NATS_SERVER, ['-c', join(dir, 'nats.conf')], { stdio: 'ignore' });
  const url = `nats://127.0.0.1:${port}`;
  await waitFor(
    'nats-server to accept the service user',
    async () => {
      try {
        const nc = await connect({ servers: url, user: natsUserName('service'), pass: passwords.service, timeout: 1000 });
        await nc.close();
        return true;
      } catch {
        return false;
      }
    },
    20_000,
    200,
  );
  return {
    url,
    passwords,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** Permission errors the server reported on a connection (they arrive asynchronously). */
function collectPermissionErrors(nc: NatsConnection): string[] {
  const seen: string[] = [];
  void (async () => {
    for await (const status of nc.status()) {
      if (status.type === 'error' && /Permissions Violation/i.test(status.error.message)) seen.push(status.error.message);
    }
  })();
  return seen;
}

const available = existsSync(NATS_SERVER);

describe.skipIf(!available)('NATS permissions of the generated configuration (real nats-server)', () => {
  const namespace = `tperm${randomBytes(4).toString('hex')}`;
  let server: TestNatsServer;
  let h: Harness;
  let pid: number;
  let judge: NatsConnection;
  let judgeJs: JetStreamClient;
  let judgeJsm: JetStreamManager;
  let denied: string[];

  let beforeDispatch: unknown;

  beforeAll(async () => {
    server = await startNatsServer(namespace);
    judge = await connect(
      natsConnectOptions({
        servers: [server.url],
        namespace,
        name: 'perm-test-judge',
        role: 'judge',
        auth: { user: natsUserName('judge'), password: server.passwords.judge },
      }),
    );
    judgeJs = jetstream(judge, { timeout: 1500 });
    judgeJsm = await jetstreamManager(judge, { timeout: 1500 });
    // A node that starts first may not create the streams: it is told to wait for judge-dispatch.
    beforeDispatch = await ensureJudgeStreams(judgeJsm, natsNames(namespace)).catch((error: unknown) => error);
    denied = collectPermissionErrors(judge);
    h = await startHarness(
      'jd_perm',
      { sweepIntervalMs: 0 },
      {
        OJ_NATS_URL: server.url,
        OJ_NATS_NAMESPACE: namespace,
        OJ_NATS_USER: natsUserName('service'),
        OJ_NATS_PASSWORD: server.passwords.service,
      },
    );
    ({ pid } = await createProblem(h));
  }, 120_000);

  afterAll(async () => {
    await judge.close();
    await h.close();
    await server.stop();
  });

  async function submit(cid = 0): Promise<number> {
    const response = await h.app.inject({
      method: 'POST',
      url: '/api/submit-problem-judge',
      payload: { pid, cid, language: 'C++', code: 'int main(){}' },
      headers: { authorization: h.token().authorization },
    });
    expect(response.statusCode).toBe(200);
    return body<{ data: { submitId: number } }>(response).data.submitId;
  }

  async function expectDenied(what: string, before: number): Promise<void> {
    await waitFor(`a permission error for ${what}`, () => denied.length > before, 5_000, 50);
  }

  it('generates a user per role; a judge node may not create the streams', () => {
    expect(NATS_ROLES).toEqual(['service', 'judge']);
    expect(beforeDispatch).toBeInstanceOf(JudgeStreamsNotReadyError);
  });

  it('lets a judge node do its whole job with the judge credential', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'oj-perm-node-'));
    const seenFiles: string[] = [];
    const runtime = await startJudgeNodeRuntime({
      js: judgeJs,
      jsm: judgeJsm,
      names: h.names,
      judge: async (job, testDataDir, onProgress): Promise<JudgeResult> => {
        onProgress(Verdict.Judging);
        if (testDataDir) seenFiles.push(...(await readdir(testDataDir)));
        return resultOf(job, Verdict.Accepted);
      },
      nodeId: 'perm-node',
      concurrency: 1,
      dataDir,
      ackWaitMs: 30_000,
      maxDeliver: 3,
      retryDelayMs: 200,
      jobTimeoutMs: 20_000,
      heartbeatIntervalMs: 500,
      version: 'test',
      log: silentLog,
      pullExpiresMs: 1_000,
    });
    try {
      const submitId = await submit();
      await waitFor('the node to judge the submission', async () => (await judgeRow(h, submitId)).status === Verdict.Accepted, 30_000);
      expect((await judgeRow(h, submitId)).judger).toBe('perm-node');
      expect(seenFiles.sort()).toEqual(['1.in', '1.out', '2.in', '2.out', '3.in', '3.out']);
      // A running contest's submission, judged from the contest queue.
      const now = Date.now();
      const gate = await new Kvm(h.js).create(h.names.kv.contestGate, { history: 1, ttl: 0 });
      const state: ContestGateState = {
        cid: 5,
        kind: ContestGateKind.Contest,
        auth: ContestAuth.Public,
        startTimeMs: now - 60_000,
        endTimeMs: now + 3_600_000,
        durationSec: null,
        allowEndSubmit: false,
        authorUid: 'author-0',
        gid: null,
        problems: [{ pid, cpid: 1, displayId: 'A' }],
        publishedAtMs: now,
      };
      await gate.put(contestGateKeys.contest(5), JSON.stringify(state));
      const inContest = await submit(5);
      await waitFor('the node to judge the contest submission', async () => (await judgeRow(h, inContest)).status === Verdict.Accepted, 30_000);
      expect((await h.jsm.consumers.info(h.names.streams.judgeJobs.name, JUDGE_QUEUE.consumerNames.contest)).delivered.consumer_seq).toBe(1);
      await runtime.heartbeat.beat();
    } finally {
      await runtime.stop();
      await rm(dataDir, { recursive: true, force: true });
    }
    expect(denied).toEqual([]);
  }, 60_000);

  it('applies no result or progress that a node credential forges for a submission it was not given', async () => {
    const submitId = await submit();
    const queued = await waitFor('the job to be queued', async () => {
      const row = await judgeRow(h, submitId);
      return row.version > 0 ? row.version : null;
    });
    const forged = {
      submitId,
      status: Verdict.Accepted,
      timeMs: 1,
      memoryKb: 1,
      score: 100,
      compileMessage: null,
      cases: [],
      judger: 'forger',
      finishedAt: new Date().toISOString(),
      attempt: 1,
    } satisfies JudgeResult;
    const forger = { ...h, js: judgeJs };
    await publishResult(forger, forged, queued);
    await publishResult(forger, { ...forged, resultToken: randomBytes(32).toString('base64url') }, queued);
    await publishProgress(forger, submitId, 6);
    const wrongHash = { submitId, status: 7, judger: 'forger', at: new Date().toISOString(), resultTokenHash: resultTokenHash('guessed') };
    await judgeJs.publish(h.names.subjects.judgeProgress(submitId), JSON.stringify(wrongHash));
    await resultsSettled(h);

    const row = await judgeRow(h, submitId);
    expect(row).toMatchObject({ status: Verdict.Pending, judger: null, time: null, score: null, version: queued });
    expect(await h.database.dataSource.getRepository(JudgeCaseEntity).count({ where: { submitId } })).toBe(0);
    // The job itself is still waiting in the queue for a real node.
    expect(await h.jsm.streams.getMessage(h.names.streams.judgeJobs.name, { seq: queued })).not.toBeNull();
    expect(denied).toEqual([]);
  }, 60_000);

  it('refuses the node credential every way of reading the token-revocation bucket', async () => {
    const bucket = h.names.kv.revokedTokens;
    const jti = randomUUID();
    // A revoked token as the services store it; the service credential writes and reads the bucket.
    const serviceKv = await new Kvm(h.js).create(bucket, { history: 1, ttl: h.config.jwt.expiresInSec * 1000 });
    // The gateway watches it to end the live streams of revoked tokens (security review F7).
    const updates = await serviceKv.watch({ include: KvWatchInclude.UpdatesOnly });
    await serviceKv.put(`jti.${jti}`, JSON.stringify({ uid: randomUUID() }));
    expect(await serviceKv.get(`jti.${jti}`)).not.toBeNull();
    for await (const entry of updates) {
      expect(entry.key).toBe(`jti.${jti}`);
      break;
    }
    updates.stop();

    let before = denied.length;
    const watch = judge.subscribe(`$KV.${bucket}.>`);
    await expectDenied('subscribing to the bucket', before);
    watch.unsubscribe();

    before = denied.length;
    const inboxes = judge.subscribe('_INBOX.>');
    await expectDenied('subscribing to every inbox', before);
    inboxes.unsubscribe();

    before = denied.length;
    const serviceInbox = judge.subscribe(`_INBOX.${namespace}.service.>`);
    await expectDenied("subscribing to the services' inbox", before);
    serviceInbox.unsubscribe();

    const judgeKv = await new Kvm(judgeJs).open(bucket); // binds without a request
    await expect(judgeKv.get(`jti.${jti}`)).rejects.toThrow();
    await expect(judgeKv.status()).rejects.toThrow();
    await expect(judgeJsm.streams.getMessage(`KV_${bucket}`, { last_by_subj: `$KV.${bucket}.jti.${jti}` })).rejects.toThrow();
    await expect(
      judge.request(`$JS.API.DIRECT.GET.KV_${bucket}`, JSON.stringify({ last_by_subj: `$KV.${bucket}.jti.${jti}` }), { timeout: 1500 }),
    ).rejects.toThrow();
    await expect(judgeJsm.consumers.add(`KV_${bucket}`, { name: 'peek', filter_subject: `$KV.${bucket}.>` })).rejects.toThrow();
    expect(denied.some((message) => message.includes(`KV_${bucket}`))).toBe(true);
  }, 60_000);

  it('refuses the node credential publishing on service-only subjects', async () => {
    const jobsBefore = (await h.jsm.streams.info(h.names.streams.judgeJobs.name)).state.last_seq;
    const eventsBefore = (await h.jsm.streams.info(h.names.streams.events.name)).state.last_seq;
    const subjects = [
      h.names.subjects.judgeJob('normal'),
      h.names.subjects.judgeJob('contest'),
      h.names.subjects.judgeJob('test'),
      h.names.subjects.submissionJudged,
      `$KV.${h.names.kv.revokedTokens}.jti.forged`,
      `$O.${h.names.objectStores.testData}.M.forged`,
      `$JS.API.STREAM.DELETE.${h.names.streams.judgeJobs.name}`,
      `$JS.API.STREAM.PURGE.${h.names.streams.judgeResults.name}`,
    ];
    for (const subject of subjects) {
      const before = denied.length;
      judge.publish(subject, '{}');
      await expectDenied(`publishing to ${subject}`, before);
      expect(denied.at(-1)).toContain(subject);
    }
    expect((await h.jsm.streams.info(h.names.streams.judgeJobs.name)).state.last_seq).toBe(jobsBefore);
    expect((await h.jsm.streams.info(h.names.streams.events.name)).state.last_seq).toBe(eventsBefore);
  }, 60_000);
});
