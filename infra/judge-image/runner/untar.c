/*
 * The agent's own tar extraction (agent.h): the archives the host packs (apps/judge-node/src/sandbox/tar.ts,
 * POSIX ustar with regular files, directories and hard links), written into /w as root without a `tar`
 * process. Every path is walked one component at a time with O_NOFOLLOW: a symbolic link that a program
 * left in a directory it could write is never followed. Modes are applied exactly (no umask), owners are
 * root's, times are not restored.
 */
#define _GNU_SOURCE
#include "agent.h"
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

enum { BLOCK = 512, COPY_CHUNK = 64 * 1024 };

/* Reads exactly n payload bytes; false at the payload's end. */
static bool take(void *buf, size_t n) {
  char *p = buf;
  while (n > 0) {
    size_t got = agent_payload_read(p, n);
    if (got == 0) return false;
    p += got;
    n -= got;
  }
  return true;
}

static unsigned long long octal(const unsigned char *field, size_t len) {
  unsigned long long value = 0;
  size_t i = 0;
  while (i < len && field[i] == ' ') i++;
  for (; i < len && field[i] >= '0' && field[i] <= '7'; i++) value = value * 8 + (unsigned long long)(field[i] - '0');
  return value;
}

/* A header's checksum: its bytes with the checksum field read as spaces. */
static bool checksum_ok(const unsigned char *block) {
  unsigned long long sum = 0;
  for (int i = 0; i < BLOCK; i++) sum += (i >= 148 && i < 156) ? ' ' : block[i];
  return sum == octal(block + 148, 8);
}

/* A NUL-terminated copy of a fixed-width field. */
static void field(char *out, const unsigned char *in, size_t len) {
  memcpy(out, in, len);
  out[len] = '\0';
}

/* A relative path of non-empty components, none of them "." or "..": trailing slashes are dropped. */
static bool clean_path(char *path) {
  size_t len = strlen(path);
  while (len > 0 && path[len - 1] == '/') path[--len] = '\0';
  if (len == 0 || path[0] == '/') return false;
  for (char *part = path; part;) {
    char *slash = strchr(part, '/');
    size_t n = slash ? (size_t)(slash - part) : strlen(part);
    if (n == 0 || (n == 1 && part[0] == '.') || (n == 2 && part[0] == '.' && part[1] == '.')) return false;
    part = slash ? slash + 1 : NULL;
  }
  return true;
}

int agent_open_parent(char *path, const char **leaf) {
  if (!clean_path(path)) {
    errno = EINVAL;
    return -1;
  }
  int dir = open(WORK_DIR, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  char *part = path;
  for (char *slash; dir >= 0 && (slash = strchr(part, '/'));) {
    *slash = '\0';
    int next = openat(dir, part, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
    int error = errno;
    *slash = '/';
    close(dir);
    dir = next;
    errno = error;
    part = slash + 1;
  }
  *leaf = part;
  return dir;
}

/* Removes whatever is at dir/leaf, unless it is a directory (a directory entry then keeps it). */
static void clear(int dir, const char *leaf) {
  struct stat st;
  if (fstatat(dir, leaf, &st, AT_SYMLINK_NOFOLLOW) == 0 && !S_ISDIR(st.st_mode)) unlinkat(dir, leaf, 0);
}

/* Copies `size` payload bytes into fd (or drops them when fd < 0); false when the payload ends first. */
static bool copy_data(int fd, unsigned long long size, int *write_error) {
  static char buf[COPY_CHUNK];
  while (size > 0) {
    size_t n = size < sizeof buf ? (size_t)size : sizeof buf;
    if (!take(buf, n)) return false;
    for (size_t done = 0; fd >= 0 && done < n;) {
      ssize_t w = write(fd, buf + done, n - done);
      if (w < 0 && errno == EINTR) continue;
      if (w <= 0) {
        *write_error = w < 0 ? errno : EIO;
        fd = -1;
        break;
      }
      done += (size_t)w;
    }
    size -= n;
  }
  return true;
}

static int fail(char *error, size_t size, const char *what, const char *path, int code) {
  snprintf(error, size, "%s %s: %s", what, path, strerror(code));
  return -1;
}

/* One entry whose header is `block`: 0, or -1 with the reason in error. The data is consumed either way. */
static int entry(const unsigned char *block, char *error, size_t error_size) {
  char name[101], prefix[156], link[101], path[BLOCK];
  field(name, block, 100);
  field(prefix, block + 345, 155);
  field(link, block + 157, 100);
  snprintf(path, sizeof path, "%s%s%s", prefix, prefix[0] ? "/" : "", name);
  mode_t mode = (mode_t)(octal(block + 100, 8) & 07777);
  unsigned long long size = octal(block + 124, 12);
  char type = (char)block[156];
  int write_error = 0;
  const char *leaf, *target_leaf = NULL;
  int dir = agent_open_parent(path, &leaf), code = errno;
  /* a link's target is resolved first: nothing is created for a link that cannot be made */
  int target_dir = dir >= 0 && type == '1' ? agent_open_parent(link, &target_leaf) : -1;
  if (dir >= 0 && type == '1' && target_dir < 0) code = errno;
  if (dir < 0 || (type == '1' && target_dir < 0)) {
    copy_data(-1, size, &write_error);
    if (dir >= 0) close(dir);
    if (code == EINVAL) {
      snprintf(error, error_size, "unsafe path in the archive: %.200s", path);
      return -1;
    }
    return fail(error, error_size, "opening the directory of", dir < 0 ? path : link, code);
  }
  int result = 0;
  if (type == '5') {
    clear(dir, leaf);
    if (mkdirat(dir, leaf, mode) < 0 && errno != EEXIST) result = fail(error, error_size, "creating", path, errno);
    else if (fchmodat(dir, leaf, mode, 0) < 0) result = fail(error, error_size, "setting the mode of", path, errno);
    if (!copy_data(-1, size, &write_error)) result = -1;
  } else if (type == '0' || type == '\0') {
    clear(dir, leaf);
    int fd = openat(dir, leaf, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0600);
    if (fd < 0) {
      result = fail(error, error_size, "creating", path, errno);
      copy_data(-1, size, &write_error);
    } else {
      if (!copy_data(fd, size, &write_error)) snprintf(error, error_size, "the archive ends inside %.200s", path), result = -1;
      else if (write_error) result = fail(error, error_size, "writing", path, write_error);
      else if (fchmod(fd, mode) < 0) result = fail(error, error_size, "setting the mode of", path, errno);
      close(fd);
    }
  } else if (type == '1') {
    clear(dir, leaf);
    if (linkat(target_dir, target_leaf, dir, leaf, 0) < 0) result = fail(error, error_size, "linking", path, errno);
    close(target_dir);
    copy_data(-1, size, &write_error);
  } else {
    copy_data(-1, size, &write_error);
    snprintf(error, error_size, "unsupported entry type '%c' in the archive: %.200s", type, path);
    result = -1;
  }
  close(dir);
  return result;
}

int agent_untar(char *error, size_t error_size) {
  unsigned char block[BLOCK];
  error[0] = '\0';
  int result = 0;
  bool first = true;
  while (result == 0) {
    if (!take(block, BLOCK)) {
      snprintf(error, error_size, first ? "this does not look like a tar archive: shorter than one header" : "the archive ends without its end blocks");
      result = -1;
      break;
    }
    bool zero = true;
    for (int i = 0; i < BLOCK && zero; i++) zero = block[i] == 0;
    if (zero) break; /* the end: what follows is padding */
    if (!checksum_ok(block) || memcmp(block + 257, "ustar", 5) != 0) {
      snprintf(error, error_size, "this does not look like a tar archive");
      result = -1;
      break;
    }
    first = false;
    result = entry(block, error, error_size);
    /* the data's padding to a whole block */
    unsigned long long size = octal(block + 124, 12), pad = (BLOCK - size % BLOCK) % BLOCK;
    unsigned char skip[BLOCK];
    if (result == 0 && !take(skip, (size_t)pad)) {
      snprintf(error, error_size, "the archive ends inside its padding");
      result = -1;
    }
  }
  agent_payload_discard(); /* every byte is consumed, so the next header is where the host put it */
  return result;
}
