import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContestAuth } from '@oj/contracts';
import type { CommentDto, CommentReplyDto } from '@oj/contracts';
import { HOUR_MS, startCommentKit } from './comment-kit.ts';
import type { Account, CommentKit } from './comment-kit.ts';

// The contest's Q&A rules (spec 02 §6, spec 03 §6): who enters, who sees what while the contest runs
// and after, who deletes, who replies.
describe('contest Q&A rules', () => {
  let kit: CommentKit;

  beforeAll(async () => {
    kit = await startCommentKit();
  });
  afterAll(async () => {
    await kit.close();
  });

  const ids = (comments: readonly CommentDto[]) => comments.map((comment) => comment.id).sort((a, b) => a - b);
  const seenBy = async (cid: number, who: Account) => {
    const answer = await kit.list(cid, who);
    expect(answer.statusCode, answer.msg).toBe(200);
    return ids(answer.data.commentList.records);
  };

  it('shows a participant only their own and the admins’ comments while the contest runs, everything after', async () => {
    const { root, owner, admin, alice, bob } = kit.accounts;
    const cid = await kit.addContest();
    const fromAlice = await kit.comment(cid, alice);
    const fromBob = await kit.comment(cid, bob);
    const fromOwner = await kit.comment(cid, owner, 'Clarification: n ≤ 10^5');
    const fromRoot = await kit.comment(cid, root, 'Judging is back');
    const fromAdmin = await kit.comment(cid, admin, 'A site admin is a participant here');

    expect(await seenBy(cid, alice)).toEqual(ids([fromAlice, fromOwner, fromRoot]));
    expect((await kit.list(cid, alice)).data.commentList.total).toBe(3);
    expect(await seenBy(cid, bob)).toEqual(ids([fromBob, fromOwner, fromRoot]));
    expect(await seenBy(cid, admin)).toEqual(ids([fromAdmin, fromOwner, fromRoot]));
    const everything = ids([fromAlice, fromBob, fromOwner, fromRoot, fromAdmin]);
    expect(await seenBy(cid, owner)).toEqual(everything);
    expect(await seenBy(cid, root)).toEqual(everything);

    // Replies follow the same rule, and what a participant cannot see cannot be read, liked or answered.
    // What a participant cannot see cannot be read, liked, answered or deleted.
    expect(await kit.call('POST', '/api/reply', bob, { reply: { commentId: fromAlice.id, content: 'bob was here' } })).toMatchObject({
      statusCode: 404,
      msg: 'The comment does not exist',
    });
    expect((await kit.call('GET', `/api/reply?commentId=${String(fromBob.id)}`, alice)).statusCode).toBe(404);
    expect((await kit.call('GET', `/api/comment-like?cid=${String(fromBob.id)}&toLike=true`, alice)).statusCode).toBe(404);
    expect((await kit.call('DELETE', '/api/comment', alice, { id: fromBob.id })).statusCode).toBe(404);
    expect((await kit.call('POST', '/api/reply', owner, { reply: { commentId: fromAlice.id, content: 'the answer' } })).statusCode).toBe(200);
    const aliceView = (await kit.list(cid, alice)).data.commentList.records.find((record) => record.id === fromAlice.id);
    expect(aliceView?.totalReplyNum).toBe(1);
    expect(aliceView?.replyList.map((item) => item.content)).toEqual(['the answer']);

    await kit.setContest(cid, { endTime: new Date(Date.now() - 1000) });
    expect(await seenBy(cid, alice)).toEqual(everything);
    expect((await kit.call('POST', '/api/reply', bob, { reply: { commentId: fromAlice.id, content: 'bob was here' } })).statusCode).toBe(200);
    expect((await kit.call<CommentReplyDto[]>('GET', `/api/reply?commentId=${String(fromAlice.id)}`, alice)).data.map((item) => item.content)).toEqual([
      'the answer',
      'bob was here',
    ]);
  });

  it('lets in the signed-in, registered (private and protected) participants of a started, visible contest', async () => {
    const { root, owner, alice, bob } = kit.accounts;
    expect(await kit.list(await kit.addContest(), null)).toMatchObject({ statusCode: 401, msg: 'Please login first' });

    for (const auth of [ContestAuth.Private, ContestAuth.Protected]) {
      const cid = await kit.addContest({ auth });
      await kit.register(cid, alice);
      expect((await kit.list(cid, alice)).statusCode).toBe(200);
      expect(await kit.list(cid, bob)).toMatchObject({ statusCode: 403, msg: 'You have not registered for this contest' });
      expect(await kit.call('POST', '/api/comment', bob, { cid, content: 'hi' })).toMatchObject({
        statusCode: 403,
        msg: 'You have not registered for this contest',
      });
      expect((await kit.call('POST', '/api/comment', bob, { cid, content: 'hi' }, 'zh-CN')).msg).toBe('您尚未报名该比赛');
      expect((await kit.list(cid, owner)).statusCode).toBe(200);
      expect((await kit.list(cid, root)).statusCode).toBe(200);
    }

    const scheduled = await kit.addContest({ startTime: new Date(Date.now() + HOUR_MS), endTime: new Date(Date.now() + 3 * HOUR_MS) });
    expect(await kit.call('POST', '/api/comment', alice, { cid: scheduled, content: 'hi' })).toMatchObject({
      statusCode: 403,
      msg: 'The contest has not started yet',
    });
    expect((await kit.call('POST', '/api/comment', owner, { cid: scheduled, content: 'Welcome' })).statusCode).toBe(200);

    const hidden = await kit.addContest({ visible: false });
    expect(await kit.list(hidden, alice)).toMatchObject({ statusCode: 404, msg: 'The contest does not exist' });
    expect((await kit.list(hidden, owner)).statusCode).toBe(200);
  });

  it('lets the author, the contest’s owner and a super admin delete a comment, not others', async () => {
    const { root, owner, admin, alice, bob } = kit.accounts;
    const cid = await kit.addContest({ startTime: new Date(Date.now() - 3 * HOUR_MS), endTime: new Date(Date.now() - HOUR_MS) });
    const remove = (who: Account | null, id: number) => kit.call('DELETE', '/api/comment', who, { id, cid });
    const [byAuthor, byOwner, byRoot] = [await kit.comment(cid, alice), await kit.comment(cid, alice), await kit.comment(cid, alice)];

    const listed = (await kit.list(cid, bob)).data.commentList.records;
    expect(listed.every((record) => !record.canDelete)).toBe(true);
    expect((await kit.list(cid, owner)).data.commentList.records.every((record) => record.canDelete)).toBe(true);

    expect(await remove(null, byAuthor.id)).toMatchObject({ statusCode: 401 });
    expect(await remove(bob, byAuthor.id)).toMatchObject({ statusCode: 403, msg: 'You can only delete your own comments and replies' });
    // Another admin is not this contest's admin.
    expect(await remove(admin, byAuthor.id)).toMatchObject({ statusCode: 403 });
    expect(await remove(alice, byAuthor.id)).toMatchObject({ statusCode: 200, msg: 'Delete successfully' });
    expect(await remove(owner, byOwner.id)).toMatchObject({ statusCode: 200 });
    expect(await remove(root, byRoot.id)).toMatchObject({ statusCode: 200 });
    expect(await remove(alice, byAuthor.id)).toMatchObject({ statusCode: 404, msg: 'The comment does not exist' });
    expect((await kit.list(cid, alice)).data.commentList.total).toBe(0);

    // A DELETE that names another contest finds nothing.
    const kept = await kit.comment(cid, alice);
    expect((await kit.call('DELETE', '/api/comment', alice, { id: kept.id, cid: cid + 1000 })).statusCode).toBe(404);

    // Replies: the same rights.
    const first = (await kit.call<CommentReplyDto>('POST', '/api/reply', bob, { reply: { commentId: kept.id, content: 'mine' } })).data;
    const second = (await kit.call<CommentReplyDto>('POST', '/api/reply', bob, { reply: { commentId: kept.id, content: 'mine too' } })).data;
    const removeReply = (who: Account, id: number) => kit.call('DELETE', '/api/reply', who, { reply: { id } });
    expect(await removeReply(alice, first.id)).toMatchObject({ statusCode: 403 });
    expect(await removeReply(bob, first.id)).toMatchObject({ statusCode: 200, msg: 'Delete successfully' });
    expect(await removeReply(owner, second.id)).toMatchObject({ statusCode: 200 });
    expect(await removeReply(owner, second.id)).toMatchObject({ statusCode: 404, msg: 'The reply does not exist' });
    expect((await kit.list(cid, alice)).data.commentList.records[0]?.totalReplyNum).toBe(0);
  });

  it('takes replies to an admin’s comment only from the contest admins', async () => {
    const { root, owner, alice, bob } = kit.accounts;
    const cid = await kit.addContest({ startTime: new Date(Date.now() - 3 * HOUR_MS), endTime: new Date(Date.now() - HOUR_MS) });
    const fromOwner = await kit.comment(cid, owner, 'Clarification');
    const fromRoot = await kit.comment(cid, root, 'Notice');
    const fromAlice = await kit.comment(cid, alice, 'Question');
    const replyTo = (who: Account, commentId: number) => kit.call('POST', '/api/reply', who, { reply: { commentId, content: 'reply' } });

    expect(await replyTo(alice, fromOwner.id)).toMatchObject({
      statusCode: 403,
      msg: 'Only the author of this comment and the contest admins can reply to it',
    });
    expect((await replyTo(alice, fromRoot.id)).statusCode).toBe(403);
    expect((await replyTo(owner, fromOwner.id)).statusCode).toBe(200);
    expect((await replyTo(root, fromOwner.id)).statusCode).toBe(200);
    expect((await replyTo(bob, fromAlice.id)).statusCode).toBe(200);
    expect((await replyTo(alice, fromAlice.id)).statusCode).toBe(200);

    const canReplyOf = async (who: Account) => new Map((await kit.list(cid, who)).data.commentList.records.map((record) => [record.id, record.canReply]));
    expect(Object.fromEntries(await canReplyOf(alice))).toEqual({ [fromOwner.id]: false, [fromRoot.id]: false, [fromAlice.id]: true });
    expect([...(await canReplyOf(owner)).values()].every(Boolean)).toBe(true);
  });
});
