/**
 * A real judge node (`src/server.ts`, real sandbox) run inside a simulated host (`netns.ts`), connected
 * to the platform's NATS over the host's link with the judge credentials and TLS, as docs/operations.md
 * sets up a node on another host (OJ_NATS_USER=oj-judge, OJ_NATS_PASSWORD_FILE, OJ_NATS_TLS_CA, no
 * database account in its environment). Its HTTP
 * port listens on the host's own address, so the test reads its /readyz and /metrics over the link.
 * Given cores, the node runs under `taskset -c <cores>`: its process and (through its CPU affinity, see
 * sandbox/cores.ts) its sandbox containers stay on them, as on a host with only those cores.
 */
import { spawn } from 'node:child_process';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import Docker from 'dockerode';
import { SANDBOX_LABEL } from '../sandbox/docker.ts';
import { hostCommand } from './netns.ts';
import type { SimHost } from './netns.ts';
import type { PlatformNats } from './platform-nats.ts';
import { watchChild } from './watched-child.ts';
import type { WatchedChild } from './watched-child.ts';

const SERVER = fileURLToPath(new URL('../server.ts', import.meta.url));
const TASKSET = 'taskset';
export const NODE_PORT = 8084;

/** A judge node process on a host. */
export interface HostNode extends WatchedChild {
  nodeId: string;
  host: SimHost;
  dataDir: string;
  /** `GET <path>` on the node's HTTP port, over the host's link; null when unreachable. */
  http: (path: string) => Promise<{ status: number; body: string } | null>;
}

/** The environment of the test runner minus everything a judge node must not get. */
function nodeEnvironment(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (key.startsWith('OJ_DB_') || key.startsWith('OJ_NATS_') || key === 'OJ_JWT_SECRET') continue;
    env[key] = value;
  }
  return { ...env, ...extra };
}

/** Starts a node on `host` and waits until it is ready and pulling (or fails with its output). */
export async function startHostNode(
  host: SimHost,
  nats: PlatformNats,
  options: {
    nodeId: string;
    dataDir: string;
    ackWaitMs: number;
    timeoutMs?: number;
    /** Jobs judged at once (OJ_JUDGE_CONCURRENCY); default 1. */
    concurrency?: number;
    /** The cores the node may use (taskset); default every core. */
    cores?: readonly number[];
  },
): Promise<HostNode> {
  const node = options.cores ? ([TASKSET, ['-c', options.cores.join(','), process.execPath, SERVER]] as const) : ([process.execPath, [SERVER]] as const);
  const { command, args } = hostCommand(host, node[0], node[1]);
  const child = spawn(command, args, {
    env: nodeEnvironment({
      OJ_HOST: host.address,
      OJ_JUDGE_NODE_PORT: String(NODE_PORT),
      OJ_NATS_URL: nats.url,
      OJ_NATS_TLS_CA: nats.caFile,
      OJ_NATS_NAMESPACE: nats.namespace,
      OJ_NATS_USER: 'oj-judge',
      OJ_NATS_PASSWORD_FILE: nats.passwordFile.judge,
      OJ_JUDGE_NODE_ID: options.nodeId,
      OJ_JUDGE_CONCURRENCY: String(options.concurrency ?? 1),
      OJ_JUDGE_ACK_WAIT_MS: String(options.ackWaitMs),
      OJ_JUDGE_HEARTBEAT_MS: '1000',
      OJ_DATA_DIR: join(options.dataDir),
      OJ_LOG_LEVEL: 'info',
    }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const { output: printed, exited } = watchChild(child);
  const http = async (path: string): Promise<{ status: number; body: string } | null> => {
    try {
      const response = await fetch(`http://${host.address}:${NODE_PORT}${path}`, { signal: AbortSignal.timeout(2000) });
      return { status: response.status, body: await response.text() };
    } catch {
      return null;
    }
  };
  const started: HostNode = { nodeId: options.nodeId, host, dataDir: options.dataDir, child, output: printed, exited, http };
  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${options.nodeId} exited during start-up:\n${printed()}`);
    if (printed().includes('judge node pulling jobs') && (await http('/readyz'))?.status === 200) return started;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${options.nodeId} was not ready in time:\n${printed()}`);
    }
    await sleep(200);
  }
}

/** Ids of the sandbox containers a node started (their owner label names its process). */
export async function nodeSandboxIds(node: HostNode, docker = new Docker()): Promise<string[]> {
  const owner = `${hostname()}:${node.child.pid ?? 0}`;
  const list = await docker.listContainers({ all: true, filters: { label: [`${SANDBOX_LABEL}=${owner}`] } });
  return list.map((info) => info.Id);
}

/** A metric's value from a Prometheus text page (its first series, whatever its labels), or null. */
export function metricValue(page: string, name: string): number | null {
  const match = new RegExp(`^${name}(?:\\{[^}]*\\})? ([0-9.e+-]+)$`, 'm').exec(page);
  return match ? Number(match[1]) : null;
}

/**
 * Stops nodes: SIGTERM (jobs in hand finished, heartbeat removed), SIGKILL after `graceMs`; then removes
 * sandbox containers a killed node left (the next node on a host would, but none may follow).
 */
export async function stopHostNodes(nodes: HostNode[], graceMs = 20_000): Promise<void> {
  const pids = new Set(nodes.map((node) => node.child.pid));
  await Promise.all(
    nodes.splice(0).map(async (node) => {
      if (node.child.exitCode !== null || node.child.signalCode !== null) return;
      node.child.kill('SIGTERM');
      const timer = setTimeout(() => node.child.kill('SIGKILL'), graceMs);
      await node.exited;
      clearTimeout(timer);
    }),
  );
  const docker = new Docker();
  const containers = await docker.listContainers({ all: true, filters: { label: [SANDBOX_LABEL] } }).catch(() => []);
  for (const info of containers) {
    const [owner, pid] = (info.Labels[SANDBOX_LABEL] ?? '').split(':');
    if (owner === hostname() && pids.has(Number(pid)))
      await docker
        .getContainer(info.Id)
        .remove({ force: true })
        .catch(() => undefined);
  }
}
