import type { Deps } from '../../deps.ts';
import { readFileSync } from 'node:fs';
import { cpus, freemem, loadavg, platform, arch, totalmem } from 'node:os';
import { JUDGE_QUEUE } from '@oj/contracts';
import type { DataSourceInfoDto, JudgeServiceInfoDto, ServiceInfoDto } from '@oj/contracts';
import { listLanguages } from '@oj/judge-core';
import { listJudgeNodes, openJudgeNodesBucket } from '@oj/judge-queue';
import type { GatewayConfig, UpstreamService } from '../../config.ts';

// The read-only panels of the system config (spec 03 §7 "config: service info, judge service info,
// db and redis config"): what an operator checks first when something is slow or down.

const { version } = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version: string };
const STARTED_AT = new Date(Date.now() - Math.round(process.uptime() * 1000)).toISOString();
const PROBE_TIMEOUT_MS = 2_000;

/** How a split-mode service answers its readiness probe. */
async function probe(url: string): Promise<{ state: 'up' | 'degraded' | 'down'; latencyMs: number | null }> {
  const started = performance.now();
  try {
    const response = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
    await response.body?.cancel();
    return { state: response.ok ? 'up' : 'degraded', latencyMs: Math.round(performance.now() - started) };
  } catch {
    return { state: 'down', latencyMs: null };
  }
}

async function databaseAnswers(deps: Pick<Deps, 'db' | 'js' | 'jsm' | 'natsNames' | 'log' | 'natsConnected'>): Promise<boolean> {
  try {
    await deps.db.query('SELECT 1');
    return true;
  } catch {
    return false;
  }
}

/** The gateway process, its dependencies and, in split mode, the services it forwards to. */
export async function serviceInfo(
  deps: Pick<Deps, 'db' | 'js' | 'jsm' | 'natsNames' | 'log' | 'natsConnected'>,
  config: GatewayConfig,
): Promise<ServiceInfoDto> {
  const memory = process.memoryUsage();
  const upstreams = Object.entries(config.upstreams) as [UpstreamService, string][];
  const services = await Promise.all(
    upstreams.map(async ([name, url]) =>
      config.mode === 'all-in-one' ? { name, url: null, state: 'in-process' as const, latencyMs: null } : { name, url, ...(await probe(url)) },
    ),
  );
  return {
    version,
    nodeVersion: process.version,
    platform: `${platform()} ${arch()}`,
    mode: config.mode,
    startedAt: STARTED_AT,
    uptimeSec: Math.floor(process.uptime()),
    memory: {
      rssBytes: memory.rss,
      heapUsedBytes: memory.heapUsed,
      heapTotalBytes: memory.heapTotal,
      systemTotalBytes: totalmem(),
      systemFreeBytes: freemem(),
    },
    cpu: { cores: cpus().length, loadAverage: loadavg().map((load) => Math.round(load * 100) / 100) },
    dependencies: { database: await databaseAnswers(deps), nats: deps.natsConnected() },
    services,
  };
}

/** Jobs waiting and in progress on the three judge queues; null when NATS cannot say. */
async function queueDepth(deps: Pick<Deps, 'db' | 'js' | 'jsm' | 'natsNames' | 'log' | 'natsConnected'>): Promise<JudgeServiceInfoDto['queue']> {
  const stream = deps.natsNames.streams.judgeJobs.name;
  const depth = async (consumer: string) => {
    try {
      const info = await deps.jsm().consumers.info(stream, consumer);
      return { waiting: info.num_pending, inProgress: info.num_ack_pending };
    } catch {
      // No judge node has created its consumer yet: nothing is being taken.
      return { waiting: 0, inProgress: 0 };
    }
  };
  try {
    await deps.jsm().streams.info(stream);
  } catch {
    return null;
  }
  const [normal, contest, test] = await Promise.all([
    depth(JUDGE_QUEUE.consumerNames.normal),
    depth(JUDGE_QUEUE.consumerNames.contest),
    depth(JUDGE_QUEUE.consumerNames.test),
  ]);
  // Submissions wait on two queues: running contests' and the rest.
  return {
    waitingSubmissions: normal.waiting + contest.waiting,
    waitingTests: test.waiting,
    inProgress: normal.inProgress + contest.inProgress + test.inProgress,
  };
}

/** The judge nodes of the heartbeat bucket, the languages they judge (judge-core's table) and the queue. */
export async function judgeServiceInfo(deps: Pick<Deps, 'db' | 'js' | 'jsm' | 'natsNames' | 'log' | 'natsConnected'>): Promise<JudgeServiceInfoDto> {
  const languages = listLanguages().map(({ name, description }) => ({ name, description }));
  try {
    const nodes = await listJudgeNodes(await openJudgeNodesBucket(deps.js(), deps.natsNames));
    const rows = nodes.map(({ nodeId, hostname, cores, concurrency, running, judged, startedAt, version: nodeVersion, lastSeen }) => ({
      nodeId,
      hostname,
      cores,
      concurrency,
      running,
      judged,
      startedAt,
      version: nodeVersion,
      lastSeen,
    }));
    return { nodes: rows, languages, queue: await queueDepth(deps), reachable: true };
  } catch (error) {
    deps.log.warn({ err: error }, 'judge service info: NATS unavailable');
    return { nodes: [], languages, queue: null, reachable: false };
  }
}

/** A server URL without its user and password. */
function withoutCredentials(server: string): string {
  if (!URL.canParse(server)) return server.replace(/^[^@/]*@/, '');
  const url = new URL(server);
  url.username = '';
  url.password = '';
  return url.toString().replace(/\/$/, '');
}

/** The data source tab: where the data lives, never a password; there is no Redis. */
export function dataSourceInfo(config: GatewayConfig): DataSourceInfoDto {
  const { host, port, database, user } = config.db;
  return {
    database: { type: 'mariadb', host, port, name: database, user },
    nats: { servers: config.nats.servers.map(withoutCredentials), namespace: config.nats.namespace },
    redis: null,
  };
}
