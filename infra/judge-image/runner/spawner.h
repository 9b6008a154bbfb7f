/*
 * The spawner: a small child of the agent that lives inside the memory cgroup (memcg.h) and clones the
 * programs there with CLONE_PARENT, so they are born in the cgroup as the agent's own children.
 *
 * Moving a process into a cgroup (a write to cgroup.procs) takes the kernel's lock on thread-group
 * moves, whose writer waits for an RCU grace period once the lock has gone idle: 12-26 ms on a cgroup v1
 * host, for every program. The spawner moves once per container life (started again after every wipe,
 * which kills it), while the container waits for its next job; a fork inherits the cgroup for nothing.
 *
 * The agent runs the runner in its own process (steps.c), so the clones are the runner's children: it
 * waits for them, reads their rusage and reaps their orphans as before. When there is no spawner (no
 * cgroup, no /proc/<pid>/task/<tid>/children, the standalone `oj-runner <job>`, or a spawner the OOM
 * killer took), the runner forks the program itself and the program moves itself in.
 */
#ifndef OJ_SPAWNER_H
#define OJ_SPAWNER_H
#include <stdbool.h>
#include <sys/types.h>
#include "child.h"

/* Starts the spawner unless one runs or cannot be had; it joins the cgroup in the background. */
void spawner_start(void);

/* Clones the program of spec in the cgroup, as child_exec(spec, fds, false): its pid, or -errno. The
 * descriptors stay the caller's. -ESRCH: no spawner, the caller forks the program itself. */
pid_t spawner_spawn(const struct spec *s, struct child_streams fds);

/* A child was reaped: if it was the spawner, there is none any more. */
void spawner_reaped(pid_t pid);

/* Whether the spawner is the caller's only child left (false when there is no spawner). */
bool spawner_alone(void);

#endif
