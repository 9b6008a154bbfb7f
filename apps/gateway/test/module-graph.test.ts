/**
 * A split gateway forwards the routes of judge-dispatch, contest and community and never runs their
 * code: it must not load their modules (community's sanitiser alone, jsdom, took 22 MB of its heap;
 * bench/README.md, "Problem import memory"). They are imported when an all-in-one gateway registers
 * them (services.ts). The real entry (src/server.ts) is started with a bad setting, so that it links
 * every module it imports and then stops at the config check.
 */
import { fileURLToPath } from 'node:url';
import { moduleRecorder } from '@oj/service-kit/testing/module-graph';
import { afterAll, describe, expect, it } from 'vitest';

const OTHER_SERVICES = /\/apps\/(community|contest|judge-dispatch)\/src\/|\/node_modules\/jsdom\//;
const recorder = moduleRecorder(fileURLToPath(new URL('..', import.meta.url)));
const modulesOf = recorder.run;

afterAll(() => {
  recorder.close();
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
