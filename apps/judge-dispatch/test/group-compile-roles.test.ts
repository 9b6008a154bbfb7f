import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GroupAuth, ROUTE_OWNERS, Role, SubmissionMessage } from '@oj/contracts';
import { GroupEntity, GroupMemberEntity } from '@oj/db';
import { writingAs } from '@oj/db/testing';
import { body, startHarness } from './helpers.ts';
import type { Harness } from './helpers.ts';

// The role matrix of judge-dispatch's group routes (the group problem editor's checker compiles,
// spec 03 §7 "Group problems"): member levels 1–5, the owner, a site admin, a super admin, a
// stranger and an anonymous visitor. The language is one no judge compiles, so a caller past the
// guard gets the handler's 400 and nothing reaches a judge node. Every /group route judge-dispatch
// owns must have a row here.

const ROLES = ['m1', 'm2', 'm3', 'm4', 'm5', 'owner', 'siteAdmin', 'superAdmin', 'stranger', 'anonymous'] as const;
type RoleName = (typeof ROLES)[number];
const row = (values: number[]): Record<RoleName, number> =>
  Object.fromEntries(ROLES.map((role, index) => [role, values[index] ?? 0])) as Record<RoleName, number>;
//                          m1   m2   m3   m4   m5   owner site super stranger anon
const GROUP_ADMINS = row([403, 403, 403, 400, 400, 400, 400, 400, 403, 401]);
const MATRIX: Record<string, Record<RoleName, number>> = {
  '/group/compile-spj': GROUP_ADMINS,
  '/group/compile-interactive': GROUP_ADMINS,
};

describe('the group compile role matrix', () => {
  let h: Harness;
  let gid: number;
  const tokens = {} as Record<Exclude<RoleName, 'anonymous'>, string>;

  beforeAll(async () => {
    h = await startHarness('jd_group_compile', { consumeResults: false, sweepIntervalMs: 0 });
    const users = Object.fromEntries(
      ROLES.filter((role) => role !== 'anonymous').map((role) => {
        const roleCode = role === 'siteAdmin' ? Role.Admin : role === 'superAdmin' ? Role.SuperAdmin : Role.User;
        return [role, h.token(roleCode)];
      }),
    ) as Record<Exclude<RoleName, 'anonymous'>, ReturnType<Harness['token']>>;
    for (const [role, user] of Object.entries(users)) tokens[role as keyof typeof tokens] = user.authorization;
    gid = await writingAs('community', async () => {
      const db = h.database.dataSource;
      const inserted = await db.getRepository(GroupEntity).insert({
        name: 'Compile Club',
        shortName: 'cmpcl',
        brief: 'A private group',
        description: 'A private group of the compile matrix',
        owner: users.owner.uid,
        auth: GroupAuth.Private,
        code: 'abc123',
        visible: true,
        status: 0,
        avatar: null,
      });
      const id = Number(inserted.identifiers[0]?.id);
      const members = [1, 2, 3, 4, 5].map((level) => ({ gid: id, uid: users[`m${String(level)}` as 'm1'].uid, auth: level, reason: null }));
      await db.getRepository(GroupMemberEntity).insert([{ gid: id, uid: users.owner.uid, auth: 5, reason: null }, ...members]);
      return id;
    });
  }, 60_000);

  afterAll(async () => {
    await h.close();
  });

  it('has a row for every /group route judge-dispatch owns, and each is registered', () => {
    const owned = ROUTE_OWNERS['judge-dispatch'].filter((entry) => entry.startsWith('/group'));
    expect(owned.sort()).toEqual(Object.keys(MATRIX).sort());
    for (const path of owned) expect(h.app.hasRoute({ method: 'POST', url: `/api${path}` }), path).toBe(true);
  });

  for (const [path, expected] of Object.entries(MATRIX)) {
    it(`${path}: each role gets its status`, async () => {
      const got: Partial<Record<RoleName, number>> = {};
      for (const role of ROLES) {
        const authorization = role === 'anonymous' ? undefined : tokens[role];
        const response = await h.app.inject({
          method: 'POST',
          url: `/api${path}`,
          payload: { gid, language: 'NoSuchLanguage', code: 'int main() {}' },
          headers: authorization ? { authorization } : {},
        });
        got[role] = response.statusCode;
        // Past the guard: the handler's own refusal of the language, not a schema error.
        if (response.statusCode === 400) expect(body(response).msg).toBe(SubmissionMessage.checkerLanguageNotSupported.en);
      }
      expect(got).toEqual(expected);
    });
  }
});
