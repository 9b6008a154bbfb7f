/**
 * What a submission must never see: test data while it compiles (a compile message would print it), and
 * while it runs, what earlier cases left behind (its own outputs, the checker's and interactor's messages).
 */
import { describe, expect, it } from 'vitest';
import type { JudgeJob } from '@oj/contracts';
import { statuses, useSandboxFixture } from './helpers.ts';
import type { CaseData } from './helpers.ts';

const SECRET = 'SECRET_IN_5151';

/** Accepts anything; its message names the case, so a later case could look for it. */
const CHATTY_CHECKER = String.raw`
#include <cstdio>
int main(int argc, char **argv) { fprintf(stderr, "MARK-CHK %s", argv[1]); return 0; }
`;

/**
 * Case "1" (its input marked too) leaves marks on stdout, stderr and (file IO) its output file. Case "2"
 * looks for them where earlier cases put things, and prints what it found or "nothing".
 */
function markHunter(fileIo: boolean): string {
  return String.raw`
#define _DEFAULT_SOURCE
#include <dirent.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
static char needle[] = "NBSL."; /* "MARK-", shifted by one so that this program does not contain it */
static char found[8192];
static void look(const char *path) {
  FILE *f = fopen(path, "r");
  if (!f) return;
  char buf[1024]; size_t n = fread(buf, 1, sizeof buf - 1, f); buf[n] = 0; fclose(f);
  char *hit = strstr(buf, needle);
  if (hit && strlen(found) < 4096) { strncat(found, path, 200); strcat(found, "="); strncat(found, hit, 40); strcat(found, " "); }
}
static void walk(const char *dir, int depth) {
  DIR *d = opendir(dir);
  if (!d || depth > 3) { if (d) closedir(d); return; }
  struct dirent *e;
  while ((e = readdir(d))) {
    if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, "..")) continue;
    char path[4096]; snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
    struct stat st;
    if (lstat(path, &st) != 0) continue;
    if (S_ISDIR(st.st_mode)) walk(path, depth + 1); else if (S_ISREG(st.st_mode)) look(path);
  }
  closedir(d);
}
int main(void) {
  for (char *c = needle; *c; c++) *c = (char)(*c - 1);
  FILE *in = ${fileIo ? 'fopen("data.in", "r")' : 'stdin'};
  FILE *out = ${fileIo ? 'fopen("data.out", "w")' : 'stdout'};
  int n = 0;
  if (!in || !out || fscanf(in, "%d", &n) != 1) return 5;
  if (n == 1) { fprintf(out, "%sOUT-1\n", needle); fprintf(stderr, "%sERR-1\n", needle); return 0; }
  const char *direct[] = { "/w/out/1.out", "/w/out/1.err", "/w/out/1.chk", "/w/out/1.ierr", "/w/run/1/data.out", "/w/run/1/data.in", "/w/in/1.in" };
  for (unsigned i = 0; i < sizeof direct / sizeof direct[0]; i++) look(direct[i]);
  walk("/w/out", 0); walk("/w/run", 0); walk("/w/in", 0);
  fprintf(out, "%s\n", found[0] ? found : "nothing");
  return 0;
}
`;
}

/** Tells the program its case number, then expects "nothing"; says "MARK-IERR" on stderr either way. */
const HUNT_INTERACTOR = String.raw`
#include <cstdio>
#include <cstring>
int main(int argc, char **argv) {
  FILE *in = fopen(argv[1], "r");
  int n = 0;
  if (!in || fscanf(in, "%d", &n) != 1) return 3;
  printf("%d\n", n); fflush(stdout);
  char line[4096] = "";
  if (!fgets(line, sizeof line, stdin)) line[0] = 0;
  fprintf(stderr, "MARK-IERR-%d ", n);
  if (n == 1 || strcmp(line, "nothing\n") == 0) return 0;
  fprintf(stderr, "leaked: %s", line);
  return 1;
}
`;

const INTERACTIVE_HUNTER = markHunter(false).replace('FILE *out = stdout;', 'FILE *out = stdout; setvbuf(stdout, NULL, _IONBF, 0);');

const TWO_CASES: CaseData[] = [
  { input: '1 MARK-IN-1\n', answer: 'MARK-OUT-1\n' },
  { input: '2\n', answer: 'nothing\n' },
];

describe.concurrent('no test data at compile time, no earlier case at run time', () => {
  const fixture = useSandboxFixture(2);

  async function compileMessage(language: string, code: string, overrides: Partial<JudgeJob> = {}): Promise<string> {
    const result = await fixture.judge(language, code, [{ input: `${SECRET} + 1\n`, answer: `${SECRET}\n` }], overrides);
    expect(result.status, JSON.stringify(result)).toBe(-2);
    return result.compileMessage ?? '';
  }

  it('C++ cannot #include a case input', { timeout: 60_000 }, async () => {
    const message = await compileMessage('C++', '#include "/w/in/1.in"\nint main() {}\n');
    expect(message).toMatch(/in\/1\.in/);
    expect(message).not.toContain(SECRET);
  });

  it('C++ cannot #include a file-IO input in a case directory', { timeout: 60_000 }, async () => {
    const message = await compileMessage('C++', '#include "/w/run/1/data.in"\nint main() {}\n', {
      isFileIO: true,
      ioReadFileName: 'data.in',
      ioWriteFileName: 'data.out',
    });
    expect(message).not.toContain(SECRET);
  });

  it('C++ cannot #include an answer, an interactive input or the checker', { timeout: 90_000 }, async () => {
    const spj = { judgeMode: 'spj' as const, checker: { language: 'C++', code: CHATTY_CHECKER } };
    const interactive = { judgeMode: 'interactive' as const, checker: { language: 'C++', code: HUNT_INTERACTOR } };
    const messages = await Promise.all([
      compileMessage('C++', '#include "/w/private/judge/1.ans"\nint main() {}\n', spj),
      compileMessage('C++', '#include "/w/private/judge/1.in"\nint main() {}\n', interactive),
      compileMessage('C++', '#include "/w/private/judge/judge-program"\nint main() {}\n', spj),
    ]);
    for (const message of messages) {
      expect(message).not.toContain(SECRET);
      expect(message).not.toContain('MARK-CHK');
    }
  });

  it("Rust's include_str! cannot read a case input", { timeout: 120_000 }, async () => {
    const code = 'const INPUT: &str = include_str!("/w/in/1.in");\nconst _: () = panic!("{}", INPUT);\nfn main() {}\n';
    const message = await compileMessage('Rust', code);
    expect(message).toMatch(/in\/1\.in/);
    expect(message).not.toContain(SECRET);
  });

  it("case 2 finds nothing of case 1's input, stdout and stderr", { timeout: 60_000 }, async () => {
    const result = await fixture.judge('C', markHunter(false), TWO_CASES);
    expect(result.cases[1]?.userOutput).toBe('nothing\n');
    expect(statuses(result)).toEqual([0, 0]);
  });

  it("case 2 finds nothing of case 1's file-IO output", { timeout: 60_000 }, async () => {
    const result = await fixture.judge('C', markHunter(true), TWO_CASES, {
      isFileIO: true,
      ioReadFileName: 'data.in',
      ioWriteFileName: 'data.out',
    });
    expect(result.cases[1]?.userOutput).toBe('nothing\n');
    expect(statuses(result)).toEqual([0, 0]);
  });

  it("case 2 finds nothing of case 1's checker message (special judge)", { timeout: 90_000 }, async () => {
    const result = await fixture.judge('C', markHunter(false), TWO_CASES, {
      judgeMode: 'spj',
      checker: { language: 'C++', code: CHATTY_CHECKER },
    });
    expect(result.cases[1]?.userOutput).toBe('nothing\n');
    expect(result.cases[0]?.message).toMatch(/MARK-CHK/);
    expect(statuses(result)).toEqual([0, 0]);
  });

  it("case 2 finds nothing of case 1's interactor stderr", { timeout: 90_000 }, async () => {
    const result = await fixture.judge('C', INTERACTIVE_HUNTER, TWO_CASES, {
      judgeMode: 'interactive',
      checker: { language: 'C++', code: HUNT_INTERACTOR },
    });
    expect(result.cases[1]?.message ?? '', JSON.stringify(result.cases)).not.toMatch(/leaked/);
    expect(statuses(result)).toEqual([0, 0]);
  });
});
