/*
 * The sandboxed process between its fork and its exec: streams, limits, the sandbox uid, then the
 * program. Forked by the runner (runner.c) or cloned by the spawner (spawner.h).
 */
#ifndef OJ_CHILD_H
#define OJ_CHILD_H
#include <stdbool.h>
#include "spec.h"

/* The PATH a program is searched on, and the agent's stages run with. */
#define SANDBOX_PATH "PATH=/usr/local/bin:/usr/local/sbin:/usr/bin:/usr/sbin:/bin:/sbin"

/* Descriptors handed to the child; -1 for a stream means "open it from the spec's path". report is the
 * close-on-exec pipe its setup failure is written to. */
struct child_streams {
  int in, out, err, report;
};

/* Joins the memory cgroup when asked (a process the runner forked itself), wires the streams, applies
 * the limits, drops privileges and execs. Never returns: a failure is reported, then exit 127. */
void child_exec(const struct spec *s, struct child_streams fds, bool join_memcg);

#endif
