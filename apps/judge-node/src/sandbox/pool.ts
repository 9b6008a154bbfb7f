/**
 * A small warm pool of started sandbox containers per judge image, each with its two stage execs
 * already launched (stages.ts), so container start (~250 ms) and exec launch (~50 ms each) are off the
 * critical path. A container judges exactly one submission and is then removed.
 */
import { availableParallelism, hostname } from 'node:os';
import Docker from 'dockerode';
import type { JudgeImageName } from '@oj/judge-core';
import { removeQuietly, SANDBOX_LABEL, startSandbox } from './docker.ts';
import type { SandboxContainerSettings } from './docker.ts';
import { abandonStages, parkStages, stagesAlive, stagesReady } from './stages.ts';
import type { SandboxStages } from './stages.ts';

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
  /** The parked prepare and run execs; each is used once, and release() ends what is left. */
  stages: SandboxStages;
}

/** Settings of the pool and of the containers it starts. */
export interface SandboxPoolOptions {
  docker?: Docker;
  /** Image tags; default OJ_JUDGE_IMAGE (oj-judge:latest) and OJ_JUDGE_PY2_IMAGE (oj-judge-py2:latest). */
  images?: Partial<Record<JudgeImageName, string>>;
  /**
   * Containers kept started and idle, per image; default main = cores + 1 (one more than the node's
   * default concurrency, so back-to-back jobs find one ready), py2 1.
   */
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
// An idle container whose execs are not running by then is dropped (the engine is in trouble).
const STAGES_READY_TIMEOUT_MS = 30_000;
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
  /** Acquires waiting for a container already being started; never more than `starting`. */
  private readonly waiting: Record<JudgeImageName, Array<(sandbox: Sandbox | null) => void>> = { main: [], py2: [] };
  private readonly pending = new Set<Promise<unknown>>();
  private nextSlot = Math.floor(Math.random() * UID_SLOTS);
  private closed = false;

  constructor(options: SandboxPoolOptions = {}) {
    this.docker = options.docker ?? new Docker();
    this.images = {
      main: options.images?.main ?? process.env.OJ_JUDGE_IMAGE ?? 'oj-judge:latest',
      py2: options.images?.py2 ?? process.env.OJ_JUDGE_PY2_IMAGE ?? 'oj-judge-py2:latest',
    };
    this.warmTarget = { main: options.warm?.main ?? availableParallelism() + 1, py2: options.warm?.py2 ?? 1 };
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

  /**
   * A started container for the image with its stages parked: a warm one if any, else the next one
   * being started, else a new one. The replacement starts on release, so it does not compete with this
   * job's compile for the CPU; only a pool left empty starts one at once.
   */
  async acquire(image: JudgeImageName): Promise<Sandbox> {
    if (this.closed) throw new Error('the sandbox pool is closed');
    let sandbox: Sandbox | undefined;
    while ((sandbox = this.idle[image].shift()) && !stagesAlive(sandbox.stages)) {
      this.log(`dropping a warm ${image} sandbox whose parked execs ended`);
      this.discard(sandbox);
    }
    if (this.idle[image].length + this.starting[image] === 0) this.refill(image, 1);
    if (sandbox) return sandbox;
    // Waiting for a start already under way beats starting another one.
    if (this.starting[image] > this.waiting[image].length) {
      const handed = await new Promise<Sandbox | null>((resolve) => this.waiting[image].push(resolve));
      if (handed) return handed;
    }
    return this.create(image);
  }

  /** Warm containers of the image ready to hand out, not counting ones still starting. */
  idleCount(image: JudgeImageName): number {
    return this.idle[image].length;
  }

  /** Ends the sandbox's leftover stages and removes it in the background, then tops the pool up. */
  release(sandbox: Sandbox): void {
    this.discard(sandbox);
    this.refill(sandbox.image);
  }

  /** Removes the idle containers (their parked execs die with them) and waits for background work. */
  async close(): Promise<void> {
    this.closed = true;
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
    const idle = IMAGE_NAMES.flatMap((image) => this.idle[image].splice(0));
    for (const sandbox of idle) abandonStages(sandbox.stages);
    await Promise.all(idle.map((sandbox) => removeQuietly(sandbox.container)));
  }

  private async create(image: JudgeImageName): Promise<Sandbox> {
    if (this.closed) throw new Error('the sandbox pool is closed');
    this.nextSlot = (this.nextSlot + 1) % UID_SLOTS;
    const uidBase = UID_FIRST + this.nextSlot * 4;
    const container = await startSandbox(this.docker, { ...this.settings, image: this.images[image] });
    let stages: SandboxStages;
    try {
      stages = await parkStages(container);
    } catch (error) {
      await removeQuietly(container);
      throw error;
    }
    return {
      container,
      image,
      uidBase,
      memoryMb: this.settings.memoryMb,
      workDirMb: this.settings.workDirMb,
      tmpDirMb: this.settings.tmpDirMb,
      stages,
    };
  }

  private discard(sandbox: Sandbox): void {
    abandonStages(sandbox.stages);
    this.track(removeQuietly(sandbox.container));
  }

  /** Starts containers until `upTo` (at most the warm target) are idle or starting. */
  private refill(image: JudgeImageName, upTo = Infinity): void {
    const target = Math.min(upTo, this.warmTarget[image]);
    while (!this.closed && this.idle[image].length + this.starting[image] < target) {
      this.starting[image]++;
      const warming = this.create(image).then(
        (sandbox) => {
          this.starting[image]--;
          this.warmed(image, sandbox);
        },
        (error: unknown) => {
          this.starting[image]--;
          this.waiting[image].shift()?.(null);
          this.log(`could not warm a ${image} sandbox: ${String(error)}`);
        },
      );
      this.track(warming);
    }
  }

  /** A started container goes to a waiting acquire, else to the idle list once its stages announced they run. */
  private warmed(image: JudgeImageName, sandbox: Sandbox): void {
    const waiter = this.waiting[image].shift();
    if (this.closed) {
      waiter?.(null);
      this.discard(sandbox);
    } else if (waiter) {
      waiter(sandbox);
    } else {
      this.idle[image].push(sandbox);
      // A container whose execs never start (the engine is in trouble) must not be handed out later.
      void stagesReady(sandbox.stages, STAGES_READY_TIMEOUT_MS).catch((error: unknown) => {
        const index = this.idle[image].indexOf(sandbox);
        if (index === -1) return;
        this.idle[image].splice(index, 1);
        this.log(`dropping a warm ${image} sandbox: ${String(error)}`);
        this.discard(sandbox);
        this.refill(image);
      });
    }
  }

  private track(work: Promise<unknown>): void {
    this.pending.add(work);
    void work.finally(() => this.pending.delete(work));
  }
}
