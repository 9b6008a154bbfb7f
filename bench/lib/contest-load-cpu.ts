/**
 * The platform's CPU over a window, from the kernel's own counters: each process's user + system time
 * (/proc/<pid>/stat), and the judge node's sandbox containers (found by their owner label, docker.ts
 * SANDBOX_LABEL = host:pid of the node) from their cpuacct cgroups, sampled every few seconds so a container
 * that is replaced meanwhile still counts.
 */
import { readFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import Docker from 'dockerode';
import { cpuSeconds } from './api-cpu.ts';

/** A process whose CPU is measured. */
export interface CpuProcess {
  label: string;
  pid: number;
}

export interface CpuFigure {
  label: string;
  seconds: number;
}

const SANDBOX_LABEL = 'oj.judge.sandbox';
const SAMPLE_MS = 5_000;

/** A container's CPU seconds so far (cgroup v1 cgroupfs or systemd, or v2), NaN when none of them is there. */
async function containerSeconds(id: string): Promise<number> {
  const v1 = [`/sys/fs/cgroup/cpuacct/docker/${id}/cpuacct.usage`, `/sys/fs/cgroup/cpuacct/system.slice/docker-${id}.scope/cpuacct.usage`];
  for (const path of v1) {
    const text = await readFile(path, 'utf8').catch(() => null);
    if (text !== null) return Number(text.trim()) / 1e9;
  }
  for (const path of [`/sys/fs/cgroup/system.slice/docker-${id}.scope/cpu.stat`, `/sys/fs/cgroup/docker/${id}/cpu.stat`]) {
    const text = await readFile(path, 'utf8').catch(() => null);
    const usec = text === null ? undefined : /usage_usec (\d+)/.exec(text)?.[1];
    if (usec !== undefined) return Number(usec) / 1e6;
  }
  return Number.NaN;
}

export class CpuMeter {
  readonly #processes: readonly CpuProcess[];
  readonly #owner: string;
  readonly #docker = new Docker();
  #before: number[] = [];
  /** Per container: its CPU when first seen in the window (0 for one started in it) and when last seen. */
  readonly #containers = new Map<string, { first: number; last: number }>();
  #timer: NodeJS.Timeout | null = null;
  #sampling: Promise<void> = Promise.resolve();

  /** `judgeNodePid`: the node whose sandboxes count. */
  constructor(processes: readonly CpuProcess[], judgeNodePid: number) {
    this.#processes = processes;
    this.#owner = `${hostname()}:${judgeNodePid}`;
  }

  async start(): Promise<void> {
    this.#before = await Promise.all(this.#processes.map((process) => cpuSeconds(process.pid)));
    await this.#sample(true);
    this.#timer = setInterval(() => {
      this.#sampling = this.#sampling.then(() => this.#sample(false));
    }, SAMPLE_MS);
  }

  /** The window's CPU seconds per process, then the sandboxes'. */
  async stop(): Promise<CpuFigure[]> {
    if (this.#timer) clearInterval(this.#timer);
    await this.#sampling;
    await this.#sample(false);
    const after = await Promise.all(this.#processes.map((process) => cpuSeconds(process.pid)));
    const figures = this.#processes.map((process, index) => ({
      label: process.label,
      seconds: (after[index] ?? Number.NaN) - (this.#before[index] ?? Number.NaN),
    }));
    let sandboxes = 0;
    for (const { first, last } of this.#containers.values()) sandboxes += last - first;
    figures.push({ label: `judge sandboxes (${this.#containers.size} containers)`, seconds: sandboxes });
    return figures;
  }

  async #sample(atStart: boolean): Promise<void> {
    const containers = await this.#docker.listContainers({ filters: { label: [`${SANDBOX_LABEL}=${this.#owner}`] } }).catch(() => []);
    for (const container of containers) {
      const seconds = await containerSeconds(container.Id);
      if (!Number.isFinite(seconds)) continue;
      const known = this.#containers.get(container.Id);
      if (known) known.last = seconds;
      else this.#containers.set(container.Id, { first: atStart ? seconds : 0, last: seconds });
    }
  }
}
