/**
 * The verdict matrix in the real sandbox, per default language. One program per language reads a mode
 * from its input and misbehaves accordingly, so one submission (one container) covers every verdict.
 */
import { describe, expect, it } from 'vitest';
import { statuses, useSandboxFixture } from './helpers.ts';
import type { CaseData } from './helpers.ts';

const C_SOURCE = String.raw`
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
int main(void) {
  char mode[32];
  if (scanf("%31s", mode) != 1) return 9;
  if (!strcmp(mode, "ac")) { int a, b; if (scanf("%d %d", &a, &b) != 2) return 8; printf("%d\n", a + b); }
  else if (!strcmp(mode, "wa")) puts("wrong");
  else if (!strcmp(mode, "busy")) { volatile unsigned long x = 0; for (;;) x++; }
  else if (!strcmp(mode, "sleep")) sleep(30);
  else if (!strcmp(mode, "mle")) { for (;;) { char *p = malloc(1 << 20); if (!p) return 7; memset(p, 1, 1 << 20); } }
  else if (!strcmp(mode, "segv")) { volatile int *p = NULL; *p = 1; }
  else if (!strcmp(mode, "div0")) { volatile int zero = 0; printf("%d\n", 1 / zero); }
  else if (!strcmp(mode, "exit")) return 3;
  else if (!strcmp(mode, "throw")) abort();
  return 0;
}
`;

const CPP_SOURCE = String.raw`
#include <bits/stdc++.h>
#include <unistd.h>
int main() {
  std::string mode;
  std::cin >> mode;
  if (mode == "ac") { long long a, b; std::cin >> a >> b; std::cout << a + b << "\n"; }
  else if (mode == "wa") std::cout << "wrong\n";
  else if (mode == "busy") { volatile unsigned long x = 0; for (;;) x++; }
  else if (mode == "sleep") sleep(30);
  else if (mode == "mle") { std::vector<std::vector<char>> keep; for (;;) keep.emplace_back(1 << 20, 'x'); }
  else if (mode == "segv") { volatile int *p = nullptr; *p = 1; }
  else if (mode == "div0") { volatile int zero = 0; std::cout << 1 / zero << "\n"; }
  else if (mode == "exit") return 3;
  else if (mode == "throw") throw std::runtime_error("boom");
}
`;

const JAVA_SOURCE = String.raw`
import java.util.*;
public class Main {
  public static void main(String[] args) throws Exception {
    Scanner in = new Scanner(System.in);
    String mode = in.next();
    switch (mode) {
      case "ac": { long a = in.nextLong(), b = in.nextLong(); System.out.println(a + b); break; }
      case "wa": System.out.println("wrong"); break;
      case "busy": { long x = 0; while (x != -1) x++; System.out.println(x); break; }
      case "sleep": Thread.sleep(30000); break;
      case "mle": { List<long[]> keep = new ArrayList<>(); while (true) keep.add(new long[1 << 17]); }
      case "segv": { Object nothing = args.length > 5 ? "x" : null; System.out.println(nothing.hashCode()); break; }
      case "div0": { int zero = args.length; System.out.println(1 / zero); break; }
      case "exit": System.exit(3);
      case "throw": throw new IllegalStateException("boom");
      default: break;
    }
  }
}
`;

// Valid Python 2 and Python 3 alike.
const PYTHON_SOURCE = String.raw`
import os, signal, sys, time
data = sys.stdin.read().split()
mode = data[0]
if mode == 'ac':
    sys.stdout.write(str(int(data[1]) + int(data[2])) + '\n')
elif mode == 'wa':
    sys.stdout.write('wrong\n')
elif mode == 'busy':
    while True:
        pass
elif mode == 'sleep':
    time.sleep(30)
elif mode == 'mle':
    keep = []
    while True:
        keep.append(b'x' * (1 << 20))
elif mode == 'segv':
    os.kill(os.getpid(), signal.SIGSEGV)
elif mode == 'div0':
    sys.stdout.write(str(1 // 0))
elif mode == 'exit':
    sys.exit(3)
elif mode == 'throw':
    raise RuntimeError('boom')
`;

const MATRIX: readonly [string, CaseData, number][] = [
  ['AC', { input: 'ac 20 22\n', answer: '42\n' }, 0],
  ['WA', { input: 'wa\n', answer: '42\n' }, -1],
  ['TLE busy loop', { input: 'busy\n', answer: '42\n' }, 1],
  ['TLE sleeping past the wall limit', { input: 'sleep\n', answer: '42\n' }, 1],
  ['MLE', { input: 'mle\n', answer: '42\n' }, 2],
  ['RE segfault', { input: 'segv\n', answer: '42\n' }, 3],
  ['RE division by zero', { input: 'div0\n', answer: '42\n' }, 3],
  ['RE non-zero exit', { input: 'exit\n', answer: '42\n' }, 3],
  ['RE uncaught exception', { input: 'throw\n', answer: '42\n' }, 3],
];

const LANGUAGES: readonly { name: string; source: string; broken: string; errorText: RegExp }[] = [
  { name: 'C', source: C_SOURCE, broken: 'int main(void) { return missing; }\n', errorText: /missing/ },
  { name: 'C++', source: CPP_SOURCE, broken: 'int main() { undeclared(); }\n', errorText: /undeclared/ },
  { name: 'Java', source: JAVA_SOURCE, broken: 'public class Main { void f() { int x = } }\n', errorText: /error/ },
  { name: 'Python3', source: PYTHON_SOURCE, broken: 'def f(:\n    pass\n', errorText: /SyntaxError/ },
  { name: 'Python2', source: PYTHON_SOURCE, broken: 'def f(:\n    pass\n', errorText: /SyntaxError/ },
];

describe.concurrent('verdict matrix', () => {
  const fixture = useSandboxFixture(2);

  for (const language of LANGUAGES) {
    it(`${language.name}: ${MATRIX.map(([name]) => name).join(', ')}`, { timeout: 120_000 }, async () => {
      const result = await fixture.judge(
        language.name,
        language.source,
        MATRIX.map(([, data]) => data),
        // 2 s: the MLE case must fill 128 MB before its CPU time runs out, and on some machines the
        // kernel's page faults cost 2 ms of CPU a megabyte or more.
        { timeLimitMs: 2000, memoryLimitMb: 128 },
      );
      expect(result.compileMessage).toBeNull();
      const expected = MATRIX.map(([, , status]) => status);
      expect(statuses(result), JSON.stringify(result.cases, null, 1)).toEqual(expected);
      const accepted = result.cases[0];
      expect(accepted?.userOutput).toBe('42\n');
      expect(accepted?.memoryKb).toBeGreaterThan(0);
      expect(result.status).toBe(3); // the most severe verdict of an ACM run: RE
    });

    it(`${language.name}: CE with the compiler message`, { timeout: 60_000 }, async () => {
      const result = await fixture.judge(language.name, language.broken, [{ input: '', answer: '' }]);
      expect(result.status).toBe(-2);
      expect(result.compileMessage).toMatch(language.errorText);
      expect(statuses(result)).toEqual([-4]);
    });
  }
});
