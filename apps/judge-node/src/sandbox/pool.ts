/**
 * A small pool of started sandbox containers per judge image. Each container's PID 1 is the sandbox agent
 * (agent.ts), which takes the job's stages over the attached stdin, so no `docker exec` (~50 ms each) or
 * container start (~250 ms) is on a job's path. After a job the agent wipes the container (every process
 * but itself killed, SysV IPC objects removed, /w, /tmp, /dev/shm and /dev/mqueue emptied), and the
 * container judges the next one; one that cannot be wiped cleanly, whose agent broke (a timeout, a
 * protocol error) or that has judged `maxUses` jobs is removed and replaced instead.
 *
 * Each container gets a memory cgroup of its own on the host for the program (memory-cgroup.ts). When the
 * node judges no more jobs at once than it has cores, each acquired container also gets a core of its
 * own (Docker CpusetCpus), so two jobs judged at once do not move each other's CPU time. The cores are
 * those of the node's own CPU affinity (cores.ts), so a node restricted to some cores keeps its
 * containers on them.
 */
import { hostname } from 'node:os';
import Docker from 'dockerode';
import type { JudgeImageName } from '@oj/judge-core';
import { removeQuietly, SANDBOX_LABEL, startSandbox } from './docker.ts';
import { allowedCores, formatCoreList, restrictedCores } from './cores.ts';
import { DEFAULT_JUDGE_IMAGES } from './images.ts';
import type { SandboxContainerSettings } from './docker.ts';
import { cgroupName, createSandboxCgroup, detectCgroupLayout, prepareCgroupParent, removeSandboxCgroup, removeStaleCgroups } from './memory-cgroup.ts';
import type { CgroupLayout } from './memory-cgroup.ts';
import type { SandboxAgent } from './agent.ts';

/** A started container with its agent, ready for a submission. */
export interface Sandbox {
  container: Docker.Container;
  image: JudgeImageName;
  /** The content id of the image it runs (`sha256:…`): what a compiled program was built with. */
  imageId: string;
  /** First of the container's three uids (see uidsOf). */
  uidBase: number;
  /** Current cgroup memory cap; raised per job when needed. */
  memoryMb: number;
  workDirMb: number;
  tmpDirMb: number;
  /** The container's PID 1, which runs the job's stages and wipes the container after it. */
  agent: SandboxAgent;
  /** Jobs it was handed out for, this one included. */
  uses: number;
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
   * Containers kept started, per image; default main = slots + 1 (one more than the node's concurrency,
   * so back-to-back jobs find one ready), py2 1.
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
   * acquired container runs on a core of its own; with more, all containers share all the cores.
   */
  slots?: number;
  /** The cores containers may run on (default: this process's CPU affinity, `allowedCores()`). */
  cores?: readonly number[];
  /** Give each container a memory cgroup for its program (default true; needs root on the Docker host). */
  memoryCgroups?: boolean;
  /** Wipe a released container and hand it out again (default true); false removes it after one job. */
  reuse?: boolean;
  /** Jobs a container judges before it is replaced anyway (default 500). */
  maxUses?: number;
  log?: (message: string) => void;
}

const IMAGE_NAMES: readonly JudgeImageName[] = ['main', 'py2'];
// A container whose agent has not announced itself by then is removed (the engine is in trouble).
const AGENT_READY_TIMEOUT_MS = 30_000;
// A wipe takes milliseconds; the agent gives up on its own after 5 s.
const WIPE_TIMEOUT_MS = 10_000;
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
  private readonly settings: Omit<SandboxContainerSettings, 'image' | 'cpusetCpus' | 'memoryCgroup' | 'uids'>;
  private readonly log: (message: string) => void;
  private readonly reuse: boolean;
  private readonly maxUses: number;
  private readonly idle: Record<JudgeImageName, Sandbox[]> = { main: [], py2: [] };
  /** Containers being started, and released ones being wiped. */
  private readonly starting: Record<JudgeImageName, number> = { main: 0, py2: 0 };
  private readonly beingWiped = new Set<Sandbox>();
  /** Started containers not yet removed: idle, handed out or being wiped. */
  private readonly live: Record<JudgeImageName, number> = { main: 0, py2: 0 };
  /** Acquires waiting for a container being started or wiped; never more than starting + wiping. */
  private readonly waiting: Record<JudgeImageName, Array<(sandbox: Sandbox | null) => void>> = { main: [], py2: [] };
  private readonly pending = new Set<Promise<unknown>>();
  private nextSlot = Math.floor(Math.random() * UID_SLOTS);
  private closed = false;
  /** The cores a container may be pinned to; empty when not pinning. */
  private readonly pinCores: readonly number[];
  /** CpusetCpus of every container when not pinning: the node's cores when they are not all of the machine's. */
  private readonly sharedCpuset: string | null;
  /** Indexed by core number: containers placed on it (idle, starting or busy), and acquired ones. */
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
    const cores = options.cores ?? allowedCores();
    if (cores.length === 0) throw new Error('the sandbox pool needs at least one core');
    const slots = options.slots ?? cores.length;
    this.warmTarget = { main: options.warm?.main ?? slots + 1, py2: options.warm?.py2 ?? 1 };
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
    this.reuse = options.reuse ?? true;
    this.maxUses = options.maxUses ?? 500;
    const pinning = slots <= cores.length;
    this.pinCores = pinning ? [...cores] : [];
    this.sharedCpuset = !pinning && restrictedCores(cores) ? formatCoreList(cores) : null;
    const size = Math.max(...cores) + 1;
    this.placed = new Array<number>(size).fill(0);
    this.busy = new Array<number>(size).fill(0);
    this.cgroups = options.memoryCgroups === false ? Promise.resolve(null) : null;
  }

  /** Whether acquired containers get a core of their own. */
  get pinsCores(): boolean {
    return this.pinCores.length > 0;
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
   * A started container for the image: an idle one if any, else the next one being started or wiped,
   * else a new one. Without reuse, the replacement starts on release, so it does not compete with this
   * job's compile for the CPU; only a pool left empty starts one at once.
   */
  async acquire(image: JudgeImageName): Promise<Sandbox> {
    if (this.closed) throw new Error('the sandbox pool is closed');
    for (const dead of this.idle[image].filter((idle) => !idle.agent.healthy)) {
      this.log(`dropping an idle ${image} sandbox whose agent is gone: ${dead.agent.brokenReason ?? 'busy'}`);
      this.idle[image].splice(this.idle[image].indexOf(dead), 1);
      void this.discard(dead);
    }
    // A warm container already on a free core saves moving one.
    const onFreeCore = this.idle[image].findIndex((idle) => idle.core === null || this.busy[idle.core] === 0);
    // None, but one on a free core is being wiped (the job just released it): its wipe takes a few ms,
    // moving a container (`docker update`) about 30 ms and CPU in dockerd, containerd and runc.
    if (onFreeCore < 0 && this.idle[image].length > 0 && this.wipingCount(image, true) > this.waiting[image].length) {
      const handed = await new Promise<Sandbox | null>((resolve) => this.waiting[image].push(resolve));
      return handed ? this.claim(handed) : this.acquire(image);
    }
    const sandbox = this.idle[image].splice(Math.max(onFreeCore, 0), 1)[0];
    if (this.idle[image].length + this.starting[image] === 0) this.refill(image, 1);
    if (sandbox) return this.claim(sandbox);
    // Waiting for a start or a wipe already under way beats starting another one.
    if (this.starting[image] + this.wipingCount(image) > this.waiting[image].length) {
      const handed = await new Promise<Sandbox | null>((resolve) => this.waiting[image].push(resolve));
      if (handed) return this.claim(handed);
    }
    return this.claim(await this.create(image));
  }

  /** Containers of the image being wiped; with onFreeCore, only those whose core no job uses now. */
  private wipingCount(image: JudgeImageName, onFreeCore = false): number {
    let count = 0;
    for (const sandbox of this.beingWiped) {
      if (sandbox.image === image && (!onFreeCore || (sandbox.core !== null && this.busy[sandbox.core] === 0))) count++;
    }
    return count;
  }

  /** Containers of the image ready to hand out, not counting ones still starting or being wiped. */
  idleCount(image: JudgeImageName): number {
    return this.idle[image].length;
  }

  /**
   * Takes a sandbox back. With reuse, its agent wipes it in the background and it is handed out again;
   * otherwise (or when the wipe fails, the agent broke, or it reached maxUses) it is removed in the
   * background and a replacement starts.
   */
  release(sandbox: Sandbox): void {
    const { image } = sandbox;
    if (this.closed || !this.reuse || sandbox.uses >= this.maxUses || !sandbox.agent.healthy) {
      if (this.reuse && !sandbox.agent.healthy) this.log(`removing a ${image} sandbox whose agent broke: ${sandbox.agent.brokenReason ?? 'busy'}`);
      void this.discard(sandbox);
      this.refill(image);
      return;
    }
    this.unclaim(sandbox);
    this.beingWiped.add(sandbox);
    const wiped = sandbox.agent.wipe(WIPE_TIMEOUT_MS).then(
      (failure) => failure,
      (error: unknown) => String(error),
    );
    this.track(
      wiped.then((failure) => {
        this.beingWiped.delete(sandbox);
        if (failure === null) {
          this.warmed(image, sandbox);
          return;
        }
        this.log(`removing a ${image} sandbox that could not be wiped: ${failure}`);
        this.waiting[image].shift()?.(null);
        void this.discard(sandbox);
        this.refill(image);
      }),
    );
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
    sandbox.uses++;
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
    let best = this.pinCores[0] ?? 0;
    for (const core of this.pinCores) {
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

  /** Waits for background work, then removes the idle containers (their agents exit with them). */
  async close(): Promise<void> {
    this.closed = true;
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
    const idle = IMAGE_NAMES.flatMap((image) => this.idle[image].splice(0));
    for (const sandbox of idle) sandbox.agent.close();
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
    let started: { container: Docker.Container; agent: SandboxAgent } | null = null;
    try {
      started = await startSandbox(
        this.docker,
        {
          ...this.settings,
          image: this.images[image],
          cpusetCpus: core === null ? this.sharedCpuset : String(core),
          memoryCgroup: memoryCgroup && layout ? { dir: memoryCgroup, version: layout.version } : null,
          uids: [uidBase, uidBase + 1, uidBase + 2, uidBase + 3],
        },
        this.log,
      );
      await agentReady(started.agent, AGENT_READY_TIMEOUT_MS);
      const { container, agent } = started;
      const { Image: imageId } = await container.inspect();
      if (core !== null) this.coreOf.set(container.id, core);
      this.live[image]++;
      return {
        container,
        image,
        imageId,
        uidBase,
        memoryMb: this.settings.memoryMb,
        workDirMb: this.settings.workDirMb,
        tmpDirMb: this.settings.tmpDirMb,
        agent,
        uses: 0,
        core,
        memoryCgroup,
      };
    } catch (error) {
      if (core !== null) this.placed[core] = (this.placed[core] ?? 1) - 1;
      started?.agent.close();
      if (started) await removeQuietly(started.container);
      if (memoryCgroup) await removeSandboxCgroup(memoryCgroup).catch(() => undefined);
      throw error;
    }
  }

  /** A handed-out sandbox no longer judges: its core counts as free. */
  private unclaim(sandbox: Sandbox): void {
    const id = sandbox.container.id;
    const core = this.coreOf.get(id);
    if (core !== undefined && this.acquired.has(id)) this.busy[core] = (this.busy[core] ?? 1) - 1;
    this.acquired.delete(id);
  }

  private discard(sandbox: Sandbox): Promise<void> {
    sandbox.agent.close();
    this.unclaim(sandbox);
    const id = sandbox.container.id;
    const core = this.coreOf.get(id);
    if (core !== undefined) this.placed[core] = (this.placed[core] ?? 1) - 1;
    this.coreOf.delete(id);
    this.live[sandbox.image]--;
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

  /**
   * Starts containers until `upTo` (at most the warm target) are idle or starting; with reuse, until
   * that many exist at all (handed-out and wiping ones come back).
   */
  private refill(image: JudgeImageName, upTo = Infinity): void {
    const target = Math.min(upTo, this.warmTarget[image]);
    const have = (): number => (this.reuse ? this.live[image] : this.idle[image].length) + this.starting[image];
    while (!this.closed && have() < target) {
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

  /** A started or wiped container goes to a waiting acquire, else to the idle list. */
  private warmed(image: JudgeImageName, sandbox: Sandbox): void {
    const waiter = this.waiting[image].shift();
    if (this.closed) {
      waiter?.(null);
      void this.discard(sandbox);
    } else if (waiter) {
      waiter(sandbox);
    } else {
      this.idle[image].push(sandbox);
    }
  }

  private track(work: Promise<unknown>): void {
    this.pending.add(work);
    void work.finally(() => this.pending.delete(work));
  }
}

/** Waits for the agent's ready frame, at most `timeoutMs`. */
async function agentReady(agent: SandboxAgent, timeoutMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      reject(new Error(`the sandbox agent did not start in ${timeoutMs} ms`));
    }, timeoutMs);
  });
  try {
    await Promise.race([agent.ready, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
