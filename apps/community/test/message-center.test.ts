import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMENT_RATE_LIMITS } from '@oj/contracts';
import type { RemindMessagePageDto, UnreadMessageCountDto } from '@oj/contracts';
import { UNREAD_COUNTS_SQL } from '@oj/db/reads';
import { startCommentKit } from './comment-kit.ts';
import type { CommentKit } from './comment-kit.ts';

// The message center's calls (spec 03 §2.16, §7 "Messages"): each tab's page with its senders'
// names, marking a page read by reading it, cleaning one message or a whole tab (the caller's only),
// bad input; the comment area's flood limits (429); and the unread count's query plan.

describe('message center calls', () => {
  let kit: CommentKit;
  let cid = 0;

  beforeAll(async () => {
    kit = await startCommentKit();
    cid = await kit.addContest();
    await kit.register(cid, kit.accounts.alice);
    await kit.register(cid, kit.accounts.bob);
  }, 60_000);

  afterAll(async () => {
    await kit.close();
  });

  const unread = async (who = kit.accounts.alice) => (await kit.call<UnreadMessageCountDto>('GET', '/api/msg/unread', who)).data;

  it('lists comments, replies and likes with their senders, and reading a page marks it read', async () => {
    const { owner, alice } = kit.accounts;
    const question = await kit.comment(cid, alice, 'How is the input given?');
    // The contest's owner answers and likes it.
    expect((await kit.call('POST', '/api/reply', owner, { cid, reply: { commentId: question.id, content: 'On standard input.' } })).statusCode).toBe(200);
    expect((await kit.call('GET', `/api/comment-like?cid=${String(question.id)}&toLike=true`, owner)).statusCode).toBe(200);
    expect(await unread()).toEqual({ comment: 0, reply: 1, like: 1, sys: 0, mine: 0 });
    expect((await unread(owner)).comment).toBe(1);

    const replies = await kit.call<RemindMessagePageDto>('GET', '/api/msg/reply', alice);
    expect(replies.statusCode).toBe(200);
    expect(replies.data.total).toBe(1);
    expect(replies.data.records[0]).toMatchObject({
      state: 0,
      action: 'Reply',
      senderId: owner.uid,
      senderUsername: 'owner',
      senderAvatar: '/api/public/avatar/owner.png',
      sourceType: 'Contest',
      sourceId: cid,
      sourceContent: 'On standard input.',
      quoteContent: 'How is the input given?',
      url: `/contest/${String(cid)}/comment`,
    });
    expect(replies.data.records[0]?.sourceTitle).toMatch(/^Cup /);
    // Read now: the reply counter dropped, the likes' did not.
    expect(await unread()).toEqual({ comment: 0, reply: 0, like: 1, sys: 0, mine: 0 });
    expect((await kit.call<RemindMessagePageDto>('GET', '/api/msg/reply', alice)).data.records[0]?.state).toBe(1);

    const likes = await kit.call<RemindMessagePageDto>('GET', '/api/msg/like', alice);
    expect(likes.data.records.map((record) => [record.action, record.sourceContent, record.quoteContent])).toEqual([
      ['Like_Discuss', null, 'How is the input given?'],
    ]);
    const comments = await kit.call<RemindMessagePageDto>('GET', '/api/msg/comment', owner);
    expect(comments.data.records.map((record) => [record.senderUsername, record.sourceContent])).toEqual([['alice', 'How is the input given?']]);
    expect(await unread()).toEqual({ comment: 0, reply: 0, like: 0, sys: 0, mine: 0 });
    expect(await unread(owner)).toEqual({ comment: 0, reply: 0, like: 0, sys: 0, mine: 0 });
  });

  it('pages a tab 6 at a time, newest first', async () => {
    const { owner, bob } = kit.accounts;
    const question = await kit.comment(cid, bob, 'Question');
    for (let index = 0; index < 8; index += 1)
      await kit.call('POST', '/api/reply', owner, { cid, reply: { commentId: question.id, content: `answer ${String(index)}` } });
    const first = await kit.call<RemindMessagePageDto>('GET', '/api/msg/reply', bob);
    expect(first.data.total).toBe(8);
    expect(first.data.records.map((record) => record.sourceContent)).toEqual(['answer 7', 'answer 6', 'answer 5', 'answer 4', 'answer 3', 'answer 2']);
    expect((await unread(bob)).reply).toBe(2);
    const second = await kit.call<RemindMessagePageDto>('GET', '/api/msg/reply?currentPage=2', bob);
    expect(second.data.records.map((record) => record.sourceContent)).toEqual(['answer 1', 'answer 0']);
    expect((await unread(bob)).reply).toBe(0);
  });

  it('cleans one message or a whole tab of the caller only', async () => {
    const { alice, bob } = kit.accounts;
    const bobs = (await kit.call<RemindMessagePageDto>('GET', '/api/msg/reply', bob)).data;
    const one = bobs.records[0]?.id ?? 0;
    // Someone else's message is not found among the caller's: nothing deleted.
    expect((await kit.call<{ deleted: number }>('DELETE', `/api/msg/clean?type=Reply&id=${String(one)}`, alice)).data.deleted).toBe(0);
    expect((await kit.call<{ deleted: number }>('DELETE', `/api/msg/clean?type=Like&id=${String(one)}`, bob)).data.deleted).toBe(0);
    const single = await kit.call<{ deleted: number }>('DELETE', `/api/msg/clean?type=Reply&id=${String(one)}`, bob);
    expect(single.statusCode).toBe(200);
    expect(single.msg).toBe('Delete successfully');
    expect(single.data.deleted).toBe(1);
    expect((await kit.call<RemindMessagePageDto>('GET', '/api/msg/reply', bob)).data.total).toBe(7);
    expect((await kit.call<{ deleted: number }>('DELETE', '/api/msg/clean?type=Reply', bob)).data.deleted).toBe(7);
    expect((await kit.call<RemindMessagePageDto>('GET', '/api/msg/reply', bob)).data.total).toBe(0);
    // Alice's reply is still there.
    expect((await kit.call<RemindMessagePageDto>('GET', '/api/msg/reply', alice)).data.total).toBe(1);
  });

  it('refuses bad input with 400 and anonymous callers with 401', async () => {
    const { alice } = kit.accounts;
    for (const url of ['/api/msg/clean?type=Everything', '/api/msg/clean', '/api/msg/clean?type=Reply&id=abc', '/api/msg/clean?type=Reply&id=0']) {
      const answer = await kit.call('DELETE', url, alice);
      expect(answer.statusCode, url).toBe(400);
      expect(answer.msg).not.toBe('');
    }
    for (const url of ['/api/msg/reply?currentPage=0', '/api/msg/sys?limit=1000', '/api/msg/mine?currentPage=x'])
      expect((await kit.call('GET', url, alice)).statusCode, url).toBe(400);
    for (const url of ['/api/msg/comment', '/api/msg/reply', '/api/msg/like', '/api/msg/sys', '/api/msg/mine', '/api/msg/unread'])
      expect((await kit.call('GET', url, null)).statusCode, url).toBe(401);
    expect((await kit.call('DELETE', '/api/msg/clean?type=Sys', null)).statusCode).toBe(401);
  });

  it('limits comment and reply floods, and like floods, of one account with a 429 and a clear message', async () => {
    const { root, admin } = kit.accounts;
    const flood = await kit.addContest();
    // root: the earlier tests posted nothing as root, so its window is empty.
    let refused: { statusCode: number; msg: string } | null = null;
    let posted = 0;
    for (let index = 0; index <= COMMENT_RATE_LIMITS.postsPerWindow; index += 1) {
      const answer = await kit.call('POST', '/api/comment', root, { cid: flood, content: `flood ${String(index)}` });
      if (answer.statusCode === 200) posted += 1;
      else refused = answer;
    }
    expect(posted).toBe(COMMENT_RATE_LIMITS.postsPerWindow);
    expect(refused).toMatchObject({ statusCode: 429, msg: 'You can post at most 10 comments and replies in 60 seconds, please try again later' });
    const zh = await kit.call('POST', '/api/comment', root, { cid: flood, content: 'more' }, 'zh-CN');
    expect(zh.statusCode).toBe(429);
    expect(zh.msg).toBe('每 60 秒内最多发表 10 条评论和回复，请稍后再试');
    // Replies count in the same window.
    const first = (await kit.list(flood, root)).data.commentList.records[0];
    expect((await kit.call('POST', '/api/reply', root, { cid: flood, reply: { commentId: first?.id ?? 0, content: 'x' } })).statusCode).toBe(429);

    // Likes: another admin (who liked nothing yet) likes, takes back and likes again (taking back is not counted).
    const ids = (await kit.list(flood, admin, '&limit=50')).data.commentList.records.map((record) => record.id);
    let likes = 0;
    let likeRefusal = '';
    for (let round = 0; likes < COMMENT_RATE_LIMITS.likesPerWindow + 1 && round < 10; round += 1) {
      for (const id of ids) {
        const answer = await kit.call('GET', `/api/comment-like?cid=${String(id)}&toLike=true`, admin);
        if (answer.statusCode === 429) {
          likeRefusal = answer.msg;
          break;
        }
        likes += 1;
        await kit.call('GET', `/api/comment-like?cid=${String(id)}&toLike=false`, admin);
      }
      if (likeRefusal !== '') break;
    }
    expect(likes).toBe(COMMENT_RATE_LIMITS.likesPerWindow);
    expect(likeRefusal).toBe('You can give at most 30 likes in 60 seconds, please try again later');
  });

  it('counts unread messages with one query that reads only the (recipient, state, kind) indices', async () => {
    const db = kit.service.database.dataSource;
    const plan = await db.query<{ table: string | null; type: string | null; key: string | null; Extra: string | null }[]>(`EXPLAIN ${UNREAD_COUNTS_SQL}`, [
      kit.accounts.alice.uid,
      0,
      kit.accounts.alice.uid,
      0,
    ]);
    // Printed for docs/operations.md ("Unread counts").
    console.log(plan.map((row) => `${String(row.table)} ${String(row.type)} ${String(row.key)} ${String(row.Extra)}`).join('\n'));
    const tables = plan.filter((row) => row.table === 'msg_remind' || row.table === 'user_sys_notice');
    expect(tables).toHaveLength(2);
    for (const row of tables) {
      expect(row.type).not.toBe('ALL');
      expect(row.key).toMatch(/^IDX_(msg_remind|user_sys_notice)_recipient_state_/);
      expect(row.Extra ?? '').toContain('Using index');
    }
  });
});
