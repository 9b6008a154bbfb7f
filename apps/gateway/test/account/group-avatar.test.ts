import { FileEntity, GroupEntity, GroupMemberEntity } from '@oj/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountHarness } from './helpers.ts';
import { envelope, insertUser, login, startAccountApp } from './helpers.ts';

// POST /api/file/upload-group-avatar (spec 03 §2.7, §5 "Avatar file"): the group root stores an
// image like a user avatar; the answer is its link, which PUT /api/group then sets (community).

const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

function multipart(fileName: string, data: Buffer) {
  const boundary = '----oj-group-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('group avatar upload', () => {
  let harness: AccountHarness;
  let ownerToken: string;
  let memberToken: string;
  let gid: number;

  beforeAll(async () => {
    harness = await startAccountApp('acc_group_avatar');
    const owner = await insertUser(harness.app, { username: 'gowner', password: 'gowner-pass', email: 'gowner@example.org' });
    const member = await insertUser(harness.app, { username: 'gmember', password: 'gmember-pass', email: 'gmember@example.org' });
    ownerToken = await login(harness.app, 'gowner', 'gowner-pass');
    memberToken = await login(harness.app, 'gmember', 'gmember-pass');
    // The community service's rows, as it would have stored them.
    const inserted = await harness.app.db.getRepository(GroupEntity).insert({
      name: 'Avatar Club',
      shortName: 'avatr',
      brief: 'A group',
      description: 'A group with an avatar',
      owner,
      auth: 1,
      code: null,
      visible: true,
      status: 0,
      avatar: null,
    });
    gid = Number(inserted.identifiers[0]?.id);
    await harness.app.db.getRepository(GroupMemberEntity).insert([
      { gid, uid: owner, auth: 5, reason: null },
      { gid, uid: member, auth: 4, reason: null },
    ]);
  });

  afterAll(async () => {
    await harness.close();
  });

  const upload = (token: string, fileName: string, data: Buffer, group = gid) => {
    const body = multipart(fileName, data);
    return harness.app.inject({
      method: 'POST',
      url: `/api/file/upload-group-avatar?gid=${String(group)}`,
      payload: body.payload,
      headers: { ...body.headers, authorization: token },
    });
  };

  it('stores the group root’s image with a file row of the group and answers its link', async () => {
    const response = await upload(ownerToken, 'club.png', PNG_1X1);
    expect(response.statusCode).toBe(200);
    const body = envelope(response);
    expect(body.msg).toBe('Upload avatar successfully');
    const link = (body.data as { link: string }).link;
    expect(link).toMatch(/^\/api\/public\/avatar\/[0-9a-f-]{36}\.png$/);
    expect(await harness.app.db.getRepository(FileEntity).findBy({ gid })).toMatchObject([{ type: 'group-avatar', suffix: 'png', isDeleted: false }]);
    expect((await harness.app.inject({ method: 'GET', url: link })).statusCode).toBe(200);
  });

  it('refuses a group admin below root, an unknown group, a wrong type and an oversized file', async () => {
    expect((await upload(memberToken, 'club.png', PNG_1X1)).statusCode).toBe(403);
    expect((await upload(ownerToken, 'club.png', PNG_1X1, 999_999)).statusCode).toBe(404);
    const wrongType = await upload(ownerToken, 'club.txt', PNG_1X1);
    expect(wrongType.statusCode).toBe(400);
    expect(envelope(wrongType).msg).toMatch(/^file type not supported/i);
    const tooLarge = await upload(ownerToken, 'club.png', Buffer.concat([PNG_1X1, Buffer.alloc(2_097_153)]));
    expect(tooLarge.statusCode).toBe(400);
    expect(envelope(tooLarge).msg).toMatch(/exceed|2 MB|too large/i);
    const anonymous = await harness.app.inject({ method: 'POST', url: `/api/file/upload-group-avatar?gid=${String(gid)}` });
    expect(anonymous.statusCode).toBe(401);
  });
});
