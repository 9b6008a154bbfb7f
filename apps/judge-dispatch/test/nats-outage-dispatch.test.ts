/**
 * Submissions taken while the service's NATS is down (a nats-server of this test's own, stopped
 * and started again on the same port and store): the service answers as it always did (200 and a
 * submit id, the row Pending), and enqueues their jobs within seconds of NATS coming back, once
 * each, with the lost-job sweep out of the way (an hour between sweeps). A submission cancelled
 * meanwhile gets no job, and its event, kept in the outbox, is published within seconds.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role, Verdict } from '@oj/contracts';
import type { JudgeJob } from '@oj/contracts';
import { OwnNatsServer, hasNatsServer } from '@oj/service-kit/testing/nats-server';
import { publishResult, resultOf, takeJob } from './fake-node.ts';
import { body, createProblem, judgeRow, startHarness, storedEvents, waitFor } from './helpers.ts';
import type { Harness } from './helpers.ts';

const HOUR_MS = 60 * 60_000;

const A_PLUS_B = '#include <cstdio>\nint main() { int a, b; scanf("%d %d", &a, &b); printf("%d\\n", a + b); }\n';

describe.skipIf(!hasNatsServer())('submissions taken while NATS is down', () => {
  let server: OwnNatsServer;
  let h: Harness;

  beforeAll(async () => {
    server = await OwnNatsServer.create();
    await server.start();
    // The sweep runs once at start and then not for an hour, and only for rows an hour old.
    h = await startHarness('jd_nats_outage', { sweepIntervalMs: HOUR_MS, redispatchAfterMs: HOUR_MS }, { OJ_NATS_URL: server.url });
  });

  afterAll(async () => {
    await server.start().catch(() => undefined);
    await h.close();
    await server.remove();
  });

  /** The submit ids of the jobs in the job stream, in stream order. */
  async function queuedJobs(): Promise<number[]> {
    const stream = h.names.streams.judgeJobs.name;
    const info = await h.jsm.streams.info(stream);
    const ids: number[] = [];
    for (let seq = info.state.first_seq; seq <= info.state.last_seq && info.state.messages > 0; seq += 1) {
      const message = await h.jsm.streams.getMessage(stream, { seq });
      if (message) ids.push(message.json<JudgeJob>().submitId);
    }
    return ids;
  }

  it('are enqueued within seconds of NATS coming back, one job each, without the sweep', async () => {
    const user = h.token();
    const admin = h.token(Role.SuperAdmin);
    // Known: its test data was seen in the store before the outage, so the publish is what fails.
    // Unseen: the test data check itself fails, and the row is written without a token.
    const known = await createProblem(h);
    const unseen = await createProblem(h);
    const submit = async (pid: number) => {
      const started = Date.now();
      const response = await h.app.inject({
        method: 'POST',
        url: '/api/submit-problem-judge',
        payload: { pid, language: 'C++', code: A_PLUS_B },
        headers: { authorization: user.authorization },
      });
      return { response, ms: Date.now() - started };
    };

    const before = await submit(known.pid);
    expect(before.response.statusCode).toBe(200);
    const beforeId = body<{ data: { submitId: number } }>(before.response).data.submitId;
    await waitFor('the first job to be confirmed', async () => (await judgeRow(h, beforeId)).version > 0);

    await server.stop();
    // Sent together: the one on the unseen problem waits out the test-data check's 5 s timeout.
    const answers = await Promise.all([submit(known.pid), submit(unseen.pid), submit(known.pid), submit(known.pid)]);
    // As before this change: the submission is taken (200, a submit id) and waits, Pending.
    for (const { response } of answers) {
      expect(response.statusCode).toBe(200);
      expect(body(response).status).toBe(200);
    }
    const ids = answers.map(({ response }) => body<{ data: { submitId: number } }>(response).data.submitId);
    for (const submitId of ids) expect(await judgeRow(h, submitId)).toMatchObject({ status: Verdict.Pending, version: 0 });
    const [cancelled] = ids.slice(-1) as [number];
    const cancel = await h.app.inject({
      method: 'POST',
      url: '/api/admin/judge/cancel-judge',
      payload: { submitId: cancelled },
      headers: { authorization: admin.authorization },
    });
    expect(cancel.statusCode).toBe(200);
    // A rejudge needs the job stream at once: refused while the connection is known to be down, without waiting out
    // a request's timeout, and the submission is left as it was.
    const judgedBefore = await judgeRow(h, beforeId);
    const rejudgeStarted = Date.now();
    const rejudge = await h.app.inject({ method: 'GET', url: `/api/rejudge?submitId=${String(beforeId)}`, headers: { authorization: admin.authorization } });
    expect(rejudge.statusCode).toBe(503);
    expect(body(rejudge)).toMatchObject({ status: 503, msg: 'Message bus unavailable, please try again later' });
    expect(Date.now() - rejudgeStarted).toBeLessThan(1_000);
    expect(await judgeRow(h, beforeId)).toMatchObject({ status: judgedBefore.status, version: judgedBefore.version });
    const waiting = ids.slice(0, -1);
    // Long enough for several failed retries: the backoff has grown past the reconnect's delay.
    await sleep(8_000);
    expect(await judgeRow(h, waiting[0] ?? 0)).toMatchObject({ version: 0 });

    await server.start();
    const upAt = Date.now();
    await waitFor(
      'the jobs taken during the outage to be queued',
      async () => {
        const rows = await Promise.all(waiting.map((submitId) => judgeRow(h, submitId)));
        return rows.every((row) => row.version > 0);
      },
      15_000,
      50,
    );
    const queuedAfterMs = Date.now() - upAt;
    // The client reconnects within about 2 s; the backoff alone would wait up to 15 s.
    expect(queuedAfterMs).toBeLessThan(6_000);

    // The cancel's event waited in the outbox; the relay's next poll (1 s) publishes it.
    await waitFor(
      'the cancel event to be published',
      async () => (await storedEvents(h)).some((event) => event.submitId === cancelled && event.reason === 'cancel'),
      5_000,
      50,
    );
    const eventAfterMs = Date.now() - upAt;

    const jobs = await queuedJobs();
    for (const submitId of waiting) expect(jobs.filter((id) => id === submitId)).toHaveLength(1);
    expect(jobs).not.toContain(cancelled);
    expect((await judgeRow(h, cancelled)).status).toBe(Verdict.Cancelled);

    // Each queued job carries the token the row holds: a node's result is applied. Taken in queue
    // order, since takeJob acks the jobs it passes.
    const inQueueOrder = (await Promise.all(waiting.map((submitId) => judgeRow(h, submitId)))).sort((a, b) => a.version - b.version).map((row) => row.submitId);
    for (const submitId of inQueueOrder) {
      const { job, sequence } = await takeJob(h, submitId);
      await publishResult(h, resultOf(job, Verdict.Accepted), sequence);
    }
    for (const submitId of waiting) await waitFor(`submission ${submitId} to be judged`, async () => (await judgeRow(h, submitId)).status === Verdict.Accepted);

    console.info(
      `nats-outage: submit answers during the outage ${answers.map(({ ms }) => `${ms} ms`).join(', ')}; jobs queued ${queuedAfterMs} ms and the outbox's event published ${eventAfterMs} ms after NATS listened`,
    );
  }, 90_000);
});
