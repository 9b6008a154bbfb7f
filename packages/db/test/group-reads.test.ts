import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Verdict } from '@oj/contracts';
import { GroupEntity, GroupMemberEntity, JudgeEntity, ProblemEntity, UserAcProblemEntity } from '../src/entities/index.ts';
import { acceptedProblemCount, groupFacts, groupMemberLevel, groupMembers, groupMembership, groupRankTallies, groupsOfUser } from '../src/reads/index.ts';
import { createTestDatabase } from '../src/testing.ts';
import type { TestDatabase } from '../src/testing.ts';

// The group reads other services use to enforce group visibility (the rules are @oj/access's), and
// the judge reads of the group rank.

describe('group reads', () => {
  let db: TestDatabase;
  let gid = 0;
  let other = 0;
  const owner = randomUUID();
  const member = randomUUID();
  const applicant = randomUUID();

  beforeAll(async () => {
    db = await createTestDatabase('group_reads');
    const groups = db.dataSource.getRepository(GroupEntity);
    const base = { brief: 'A group', description: 'A group of tests', owner, code: 'abc123', visible: true, status: 0, avatar: null };
    gid = Number((await groups.insert({ ...base, name: 'Readers', shortName: 'reads', auth: 3 })).identifiers[0]?.id);
    other = Number((await groups.insert({ ...base, name: 'Others', shortName: 'other', auth: 1, visible: false })).identifiers[0]?.id);
    await db.dataSource.getRepository(GroupMemberEntity).insert([
      { gid, uid: owner, auth: 5, reason: null },
      { gid, uid: member, auth: 3, reason: null },
      { gid, uid: applicant, auth: 1, reason: 'Please let me in' },
      { gid: other, uid: member, auth: 4, reason: null },
    ]);
  });

  afterAll(async () => {
    await db.drop();
  });

  it('reads a group’s facts and a user’s member row level', async () => {
    expect(await groupFacts(db.dataSource, gid)).toMatchObject({ id: gid, ownerUid: owner, auth: 3, visible: true, status: 0, shortName: expect.any(String) });
    expect(await groupFacts(db.dataSource, 999_999)).toBeNull();
    expect(await groupMemberLevel(db.dataSource, gid, applicant)).toBe(1);
    expect(await groupMemberLevel(db.dataSource, gid, randomUUID())).toBeNull();
    expect(await groupMembership(db.dataSource, other, member)).toMatchObject({ group: { visible: false }, memberLevel: 4 });
    expect(await groupMembership(db.dataSource, gid, null)).toMatchObject({ memberLevel: null });
  });

  it('lists a user’s groups and a group’s members proper, applications left out', async () => {
    expect(await groupsOfUser(db.dataSource, member)).toEqual(
      new Map([
        [gid, 3],
        [other, 4],
      ]),
    );
    expect(await groupsOfUser(db.dataSource, applicant)).toEqual(new Map());
    expect((await groupMembers(db.dataSource, [gid])).get(gid)).toEqual(
      new Map([
        [owner, 5],
        [member, 3],
      ]),
    );
  });

  it('tallies members’ submissions to the group’s own problems, outside contests', async () => {
    const problems = db.dataSource.getRepository(ProblemEntity);
    const problem = async (problemId: string, group: number | null) =>
      Number(
        (await problems.insert({ problemId, title: problemId, author: 'root', auth: 1, isGroup: group !== null, gid: group, description: 'x' })).identifiers[0]
          ?.id,
      );
    const own = await problem('G-1', gid);
    const own2 = await problem('G-2', gid);
    const publicProblem = await problem('P-1', null);
    const submission = { displayPid: 'X', code: 'x', language: 'C++', length: 1, uid: member, username: 'member', submitTime: new Date(), cpid: 0 };
    await db.dataSource.getRepository(JudgeEntity).insert([
      { ...submission, pid: own, cid: 0, status: Verdict.WrongAnswer, oiRankScore: 40 },
      { ...submission, pid: own, cid: 0, status: Verdict.Accepted, oiRankScore: 100 },
      { ...submission, pid: own2, cid: 0, status: Verdict.PartialAccepted, oiRankScore: 30 },
      { ...submission, pid: own2, cid: 7, status: Verdict.Accepted, oiRankScore: 100 },
      { ...submission, pid: publicProblem, cid: 0, status: Verdict.Accepted, oiRankScore: 100 },
    ]);
    const tallies = await groupRankTallies(db.dataSource, gid, [member, owner]);
    expect(tallies.get(member)).toEqual({ uid: member, ac: 1, total: 3, score: 130 });
    expect(tallies.has(owner)).toBe(false);
  });

  it('counts a user’s accepted problems', async () => {
    await db.dataSource.getRepository(UserAcProblemEntity).insert([
      { uid: member, pid: 1, submitId: 1 },
      { uid: member, pid: 2, submitId: 2 },
    ]);
    expect(await acceptedProblemCount(db.dataSource, member)).toBe(2);
    expect(await acceptedProblemCount(db.dataSource, owner)).toBe(0);
  });
});
