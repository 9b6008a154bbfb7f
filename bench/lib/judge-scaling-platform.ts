/**
 * The judge-scaling bench's platform: simulated hosts (network namespaces on a bridge), the platform's
 * authenticated TLS NATS on the bridge, and the bench playing judge-dispatch with the service credentials
 * (streams, test data, jobs with result tokens), from apps/judge-node/src/testing as the multi-host test uses
 * them. Everything it makes is undone by `close`, which never throws.
 */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Docker from 'dockerode';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import type { JetStreamClient, JetStreamManager } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import { natsNames } from '@oj/contracts';
import type { JudgeJob, NatsNames } from '@oj/contracts';
import { ensureJudgeStreams, newResultToken, openTestDataStore, publishTestData } from '@oj/judge-queue';
import { sampleJudgeJob } from '@oj/judge-queue/testing';
import { createHostNetwork, natsServerAvailable, netnsUnavailable, startPlatformNats, sweepStaleHosts } from '../../apps/judge-node/src/testing/index.ts';
import type { HostNetwork, PlatformNats } from '../../apps/judge-node/src/testing/index.ts';
import { freePort } from '@oj/service-kit/no-database';

export const LANGUAGE = 'C++ 17 With O2';
const PROBLEM_ID = 23;
const DATA_VERSION = 'scaling-v1';
const NATS_NAME = 'nats.oj-scaling.bench';

/**
 * The solution: A+B after a fixed amount of CPU work read from the input (a dependent multiply-add chain,
 * nothing to optimise away). The chain's low bit alternates from 1, so after an even number of steps it
 * is 1: the answer is a + b + 1, known without running it.
 */
export const SOLUTION = `#include <cstdio>
int main() {
  long long a, b;
  unsigned long long steps;
  if (std::scanf("%lld %lld %llu", &a, &b, &steps) != 3) return 1;
  unsigned long long x = 1;
  for (unsigned long long i = 0; i < steps; i++) x = x * 6364136223846793005ULL + 1442695040888963407ULL;
  std::printf("%lld\\n", a + b + static_cast<long long>(x & 1));
}
`;

/** The cases' inputs and answers: `cases` files, each `steps` steps of work (rounded to even). */
export function caseFiles(cases: number, steps: number): Array<{ input: string; answer: string }> {
  const even = steps - (steps % 2);
  return Array.from({ length: cases }, (_, index) => {
    const [a, b] = [index + 1, (index + 1) * 1000];
    return { input: `${a} ${b} ${even}\n`, answer: `${a + b + 1}\n` };
  });
}

/** Why the bench cannot run here, or null: root, iproute2, taskset, nats-server, openssl, network namespaces, Docker. */
export async function scalingUnavailable(): Promise<string | null> {
  if (process.getuid?.() !== 0) return 'needs root (network namespaces need CAP_NET_ADMIN)';
  for (const tool of ['/usr/sbin/ip', '/usr/bin/taskset']) if (!existsSync(tool)) return `needs ${tool}`;
  if (!natsServerAvailable()) return 'needs /usr/sbin/nats-server and /usr/bin/openssl';
  const netns = await netnsUnavailable();
  if (netns) return netns;
  try {
    await new Docker().ping();
  } catch (error) {
    return `needs the Docker engine: ${String(error)}`;
  }
  return null;
}

/** The hosts, the server and the bench's service connection. */
export interface ScalingPlatform {
  network: HostNetwork;
  nats: PlatformNats;
  names: NatsNames;
  nc: NatsConnection;
  js: JetStreamClient;
  jsm: JetStreamManager;
  /** A directory per host for its node's OJ_DATA_DIR, kept across rounds (its caches). */
  hostDirs: string[];
  /** A job of the backlog, with a result token as dispatch gives it; every job has the same source. */
  job: () => JudgeJob;
  /** Deletes the job and result streams and makes them again, empty (no node may be running). */
  freshQueue: () => Promise<void>;
  close: () => Promise<void>;
}

let submitId = 0;

/** Makes `hosts` hosts and the server, creates the streams and uploads the test data. */
export async function startScalingPlatform(options: { hosts: number; cases: number; steps: number; timeLimitMs: number }): Promise<ScalingPlatform> {
  await sweepStaleHosts();
  const work = await mkdtemp(join(tmpdir(), 'oj-scaling-'));
  let network: HostNetwork | null = null;
  let nats: PlatformNats | null = null;
  let nc: NatsConnection | null = null;
  const close = async (): Promise<void> => {
    await nc?.close().catch(() => undefined);
    await nats?.stop().catch(() => undefined);
    await network?.destroy();
    await rm(work, { recursive: true, force: true });
  };
  try {
    const names = natsNames(`scaling${process.pid}`);
    network = await createHostNetwork(options.hosts, { [NATS_NAME]: 'gateway' });
    nats = await startPlatformNats({ namespace: names.namespace, host: network.gateway, serverName: NATS_NAME, port: await freePort() });
    nc = await nats.connectService('scaling-dispatch');
    const js = jetstream(nc);
    const jsm = await jetstreamManager(nc);
    await ensureJudgeStreams(jsm, names);
    const files = caseFiles(options.cases, options.steps);
    const upload = join(work, 'upload');
    await mkdir(upload, { recursive: true });
    for (const [index, file] of files.entries()) {
      await writeFile(join(upload, `${index + 1}.in`), file.input);
      await writeFile(join(upload, `${index + 1}.out`), file.answer);
    }
    await publishTestData(await openTestDataStore(js, names), PROBLEM_ID, DATA_VERSION, upload);
    const hostDirs = network.hosts.map((host) => join(work, `host${host.index}`));
    const cases = files.map((_, index) => ({ caseId: index + 1, inputName: `${index + 1}.in`, outputName: `${index + 1}.out`, score: 0, groupNum: null }));
    const job = (): JudgeJob => {
      submitId += 1;
      return sampleJudgeJob({
        submitId,
        problemId: PROBLEM_ID,
        dataVersion: DATA_VERSION,
        language: LANGUAGE,
        code: SOLUTION,
        cases,
        timeLimitMs: options.timeLimitMs,
        resultToken: newResultToken().token,
      });
    };
    const freshQueue = async (): Promise<void> => {
      for (const stream of [names.streams.judgeJobs.name, names.streams.judgeResults.name]) await jsm.streams.delete(stream);
      await ensureJudgeStreams(jsm, names);
    };
    return { network, nats, names, nc, js, jsm, hostDirs, job, freshQueue, close };
  } catch (error) {
    await close();
    throw error;
  }
}
