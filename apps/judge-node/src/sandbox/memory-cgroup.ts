/**
 * The host side of each sandbox's program memory cgroup: one directory under `<memory root>/oj-judge`,
 * bind-mounted read-write into the container at CGROUP_MOUNT. The runner (root in the container; it needs
 * no CAP_SYS_ADMIN to write files root owns) sets the limit per case, moves each program into it before
 * exec, and reads the peak and OOM kills afterwards (infra/judge-image/runner/memcg.h). The judge node
 * creates the directory before the container and removes it after; leftovers of dead processes go at
 * pool start.
 */
import { existsSync } from 'node:fs';
import { mkdir, readdir, rmdir, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';

/** Where the runner finds the cgroup inside the container. */
export const CGROUP_MOUNT = '/run/oj-cg';

/** Which cgroup version the host runs, and the directory that holds the sandboxes' cgroups. */
export interface CgroupLayout {
  version: 1 | 2;
  parent: string;
}

/** The host's layout, or null when it has no memory controller we can use. */
export function detectCgroupLayout(root = '/sys/fs/cgroup'): CgroupLayout | null {
  if (existsSync(`${root}/memory/memory.limit_in_bytes`)) return { version: 1, parent: `${root}/memory/oj-judge` };
  if (existsSync(`${root}/cgroup.controllers`)) return { version: 2, parent: `${root}/oj-judge` };
  return null;
}

/** Creates the parent directory (v2: with the memory controller on for its children). Needs root. */
export async function prepareCgroupParent(layout: CgroupLayout): Promise<void> {
  await mkdir(layout.parent, { recursive: true });
  if (layout.version === 2) await writeFile(`${layout.parent}/cgroup.subtree_control`, '+memory');
}

/** A fresh cgroup name, prefixed with the owning process id so stale ones can be found. */
export function cgroupName(): string {
  return `${process.pid}-${randomBytes(6).toString('hex')}`;
}

/**
 * Creates a sandbox's cgroup with a starting limit (the runner sets the real one per case) and no swap,
 * so the limit is on memory itself. Returns its directory.
 */
export async function createSandboxCgroup(layout: CgroupLayout, name: string, limitBytes: number): Promise<string> {
  const dir = `${layout.parent}/${name}`;
  await mkdir(dir);
  try {
    if (layout.version === 1) {
      await writeFile(`${dir}/memory.limit_in_bytes`, String(limitBytes));
      await writeFile(`${dir}/memory.swappiness`, '0');
    } else {
      await writeFile(`${dir}/memory.max`, String(limitBytes));
      if (existsSync(`${dir}/memory.swap.max`)) await writeFile(`${dir}/memory.swap.max`, '0');
    }
  } catch (error) {
    await rmdir(dir).catch(() => undefined);
    throw error;
  }
  return dir;
}

/** Removes a sandbox's cgroup once its processes are gone; they may take a moment after the container. */
export async function removeSandboxCgroup(dir: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await rmdir(dir);
      return;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT') return;
      if (code !== 'EBUSY' || attempt >= 40) throw error;
      await sleep(50);
    }
  }
}

/** Removes the cgroups whose owning process no longer runs; returns how many went. */
export async function removeStaleCgroups(layout: CgroupLayout, alive: (pid: number) => boolean): Promise<number> {
  let entries: string[];
  try {
    entries = (await readdir(layout.parent, { withFileTypes: true })).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
  } catch {
    return 0;
  }
  let removed = 0;
  for (const name of entries) {
    const pid = Number(/^(\d+)-/.exec(name)?.[1]);
    if (!pid || alive(pid)) continue;
    try {
      await removeSandboxCgroup(`${layout.parent}/${name}`);
      removed++;
    } catch {
      // Still has processes (its container is not gone yet): the next start tries again.
    }
  }
  return removed;
}
