import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApplyPublicProgress, GroupAuth, ProblemAuth, Role } from '@oj/contracts';
import type { AdminProblemDetailDto, AdminProblemListDto, AdminProblemSavedDto, ProblemDetailResponseDto, ProblemListDto, TagDto } from '@oj/contracts';
import { ProblemEntity, TagEntity } from '@oj/db';
import { call, dataOf, languageIds, msgOf, problemBody, startAdminProblemApp, uploadZip, zipOf } from '../admin-problem/helpers.ts';
import type { AdminProblemHarness } from '../admin-problem/helpers.ts';
import { account, makeGroup } from './fixtures.ts';
import type { Account } from './fixtures.ts';

// The group problem calls (spec 03 §2.9, §4, §6, §7 "Group problems"), on the real database and
// NATS: a private group's problems are its members' only, through the group's list, the core
// problem page with the group, the tag lists and the test-data files; its admins manage them.

describe('group problems', () => {
  let h: AdminProblemHarness;
  let teacher: Account;
  let admin4: Account;
  let student: Account;
  let stranger: Account;
  let gid: number;
  let otherGid: number;
  let lids: number[];
  let pid: number;

  beforeAll(async () => {
    h = await startAdminProblemApp('gw_group_problems');
    teacher = await account(h.app, 'gpteacher', [Role.User]);
    admin4 = await account(h.app, 'gpadmin4', [Role.User]);
    student = await account(h.app, 'gpstudent', [Role.User]);
    stranger = await account(h.app, 'gpstranger', [Role.User]);
    gid = await makeGroup(h.app, { shortName: 'algoA', owner: teacher.uid }, { [admin4.uid]: 4, [student.uid]: 3 });
    otherGid = await makeGroup(h.app, { shortName: 'algoB', owner: stranger.uid }, {});
    lids = await languageIds(h.app, ['C++']);
  }, 60_000);

  afterAll(async () => {
    await h.close();
  });

  const save = (method: 'POST' | 'PUT', token: string, body: object) => call(h.app, method, '/api/group/problem', { token, body });
  const detail = (token: string, problemId: string, group?: number) =>
    call(h.app, 'GET', '/api/get-problem-detail', { token, query: { problemId, ...(group === undefined ? {} : { gid: group }) } });
  const groupList = (token: string, group = gid) => call(h.app, 'GET', '/api/group/get-problem-list', { token, query: { gid: group } });

  it('lets the group owner create a problem, stored as the group’s with the short-name prefix and group tags', async () => {
    const body = { ...problemBody('P1', lids, { tags: [{ name: 'loops' }] }), gid };
    body.problem = { ...body.problem, auth: ProblemAuth.Private, builtinChecker: { kind: 'yesno' } };
    const response = await save('POST', teacher.token, body);
    const saved = dataOf<AdminProblemSavedDto>(response);
    expect(msgOf(response)).toBe('Create Successfully');
    expect(saved.problemId).toBe('algoAP1');
    pid = saved.id;
    const row = await h.app.db.getRepository(ProblemEntity).findOneByOrFail({ id: pid });
    expect(row).toMatchObject({ problemId: 'algoAP1', isGroup: true, gid, author: 'gpteacher', auth: ProblemAuth.Private });
    expect(row.builtinChecker).toBe('{"kind":"yesno","caseSensitive":false}');
    expect(await h.app.db.getRepository(TagEntity).findOneBy({ name: 'loops' })).toMatchObject({ gid });
    const tags = dataOf<TagDto[]>(await call(h.app, 'GET', '/api/group/get-problem-tags', { token: teacher.token, query: { gid } }));
    expect(tags.map((tag) => tag.name)).toEqual(['loops']);
    // The group's tag is not a site tag.
    const siteTags = dataOf<TagDto[]>(await call(h.app, 'GET', '/api/get-all-problem-tags', { token: student.token }));
    expect(siteTags.map((tag) => tag.name)).not.toContain('loops');
  });

  it('keeps the same display id free for another group (each has its own prefix)', async () => {
    const saved = dataOf<AdminProblemSavedDto>(await save('POST', stranger.token, { ...problemBody('P1', lids), gid: otherGid }));
    expect(saved.problemId).toBe('algoBP1');
    const taken = await save('POST', admin4.token, { ...problemBody('P1', lids), gid });
    expect(msgOf(taken)).toBe('The Problem Display ID already exists');
  });

  it('shows the private group’s problem to its members in the group, and to no one else anywhere', async () => {
    expect(dataOf<ProblemListDto>(await groupList(student.token)).records.map((record) => record.problemId)).toEqual(['algoAP1']);
    expect((await groupList(stranger.token)).statusCode).toBe(403);
    expect(dataOf<ProblemDetailResponseDto>(await detail(student.token, 'algoAP1', gid)).problem.title).toBe('Title P1');
    // Outside its group: not in the problem page, nor through another group, nor in the public list or search.
    expect((await detail(student.token, 'algoAP1')).statusCode).toBe(404);
    expect((await detail(stranger.token, 'algoAP1', gid)).statusCode).toBe(404);
    expect((await detail(stranger.token, 'algoAP1', otherGid)).statusCode).toBe(404);
    expect((await detail(stranger.token, 'algoAP1')).statusCode).toBe(404);
    for (const token of [student.token, stranger.token]) {
      const listed = dataOf<ProblemListDto>(await call(h.app, 'GET', '/api/get-problem-list', { token, query: { keyword: 'algoA' } }));
      expect(listed.total).toBe(0);
    }
  });

  it('in a public group, shows the signed-in its public problems, and its private ones to members only', async () => {
    const club = await makeGroup(h.app, { shortName: 'openC', owner: teacher.uid, auth: GroupAuth.Public }, { [student.uid]: 3 });
    dataOf(await save('POST', teacher.token, { ...problemBody('OPEN', lids), gid: club }));
    const secret = { ...problemBody('HIDDEN', lids), gid: club };
    secret.problem = { ...secret.problem, auth: ProblemAuth.Private };
    dataOf(await save('POST', teacher.token, secret));
    const ids = async (token: string) => dataOf<ProblemListDto>(await groupList(token, club)).records.map((record) => record.problemId);
    expect(await ids(student.token)).toEqual(['openCOPEN', 'openCHIDDEN']);
    expect(await ids(stranger.token)).toEqual(['openCOPEN']);
    expect((await detail(stranger.token, 'openCOPEN', club)).statusCode).toBe(200);
    expect((await detail(stranger.token, 'openCHIDDEN', club)).statusCode).toBe(404);
  });

  it('lets the root edit (the display id is sent bare and stays prefixed once), refuses a group admin who is not the author', async () => {
    const loaded = dataOf<AdminProblemDetailDto>(await call(h.app, 'GET', '/api/group/problem', { token: teacher.token, query: { pid, gid } }));
    expect(loaded.problem.problemId).toBe('algoAP1');
    expect(loaded.problem.builtinChecker).toEqual({ kind: 'yesno', caseSensitive: false });
    const edit = { ...problemBody('P1', lids), gid, changeTestCase: false };
    edit.problem = { ...edit.problem, id: pid, title: 'Renamed', auth: ProblemAuth.Private, builtinChecker: { kind: 'tokens', caseSensitive: false } };
    expect(dataOf<AdminProblemSavedDto>(await save('PUT', teacher.token, edit)).problemId).toBe('algoAP1');
    const edited = dataOf<AdminProblemDetailDto>(await call(h.app, 'GET', '/api/group/problem', { token: teacher.token, query: { pid, gid } }));
    expect(edited.problem.builtinChecker).toEqual({ kind: 'tokens', caseSensitive: false });
    expect((await save('PUT', admin4.token, edit)).statusCode).toBe(403);
    expect((await call(h.app, 'GET', '/api/group/problem', { token: admin4.token, query: { pid, gid } })).statusCode).toBe(403);
    // A problem of another group is not this group's to load, even for its root.
    expect((await call(h.app, 'GET', '/api/group/problem', { token: teacher.token, query: { pid, gid: otherGid } })).statusCode).toBe(403);
    expect((await call(h.app, 'GET', '/api/group/problem', { token: stranger.token, query: { pid, gid: otherGid } })).statusCode).toBe(404);
  });

  it('changes the auth to public or private, never to contest', async () => {
    const change = (auth: number, token = teacher.token) => call(h.app, 'PUT', '/api/group/change-problem-auth', { token, body: { pid, gid, auth } });
    expect((await change(ProblemAuth.Public)).statusCode).toBe(200);
    expect((await change(ProblemAuth.Contest)).statusCode).toBe(400);
    expect((await change(ProblemAuth.Private, student.token)).statusCode).toBe(403);
    expect((await h.app.db.getRepository(ProblemEntity).findOneByOrFail({ id: pid })).auth).toBe(ProblemAuth.Public);
    // Still a group problem: public in the group is not public on the site.
    expect((await detail(stranger.token, 'algoAP1')).statusCode).toBe(404);
  });

  it('applies to go public, refuses a second application, and withdraws it', async () => {
    const apply = (flag: boolean) => call(h.app, 'PUT', '/api/group/apply-public', { token: teacher.token, body: { pid, gid, flag } });
    expect(msgOf(await apply(true))).toBe('Apply Successfully');
    expect((await h.app.db.getRepository(ProblemEntity).findOneByOrFail({ id: pid })).applyPublicProgress).toBe(ApplyPublicProgress.Applying);
    expect(msgOf(await apply(true))).toBe('The problem is already waiting to go public');
    const list = dataOf<AdminProblemListDto>(await call(h.app, 'GET', '/api/group/get-admin-problem-list', { token: admin4.token, query: { gid } }));
    expect(list.records).toMatchObject([{ id: pid, gid, applyPublicProgress: ApplyPublicProgress.Applying }]);
    expect(msgOf(await apply(false))).toBe('Cancel Successfully');
    expect(msgOf(await apply(false))).toBe('The problem is not waiting to go public');
  });

  it('uploads test data for a group admin of the group only, and downloads it for the root and the author only', async () => {
    const archive = await zipOf({ '1.in': '1 2\n', '1.out': '3\n' });
    const staged = await uploadZip(h, archive, { token: admin4.token, gid });
    const body = { ...problemBody('UP', lids, { isUploadTestCase: true, uploadTestcaseDir: staged.fileListDir, samples: staged.fileList }), gid };
    const saved = dataOf<AdminProblemSavedDto>(await save('POST', admin4.token, body));
    await expect(uploadZip(h, archive, { token: student.token, gid })).rejects.toThrow(/upload failed/);
    await expect(uploadZip(h, archive, { token: admin4.token, gid: otherGid })).rejects.toThrow(/upload failed/);
    const download = (token: string) => call(h.app, 'GET', '/api/file/download-testcase', { token, query: { pid: saved.id } });
    expect((await download(admin4.token)).statusCode).toBe(200);
    expect((await download(teacher.token)).statusCode).toBe(200);
    expect((await download(student.token)).statusCode).toBe(403);
    expect((await download(stranger.token)).statusCode).toBe(403);
    // The author deletes their own problem.
    expect((await call(h.app, 'DELETE', '/api/group/problem', { token: admin4.token, query: { pid: saved.id, gid } })).statusCode).toBe(200);
    expect(await h.app.db.getRepository(ProblemEntity).findOneBy({ id: saved.id })).toBeNull();
  });

  it('refuses a group tag of another group by id', async () => {
    const foreign = await h.app.db.getRepository(TagEntity).insert({ name: 'foreign', oj: 'ME', gid: otherGid, tcid: null, color: null });
    const body = { ...problemBody('TAGGED', lids, { tags: [{ id: Number(foreign.identifiers[0]?.id), name: 'foreign' }] }), gid };
    expect((await save('POST', teacher.token, body)).statusCode).toBe(400);
  });
});
