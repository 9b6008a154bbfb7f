/*
 * Agent mode (agent.h): the PID 1 of a reusable sandbox container, reached over the container's stdin and
 * stdout. One request at a time, each a header line (printable ASCII, at most 255 bytes, then '\n'):
 *
 *   stage <script> <n>   followed by n bytes of a tar archive: extracted into /w by the agent itself
 *                        (untar.c), then the script runs in /w: a `.steps` file by the agent (steps.c), a
 *                        `.sh` file by `sh`. Its stdout comes back as 'O' frames as it arrives, its stderr
 *                        (and the extraction's) as 'E' frames, 64 KiB at most, then 'X' with the exit status
 *                        in decimal (128 + signal number when killed). A failed extraction skips the script.
 *   wipe                 kills every other process, removes SysV IPC objects and empties /w, /tmp, /dev/shm
 *                        and /dev/mqueue (wipe.c): 'W' "ok" or "fail: <reason>"
 *   ping                 'P' with an empty payload
 *
 * Frames on stdout: type (1 byte), payload length (uint32, big-endian), payload. 'R' "oj-agent 1" once at
 * the start; 'F' <message> before exiting 2 on a request it cannot parse. End of file on stdin exits 0,
 * a failed write to stdout (the host is gone) exits 1. Diagnostics go to stderr only.
 *
 * As PID 1 it inherits every orphan of the container, and reaps them at all times: zombies would count
 * against the container's pids limit and the uid's RLIMIT_NPROC.
 */
#define _GNU_SOURCE
#include "agent.h"
#include "child.h"
#include "spawner.h"
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <poll.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/signalfd.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

enum { HEADER_MAX = 255, CHUNK = 64 * 1024, STDERR_KEEP = 64 * 1024, DRAIN_MS = 200, ANSWER_MAX = 512 };
#define PAYLOAD_MAX (1ULL << 40)
#define SCRIPT_DIR WORK_DIR "/stage/"

static int chld_fd = -1; /* signalfd for SIGCHLD: wakes every wait up to reap */
static sigset_t saved_mask;
static char *child_env[] = { SANDBOX_PATH, "LANG=C.UTF-8", NULL };
static size_t stderr_sent; /* of the current stage, against STDERR_KEEP */

/* stdin through our own buffer: the bytes after a header are the payload, none may go astray. */
static struct {
  unsigned char buf[CHUNK];
  size_t start, end;
} in;

static void write_all(const void *data, size_t len) {
  const char *p = data;
  while (len > 0) {
    ssize_t n = write(STDOUT_FILENO, p, len);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0 && errno == EAGAIN) {
      struct pollfd out = { .fd = STDOUT_FILENO, .events = POLLOUT };
      poll(&out, 1, -1);
      continue;
    }
    if (n <= 0) {
      fprintf(stderr, "oj-agent: writing to the host: %s\n", n < 0 ? strerror(errno) : "nothing written");
      exit(1); /* as PID 1, this ends the container and everything in it */
    }
    p += n;
    len -= (size_t)n;
  }
}

void agent_send_frame(char type, const void *payload, size_t len) {
  unsigned char head[5] = { (unsigned char)type, (unsigned char)(len >> 24), (unsigned char)(len >> 16),
                            (unsigned char)(len >> 8), (unsigned char)len };
  write_all(head, sizeof head);
  if (len > 0) write_all(payload, len);
}

static void send_text(char type, const char *text) {
  agent_send_frame(type, text, strlen(text));
}

/* A request we cannot make sense of: the stream may be out of step, so nothing after it can be trusted. */
static void fatal(const char *format, ...) {
  char msg[ANSWER_MAX];
  va_list args;
  va_start(args, format);
  vsnprintf(msg, sizeof msg, format, args);
  va_end(args);
  fprintf(stderr, "oj-agent: %s\n", msg);
  send_text('F', msg);
  exit(2);
}

/* The stage's stderr, up to STDERR_KEEP bytes; the rest is dropped. */
void agent_send_stderr(const char *data, size_t len) {
  if (len > STDERR_KEEP - stderr_sent) len = STDERR_KEEP - stderr_sent;
  if (len == 0) return;
  agent_send_frame('E', data, len);
  stderr_sent += len;
}

bool agent_reap(pid_t want, int *status) {
  bool found = false;
  int st;
  pid_t pid;
  while ((pid = waitpid(-1, &st, WNOHANG)) > 0) {
    spawner_reaped(pid);
    if (pid != want) continue; /* an orphan, or a stray of an earlier stage: only reaped */
    found = true;
    if (status) *status = st;
  }
  return found;
}

/* poll() with the SIGCHLD descriptor in fds[0]; empties it, so the next wait blocks until a new child exits. */
static void wait_events(struct pollfd *fds, nfds_t count, int timeout_ms) {
  fds[0] = (struct pollfd){ .fd = chld_fd, .events = POLLIN };
  if (poll(fds, count, timeout_ms) <= 0 || !fds[0].revents) return;
  struct signalfd_siginfo info[8];
  while (read(chld_fd, info, sizeof info) > 0) { /* agent_reap() looks at every child anyway */ }
}

static long now_ms(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec * 1000L + t.tv_nsec / 1000000L;
}

/* Reads what stdin holds into the empty buffer; false at end of file. The buffer may stay empty (EAGAIN). */
static bool read_input(void) {
  in.start = in.end = 0;
  ssize_t n = read(STDIN_FILENO, in.buf, sizeof in.buf);
  if (n < 0 && (errno == EINTR || errno == EAGAIN)) return true;
  if (n < 0) {
    fprintf(stderr, "oj-agent: reading from the host: %s\n", strerror(errno));
    exit(1);
  }
  in.end = (size_t)n;
  return n > 0;
}

/* Between requests: waits for stdin, reaping whatever exits meanwhile. Not while a stage's process runs:
 * its status would be lost. */
static bool wait_input(void) {
  for (;;) {
    agent_reap(0, NULL);
    struct pollfd fds[2];
    fds[1] = (struct pollfd){ .fd = STDIN_FILENO, .events = POLLIN };
    wait_events(fds, 2, -1);
    if (fds[1].revents) return read_input();
  }
}

/* Reads one header line without its '\n'; false on end of file before its first byte. */
static bool read_header(char line[HEADER_MAX + 1]) {
  size_t len = 0;
  for (;;) {
    while (in.start < in.end) {
      unsigned char c = in.buf[in.start++];
      if (c == '\n') {
        line[len] = '\0';
        return true;
      }
      if (c < 0x20 || c > 0x7e) fatal("the request header is not printable ASCII");
      if (len == HEADER_MAX) fatal("the request header is longer than %d bytes", HEADER_MAX);
      line[len++] = (char)c;
    }
    if (!wait_input()) {
      if (len == 0) return false;
      fatal("end of input inside a request header");
    }
  }
}

/* Forks a child in /w with the given standard streams and the children's environment, which runs
 * child(arg) and exits with its result. Returns its pid, or -1 with errno set. */
static pid_t spawn(int (*child)(void *), void *arg, int in_fd, int out_fd, int err_fd) {
  pid_t pid = fork();
  if (pid != 0) return pid;
  /* every descriptor of ours is >= 3 (the host's stream is 0-2), so dup2 cannot clobber one */
  if (dup2(in_fd, 0) < 0 || dup2(out_fd, 1) < 0 || dup2(err_fd, 2) < 0) _exit(127);
  close_range(3, ~0U, 0); /* above all, nothing of the host's stream may reach a stage */
  if (chdir(WORK_DIR) < 0) {
    dprintf(2, "oj-agent: %s: %s\n", WORK_DIR, strerror(errno));
    _exit(127);
  }
  signal(SIGPIPE, SIG_DFL); /* ignored dispositions survive exec; `yes | head` needs the default */
  sigprocmask(SIG_SETMASK, &saved_mask, NULL);
  environ = child_env; /* execvp searches the PATH of environ */
  exit(child(arg)); /* exit, not _exit: the runner's stdout is a stdio stream */
}

/* A child that runs `sh <script>`. */
static int sh_child(void *script) {
  char *argv[] = { "sh", script, NULL };
  execvp(argv[0], argv);
  dprintf(2, "oj-agent: %s: %s\n", argv[0], strerror(errno));
  return 127;
}

/* The status as the host sees it: the exit code, or 128 + the signal that killed it. */
int agent_exit_code(int status) {
  if (WIFEXITED(status)) return WEXITSTATUS(status);
  if (WIFSIGNALED(status)) return 128 + WTERMSIG(status);
  return 255;
}

static void set_nonblocking(int fd) {
  fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK);
}

static void close_fd(int *fd) {
  if (*fd >= 0) close(*fd);
  *fd = -1;
}

/* Forwards what one pipe holds now: 'O' frames for stdout, the stage's stderr otherwise. Closes it at EOF. */
static void forward(int *fd, char type) {
  static char buf[CHUNK];
  ssize_t n = read(*fd, buf, sizeof buf);
  if (n < 0 && (errno == EINTR || errno == EAGAIN)) return;
  if (n <= 0) close_fd(fd);
  else if (type == 'O') agent_send_frame('O', buf, (size_t)n);
  else agent_send_stderr(buf, (size_t)n);
}

/* The current stage's archive: bytes of stdin not yet taken. */
static unsigned long long payload_left;

size_t agent_payload_read(void *buf, size_t max) {
  while (payload_left > 0 && in.start == in.end)
    if (!wait_input()) fatal("end of input inside a stage's archive");
  size_t n = in.end - in.start;
  if (n > max) n = max;
  if (n > payload_left) n = (size_t)payload_left;
  memcpy(buf, in.buf + in.start, n);
  in.start += n;
  payload_left -= n;
  return n;
}

void agent_payload_discard(void) {
  static char sink[CHUNK];
  while (agent_payload_read(sink, sizeof sink) > 0) { /* dropped */ }
}

/* A stage process that could not start: the reason goes out as its stderr, the status is 127. */
static int not_started(const char *what, int error) {
  char msg[ANSWER_MAX];
  snprintf(msg, sizeof msg, "oj-agent: starting %s: %s\n", what, strerror(error));
  agent_send_stderr(msg, strlen(msg));
  return 127 << 8;
}

/* Runs child(arg) in /w, its stdout into stdout_fd (or forwarded as 'O' frames when -1), its stderr
 * forwarded as 'E' frames, until it has exited and its pipes are drained. Returns its wait status. */
int agent_run_child(int (*child)(void *), void *arg, int stdout_fd) {
  int out[2] = { -1, -1 }, err[2] = { -1, -1 };
  int null_fd = open("/dev/null", O_RDONLY | O_CLOEXEC);
  pid_t pid = -1;
  if (null_fd >= 0 && (stdout_fd >= 0 || pipe2(out, O_CLOEXEC) == 0) && pipe2(err, O_CLOEXEC) == 0)
    pid = spawn(child, arg, null_fd, stdout_fd >= 0 ? stdout_fd : out[1], err[1]);
  int error = errno;
  close_fd(&null_fd);
  close_fd(&out[1]);
  close_fd(&err[1]);
  if (pid < 0) {
    close_fd(&out[0]);
    close_fd(&err[0]);
    return not_started("a stage process", error);
  }
  if (out[0] >= 0) set_nonblocking(out[0]);
  set_nonblocking(err[0]);
  int status = 0;
  bool exited = false;
  long drain_until = 0;
  for (;;) {
    if (!exited && agent_reap(pid, &status)) {
      exited = true;
      drain_until = now_ms() + DRAIN_MS; /* a stray process may hold a pipe open for ever */
    }
    if (exited && (out[0] < 0 && err[0] < 0)) break;
    long timeout = exited ? drain_until - now_ms() : -1;
    if (exited && timeout <= 0) break;
    struct pollfd fds[3];
    nfds_t n = 1;
    int out_at = -1, err_at = -1;
    if (out[0] >= 0) { out_at = (int)n; fds[n++] = (struct pollfd){ .fd = out[0], .events = POLLIN }; }
    if (err[0] >= 0) { err_at = (int)n; fds[n++] = (struct pollfd){ .fd = err[0], .events = POLLIN }; }
    wait_events(fds, n, (int)timeout);
    if (out_at > 0 && fds[out_at].revents) forward(&out[0], 'O');
    if (err_at > 0 && fds[err_at].revents) forward(&err[0], 'E');
  }
  close_fd(&out[0]);
  close_fd(&err[0]);
  return status;
}

static bool ends_with(const char *text, const char *suffix) {
  size_t len = strlen(text), n = strlen(suffix);
  return len >= n && strcmp(text + len - n, suffix) == 0;
}

/* "/w/stage/<name>.sh" or "/w/stage/<name>.steps", the name of [A-Za-z0-9_-] only. */
static bool valid_script(const char *path) {
  size_t prefix = strlen(SCRIPT_DIR), len = strlen(path);
  size_t suffix = ends_with(path, ".sh") ? 3 : ends_with(path, ".steps") ? 6 : 0;
  if (suffix == 0 || len <= prefix + suffix || strncmp(path, SCRIPT_DIR, prefix) != 0) return false;
  for (size_t i = prefix; i < len - suffix; i++) {
    char c = path[i];
    if (!((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_' || c == '-'))
      return false;
  }
  return true;
}

/* A decimal of digits only, at most PAYLOAD_MAX. */
static bool parse_size(const char *text, unsigned long long *size) {
  size_t len = strlen(text);
  if (len == 0 || len > 13) return false; /* 2^40 has 13 digits */
  for (size_t i = 0; i < len; i++) if (text[i] < '0' || text[i] > '9') return false;
  *size = strtoull(text, NULL, 10);
  return *size <= PAYLOAD_MAX;
}

/* "stage <script> <nbytes>": the archive, then the script unless tar failed, then 'X'. */
static void stage(char *args) {
  char *space = strchr(args, ' ');
  if (!space) fatal("bad stage request: stage %s", args);
  *space = '\0';
  unsigned long long size;
  if (!valid_script(args)) fatal("bad stage script: %s", args);
  if (!parse_size(space + 1, &size)) fatal("bad stage size: %s", space + 1);
  stderr_sent = 0;
  payload_left = size;
  char error[ANSWER_MAX - 64];
  int result;
  if (agent_untar(error, sizeof error) < 0) {
    char msg[ANSWER_MAX];
    snprintf(msg, sizeof msg, "oj-agent: extracting the archive: %s\n", error);
    agent_send_stderr(msg, strlen(msg));
    result = 2;
  } else if (ends_with(args, ".steps")) {
    result = agent_run_steps(args);
  } else {
    result = agent_exit_code(agent_run_child(sh_child, args, -1));
  }
  char code[16];
  snprintf(code, sizeof code, "%d", result);
  send_text('X', code);
}

/* The sandbox uids from the command line: positive decimals, below the invalid uid. */
static int parse_uids(int argc, char **argv, uid_t *uids) {
  if (argc > AGENT_MAX_UIDS) fatal("at most %d sandbox uids", AGENT_MAX_UIDS);
  for (int i = 0; i < argc; i++) {
    char *end;
    errno = 0;
    unsigned long long uid = strtoull(argv[i], &end, 10);
    if (errno || end == argv[i] || *end || argv[i][0] < '0' || argv[i][0] > '9' || uid == 0 || uid >= UINT_MAX)
      fatal("bad sandbox uid: %s", argv[i]);
    uids[i] = (uid_t)uid;
  }
  return argc;
}

int agent_main(int argc, char **argv) {
  uid_t uids[AGENT_MAX_UIDS];
  int uid_count = parse_uids(argc, argv, uids);
  signal(SIGPIPE, SIG_IGN); /* a closed pipe shows as EPIPE where we can handle it */
  sigset_t chld_set;
  sigemptyset(&chld_set);
  sigaddset(&chld_set, SIGCHLD);
  sigprocmask(SIG_BLOCK, &chld_set, &saved_mask);
  chld_fd = signalfd(-1, &chld_set, SFD_NONBLOCK | SFD_CLOEXEC);
  if (chld_fd < 0) fatal("signalfd: %s", strerror(errno));
  /* PID 1 inherits orphans anyway; elsewhere (a test) this makes it so */
  prctl(PR_SET_CHILD_SUBREAPER, 1);
  /* a root stage must not reach the host's stream through /proc/1/fd: that needs CAP_SYS_PTRACE now */
  prctl(PR_SET_DUMPABLE, 0);
  wipe_init(uids, uid_count);
  spawner_start();
  send_text('R', "oj-agent 2");

  char line[HEADER_MAX + 1];
  while (read_header(line)) {
    if (strcmp(line, "ping") == 0) {
      agent_send_frame('P', NULL, 0);
    } else if (strcmp(line, "wipe") == 0) {
      char answer[ANSWER_MAX];
      wipe_run(answer, sizeof answer); /* which kills the spawner with the rest */
      send_text('W', answer);
      spawner_start(); /* it joins the cgroup while the host sends the next job */
    } else if (strncmp(line, "stage ", 6) == 0) {
      stage(line + 6);
    } else {
      fatal("unknown request: %.64s", line);
    }
  }
  return 0;
}
