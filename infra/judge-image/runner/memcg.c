/* The program's memory cgroup (see memcg.h). Files stay open: a case costs a few pread/pwrite calls. */
#define _GNU_SOURCE
#include "memcg.h"
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static struct {
  bool tried, ready;
  int procs, limit, usage, peak, events;
} cg = { .procs = -1, .limit = -1, .usage = -1, .peak = -1, .events = -1 };

static int open_file(const char *name, int flags) {
  char path[128];
  snprintf(path, sizeof path, "%s/%s", MEMCG_DIR, name);
  return open(path, flags | O_CLOEXEC);
}

bool memcg_open(void) {
  if (cg.tried) return cg.ready;
  cg.tried = true;
  bool v1 = access(MEMCG_DIR "/memory.limit_in_bytes", F_OK) == 0;
  cg.procs = open_file("cgroup.procs", O_WRONLY);
  cg.limit = open_file(v1 ? "memory.limit_in_bytes" : "memory.max", O_WRONLY);
  cg.usage = open_file(v1 ? "memory.usage_in_bytes" : "memory.current", O_RDONLY);
  /* v2 resets memory.peak only for reads through the descriptor that wrote the reset: keep one open */
  cg.peak = open_file(v1 ? "memory.max_usage_in_bytes" : "memory.peak", O_RDWR);
  cg.events = open_file(v1 ? "memory.oom_control" : "memory.events", O_RDONLY);
  cg.ready = cg.procs >= 0 && cg.limit >= 0 && cg.usage >= 0 && cg.peak >= 0 && cg.events >= 0;
  if (!cg.ready) {
    int *fds[] = { &cg.procs, &cg.limit, &cg.usage, &cg.peak, &cg.events };
    for (size_t i = 0; i < sizeof fds / sizeof fds[0]; i++) {
      if (*fds[i] >= 0) close(*fds[i]);
      *fds[i] = -1;
    }
  }
  return cg.ready;
}

int memcg_procs_fd(void) {
  return cg.procs;
}

/* The number at the start of the file, or after "key " at the start of a line; -1 when absent. */
static long read_value(int fd, const char *key) {
  char buf[1024];
  ssize_t n = pread(fd, buf, sizeof buf - 1, 0);
  if (n <= 0) return -1;
  buf[n] = '\0';
  const char *at = buf;
  if (key) {
    size_t len = strlen(key);
    while (at && !(strncmp(at, key, len) == 0 && at[len] == ' ')) {
      at = strchr(at, '\n');
      if (at) at++;
    }
    if (!at) return -1;
    at += len + 1;
  }
  char *end;
  long value = strtol(at, &end, 10);
  return end == at ? -1 : value;
}

static bool write_value(int fd, long value) {
  char buf[32];
  int len = snprintf(buf, sizeof buf, "%ld", value);
  return pwrite(fd, buf, (size_t)len, 0) == len;
}

bool memcg_begin(long limit_kb, struct memcg_case *c) {
  c->base_bytes = read_value(cg.usage, NULL);
  c->oom_before = read_value(cg.events, "oom_kill");
  if (c->base_bytes < 0) return false;
  if (!write_value(cg.limit, c->base_bytes + limit_kb * 1024)) return false;
  return pwrite(cg.peak, "0", 1, 0) == 1; /* v1: back to the current usage; v2: any write resets */
}

void memcg_end(const struct memcg_case *c, long *peak_kb, bool *oom_killed) {
  long peak = read_value(cg.peak, NULL);
  *peak_kb = peak > c->base_bytes ? (peak - c->base_bytes) / 1024 : 0;
  long oom_after = read_value(cg.events, "oom_kill");
  *oom_killed = c->oom_before >= 0 && oom_after > c->oom_before;
}
