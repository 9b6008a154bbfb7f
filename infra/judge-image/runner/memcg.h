/*
 * The program's memory cgroup: a directory the judge node creates on the host for each sandbox and
 * bind-mounts read-write at MEMCG_DIR. The runner (root in the container, no CAP_SYS_ADMIN needed: it
 * writes files it owns) sets the limit, moves each program into it before exec, and reads the peak and
 * the OOM kills afterwards. cgroup v1 and v2 file names are both understood.
 */
#ifndef OJ_MEMCG_H
#define OJ_MEMCG_H
#include <stdbool.h>

#define MEMCG_DIR "/run/oj-cg"

/* What one case started from: usage left by earlier cases (page cache, its files) is not its own. */
struct memcg_case {
  long base_bytes;
  long oom_before;
};

/* Opens the cgroup's files once; false when no cgroup is mounted (the program then runs without one). */
bool memcg_open(void);

/* Descriptor of cgroup.procs: a child writes "0" to it to move itself in. */
int memcg_procs_fd(void);

/* Before a case: limit = what is charged already + limit_kb, peak reset. False if the cgroup refused. */
bool memcg_begin(long limit_kb, struct memcg_case *c);

/* After every process of the case is gone: its peak above the base, and whether the OOM killer struck. */
void memcg_end(const struct memcg_case *c, long *peak_kb, bool *oom_killed);

#endif
