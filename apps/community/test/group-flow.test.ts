import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@oj/contracts';
import type { GroupAccessDto, GroupAnnouncementPageDto, GroupDto, GroupMemberPageDto, GroupPageDto, GroupRankPageDto } from '@oj/contracts';
import { saveSystemConfig } from '@oj/db';
import { groupForm, startGroupKit } from './group-kit.ts';
import type { Account, GroupKit } from './group-kit.ts';

// The group calls end to end (spec 03 §2.4–§2.8, §2.13, §4–§6): create with the spec's checks, a
// private group joined by application and approval, the member rules, announcements, rank, disband.

describe('groups', () => {
  let kit: GroupKit;
  let teacher: Account;
  let student: Account;
  let other: Account;
  let root: Account;

  beforeAll(async () => {
    kit = await startGroupKit();
    teacher = await kit.account('teacher', [Role.Admin]);
    student = await kit.account('student');
    other = await kit.account('stranger');
    root = await kit.account('root', [Role.SuperAdmin]);
  }, 60_000);

  afterAll(async () => {
    await kit.close();
  });

  it('refuses bad create forms with a 400 and the spec’s message', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '  ' }, 'Group Name is required'],
      [{ name: 'abcd' }, 'The length of Group Name should be 5 to 25'],
      [{ name: 'x'.repeat(26) }, 'The length of Group Name should be 5 to 25'],
      [{ shortName: 'abcd' }, 'The length of Group Short Name should be 5 to 10'],
      [{ shortName: 'abcdefghijk' }, 'The length of Group Short Name should be 5 to 10'],
      [{ brief: 'abc' }, 'The length of Group Brief should be 5 to 50'],
      [{ brief: 'x'.repeat(51) }, 'The length of Group Brief should be 5 to 50'],
      [{ auth: 3, code: null }, 'Group Code is required'],
      [{ auth: 2, code: '12345' }, 'The length of Group Code should be 6'],
      [{ description: 'abcd' }, 'The length of Group Description should be 5 to 1000'],
      [{ description: 'x'.repeat(1001) }, 'The length of Group Description should be 5 to 1000'],
    ];
    for (const [fields, msg] of cases) {
      expect(await kit.call('POST', '/api/group', teacher, groupForm(fields))).toMatchObject({ statusCode: 400, msg });
    }
    expect((await kit.call('POST', '/api/group', teacher, groupForm({ auth: 4 }))).statusCode).toBe(400);
    expect((await kit.call('POST', '/api/group', teacher, { name: 'abcde' })).statusCode).toBe(400);
    expect((await kit.call('POST', '/api/group', null, groupForm())).statusCode).toBe(401);
  });

  it('holds ordinary users to the admin config’s AC threshold', async () => {
    await saveSystemConfig(kit.service.database.dataSource, { groupMinAccepted: 3 }, 'unused');
    const refused = await kit.call('POST', '/api/group', student, groupForm({ name: 'Student Club', shortName: 'stclb' }));
    expect(refused).toMatchObject({ statusCode: 403, msg: 'You need at least 3 accepted problems to create a group' });
  });

  let privateGroup: GroupDto;

  it('lets a teacher create a private group, whose code its admins alone see', async () => {
    const created = await kit.call<GroupDto>(
      'POST',
      '/api/group',
      teacher,
      groupForm({ name: 'Private Club', shortName: 'privc', auth: 3, code: 'abc123', visible: true }),
    );
    expect(created).toMatchObject({
      statusCode: 200,
      msg: 'Create Successfully',
      data: { name: 'Private Club', owner: 'teacher', auth: 3, code: 'abc123', memberCount: 1 },
    });
    privateGroup = created.data;
    expect(await kit.call('POST', '/api/group', teacher, groupForm({ name: 'Private Club', shortName: 'other' }))).toMatchObject({
      statusCode: 400,
      msg: 'The group name already exists',
    });
    const list = await kit.call<GroupPageDto>('GET', '/api/get-group-list', student);
    expect(list.data.records.find((group) => group.id === privateGroup.id)).toMatchObject({ code: null, memberCount: 1 });
    const guestList = await kit.call<GroupPageDto>('GET', '/api/get-group-list?onlyMine=true');
    expect(guestList.data.total).toBe(1);
    expect((await kit.call<GroupPageDto>('GET', '/api/get-group-list?onlyMine=true', student)).data.total).toBe(0);
    expect((await kit.call<GroupPageDto>('GET', '/api/get-group-list?keyword=nothing')).data.total).toBe(0);
    expect((await kit.call<GroupPageDto>('GET', '/api/get-group-list?auth=1')).data.total).toBe(0);
  });

  it('keeps a private group closed to strangers, who apply with the code and a reason', async () => {
    const gid = privateGroup.id;
    expect((await kit.call('GET', `/api/get-group-detail?gid=${String(gid)}`, student)).statusCode).toBe(403);
    expect((await kit.call('GET', `/api/group/get-member-list?gid=${String(gid)}`, student)).statusCode).toBe(403);
    expect((await kit.call<GroupAccessDto>('GET', `/api/get-group-access?gid=${String(gid)}`, student)).data).toMatchObject({ access: false, level: 0 });
    expect(await kit.call('POST', '/api/group/member', student, { gid, code: 'abc123' })).toMatchObject({ statusCode: 400, msg: 'Reason is required' });
    expect(await kit.call('POST', '/api/group/member', student, { gid, code: 'abc123', reason: 'hi' })).toMatchObject({
      statusCode: 400,
      msg: 'The length of Reason should be 5 to 100',
    });
    expect(await kit.call('POST', '/api/group/member', student, { gid, code: 'abc12', reason: 'Please let me in' })).toMatchObject({
      statusCode: 400,
      msg: 'The length of Group Code should be 6',
    });
    expect(await kit.call('POST', '/api/group/member', student, { gid, code: 'zzz999', reason: 'Please let me in' })).toMatchObject({
      statusCode: 400,
      msg: 'The group code is wrong',
    });
    expect(await kit.call('POST', '/api/group/member', student, { gid, code: 'abc123', reason: 'Please let me in' })).toMatchObject({
      statusCode: 200,
      msg: 'Apply Successfully',
    });
    expect((await kit.call('POST', '/api/group/member', student, { gid, code: 'abc123', reason: 'Please let me in' })).statusCode).toBe(400);
    expect((await kit.call<number>('GET', `/api/get-group-auth?gid=${String(gid)}`, student)).data).toBe(1);

    const applications = await kit.call<GroupMemberPageDto>('GET', `/api/group/get-apply-list?gid=${String(gid)}`, teacher);
    expect(applications.data.records).toEqual([expect.objectContaining({ username: 'student', auth: 1, reason: 'Please let me in' })]);
    expect((await kit.call('GET', `/api/group/get-apply-list?gid=${String(gid)}`, student)).statusCode).toBe(403);

    const approved = await kit.call('PUT', '/api/group/member', teacher, { gid, uid: student.uid, auth: 3 });
    expect(approved).toMatchObject({ statusCode: 200, msg: 'Update Successfully', data: { auth: 3 } });
    expect((await kit.call<GroupDto>('GET', `/api/get-group-detail?gid=${String(gid)}`, student)).data).toMatchObject({ memberCount: 2, code: null });
    const members = await kit.call<GroupMemberPageDto>('GET', `/api/group/get-member-list?gid=${String(gid)}`, student);
    expect(members.data.records.map((row) => [row.username, row.auth])).toEqual([
      ['teacher', 5],
      ['student', 3],
    ]);
    expect((await kit.call<GroupPageDto>('GET', '/api/get-group-list?onlyMine=true', student)).data.total).toBe(1);
  });

  it('shows announcements to members, the hidden ones to admins only', async () => {
    const gid = privateGroup.id;
    const added = await kit.call<{ id: number }>('POST', '/api/group/announcement', teacher, { gid, title: 'Welcome', content: 'Read the rules.' });
    expect(added).toMatchObject({ statusCode: 200, msg: 'Add Successfully' });
    const hidden = await kit.call<{ id: number }>('POST', '/api/group/announcement', teacher, { gid, title: 'Draft', content: 'Later.', status: 1 });
    expect(await kit.call('POST', '/api/group/announcement', teacher, { gid, title: ' ', content: 'x' })).toMatchObject({
      statusCode: 400,
      msg: 'Title is required',
    });
    expect((await kit.call('POST', '/api/group/announcement', student, { gid, title: 'Mine', content: 'x' })).statusCode).toBe(403);

    const home = await kit.call<GroupAnnouncementPageDto>('GET', `/api/group/get-announcement-list?gid=${String(gid)}`, student);
    expect(home.data.records.map((row) => row.title)).toEqual(['Welcome']);
    expect((await kit.call('GET', `/api/group/get-announcement-list?gid=${String(gid)}`, other)).statusCode).toBe(403);
    const adminList = await kit.call<GroupAnnouncementPageDto>('GET', `/api/group/get-admin-announcement-list?gid=${String(gid)}`, teacher);
    expect(adminList.data.total).toBe(2);

    expect(await kit.call('PUT', '/api/group/announcement', teacher, { id: hidden.data.id, status: 0 })).toMatchObject({
      statusCode: 200,
      data: { status: 0 },
    });
    expect((await kit.call('PUT', '/api/group/announcement', student, { id: hidden.data.id, status: 1 })).statusCode).toBe(403);
    expect(await kit.call('DELETE', `/api/group/announcement?id=${String(hidden.data.id)}`, teacher)).toMatchObject({
      statusCode: 200,
      msg: 'Delete successfully',
    });
    expect((await kit.call('DELETE', `/api/group/announcement?id=${String(hidden.data.id)}`, teacher)).statusCode).toBe(404);
  });

  it('applies the member rules of spec 03 §6', async () => {
    const gid = privateGroup.id;
    // student becomes a group admin (4); another member joins at 3.
    await kit.call('PUT', '/api/group/member', teacher, { gid, uid: student.uid, auth: 4 });
    const third = await kit.account('third');
    await kit.call('POST', '/api/group/member', third, { gid, code: 'abc123', reason: 'Me as well please' });
    expect((await kit.call('PUT', '/api/group/member', student, { gid, uid: third.uid, auth: 3 })).statusCode).toBe(200);
    // A level-4 admin may not raise anyone to 4, nor touch the owner, nor remove themself.
    expect(await kit.call('PUT', '/api/group/member', student, { gid, uid: third.uid, auth: 4 })).toMatchObject({
      statusCode: 403,
      msg: 'You may not change this member’s auth to that level',
    });
    expect((await kit.call('PUT', '/api/group/member', student, { gid, uid: teacher.uid, auth: 3 })).statusCode).toBe(403);
    expect((await kit.call('PUT', '/api/group/member', root, { gid, uid: teacher.uid, auth: 3 })).statusCode).toBe(403);
    expect((await kit.call('DELETE', `/api/group/member?gid=${String(gid)}&uid=${student.uid}`, student)).statusCode).toBe(403);
    expect((await kit.call('DELETE', `/api/group/member?gid=${String(gid)}&uid=${teacher.uid}`, student)).statusCode).toBe(403);
    expect((await kit.call('DELETE', `/api/group/member?gid=${String(gid)}&uid=${teacher.uid}`, root)).statusCode).toBe(403);
    // third (3) may not administer at all.
    expect((await kit.call('DELETE', `/api/group/member?gid=${String(gid)}&uid=${student.uid}`, third)).statusCode).toBe(403);
    // The admin removes the member; the owner removes the admin.
    expect(await kit.call('DELETE', `/api/group/member?gid=${String(gid)}&uid=${third.uid}`, student)).toMatchObject({
      statusCode: 200,
      msg: 'Delete successfully',
    });
    expect((await kit.call('DELETE', `/api/group/member?gid=${String(gid)}&uid=${third.uid}`, student)).statusCode).toBe(404);
    await kit.call('PUT', '/api/group/member', teacher, { gid, uid: student.uid, auth: 3 });
    // Refusing: an application set to 2 is refused, and may apply again.
    await kit.call('POST', '/api/group/member', third, { gid, code: 'abc123', reason: 'Once again please' });
    expect((await kit.call('PUT', '/api/group/member', teacher, { gid, uid: third.uid, auth: 2 })).statusCode).toBe(200);
    expect((await kit.call<number>('GET', `/api/get-group-auth?gid=${String(gid)}`, third)).data).toBe(2);
    expect((await kit.call('POST', '/api/group/member', third, { gid, code: 'abc123', reason: 'A third time please' })).statusCode).toBe(200);
    expect(await kit.call('DELETE', `/api/group/member/exit?gid=${String(gid)}`, third)).toMatchObject({ statusCode: 200, msg: 'Exit Successfully' });
    expect((await kit.call('DELETE', `/api/group/member/exit?gid=${String(gid)}`, teacher)).statusCode).toBe(400);
  });

  it('ranks the members with zero counts while the group has no problems', async () => {
    const rank = await kit.call<GroupRankPageDto>('GET', `/api/get-group-rank-list?gid=${String(privateGroup.id)}&type=0`, student);
    expect(rank.data.total).toBe(2);
    expect(rank.data.records.map((row) => [row.username, row.ac, row.total, row.score])).toEqual([
      ['student', 0, 0, 0],
      ['teacher', 0, 0, 0],
    ]);
    expect(
      (await kit.call<GroupRankPageDto>('GET', `/api/get-group-rank-list?gid=${String(privateGroup.id)}&type=1&searchUser=teach`, student)).data.total,
    ).toBe(1);
    expect((await kit.call('GET', `/api/get-group-rank-list?gid=${String(privateGroup.id)}&type=2`, student)).statusCode).toBe(400);
    expect((await kit.call('GET', `/api/get-group-rank-list?gid=${String(privateGroup.id)}`, other)).statusCode).toBe(403);
  });

  it('joins a public group at once, updates it without its empty values, and disbands it', async () => {
    const created = await kit.call<GroupDto>('POST', '/api/group', teacher, groupForm({ name: 'Open Club', shortName: 'openc' }));
    const gid = created.data.id;
    expect(created.data.code).toBeNull();
    expect(await kit.call('POST', '/api/group/member', other, { gid })).toMatchObject({ statusCode: 200, msg: 'Join Successfully' });
    expect((await kit.call<GroupAccessDto>('GET', `/api/get-group-access?gid=${String(gid)}`, other)).data).toMatchObject({
      access: true,
      level: 3,
      canDisband: false,
    });
    const updated = await kit.call<GroupDto>('PUT', '/api/group', teacher, { id: gid, name: '', brief: 'A new brief', code: '' });
    expect(updated).toMatchObject({ statusCode: 200, msg: 'Update Successfully', data: { name: 'Open Club', brief: 'A new brief' } });
    expect(await kit.call('PUT', '/api/group', teacher, { id: gid, auth: 3 })).toMatchObject({ statusCode: 400, msg: 'Group Code is required' });
    expect(await kit.call('PUT', '/api/group', teacher, { id: gid, brief: 'abc' })).toMatchObject({
      statusCode: 400,
      msg: 'The length of Group Brief should be 5 to 50',
    });
    expect((await kit.call('PUT', '/api/group', other, { id: gid, brief: 'Taken over' })).statusCode).toBe(403);
    // The avatar: a link the gateway's upload answered; nothing else.
    const link = '/api/public/avatar/0f8fad5b-d9cb-469f-a165-70867728950e.png';
    expect((await kit.call<GroupDto>('PUT', '/api/group', teacher, { id: gid, avatar: link })).data.avatar).toBe(link);
    expect((await kit.call('PUT', '/api/group', teacher, { id: gid, avatar: 'https://elsewhere.example/x.png' })).statusCode).toBe(400);
    expect((await kit.call('DELETE', `/api/group?gid=${String(gid)}`, other)).statusCode).toBe(403);
    expect(await kit.call('DELETE', `/api/group?gid=${String(gid)}`, teacher)).toMatchObject({ statusCode: 200, msg: 'Disband Successfully' });
    expect((await kit.call('GET', `/api/get-group-detail?gid=${String(gid)}`, teacher)).statusCode).toBe(404);
    expect((await kit.call('GET', `/api/get-group-detail?gid=abc`, teacher)).statusCode).toBe(400);
  });

  it('answers zh-CN in Chinese', async () => {
    expect(await kit.call('POST', '/api/group', teacher, groupForm({ name: 'abc' }), 'zh-CN')).toMatchObject({
      statusCode: 400,
      msg: '团队名称的长度应为 5 到 25',
    });
  });
});
