/**
 * A small warm pool of started sandbox containers per judge image, each with its two stage execs
 * already launched (stages.ts), so container start (~250 ms) and exec launch (~50 ms each) are off the
 * critical path. A container judges exactly one submission and is then removed.
 *
 * Each container gets a memory cgroup of its own on the host for the program (memory-cgroup.ts). When the
 * node judges no more jobs at once than it has cores, each acquired container also gets a core of its
 * own (Docker CpusetCpus), so two jobs judged at once do not move each other's CPU time.
 */
import { availableParallelism, hostname } from 'node:os';
import Docker from 'dockerode';
import type { JudgeImageName } from '@oj/judge-core';
import { removeQuietly, SANDBOX_LABEL, startSandbox } from './docker.ts';
import { DEFAULT_JUDGE_IMAGES } from './images.ts';
import type { SandboxContainerSettings } from './docker.ts';
import {
  cgroupName,
  createSandboxCgroup,
  detectCgroupLayout,
  prepareCgroupParent,
  removeSandboxCgroup,
  removeStaleCgroups,
} from './memory-cgroup.ts';
import type { CgroupLayout } from './memory-cgroup.ts';
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
  /** The core it runs on (CpusetCpus), or null when containers share every core. */
  core: number | null;
  /** Host directory of the program's memory cgroup, or null when the host gave none. */
  memoryCgroup: string | null;
}

/** Settings of the pool and of the containers it starts. */
export interface SandboxPoolOptions {
  docker?: Docker;
  /** Image tags; default oj-judge:latest and oj-judge-py2:latest (the judge node's config passes OJ_JUDGE_IMAGE and OJ_JUDGE_PY2_IMAGE). */
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
  /**
   * Jobs the node judges at once (default: the number of cores). With no more slots than cores, each
   * acquired container runs on a core of its own; with more, all containers share every core.
   */
  slots?: number;
  /** Give each container a memory cgroup for its program (default true; needs root on the Docker host). */
  memoryCgroups?: boolean;
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
  private readonly settings: Omit<SandboxContainerSettings, 'image' | 'cpusetCpus' | 'memoryCgroup'>;
  private readonly log: (message: string) => void;
  private readonly idle: Record<JudgeImageName, Sandbox[]> = { main: [], py2: [] };
  private readonly starting: Record<JudgeImageName, number> = { main: 0, py2: 0 };
  /** Acquires waiting for a container already being started; never more than `starting`. */
  private readonly waiting: Record<JudgeImageName, Array<(sandbox: Sandbox | null) => void>> = { main: [], py2: [] };
  private readonly pending = new Set<Promise<unknown>>();
  private nextSlot = Math.floor(Math.random() * UID_SLOTS);
  private closed = false;
  /** Per core: containers placed on it (idle, starting or busy), and acquired ones; empty when not pinning. */
  private readonly placed: number[];
  private readonly busy: number[];
  /**
   * By container id (callers may hand back a copy of the Sandbox): the core of each placed container,
   * and the containers handed out and not yet released.
   */
  private readonly coreOf = new Map<string, number>();
  private readonly acquired = new Set<string>();
  private cgroups: Promise<CgroupLayout | null> | null;

  constructor(options: SandboxPoolOptions = {}) {
    this.docker = options.docker ?? new Docker();
    this.images = {
      main: options.images?.main ?? DEFAULT_JUDGE_IMAGES.main,
      py2: options.images?.py2 ?? DEFAULT_JUDGE_IMAGES.py2,
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
    const cores = availableParallelism();
    const pinning = (options.slots ?? cores) <= cores;
    this.placed = pinning ? new Array<number>(cores).fill(0) : [];
    this.busy = pinning ? new Array<number>(cores).fill(0) : [];
    this.cgroups = options.memoryCgroups === false ? Promise.resolve(null) : null;
  }

  /** Whether acquired containers get a core of their own. */
  get pinsCores(): boolean {
    return this.placed.length > 0;
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
    const layout = await this.cgroupLayout();
    if (layout) {
      const removed = await removeStaleCgroups(layout, processAlive);
      if (removed > 0) this.log(`removed ${removed} stale sandbox memory cgroups`);
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
    for (const dead of this.idle[image].filter((idle) => !stagesAlive(idle.stages))) {
      this.log(`dropping a warm ${image} sandbox whose parked execs ended`);
      this.idle[image].splice(this.idle[image].indexOf(dead), 1);
      void this.discard(dead);
    }
    // A warm container already on a free core saves moving one.
    const onFreeCore = this.idle[image].findIndex((idle) => idle.core === null || this.busy[idle.core] === 0);
    const sandbox = this.idle[image].splice(Math.max(onFreeCore, 0), 1)[0];
    if (this.idle[image].length + this.starting[image] === 0) this.refill(image, 1);
    if (sandbox) return this.claim(sandbox);
    // Waiting for a start already under way beats starting another one.
    if (this.starting[image] > this.waiting[image].length) {
      const handed = await new Promise<Sandbox | null>((resolve) => this.waiting[image].push(resolve));
      if (handed) return this.claim(handed);
    }
    return this.claim(await this.create(image));
  }

  /** Warm containers of the image ready to hand out, not counting ones still starting. */
  idleCount(image: JudgeImageName): number {
    return this.idle[image].length;
  }

  /** Ends the sandbox's leftover stages and removes it in the background, then tops the pool up. */
  release(sandbox: Sandbox): void {
    void this.discard(sandbox);
    this.refill(sandbox.image);
  }

  /** Like release, but resolves once the container and its memory cgroup are gone, and starts no replacement. */
  async dispose(sandbox: Sandbox): Promise<void> {
    await this.discard(sandbox);
  }

  /**
   * Marks a sandbox as judging. When pinning, it must have its core to itself: a container on a busy core
   * moves to a free one (one `docker update`, about as long as an exec); with no core free it shares.
   */
  private async claim(sandbox: Sandbox): Promise<Sandbox> {
    this.acquired.add(sandbox.container.id);
    const core = sandbox.core;
    if (core === null) return sandbox;
    const free = this.leastUsedCore();
    const moving = (this.busy[core] ?? 0) > 0 && this.busy[free] === 0;
    const target = moving ? free : core;
    // Counted before the await, so a claim meanwhile does not pick the same core.
    this.busy[target] = (this.busy[target] ?? 0) + 1;
    if (!moving) return sandbox;
    try {
      await sandbox.container.update({ CpusetCpus: String(target) });
      this.move(sandbox, target);
    } catch (error) {
      this.busy[target] = (this.busy[target] ?? 1) - 1;
      this.busy[core] = (this.busy[core] ?? 0) + 1;
      this.log(`could not move a sandbox to core ${target}: ${String(error)}`);
    }
    return sandbox;
  }

  /** The core with the fewest judging containers, then the fewest placed ones. */
  private leastUsedCore(): number {
    let best = 0;
    for (let core = 1; core < this.placed.length; core++) {
      const [busy, placed] = [this.busy[core] ?? 0, this.placed[core] ?? 0];
      const [bestBusy, bestPlaced] = [this.busy[best] ?? 0, this.placed[best] ?? 0];
      if (busy < bestBusy || (busy === bestBusy && placed < bestPlaced)) best = core;
    }
    return best;
  }

  private move(sandbox: Sandbox, core: number): void {
    if (sandbox.core !== null) this.placed[sandbox.core] = (this.placed[sandbox.core] ?? 1) - 1;
    this.placed[core] = (this.placed[core] ?? 0) + 1;
    this.coreOf.set(sandbox.container.id, core);
    sandbox.core = core;
  }

  /** The host's cgroup layout once its parent directory exists; null (logged once) when unusable. */
  private cgroupLayout(): Promise<CgroupLayout | null> {
    this.cgroups ??= (async () => {
      const layout = detectCgroupLayout();
      if (!layout) {
        this.log('no memory cgroup on this host: programs are limited by the container cap only');
        return null;
      }
      try {
        await prepareCgroupParent(layout);
        return layout;
      } catch (error) {
        this.log(`cannot create memory cgroups (${String(error)}): programs are limited by the container cap only`);
        return null;
      }
    })();
    return this.cgroups;
  }

  /** Removes the idle containers (their parked execs die with them) and waits for background work. */
  async close(): Promise<void> {
    this.closed = true;
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
    const idle = IMAGE_NAMES.flatMap((image) => this.idle[image].splice(0));
    for (const sandbox of idle) abandonStages(sandbox.stages);
    await Promise.all(idle.map((sandbox) => this.remove(sandbox)));
  }

  private async create(image: JudgeImageName): Promise<Sandbox> {
    if (this.closed) throw new Error('the sandbox pool is closed');
    this.nextSlot = (this.nextSlot + 1) % UID_SLOTS;
    const uidBase = UID_FIRST + this.nextSlot * 4;
    const layout = await this.cgroupLayout();
    const memoryCgroup = layout ? await createSandboxCgroup(layout, cgroupName(), this.settings.memoryMb * 1024 * 1024) : null;
    const core = this.pinsCores ? this.leastUsedCore() : null;
    if (core !== null) this.placed[core] = (this.placed[core] ?? 0) + 1;
    let container: Docker.Container | null = null;
    try {
      container = await startSandbox(this.docker, {
        ...this.settings,
        image: this.images[image],
        cpusetCpus: core === null ? null : String(core),
        memoryCgroup: memoryCgroup && layout ? { dir: memoryCgroup, version: layout.version } : null,
      });
      const stages = await parkStages(container);
      if (core !== null) this.coreOf.set(container.id, core);
      return {
        container,
        image,
        uidBase,
        memoryMb: this.settings.memoryMb,
        workDirMb: this.settings.workDirMb,
        tmpDirMb: this.settings.tmpDirMb,
        stages,
        core,
        memoryCgroup,
      };
    } catch (error) {
      if (core !== null) this.placed[core] = (this.placed[core] ?? 1) - 1;
      if (container) await removeQuietly(container);
      if (memoryCgroup) await removeSandboxCgroup(memoryCgroup).catch(() => undefined);
      throw error;
    }
  }

  private discard(sandbox: Sandbox): Promise<void> {
    abandonStages(sandbox.stages);
    const id = sandbox.container.id;
    const core = this.coreOf.get(id);
    if (core !== undefined) {
      this.placed[core] = (this.placed[core] ?? 1) - 1;
      if (this.acquired.has(id)) this.busy[core] = (this.busy[core] ?? 1) - 1;
    }
    this.coreOf.delete(id);
    this.acquired.delete(id);
    const removed = this.remove(sandbox);
    this.track(removed);
    return removed;
  }

  /** Removes the container, then its memory cgroup (which must be empty by then). */
  private async remove(sandbox: Sandbox): Promise<void> {
    await removeQuietly(sandbox.container);
    if (!sandbox.memoryCgroup) return;
    await removeSandboxCgroup(sandbox.memoryCgroup).catch((error: unknown) => {
      this.log(`could not remove the memory cgroup ${sandbox.memoryCgroup}: ${String(error)}`);
    });
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
      void this.discard(sandbox);
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
        void this.discard(sandbox);
        this.refill(image);
      });
    }
  }

  private track(work: Promise<unknown>): void {
    this.pending.add(work);
    void work.finally(() => this.pending.delete(work));
  }
}
