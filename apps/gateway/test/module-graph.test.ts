/**
 * A split gateway forwards the routes of judge-dispatch, contest and community and never runs their
 * code: it must not load their modules (community's sanitiser alone, jsdom, took 22 MB of its heap;
 * bench/README.md, "Problem import memory"). They are imported when an all-in-one gateway registers
 * them (services.ts). The real entry (src/server.ts) is started with a bad setting, so that it links
 * every module it imports and then stops at the config check.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const PACKAGE_DIR = fileURLToPath(new URL('..', import.meta.url));
const RECORDER = fileURLToPath(new URL('./fixtures/record-modules.ts', import.meta.url));
const OTHER_SERVICES = /\/apps\/(community|contest|judge-dispatch)\/src\/|\/node_modules\/jsdom\//;
const dir = mkdtempSync(join(tmpdir(), 'oj-gateway-module-graph-'));

/** Runs node with `args` in the package directory; returns the exit status, stderr and the modules it resolved. */
function modulesOf(name: string, args: string[], env: Record<string, string> = {}): { status: number | null; stderr: string; modules: string[] } {
  const list = join(dir, `${name}.txt`);
  const run = spawnSync(process.execPath, ['--import', RECORDER, ...args], {
    cwd: PACKAGE_DIR,
    encoding: 'utf8',
    timeout: 60_000,
    env: { ...process.env, OJ_LOG_LEVEL: 'silent', ...env, OJ_MODULE_LIST: list },
  });
  return { status: run.status, stderr: run.stderr, modules: readFileSync(list, 'utf8').split('\n') };
}

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('the gateway module graph', () => {
  it('links its own modules, but none of the services it forwards to', { timeout: 60_000 }, () => {
    const gateway = modulesOf('server', ['src/server.ts'], { OJ_MODE: 'split', OJ_CONTEST_URL: 'not a url' });
    expect(gateway.status).toBe(1);
    expect(gateway.stderr).toMatch(/\[gateway\] failed to start: [^]*OJ_CONTEST_URL/);
    expect(gateway.modules.some((url) => url.includes('/apps/gateway/src/modules/problem-package/'))).toBe(true);
    expect(gateway.modules.filter((url) => OTHER_SERVICES.test(url))).toEqual([]);
    // The mail client is loaded at start on purpose: loading it at the first mail made a password reset to a
    // registered address slower than one to an unknown address (test/account/reset-enumeration.test.ts).
  });

  it('would see them through an import of a service (the recorder finds community and jsdom)', { timeout: 60_000 }, () => {
    const community = modulesOf('community', ['--input-type=module', '-e', "await import('@oj/community');"]);
    expect(community.status, community.stderr).toBe(0);
    expect(community.modules.filter((url) => OTHER_SERVICES.test(url)).length).toBeGreaterThan(1);
  });
});
