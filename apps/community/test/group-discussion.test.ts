import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GroupAuth, Role } from '@oj/contracts';
import type { CommentDto, DiscussionDto, DiscussionPageDto, RemindMessageDto } from '@oj/contracts';
import { DiscussionEntity, GroupEntity, GroupMemberEntity } from '@oj/db';
import { startDiscussionKit } from './discussion-kit.ts';
import type { DiscussionKit } from './discussion-kit.ts';
import type { Account } from './comment-kit.ts';

// A group's discussions (spec 03 §2.12, §2.3, §7 "Group discussions"): members post and read them,
// group admins administer them, the site switch closes them, and a private group's discussions show
// nowhere outside it (the public list, its search, onlyMine, the back office, the detail).
describe('group discussions', () => {
  let kit: DiscussionKit;
  let carol: Account;
  let gid = 0;
  let did = 0;

  beforeAll(async () => {
    kit = await startDiscussionKit();
    carol = await kit.account('carol', [Role.User]);
    const db = kit.service.database.dataSource;
    const { alice, bob } = kit.accounts;
    const inserted = await db.getRepository(GroupEntity).insert({
      name: 'Secret Club',
      shortName: 'secret',
      brief: 'Members only',
      description: 'A private group',
      owner: alice.uid,
      auth: GroupAuth.Private,
      code: 'abc123',
      visible: true,
      status: 0,
      avatar: null,
    });
    gid = Number(inserted.identifiers[0]?.id);
    await db.getRepository(GroupMemberEntity).insert([
      { gid, uid: alice.uid, auth: 5, reason: null },
      { gid, uid: bob.uid, auth: 3, reason: null },
    ]);
  }, 120_000);
  afterAll(async () => {
    await kit.close();
  });

  const list = (who: Account | null, query = '', language?: string) =>
    kit.call<DiscussionPageDto>('GET', `/api/group/get-discussion-list?gid=${String(gid)}${query}`, who, undefined, language);

  it('lets a member post in the group and lists it there, filtered by problem', async () => {
    const { bob } = kit.accounts;
    const posted = await kit.call<DiscussionDto>('POST', '/api/group/discussion', bob, {
      gid,
      pid: 'G1001',
      title: '[G1001] Secret plan',
      description: 'Hush',
      content: 'Only for the club.',
      categoryId: kit.categoryId,
    });
    expect(posted).toMatchObject({ statusCode: 200, msg: 'Post successfully' });
    expect(posted.data).toMatchObject({ gid, pid: 'G1001', canEdit: true, canDelete: true });
    did = posted.data.id;
    expect((await list(bob)).data.records.map((record) => record.id)).toEqual([did]);
    expect((await list(bob, '&pid=G1001')).data.total).toBe(1);
    expect((await list(bob, '&pid=OTHER')).data.total).toBe(0);
    // The owner administers it (canDelete), the author alone edits.
    const asOwner = await kit.call<DiscussionDto>('GET', `/api/get-discussion-detail?did=${String(did)}`, kit.accounts.alice);
    expect(asOwner.data).toMatchObject({ canEdit: false, canDelete: true, title: '[G1001] Secret plan' });
  });

  it('shows nothing of it outside the group: public list, search, onlyMine, detail, comments, back office', async () => {
    const { bob, admin, root } = kit.accounts;
    for (const query of ['', '?keyword=Secret', '?pid=G1001', '?onlyMine=true']) {
      const page = await kit.call<DiscussionPageDto>('GET', `/api/get-discussion-list${query}`, bob);
      expect(page.data.records.map((record) => record.id)).not.toContain(did);
    }
    for (const who of [carol, admin, null]) {
      const detail = await kit.call('GET', `/api/get-discussion-detail?did=${String(did)}`, who);
      expect(detail.statusCode).toBe(404);
      expect((await kit.call('GET', `/api/comments?did=${String(did)}`, who)).statusCode).toBe(404);
    }
    expect((await list(carol)).statusCode).toBe(403);
    expect((await list(admin)).statusCode).toBe(403);
    expect((await list(null)).statusCode).toBe(401);
    // A super admin is root in every group.
    expect((await list(root)).data.total).toBe(1);
    const office = await kit.call<DiscussionPageDto>('GET', '/api/admin/discussion?keyword=Secret', admin);
    expect(office.data.total).toBe(0);
  });

  it("reminds the author with a link into the group's page", async () => {
    const { alice, bob } = kit.accounts;
    const comment = await kit.call<CommentDto>('POST', '/api/comment', alice, { did, content: 'Nice plan' });
    expect(comment.statusCode).toBe(200);
    const messages = await kit.call<{ records: RemindMessageDto[] }>('GET', '/api/msg/comment', bob);
    expect(messages.data.records[0]).toMatchObject({ sourceTitle: '[G1001] Secret plan', url: `/group/${String(gid)}/discussion-detail/${String(did)}` });
  });

  it('lets the group admins put it on top and disable it; a disabled one leaves the members list', async () => {
    const { alice, bob } = kit.accounts;
    expect((await kit.call('PUT', '/api/group/discussion', bob, { id: did, topPriority: true })).msg).toBe(
      'Only the group admins may put a discussion on top or disable it',
    );
    expect((await kit.call('PUT', '/api/group/discussion', alice, { id: did, topPriority: true, status: 1 })).statusCode).toBe(200);
    expect((await list(bob)).data.total).toBe(0);
    const admin = await kit.call<DiscussionPageDto>('GET', `/api/group/get-admin-discussion-list?gid=${String(gid)}`, alice);
    expect(admin.data.records[0]).toMatchObject({ id: did, topPriority: true, status: 1 });
    expect((await kit.call('GET', `/api/get-discussion-detail?did=${String(did)}`, bob)).statusCode).toBe(404);
    // The author still edits it, sending the whole discussion back (its switches unchanged are no switch).
    const whole = (await kit.call<DiscussionDto>('GET', `/api/get-discussion-detail?did=${String(did)}`, alice)).data;
    const edited = await kit.call<DiscussionDto>('PUT', '/api/group/discussion', bob, { ...whole, title: 'Edited plan' });
    expect(edited).toMatchObject({ statusCode: 200, data: { title: 'Edited plan', status: 1 } });
    expect((await kit.call('PUT', '/api/group/discussion', alice, { id: did, status: 0 })).statusCode).toBe(200);
    expect((await list(bob)).data.total).toBe(1);
  });

  it('closes with the site switch (spec 03 §2.3), the public area staying open', async () => {
    await kit.setSwitches({ openGroupDiscussion: false });
    try {
      const closed = 'The group discussion area is not open on this site';
      expect((await list(kit.accounts.bob)).msg).toBe(closed);
      expect((await kit.call('GET', `/api/get-discussion-detail?did=${String(did)}`, kit.accounts.bob)).msg).toBe(closed);
      expect((await kit.call('GET', `/api/comments?did=${String(did)}`, kit.accounts.bob)).statusCode).toBe(403);
      expect((await list(kit.accounts.bob, '', 'zh-CN')).statusCode).toBe(403);
      expect((await kit.call('GET', '/api/get-discussion-list')).statusCode).toBe(200);
    } finally {
      await kit.setSwitches({ openGroupDiscussion: true });
    }
  });

  it('keeps the categories for the group while only the public area is closed', async () => {
    await kit.setSwitches({ openPublicDiscussion: false });
    try {
      expect((await kit.call('GET', '/api/discussion-category', kit.accounts.bob)).statusCode).toBe(200);
      expect((await list(kit.accounts.bob)).statusCode).toBe(200);
      expect((await kit.call('GET', '/api/get-discussion-list')).statusCode).toBe(403);
      await kit.setSwitches({ openGroupDiscussion: false });
      expect((await kit.call('GET', '/api/discussion-category', kit.accounts.bob)).statusCode).toBe(403);
    } finally {
      await kit.setSwitches({ openPublicDiscussion: true, openGroupDiscussion: true });
    }
  });

  it('takes the discussions with the group when it is disbanded', async () => {
    expect((await kit.call('DELETE', `/api/group?gid=${String(gid)}`, kit.accounts.alice)).statusCode).toBe(200);
    expect(await kit.service.database.dataSource.getRepository(DiscussionEntity).countBy({ gid })).toBe(0);
  });
});
