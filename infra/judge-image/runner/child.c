/* The sandboxed process's setup between fork and exec (child.h). */
#define _GNU_SOURCE
#include "child.h"
#include <errno.h>
#include <fcntl.h>
#include <grp.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <unistd.h>
#include "memcg.h"

static void set_limit(int resource, rlim_t soft, rlim_t hard) {
  struct rlimit limit = { .rlim_cur = soft, .rlim_max = hard };
  setrlimit(resource, &limit);
}

/* Reports why setup failed through the close-on-exec pipe, then dies. */
static void child_fail(int report_fd, const char *what) {
  char msg[MAX_TEXT];
  int len = snprintf(msg, sizeof msg, "%s: %s", what, strerror(errno));
  if (write(report_fd, msg, (size_t)len) < 0) { /* the parent will see a bare exit 127 */ }
  _exit(127);
}

static int open_or_fail(const char *path, int flags, int report_fd) {
  int fd = open(path, flags | O_CLOEXEC | O_NOFOLLOW, 0644);
  if (fd < 0) child_fail(report_fd, path);
  return fd;
}

void child_exec(const struct spec *s, struct child_streams fds, bool join_memcg) {
  int report_fd = fds.report;
  /* first, so everything the process allocates from here on is charged to the program */
  if (join_memcg && s->memory_kb > 0 && memcg_procs_fd() >= 0 && write(memcg_procs_fd(), "0", 1) != 1)
    child_fail(report_fd, "joining the memory cgroup");
  setsid();
  int in_fd = fds.in, out_fd = fds.out, err_fd = fds.err;
  if (in_fd < 0) in_fd = open_or_fail(s->stdin_path ? s->stdin_path : "/dev/null", O_RDONLY, report_fd);
  bool stdout_is_file = out_fd < 0;
  if (stdout_is_file)
    out_fd = open_or_fail(s->stdout_path ? s->stdout_path : "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, report_fd);
  /* stderr naming the stdout file shares its descriptor, so the two streams interleave as written */
  if (err_fd < 0)
    err_fd = stdout_is_file && same_file(s->stderr_path, s->stdout_path)
                 ? out_fd
                 : open_or_fail(s->stderr_path ? s->stderr_path : "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, report_fd);
  /* every descriptor here is >= 3 (0-2 are taken in the runner and the agent), so dup2 clobbers none */
  if (dup2(in_fd, 0) < 0 || dup2(out_fd, 1) < 0 || dup2(err_fd, 2) < 0) child_fail(report_fd, "dup2");
  if (dup2(report_fd, 3) < 0) child_fail(report_fd, "dup2");
  report_fd = 3;
  fcntl(report_fd, F_SETFD, FD_CLOEXEC);
  close_range(4, ~0U, 0);

  long cpu_s = (s->cpu_ms + 999) / 1000 + 1; /* backstop only: the parent enforces the exact limit */
  set_limit(RLIMIT_CPU, (rlim_t)cpu_s, (rlim_t)cpu_s + 1);
  if (s->data_kb > 0) set_limit(RLIMIT_DATA, (rlim_t)s->data_kb << 10, (rlim_t)s->data_kb << 10);
  set_limit(RLIMIT_STACK, (rlim_t)s->stack_kb << 10, (rlim_t)s->stack_kb << 10);
  set_limit(RLIMIT_FSIZE, (rlim_t)s->output_bytes, (rlim_t)s->output_bytes);
  set_limit(RLIMIT_NOFILE, (rlim_t)s->nofile, (rlim_t)s->nofile);
  set_limit(RLIMIT_CORE, 0, 0);
  set_limit(RLIMIT_NPROC, (rlim_t)s->nproc, (rlim_t)s->nproc);

  if (geteuid() == 0) {
    if (setgroups(0, NULL) < 0) child_fail(report_fd, "setgroups");
    if (setresgid((gid_t)s->gid, (gid_t)s->gid, (gid_t)s->gid) < 0) child_fail(report_fd, "setgid");
    if (setresuid((uid_t)s->uid, (uid_t)s->uid, (uid_t)s->uid) < 0) child_fail(report_fd, "setuid");
  }
  /* as the target uid: root here lacks CAP_DAC_READ_SEARCH and cannot enter a 0700 judge directory */
  if (s->cwd && chdir(s->cwd) < 0) child_fail(report_fd, s->cwd);
  prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0);
  prctl(PR_SET_PDEATHSIG, SIGKILL); /* after setuid, which clears it */
  /* a program starts with no signal blocked or ignored, whatever its parent had */
  signal(SIGPIPE, SIG_DFL);
  sigset_t none;
  sigemptyset(&none);
  sigprocmask(SIG_SETMASK, &none, NULL);
  static char *search_env[] = { SANDBOX_PATH, NULL };
  environ = search_env; /* execvpe searches the PATH of environ; the program gets s->envp */
  execvpe(s->argv[0], s->argv, s->envp);
  child_fail(report_fd, s->argv[0]);
}
