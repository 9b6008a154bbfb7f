import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommentDto, DiscussionDto, DiscussionPageDto } from '@oj/contracts';
import { MsgRemindEntity } from '@oj/db';
import { startDiscussionKit } from './discussion-kit.ts';
import type { DiscussionKit } from './discussion-kit.ts';

// The public discussions end to end (spec 03 §2.14, §2.15, §4, §7 "Discussions"): post, list, detail,
// edit, like, comment, delete.
describe('discussions: list, detail, edit, like, comments', () => {
  let kit: DiscussionKit;

  beforeAll(async () => {
    kit = await startDiscussionKit();
  }, 120_000);
  afterAll(async () => {
    await kit.close();
  });

  it('lists the seeded categories to anyone', async () => {
    const answer = await kit.call<{ id: number; name: string }[]>('GET', '/api/discussion-category');
    expect(answer.statusCode).toBe(200);
    expect(answer.data.map((category) => category.name)).toContain('Solutions');
  });

  it('posts a discussion and shows it in the list and the detail, counting views', async () => {
    const { alice, bob } = kit.accounts;
    const answer = await kit.call<DiscussionDto>('POST', '/api/discussion', alice, {
      title: '[P1000] How to start',
      description: 'Reading input',
      content: 'Use `scanf`.',
      categoryId: kit.categoryId,
      pid: 'P1000',
    });
    expect(answer).toMatchObject({ statusCode: 200, msg: 'Post successfully' });
    expect(answer.data).toMatchObject({
      title: '[P1000] How to start',
      pid: 'P1000',
      gid: null,
      uid: alice.uid,
      author: 'alice',
      role: 'user',
      canEdit: true,
      canDelete: true,
    });
    const did = answer.data.id;
    const list = await kit.call<DiscussionPageDto>('GET', '/api/get-discussion-list?pid=P1000');
    expect(list.data.records.map((record) => record.id)).toEqual([did]);
    expect(list.data.records[0]).not.toHaveProperty('content');
    const detail = await kit.call<DiscussionDto>('GET', `/api/get-discussion-detail?did=${String(did)}`, bob);
    expect(detail.data).toMatchObject({
      content: 'Use `scanf`.',
      viewNum: 1,
      hasLike: false,
      canEdit: false,
      canDelete: false,
      categoryName: expect.any(String),
    });
    const again = await kit.call<DiscussionDto>('GET', `/api/get-discussion-detail?did=${String(did)}`);
    expect(again.data.viewNum).toBe(2);
    expect((await kit.call('GET', '/api/get-discussion-detail?did=999999')).msg).toBe('The discussion does not exist');
  });

  it('pages 10 at a time, top priority first, and filters by keyword, category and onlyMine', async () => {
    const { bob, admin } = kit.accounts;
    const categories = await kit.call<{ id: number }[]>('GET', '/api/discussion-category');
    const other = categories.data[1]?.id ?? 0;
    for (let index = 0; index < 11; index += 1) await kit.post(bob, { title: `Bob's note ${String(index)}`, categoryId: other });
    const first = await kit.post(bob, { title: 'Pinned later' });
    await kit.call('PUT', '/api/admin/discussion', admin, { id: first.id, topPriority: true });
    const page = await kit.call<DiscussionPageDto>('GET', '/api/get-discussion-list?currentPage=1');
    expect(page.data.records).toHaveLength(10);
    expect(page.data.records[0]?.id).toBe(first.id);
    expect(page.data.total).toBeGreaterThanOrEqual(13);
    const keyword = await kit.call<DiscussionPageDto>('GET', `/api/get-discussion-list?keyword=${encodeURIComponent('note 1')}`);
    expect(keyword.data.records.map((record) => record.title).sort()).toEqual(["Bob's note 1", "Bob's note 10"]);
    const category = await kit.call<DiscussionPageDto>('GET', `/api/get-discussion-list?cid=${String(other)}&limit=50`);
    expect(category.data.total).toBe(11);
    const mine = await kit.call<DiscussionPageDto>('GET', '/api/get-discussion-list?onlyMine=true&limit=50', kit.accounts.alice);
    expect(mine.data.records.every((record) => record.author === 'alice')).toBe(true);
    expect((await kit.call<DiscussionPageDto>('GET', '/api/get-discussion-list?onlyMine=true')).data.total).toBe(0);
  });

  it('lets the author edit, ignoring the counters sent back; others are refused', async () => {
    const { alice, bob, root } = kit.accounts;
    const posted = await kit.post(alice);
    await kit.call('GET', `/api/discussion-like?did=${String(posted.id)}&toLike=true`, bob);
    const edited = await kit.call<DiscussionDto>('PUT', '/api/discussion', alice, { ...posted, title: 'Edited', viewNum: 999, likeNum: 999 });
    expect(edited).toMatchObject({ statusCode: 200, msg: 'Update Successfully' });
    expect(edited.data).toMatchObject({ title: 'Edited', likeNum: 1, viewNum: 0 });
    for (const who of [bob, root]) {
      expect(await kit.call('PUT', '/api/discussion', who, { ...posted, title: 'Hijacked' })).toMatchObject({
        statusCode: 403,
        msg: 'Only the author can edit this discussion',
      });
    }
  });

  it('toggles likes, moving likeNum by one, and reminds the author once', async () => {
    const { alice, bob } = kit.accounts;
    const posted = await kit.post(alice, { title: 'Like me' });
    const like = (toLike: boolean) => kit.call('GET', `/api/discussion-like?did=${String(posted.id)}&toLike=${String(toLike)}`, bob);
    expect((await like(true)).msg).toBe('Like Successfully');
    expect((await like(true)).msg).toBe('Like Successfully');
    const detail = () => kit.call<DiscussionDto>('GET', `/api/get-discussion-detail?did=${String(posted.id)}`, bob);
    expect((await detail()).data).toMatchObject({ likeNum: 1, hasLike: true });
    expect((await like(false)).msg).toBe('Cancel Like Successfully');
    expect((await detail()).data).toMatchObject({ likeNum: 0, hasLike: false });
    await like(true);
    expect((await detail()).data.likeNum).toBe(1);
    const reminders = await kit.service.database.dataSource.getRepository(MsgRemindEntity).findBy({ action: 'Like_Post', quoteId: posted.id });
    expect(reminders).toHaveLength(1);
    expect(reminders[0]).toMatchObject({ senderId: bob.uid, recipientId: alice.uid, sourceType: 'Discussion', url: `/discussion-detail/${String(posted.id)}` });
    // Liking one's own discussion reminds nobody.
    await kit.call('GET', `/api/discussion-like?did=${String(posted.id)}&toLike=true`, alice);
    expect(await kit.service.database.dataSource.getRepository(MsgRemindEntity).countBy({ action: 'Like_Post', quoteId: posted.id })).toBe(1);
    expect((await kit.call('GET', `/api/discussion-like?did=${String(posted.id)}&toLike=true`)).statusCode).toBe(401);
  });

  it('carries comments and replies under a discussion, reminding its author, and counts them', async () => {
    const { alice, bob } = kit.accounts;
    const posted = await kit.post(alice, { title: 'Comment here' });
    const comment = await kit.call<CommentDto>('POST', '/api/comment', bob, { did: posted.id, content: 'Nice' });
    expect(comment).toMatchObject({ statusCode: 200, msg: 'Comment Successfully' });
    const reply = await kit.call('POST', '/api/reply', alice, { reply: { commentId: comment.data.id, content: 'Thanks' }, did: posted.id });
    expect(reply).toMatchObject({ statusCode: 200, msg: 'Reply Successfully' });
    const reminders = await kit.remindersOf(alice);
    expect(
      reminders.some(
        (reminder) => reminder.action === 'Discuss' && reminder.sourceId === posted.id && reminder.url === `/discussion-detail/${String(posted.id)}`,
      ),
    ).toBe(true);
    const detail = await kit.call<DiscussionDto>('GET', `/api/get-discussion-detail?did=${String(posted.id)}`);
    expect(detail.data.commentNum).toBe(1);
    // The author deletes their own comment; any admin role deletes anyone's.
    expect((await kit.call('DELETE', '/api/comment', kit.accounts.admin, { id: comment.data.id, did: posted.id })).statusCode).toBe(200);
  });

  it('deletes by the author or any admin role, and nobody else', async () => {
    const { alice, bob, admin } = kit.accounts;
    const mine = await kit.post(alice);
    expect(await kit.call('DELETE', `/api/discussion?did=${String(mine.id)}`, bob)).toMatchObject({
      statusCode: 403,
      msg: 'Only the author or an admin can delete this discussion',
    });
    expect(await kit.call('DELETE', `/api/discussion?did=${String(mine.id)}`, alice)).toMatchObject({ statusCode: 200, msg: 'Delete successfully' });
    const other = await kit.post(alice);
    const problemAdmin = await kit.account('padmin', [1008]);
    expect((await kit.call('DELETE', `/api/discussion?did=${String(other.id)}`, problemAdmin)).statusCode).toBe(200);
    const third = await kit.post(alice);
    expect((await kit.call('DELETE', `/api/discussion?did=${String(third.id)}`, admin)).statusCode).toBe(200);
    expect((await kit.call('GET', `/api/get-discussion-detail?did=${String(third.id)}`)).statusCode).toBe(404);
  });
});
