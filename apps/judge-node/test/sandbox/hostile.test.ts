/**
 * Hostile submissions: each must be contained, and the submission judged after it must be judged normally.
 */
import { describe, expect, it } from 'vitest';
import type { JudgeJob, JudgeResult } from '@oj/contracts';
import { statuses, useSandboxFixture } from './helpers.ts';
import type { CaseData } from './helpers.ts';

const A_PLUS_B = '#include <stdio.h>\nint main(void) { int a, b; scanf("%d %d", &a, &b); printf("%d\\n", a + b); return 0; }\n';

const FORK_BOMB = '#include <unistd.h>\nint main(void) { for (;;) fork(); }\n';

const ENDLESS_OUTPUT = '#include <stdio.h>\nint main(void) { for (;;) puts("all work and no play makes jack a dull boy"); }\n';

const INCLUDE_RANDOM = '#include "/dev/random"\nint main(void) { return 0; }\n';

/** The NATS port of this test run (scripts/test runs its own server for the tests), besides the usual 4222. */
const NATS_PORT = Number(new URL(process.env.OJ_NATS_URL?.split(',')[0]?.trim() || 'nats://127.0.0.1:4222').port || 4222);

const CONNECT = String.raw`
#define _DEFAULT_SOURCE
#include <arpa/inet.h>
#include <stdio.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>
static int tcp(int port) {
  int s = socket(AF_INET, SOCK_STREAM, 0);
  if (s < 0) return 0;
  struct sockaddr_in a; memset(&a, 0, sizeof a);
  a.sin_family = AF_INET; a.sin_port = htons(port); a.sin_addr.s_addr = htonl(0x7f000001);
  int ok = connect(s, (struct sockaddr *)&a, sizeof a) == 0;
  close(s);
  return ok;
}
static int unix_socket(const char *path) {
  int s = socket(AF_UNIX, SOCK_STREAM, 0);
  if (s < 0) return 0;
  struct sockaddr_un a; memset(&a, 0, sizeof a);
  a.sun_family = AF_UNIX; strncpy(a.sun_path, path, sizeof a.sun_path - 1);
  int ok = connect(s, (struct sockaddr *)&a, sizeof a) == 0;
  close(s);
  return ok;
}
int main(void) {
  printf("%d %d %d %d\n", tcp(3306), tcp(4222) + tcp(${String(NATS_PORT)}), tcp(2375), unix_socket("/var/run/docker.sock"));
  return 0;
}
`;

/** Walks /w and /tmp for anything holding the secret answer, and tries the judge directory directly. */
const ANSWER_HUNT = String.raw`
#define _DEFAULT_SOURCE
#include <dirent.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
static int found = 0;
static char needle[] = "TFDSFU."; /* the answer's prefix, shifted by one so this program does not contain it */
static void look(const char *path) {
  FILE *f = fopen(path, "r");
  if (!f) return;
  char buf[4096]; size_t n = fread(buf, 1, sizeof buf - 1, f); buf[n] = 0; fclose(f);
  if (strstr(buf, needle)) { printf("%s", strstr(buf, needle)); found = 1; }
}
static void walk(const char *dir) {
  DIR *d = opendir(dir);
  if (!d) return;
  struct dirent *e;
  while ((e = readdir(d))) {
    if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, "..")) continue;
    char path[4096]; snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
    struct stat st;
    if (lstat(path, &st) != 0) continue;
    if (S_ISDIR(st.st_mode)) walk(path); else if (S_ISREG(st.st_mode)) look(path);
  }
  closedir(d);
}
int main(void) {
  for (char *c = needle; *c; c++) *c = (char)(*c - 1);
  walk("/w"); walk("/tmp");
  look("/w/private/judge/1.ans");
  if (!found) puts("nothing");
  return 0;
}
`;

/** Byte-exact comparison as a checker, so printing the hidden answer would be accepted. */
const EXACT_CHECKER = String.raw`
#include <fstream>
#include <iostream>
#include <sstream>
int main(int argc, char **argv) {
  std::ifstream out(argv[2]), ans(argv[3]);
  std::stringstream a, b; a << out.rdbuf(); b << ans.rdbuf();
  if (a.str() == b.str()) return 0;
  std::cerr << "differs";
  return 1;
}
`;

const WRITE_SYSTEM = String.raw`
#define _DEFAULT_SOURCE
#include <stdio.h>
#include <sys/stat.h>
int main(void) {
  const char *targets[] = { "/etc/passwd", "/usr/bin/oj-planted", "/bin/sh", "/w/in/1.in", "/w/src/main", "/w/out/2.out", "/w/stage/run.job", "/root/x", "/var/x" };
  int written = 0;
  for (unsigned i = 0; i < sizeof targets / sizeof targets[0]; i++) {
    FILE *f = fopen(targets[i], "a");
    if (f) { written++; fprintf(stderr, "wrote %s\n", targets[i]); fclose(f); }
  }
  if (mkdir("/planted", 0777) == 0) written++;
  printf("%d\n", written);
  return 0;
}
`;

const KILL_EVERYTHING = String.raw`
#define _DEFAULT_SOURCE
#include <signal.h>
#include <stdio.h>
#include <unistd.h>
int main(void) {
  int hits = 0;
  if (kill(getppid(), SIGKILL) == 0) hits++;
  if (kill(1, SIGKILL) == 0) hits++;
  kill(-1, SIGKILL);
  for (int pid = 2; pid < 4096; pid++) if (pid != getpid() && kill(pid, SIGKILL) == 0) hits++;
  printf("%d\n", hits);
  return 0;
}
`;

/** Leaves a detached process behind that spins forever; the next case must not feel it. */
const DAEMON = String.raw`
#define _DEFAULT_SOURCE
#include <stdio.h>
#include <unistd.h>
int main(void) {
  int a, b;
  if (scanf("%d %d", &a, &b) != 2) return 1;
  if (fork() == 0) { setsid(); if (fork() == 0) { for (;;) {} } return 0; }
  printf("%d\n", a + b);
  return 0;
}
`;

/**
 * A+B through file-IO names a shell would split and run as commands: right answers only if the node
 * never hands a file name to a shell (the output is collected under its exact name).
 */
const SHELLY_IN = 'in put $(touch pwned).txt';
const SHELLY_OUT = 'a;touch pwned;b %20`id`.out';
const SHELLY_FILE_IO = String.raw`
#include <stdio.h>
int main(void) {
  FILE *in = fopen("${SHELLY_IN}", "r"), *out = fopen("${SHELLY_OUT}", "w");
  int a, b;
  if (!in || !out || fscanf(in, "%d %d", &a, &b) != 2) return 1;
  fprintf(out, "%d\n", a + b);
  return 0;
}
`;

describe.concurrent('hostile submissions are contained', () => {
  const fixture = useSandboxFixture(2);

  /** Judges the hostile code, then checks that an honest A+B right after it is accepted. */
  async function thenHonest(language: string, code: string, cases: CaseData[], overrides: Partial<JudgeJob> = {}): Promise<JudgeResult> {
    const result = await fixture.judge(language, code, cases, overrides);
    const honest = await fixture.judge('C', A_PLUS_B, [{ input: '20 22\n', answer: '42\n' }]);
    expect(honest.status).toBe(0);
    return result;
  }

  it('a fork bomb runs out of time, not the host', { timeout: 60_000 }, async () => {
    const result = await thenHonest('C', FORK_BOMB, [{ input: '', answer: '' }], { timeLimitMs: 1000 });
    expect([1, 3]).toContain(result.status);
  });

  it('endless output stops at the output limit as a runtime error', { timeout: 60_000 }, async () => {
    const result = await thenHonest('C', ENDLESS_OUTPUT, [{ input: '', answer: 'x\n' }]);
    expect(result.status).toBe(3);
    expect(result.cases[0]?.message).toMatch(/Output limit/);
  });

  it('#include "/dev/random" is a compile error within the compile limits', { timeout: 90_000 }, async () => {
    const started = Date.now();
    const result = await thenHonest('C++', INCLUDE_RANDOM, [{ input: '', answer: '' }]);
    expect(result.status).toBe(-2);
    expect(result.compileMessage).not.toBe('');
    expect(Date.now() - started).toBeLessThan(60_000);
  });

  it('no network: loopback services and the Docker socket are out of reach', { timeout: 60_000 }, async () => {
    const result = await thenHonest('C', CONNECT, [{ input: '', answer: '0 0 0 0\n' }]);
    expect(result.status, result.cases[0]?.userOutput).toBe(0);
  });

  it('answers cannot be found, even in special judge mode', { timeout: 60_000 }, async () => {
    const result = await thenHonest('C', ANSWER_HUNT, [{ input: '1\n', answer: 'SECRET-41f0\n' }], {
      judgeMode: 'spj',
      checker: { language: 'C++', code: EXACT_CHECKER },
    });
    expect(result.status).toBe(-1);
    expect(result.cases[0]?.userOutput).toBe('nothing\n');
  });

  it('system directories, inputs, other outputs and the binary are read-only to the program', { timeout: 60_000 }, async () => {
    const result = await thenHonest('C', WRITE_SYSTEM, [
      { input: '1', answer: '0\n' },
      { input: '2', answer: '0\n' },
    ]);
    expect(statuses(result), result.cases[0]?.message).toEqual([0, 0]);
  });

  it('killing the parent and every process fails, and the run goes on', { timeout: 60_000 }, async () => {
    const result = await thenHonest('C', KILL_EVERYTHING, [
      { input: '', answer: '0\n' },
      { input: '', answer: '0\n' },
    ]);
    expect(statuses(result), result.cases[0]?.userOutput).toEqual([0, 0]);
  });

  it('a detached process left behind is killed before the next case', { timeout: 60_000 }, async () => {
    const result = await thenHonest('C', DAEMON, [
      { input: '1 2', answer: '3\n' },
      { input: '3 4', answer: '7\n' },
      { input: '5 6', answer: '11\n' },
    ]);
    expect(statuses(result)).toEqual([0, 0, 0]);
    expect(result.timeMs).toBeLessThan(200);
  });

  it('file-IO names with spaces and shell syntax are only file names', { timeout: 60_000 }, async () => {
    const result = await thenHonest(
      'C',
      SHELLY_FILE_IO,
      [
        { input: '1 2\n', answer: '3\n' },
        { input: '20 22\n', answer: '42\n' },
      ],
      {
        isFileIO: true,
        ioReadFileName: SHELLY_IN,
        ioWriteFileName: SHELLY_OUT,
      },
    );
    expect(statuses(result), result.cases[0]?.message).toEqual([0, 0]);
  });
});
