/**
 * What the sandbox measures: CPU time, peak memory, and the default 128 MB stack.
 */
import { describe, expect, it } from 'vitest';
import { useSandboxFixture } from './helpers.ts';

const CPU_BURN_300_MS = String.raw`
#include <stdio.h>
#include <time.h>
int main(void) {
  volatile unsigned long x = 0;
  while (clock() < CLOCKS_PER_SEC * 3 / 10) x++;
  puts("done");
  return 0;
}
`;

const TOUCH_100_MIB = String.raw`
#include <stdio.h>
#include <stdlib.h>
int main(void) {
  size_t size = (size_t)100 << 20;
  volatile char *p = malloc(size);
  if (!p) return 1;
  for (size_t i = 0; i < size; i += 4096) p[i] = 1;
  puts("done");
  return 0;
}
`;

const DEEP_RECURSION = String.raw`
#include <stdio.h>
static int depth(int n) {
  volatile int pad[4];
  pad[0] = n;
  return n == 0 ? 0 : 1 + depth(n - 1) + pad[0] * 0;
}
int main(void) {
  printf("%d\n", depth(1000000));
  return 0;
}
`;

describe.concurrent('measurements', () => {
  const fixture = useSandboxFixture(2);

  it('a 300 ms CPU burn is reported as 250–700 ms', { timeout: 60_000 }, async () => {
    const result = await fixture.judge('C', CPU_BURN_300_MS, [{ input: '', answer: 'done\n' }], { timeLimitMs: 2000 });
    expect(result.status).toBe(0);
    expect(result.timeMs).toBeGreaterThanOrEqual(250);
    expect(result.timeMs).toBeLessThanOrEqual(700);
  });

  it('touching 100 MiB is reported as 100,000–140,000 KB', { timeout: 60_000 }, async () => {
    const result = await fixture.judge('C', TOUCH_100_MIB, [{ input: '', answer: 'done\n' }], { memoryLimitMb: 256 });
    expect(result.status).toBe(0);
    expect(result.memoryKb).toBeGreaterThanOrEqual(100_000);
    expect(result.memoryKb).toBeLessThanOrEqual(140_000);
  });

  it('a recursion a million frames deep passes with the default 128 MB stack', { timeout: 60_000 }, async () => {
    const result = await fixture.judge('C', DEEP_RECURSION, [{ input: '', answer: '1000000\n' }], {
      memoryLimitMb: 256,
      stackLimitMb: 128,
    });
    expect(result.status, JSON.stringify(result.cases)).toBe(0);
  });

  it('the same recursion overflows an 8 MB stack (so the limit is real)', { timeout: 60_000 }, async () => {
    const result = await fixture.judge('C', DEEP_RECURSION, [{ input: '', answer: '1000000\n' }], {
      memoryLimitMb: 256,
      stackLimitMb: 8,
    });
    expect(result.status).toBe(3);
  });
});
