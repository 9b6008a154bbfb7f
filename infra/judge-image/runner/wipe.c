/*
 * The wipe between two submissions (agent.h). Afterwards the container is as the agent found it: no other
 * process, no SysV IPC object, nothing under the wipe roots, and each root with the mode and owner it had
 * when the agent started. Only then is the answer "ok".
 *
 * Root here has CAP_SETUID, CAP_SETGID and CAP_KILL only: no DAC override, no FOWNER, no IPC owner (nor
 * CAP_SYS_ADMIN). It cannot enter a sandbox uid's 0700 directory, delete another uid's entry in a sticky
 * directory, or remove another uid's IPC object. So it acts as each owner in turn: an owner may always
 * chmod its directories open and remove its own objects. IPC objects are removed by a forked helper that
 * has become the owner (IPC checks the effective uid); files by the agent itself under the owner's
 * filesystem identity, which is all the kernel checks for them.
 */
#define _GNU_SOURCE
#include "agent.h"
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <grp.h>
#include <limits.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/fsuid.h>
#include <sys/msg.h>
#include <sys/sem.h>
#include <sys/shm.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <sys/xattr.h>
#include <time.h>
#include <unistd.h>

enum {
  BUDGET_MS = 5000,
  ROUNDS = 8,          /* file rounds: in each, an owner may open up what keeps another out */
  MAX_DEPTH = 256,     /* deeper trees fail the wipe, rather than our stack or descriptors */
  MAX_PRINCIPALS = 32, /* the sandbox uids, then owners of leftovers found on the way */
  IPC_BATCH = 16384,   /* objects removed per pass: an IPC namespace allows 4096 + 32000 + 32000 */
  IPC_PASSES = 8,
  REASON_MAX = 200,   /* the reason is one short line */
};

static const char *const roots[] = { WORK_DIR, "/tmp", "/dev/shm", "/dev/mqueue" };
#define ROOT_COUNT (sizeof roots / sizeof roots[0])

/* Each root as it was at the start: what every wipe restores. An absent root is skipped. */
static struct {
  bool present;
  mode_t mode;
  uid_t uid;
  gid_t gid;
} recorded[ROOT_COUNT];
static uid_t principals[MAX_PRINCIPALS]; /* root is not among them: it comes last in every round */
static int principal_count;
static long deadline_ms;
static char reason[REASON_MAX];

static long now_ms(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec * 1000L + t.tv_nsec / 1000000L;
}

/* Sets the reason of the failure (the first one counts) and returns false. */
static bool fail(const char *format, ...) {
  if (reason[0]) return false;
  va_list args;
  va_start(args, format);
  vsnprintf(reason, sizeof reason, format, args);
  va_end(args);
  return false;
}

static bool is_principal(uid_t uid) {
  for (int i = 0; i < principal_count; i++) if (principals[i] == uid) return true;
  return uid == 0;
}

static void add_principal(uid_t uid) {
  if (!is_principal(uid) && principal_count < MAX_PRINCIPALS) principals[principal_count++] = uid;
}

/* Sleeps until a child exits or ms pass. SIGCHLD is blocked: one that came meanwhile ends it at once. */
static void wait_child(long ms) {
  sigset_t chld;
  sigemptyset(&chld);
  sigaddset(&chld, SIGCHLD);
  struct timespec t = { .tv_sec = ms / 1000, .tv_nsec = (ms % 1000) * 1000000L };
  sigtimedwait(&chld, NULL, &t);
}

/* Forks a helper that has become uid (setgroups, setresgid, setresuid: no way back). 0 in the helper. */
static pid_t fork_as(uid_t uid) {
  pid_t pid = fork();
  if (pid != 0) return pid;
  if (setgroups(0, NULL) < 0 || setresgid(uid, uid, uid) < 0 || setresuid(uid, uid, uid) < 0) _exit(1);
  return 0;
}

/* Waits for a helper until the deadline, reaping whatever else exits; false (after killing it) when
 * time is up. */
static bool wait_helper(pid_t pid) {
  int status;
  for (;;) {
    if (agent_reap(pid, &status)) return true;
    long left = deadline_ms - now_ms();
    if (left <= 0) {
      kill(pid, SIGKILL);
      waitpid(pid, &status, 0);
      return false;
    }
    wait_child(left);
  }
}

/* ---- processes ---- */

/* The first process in /proc other than this one, -1 if /proc cannot be read, 0 if there is none. With
 * kill_them, SIGKILLs each one it sees (root has CAP_KILL: any uid). A zombie counts until reaped. */
static pid_t other_process(bool kill_them) {
  DIR *proc = opendir("/proc");
  if (!proc) return -1;
  pid_t self = getpid(), first = 0;
  struct dirent *e;
  while ((e = readdir(proc))) {
    if (e->d_name[0] < '0' || e->d_name[0] > '9') continue;
    pid_t pid = (pid_t)strtol(e->d_name, NULL, 10);
    if (pid == self) continue;
    if (kill_them) kill(pid, SIGKILL);
    if (first == 0) first = pid;
  }
  closedir(proc);
  return first;
}

static bool process_failure(pid_t pid) {
  if (pid < 0) return fail("cannot read /proc");
  char path[64], line[256], name[64] = "?";
  long uid = -1;
  snprintf(path, sizeof path, "/proc/%d/status", (int)pid);
  FILE *status = fopen(path, "re");
  while (status && fgets(line, sizeof line, status)) {
    if (strncmp(line, "Name:\t", 6) == 0) snprintf(name, sizeof name, "%.*s", (int)strcspn(line + 6, "\n"), line + 6);
    if (sscanf(line, "Uid:\t%ld", &uid) == 1) break;
  }
  if (status) fclose(status);
  return fail("processes left: %d uid %ld %s", (int)pid, uid, name);
}

/* Kills every other process until a scan of /proc finds none. */
static bool kill_processes(void) {
  for (;;) {
    agent_reap(0, NULL);
    /* from PID 1, every other process of the namespace at once: the kernel aborts a fork racing with it */
    kill(-1, SIGKILL);
    pid_t left = other_process(true);
    if (left == 0) return true;
    if (left < 0 || now_ms() >= deadline_ms) return process_failure(left);
    wait_child(2);
  }
}

/* ---- System V IPC ---- */

struct ipc_object {
  char kind; /* 'm' shared memory, 's' semaphores, 'q' message queue; 0 once handled */
  int id;
  long uid;
};
static struct ipc_object objects[IPC_BATCH];

static const struct { const char *file, *id_column; char kind; } ipc_files[] = {
  { "/proc/sysvipc/shm", "shmid", 'm' }, { "/proc/sysvipc/sem", "semid", 's' }, { "/proc/sysvipc/msg", "msqid", 'q' },
};

/* The index of `name` among the whitespace-separated words of line, -1 if absent. */
static int column_of(const char *line, const char *name) {
  char copy[512], *save;
  snprintf(copy, sizeof copy, "%s", line);
  int column = 0;
  for (char *word = strtok_r(copy, " \t\n", &save); word; word = strtok_r(NULL, " \t\n", &save), column++)
    if (strcmp(word, name) == 0) return column;
  return -1;
}

/* Counts the SysV IPC objects (after each file's header line, one line per object), the first IPC_BATCH
 * of them into objects[]. -1 if a file cannot be read; a kernel without SysV IPC has none. */
static int list_ipc(void) {
  int count = 0;
  char *line = NULL;
  size_t size = 0;
  for (size_t f = 0; f < sizeof ipc_files / sizeof ipc_files[0]; f++) {
    FILE *in = fopen(ipc_files[f].file, "re");
    if (!in && errno == ENOENT) continue;
    if (!in || getline(&line, &size, in) < 0) { count = -1; if (in) fclose(in); break; }
    int id_column = column_of(line, ipc_files[f].id_column), uid_column = column_of(line, "uid");
    while (id_column >= 0 && uid_column >= 0 && getline(&line, &size, in) > 0) {
      struct ipc_object o = { .kind = ipc_files[f].kind, .id = -1, .uid = -1 };
      char *save;
      int column = 0;
      for (char *word = strtok_r(line, " \t\n", &save); word; word = strtok_r(NULL, " \t\n", &save), column++) {
        if (column == id_column) o.id = (int)strtol(word, NULL, 10);
        if (column == uid_column) o.uid = strtol(word, NULL, 10);
      }
      if (column == 0) continue; /* a blank line */
      if (count < IPC_BATCH) objects[count] = o;
      count++;
    }
    fclose(in);
    if (id_column < 0 || uid_column < 0) { count = -1; break; }
  }
  free(line);
  return count;
}

static void remove_objects_of(long uid, int from, int count) {
  for (int i = from; i < count; i++) {
    if (objects[i].uid != uid || objects[i].id < 0) continue;
    if (objects[i].kind == 'm') shmctl(objects[i].id, IPC_RMID, NULL);
    else if (objects[i].kind == 's') semctl(objects[i].id, 0, IPC_RMID);
    else if (objects[i].kind == 'q') msgctl(objects[i].id, IPC_RMID, NULL);
  }
}

/* Removes every object, each by a helper that has become its owner (root's directly), until none is left. */
static bool remove_ipc(void) {
  for (int pass = 0;; pass++) {
    int count = list_ipc();
    if (count == 0) return true;
    if (count < 0) return fail("cannot read /proc/sysvipc");
    if (pass == IPC_PASSES || now_ms() >= deadline_ms) return fail("ipc objects left");
    if (count > IPC_BATCH) count = IPC_BATCH;
    for (int i = 0; i < count; i++) {
      long uid = objects[i].uid;
      if (!objects[i].kind || uid < 0) continue;
      if (uid == 0) {
        remove_objects_of(0, i, count);
      } else {
        pid_t pid = fork_as((uid_t)uid);
        if (pid == 0) {
          remove_objects_of(uid, i, count);
          _exit(0);
        }
        if (pid < 0) return fail("fork: %s", strerror(errno));
        if (!wait_helper(pid)) return fail("timeout");
      }
      for (int j = i; j < count; j++) if (objects[j].uid == uid) objects[j].kind = 0;
    }
  }
}

/* ---- files ---- */

/* One pass of the walk, as one principal. */
struct walk {
  uid_t self;
  dev_t dev; /* the root's filesystem: never into another mount */
  long entries;
  size_t len;
  char path[PATH_MAX]; /* of the directory being walked, for the reason of a failure */
};

/* Takes uid's filesystem identity (fsuid, fsgid): the kernel checks access, ownership and the sticky bit
 * against it, so this acts on files exactly as a process of that uid would. A forked helper per principal
 * would do the same for a millisecond each; nothing else runs during the wipe to take advantage of us. */
static bool become(uid_t uid) {
  setfsgid(uid);
  setfsuid(uid);
  return (uid_t)setfsuid((uid_t)-1) == uid && (gid_t)setfsgid((gid_t)-1) == uid; /* -1 only reads it */
}

/* An entry that its principal could not remove: its owner becomes a principal too (a uid not on the
 * command line, 65534 say, may own files as well). */
static void note_owner(int dir, const char *name) {
  struct stat st;
  if (fstatat(dir, name, &st, AT_SYMLINK_NOFOLLOW) == 0) add_principal(st.st_uid);
}

/* Opens up a directory this principal owns, for itself and the others: 0777 also clears the sticky bit,
 * and a program may have set an ACL that shuts out even root. */
static void unlock(int fd) {
  fchmod(fd, 0777);
  fremovexattr(fd, "system.posix_acl_access"); /* ENODATA, ENOTSUP: nothing to do */
  fremovexattr(fd, "system.posix_acl_default");
}

static int open_dir(int dir, const char *name) {
  return openat(dir, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
}

static bool walk_dir(struct walk *w, int fd, int depth);

/* Empties a subdirectory on the same filesystem, then unlinks the entry. What this principal may not
 * remove is left to the others. False when the wipe must give up. */
static bool remove_entry(struct walk *w, int dir, const char *name, unsigned char type, int depth) {
  struct stat st = { 0 };
  bool is_dir = type == DT_DIR;
  if (type == DT_DIR || type == DT_UNKNOWN) { /* other types need no stat: unlinked as they are */
    if (fstatat(dir, name, &st, AT_SYMLINK_NOFOLLOW) < 0) return true;
    is_dir = S_ISDIR(st.st_mode);
  }
  if (is_dir && st.st_dev == w->dev) {
    size_t len = w->len;
    int added = snprintf(w->path + len, sizeof w->path - len, "/%s", name);
    w->len = len + (size_t)added < sizeof w->path ? len + (size_t)added : sizeof w->path - 1;
    if (depth >= MAX_DEPTH) return fail("files nested deeper than %d levels: %s", MAX_DEPTH, w->path);
    int sub = open_dir(dir, name);
    /* a 0000 directory of ours cannot even be opened to fchmod it */
    if (sub < 0 && errno == EACCES && st.st_uid == w->self && fchmodat(dir, name, 0700, AT_SYMLINK_NOFOLLOW) == 0)
      sub = open_dir(dir, name);
    bool ok = sub < 0 || walk_dir(w, sub, depth + 1);
    w->len = len;
    w->path[len] = '\0';
    if (!ok) return false;
  }
  if (unlinkat(dir, name, is_dir ? AT_REMOVEDIR : 0) < 0 && errno != ENOENT) note_owner(dir, name);
  return true;
}

/* Walks one open directory depth-first; takes fd. */
static bool walk_dir(struct walk *w, int fd, int depth) {
  struct stat st;
  if (fstat(fd, &st) == 0 && st.st_uid == w->self) unlock(fd);
  DIR *dir = fdopendir(fd);
  if (!dir) {
    close(fd);
    return true;
  }
  bool ok = true;
  struct dirent *e;
  while (ok && (e = readdir(dir))) {
    if (strcmp(e->d_name, ".") == 0 || strcmp(e->d_name, "..") == 0) continue;
    if (++w->entries % 1024 == 0 && now_ms() >= deadline_ms) ok = fail("timeout");
    else ok = remove_entry(w, dirfd(dir), e->d_name, e->d_type, depth);
  }
  closedir(dir);
  return ok;
}

/* One pass over every root as uid. */
static bool files_pass(uid_t uid) {
  static struct walk w;
  w = (struct walk){ .self = uid };
  bool ok = become(uid) || fail("cannot become uid %u", (unsigned)uid);
  for (size_t r = 0; ok && r < ROOT_COUNT; r++) {
    struct stat st;
    int fd = recorded[r].present ? open(roots[r], O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC) : -1;
    if (fd < 0) continue;
    if (fstat(fd, &st) < 0) {
      close(fd);
      continue;
    }
    w.dev = st.st_dev;
    w.len = (size_t)snprintf(w.path, sizeof w.path, "%s", roots[r]);
    ok = walk_dir(&w, fd, 0);
  }
  if (!become(0)) {
    /* still a sandbox uid to the filesystem: nothing after this could be trusted */
    fprintf(stderr, "oj-agent: cannot take back root's filesystem identity\n");
    exit(1);
  }
  return ok;
}

/* Whether every root is empty; if not, the first entry found goes into left. */
static bool roots_empty(char *left, size_t size) {
  for (size_t r = 0; r < ROOT_COUNT; r++) {
    if (!recorded[r].present) continue;
    DIR *dir = opendir(roots[r]);
    if (!dir) {
      snprintf(left, size, "%s (%s)", roots[r], strerror(errno));
      return false;
    }
    bool empty = true;
    struct dirent *e;
    while (empty && (e = readdir(dir))) {
      if (strcmp(e->d_name, ".") == 0 || strcmp(e->d_name, "..") == 0) continue;
      snprintf(left, size, "%s/%s", roots[r], e->d_name);
      empty = false;
    }
    closedir(dir);
    if (!empty) return false;
  }
  return true;
}

/* Rounds of passes, one per principal and root last, until the roots are empty. */
static bool remove_files(void) {
  char left[PATH_MAX];
  for (int round = 0; round < ROUNDS && !roots_empty(left, sizeof left); round++) {
    for (int i = 0; i <= principal_count; i++)
      if (!files_pass(i < principal_count ? principals[i] : 0)) return false;
  }
  return roots_empty(left, sizeof left) || fail("files left: %s", left);
}

/* Root's pass opened the roots up (0777); they get their first mode back. */
static bool restore_roots(void) {
  bool ok = true;
  for (size_t r = 0; r < ROOT_COUNT; r++)
    if (recorded[r].present && chmod(roots[r], recorded[r].mode & 07777) < 0)
      ok = fail("chmod %s: %s", roots[r], strerror(errno));
  return ok;
}

/* What "ok" promises, looked at afresh. */
static bool verify(void) {
  pid_t pid = other_process(false);
  if (pid != 0) return process_failure(pid);
  if (list_ipc() != 0) return fail("ipc objects left");
  char left[PATH_MAX];
  if (!roots_empty(left, sizeof left)) return fail("files left: %s", left);
  for (size_t r = 0; r < ROOT_COUNT; r++) {
    struct stat st;
    if (!recorded[r].present) continue;
    if (lstat(roots[r], &st) < 0) return fail("%s: %s", roots[r], strerror(errno));
    if (st.st_mode != recorded[r].mode || st.st_uid != recorded[r].uid || st.st_gid != recorded[r].gid)
      return fail("%s changed: mode %o owner %u:%u", roots[r], (unsigned)st.st_mode & 07777, (unsigned)st.st_uid,
                  (unsigned)st.st_gid);
  }
  return true;
}

void wipe_init(const uid_t *uids, int count) {
  for (int i = 0; i < count; i++) add_principal(uids[i]);
  for (size_t r = 0; r < ROOT_COUNT; r++) {
    struct stat st;
    if (lstat(roots[r], &st) < 0 || !S_ISDIR(st.st_mode)) continue;
    recorded[r].present = true;
    recorded[r].mode = st.st_mode;
    recorded[r].uid = st.st_uid;
    recorded[r].gid = st.st_gid;
  }
}

void wipe_run(char *answer, size_t size) {
  deadline_ms = now_ms() + BUDGET_MS;
  reason[0] = '\0';
  bool ok = kill_processes() && remove_ipc() && remove_files();
  ok = restore_roots() && ok; /* even after a failure: the roots may have been opened up */
  if (ok) ok = verify();
  if (ok) {
    snprintf(answer, size, "ok");
    return;
  }
  snprintf(answer, size, "fail: %s", reason);
  for (char *c = answer; *c; c++) if ((unsigned char)*c < 0x20 || (unsigned char)*c > 0x7e) *c = '?'; /* one line */
}
