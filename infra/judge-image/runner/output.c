/* Pipes from the program to its output files (see output.h). */
#define _GNU_SOURCE
#include "output.h"
#include <errno.h>
#include <fcntl.h>
#include <unistd.h>

enum { CHUNK = 1 << 20 };

bool sink_open(struct sink *s, const char *path, long limit, int *write_end) {
  int ends[2];
  *s = (struct sink){ .from = -1, .to = -1, .limit = limit };
  s->to = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, 0644);
  if (s->to < 0) return false;
  if (pipe2(ends, O_CLOEXEC) < 0) {
    close(s->to);
    s->to = -1;
    return false;
  }
  fcntl(ends[0], F_SETFL, O_NONBLOCK);
  s->from = ends[0];
  *write_end = ends[1];
  return true;
}

/* Moves up to len bytes: splice when the file takes it, else read and write. */
static ssize_t move(struct sink *s, size_t len) {
  ssize_t n = splice(s->from, NULL, s->to, NULL, len, SPLICE_F_NONBLOCK | SPLICE_F_MOVE);
  if (n >= 0 || errno != EINVAL) return n;
  static char buf[1 << 16];
  n = read(s->from, buf, len < sizeof buf ? len : sizeof buf);
  if (n > 0 && write(s->to, buf, (size_t)n) != n) return -1;
  return n;
}

static void close_pipe(struct sink *s) {
  if (s->from >= 0) close(s->from);
  s->from = -1;
}

bool sink_pump(struct sink *s) {
  while (s->from >= 0) {
    long room = s->limit - s->written;
    /* one byte past the limit tells "exactly at the limit" from "over it" */
    ssize_t n = move(s, room >= CHUNK ? CHUNK : (size_t)room + 1);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0 && errno == EAGAIN) return true;
    if (n <= 0) break;
    s->written += n;
    if (s->written > s->limit) {
      s->exceeded = true;
      if (ftruncate(s->to, s->limit) < 0) { /* the verdict is the same either way */ }
      break;
    }
  }
  close_pipe(s);
  return false;
}

void sink_finish(struct sink *s) {
  sink_pump(s); /* every writer is gone: this reads to end of file, or stops at EAGAIN if one lingers */
  close_pipe(s);
  if (s->to >= 0) close(s->to);
  s->to = -1;
}
