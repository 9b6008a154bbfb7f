/**
 * What the pool gives each container besides the container itself, against the real Docker engine: a
 * memory cgroup for its program (mounted for the runner, removed with the container, swept when its
 * owner died), and a core of its own while it judges when the node has a core per slot.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { spawnSync } from 'node:child_process';
import type Docker from 'dockerode';
import { beforeAll, describe, expect, it } from 'vitest';
import { CGROUP_MOUNT, detectCgroupLayout, prepareCgroupParent } from '../../src/sandbox/memory-cgroup.ts';
import { SandboxPool } from '../../src/sandbox/pool.ts';
import type { Sandbox } from '../../src/sandbox/pool.ts';
import { ensureJudgeImages, IMAGE_BUILD_TIMEOUT_MS } from './helpers.ts';

async function hostConfig(sandbox: Sandbox): Promise<Docker.ContainerInspectInfo> {
  return sandbox.container.inspect();
}

const layout = detectCgroupLayout();

describe('sandbox resources', () => {
  beforeAll(() => {
    ensureJudgeImages();
  }, IMAGE_BUILD_TIMEOUT_MS);

  it.runIf(layout)('gives each container a memory cgroup, mounted for the runner and removed with it', { timeout: 60_000 }, async () => {
    const pool = new SandboxPool({ warm: { main: 0, py2: 0 } });
    let dir: string | null | undefined;
    try {
      const sandbox = await pool.acquire('main');
      dir = sandbox.memoryCgroup;
      expect(dir && existsSync(dir)).toBe(true);
      const info = await hostConfig(sandbox);
      expect(info.Mounts.find((mount) => mount.Destination === CGROUP_MOUNT)).toMatchObject({ Source: dir, RW: true });
      await pool.dispose(sandbox);
      expect(existsSync(dir ?? '')).toBe(false);
      const again = await pool.acquire('main');
      dir = again.memoryCgroup;
      pool.release(again);
    } finally {
      await pool.close();
    }
    expect(dir && existsSync(dir)).toBe(false);
  });

  it.runIf(layout)('start() removes the memory cgroups of processes that no longer run', { timeout: 60_000 }, async () => {
    if (!layout) return;
    await prepareCgroupParent(layout);
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']).stdout.toString();
    const stale = `${layout.parent}/${dead}-0123456789ab`;
    mkdirSync(stale);
    const pool = new SandboxPool({ warm: { main: 0, py2: 0 } });
    try {
      await pool.start();
      expect(existsSync(stale)).toBe(false);
    } finally {
      await pool.close();
    }
  });

  it.runIf(availableParallelism() >= 2)('with a core per slot, two judging containers run on different cores', { timeout: 60_000 }, async () => {
    const pool = new SandboxPool({ warm: { main: 3, py2: 0 }, slots: 2 });
    try {
      await pool.start();
      expect(pool.pinsCores).toBe(true);
      const first = await pool.acquire('main');
      const second = await pool.acquire('main');
      const cores = [first.core, second.core];
      expect(new Set(cores).size).toBe(2);
      const cpusets = await Promise.all([first, second].map(async (sandbox) => (await hostConfig(sandbox)).HostConfig.CpusetCpus));
      expect(cpusets).toEqual(cores.map(String));
      // Handed back as a copy, as a wrapping pool does: the books are kept by container, not by object.
      pool.release({ ...first });
      // The next one again takes the free core, moving a warm container there if it has to.
      const third = await pool.acquire('main');
      expect(third.core).toBe(first.core);
      expect((await hostConfig(third)).HostConfig.CpusetCpus).toBe(String(first.core));
      pool.release(second);
      pool.release(third);
    } finally {
      await pool.close();
    }
  });

  it.runIf(availableParallelism() === 2)(
    'takes the container being wiped on the free core rather than moving an idle one off a busy core',
    { timeout: 60_000 },
    async () => {
      const pool = new SandboxPool({ warm: { main: 3, py2: 0 }, slots: 2 });
      try {
        await pool.start();
        const [first, second, third] = [await pool.acquire('main'), await pool.acquire('main'), await pool.acquire('main')];
        // The third one shares a core with the first or the second; back in the pool, it idles on a busy core.
        pool.release(third);
        while (pool.idleCount('main') < 1) await new Promise((resolve) => setTimeout(resolve, 5));
        const leaving = third.core === first.core ? second : first;
        const staying = leaving === first ? second : first;
        expect(third.core).toBe(staying.core);
        pool.release(leaving);
        const next = await pool.acquire('main');
        expect(next.container.id).toBe(leaving.container.id);
        expect((await hostConfig(next)).HostConfig.CpusetCpus).toBe(String(leaving.core));
        expect((await hostConfig(third)).HostConfig.CpusetCpus).toBe(String(third.core));
        pool.release(next);
        pool.release(staying);
      } finally {
        await pool.close();
      }
    },
  );

  it('with more slots than cores, containers share every core', { timeout: 60_000 }, async () => {
    const pool = new SandboxPool({ warm: { main: 0, py2: 0 }, slots: availableParallelism() + 1 });
    try {
      expect(pool.pinsCores).toBe(false);
      const sandbox = await pool.acquire('main');
      expect(sandbox.core).toBeNull();
      expect((await hostConfig(sandbox)).HostConfig.CpusetCpus ?? '').toBe('');
      pool.release(sandbox);
    } finally {
      await pool.close();
    }
  });
});
