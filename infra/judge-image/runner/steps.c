/*
 * A stage's steps file (agent.h): what a judge stage does, run by the agent itself instead of `sh`, so a
 * stage starts no process but the runner's programs, and no file name is ever read by a shell. One step
 * per line, words separated by one space; in a word, %XX is the byte of hex XX (the host writes a space,
 * a '%' and control characters so):
 *
 *   run <job> <file>             the runner (runner.c) on <job>, in the agent itself, its results into <file>
 *   truncate <bytes> <path>...   regular files cut to at most <bytes>; missing paths and others left alone
 *   chmod <octal> <path>...
 *   rm <path>...                 missing paths are no error
 *   collect <path>...            a tar archive of these paths (relative to /w) on the stage's stdout:
 *                                regular files, and directories with their regular files; anything else,
 *                                or a missing path, is left out
 *
 * Every step runs; the stage's status is that of the first step that failed. Nothing here follows a
 * symbolic link a program may have left: files are opened with O_NOFOLLOW and checked to be regular.
 */
#define _GNU_SOURCE
#include "agent.h"
#include "spawner.h"
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

enum { BLOCK = 512, OUT_CHUNK = 64 * 1024, STEPS_MAX = 4 << 20, WORDS_MAX = 1 << 16, DEPTH_MAX = 16 };

/* The stage's stdout, gathered into frames of up to OUT_CHUNK bytes. */
static struct {
  char buf[OUT_CHUNK];
  size_t len;
} out;

static void out_flush(void) {
  if (out.len > 0) agent_send_frame('O', out.buf, out.len);
  out.len = 0;
}

static void out_put(const void *data, size_t len) {
  const char *p = data;
  while (len > 0) {
    size_t n = sizeof out.buf - out.len < len ? sizeof out.buf - out.len : len;
    memcpy(out.buf + out.len, p, n);
    out.len += n;
    p += n;
    len -= n;
    if (out.len == sizeof out.buf) out_flush();
  }
}

static void complain(const char *format, const char *a, const char *b) {
  char msg[512];
  snprintf(msg, sizeof msg, format, a, b);
  agent_send_stderr(msg, strlen(msg));
}

static void octal_field(unsigned char *block, size_t offset, size_t len, unsigned long long value) {
  char text[32];
  snprintf(text, sizeof text, "%0*llo", (int)(len - 1), value);
  memcpy(block + offset, text, len - 1);
  block[offset + len - 1] = '\0';
}

/* A ustar header of a regular file; false when the path does not fit one. */
static bool file_header(unsigned char block[BLOCK], const char *path, mode_t mode, unsigned long long size) {
  memset(block, 0, BLOCK);
  size_t len = strlen(path);
  const char *name = path;
  if (len > 100) { /* split into prefix (at most 155) and name (at most 100) at a slash */
    const char *cut = NULL;
    for (const char *s = strchr(path, '/'); s; s = strchr(s + 1, '/'))
      if ((size_t)(s - path) <= 155 && len - (size_t)(s - path) - 1 <= 100) { cut = s; break; }
    if (!cut) return false;
    memcpy(block + 345, path, (size_t)(cut - path));
    name = cut + 1;
  }
  memcpy(block, name, strlen(name));
  octal_field(block, 100, 8, mode & 07777);
  octal_field(block, 108, 8, 0);
  octal_field(block, 116, 8, 0);
  octal_field(block, 124, 12, size);
  octal_field(block, 136, 12, (unsigned long long)time(NULL));
  block[156] = '0';
  memcpy(block + 257, "ustar\0" "00", 8);
  memset(block + 148, ' ', 8);
  unsigned long long sum = 0;
  for (int i = 0; i < BLOCK; i++) sum += block[i];
  snprintf((char *)block + 148, 8, "%06llo", sum);
  block[155] = ' ';
  return true;
}

/* Appends one open regular file to the archive: its size now, zero-filled if it shrinks meanwhile. */
static void collect_file(int fd, const char *path, const struct stat *st) {
  unsigned char block[BLOCK];
  if (!file_header(block, path, st->st_mode, (unsigned long long)st->st_size)) {
    complain("oj-agent: collect: path too long for the archive: %.200s%s\n", path, "");
    return;
  }
  out_put(block, BLOCK);
  static char buf[OUT_CHUNK];
  unsigned long long left = (unsigned long long)st->st_size;
  while (left > 0) {
    size_t want = left < sizeof buf ? (size_t)left : sizeof buf;
    ssize_t n = read(fd, buf, want);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) { /* shorter than it was: the header's size still holds */
      memset(buf, 0, want);
      n = (ssize_t)want;
    }
    out_put(buf, (size_t)n);
    left -= (unsigned long long)n;
  }
  size_t pad = (BLOCK - (size_t)(st->st_size % BLOCK)) % BLOCK;
  memset(block, 0, BLOCK);
  out_put(block, pad);
}

/* A path relative to /w opened in `dir`, never through a link: regular files and directories are archived. */
static void collect_at(int dir, const char *name, const char *path, int depth) {
  int fd = openat(dir, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
  struct stat st;
  if (fd < 0) return; /* missing, a link, or not ours to read */
  if (fstat(fd, &st) < 0) {
    close(fd);
    return;
  }
  if (S_ISREG(st.st_mode)) {
    collect_file(fd, path, &st);
  } else if (S_ISDIR(st.st_mode) && depth < DEPTH_MAX) {
    DIR *listing = fdopendir(fd);
    if (listing) {
      fd = -1; /* closedir closes it */
      for (struct dirent *item; (item = readdir(listing));) {
        if (strcmp(item->d_name, ".") == 0 || strcmp(item->d_name, "..") == 0) continue;
        char child[4096];
        if ((size_t)snprintf(child, sizeof child, "%s/%s", path, item->d_name) >= sizeof child) continue;
        collect_at(dirfd(listing), item->d_name, child, depth + 1);
      }
      closedir(listing);
    }
  }
  if (fd >= 0) close(fd);
}

static int step_collect(char **words, int count) {
  for (int i = 1; i < count; i++) {
    const char *leaf;
    int dir = agent_open_parent(words[i], &leaf);
    if (dir < 0) continue;
    collect_at(dir, leaf, words[i], 0);
    close(dir);
  }
  unsigned char end[2 * BLOCK] = { 0 };
  out_put(end, sizeof end);
  out_flush();
  return 0;
}

static bool parse_number(const char *text, int base, unsigned long long *value) {
  char *end;
  errno = 0;
  *value = strtoull(text, &end, base);
  return !errno && end != text && *end == '\0' && text[0] != '-';
}

static int step_truncate(char **words, int count) {
  unsigned long long keep;
  if (count < 2 || !parse_number(words[1], 10, &keep)) return 2;
  for (int i = 2; i < count; i++) {
    int fd = open(words[i], O_WRONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
    struct stat st;
    if (fd < 0) continue;
    if (fstat(fd, &st) == 0 && S_ISREG(st.st_mode) && (unsigned long long)st.st_size > keep) (void)!ftruncate(fd, (off_t)keep);
    close(fd);
  }
  return 0;
}

static int step_chmod(char **words, int count) {
  unsigned long long mode;
  if (count < 2 || !parse_number(words[1], 8, &mode) || mode > 07777) return 2;
  int status = 0;
  for (int i = 2; i < count; i++) {
    if (fchmodat(AT_FDCWD, words[i], (mode_t)mode, 0) < 0) {
      complain("oj-agent: chmod %s: %s\n", words[i], strerror(errno));
      status = 1;
    }
  }
  return status;
}

static int step_rm(char **words, int count) {
  int status = 0;
  for (int i = 1; i < count; i++) {
    if (unlink(words[i]) < 0 && errno != ENOENT) {
      complain("oj-agent: rm %s: %s\n", words[i], strerror(errno));
      status = 1;
    }
  }
  return status;
}

/* A run step: the runner in the agent's own process (spawner.h says why), its result lines into <file>,
 * its complaints as the stage's stderr. */
static int step_run(char **words, int count) {
  if (count != 3) return 2;
  if (chdir(WORK_DIR) < 0) {
    complain("oj-agent: %s: %s\n", WORK_DIR, strerror(errno));
    return 1;
  }
  FILE *job = fopen(words[1], "re");
  if (!job) {
    complain("oj-agent: %s: %s\n", words[1], strerror(errno));
    return 2;
  }
  int fd = open(words[2], O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, 0644);
  FILE *results = fd >= 0 ? fdopen(fd, "w") : NULL;
  if (!results) {
    complain("oj-agent: %s: %s\n", words[2], strerror(errno));
    if (fd >= 0) close(fd);
    fclose(job);
    return 1;
  }
  char *said = NULL;
  size_t said_len = 0;
  FILE *errors = open_memstream(&said, &said_len);
  int status = runner_run(job, results, errors ? errors : stderr);
  fclose(job);
  if (fclose(results) != 0 && status == 0) status = 1;
  if (errors) {
    fclose(errors);
    agent_send_stderr(said, said_len);
    free(said);
  }
  spawner_start(); /* again, if the OOM killer took it during a case */
  return status;
}

static int hex_digit(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

/* Decodes a word's %XX escapes in place; false on a bad escape or an escaped NUL. */
static bool unescape(char *word) {
  char *to = word;
  for (const char *from = word; *from; from++) {
    if (*from != '%') { *to++ = *from; continue; }
    int high = hex_digit(from[1]), low = high < 0 ? -1 : hex_digit(from[2]);
    if (low < 0 || (high == 0 && low == 0)) return false;
    *to++ = (char)(high * 16 + low);
    from += 2;
  }
  *to = '\0';
  return true;
}

/* Splits a line into words at single spaces, in place, and decodes them; -1 on a bad word or too many. */
static int split(char *line, char **words) {
  int count = 0;
  for (char *word = line; word && *word;) {
    char *space = strchr(word, ' ');
    if (space) *space = '\0';
    if (*word) {
      if (count == WORDS_MAX || !unescape(word)) return -1;
      words[count++] = word;
    }
    word = space ? space + 1 : NULL;
  }
  return count;
}

int agent_run_steps(const char *path) {
  int fd = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC);
  if (fd < 0) {
    complain("oj-agent: %s: %s\n", path, strerror(errno));
    return 127;
  }
  char *text = malloc(STEPS_MAX + 1);
  size_t len = 0;
  for (ssize_t n; text && len < STEPS_MAX && (n = read(fd, text + len, STEPS_MAX - len)) != 0;) {
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) break;
    len += (size_t)n;
  }
  close(fd);
  if (!text) return 2;
  text[len] = '\0';
  static char *words[WORDS_MAX];
  int status = 0;
  for (char *line = text, *next; line && *line; line = next) {
    next = strchr(line, '\n');
    if (next) *next++ = '\0';
    int count = split(line, words);
    if (count == 0) continue;
    int result;
    if (count < 0) {
      complain("oj-agent: a step with a bad escape or too many words%s%s\n", "", "");
      result = 2;
    } else if (strcmp(words[0], "run") == 0) result = step_run(words, count);
    else if (strcmp(words[0], "truncate") == 0) result = step_truncate(words, count);
    else if (strcmp(words[0], "chmod") == 0) result = step_chmod(words, count);
    else if (strcmp(words[0], "rm") == 0) result = step_rm(words, count);
    else if (strcmp(words[0], "collect") == 0) result = step_collect(words, count);
    else {
      complain("oj-agent: unknown step: %.64s%s\n", words[0], "");
      result = 2;
    }
    if (result != 0 && status == 0) status = result;
  }
  free(text);
  return status;
}
