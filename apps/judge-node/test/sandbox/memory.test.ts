/**
 * Memory in the real sandbox: the program's memory cgroup. An allocation far over the limit is Memory
 * Limit Exceeded in every runtime (not a refused allocation read as a crash), memory is the sum of the
 * program's processes, and what the program prints is not charged to it.
 */
import { describe, expect, it } from 'vitest';
import { statuses, useSandboxFixture } from './helpers.ts';

const MLE = 2;

// Time enough to reach the memory limit: on some machines the kernel's page faults cost 2 ms of CPU a
// megabyte or more, so filling 256 MB can take longer than a 1 s limit and would end as TLE first.
const ROOM_TO_FILL_MS = 5000;

const CPP_HUGE_VECTOR = String.raw`
#include <bits/stdc++.h>
int main() {
  std::vector<int> v(200000000);
  v[12345] = 1;
  std::cout << v[12345] + v[199999999] << std::endl;
}
`;

const CPP_MALLOC_8X = String.raw`
#include <cstdio>
#include <cstdlib>
#include <cstring>
int main() {
  size_t size = (size_t)8 * 256 << 20;
  char *p = (char *)malloc(size);
  if (!p) return 1;
  memset(p, 1, size);
  printf("%d\n", p[size - 1]);
}
`;

const PYTHON_HUGE_LIST = 'a = [0] * 10**9\nprint(len(a))\n';

const JAVA_HUGE_ARRAY = String.raw`
public class Main {
  public static void main(String[] args) {
    long[] a = new long[400_000_000];
    a[1] = 1;
    System.out.println(a[1] + a.length);
  }
}
`;

// N children each touch 100 MiB and hold it until all have; the parent exits 0 whatever happens to them.
const forkHolders = (children: number): string => String.raw`
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>
int main(void) {
  for (int i = 0; i < ${children}; i++) {
    if (fork() == 0) {
      size_t size = (size_t)100 << 20;
      char *p = malloc(size);
      if (!p) _exit(1);
      memset(p, 1, size);
      sleep(1);
      _exit(p[size - 1] == 1 ? 0 : 2);
    }
  }
  while (wait(NULL) > 0) {}
  puts("done");
  return 0;
}
`;

const C_A_PLUS_B = '#include <stdio.h>\nint main(void){int a,b;scanf("%d %d",&a,&b);printf("%d\\n",a+b);return 0;}\n';

// 48 MiB of output under a 32 MB limit: charged to the program, it would be killed. The answer is big
// enough (25 MiB) that the case's output cap (2 x answer) lets all of it through.
const C_PRINTS_48_MIB = String.raw`
#include <stdio.h>
#include <string.h>
int main(void) {
  static char line[1024];
  memset(line, 'x', sizeof line - 1);
  line[sizeof line - 2] = '\n';
  for (int i = 0; i < 48 * 1024; i++) fputs(line, stdout);
  return 0;
}
`;

// Tries to raise its own limit and to move itself: both files are root's, so both opens fail.
const C_TOUCHES_ITS_CGROUP = String.raw`
#include <fcntl.h>
#include <stdio.h>
int main(void) {
  const char *files[] = { "/run/oj-cg/memory.limit_in_bytes", "/run/oj-cg/memory.max", "/run/oj-cg/cgroup.procs" };
  int opened = 0;
  for (int i = 0; i < 3; i++) if (open(files[i], O_WRONLY) >= 0) opened++;
  printf("%d\n", opened);
  return 0;
}
`;

describe.concurrent('memory', () => {
  const fixture = useSandboxFixture(2);

  const only = [{ input: '', answer: '0\n' }];

  it('C++: std::vector<int> v(200000000) under 256 MB is MLE', { timeout: 60_000 }, async () => {
    const result = await fixture.judge('C++', CPP_HUGE_VECTOR, only, { memoryLimitMb: 256, timeLimitMs: ROOM_TO_FILL_MS });
    expect(statuses(result), JSON.stringify(result.cases)).toEqual([MLE]);
  });

  it('C++: malloc of 8x the limit, then memset, is MLE', { timeout: 60_000 }, async () => {
    const result = await fixture.judge('C++', CPP_MALLOC_8X, only, { memoryLimitMb: 256, timeLimitMs: ROOM_TO_FILL_MS });
    expect(statuses(result), JSON.stringify(result.cases)).toEqual([MLE]);
    expect(result.memoryKb).toBeGreaterThanOrEqual(256 * 1024 * 0.9);
  });

  it('Python3: [0] * 10**9 is MLE', { timeout: 60_000 }, async () => {
    const result = await fixture.judge('Python3', PYTHON_HUGE_LIST, only, { memoryLimitMb: 256, timeLimitMs: ROOM_TO_FILL_MS });
    expect(statuses(result), JSON.stringify(result.cases)).toEqual([MLE]);
  });

  it('Python3: an allocation the kernel refuses (MemoryError in stderr) is MLE', { timeout: 60_000 }, async () => {
    const result = await fixture.judge('Python3', 'b = bytearray(10**14)\nprint(len(b))\n', only, { memoryLimitMb: 256 });
    expect(statuses(result), JSON.stringify(result.cases)).toEqual([MLE]);
    expect(result.cases[0]?.message).toMatch(/MemoryError/);
  });

  it('Java: new long[400_000_000] is MLE', { timeout: 60_000 }, async () => {
    const result = await fixture.judge('Java', JAVA_HUGE_ARRAY, only, { memoryLimitMb: 256 });
    expect(statuses(result), JSON.stringify(result.cases)).toEqual([MLE]);
    // Over -Xmx: the JVM refuses it with an OutOfMemoryError before the cgroup is reached.
    expect(result.cases[0]?.message).toMatch(/OutOfMemoryError/);
  });

  it('four processes of 100 MiB each under 256 MB are MLE: memory is their sum', { timeout: 60_000 }, async () => {
    const result = await fixture.judge('C', forkHolders(4), [{ input: '', answer: 'done\n' }], { memoryLimitMb: 256, timeLimitMs: ROOM_TO_FILL_MS });
    expect(statuses(result), JSON.stringify(result.cases)).toEqual([MLE]);
  });

  it('two processes of 100 MiB each under 256 MB pass, reported as their sum', { timeout: 60_000 }, async () => {
    const result = await fixture.judge('C', forkHolders(2), [{ input: '', answer: 'done\n' }], { memoryLimitMb: 256, timeLimitMs: ROOM_TO_FILL_MS });
    expect(statuses(result), JSON.stringify(result.cases)).toEqual([0]);
    expect(result.memoryKb).toBeGreaterThanOrEqual(200 * 1024);
    expect(result.memoryKb).toBeLessThanOrEqual(240 * 1024);
  });

  it('a small program under the limit is Accepted with a plausible memory figure, in every case', { timeout: 60_000 }, async () => {
    const cases = [1, 2, 3].map((n) => ({ input: `${n} ${n}\n`, answer: `${2 * n}\n` }));
    const result = await fixture.judge('C', C_A_PLUS_B, cases, { memoryLimitMb: 256 });
    expect(statuses(result)).toEqual([0, 0, 0]);
    for (const item of result.cases) {
      expect(item.memoryKb).toBeGreaterThan(50);
      expect(item.memoryKb).toBeLessThan(8 * 1024);
    }
  });

  it('the program can neither change its limit nor move itself out of its cgroup', { timeout: 60_000 }, async () => {
    const result = await fixture.judge('C', C_TOUCHES_ITS_CGROUP, [{ input: '', answer: '0\n' }]);
    expect(statuses(result), JSON.stringify(result.cases)).toEqual([0]);
  });

  it('what the program prints is not charged to it: 48 MiB of output under 32 MB is WA, not MLE', { timeout: 60_000 }, async () => {
    const answer = 'y\n'.repeat(25 << 19);
    const result = await fixture.judge('C', C_PRINTS_48_MIB, [{ input: '', answer }], { memoryLimitMb: 32 });
    expect(statuses(result), JSON.stringify(result.cases.map(({ userOutput: _, ...rest }) => rest))).toEqual([-1]);
    expect(result.memoryKb).toBeLessThan(16 * 1024);
  });
});
