import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommentReplyDto, UnreadMessageCountDto } from '@oj/contracts';
import { CommentEntity, CommentLikeEntity } from '@oj/db';
import { HOUR_MS, startCommentKit } from './comment-kit.ts';
import type { Account, CommentKit } from './comment-kit.ts';

// Replies, likes and the reminders they write (spec 03 §2.16, §2.17, §4 "Comments", §7). The contest
// is over, so everyone with access sees every comment (visibility while it runs: comment-contest.test.ts).
describe('replies, likes and reminders', () => {
  let kit: CommentKit;
  let cid: number;

  beforeAll(async () => {
    kit = await startCommentKit();
    cid = await kit.addContest({ startTime: new Date(Date.now() - 3 * HOUR_MS), endTime: new Date(Date.now() - HOUR_MS) });
  });
  afterAll(async () => {
    await kit.close();
  });

  const reply = (who: Account | null, body: unknown, language = 'en-US') => kit.call<CommentReplyDto>('POST', '/api/reply', who, body, language);

  it('shows the first 3 replies, oldest first, with the total, and lists them all on request', async () => {
    const { alice, bob } = kit.accounts;
    const comment = await kit.comment(cid, alice, 'How large is n?');
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) {
      const answer = await reply(i % 2 === 0 ? bob : alice, {
        reply: { commentId: comment.id, content: `Reply ${String(i)}` },
        quoteId: comment.id,
        quoteType: 'Comment',
      });
      expect(answer, answer.msg).toMatchObject({ statusCode: 200, msg: 'Reply Successfully' });
      ids.push(answer.data.id);
    }
    const listed = (await kit.list(cid, bob)).data.commentList.records.find((record) => record.id === comment.id);
    expect(listed?.totalReplyNum).toBe(5);
    expect(listed?.replyList.map((item) => item.id)).toEqual(ids.slice(0, 3));
    expect(listed?.replyList[0]).toMatchObject({
      content: 'Reply 0',
      fromName: 'bob',
      toUid: alice.uid,
      toName: 'alice',
      toAvatar: '/api/public/avatar/alice.png',
      quoteType: 'Comment',
      canDelete: true,
    });
    expect(listed?.replyList[1]?.canDelete).toBe(false);

    const all = await kit.call<CommentReplyDto[]>('GET', `/api/reply?commentId=${String(comment.id)}&cid=${String(cid)}`, bob);
    expect(all.data.map((item) => item.id)).toEqual(ids);
    expect((await kit.call('GET', `/api/reply?commentId=${String(comment.id)}&cid=${String(cid + 1000)}`, bob)).statusCode).toBe(404);
  });

  it('replies to a reply, addressed to its author, and refuses a reply quoted from another comment', async () => {
    const { alice, bob, owner } = kit.accounts;
    const comment = await kit.comment(cid, alice, 'Thread');
    const other = await kit.comment(cid, alice, 'Other thread');
    const first = (await reply(bob, { reply: { commentId: comment.id, content: 'First' } })).data;
    const second = await reply(owner, { reply: { commentId: comment.id, content: 'To bob' }, quoteId: first.id, quoteType: 'Reply' });
    expect(second.data).toMatchObject({ toUid: bob.uid, toName: 'bob', quoteId: first.id, quoteType: 'Reply' });
    expect(await reply(owner, { reply: { commentId: other.id, content: 'x' }, quoteId: first.id, quoteType: 'Reply' })).toMatchObject({
      statusCode: 404,
      msg: 'The reply does not exist',
    });
    expect(await reply(owner, { reply: { commentId: comment.id, content: 'x' }, quoteType: 'Reply' })).toMatchObject({
      statusCode: 400,
      msg: 'quoteId is required',
    });
    expect(await reply(owner, { reply: { commentId: comment.id, content: 'x' }, quoteId: other.id, quoteType: 'Comment' })).toMatchObject({
      statusCode: 404,
      msg: 'The comment does not exist',
    });
    expect(await reply(owner, { reply: { commentId: comment.id, content: '  ' } })).toMatchObject({ statusCode: 400, msg: 'Content cannot be empty' });
    expect(await reply(owner, { reply: { commentId: comment.id, content: 'x'.repeat(10_001) } })).toMatchObject({
      statusCode: 400,
      msg: 'Can not exceed 10000',
    });
    expect(await reply(null, { reply: { commentId: comment.id, content: 'x' } })).toMatchObject({ statusCode: 401 });
    expect(await reply(bob, { reply: { commentId: 999_999, content: 'x' } })).toMatchObject({ statusCode: 404, msg: 'The comment does not exist' });
    expect((await reply(bob, { reply: { commentId: comment.id, content: 'x' } }, 'zh-CN')).msg).toBe('回复成功');
  });

  it('toggles a like once per user and keeps likeNum in step', async () => {
    const { alice, bob, owner } = kit.accounts;
    const comment = await kit.comment(cid, alice, 'Like me');
    const like = (who: Account, toLike: boolean) =>
      kit.call('GET', `/api/comment-like?cid=${String(comment.id)}&toLike=${String(toLike)}&sourceId=${String(cid)}&sourceType=Contest`, who);
    const likeNum = async () => (await kit.service.database.dataSource.getRepository(CommentEntity).findOneByOrFail({ id: comment.id })).likeNum;

    expect(await like(bob, true)).toMatchObject({ statusCode: 200, msg: 'Like Successfully' });
    expect(await like(bob, true)).toMatchObject({ statusCode: 200 });
    expect(await likeNum()).toBe(1);
    const page = (await kit.list(cid, bob)).data;
    expect(page.commentLikeMap).toEqual({ [String(comment.id)]: true });
    expect(page.commentList.records.find((record) => record.id === comment.id)?.likeNum).toBe(1);
    expect((await kit.list(cid, owner)).data.commentLikeMap).toEqual({});

    // Concurrent likes of one user count once; of several users, once each.
    await Promise.all([like(owner, true), like(owner, true), like(alice, true), like(owner, true)]);
    expect(await likeNum()).toBe(3);
    expect(await kit.service.database.dataSource.getRepository(CommentLikeEntity).countBy({ commentId: comment.id })).toBe(3);

    expect(await like(bob, false)).toMatchObject({ statusCode: 200, msg: 'Cancel Like Successfully' });
    expect(await like(bob, false)).toMatchObject({ statusCode: 200 });
    expect(await likeNum()).toBe(2);
    expect((await kit.call('GET', `/api/comment-like?cid=${String(comment.id)}&toLike=true`, bob, undefined, 'zh-CN')).msg).toBe('点赞成功');

    expect((await kit.call('GET', `/api/comment-like?cid=${String(comment.id)}&toLike=true&sourceType=Discussion`, bob)).statusCode).toBe(404);
    expect((await kit.call('GET', `/api/comment-like?cid=${String(comment.id)}&toLike=true`, null)).statusCode).toBe(401);
    expect(await kit.call('GET', '/api/comment-like?cid=999999&toLike=true', bob)).toMatchObject({ statusCode: 404, msg: 'The comment does not exist' });
  });

  it('writes reminders for comments, replies and likes, never to oneself, and the unread counts move', async () => {
    const { alice, bob, owner } = kit.accounts;
    const reminded = await kit.addContest({ title: 'Reminder Cup', startTime: new Date(Date.now() - 3 * HOUR_MS), endTime: new Date(Date.now() - HOUR_MS) });
    const unread = async (who: Account) => (await kit.call<UnreadMessageCountDto>('GET', '/api/msg/unread', who)).data;
    const before = { owner: await unread(owner), alice: await unread(alice) };
    const ownerReminders = (await kit.remindersOf(owner)).length;

    const question = await kit.comment(reminded, alice, 'A question');
    await kit.comment(reminded, owner, 'An announcement of my own');
    const ownerAfter = (await kit.remindersOf(owner)).slice(ownerReminders);
    expect(ownerAfter).toEqual([
      expect.objectContaining({
        action: 'Discuss',
        senderId: alice.uid,
        sourceId: reminded,
        sourceType: 'Contest',
        sourceContent: 'Reminder Cup',
        quoteId: question.id,
        quoteContent: 'A question',
        url: `/contest/${String(reminded)}/comment`,
      }),
    ]);
    expect((await unread(owner)).comment).toBe(before.owner.comment + 1);

    const answer = (await reply(owner, { reply: { commentId: question.id, content: 'An answer' } })).data;
    await reply(alice, { reply: { commentId: question.id, content: 'Thanks' } });
    await kit.call('GET', `/api/comment-like?cid=${String(question.id)}&toLike=true`, bob);
    await kit.call('GET', `/api/comment-like?cid=${String(question.id)}&toLike=false`, bob);
    await kit.call('GET', `/api/comment-like?cid=${String(question.id)}&toLike=true`, bob);
    await kit.call('GET', `/api/comment-like?cid=${String(question.id)}&toLike=true`, alice);
    const aliceReminders = (await kit.remindersOf(alice)).filter((row) => row.sourceId === reminded);
    expect(aliceReminders.map((row) => [row.action, row.senderId, row.quoteId])).toEqual([
      ['Reply', owner.uid, question.id],
      ['Like_Discuss', bob.uid, question.id],
    ]);
    expect(await unread(alice)).toMatchObject({ reply: before.alice.reply + 1, like: before.alice.like + 1 });

    await reply(alice, { reply: { commentId: question.id, content: 'To the owner' }, quoteId: answer.id, quoteType: 'Reply' });
    expect((await kit.remindersOf(owner)).at(-1)).toMatchObject({ action: 'Reply', senderId: alice.uid, quoteId: answer.id, quoteContent: 'An answer' });
  });

  it('cuts long quotes in reminders to 255 characters without splitting a character', async () => {
    const { alice, owner } = kit.accounts;
    const content = `${'a'.repeat(254)}😀 and more`;
    const comment = await kit.comment(cid, alice, content);
    const row = (await kit.remindersOf(owner)).find((reminder) => reminder.quoteId === comment.id);
    expect(row?.quoteContent).toBe(`${'a'.repeat(254)}😀`);
  });
});
