import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GroupAuth, ProblemAuth, Role, SubmissionMessage } from '@oj/contracts';
import type { SubmissionListDto } from '@oj/contracts';
import { GroupEntity, GroupMemberEntity } from '@oj/db';
import { writingAs } from '@oj/db/testing';
import { body, createProblem, insertSubmission, judgeRow, startHarness } from './helpers.ts';
import type { Harness } from './helpers.ts';

const CODE = 'int main() { return 0; }';

// A private group's problems through the submission calls (spec 03 §2.9, §6): its members submit
// to them in the group and see the group's submissions; a stranger can neither submit nor see them,
// in the group's list or anywhere else.
describe('group problems in the submission calls', () => {
  let h: Harness;
  let teacher: ReturnType<Harness['token']>;
  let student: ReturnType<Harness['token']>;
  let stranger: ReturnType<Harness['token']>;
  let gid: number;
  let pid: number;
  let teacherRow: number;

  beforeAll(async () => {
    h = await startHarness('jd_group_sub', { consumeResults: false });
    teacher = h.token(Role.User, { username: 'teacher' });
    student = h.token(Role.User, { username: 'student' });
    stranger = h.token(Role.User, { username: 'stranger' });
    gid = await writingAs('community', async () => {
      const db = h.database.dataSource;
      const inserted = await db.getRepository(GroupEntity).insert({
        name: 'Private Club',
        shortName: 'privc',
        brief: 'A private group',
        description: 'A private group of the submission tests',
        owner: teacher.uid,
        auth: GroupAuth.Private,
        code: 'abc123',
        visible: true,
        status: 0,
        avatar: null,
      });
      const id = Number(inserted.identifiers[0]?.id);
      await db.getRepository(GroupMemberEntity).insert([
        { gid: id, uid: teacher.uid, auth: 5, reason: null },
        { gid: id, uid: student.uid, auth: 3, reason: null },
      ]);
      return id;
    });
    const problem = await createProblem(h, { problemId: 'privcP1', title: 'Secret group problem', isGroup: true, gid, auth: ProblemAuth.Private });
    pid = problem.pid;
    teacherRow = await insertSubmission(h, { pid, displayPid: problem.problemId, uid: teacher.uid, username: 'teacher', gid });
  }, 60_000);

  afterAll(async () => {
    await h.close();
  });

  const submit = (payload: Record<string, unknown>, authorization: string) =>
    h.app.inject({ method: 'POST', url: '/api/submit-problem-judge', payload, headers: { authorization } });
  const list = async (payload: Record<string, unknown>, authorization?: string) => {
    const response = await h.app.inject({ method: 'POST', url: '/api/get-submission-list', payload, headers: authorization ? { authorization } : {} });
    expect(response.statusCode).toBe(200);
    return body<{ data: SubmissionListDto }>(response).data;
  };

  it('takes a member’s submission in the group, and records the group', async () => {
    const taken = await submit({ pid, gid, language: 'C++', code: CODE }, student.authorization);
    expect(taken.statusCode).toBe(200);
    const submitId = body<{ data: { submitId: number } }>(taken).data.submitId;
    expect(await judgeRow(h, submitId)).toMatchObject({ gid, uid: student.uid });
  });

  it('refuses the problem outside the group, and a stranger everywhere, as a missing problem', async () => {
    for (const [payload, who] of [
      [{ pid, language: 'C++', code: CODE }, student],
      [{ pid, gid, language: 'C++', code: CODE }, stranger],
      [{ pid, language: 'C++', code: CODE }, stranger],
    ] as const) {
      const refused = await submit(payload, who.authorization);
      // The contract's answer for a problem one may not submit to (spec 01 §8): 400, the same text as a missing one.
      expect(refused.statusCode).toBe(400);
      expect(body(refused).msg).toBe(SubmissionMessage.problemNotExists.en);
    }
  });

  it('lists the group’s submissions to its members, and only a stranger’s own rows to a stranger', async () => {
    const forStudent = await list({ gid }, student.authorization);
    expect(forStudent.records.map((record) => record.uid).sort()).toEqual([student.uid, teacher.uid].sort());
    expect((await list({ gid }, stranger.authorization)).total).toBe(0);
    // The core list (no group) never shows them, to anyone but admin roles.
    for (const who of [student, stranger]) expect((await list({}, who.authorization)).records.filter((record) => record.pid === pid)).toEqual([]);
  });

  it('shows another member’s group submission to a member, never to a stranger', async () => {
    const detail = (authorization: string) =>
      h.app.inject({ method: 'GET', url: `/api/get-submission-detail?submitId=${String(teacherRow)}`, headers: { authorization } });
    expect((await detail(student.authorization)).statusCode).toBe(200);
    expect((await detail(stranger.authorization)).statusCode).toBe(403);
  });

  it('answers a member’s status check on another member’s group row (its list updates live), never a stranger’s', async () => {
    const check = async (authorization: string) => {
      const response = await h.app.inject({
        method: 'POST',
        url: '/api/check-submissions-status',
        payload: { submitIds: [teacherRow] },
        headers: { authorization },
      });
      expect(response.statusCode).toBe(200);
      return body<{ data: Record<string, { submitId: number; uid: string }> }>(response).data;
    };
    expect(Object.values(await check(student.authorization)).map((row) => row.uid)).toEqual([teacher.uid]);
    expect(await check(stranger.authorization)).toEqual({});
  });
});
