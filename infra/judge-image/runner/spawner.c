/* The spawner (spawner.h): a forked child of the agent in the memory cgroup, cloning programs on request.
 * Each request is one SOCK_SEQPACKET message: a byte saying which of the four streams come along, the
 * spec's lines (spec.h), and the descriptors as SCM_RIGHTS; the answer is the clone's pid or -errno. */
#define _GNU_SOURCE
#include "spawner.h"
#include <errno.h>
#include <fcntl.h>
#include <sched.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <unistd.h>
#include "memcg.h"

enum { MESSAGE_MAX = 64 * 1024, STACK_SIZE = 256 * 1024, STREAMS = 4 };

static pid_t spawner_pid = -1;
static int sock = -1; /* our end of the socket pair */
static char children_path[64];

/* ---- in the spawner ---- */

static struct spec spawn_spec;
static struct child_streams spawn_fds;
static char clone_stack[STACK_SIZE] __attribute__((aligned(64)));

static int spawned(void *unused) {
  (void)unused;
  child_exec(&spawn_spec, spawn_fds, false);
  return 127;
}

/* Decodes one request into spawn_spec and spawn_fds; false if it is malformed. */
static bool take_request(char *buf, ssize_t n, const struct msghdr *msg, int *got, int *count) {
  *count = 0;
  for (struct cmsghdr *c = CMSG_FIRSTHDR(msg); c; c = CMSG_NXTHDR((struct msghdr *)msg, c)) {
    if (c->cmsg_level != SOL_SOCKET || c->cmsg_type != SCM_RIGHTS) continue;
    int fds = (int)((c->cmsg_len - CMSG_LEN(0)) / sizeof(int));
    for (int i = 0; i < fds && *count < STREAMS; i++) memcpy(&got[(*count)++], CMSG_DATA(c) + i * sizeof(int), sizeof(int));
  }
  if (n < 1 || (msg->msg_flags & (MSG_TRUNC | MSG_CTRUNC))) return false;
  int *slots[STREAMS] = { &spawn_fds.in, &spawn_fds.out, &spawn_fds.err, &spawn_fds.report };
  int used = 0;
  for (int i = 0; i < STREAMS; i++) *slots[i] = (buf[0] & (1 << i)) && used < *count ? got[used++] : -1;
  spec_reset(&spawn_spec);
  return used == *count && spawn_fds.report >= 0 && spec_decode(&spawn_spec, buf + 1, (size_t)n - 1);
}

static void serve(int fd) __attribute__((noreturn));
static void serve(int fd) {
  prctl(PR_SET_PDEATHSIG, SIGKILL);
  /* the agent's descriptors (its host stream above all) are not ours: /dev/null on 0-2, the socket only */
  int null_fd = open("/dev/null", O_RDWR | O_CLOEXEC);
  if (null_fd < 0 || dup2(null_fd, 0) < 0 || dup2(null_fd, 1) < 0 || dup2(null_fd, 2) < 0) _exit(1);
  if (fd > 3) close_range(3, (unsigned)fd - 1, 0);
  close_range((unsigned)fd + 1, ~0U, 0);
  int procs = open(MEMCG_DIR "/cgroup.procs", O_WRONLY | O_CLOEXEC);
  if (procs < 0 || write(procs, "0", 1) != 1) _exit(1); /* the runner forks its programs itself then */
  close(procs);
  static char buf[MESSAGE_MAX];
  for (;;) {
    struct iovec iov = { .iov_base = buf, .iov_len = sizeof buf };
    union { char space[CMSG_SPACE(STREAMS * sizeof(int))]; struct cmsghdr align; } control;
    struct msghdr msg = { .msg_iov = &iov, .msg_iovlen = 1, .msg_control = control.space,
                          .msg_controllen = sizeof control.space };
    ssize_t n = recvmsg(fd, &msg, MSG_CMSG_CLOEXEC);
    if (n <= 0) _exit(0); /* the agent closed its end */
    int got[STREAMS], count;
    int32_t reply = -EINVAL;
    if (take_request(buf, n, &msg, got, &count)) {
      /* the clone's parent is ours, the agent: the runner waits for it like for any child it forked */
      pid_t pid = clone(spawned, clone_stack + STACK_SIZE, CLONE_PARENT | SIGCHLD, NULL);
      reply = pid > 0 ? pid : -errno;
    }
    for (int i = 0; i < count; i++) close(got[i]);
    if (send(fd, &reply, sizeof reply, MSG_NOSIGNAL) != sizeof reply) _exit(0);
  }
}

/* ---- in the agent ---- */

void spawner_start(void) {
  if (spawner_pid > 0) return;
  if (!children_path[0]) snprintf(children_path, sizeof children_path, "/proc/self/task/%d/children", (int)gettid());
  /* without the children list, the runner could not tell when a case's processes are all reaped */
  if (access(MEMCG_DIR "/cgroup.procs", W_OK) != 0 || access(children_path, R_OK) != 0) return;
  int pair[2];
  if (socketpair(AF_UNIX, SOCK_SEQPACKET | SOCK_CLOEXEC, 0, pair) < 0) return;
  pid_t pid = fork();
  if (pid == 0) {
    close(pair[0]);
    serve(pair[1]);
  }
  close(pair[1]);
  if (pid < 0) {
    close(pair[0]);
    return;
  }
  spawner_pid = pid;
  sock = pair[0];
}

/* The spawner cannot be talked to any more: it is killed (and reaped later like any child). */
static void lost(void) {
  kill(spawner_pid, SIGKILL);
  close(sock);
  sock = -1;
  spawner_pid = -1;
}

pid_t spawner_spawn(const struct spec *s, struct child_streams fds) {
  if (spawner_pid <= 0) return -ESRCH;
  static char buf[MESSAGE_MAX];
  size_t len = spec_encode(s, buf + 1, sizeof buf - 1);
  if (len == 0) return -ESRCH; /* too long a spec for one message: forked the usual way */
  int list[STREAMS] = { fds.in, fds.out, fds.err, fds.report }, sent[STREAMS], count = 0;
  buf[0] = 0;
  for (int i = 0; i < STREAMS; i++) {
    if (list[i] < 0) continue;
    buf[0] |= (char)(1 << i);
    sent[count++] = list[i];
  }
  struct iovec iov = { .iov_base = buf, .iov_len = len + 1 };
  union { char space[CMSG_SPACE(STREAMS * sizeof(int))]; struct cmsghdr align; } control;
  memset(&control, 0, sizeof control);
  struct msghdr msg = { .msg_iov = &iov, .msg_iovlen = 1, .msg_control = control.space,
                        .msg_controllen = CMSG_SPACE(count * sizeof(int)) };
  struct cmsghdr *c = CMSG_FIRSTHDR(&msg);
  c->cmsg_level = SOL_SOCKET;
  c->cmsg_type = SCM_RIGHTS;
  c->cmsg_len = CMSG_LEN(count * sizeof(int));
  memcpy(CMSG_DATA(c), sent, count * sizeof(int));
  if (sendmsg(sock, &msg, MSG_NOSIGNAL) != (ssize_t)(len + 1)) {
    lost();
    return -ESRCH; /* it never had the request: nothing was cloned */
  }
  int32_t reply;
  ssize_t n;
  while ((n = recv(sock, &reply, sizeof reply, 0)) < 0 && errno == EINTR) { }
  if (n != sizeof reply) {
    lost();
    return -EPIPE; /* it died with the request in hand */
  }
  return reply;
}

void spawner_reaped(pid_t pid) {
  if (pid <= 0 || pid != spawner_pid) return;
  close(sock);
  sock = -1;
  spawner_pid = -1;
}

bool spawner_alone(void) {
  if (spawner_pid <= 0) return false;
  int fd = open(children_path, O_RDONLY | O_CLOEXEC);
  if (fd < 0) return false;
  char buf[4096];
  ssize_t n = read(fd, buf, sizeof buf - 1);
  close(fd);
  if (n < 0 || n == (ssize_t)sizeof buf - 1) return false;
  buf[n] = '\0';
  char *at = buf, *end;
  for (long pid; (pid = strtol(at, &end, 10)), end != at; at = end)
    if (pid != spawner_pid) return false;
  return true;
}
