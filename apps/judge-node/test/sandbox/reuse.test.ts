/**
 * Container reuse must not leak (issue 13): a submission that leaves files, changed permissions, SysV IPC
 * objects and a background process behind is followed, in the same container, by one that looks for
 * every trace of it and finds none.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { JudgeImageName } from '@oj/judge-core';
import { sampleJudgeJob } from '@oj/judge-queue/testing';
import { describe, expect, it } from 'vitest';
import { judgeSubmission, SandboxPool } from '../../src/sandbox/index.ts';
import type { Sandbox } from '../../src/sandbox/index.ts';
import { statuses, usePool } from './helpers.ts';

/** Leaves everything it can behind, then answers the A+B of its input. */
const LEAVER = String.raw`
#define _GNU_SOURCE
#include <signal.h>
#include <stdio.h>
#include <sys/ipc.h>
#include <sys/msg.h>
#include <sys/sem.h>
#include <sys/shm.h>
#include <sys/stat.h>
#include <unistd.h>
static void put(const char *path) { FILE *f = fopen(path, "w"); if (f) { fputs("LEAK", f); fclose(f); } }
int main(void) {
  int a, b;
  if (scanf("%d %d", &a, &b) != 2) return 5;
  put("/tmp/leak-file");
  mkdir("/tmp/leak-dir", 0777); put("/tmp/leak-dir/inner");
  mkdir("/tmp/leak-dir/deeper", 0777); put("/tmp/leak-dir/deeper/inner");
  /* changed permissions: nobody else may enter or read */
  chmod("/tmp/leak-dir/deeper/inner", 0); chmod("/tmp/leak-dir/deeper", 0); chmod("/tmp/leak-dir", 0700);
  put("/dev/shm/leak-shm");
  put("/w/src/leak-src");
  mkdir("/w/private/leak-private", 0700); put("/w/private/leak-private/x");
  put("leak-cwd");
  int shm = shmget(0x5151, 4096, IPC_CREAT | 0666);
  if (shm >= 0) { char *p = shmat(shm, 0, 0); if (p != (void *)-1) { p[0] = 'L'; shmdt(p); } }
  semget(0x5152, 1, IPC_CREAT | 0666);
  msgget(0x5153, IPC_CREAT | 0666);
  if (fork() == 0) {
    setsid();
    if (fork() == 0) { signal(SIGTERM, SIG_IGN); signal(SIGHUP, SIG_IGN); for (;;) pause(); }
    _exit(0);
  }
  printf("%d\n", a + b);
  return 0;
}
`;

/** Prints "clean", or every trace of the leaver it finds. */
const SEER = String.raw`
#define _GNU_SOURCE
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ipc.h>
#include <sys/msg.h>
#include <sys/sem.h>
#include <sys/shm.h>
#include <sys/stat.h>
#include <unistd.h>
static char found[4096];
static void note(const char *what) { strncat(found, what, sizeof found - strlen(found) - 2); strcat(found, " "); }
static void listing(const char *dir) {
  DIR *d = opendir(dir);
  if (!d) return;
  struct dirent *e;
  while ((e = readdir(d))) {
    if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, "..")) continue;
    char path[512]; snprintf(path, sizeof path, "%s/%s", dir, e->d_name); note(path);
  }
  closedir(d);
}
static void exists(const char *path) { struct stat st; if (lstat(path, &st) == 0) note(path); }
int main(void) {
  listing("/tmp"); listing("/dev/shm");
  exists("/w/src/leak-src"); exists("/w/private/leak-private");
  if (shmget(0x5151, 0, 0) >= 0) note("shm");
  if (semget(0x5152, 0, 0) >= 0) note("sem");
  if (msgget(0x5153, 0) >= 0) note("msg");
  FILE *ipc = fopen("/proc/sysvipc/shm", "r");
  if (ipc) { char line[512]; int n = 0; while (fgets(line, sizeof line, ipc)) n++; fclose(ipc); if (n > 1) note("shm-listed"); }
  /* every process but this one, its runner and the agent's shells runs as root; none may run as us */
  DIR *proc = opendir("/proc");
  struct dirent *e;
  while (proc && (e = readdir(proc))) {
    int pid = atoi(e->d_name);
    if (pid <= 0 || pid == getpid()) continue;
    char path[64], line[256]; snprintf(path, sizeof path, "/proc/%d/status", pid);
    FILE *f = fopen(path, "r");
    if (!f) continue;
    while (fgets(line, sizeof line, f)) {
      unsigned uid;
      if (sscanf(line, "Uid: %u", &uid) == 1 && uid != 0) { char what[64]; snprintf(what, sizeof what, "pid-%d-uid-%u", pid, uid); note(what); }
    }
    fclose(f);
  }
  if (proc) closedir(proc);
  puts(found[0] ? found : "clean");
  return 0;
}
`;

/** A pool that records which container each acquire handed out. */
class RecordingPool extends SandboxPool {
  readonly handedOut: string[] = [];

  override async acquire(image: JudgeImageName): Promise<Sandbox> {
    const sandbox = await super.acquire(image);
    this.handedOut.push(sandbox.container.id);
    return sandbox;
  }
}

describe('container reuse leaks nothing', () => {
  const { pool, tempDir } = usePool(new RecordingPool({ warm: { main: 1, py2: 0 } }));

  async function judge(code: string, input: string, answer: string, submitId: number) {
    const dir = tempDir('oj-reuse-test-');
    writeFileSync(join(dir, '1.in'), input);
    writeFileSync(join(dir, '1.out'), answer);
    const cases = [{ caseId: 1, inputName: '1.in', outputName: '1.out', score: 0, groupNum: null }];
    const job = sampleJudgeJob({ submitId, problemId: 1, dataVersion: 'test', language: 'C', code, cases });
    return judgeSubmission(job, dir, { pool, cacheDir: dir, judger: 'test' });
  }

  it('a submission in a reused container sees no file, permission, IPC object or process of the one before', { timeout: 90_000 }, async () => {
    const left = await judge(LEAVER, '1 2\n', '3\n', 1);
    expect(statuses(left), left.cases[0]?.message).toEqual([0]);
    const seen = await judge(SEER, '', 'clean\n', 2);
    expect(pool.handedOut).toHaveLength(2);
    expect(pool.handedOut[1]).toBe(pool.handedOut[0]);
    expect(statuses(seen), JSON.stringify(seen.cases)).toEqual([0]);
  });

  it("the seer does find the leaver's traces when both run in one submission", { timeout: 90_000 }, async () => {
    // The same two programs in one C file, in one case: proves the seer would see what the wipe removed.
    const both =
      LEAVER.replace('int main(void)', 'static int leaver_main(void)').replace('#define _GNU_SOURCE', '') +
      SEER.replace('int main(void)', 'static int seer_main(void)').replace('#define _GNU_SOURCE', '') +
      'int main(void) { leaver_main(); fflush(stdout); usleep(100000); return seer_main(); }\n';
    const result = await judge(`#define _GNU_SOURCE\n${both}`, '1 2\n', 'clean\n', 3);
    const output = result.cases[0]?.userOutput ?? '';
    expect(output, JSON.stringify(result)).not.toBe('');
    for (const trace of ['/tmp/leak-file', '/tmp/leak-dir', '/dev/shm/leak-shm', '/w/src/leak-src', 'shm', 'sem', 'msg', 'pid-'])
      expect(output).toContain(trace);
  });
});
