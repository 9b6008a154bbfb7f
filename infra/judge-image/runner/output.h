/*
 * A program's stdout or stderr goes through a pipe that the runner copies into the file. The file's
 * tmpfs pages are then charged to the runner (the container), not to the program's memory cgroup, so a
 * program that prints a lot is not charged for its output as memory. The copy also enforces the output
 * limit, which RLIMIT_FSIZE cannot do on a pipe.
 */
#ifndef OJ_OUTPUT_H
#define OJ_OUTPUT_H
#include <stdbool.h>
#include <stddef.h>

struct sink {
  int from, to; /* the pipe's read end (non-blocking) and the file; -1 once closed */
  long written, limit;
  bool exceeded;
};

/* Opens (truncating) path and a pipe; *write_end is what the program gets. False with errno set on failure. */
bool sink_open(struct sink *s, const char *path, long limit, int *write_end);

/* Copies what the pipe holds now. Returns false once the pipe is done: end of file, or over the limit. */
bool sink_pump(struct sink *s);

/* After the program's processes are gone: copies the rest, then closes both ends. */
void sink_finish(struct sink *s);

#endif
