/**
 * The pool and the agents of its containers, against the real Docker engine: the agent is each
 * container's PID 1 and runs the stages, a released container is wiped and handed out again, one that
 * cannot be wiped or whose agent died is replaced, and a dead judge process leaves nothing running.
 */
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { availableParallelism, hostname } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import type Docker from 'dockerode';
import { beforeAll, describe, expect, it } from 'vitest';
import { execIn } from '../../src/sandbox/exec.ts';
import { SANDBOX_LABEL } from '../../src/sandbox/docker.ts';
import { detectCgroupLayout } from '../../src/sandbox/memory-cgroup.ts';
import { ownerTag, SandboxPool } from '../../src/sandbox/pool.ts';
import { packTar } from '../../src/sandbox/tar.ts';
import { ensureJudgeImages, IMAGE_BUILD_TIMEOUT_MS } from './helpers.ts';

const WARM_POOL = fileURLToPath(new URL('./fixtures/warm-pool.ts', import.meta.url));

async function waitFor(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

/** Ids of the sandbox containers owned by `owner` (host:pid). */
async function owned(docker: Docker, owner = ownerTag()): Promise<string[]> {
  const list = await docker.listContainers({ all: true, filters: { label: [`${SANDBOX_LABEL}=${owner}`] } });
  return list.map((info) => info.Id);
}

/** An upload holding only the prepare script. */
/** A shell script stage (the agent runs `.sh` files with sh; judge stages are steps files). */
const SCRIPT_PATH = '/w/stage/prepare.sh';

function scriptUpload(script: string): Buffer {
  return packTar([
    { type: 'dir', path: 'stage' },
    { type: 'file', path: 'stage/prepare.sh', content: script },
  ]);
}

describe('sandbox pool and agents', () => {
  beforeAll(() => {
    ensureJudgeImages();
  }, IMAGE_BUILD_TIMEOUT_MS);

  it('keeps warm containers whose PID 1 is the agent, and close() removes them', { timeout: 60_000 }, async () => {
    const pool = new SandboxPool({ warm: { main: 2, py2: 0 } });
    try {
      await pool.start();
      await waitFor('two warm containers', () => pool.idleCount('main') === 2);
      const ids = await owned(pool.docker);
      expect(ids).toHaveLength(2);
      for (const id of ids) {
        const init = await execIn(pool.docker.getContainer(id), ['cat', '/proc/1/cmdline']);
        expect(init.stdout.toString().split('\0')[1]).toBe('--agent');
      }
    } finally {
      await pool.close();
    }
    expect(await owned(pool.docker)).toEqual([]);
  });

  it('pins containers to the cores it is given only (a node restricted to some cores)', { timeout: 60_000 }, async () => {
    const core = availableParallelism() - 1;
    const pool = new SandboxPool({ warm: { main: 1, py2: 0 }, slots: 1, cores: [core] });
    try {
      await pool.start();
      const sandbox = await pool.acquire('main');
      expect(sandbox.core).toBe(core);
      expect((await sandbox.container.inspect()).HostConfig.CpusetCpus).toBe(String(core));
      pool.release(sandbox);
    } finally {
      await pool.close();
    }
  });

  it('wipes a released container and hands the same one out again, starting no other', { timeout: 60_000 }, async () => {
    const pool = new SandboxPool({ warm: { main: 1, py2: 0 } });
    try {
      await pool.start();
      await waitFor('a warm container', () => pool.idleCount('main') === 1);
      const first = await pool.acquire('main');
      const left = await first.agent.stage(SCRIPT_PATH, scriptUpload('echo left > /tmp/left; echo left > /w/left\n'), 20_000, 'a stage');
      expect(left.exitCode).toBe(0);
      pool.release(first);
      const second = await pool.acquire('main');
      expect(second.container.id).toBe(first.container.id);
      expect(second.uses).toBe(2);
      const look = await second.agent.stage(SCRIPT_PATH, scriptUpload('ls -A /tmp; ls -A /w\n'), 20_000, 'a stage');
      expect(look.stdout.toString()).toBe('stage\n');
      pool.release(second);
      await waitFor('the wipe', () => pool.idleCount('main') === 1);
      expect(await owned(pool.docker)).toEqual([first.container.id]);
    } finally {
      await pool.close();
    }
  });

  it('without reuse, removes a released container and starts the replacement only then', { timeout: 60_000 }, async () => {
    const pool = new SandboxPool({ warm: { main: 2, py2: 0 }, reuse: false });
    try {
      await pool.start();
      await waitFor('two warm containers', () => pool.idleCount('main') === 2);
      const sandbox = await pool.acquire('main');
      expect(pool.idleCount('main')).toBe(1);
      await sleep(1000);
      expect(await owned(pool.docker)).toHaveLength(2);
      pool.release(sandbox);
      await waitFor('the replacement', async () => pool.idleCount('main') === 2 && !(await owned(pool.docker)).includes(sandbox.container.id));
      expect(await owned(pool.docker)).toHaveLength(2);
    } finally {
      await pool.close();
    }
    expect(await owned(pool.docker)).toEqual([]);
  });

  it('runs a stage under set -e, keeps stages apart, and runs nothing from a payload that is not an archive', { timeout: 60_000 }, async () => {
    const pool = new SandboxPool({ warm: { main: 0, py2: 0 } });
    const sandbox = await pool.acquire('main');
    try {
      const output = await sandbox.agent.stage(SCRIPT_PATH, scriptUpload('set -e\necho one\necho warn >&2\nfalse\necho two\n'), 20_000, 'a stage');
      expect(output.exitCode).not.toBe(0);
      expect(output.stdout.toString()).toBe('one\n');
      expect(output.stderr.toString()).toBe('warn\n');
      // A large output streams through in order.
      const chunks: Buffer[] = [];
      const big = await sandbox.agent.stage(SCRIPT_PATH, scriptUpload('seq 1 300000\n'), 20_000, 'a stage', (chunk) => chunks.push(Buffer.from(chunk)));
      expect(big.exitCode).toBe(0);
      const lines = Buffer.concat(chunks).toString().trimEnd().split('\n');
      expect(lines).toHaveLength(300_000);
      expect(lines[299_999]).toBe('300000');

      const refused = await sandbox.agent.stage(SCRIPT_PATH, Buffer.from('echo pwned > /w/owned\n'), 20_000, 'a stage');
      expect(refused.exitCode).not.toBe(0);
      expect(refused.stderr.toString()).toMatch(/tar/);
      // The stream stayed in step: the next request works.
      await sandbox.agent.ping(5_000);
      const check = await execIn(sandbox.container, ['sh', '-c', 'ls /w']);
      expect(check.stdout.toString()).not.toContain('owned');
    } finally {
      pool.release(sandbox);
      await pool.close();
    }
  });

  it('removes a container that cannot be wiped, and one whose stage timed out', { timeout: 60_000 }, async () => {
    const pool = new SandboxPool({ warm: { main: 0, py2: 0 } });
    try {
      const sandbox = await pool.acquire('main');
      // The agent refuses to walk deeper than 256 levels, so a tree 300 deep cannot be wiped.
      const deep = 'cd /tmp && for i in $(seq 300); do mkdir d && cd d || exit 1; done\n';
      expect((await sandbox.agent.stage(SCRIPT_PATH, scriptUpload(deep), 20_000, 'a stage')).exitCode).toBe(0);
      pool.release(sandbox);
      await waitFor('the container to go', async () => !(await owned(pool.docker)).includes(sandbox.container.id));
      expect(pool.idleCount('main')).toBe(0);

      const slow = await pool.acquire('main');
      await expect(slow.agent.stage(SCRIPT_PATH, scriptUpload('sleep 30\n'), 500, 'a slow stage')).rejects.toThrow(/did not finish in 500 ms/);
      expect(slow.agent.healthy).toBe(false);
      pool.release(slow);
      await waitFor('the slow container to go', async () => !(await owned(pool.docker)).includes(slow.container.id));
    } finally {
      await pool.close();
    }
    expect(await owned(pool.docker)).toEqual([]);
  });

  it('acquire drops an idle container whose agent is gone', { timeout: 60_000 }, async () => {
    const pool = new SandboxPool({ warm: { main: 1, py2: 0 } });
    try {
      await pool.start();
      await waitFor('a warm container', () => pool.idleCount('main') === 1);
      const [broken] = await owned(pool.docker);
      if (!broken) throw new Error('no warm container');
      await pool.docker.getContainer(broken).kill();
      await sleep(500);
      const sandbox = await pool.acquire('main');
      expect(sandbox.container.id).not.toBe(broken);
      expect(sandbox.agent.healthy).toBe(true);
      await waitFor('the broken container to go', async () => !(await owned(pool.docker)).includes(broken));
      pool.release(sandbox);
    } finally {
      await pool.close();
    }
    expect(await owned(pool.docker)).toEqual([]);
  });

  it('when the judge process dies, its agents exit and the next start() removes its containers', { timeout: 90_000 }, async () => {
    const child = spawn(process.execPath, [WARM_POOL], { stdio: ['ignore', 'pipe', 'inherit'] });
    const exited = new Promise<void>((resolve) =>
      child.once('exit', () => {
        resolve();
      }),
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const pool = new SandboxPool({ warm: { main: 0, py2: 0 } });
    const owner = `${hostname()}:${String(child.pid)}`;
    try {
      await waitFor('the child to warm its pool', () => output.includes('warm') || child.exitCode !== null, 60_000);
      expect(output).toContain('warm');
      const ids = await owned(pool.docker, owner);
      expect(ids).toHaveLength(2);
      child.kill('SIGKILL');
      await exited;
      // Another test process's start() may sweep them first; whatever is left has stopped (its agent saw its stdin close).
      for (const id of ids) {
        await waitFor('the agent to exit', async () => {
          try {
            return !(await pool.docker.getContainer(id).inspect()).State.Running;
          } catch {
            return true;
          }
        });
      }
      await pool.start();
      expect(await owned(pool.docker, owner)).toEqual([]);
      // Its memory cgroups went with its containers.
      const layout = detectCgroupLayout();
      if (layout) expect(readdirSync(layout.parent).filter((name) => name.startsWith(`${String(child.pid)}-`))).toEqual([]);
    } finally {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await pool.close();
    }
  });
});
