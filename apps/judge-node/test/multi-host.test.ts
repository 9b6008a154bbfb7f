/**
 * Judge nodes on several hosts, for real on this machine: each node is `src/server.ts` with the real
 * sandbox, run in a network namespace of its own (src/testing/netns.ts) that reaches the platform's NATS
 * (authenticated and over TLS, the configuration scripts/start writes) only over its veth link, with the
 * judge credentials. The test plays judge-dispatch with the service credentials: it sets up the streams,
 * uploads test data and publishes jobs as dispatch does (with a result token). It shows that
 * - a node started after the data was uploaded fetches it from the object store on its first job;
 * - jobs spread over the hosts (the results name the node that judged);
 * - a host whose link goes down mid-job loses nothing: the job is judged again on another host, ends with
 *   exactly one stored result, and the queue empties; once the link is back, the cut-off node judges again.
 * Needs root (network namespaces), iproute2, nats-server and the Docker engine with the judge image.
 */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import { Verdict, natsNames } from '@oj/contracts';
import type { JudgeJob, JudgeNodeInfo, JudgeProgress, JudgeResult } from '@oj/contracts';
import { ensureJudgeStreams, newResultToken, openJudgeNodesBucket, openTestDataStore, publishTestData } from '@oj/judge-queue';
import { freePort } from '@oj/service-kit/no-database';
import { makeJob, queuedJobs, storedCount, storedResult, waitFor } from './worker/helpers.ts';
import type { TestBus } from './worker/helpers.ts';
import {
  createHostNetwork,
  metricValue,
  natsServerAvailable,
  netnsUnavailable,
  startHostNode,
  startPlatformNats,
  stopHostNodes,
  sweepStaleHosts,
} from '../src/testing/index.ts';
import type { HostNetwork, HostNode, PlatformNats } from '../src/testing/index.ts';

const HOSTS = 3;
const ACK_WAIT_MS = 5000;
const PROBLEM_ID = 7;
const DATA_VERSION = 'v1';
const CASES = 3;
const PING_MAX_LONG = 60;
// The name the hosts know the platform's NATS by (their /etc/hosts), and its certificate's.
const NATS_NAME = 'nats.oj-multihost.test';
const PING_MAX_SHORT = 2;
// A+B that also spins for 0.4 s per case: a job lasts long enough (compile, then 1.2 s of running) to
// cut its host's link while it is in hand.
const SLOW_A_PLUS_B = `#include <chrono>
#include <cstdio>
int main() {
  long long a, b;
  std::scanf("%lld %lld", &a, &b);
  auto end = std::chrono::steady_clock::now() + std::chrono::milliseconds(400);
  volatile unsigned long spins = 0;
  while (std::chrono::steady_clock::now() < end) spins = spins + 1;
  std::printf("%lld\\n", a + b);
}
`;

const reason =
  process.getuid?.() === 0 && existsSync('/usr/sbin/ip') && natsServerAvailable()
    ? await netnsUnavailable()
    : 'needs root, /usr/sbin/ip, nats-server and openssl';
if (reason) console.warn(`multi-host test skipped: ${reason}`);

function job(): JudgeJob {
  const cases = Array.from({ length: CASES }, (_, index) => ({
    caseId: index + 1,
    inputName: `${index + 1}.in`,
    outputName: `${index + 1}.out`,
    score: 0,
    groupNum: null,
  }));
  return makeJob({
    problemId: PROBLEM_ID,
    dataVersion: DATA_VERSION,
    language: 'C++ 17 With O2',
    code: SLOW_A_PLUS_B,
    cases,
    timeLimitMs: 3000,
    resultToken: newResultToken().token,
  });
}

describe.skipIf(reason !== null)('judge nodes on several hosts (network namespaces)', () => {
  let network: HostNetwork | null = null;
  let nats: PlatformNats | null = null;
  let service: NatsConnection | null = null;
  let bus: TestBus;
  let work: string;
  const nodes: HostNode[] = [];
  // Steps of the running test, with their times, kept with the logs when it fails.
  const trace: string[] = [];
  const mark = (what: string): void => {
    trace.push(`${new Date().toISOString()} ${what}`);
  };
  const names = natsNames(`mh${process.pid}`);

  const enqueue = async (item: JudgeJob): Promise<void> => {
    await bus.js.publish(names.subjects.judgeJob('normal'), JSON.stringify(item), { msgID: `job:${item.submitId}:1` });
  };
  const lastProgress = async (submitId: number): Promise<JudgeProgress | null> => {
    if ((await storedCount(bus, names.subjects.judgeProgress(submitId))) === 0) return null;
    const stored = await bus.jsm.streams.getMessage(names.streams.judgeResults.name, { last_by_subj: names.subjects.judgeProgress(submitId) });
    return stored ? stored.json<JudgeProgress>() : null;
  };
  const downloads = async (node: HostNode): Promise<number | null> => {
    const page = await node.http('/metrics');
    return page ? metricValue(page.body, 'oj_judge_test_data_downloads_total') : null;
  };
  const start = (index: number): Promise<HostNode> => {
    if (!network || !nats) throw new Error('no network');
    const host = network.hosts[index];
    if (!host) throw new Error(`no host ${index}`);
    return startHostNode(host, nats, {
      nodeId: `host${host.index}`,
      dataDir: join(work, `host${host.index}`),
      ackWaitMs: ACK_WAIT_MS,
    });
  };

  beforeAll(async () => {
    await sweepStaleHosts();
    work = await mkdtemp(join(tmpdir(), 'oj-multihost-'));
    network = await createHostNetwork(HOSTS, { [NATS_NAME]: 'gateway' });
    // NATS listens on the bridge only: the hosts reach it over their links, nothing over loopback.
    // The server pings every client each second but drops one only after a minute of silence, so a
    // short cut leaves the connection alone; the last test lowers the limit (PING_MAX_SHORT) to have
    // the server drop a cut-off node within seconds, as it does after a long outage (default: 2 min × 2).
    nats = await startPlatformNats({
      namespace: names.namespace,
      host: network.gateway,
      serverName: NATS_NAME,
      port: await freePort(),
      ping: { intervalSec: 1, max: PING_MAX_LONG },
    });
    const nc = await nats.connectService('multihost-dispatch');
    service = nc;
    const jsm = await jetstreamManager(nc);
    bus = { nc, js: jetstream(nc), jsm, names, dataDir: work, close: () => Promise.resolve() };
    // What judge-dispatch does on start: the judge role may not create streams.
    await ensureJudgeStreams(jsm, names);
    const upload = join(work, 'upload');
    await mkdir(upload, { recursive: true });
    for (let index = 1; index <= CASES; index += 1) {
      await writeFile(join(upload, `${index}.in`), `${index} ${index * 1000}\n`);
      await writeFile(join(upload, `${index}.out`), `${index + index * 1000}\n`);
    }
    await publishTestData(await openTestDataStore(bus.js, names), PROBLEM_ID, DATA_VERSION, upload);
    // Every node starts after the upload, with an empty cache.
    const started = Date.now();
    nodes.push(...(await Promise.all(Array.from({ length: HOSTS }, (_, index) => start(index)))));
    console.info(`multi-host: ${HOSTS} nodes ready in ${Date.now() - started} ms`);
  }, 120_000);

  // Every test starts with every link up, even after a failed one (scripts/test retries a failed test once).
  beforeEach(async () => {
    if (network) for (const host of network.hosts) await network.restore(host);
  });

  // A failure keeps what the nodes and the server printed, in files outside the removed work directory.
  afterEach(async (context) => {
    if (context.task.result?.state !== 'fail') return;
    const keep = await mkdtemp(join(tmpdir(), 'oj-multihost-failed-'));
    await writeFile(join(keep, 'steps.txt'), `${trace.join('\n')}\n`);
    for (const node of nodes) await writeFile(join(keep, `${node.nodeId}.log`), node.output());
    if (nats) {
      await writeFile(join(keep, 'nats-server.log'), nats.log());
      await writeFile(join(keep, 'connz.json'), JSON.stringify(await nats.connections().catch(() => null), null, 1));
    }
    console.error(`multi-host: the nodes' and the server's output are in ${keep}`);
  });

  afterAll(async () => {
    if (network) for (const host of network.hosts) await network.restore(host).catch(() => undefined);
    await stopHostNodes(nodes);
    await service?.close().catch(() => undefined);
    await nats?.stop();
    await network?.destroy();
    if (work) await rm(work, { recursive: true, force: true });
  }, 60_000);

  it('spreads jobs over the hosts, each fetching the test data on its first job', async () => {
    for (const node of nodes) expect(await downloads(node)).toBe(0);
    const jobs = Array.from({ length: 6 }, () => job());
    const started = Date.now();
    for (const item of jobs) await enqueue(item);
    const results = await Promise.all(jobs.map((item) => waitFor(`the verdict of ${item.submitId}`, () => storedResult(bus, item.submitId), 90_000)));
    const elapsed = Date.now() - started;
    const byNode = new Map<string, number>();
    for (const [index, result] of results.entries()) {
      expect(result).toMatchObject({ submitId: jobs[index]?.submitId, status: Verdict.Accepted, attempt: 1, resultToken: jobs[index]?.resultToken });
      byNode.set(result.judger, (byNode.get(result.judger) ?? 0) + 1);
    }
    console.info(`multi-host: 6 jobs judged in ${elapsed} ms, by node: ${JSON.stringify(Object.fromEntries(byNode))}`);
    expect(byNode.size).toBeGreaterThanOrEqual(2);
    for (const item of jobs) expect(await storedCount(bus, names.subjects.judgeResult(item.submitId))).toBe(1);
    // A node that judged downloaded the version once, over its link, into its own cache.
    for (const node of nodes) {
      const judged = byNode.has(node.nodeId);
      expect(await downloads(node)).toBe(judged ? 1 : 0);
      expect(existsSync(join(node.dataDir, 'judge-cache', String(PROBLEM_ID), DATA_VERSION, '1.in'))).toBe(judged);
    }
  }, 120_000);

  /**
   * Enqueues a job, cuts the link of the host whose node took it (seen by its Compiling progress), and
   * waits for the verdict from another host; two more jobs enqueued meanwhile go to the others too.
   */
  const cutMidJob = async (): Promise<{ item: JudgeJob; doomed: HostNode; result: JudgeResult; cid: number; redeliveredMs: number }> => {
    if (!network || !nats) throw new Error('no network');
    const item = job();
    await enqueue(item);
    mark(`enqueued ${item.submitId}`);
    // Compiling is announced before g++ runs: the job is in the node's hands.
    const progress = await waitFor('a node to take the job', () => lastProgress(item.submitId), 30_000);
    const doomed = nodes.find((node) => node.nodeId === progress.judger);
    if (!doomed) throw new Error(`unknown judger ${progress.judger}`);
    const connection = (await nats.connections()).find((entry) => entry.name === `oj-judge-node-${doomed.nodeId}`);
    if (!connection) throw new Error(`no NATS connection of ${doomed.nodeId}`);
    expect(connection.ip).toBe(doomed.host.address);
    const cutAt = Date.now();
    await network.cut(doomed.host);
    mark(`cut ${doomed.nodeId} (connection ${connection.cid})`);
    expect(await doomed.http('/healthz')).toBeNull();

    const result = await waitFor('the verdict from another host', () => storedResult(bus, item.submitId), 60_000);
    const redeliveredMs = Date.now() - cutAt;
    mark(`verdict of ${item.submitId} by ${result.judger}, attempt ${result.attempt}`);
    expect(result).toMatchObject({ submitId: item.submitId, status: Verdict.Accepted, attempt: 2, resultToken: item.resultToken });
    expect(result.judger).not.toBe(doomed.nodeId);
    const during = [job(), job()];
    for (const other of during) await enqueue(other);
    for (const other of during) {
      const verdict = await waitFor(`the verdict of ${other.submitId}`, () => storedResult(bus, other.submitId), 60_000);
      mark(`verdict of ${other.submitId} by ${verdict.judger}`);
      expect(verdict.judger).not.toBe(doomed.nodeId);
    }
    return { item, doomed, result, cid: connection.cid, redeliveredMs };
  };

  /** Waits until the node's heartbeat (its key in the nodes bucket, read directly) is newer than `since`; the wait in ms. */
  const heartbeatAfter = async (node: HostNode, since: number): Promise<number> => {
    const kv = await openJudgeNodesBucket(bus.js, names);
    await waitFor(
      `${node.nodeId} to send heartbeats again`,
      async () => {
        const entry = await kv.get(node.nodeId);
        if (entry?.operation !== 'PUT') return false;
        return Date.parse(entry.json<JudgeNodeInfo>().lastSeen) > since;
      },
      45_000,
    );
    return Date.now() - since;
  };

  it('loses nothing when a host is cut off mid-job for a few seconds: judged again elsewhere, one result', async () => {
    if (!network || !nats) throw new Error('no network');
    const { item, doomed, result, cid, redeliveredMs } = await cutMidJob();
    // The link comes back before either side gave up on the TCP connection: it carries on, and the
    // node's late result (it finished judging meanwhile) is a duplicate of the same msgID.
    const restoredAt = Date.now();
    await network.restore(doomed.host);
    mark(`restored ${doomed.nodeId}`);
    const backMs = await heartbeatAfter(doomed, restoredAt);
    mark(`heartbeat of ${doomed.nodeId}`);
    expect((await nats.connections()).filter((entry) => entry.name === `oj-judge-node-${doomed.nodeId}`).map((entry) => entry.cid)).toEqual([cid]);
    await sleep(2000);
    expect(await storedCount(bus, names.subjects.judgeResult(item.submitId))).toBe(1);
    expect(await storedResult(bus, item.submitId)).toMatchObject({ judger: result.judger, attempt: 2 });
    expect(await queuedJobs(bus)).toBe(0);
    console.info(
      `multi-host: short cut: judged elsewhere ${redeliveredMs} ms after the cut (ack wait ${ACK_WAIT_MS} ms); heartbeat back ${backMs} ms after the link, same connection`,
    );
  }, 180_000);

  it('loses nothing when the server drops a cut-off host: the node reconnects on its own and judges again', async () => {
    if (!network || !nats) throw new Error('no network');
    const { item, doomed, result, cid, redeliveredMs } = await cutMidJob();
    const nodeName = `oj-judge-node-${doomed.nodeId}`;
    // Two unanswered pings now drop a client: the server gives up on the cut-off node, as after a long outage.
    await nats.setPingMax(PING_MAX_SHORT);
    mark('ping_max lowered');
    await waitFor('the server to drop the cut-off node', async () => !(await nats?.connections())?.some((entry) => entry.cid === cid), 15_000);
    const restoredAt = Date.now();
    await network.restore(doomed.host);
    mark(`restored ${doomed.nodeId}`);
    const backMs = await heartbeatAfter(doomed, restoredAt);
    mark(`heartbeat of ${doomed.nodeId}`);
    const current = (await nats.connections()).filter((entry) => entry.name === nodeName);
    expect(current).toHaveLength(1);
    expect(current[0]?.cid).not.toBe(cid);
    await nats.setPingMax(PING_MAX_LONG);
    await sleep(2000);
    expect(await storedCount(bus, names.subjects.judgeResult(item.submitId))).toBe(1);
    expect(await storedResult(bus, item.submitId)).toMatchObject({ judger: result.judger, attempt: 2 });

    // Only the returning node left: it judges the next job.
    await stopHostNodes(nodes.filter((node) => node !== doomed));
    nodes.splice(0, nodes.length, doomed);
    const after = job();
    await enqueue(after);
    expect(await waitFor('the verdict after the link came back', () => storedResult(bus, after.submitId), 60_000)).toMatchObject({
      judger: doomed.nodeId,
      status: Verdict.Accepted,
      attempt: 1,
    });
    expect(await queuedJobs(bus)).toBe(0);
    console.info(`multi-host: long cut: judged elsewhere ${redeliveredMs} ms after the cut; reconnected, heartbeat back ${backMs} ms after the link`);
  }, 180_000);
});
