/*
 * What one sandboxed process may do, and where its standard streams go: the keys of a case in the
 * runner's job (runner.c). The spawner (spawner.h) gets a spec in the same "key value" lines.
 */
#ifndef OJ_SPEC_H
#define OJ_SPEC_H
#include <stdbool.h>
#include <stddef.h>
#include <string.h>

enum { MAX_ARGS = 64, MAX_ENV = 32, MAX_TEXT = 256 };

struct spec {
  char *argv[MAX_ARGS + 1];
  int argc;
  char *envp[MAX_ENV + 1];
  int envc;
  char *cwd, *stdin_path, *stdout_path, *stderr_path;
  long uid, gid, cpu_ms, wall_ms, memory_kb, data_kb, stack_kb, output_bytes, nproc, nofile;
};

/* Frees what the spec holds and gives it the defaults. A zeroed spec may be reset. */
void spec_reset(struct spec *s);

/* Applies one "key value" line: 1 when applied, 0 for an unknown key or one argument or entry too many,
 * -1 for a number that is not a non-negative decimal. */
int spec_apply(struct spec *s, const char *key, const char *value);

/* The spec as "key value" lines into buf: their length, or 0 when they do not fit. */
size_t spec_encode(const struct spec *s, char *buf, size_t size);

/* Lines of spec_encode into a reset spec; false if one does not apply. buf is changed in place. */
bool spec_decode(struct spec *s, char *buf, size_t len);

static inline bool same_file(const char *a, const char *b) {
  return a && b && strcmp(a, b) == 0;
}

#endif
