/*
 * oj-runner: runs a batch of sandboxed processes inside the judge container and reports, for each,
 * one JSON line with exit status, CPU time, wall time and peak memory (see docs/judge.md).
 *
 * The job is a line protocol, read from the file named by argv[1] or from stdin:
 *   stop_on_failure          (global) stop after the first case that does not exit 0 in its limits
 *   begin                    start a case; the keys below describe its program
 *   id <text>                echoed back in the result line
 *   arg <text>               one argv element (argv[0] is searched on PATH)
 *   env <KEY=VALUE>          one environment entry (the environment is otherwise empty)
 *   cwd|stdin|stdout|stderr <path>  (stderr equal to stdout shares its file)
 *   uid|gid|cpu_ms|wall_ms|memory_kb|data_kb|stack_kb|output_bytes|nproc|nofile <number>
 *   peer                     the following keys describe the interactor: the two are joined by pipes
 *   end                      run the case and print its result line
 *
 * Run it as root with CAP_SETUID, CAP_SETGID and CAP_KILL only: each program runs under its own
 * unprivileged uid, so it can neither signal the runner nor outlive its case (all processes of that
 * uid are killed after every case). The agent (agent.h) runs it in its own process, `runner_run`; the
 * command line is the standalone `oj-runner <job>`.
 *
 * memory_kb puts the process (and whatever it forks) into the memory cgroup of memcg.h with that limit:
 * its peak is the sum over its processes, and the kernel's OOM kill reads as oomKilled. Its stdout and
 * stderr then go through pipes the runner copies into the files (output.h). Such a process is cloned
 * inside the cgroup by the spawner (spawner.h) when there is one, or forked here and moved in.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <sched.h>
#include <signal.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <poll.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/signalfd.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#include "agent.h"
#include "child.h"
#include "memcg.h"
#include "output.h"
#include "spawner.h"
#include "spec.h"

enum { MAX_PROCS = 2 };

/* One running process and what we learned about it. */
struct proc {
  struct spec *spec;
  pid_t pid;
  bool done, wall_killed, cpu_killed;
  int status;
  long extra_cpu_us, extra_rss_kb; /* from orphaned descendants reaped during the case */
  struct rusage usage;
  struct sink sinks[2]; /* stdout and stderr when they go through pipes; `to` is -1 when unused */
  bool in_memcg, memcg_oom;
  struct memcg_case memcg;
  long memcg_peak_kb;
  struct timespec started, ended;
  char error[MAX_TEXT];
};

static sigset_t chld_set;
static int chld_fd = -1; /* signalfd for SIGCHLD, polled with the output pipes */
static bool as_root;
static long clock_ticks;
static FILE *results; /* the current job's result lines */

static long elapsed_ms(const struct timespec *from, const struct timespec *to) {
  return (to->tv_sec - from->tv_sec) * 1000L + (to->tv_nsec - from->tv_nsec) / 1000000L;
}

static long rusage_cpu_us(const struct rusage *u) {
  return (u->ru_utime.tv_sec + u->ru_stime.tv_sec) * 1000000L + u->ru_utime.tv_usec + u->ru_stime.tv_usec;
}

/* CPU time so far of a live process (all its threads and waited-for children), from /proc. */
static long live_cpu_ms(pid_t pid) {
  char path[64], buf[1024];
  snprintf(path, sizeof path, "/proc/%d/stat", (int)pid);
  int fd = open(path, O_RDONLY | O_CLOEXEC);
  if (fd < 0) return 0;
  ssize_t n = read(fd, buf, sizeof buf - 1);
  close(fd);
  if (n <= 0) return 0;
  buf[n] = '\0';
  char *p = strrchr(buf, ')'); /* the command name may contain spaces */
  if (!p) return 0;
  unsigned long long v[4] = { 0 };
  /* after ")": state is field 3; utime, stime, cutime, cstime are fields 14..17 */
  if (sscanf(p + 2, "%*c %*d %*d %*d %*d %*d %*u %*u %*u %*u %*u %llu %llu %llu %llu",
             &v[0], &v[1], &v[2], &v[3]) != 4) return 0;
  return (long)((v[0] + v[1] + v[2] + v[3]) * 1000ULL / (unsigned long long)clock_ticks);
}

/* The memory cgroup's OOM-kill counter (v1 or v2), so a kill by the kernel can be told from others. */
static long oom_kill_count(void) {
  static const char *files[] = { "/sys/fs/cgroup/memory/memory.oom_control", "/sys/fs/cgroup/memory.events" };
  for (size_t i = 0; i < sizeof files / sizeof files[0]; i++) {
    FILE *f = fopen(files[i], "re");
    if (!f) continue;
    char key[64];
    long value;
    while (fscanf(f, "%63s %ld", key, &value) == 2) {
      if (strcmp(key, "oom_kill") == 0) { fclose(f); return value; }
    }
    fclose(f);
  }
  return -1;
}

/* A process in the memory cgroup writes stdout and stderr into pipes (output.h); -1 means "use the path".
 * Sets p->error on failure. */
static void open_sinks(struct proc *p, bool stdout_piped, int *out_fd, int *err_fd) {
  const struct spec *s = p->spec;
  *out_fd = *err_fd = -1;
  if (s->memory_kb <= 0) return;
  if (stdout_piped && s->stdout_path && !sink_open(&p->sinks[0], s->stdout_path, s->output_bytes, out_fd)) {
    snprintf(p->error, MAX_TEXT, "%s: %s", s->stdout_path, strerror(errno));
    return;
  }
  if (stdout_piped && *out_fd >= 0 && same_file(s->stderr_path, s->stdout_path)) {
    *err_fd = *out_fd;
  } else if (s->stderr_path && !sink_open(&p->sinks[1], s->stderr_path, s->output_bytes, err_fd)) {
    snprintf(p->error, MAX_TEXT, "%s: %s", s->stderr_path, strerror(errno));
  }
}

/* Forks one process; on a setup failure the process is already reaped and p->error says why.
 * stdout_piped: its stdout is a file (not a pipe to an interactor), which may go through a sink. */
static void start(struct proc *p, int in_fd, int out_fd, bool stdout_piped) {
  int report[2], sink_out, sink_err;
  clock_gettime(CLOCK_MONOTONIC, &p->started);
  if (p->spec->memory_kb > 0 && memcg_open()) {
    if (!memcg_begin(p->spec->memory_kb, &p->memcg)) {
      snprintf(p->error, MAX_TEXT, "setting the memory cgroup's limit: %s", strerror(errno));
      p->done = true;
      return;
    }
    p->in_memcg = true;
  }
  open_sinks(p, stdout_piped, &sink_out, &sink_err);
  if (sink_out >= 0) out_fd = sink_out;
  if (p->error[0] || pipe2(report, O_CLOEXEC) < 0) {
    if (!p->error[0]) snprintf(p->error, MAX_TEXT, "pipe: %s", strerror(errno));
    if (sink_out >= 0) close(sink_out);
    if (sink_err >= 0 && sink_err != sink_out) close(sink_err);
    p->done = true;
    return;
  }
  struct child_streams fds = { .in = in_fd, .out = out_fd, .err = sink_err, .report = report[1] };
  p->pid = p->in_memcg ? spawner_spawn(p->spec, fds) : -ESRCH;
  if (p->pid == -ESRCH) {
    p->pid = fork();
    if (p->pid == 0) {
      close(report[0]);
      child_exec(p->spec, fds, true);
    }
    if (p->pid < 0) p->pid = -errno;
  }
  close(report[1]);
  if (sink_out >= 0) close(sink_out);
  if (sink_err >= 0 && sink_err != sink_out) close(sink_err);
  if (p->pid < 0) {
    snprintf(p->error, MAX_TEXT, "fork: %s", strerror((int)-p->pid));
    close(report[0]);
    p->done = true;
    return;
  }
  ssize_t n = read(report[0], p->error, MAX_TEXT - 1); /* EOF once exec succeeded */
  close(report[0]);
  p->error[n > 0 ? n : 0] = '\0';
}

/* Kills every process that runs under uid: kill(-1) from a helper that has become that uid. */
static void kill_uid(long uid) {
  if (!as_root) return;
  pid_t helper = fork();
  if (helper == 0) {
    if (setresuid((uid_t)uid, (uid_t)uid, (uid_t)uid) < 0) _exit(1);
    /* the kernel aborts a fork racing with the kill; a second pass is cheap insurance */
    for (int i = 0; i < 3 && kill(-1, SIGKILL) == 0; i++) sched_yield();
    _exit(0);
  }
  if (helper > 0) waitpid(helper, NULL, 0);
}

static struct proc *find_proc(struct proc *procs, int count, pid_t pid) {
  for (int i = 0; i < count; i++) if (procs[i].pid == pid && !procs[i].done) return &procs[i];
  return NULL;
}

/* Reaps whatever has exited; orphans (we are a subreaper) are charged to the process of their uid.
 * Returns false once no child is left at all. */
static bool reap(struct proc *procs, int count) {
  for (;;) {
    siginfo_t info = { 0 };
    if (waitid(P_ALL, 0, &info, WEXITED | WNOHANG | WNOWAIT) < 0) return errno != ECHILD;
    if (info.si_pid == 0) return true;
    struct rusage usage;
    int status;
    pid_t pid = wait4(info.si_pid, &status, 0, &usage);
    if (pid <= 0) return true;
    struct proc *p = find_proc(procs, count, pid);
    if (p) {
      p->done = true;
      p->status = status;
      p->usage = usage;
      clock_gettime(CLOCK_MONOTONIC, &p->ended);
      kill(-pid, SIGKILL); /* the rest of its process group */
      continue;
    }
    spawner_reaped(pid);
    for (int i = 0; i < count; i++) {
      if (procs[i].spec->uid == (long)info.si_uid) {
        procs[i].extra_cpu_us += rusage_cpu_us(&usage);
        if (usage.ru_maxrss > procs[i].extra_rss_kb) procs[i].extra_rss_kb = usage.ru_maxrss;
        break;
      }
    }
  }
}

/* After the kill: waits (bounded) until every descendant is reaped, so none is charged to the next case.
 * The spawner is a child that stays. */
static void drain(struct proc *procs, int count) {
  struct timespec wait = { .tv_sec = 0, .tv_nsec = 50 * 1000000L };
  for (int i = 0; i < 40 && reap(procs, count) && !spawner_alone(); i++) sigtimedwait(&chld_set, NULL, &wait);
}

static void kill_proc(struct proc *p) {
  kill(-p->pid, SIGKILL);
  kill(p->pid, SIGKILL);
}

static bool output_exceeded(const struct proc *p) {
  return p->sinks[0].exceeded || p->sinks[1].exceeded;
}

/* Sleeps until a child changes state, an output pipe has data, or timeout_ms pass; copies the pipes,
 * and kills a process whose output went over its limit. */
static void wait_events(struct proc *procs, int count, long timeout_ms) {
  struct pollfd fds[1 + MAX_PROCS * 2];
  struct proc *owner[1 + MAX_PROCS * 2];
  struct sink *sink[1 + MAX_PROCS * 2];
  int n = 0;
  fds[n++] = (struct pollfd){ .fd = chld_fd, .events = POLLIN };
  for (int i = 0; i < count; i++) {
    for (int j = 0; j < 2; j++) {
      if (procs[i].sinks[j].from < 0) continue;
      owner[n] = &procs[i];
      sink[n] = &procs[i].sinks[j];
      fds[n++] = (struct pollfd){ .fd = procs[i].sinks[j].from, .events = POLLIN };
    }
  }
  if (poll(fds, (nfds_t)n, (int)timeout_ms) <= 0) return;
  if (fds[0].revents) {
    struct signalfd_siginfo info[8];
    while (read(chld_fd, info, sizeof info) > 0) { /* reap() looks at every child anyway */ }
  }
  for (int k = 1; k < n; k++) {
    if (!fds[k].revents || sink_pump(sink[k]) || !sink[k]->exceeded || owner[k]->done) continue;
    kill_proc(owner[k]);
  }
}

/* Waits for every process, enforcing wall, CPU and output limits; sleeps in poll between checks. */
static void supervise(struct proc *procs, int count) {
  for (;;) {
    reap(procs, count);
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    long sleep_ms = 1000, running = 0;
    for (int i = 0; i < count; i++) {
      struct proc *p = &procs[i];
      if (p->done || p->wall_killed || p->cpu_killed || output_exceeded(p)) continue;
      running++;
      long wall_left = p->spec->wall_ms - elapsed_ms(&p->started, &now);
      long cpu_left = p->spec->cpu_ms - live_cpu_ms(p->pid);
      if (wall_left <= 0) { p->wall_killed = true; kill_proc(p); continue; }
      if (cpu_left < 0) { p->cpu_killed = true; kill_proc(p); continue; }
      /* CPU can run ahead of the wall clock with threads, so look again well before it could expire */
      long next = cpu_left / 4 + 5;
      if (next > wall_left) next = wall_left;
      if (next < sleep_ms) sleep_ms = next;
    }
    bool all_done = true;
    for (int i = 0; i < count; i++) if (!procs[i].done) all_done = false;
    if (all_done) return;
    if (running == 0) sleep_ms = 1000; /* only killed ones left: their SIGCHLD will come */
    wait_events(procs, count, sleep_ms);
  }
}

static void print_json_string(const char *s) {
  fputc('"', results);
  for (; *s; s++) {
    unsigned char c = (unsigned char)*s;
    if (c == '"' || c == '\\') fprintf(results, "\\%c", c);
    else if (c < 0x20) fprintf(results, "\\u%04x", c);
    else fputc(c, results);
  }
  fputc('"', results);
}

/* Prints the fields of one process's result, without the braces. */
static void print_proc(const struct proc *p, bool oom) {
  int exit_code = 0, sig = 0;
  if (WIFEXITED(p->status)) exit_code = WEXITSTATUS(p->status);
  else if (WIFSIGNALED(p->status)) sig = WTERMSIG(p->status);
  long cpu_ms = (rusage_cpu_us(&p->usage) + p->extra_cpu_us) / 1000;
  /* In the memory cgroup: the peak of all its processes together. The cgroup charges in per-CPU batches
   * of 64 pages, so a small program can show less than it used, even 0: the largest process's peak RSS
   * is the floor. */
  long rss_kb = p->usage.ru_maxrss > p->extra_rss_kb ? p->usage.ru_maxrss : p->extra_rss_kb;
  long memory_kb = p->in_memcg && p->memcg_peak_kb > rss_kb ? p->memcg_peak_kb : rss_kb;
  bool cpu_exceeded = p->cpu_killed || cpu_ms > p->spec->cpu_ms || sig == SIGXCPU;
  fprintf(results, "\"exitCode\":%d,\"signal\":%d,\"cpuMs\":%ld,\"wallMs\":%ld,\"memoryKb\":%ld,"
         "\"cpuExceeded\":%s,\"wallExceeded\":%s,\"outputExceeded\":%s,\"oomKilled\":%s,\"error\":",
         exit_code, sig, cpu_ms, elapsed_ms(&p->started, &p->ended), memory_kb,
         cpu_exceeded ? "true" : "false", p->wall_killed ? "true" : "false",
         sig == SIGXFSZ || output_exceeded(p) ? "true" : "false", oom || p->memcg_oom ? "true" : "false");
  if (p->error[0]) print_json_string(p->error); else fputs("null", results);
}

/* Whether the case ended cleanly: exit 0 within every limit. */
static bool proc_ok(const struct proc *p) {
  return !p->error[0] && !p->wall_killed && !p->cpu_killed && !output_exceeded(p) && !p->memcg_oom
         && WIFEXITED(p->status) && WEXITSTATUS(p->status) == 0
         && (rusage_cpu_us(&p->usage) + p->extra_cpu_us) / 1000 <= p->spec->cpu_ms;
}

/* Runs one case (a program, or a program and its interactor) and prints its result line. */
static bool run_case(const char *id, struct spec *specs, int count) {
  struct proc procs[MAX_PROCS] = { 0 };
  for (int i = 0; i < count; i++) {
    procs[i].spec = &specs[i];
    for (int j = 0; j < 2; j++) procs[i].sinks[j] = (struct sink){ .from = -1, .to = -1 };
  }
  long oom_before = oom_kill_count();
  if (count == 1) {
    start(&procs[0], -1, -1, true);
  } else {
    int to_peer[2], to_prog[2]; /* program stdout -> interactor stdin, interactor stdout -> program stdin */
    if (pipe2(to_peer, O_CLOEXEC) < 0 || pipe2(to_prog, O_CLOEXEC) < 0) {
      snprintf(procs[0].error, MAX_TEXT, "pipe: %s", strerror(errno));
      procs[0].done = procs[1].done = true;
    } else {
      start(&procs[1], to_peer[0], to_prog[1], false);
      start(&procs[0], to_prog[0], to_peer[1], false);
      close(to_peer[0]); close(to_peer[1]); close(to_prog[0]); close(to_prog[1]);
    }
  }
  for (int i = 0; i < count; i++) if (procs[i].error[0] && !procs[i].done) {
    /* exec failed: the child exits 127 at once */
    waitpid(procs[i].pid, &procs[i].status, 0);
    clock_gettime(CLOCK_MONOTONIC, &procs[i].ended);
    procs[i].done = true;
  }
  supervise(procs, count);
  for (int i = 0; i < count; i++) kill_uid(specs[i].uid);
  drain(procs, count);
  for (int i = 0; i < count; i++) {
    for (int j = 0; j < 2; j++) sink_finish(&procs[i].sinks[j]);
    if (procs[i].in_memcg) memcg_end(&procs[i].memcg, &procs[i].memcg_peak_kb, &procs[i].memcg_oom);
  }
  long oom_after = oom_kill_count();
  bool oom = oom_before >= 0 && oom_after > oom_before;

  fprintf(results, "{\"id\":");
  print_json_string(id);
  fputc(',', results);
  print_proc(&procs[0], oom);
  if (count > 1) { fputs(",\"peer\":{", results); print_proc(&procs[1], false); fputc('}', results); }
  fputs("}\n", results);
  fflush(results);
  return proc_ok(&procs[0]) && !oom && (count == 1 || proc_ok(&procs[1]));
}


/* Once per process: SIGCHLD through a descriptor, and orphans of the programs come to us. */
static void runner_init(void) {
  static bool done;
  if (done) return;
  done = true;
  as_root = geteuid() == 0;
  clock_ticks = sysconf(_SC_CLK_TCK);
  sigemptyset(&chld_set);
  sigaddset(&chld_set, SIGCHLD);
  sigprocmask(SIG_BLOCK, &chld_set, NULL);
  chld_fd = signalfd(-1, &chld_set, SFD_NONBLOCK | SFD_CLOEXEC);
  if (chld_fd < 0) { perror("oj-runner: signalfd"); exit(2); }
  prctl(PR_SET_CHILD_SUBREAPER, 1);
}

int runner_run(FILE *job, FILE *out, FILE *errors) {
  runner_init();
  results = out;
  struct spec specs[MAX_PROCS] = { 0 };
  for (int i = 0; i < MAX_PROCS; i++) spec_reset(&specs[i]);
  char id[MAX_TEXT] = "";
  int current = 0, code = 0;
  bool stop_on_failure = false, stopped = false;
  char *line = NULL;
  size_t size = 0;
  ssize_t len;
  while (code == 0 && (len = getline(&line, &size, job)) >= 0) {
    while (len > 0 && (line[len - 1] == '\n' || line[len - 1] == '\r')) line[--len] = '\0';
    if (len == 0) continue;
    char *value = strchr(line, ' ');
    if (value) *value++ = '\0'; else value = line + len;
    if (strcmp(line, "stop_on_failure") == 0) stop_on_failure = true;
    else if (strcmp(line, "begin") == 0) {
      for (int i = 0; i < MAX_PROCS; i++) spec_reset(&specs[i]);
      current = 0;
      id[0] = '\0';
    } else if (strcmp(line, "peer") == 0) current = 1;
    else if (strcmp(line, "id") == 0) snprintf(id, sizeof id, "%s", value);
    else if (strcmp(line, "end") == 0) {
      if (specs[0].argc == 0 || (current == 1 && specs[1].argc == 0)) {
        fprintf(errors, "oj-runner: case %s has no program\n", id);
        code = 2;
      } else if (!stopped && !run_case(id, specs, current + 1) && stop_on_failure) {
        stopped = true;
      }
    } else {
      int applied = spec_apply(&specs[current], line, value);
      if (applied < 0) fprintf(errors, "oj-runner: bad number for %s: %s\n", line, value);
      if (applied == 0) fprintf(errors, "oj-runner: unknown or excess line: %s %s\n", line, value);
      if (applied != 1) code = 2;
    }
  }
  free(line);
  for (int i = 0; i < MAX_PROCS; i++) spec_reset(&specs[i]);
  fflush(results);
  results = NULL;
  return code;
}

int runner_main(int argc, char **argv) {
  FILE *in = stdin;
  if (argc > 1 && !(in = fopen(argv[1], "re"))) { perror(argv[1]); return 2; }
  int code = runner_run(in, stdout, stderr);
  if (in != stdin) fclose(in);
  return code;
}

int main(int argc, char **argv) {
  if (argc > 1 && strcmp(argv[1], "--agent") == 0) return agent_main(argc - 2, argv + 2);
  return runner_main(argc, argv);
}
