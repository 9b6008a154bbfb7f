/**
 * The pool and the parked stage execs of its containers, against the real Docker engine: warm
 * containers hold both stages, refills wait for release, and no exec is left waiting when a job stops
 * early, when an idle container is removed, or when the judge process dies.
 */
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { hostname } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import type Docker from 'dockerode';
import { beforeAll, describe, expect, it } from 'vitest';
import { execIn } from '../../src/sandbox/exec.ts';
import { SANDBOX_LABEL } from '../../src/sandbox/docker.ts';
import { detectCgroupLayout } from '../../src/sandbox/memory-cgroup.ts';
import { ownerTag, SandboxPool } from '../../src/sandbox/pool.ts';
import { stagesReady } from '../../src/sandbox/stages.ts';
import { packTar } from '../../src/sandbox/tar.ts';
import { ensureJudgeImages, IMAGE_BUILD_TIMEOUT_MS } from './helpers.ts';

const WARM_POOL = fileURLToPath(new URL('./fixtures/warm-pool.ts', import.meta.url));
// Pieces of the two stage commands, as `docker top` shows them.
const PREPARE_STAGE = 'tar -x -C /w -f -';
const RUN_STAGE = 'read -r go';

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

/** Command lines of the processes in a container, or [] once it is gone. */
async function commandsIn(docker: Docker, id: string): Promise<string[]> {
  try {
    const top = (await docker.getContainer(id).top()) as { Titles: string[]; Processes: string[][] };
    const column = top.Titles.indexOf('CMD');
    return top.Processes.map((row) => row[column] ?? '');
  } catch {
    return [];
  }
}

async function hasStage(docker: Docker, id: string, stage: string): Promise<boolean> {
  return (await commandsIn(docker, id)).some((command) => command.includes(stage));
}

describe('sandbox pool and parked stages', () => {
  beforeAll(() => {
    ensureJudgeImages();
  }, IMAGE_BUILD_TIMEOUT_MS);

  it('keeps warm containers with both stages parked, and close() removes them with their execs', { timeout: 60_000 }, async () => {
    const pool = new SandboxPool({ warm: { main: 2, py2: 0 } });
    try {
      await pool.start();
      await waitFor('two warm containers', () => pool.idleCount('main') === 2);
      const ids = await owned(pool.docker);
      expect(ids).toHaveLength(2);
      for (const id of ids) {
        await waitFor('both stages', async () => (await hasStage(pool.docker, id, PREPARE_STAGE)) && (await hasStage(pool.docker, id, RUN_STAGE)), 10_000);
      }
    } finally {
      await pool.close();
    }
    expect(await owned(pool.docker)).toEqual([]);
  });

  it('starts the replacement on release, not while the job runs, unless the pool is left empty', { timeout: 60_000 }, async () => {
    const pool = new SandboxPool({ warm: { main: 2, py2: 0 } });
    try {
      await pool.start();
      await waitFor('two warm containers', () => pool.idleCount('main') === 2);
      const warm = await owned(pool.docker);
      const sandbox = await pool.acquire('main');
      expect(warm).toContain(sandbox.container.id);
      expect(pool.idleCount('main')).toBe(1);
      await sleep(1000);
      expect(await owned(pool.docker)).toHaveLength(2);

      pool.release(sandbox);
      await waitFor('the replacement', async () => pool.idleCount('main') === 2 && !(await owned(pool.docker)).includes(sandbox.container.id));
      expect(await owned(pool.docker)).toHaveLength(2);

      // Taking the last warm one leaves nothing for the next job: one replacement starts at once.
      const first = await pool.acquire('main');
      const second = await pool.acquire('main');
      expect(pool.idleCount('main')).toBe(0);
      await waitFor('an early replacement', () => pool.idleCount('main') === 1);
      pool.release(first);
      pool.release(second);
    } finally {
      await pool.close();
    }
    expect(await owned(pool.docker)).toEqual([]);
  });

  it('an unfed stage ends when abandoned; a fed one runs its script under set -e', { timeout: 60_000 }, async () => {
    const pool = new SandboxPool({ warm: { main: 0, py2: 0 } });
    const sandbox = await pool.acquire('main');
    try {
      await stagesReady(sandbox.stages, 20_000);
      const id = sandbox.container.id;
      expect(await hasStage(pool.docker, id, RUN_STAGE)).toBe(true);
      sandbox.stages.run.abandon();
      expect(sandbox.stages.run.alive).toBe(false);
      await waitFor('the run stage to exit', async () => !(await hasStage(pool.docker, id, RUN_STAGE)));

      const script = 'set -e\necho one\nfalse\necho two\n';
      const upload = packTar([{ type: 'dir', path: 'stage' }, { type: 'file', path: 'stage/prepare.sh', content: script }]);
      const output = await sandbox.stages.prepare.finish(upload, 20_000, 'the test stage');
      expect(output.exitCode).not.toBe(0);
      expect(output.stdout.toString()).toBe('one\n');
      expect(output.stderr.toString()).toBe('');
      await expect(sandbox.stages.prepare.finish(upload, 20_000, 'again')).rejects.toThrow(/already used/);
      expect(await hasStage(pool.docker, id, PREPARE_STAGE)).toBe(false);
    } finally {
      pool.release(sandbox);
      await pool.close();
    }
    expect(await owned(pool.docker)).toEqual([]);
  });

  it('a prepare stage fed something other than an archive runs nothing', { timeout: 60_000 }, async () => {
    const pool = new SandboxPool({ warm: { main: 0, py2: 0 } });
    const sandbox = await pool.acquire('main');
    try {
      const output = await sandbox.stages.prepare.finish(Buffer.from('echo pwned > /w/owned\n'), 20_000, 'the test stage');
      expect(output.exitCode).not.toBe(0);
      expect(output.stderr.toString()).toMatch(/tar/);
      const check = await execIn(sandbox.container, ['sh', '-c', 'ls /w']);
      expect(check.stdout.toString()).toBe('');
    } finally {
      pool.release(sandbox);
      await pool.close();
    }
  });

  it('acquire drops a warm container whose parked exec died', { timeout: 60_000 }, async () => {
    const pool = new SandboxPool({ warm: { main: 1, py2: 0 } });
    try {
      await pool.start();
      await waitFor('a warm container', () => pool.idleCount('main') === 1);
      const [broken] = await owned(pool.docker);
      if (!broken) throw new Error('no warm container');
      await waitFor('its run stage', () => hasStage(pool.docker, broken, RUN_STAGE), 10_000);
      // The pattern is split so that this killer's own command line does not match it.
      const kill = 'for d in /proc/[0-9]*; do case "$(tr "\\0" " " < $d/cmdline 2>/dev/null)" in *"read -r g"[o]*) kill ${d#/proc/};; esac; done';
      await execIn(pool.docker.getContainer(broken), ['sh', '-c', kill]);
      await waitFor('the run stage to die', async () => !(await hasStage(pool.docker, broken, RUN_STAGE)));
      await sleep(500);
      const sandbox = await pool.acquire('main');
      expect(sandbox.container.id).not.toBe(broken);
      expect(sandbox.stages.prepare.alive && sandbox.stages.run.alive).toBe(true);
      await waitFor('the broken container to go', async () => !(await owned(pool.docker)).includes(broken));
      pool.release(sandbox);
    } finally {
      await pool.close();
    }
    expect(await owned(pool.docker)).toEqual([]);
  });

  it('when the judge process dies, its parked execs end and the next start() removes its containers', { timeout: 90_000 }, async () => {
    const child = spawn(process.execPath, [WARM_POOL], { stdio: ['ignore', 'pipe', 'inherit'] });
    const exited = new Promise<void>((resolve) => child.once('exit', () => { resolve(); }));
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
      // Another test process's start() may sweep them first; whatever is left must have no exec waiting.
      for (const id of ids) {
        await waitFor('the parked execs to end', async () => !(await hasStage(pool.docker, id, PREPARE_STAGE)) && !(await hasStage(pool.docker, id, RUN_STAGE)));
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
