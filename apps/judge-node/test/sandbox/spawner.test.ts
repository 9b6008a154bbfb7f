/**
 * The spawner (infra/judge-image/runner/spawner.h): a root process of the agent's that waits inside each
 * container's memory cgroup and clones the programs there, so no program pays for a move into the cgroup
 * (12-26 ms each on a cgroup v1 host). It must really be there between jobs, be replaced after every wipe,
 * and its loss must cost nothing but that time: the runner then forks and moves the program itself.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { JudgeImageName } from '@oj/judge-core';
import { sampleJudgeJob } from '@oj/judge-queue/testing';
import { describe, expect, it } from 'vitest';
import { detectCgroupLayout } from '../../src/sandbox/memory-cgroup.ts';
import { judgeSubmission, SandboxPool } from '../../src/sandbox/index.ts';
import type { Sandbox } from '../../src/sandbox/index.ts';
import { statuses, usePool } from './helpers.ts';

/** Prints its parent's pid and the last name of its memory cgroup's path. */
const TELLER = String.raw`
#include <stdio.h>
#include <string.h>
#include <unistd.h>
int main(void) {
  FILE *f = fopen("/proc/self/cgroup", "r");
  char line[512], name[512] = "none";
  while (f && fgets(line, sizeof line, f)) {
    if (!strstr(line, ":memory:") && strncmp(line, "0::", 3) != 0) continue;
    line[strcspn(line, "\n")] = 0;
    snprintf(name, sizeof name, "%s", strrchr(line, '/') + 1);
    break;
  }
  printf("ppid=%d memcg=%s\n", (int)getppid(), name);
  return 0;
}
`;

const layout = detectCgroupLayout();

/** Host pids of the processes in a cgroup directory. */
function cgroupPids(dir: string): number[] {
  return readFileSync(join(dir, 'cgroup.procs'), 'utf8').split('\n').filter(Boolean).map(Number);
}

/** A host process's uid and parent pid, from its status file. */
function processInfo(pid: number): { uid: number; ppid: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return { uid: Number(/^Uid:\s+(\d+)/m.exec(status)?.[1]), ppid: Number(/^PPid:\s+(\d+)/m.exec(status)?.[1]) };
}

/** The one process in the cgroup once the spawner has joined it (it does so in the background). */
async function spawnerIn(dir: string): Promise<number> {
  const until = Date.now() + 5_000;
  for (;;) {
    const pids = cgroupPids(dir);
    if (pids.length === 1 || Date.now() > until) {
      expect(pids, `the processes in ${dir}`).toHaveLength(1);
      return pids[0]!;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A pool that can be told to hand out a sandbox it already gave, so a job runs with what a test did to it. */
class HandingPool extends SandboxPool {
  next: Sandbox | undefined;

  override async acquire(image: JudgeImageName): Promise<Sandbox> {
    const sandbox = this.next;
    this.next = undefined;
    return sandbox ?? super.acquire(image);
  }
}

describe.runIf(layout)('the spawner in the memory cgroup', () => {
  const { pool, tempDir } = usePool(new HandingPool({ warm: { main: 1, py2: 0 } }));

  /** Judges TELLER in `sandbox` on 3 cases whose answer is what it prints as a child of the agent in its cgroup. */
  async function judge(submitId: number, sandbox: Sandbox) {
    const dir = tempDir('oj-spawner-test-');
    const cases = [1, 2, 3].map((caseId) => {
      writeFileSync(join(dir, `${caseId}.in`), '');
      writeFileSync(join(dir, `${caseId}.out`), `ppid=1 memcg=${basename(sandbox.memoryCgroup ?? '')}\n`);
      return { caseId, inputName: `${caseId}.in`, outputName: `${caseId}.out`, score: 0, groupNum: null };
    });
    const job = sampleJudgeJob({ submitId, problemId: 1, dataVersion: 'test', language: 'C', code: TELLER, cases });
    pool.next = sandbox; // released, and so wiped, by the judge
    return judgeSubmission(job, dir, { pool, cacheDir: dir, judger: 'test' });
  }

  /** The warm container, held (a release would wipe it), with its agent's host pid and its spawner's. */
  async function hold() {
    const sandbox = await pool.acquire('main');
    const agent = (await sandbox.container.inspect()).State.Pid;
    const spawner = await spawnerIn(sandbox.memoryCgroup ?? '');
    return { sandbox, agent, spawner, info: processInfo(spawner) };
  }

  /** After a job in `before`'s container: the same container holds a new spawner, root and the agent's child. */
  async function expectReplaced(before: Awaited<ReturnType<typeof hold>>) {
    const after = await hold();
    pool.release(after.sandbox);
    expect(after.sandbox.container.id).toBe(before.sandbox.container.id);
    expect(after.spawner).not.toBe(before.spawner);
    expect(after.info).toEqual({ uid: 0, ppid: after.agent });
  }

  it("waits there as root, a child of the agent, and clones the programs as the agent's children in that cgroup; each wipe replaces it", {
    timeout: 90_000,
  }, async () => {
    const before = await hold();
    expect(before.info).toEqual({ uid: 0, ppid: before.agent });
    const result = await judge(1, before.sandbox);
    expect(statuses(result), JSON.stringify(result.cases)).toEqual([0, 0, 0]);
    await expectReplaced(before);
    expect(existsPid(before.spawner)).toBe(false);
  });

  it('once the spawner is killed, the runner forks the programs itself: the same verdicts, and a new spawner after the wipe', { timeout: 90_000 }, async () => {
    const before = await hold();
    process.kill(before.spawner, 'SIGKILL');
    const result = await judge(2, before.sandbox);
    expect(statuses(result), JSON.stringify(result.cases)).toEqual([0, 0, 0]);
    await expectReplaced(before);
  });
});

function existsPid(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
