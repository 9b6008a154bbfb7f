import { SWITCH_NAMES } from '@oj/contracts';
import { loadWebsiteConfig } from '@oj/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUEST_SWITCH_CACHE_TTL_MS } from '../../src/modules/problem/guest-browse.ts';
import { nonRootCallers } from '../helpers.ts';
import { envelope, startSiteHarness } from './harness.ts';
import type { SiteHarness } from './harness.ts';

// The switch page (spec 03 §2.19) and the guest-browse switch (docs/api.md "Guests and problems"):
// on by default, visitors read the problem list and statements; off, those answer 401 'Please login
// first' to them; submitting always needs sign-in.

const A_PLUS_B = '#include <iostream>\nint main() { long long a, b; std::cin >> a >> b; std::cout << a + b; }\n';

describe('site switches', () => {
  let site: SiteHarness;
  beforeAll(async () => {
    site = await startSiteHarness('gw_switch');
  });
  afterAll(async () => {
    await site.close();
  });
  const update = (body: unknown, token: string | undefined = site.rootToken) => site.call('PUT', '/api/admin/switch/update', { token, body });
  const problemCalls = (token?: string) => [
    site.call('GET', '/api/get-problem-list', { token }),
    site.call('GET', '/api/get-problem-detail', { token, query: { problemId: 'P1000' } }),
    site.call('GET', '/api/get-random-problem', { token }),
  ];
  /** Waits out the gateway's reuse of the switch value. */
  const untilSwitchReloads = () => new Promise((resolve) => setTimeout(resolve, GUEST_SWITCH_CACHE_TTL_MS + 100));

  it('lists every switch with its default, guest browsing on', async () => {
    const answer = await site.call('GET', '/api/admin/switch/info', { token: site.rootToken });
    expect(answer.statusCode).toBe(200);
    expect(envelope(answer).data).toEqual({
      register: true,
      openPublicDiscussion: true,
      openGroupDiscussion: true,
      openContestComment: true,
      openAiChat: false,
      guestBrowseProblems: true,
      outsideImages: false,
    });
    expect(Object.keys(envelope<object>(answer).data)).toEqual(SWITCH_NAMES);
  });

  it('lets visitors who are not signed in read the problem list and a problem by default', async () => {
    for (const answer of await Promise.all(problemCalls())) expect(answer.statusCode, answer.body).toBe(200);
    expect(envelope<{ total: number }>((await problemCalls()[0])!).data.total).toBeGreaterThan(0);
  });

  it('always asks a visitor to sign in before submitting or self-testing', async () => {
    const pid = envelope<{ problem: { id: number } }>(await site.call('GET', '/api/get-problem-detail', { query: { problemId: 'P1000' } })).data.problem.id;
    const submit = await site.call('POST', '/api/submit-problem-judge', { body: { pid, language: 'C++', code: A_PLUS_B } });
    expect(submit.statusCode).toBe(401);
    expect(envelope(submit).msg).toBe('Please login first');
    const test = await site.call('POST', '/api/submit-problem-test-judge', { body: { pid, language: 'C++', code: A_PLUS_B, userInput: '1 2' } });
    expect(test.statusCode).toBe(401);
  });

  it('changes only the switches sent, and the public website config shows them at once', async () => {
    const answer = await update({ guestBrowseProblems: false, openContestComment: false });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(envelope(answer)).toMatchObject({ msg: 'Update Successfully', data: { guestBrowseProblems: false, openContestComment: false, register: true } });
    const open = envelope<Record<string, unknown>>(await site.call('GET', '/api/get-website-config')).data;
    expect(open).toMatchObject({ guestBrowseProblems: false, openContestComment: false, register: true });
  });

  it('with guest browsing off, answers 401 Please login first to visitors and still serves signed-in users', async () => {
    await untilSwitchReloads();
    for (const answer of await Promise.all(problemCalls())) {
      expect(answer.statusCode, answer.body).toBe(401);
      expect(envelope(answer)).toMatchObject({ status: 401, msg: 'Please login first', data: null });
    }
    for (const answer of await Promise.all(problemCalls(site.userToken))) expect(answer.statusCode, answer.body).toBe(200);
    // The home page's recently updated list stays open: titles only, no statement.
    expect((await site.call('GET', '/api/get-recent-updated-problem')).statusCode).toBe(200);
  });

  it('opens the problems to visitors again when switched back on', async () => {
    expect((await update({ guestBrowseProblems: true })).statusCode).toBe(200);
    await untilSwitchReloads();
    for (const answer of await Promise.all(problemCalls())) expect(answer.statusCode, answer.body).toBe(200);
  });

  it('refuses an empty, unknown-only or mistyped update with a 400, changing nothing', async () => {
    const before = await loadWebsiteConfig(site.app.db);
    for (const body of [{}, { register: 'no' }, { guestBrowseProblems: 'maybe' }, [true]]) {
      const answer = await update(body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await loadWebsiteConfig(site.app.db)).toEqual(before);
  });

  it('refuses the switch calls to anonymous callers (401) and to users and admins who are not root (403)', async () => {
    for (const [token, status] of nonRootCallers(site.app)) {
      expect((await site.call('GET', '/api/admin/switch/info', { token })).statusCode).toBe(status);
      expect((await site.call('PUT', '/api/admin/switch/update', { token, body: { register: false } })).statusCode).toBe(status);
    }
    expect((await loadWebsiteConfig(site.app.db)).register).toBe(true);
  });
});
