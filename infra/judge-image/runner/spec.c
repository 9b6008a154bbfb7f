/* The sandboxed process's spec (spec.h): defaults, the job's keys, and the spawner's encoding. */
#define _GNU_SOURCE
#include "spec.h"
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>

static char *xstrdup(const char *s) {
  char *copy = strdup(s);
  if (!copy) { perror("oj-runner: strdup"); exit(2); }
  return copy;
}

void spec_reset(struct spec *s) {
  for (int i = 0; i < s->argc; i++) free(s->argv[i]);
  for (int i = 0; i < s->envc; i++) free(s->envp[i]);
  free(s->cwd); free(s->stdin_path); free(s->stdout_path); free(s->stderr_path);
  *s = (struct spec){ .uid = 65534, .gid = 65534, .cpu_ms = 1000, .wall_ms = 3000,
                      .stack_kb = 128 * 1024, .output_bytes = 64L << 20, .nproc = 64, .nofile = 64 };
}

#define NUMBERS(s) \
  { "uid", &(s)->uid }, { "gid", &(s)->gid }, { "cpu_ms", &(s)->cpu_ms }, { "wall_ms", &(s)->wall_ms }, \
  { "memory_kb", &(s)->memory_kb }, { "data_kb", &(s)->data_kb }, { "stack_kb", &(s)->stack_kb }, \
  { "output_bytes", &(s)->output_bytes }, { "nproc", &(s)->nproc }, { "nofile", &(s)->nofile }
#define PATHS(s) \
  { "cwd", &(s)->cwd }, { "stdin", &(s)->stdin_path }, { "stdout", &(s)->stdout_path }, { "stderr", &(s)->stderr_path }

int spec_apply(struct spec *s, const char *key, const char *value) {
  struct { const char *name; long *field; } numbers[] = { NUMBERS(s) };
  struct { const char *name; char **field; } paths[] = { PATHS(s) };
  for (size_t i = 0; i < sizeof numbers / sizeof numbers[0]; i++) {
    if (strcmp(key, numbers[i].name) != 0) continue;
    char *end;
    errno = 0;
    long n = strtol(value, &end, 10);
    if (errno || *end || end == value || n < 0) return -1;
    *numbers[i].field = n;
    return 1;
  }
  for (size_t i = 0; i < sizeof paths / sizeof paths[0]; i++)
    if (strcmp(key, paths[i].name) == 0) { free(*paths[i].field); *paths[i].field = xstrdup(value); return 1; }
  if (strcmp(key, "arg") == 0 && s->argc < MAX_ARGS) { s->argv[s->argc++] = xstrdup(value); return 1; }
  if (strcmp(key, "env") == 0 && s->envc < MAX_ENV) { s->envp[s->envc++] = xstrdup(value); return 1; }
  return 0;
}

/* Appends "key value\n"; false once it does not fit. */
static bool put_line(char *buf, size_t size, size_t *len, const char *key, const char *value) {
  int n = snprintf(buf + *len, size - *len, "%s %s\n", key, value);
  if (n < 0 || (size_t)n >= size - *len) return false;
  *len += (size_t)n;
  return true;
}

size_t spec_encode(const struct spec *s, char *buf, size_t size) {
  struct { const char *name; const long *field; } numbers[] = { NUMBERS(s) };
  struct { const char *name; char *const *field; } paths[] = { PATHS(s) };
  size_t len = 0;
  char number[32];
  for (size_t i = 0; i < sizeof numbers / sizeof numbers[0]; i++) {
    snprintf(number, sizeof number, "%ld", *numbers[i].field);
    if (!put_line(buf, size, &len, numbers[i].name, number)) return 0;
  }
  for (size_t i = 0; i < sizeof paths / sizeof paths[0]; i++)
    if (*paths[i].field && !put_line(buf, size, &len, paths[i].name, *paths[i].field)) return 0;
  for (int i = 0; i < s->argc; i++) if (!put_line(buf, size, &len, "arg", s->argv[i])) return 0;
  for (int i = 0; i < s->envc; i++) if (!put_line(buf, size, &len, "env", s->envp[i])) return 0;
  return len;
}

bool spec_decode(struct spec *s, char *buf, size_t len) {
  char *at = buf, *end = buf + len;
  while (at < end) {
    char *eol = memchr(at, '\n', (size_t)(end - at));
    if (!eol) return false;
    *eol = '\0';
    char *value = strchr(at, ' ');
    if (!value) return false;
    *value++ = '\0';
    if (spec_apply(s, at, value) != 1) return false;
    at = eol + 1;
  }
  return s->argc > 0;
}
