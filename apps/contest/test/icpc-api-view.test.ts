import { describe, expect, it } from 'vitest';
import { ContestAuth, ContestType, Role } from '@oj/contracts';
import { icpcAccess, icpcViewOf } from '../src/modules/icpc-api/access.ts';
import type { IcpcContestFacts } from '../src/modules/icpc-api/access.ts';
import type { ContestViewer } from '../src/modules/contest/rules.ts';

// The ICPC contest API's access decision, pure: each kind of client against each kind of contest
// (docs/api.md "ICPC Contest API", docs/security.md F2). The HTTP side: icpc-api-access.test.ts.

const HOUR_MS = 3_600_000;
const NOW = Date.UTC(2026, 0, 10, 12);

function contest(fields: Partial<IcpcContestFacts> = {}): IcpcContestFacts {
  return {
    uid: 'author',
    gid: null,
    auth: ContestAuth.Public,
    type: ContestType.ACM,
    startTime: new Date(NOW - 5 * HOUR_MS),
    endTime: new Date(NOW - 2 * HOUR_MS),
    visible: true,
    sealRank: false,
    sealRankTime: null,
    autoRealRank: true,
    allowEndSubmit: false,
    openRank: false,
    ...fields,
  };
}

const ANONYMOUS: ContestViewer = null;
const USER: ContestViewer = { uid: 'user', roles: [Role.User] };
const AUTHOR: ContestViewer = { uid: 'author', roles: [Role.Admin] };
/** The author once demoted: no admin role, so not the contest's admin (F5). */
const DEMOTED_AUTHOR: ContestViewer = { uid: 'author', roles: [Role.User] };
const ROOT: ContestViewer = { uid: 'root', roles: [Role.SuperAdmin] };
/** A site admin who is not the contest's admin. */
const ADMIN: ContestViewer = { uid: 'admin', roles: [Role.Admin] };

const tier = (facts: IcpcContestFacts, viewer: ContestViewer, registered = false) => icpcViewOf(facts, viewer, registered, NOW)?.tier ?? null;

describe('ICPC contest API access decision', () => {
  it('gives a finished, unsealed contest’s inside to signed-in users (registered ones for a private contest), its outside board to the rest when open', () => {
    expect(tier(contest(), ANONYMOUS)).toBeNull();
    expect(tier(contest(), USER)).toBe('inside');
    expect(tier(contest(), ADMIN)).toBe('inside');
    expect(tier(contest({ openRank: true }), ANONYMOUS)).toBe('outside');
    expect(tier(contest({ auth: ContestAuth.Protected }), USER)).toBe('inside');
    expect(tier(contest({ auth: ContestAuth.Private }), USER)).toBeNull();
    expect(tier(contest({ auth: ContestAuth.Private }), USER, true)).toBe('inside');
    expect(tier(contest({ auth: ContestAuth.Private, openRank: true }), USER)).toBe('outside');
    expect(tier(contest({ auth: ContestAuth.Private, openRank: true }), ANONYMOUS)).toBe('outside');
  });

  it('gives non-admins nothing before the end, while the board stays sealed, or of a hidden contest; its admins everything', () => {
    const running = contest({ openRank: true, endTime: new Date(NOW + HOUR_MS) });
    const sealed = contest({ openRank: true, sealRank: true, sealRankTime: new Date(NOW - 3 * HOUR_MS), autoRealRank: false });
    const unsealed = contest({ openRank: true, sealRank: true, sealRankTime: new Date(NOW - 3 * HOUR_MS), autoRealRank: true });
    const hidden = contest({ openRank: true, visible: false });
    for (const facts of [running, sealed, hidden]) {
      for (const viewer of [ANONYMOUS, USER, ADMIN]) expect(tier(facts, viewer, true)).toBeNull();
      for (const viewer of [AUTHOR, ROOT]) expect(tier(facts, viewer)).toBe('admin');
      // The author runs it only while holding an admin role (the contest policy, F5).
      expect(tier(facts, DEMOTED_AUTHOR, true)).toBeNull();
    }
    expect(tier(unsealed, ANONYMOUS)).toBe('outside');
    expect(tier(contest({ type: ContestType.OI, openRank: true }), AUTHOR)).toBeNull();
  });

  it('lists schools to the admins only, and nothing to a client that may read nothing', () => {
    const teams = (viewer: ContestViewer) =>
      icpcAccess(icpcViewOf(contest({ openRank: true }), viewer, false, NOW)).endpoints.find((endpoint) => endpoint.type === 'teams')?.properties;
    expect(teams(AUTHOR)).toContain('organization_id');
    expect(teams(USER)).not.toContain('organization_id');
    expect(teams(ANONYMOUS)).not.toContain('organization_id');
    expect(icpcAccess(null)).toEqual({ capabilities: [], endpoints: [] });
    const types = (viewer: ContestViewer) => icpcAccess(icpcViewOf(contest({ openRank: true }), viewer, false, NOW)).endpoints.map((endpoint) => endpoint.type);
    expect(types(AUTHOR)).toContain('organizations');
    expect(types(USER)).toEqual(expect.arrayContaining(['submissions', 'judgements', 'clarifications']));
    expect(types(USER)).not.toContain('organizations');
    for (const type of ['submissions', 'judgements', 'clarifications', 'organizations']) expect(types(ANONYMOUS)).not.toContain(type);
  });
});
