import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommentDto } from '@oj/contracts';
import { startCommentKit } from './comment-kit.ts';
import type { CommentKit } from './comment-kit.ts';

// Posting and listing in a contest's Q&A (spec 03 §2.17, §5, §7; spec 02 ContestComment).
describe('POST /api/comment and GET /api/comments', () => {
  let kit: CommentKit;
  let cid: number;

  beforeAll(async () => {
    kit = await startCommentKit();
    cid = await kit.addContest();
  });
  afterAll(async () => {
    await kit.close();
  });

  it('posts a comment and answers it with its author, role badge and title', async () => {
    const { alice, root } = kit.accounts;
    const answer = await kit.call<CommentDto>('POST', '/api/comment', alice, { cid, content: 'Is **n** at most 10^5?' });
    expect(answer).toMatchObject({ statusCode: 200, msg: 'Comment Successfully' });
    expect(answer.data).toMatchObject({
      cid,
      did: null,
      content: 'Is **n** at most 10^5?',
      fromUid: alice.uid,
      fromName: 'alice',
      fromAvatar: '/api/public/avatar/alice.png',
      fromRole: 'user',
      fromTitleName: 'Star',
      fromTitleColor: '#ff0000',
      likeNum: 0,
      totalReplyNum: 0,
      replyList: [],
      canDelete: true,
    });
    const fromRoot = await kit.comment(cid, root, 'Yes.');
    expect(fromRoot.fromRole).toBe('root');
    const zh = await kit.call('POST', '/api/comment', alice, { cid, content: 'again' }, 'zh-CN');
    expect(zh.msg).toBe('评论成功');
  });

  it('refuses blank and over-long content, in both languages', async () => {
    const { alice } = kit.accounts;
    for (const content of ['', '   \n\t ']) {
      expect(await kit.call('POST', '/api/comment', alice, { cid, content })).toMatchObject({
        statusCode: 400,
        status: 400,
        msg: 'Content cannot be empty',
        data: null,
      });
    }
    expect((await kit.call('POST', '/api/comment', alice, { cid, content: ' ' }, 'zh-CN')).msg).toBe('内容不能为空');
    expect(await kit.call('POST', '/api/comment', alice, { cid, content: 'x'.repeat(10_001) })).toMatchObject({ statusCode: 400, msg: 'Can not exceed 10000' });
    expect((await kit.call('POST', '/api/comment', alice, { cid, content: 'x'.repeat(10_001) }, 'zh-CN')).msg).toBe('不能超过 10000 个字符');
    expect((await kit.call('POST', '/api/comment', alice, { cid, content: 'x'.repeat(10_000) })).statusCode).toBe(200);
    expect(await kit.call('POST', '/api/comment', alice, { cid })).toMatchObject({ statusCode: 400, msg: 'content is required' });
  });

  it('needs sign-in, a voice and exactly one of cid and did', async () => {
    const { alice, muted } = kit.accounts;
    expect(await kit.call('POST', '/api/comment', null, { cid, content: 'hi' })).toMatchObject({ statusCode: 401, msg: 'Please login first' });
    expect(await kit.call('POST', '/api/comment', muted, { cid, content: 'hi' })).toMatchObject({
      statusCode: 403,
      msg: 'Sorry, you have been muted and cannot comment or reply',
    });
    for (const body of [{ content: 'hi' }, { content: 'hi', cid, did: 3 }, { content: 'hi', cid: null, did: null }]) {
      expect(await kit.call('POST', '/api/comment', alice, body)).toMatchObject({ statusCode: 400, msg: 'Give either cid (a contest) or did (a discussion)' });
    }
    expect((await kit.call('GET', '/api/comments', alice)).msg).toBe('Give either cid (a contest) or did (a discussion)');
  });

  it('answers 404 for a contest or discussion that does not exist', async () => {
    const { alice } = kit.accounts;
    expect(await kit.call('POST', '/api/comment', alice, { cid: 999_999, content: 'hi' })).toMatchObject({
      statusCode: 404,
      msg: 'The contest does not exist',
    });
    // Discussions arrive with their issue: every did is unknown until then.
    expect(await kit.call('POST', '/api/comment', alice, { did: 1, content: 'hi' })).toMatchObject({ statusCode: 404, msg: 'The discussion does not exist' });
    expect(await kit.call('GET', '/api/comments?did=1', null)).toMatchObject({ statusCode: 404, msg: 'The discussion does not exist' });
    expect((await kit.call('GET', '/api/comments?did=1', null, undefined, 'zh-CN')).msg).toBe('该讨论不存在');
  });

  it('is refused while the site switches are off', async () => {
    const { alice } = kit.accounts;
    await kit.setSwitches({ openContestComment: false, openPublicDiscussion: false });
    try {
      expect(await kit.call('POST', '/api/comment', alice, { cid, content: 'hi' })).toMatchObject({
        statusCode: 403,
        msg: 'The contest comment area is not open on this site',
      });
      expect((await kit.list(cid, alice)).statusCode).toBe(403);
      expect((await kit.call('GET', `/api/comments?cid=${String(cid)}`, alice, undefined, 'zh-CN')).msg).toBe('本站未开启比赛评论区');
      expect(await kit.call('GET', '/api/comments?did=1', alice)).toMatchObject({ statusCode: 403, msg: 'The discussion area is not open on this site' });
    } finally {
      await kit.setSwitches({ openContestComment: true, openPublicDiscussion: true });
    }
    expect((await kit.list(cid, alice)).statusCode).toBe(200);
  });

  it('pages the comments newest first, 10 a page, with the total', async () => {
    const { bob, owner } = kit.accounts;
    const paged = await kit.addContest();
    const posted: number[] = [];
    for (let i = 0; i < 12; i++) posted.push((await kit.comment(paged, i % 2 === 0 ? owner : bob, `Comment ${String(i)}`)).id);
    const first = await kit.list(paged, owner);
    expect(first.data.commentList.total).toBe(12);
    expect(first.data.commentList.records.map((record) => record.id)).toEqual(posted.toReversed().slice(0, 10));
    const second = await kit.list(paged, owner, '&currentPage=2');
    expect(second.data.commentList.records.map((record) => record.id)).toEqual(posted.toReversed().slice(10));
    expect((await kit.list(paged, owner, '&currentPage=2&limit=5')).data.commentList.records).toHaveLength(5);
    // A page below 1 is the first; a size out of range is 10.
    expect((await kit.list(paged, owner, '&currentPage=-3&limit=5000')).data.commentList.records).toHaveLength(10);
    expect((await kit.list(paged, owner, '&currentPage=9')).data.commentList).toEqual({ records: [], total: 12 });
  });

  it('refuses malformed queries and bodies with a 400 envelope', async () => {
    const { alice } = kit.accounts;
    for (const url of [
      '/api/comments?cid=abc',
      '/api/comments?cid=0',
      '/api/comments?cid=1e400',
      '/api/reply?commentId=x',
      '/api/comment-like?cid=1&toLike=maybe',
    ]) {
      const answer = await kit.call('GET', url, alice);
      expect(answer.statusCode, url).toBe(400);
      expect(answer.msg, url).not.toBe('');
    }
    for (const body of [
      { cid, content: { text: 'hi' } },
      { cid: 'x', content: 'hi' },
      { cid: -1, content: 'hi' },
    ]) {
      expect((await kit.call('POST', '/api/comment', alice, body)).statusCode).toBe(400);
    }
    expect((await kit.call('POST', '/api/reply', alice, { reply: { commentId: 1 } })).statusCode).toBe(400);
    expect((await kit.call('DELETE', '/api/reply', alice, {})).statusCode).toBe(400);
  });
});
