/**
 * One round of the judge-scaling bench: N judge nodes, each on a host of its own (a network namespace)
 * with one slot and pinned to one core (taskset, which the node's sandbox containers follow), judge the
 * same backlog from a fresh queue. The round measures from the first job published to the last result
 * stored, and reads every message of the results stream back to check and time each job.
 */
import { readFile, readdir, stat } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { JUDGE_QUEUE, Verdict } from '@oj/contracts';
import type { JudgeProgress, JudgeResult } from '@oj/contracts';
import { nodeSandboxIds, startHostNode, stopHostNodes } from '../../apps/judge-node/src/testing/index.ts';
import type { HostNode } from '../../apps/judge-node/src/testing/index.ts';
import Docker from 'dockerode';
import type { ScalingPlatform } from './judge-scaling-platform.ts';
import { percentile } from './stats.ts';

/** Warm containers a one-slot node keeps (the pool's default: slots + 1 main, 1 Python 2). */
const WARM_CONTAINERS = 3;
const CLOCK_TICKS_PER_SECOND = 100;

/** What one node did in a round. */
export interface NodeFigure {
  nodeId: string;
  /** The core it was given. */
  core: number;
  /** Its process's CPU affinity and its containers' CpusetCpus, as read at the end of the round. */
  affinity: string;
  containerCpusets: string[];
  jobs: number;
  /** From its first job taken (first progress) to its last result stored. */
  spanMs: number;
  /** CPU time during the round: the node process, and its sandbox containers (cgroup cpuacct; null where unreadable). */
  processCpuMs: number;
  sandboxCpuMs: number | null;
  /** Sum of the CPU times the judge reported for its cases (the judged programs alone). */
  reportedCaseMs: number;
  /** Compiled programs stored in its cache during the round (0: every job's compile came from the cache). */
  compilesStored: number;
}

/** One round's figures and checks. */
export interface RoundFigure {
  nodes: number;
  jobs: number;
  wallMs: number;
  jobsPerSecond: number;
  queueWaitMs: number[];
  loadStart: number;
  loadEnd: number;
  perNode: NodeFigure[];
  /** Problems found: a job without a result, with two, not Accepted, or a result from an unknown node. */
  problems: string[];
  /** How long the nodes took to start (until ready and their warm containers up). */
  startMs: number;
}

/** Core of node i (1-based): node 1 core 0, node 2 core 1, ...; beyond the machine's cores they share, round robin. */
export function coreOfNode(index: number, cores: number): number {
  return (index - 1) % cores;
}

async function processCpuMs(pid: number | undefined): Promise<number> {
  if (pid === undefined) return 0;
  try {
    const text = await readFile(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces): state is field 3, utime 14, stime 15.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND) * 1000;
  } catch {
    return 0;
  }
}

/** A container's CPU time in ms from its cgroup (v1 cgroupfs or systemd, or v2), or null. */
async function containerCpuMs(id: string): Promise<number | null> {
  const v1 = [`/sys/fs/cgroup/cpuacct/docker/${id}/cpuacct.usage`, `/sys/fs/cgroup/cpuacct/system.slice/docker-${id}.scope/cpuacct.usage`];
  for (const file of v1) {
    const text = await readFile(file, 'utf8').catch(() => null);
    if (text !== null) return Number(text.trim()) / 1e6;
  }
  for (const file of [`/sys/fs/cgroup/system.slice/docker-${id}.scope/cpu.stat`, `/sys/fs/cgroup/docker/${id}/cpu.stat`]) {
    const text = await readFile(file, 'utf8').catch(() => null);
    const usec = text === null ? undefined : /^usage_usec (\d+)$/m.exec(text)?.[1];
    if (usec !== undefined) return Number(usec) / 1000;
  }
  return null;
}

/** CPU of each container of a node now, by id (null when no cgroup file was found). */
async function sandboxCpu(node: HostNode, docker: Docker): Promise<Map<string, number | null>> {
  const figures = new Map<string, number | null>();
  for (const id of await nodeSandboxIds(node, docker)) figures.set(id, await containerCpuMs(id));
  return figures;
}

/** Compiled programs in a host's cache, as name:inode (a store replaces the file, so a new compile changes it). */
async function compiledEntries(dataDir: string): Promise<Set<string>> {
  const dir = join(dataDir, 'checker-cache', 'compiled');
  const names = await readdir(dir).catch(() => [] as string[]);
  const entries = new Set<string>();
  for (const name of names) entries.add(`${name}:${(await stat(join(dir, name))).ino}`);
  return entries;
}

async function waitForWarmContainers(node: HostNode, docker: Docker, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while ((await nodeSandboxIds(node, docker)).length < WARM_CONTAINERS) {
    if (Date.now() > deadline) throw new Error(`${node.nodeId}: its warm containers did not start within ${timeoutMs} ms`);
    await sleep(200);
  }
}

/** Starts nodes 1..count, each on its core; on a failure the ones started are stopped. */
export async function startNodes(platform: ScalingPlatform, count: number, cores: number, nodes: HostNode[]): Promise<void> {
  const docker = new Docker();
  const started = await Promise.allSettled(
    platform.network.hosts.slice(0, count).map(async (host) => {
      const node = await startHostNode(host, platform.nats, {
        nodeId: `host${host.index}`,
        dataDir: platform.hostDirs[host.index - 1] ?? '',
        ackWaitMs: JUDGE_QUEUE.ackWaitMs,
        concurrency: 1,
        cores: [coreOfNode(host.index, cores)],
        timeoutMs: 120_000,
      });
      nodes.push(node);
      await waitForWarmContainers(node, docker, 60_000);
    }),
  );
  const failed = started.find((outcome) => outcome.status === 'rejected');
  if (failed) throw failed.reason;
}

/** Waits until every job has a result stored and the job stream is empty; the time of the last result (stream clock). */
async function drained(platform: ScalingPlatform, jobs: number, timeoutMs: number): Promise<void> {
  const { jsm, names } = platform;
  const subjects = `${names.namespace}.judge.result.>`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const results = await jsm.streams.info(names.streams.judgeResults.name, { subjects_filter: subjects });
    const queued = (await jsm.streams.info(names.streams.judgeJobs.name)).state.messages;
    if (Object.keys(results.state.subjects ?? {}).length >= jobs && queued === 0) return;
    if (Date.now() > deadline) throw new Error(`the backlog did not drain within ${timeoutMs} ms (${queued} jobs still queued)`);
    await sleep(100);
  }
}

/** Every message of the results stream: first progress time per job, and every result with its stream time. */
async function readResults(platform: ScalingPlatform): Promise<{ firstProgress: Map<number, number>; results: Array<{ result: JudgeResult; at: number }> }> {
  const { jsm, names } = platform;
  const info = await jsm.streams.info(names.streams.judgeResults.name);
  const firstProgress = new Map<number, number>();
  const results: Array<{ result: JudgeResult; at: number }> = [];
  for (let seq = info.state.first_seq; seq <= info.state.last_seq; seq++) {
    const stored = await jsm.streams.getMessage(names.streams.judgeResults.name, { seq });
    if (!stored) continue;
    const at = stored.time.getTime();
    if (stored.subject.startsWith(`${names.namespace}.judge.progress.`)) {
      const progress = stored.json<JudgeProgress>();
      if (!firstProgress.has(progress.submitId)) firstProgress.set(progress.submitId, at);
    } else {
      results.push({ result: stored.json<JudgeResult>(), at });
    }
  }
  return { firstProgress, results };
}

/**
 * Judges `jobs` jobs with `count` nodes from a fresh queue. The nodes are stopped before it returns,
 * also on a failure; `nodes` always holds the ones running, for the caller's clean-up on a signal.
 */
export async function runRound(
  platform: ScalingPlatform,
  options: { count: number; jobs: number; cores: number; log: (message: string) => void },
  nodes: HostNode[],
): Promise<RoundFigure> {
  const { count, jobs, cores, log } = options;
  const docker = new Docker();
  await platform.freshQueue();
  try {
    const startedAt = Date.now();
    await startNodes(platform, count, cores, nodes);
    const startMs = Date.now() - startedAt;
    log(`${count} node(s) ready with their warm containers in ${startMs} ms`);
    // The containers' start-up work settles before the clock starts.
    await sleep(2000);
    const before = await Promise.all(
      nodes.map(async (node) => ({
        process: await processCpuMs(node.child.pid),
        sandboxes: await sandboxCpu(node, docker),
        compiled: await compiledEntries(node.dataDir),
      })),
    );
    const loadStart = loadavg()[0] ?? 0;
    const backlog = Array.from({ length: jobs }, () => platform.job());
    const publishedAt = new Map<number, number>();
    const first = Date.now();
    for (const job of backlog) {
      publishedAt.set(job.submitId, Date.now());
      await platform.js.publish(platform.names.subjects.judgeJob('normal'), JSON.stringify(job), { msgID: `job:${job.submitId}:1` });
    }
    log(`${jobs} jobs enqueued in ${Date.now() - first} ms`);
    await drained(platform, jobs, 60_000 + jobs * 20_000);
    const loadEnd = loadavg()[0] ?? 0;
    const after = await Promise.all(
      nodes.map(async (node) => ({
        process: await processCpuMs(node.child.pid),
        sandboxes: await sandboxCpu(node, docker),
        compiled: await compiledEntries(node.dataDir),
      })),
    );
    const affinities = await Promise.all(
      nodes.map(async (node) => /^Cpus_allowed_list:\s*(.+)$/m.exec(await readFile(`/proc/${node.child.pid ?? 0}/status`, 'utf8').catch(() => ''))?.[1] ?? '?'),
    );
    const cpusets = await Promise.all(
      nodes.map(async (node) => {
        const ids = await nodeSandboxIds(node, docker);
        return Promise.all(ids.map(async (id) => (await docker.getContainer(id).inspect()).HostConfig.CpusetCpus || 'all'));
      }),
    );
    // A late duplicate would come within a moment of the last result.
    await sleep(1000);
    const { firstProgress, results } = await readResults(platform);
    const problems: string[] = [];
    const byJob = new Map<number, JudgeResult[]>();
    for (const { result } of results) byJob.set(result.submitId, [...(byJob.get(result.submitId) ?? []), result]);
    for (const job of backlog) {
      const found = byJob.get(job.submitId) ?? [];
      if (found.length !== 1) problems.push(`job ${job.submitId}: ${found.length} results`);
      for (const result of found) {
        if (result.status !== Verdict.Accepted)
          problems.push(`job ${job.submitId}: status ${result.status} by ${result.judger}: ${result.compileMessage ?? ''}`);
        if (result.resultToken !== job.resultToken) problems.push(`job ${job.submitId}: wrong result token`);
      }
    }
    if (byJob.size !== jobs) problems.push(`${byJob.size} jobs with results, ${jobs} enqueued`);
    const lastResultAt = Math.max(...results.map((entry) => entry.at));
    const wallMs = lastResultAt - first;
    const queueWaitMs = backlog.map((job) => (firstProgress.get(job.submitId) ?? Number.NaN) - (publishedAt.get(job.submitId) ?? 0));
    if (queueWaitMs.some((wait) => !Number.isFinite(wait))) problems.push('a job without a progress message');
    const perNode = nodes.map((node, index): NodeFigure => {
      const entries = results.filter((entry) => entry.result.judger === node.nodeId);
      const mine = entries.map((entry) => entry.result);
      const taken = mine.map((result) => firstProgress.get(result.submitId) ?? Number.NaN).filter((at) => Number.isFinite(at));
      const start = before[index];
      const end = after[index];
      let sandboxCpuMs: number | null = 0;
      for (const [id, value] of end?.sandboxes ?? []) {
        if (value === null || sandboxCpuMs === null) {
          sandboxCpuMs = null;
          continue;
        }
        sandboxCpuMs += value - (start?.sandboxes.get(id) ?? 0);
      }
      const compilesStored = [...(end?.compiled ?? [])].filter((entry) => !start?.compiled.has(entry)).length;
      return {
        nodeId: node.nodeId,
        core: coreOfNode(node.host.index, cores),
        affinity: affinities[index] ?? '?',
        containerCpusets: cpusets[index] ?? [],
        jobs: mine.length,
        spanMs: mine.length === 0 ? 0 : Math.max(...entries.map((entry) => entry.at)) - Math.min(...taken),
        processCpuMs: (end?.process ?? 0) - (start?.process ?? 0),
        sandboxCpuMs,
        reportedCaseMs: mine.reduce((total, result) => total + result.cases.reduce((sum, item) => sum + item.timeMs, 0), 0),
        compilesStored,
      };
    });
    const unknown = results.filter((entry) => !nodes.some((node) => node.nodeId === entry.result.judger));
    if (unknown.length > 0) problems.push(`${unknown.length} results from unknown nodes`);
    return {
      nodes: count,
      jobs,
      wallMs,
      jobsPerSecond: jobs / (wallMs / 1000),
      queueWaitMs: queueWaitMs.filter((wait) => Number.isFinite(wait)),
      loadStart,
      loadEnd,
      perNode: perNode.sort((a, b) => a.nodeId.localeCompare(b.nodeId)),
      problems,
      startMs,
    };
  } catch (error) {
    for (const node of nodes) log(`${node.nodeId} output (last 3000 characters):\n${node.output().slice(-3000)}`);
    throw error;
  } finally {
    await stopHostNodes(nodes);
  }
}

/** p50 and p99 of the queue waits. */
export function queueWaitPercentiles(round: RoundFigure): { p50: number; p99: number } {
  return { p50: percentile(round.queueWaitMs, 50), p99: percentile(round.queueWaitMs, 99) };
}
