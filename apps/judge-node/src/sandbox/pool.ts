/**
 * A small warm pool of started sandbox containers per judge image, so container start (~250 ms) is off
 * the critical path. A container judges exactly one submission and is then removed.
 */
import { hostname } from 'node:os';
import Docker from 'dockerode';
import type { JudgeImageName } from '@oj/judge-core';
import { removeQuietly, SANDBOX_LABEL, startSandbox } from './docker.ts';
import type { SandboxContainerSettings } from './docker.ts';

/** A started container, ready for one submission. */
export interface Sandbox {
  container: Docker.Container;
  image: JudgeImageName;
  /** First of the container's three uids (see uidsOf). */
  uidBase: number;
  /** Current cgroup memory cap; raised per job when needed. */
  memoryMb: number;
  workDirMb: number;
  tmpDirMb: number;
}

/** Settings of the pool and of the containers it starts. */
export interface SandboxPoolOptions {
  docker?: Docker;
  /** Image tags; default OJ_JUDGE_IMAGE (oj-judge:latest) and OJ_JUDGE_PY2_IMAGE (oj-judge-py2:latest). */
  images?: Partial<Record<JudgeImageName, string>>;
  /** Containers kept started and idle, per image; default main 1, py2 1. */
  warm?: Partial<Record<JudgeImageName, number>>;
  workDirMb?: number;
  tmpDirMb?: number;
  /** Default cgroup memory cap of a container, tmpfs included; default work dir + /tmp + 1152 MB. */
  memoryMb?: number;
  pidsLimit?: number;
  cpus?: number;
  log?: (message: string) => void;
}

const IMAGE_NAMES: readonly JudgeImageName[] = ['main', 'py2'];
// Uids above any account in the images; each container takes 4 (program, judge, compiler, spare), so that
// RLIMIT_NPROC, which the kernel counts per uid across the host, is per container.
const UID_FIRST = 20_000;
const UID_SLOTS = 10_000;

/** Owner label of this process's containers: stale ones of a dead process are removed at start. */
export function ownerTag(): string {
  return `${hostname()}:${process.pid}`;
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Starts, hands out and removes sandbox containers. */
export class SandboxPool {
  readonly docker: Docker;
  readonly images: Record<JudgeImageName, string>;
  private readonly warmTarget: Record<JudgeImageName, number>;
  private readonly settings: Omit<SandboxContainerSettings, 'image'>;
  private readonly log: (message: string) => void;
  private readonly idle: Record<JudgeImageName, Sandbox[]> = { main: [], py2: [] };
  private readonly starting: Record<JudgeImageName, number> = { main: 0, py2: 0 };
  private readonly pending = new Set<Promise<unknown>>();
  private nextSlot = Math.floor(Math.random() * UID_SLOTS);
  private closed = false;

  constructor(options: SandboxPoolOptions = {}) {
    this.docker = options.docker ?? new Docker();
    this.images = {
      main: options.images?.main ?? process.env.OJ_JUDGE_IMAGE ?? 'oj-judge:latest',
      py2: options.images?.py2 ?? process.env.OJ_JUDGE_PY2_IMAGE ?? 'oj-judge-py2:latest',
    };
    this.warmTarget = { main: options.warm?.main ?? 1, py2: options.warm?.py2 ?? 1 };
    const workDirMb = options.workDirMb ?? 1024;
    const tmpDirMb = options.tmpDirMb ?? 128;
    this.settings = {
      workDirMb,
      tmpDirMb,
      memoryMb: options.memoryMb ?? workDirMb + tmpDirMb + 1152,
      pidsLimit: options.pidsLimit ?? 256,
      cpus: options.cpus ?? 1,
      owner: ownerTag(),
    };
    this.log = options.log ?? (() => undefined);
  }

  /** Removes containers left by judge processes of this host that no longer run, then warms up. */
  async start(): Promise<void> {
    const containers = await this.docker.listContainers({ all: true, filters: { label: [SANDBOX_LABEL] } });
    const host = hostname();
    for (const info of containers) {
      const [ownerHost, ownerPid] = (info.Labels[SANDBOX_LABEL] ?? '').split(':');
      if (ownerHost === host && ownerPid && !processAlive(Number(ownerPid))) {
        this.log(`removing stale sandbox ${info.Id.slice(0, 12)}`);
        await removeQuietly(this.docker.getContainer(info.Id));
      }
    }
    for (const image of IMAGE_NAMES) this.refill(image);
  }

  /** A started container for the image: a warm one if any, else a new one. */
  async acquire(image: JudgeImageName): Promise<Sandbox> {
    if (this.closed) throw new Error('the sandbox pool is closed');
    const sandbox = this.idle[image].shift() ?? (await this.create(image));
    this.refill(image);
    return sandbox;
  }

  /** Removes a used container in the background. */
  release(sandbox: Sandbox): void {
    this.track(removeQuietly(sandbox.container));
  }

  /** Removes the idle containers and waits for background work. */
  async close(): Promise<void> {
    this.closed = true;
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
    const idle = IMAGE_NAMES.flatMap((image) => this.idle[image].splice(0));
    await Promise.all(idle.map((sandbox) => removeQuietly(sandbox.container)));
  }

  private async create(image: JudgeImageName): Promise<Sandbox> {
    this.nextSlot = (this.nextSlot + 1) % UID_SLOTS;
    const uidBase = UID_FIRST + this.nextSlot * 4;
    const container = await startSandbox(this.docker, { ...this.settings, image: this.images[image] });
    return {
      container,
      image,
      uidBase,
      memoryMb: this.settings.memoryMb,
      workDirMb: this.settings.workDirMb,
      tmpDirMb: this.settings.tmpDirMb,
    };
  }

  private refill(image: JudgeImageName): void {
    while (!this.closed && this.idle[image].length + this.starting[image] < this.warmTarget[image]) {
      this.starting[image]++;
      const warming = this.create(image)
        .then((sandbox) => {
          if (this.closed) return removeQuietly(sandbox.container);
          this.idle[image].push(sandbox);
          return undefined;
        })
        .catch((error: unknown) => {
          this.log(`could not warm a ${image} sandbox: ${String(error)}`);
        })
        .finally(() => {
          this.starting[image]--;
        });
      this.track(warming);
    }
  }

  private track(work: Promise<unknown>): void {
    this.pending.add(work);
    void work.finally(() => this.pending.delete(work));
  }
}
