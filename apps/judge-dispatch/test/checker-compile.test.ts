/**
 * compile-spj and compile-interactive against a real judge node with the Docker sandbox: the
 * compiler's message on failure, the compiled mark on success, 503 without a node, the guard and
 * the per-user limit.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@oj/contracts';
import { isCheckerCompiled, openCheckerCompiledBucket } from '@oj/service-kit';
import { COMPILES_PER_WINDOW } from '../src/modules/checker-compile/limits.ts';
import { IMAGE_BUILD_TIMEOUT_MS, ensureJudgeImages, startJudgeNode } from './judge-node.ts';
import type { TestJudgeNode } from './judge-node.ts';
import { body, startHarness } from './helpers.ts';
import type { Harness } from './helpers.ts';

const HEADER = 'inline int verdict_ok() { return 0; }\n';
const CHECKER = '#include <cstdio>\n#include "verdict.h"\nint main(int argc, char** argv) { std::printf("ok\\n"); return verdict_ok(); }\n';
const BROKEN = '#include <cstdio>\nint main() {\n  int x = ;\n  return 0\n}\n';

describe('checker and interactor compiles on a judge node', () => {
  let h: Harness;
  let admin: string;
  let node: TestJudgeNode | null = null;

  beforeAll(async () => {
    ensureJudgeImages();
    h = await startHarness('jd_compile', { sweepIntervalMs: 0, checkerCompileTimeoutMs: 60_000 });
    admin = h.token(Role.Admin).authorization;
  }, IMAGE_BUILD_TIMEOUT_MS);

  afterAll(async () => {
    await node?.stop();
    await h.close();
  }, 60_000);

  const compile = (kind: 'spj' | 'interactive', payload: Record<string, unknown>, authorization?: string) =>
    h.app.inject({ method: 'POST', url: `/api/admin/problem/compile-${kind}`, payload, headers: authorization ? { authorization } : {} });
  const marked = async (language: string, code: string) => isCheckerCompiled(await openCheckerCompiledBucket(h.js, h.names), language, code);

  it('needs an admin role', async () => {
    const payload = { language: 'C++', code: CHECKER };
    expect((await compile('spj', payload)).statusCode).toBe(401);
    expect((await compile('interactive', payload, h.token(Role.User).authorization)).statusCode).toBe(403);
  });

  it('answers 503 at once when no judge node is there to compile', async () => {
    const started = Date.now();
    const response = await compile('spj', { language: 'C++', code: CHECKER, extraFiles: { 'verdict.h': HEADER } }, admin);
    expect(response.statusCode).toBe(503);
    expect(body(response).msg).toBe('No judge node answered, so the program could not be compiled; please try again later');
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(await marked('C++', CHECKER)).toBe(false);
  });

  it('refuses languages that are no checker language, and unsafe extra file names, before asking a node', async () => {
    const python = await compile('spj', { language: 'Python3', code: 'print(1)' }, admin);
    expect(python.statusCode).toBe(400);
    expect(body(python).msg).toBe('This language can not be used for a special judge or interactor');
    for (const name of ['../x.h', 'main.cpp', 'judge-program', '']) {
      const response = await compile('interactive', { language: 'C++', code: CHECKER, extraFiles: { [name]: HEADER } }, admin);
      expect(response.statusCode, name).toBe(400);
    }
    expect((await compile('spj', { language: 'C++', code: '   ' }, admin)).statusCode).toBe(400);
    expect((await compile('spj', { language: 'C++' }, admin)).statusCode).toBe(400);
  });

  it(`allows ${COMPILES_PER_WINDOW} compiles a minute per user`, async () => {
    const busy = h.token(Role.ProblemAdmin).authorization;
    for (let index = 0; index < COMPILES_PER_WINDOW; index += 1) {
      expect((await compile('spj', { language: 'C++', code: `${CHECKER}// ${index}\n` }, busy)).statusCode).toBe(503);
    }
    const refused = await compile('spj', { language: 'C++', code: CHECKER }, busy);
    expect(refused.statusCode).toBe(429);
    expect(body(refused).msg).toBe('Too many compiles in a short time; please wait a minute');
    // Another admin is not held up.
    expect((await compile('spj', { language: 'C++', code: CHECKER }, h.token(Role.ProblemAdmin).authorization)).statusCode).toBe(503);
  });

  describe('with a judge node', () => {
    beforeAll(async () => {
      node = await startJudgeNode(h.names, { compiles: true });
    }, 120_000);

    it('compiles a checker with its extra file in the sandbox and marks it compiled', async () => {
      const response = await compile('spj', { language: 'C++', code: CHECKER, extraFiles: { 'verdict.h': HEADER }, pid: 1 }, admin);
      expect(response.statusCode).toBe(200);
      expect(body(response)).toMatchObject({ status: 200, msg: 'Compiled Successfully', data: null });
      expect(await marked('C++', CHECKER)).toBe(true);
      expect(await marked('C', CHECKER)).toBe(false);
    }, 120_000);

    it("answers 400 with the compiler's message for code that does not compile, and marks nothing", async () => {
      const response = await compile('interactive', { language: 'C++', code: BROKEN }, admin);
      expect(response.statusCode).toBe(400);
      const { msg } = body(response);
      expect(msg).toMatch(/error: expected primary-expression before ';' token/);
      expect(msg).toContain('main.cpp:3');
      expect(await marked('C++', BROKEN)).toBe(false);
      // A missing extra file is the compiler's complaint too.
      const missing = await compile('spj', { language: 'C++', code: CHECKER }, admin);
      expect(missing.statusCode).toBe(400);
      expect(body(missing).msg).toContain('verdict.h');
    }, 120_000);

    it('compiles an interactor in C', async () => {
      const code = '#include <stdio.h>\nint main(void) { puts("1"); fflush(stdout); return 0; }\n';
      const response = await compile('interactive', { language: 'C', code }, admin);
      expect(response.statusCode).toBe(200);
      expect(await marked('C', code)).toBe(true);
    }, 120_000);
  });
});
