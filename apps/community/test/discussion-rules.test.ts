import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@oj/contracts';
import { DiscussionReportEntity } from '@oj/db';
import { startDiscussionKit } from './discussion-kit.ts';
import type { DiscussionKit } from './discussion-kit.ts';

// Spec 03 §5 "Discussion submit" (order and messages) and "Report", §6 roles and the admin thresholds,
// §2.3 the site switch.
describe('discussion rules', () => {
  let kit: DiscussionKit;

  beforeAll(async () => {
    kit = await startDiscussionKit();
  }, 120_000);
  afterAll(async () => {
    await kit.close();
  });

  it('checks title, description, category and content in that order, with the spec messages', async () => {
    const { alice } = kit.accounts;
    const full = { title: 'T', description: 'D', categoryId: kit.categoryId, content: 'C' };
    const cases: [Record<string, unknown>, string][] = [
      [{}, 'Title is required'],
      [{ ...full, title: '   ' }, 'Title is required'],
      [{ ...full, title: 'x'.repeat(256), description: '' }, 'Title Can not exceed 255'],
      [{ ...full, description: undefined, categoryId: undefined }, 'Description is required'],
      [{ ...full, description: 'x'.repeat(256) }, 'Description Can not exceed 255'],
      [{ ...full, categoryId: undefined, content: '' }, 'Category is required'],
      [{ ...full, categoryId: null }, 'Category is required'],
      [{ ...full, content: ' \n ' }, 'Content is required'],
      [{ ...full, content: 'x'.repeat(65_536) }, 'Content Can not exceed 65535'],
      [{ ...full, categoryId: 999_999 }, 'The category does not exist'],
    ];
    for (const [form, msg] of cases) {
      expect(await kit.call('POST', '/api/discussion', alice, form), msg).toMatchObject({ statusCode: 400, msg });
    }
    expect((await kit.call('POST', '/api/discussion', alice, { ...full, title: 'x'.repeat(255), content: 'x'.repeat(65_535) })).statusCode).toBe(200);
    expect((await kit.call('POST', '/api/discussion', alice, {}, 'zh-CN')).msg).toBe('标题不能为空');
    expect((await kit.call('POST', '/api/discussion', alice, { ...full, description: 'x'.repeat(256) }, 'zh-CN')).msg).toBe('描述不能超过 255 个字符');
    // A gid posts into that group (its members only): no such group here.
    expect((await kit.call('POST', '/api/discussion', alice, { ...full, gid: 999_999 })).msg).toBe('The group does not exist');
    expect((await kit.call('POST', '/api/discussion', null, full)).statusCode).toBe(401);
  });

  it('refuses roles barred from discussing and muted roles; admin roles pass the thresholds', async () => {
    const full = { title: 'T', description: 'D', categoryId: kit.categoryId, content: 'C' };
    for (const role of [Role.NoDiscuss, Role.NoSubmitNoDiscuss]) {
      const barred = await kit.account(`barred${String(role)}`, [role]);
      expect(await kit.call('POST', '/api/discussion', barred, full)).toMatchObject({
        statusCode: 403,
        msg: 'Sorry, you have been barred from posting discussions',
      });
    }
    expect(await kit.call('POST', '/api/discussion', kit.accounts.muted, full)).toMatchObject({
      statusCode: 403,
      msg: 'Sorry, you have been muted and cannot post discussions',
    });
    const posted = await kit.post(kit.accounts.alice);
    const barred = await kit.account('barredc', [Role.NoDiscuss]);
    expect(await kit.call('POST', '/api/comment', barred, { did: posted.id, content: 'hi' })).toMatchObject({ statusCode: 403 });
    expect(await kit.call('POST', '/api/comment', kit.accounts.muted, { did: posted.id, content: 'hi' })).toMatchObject({ statusCode: 403 });
  });

  it('asks ordinary users for accepted problems and keeps them under the daily limit', async () => {
    const carol = await kit.account('carol', [Role.User]);
    const posted = await kit.post(kit.accounts.alice);
    await kit.setThresholds({ discussionMinAccepted: 2, discussionDailyLimit: 2, commentMinAccepted: 1 });
    try {
      expect(await kit.call('POST', '/api/discussion', carol, { title: 'T', description: 'D', categoryId: kit.categoryId, content: 'C' })).toMatchObject({
        statusCode: 403,
        msg: 'Sorry, you need at least 2 accepted problems to post a discussion',
      });
      expect(await kit.call('POST', '/api/comment', carol, { did: posted.id, content: 'hi' })).toMatchObject({
        statusCode: 403,
        msg: 'Sorry, you need at least 1 accepted problems to comment or reply',
      });
      // Reading stays open below the thresholds.
      expect((await kit.call('GET', `/api/comments?did=${String(posted.id)}`, carol)).statusCode).toBe(200);
      await kit.solve(carol, 2);
      expect((await kit.call('POST', '/api/comment', carol, { did: posted.id, content: 'hi' })).statusCode).toBe(200);
      await kit.post(carol);
      await kit.post(carol);
      expect(await kit.call('POST', '/api/discussion', carol, { title: 'T', description: 'D', categoryId: kit.categoryId, content: 'C' })).toMatchObject({
        statusCode: 403,
        msg: 'Sorry, you can post at most 2 discussions a day: try again tomorrow',
      });
      // Admin roles are exempt.
      for (let index = 0; index < 3; index += 1) await kit.post(kit.accounts.admin);
    } finally {
      await kit.setThresholds({ discussionMinAccepted: 0, discussionDailyLimit: 0, commentMinAccepted: 0 });
    }
  });

  it('takes a report with a tag or a reason of at most 200 characters', async () => {
    const { alice, bob } = kit.accounts;
    const posted = await kit.post(alice);
    const report = (body: Record<string, unknown>, who = bob) => kit.call('POST', '/api/discussion-report', who, { did: posted.id, ...body });
    expect(await report({})).toMatchObject({ statusCode: 400, msg: 'the report label and reason cannot be empty' });
    expect(await report({ tags: [], reason: '   ' })).toMatchObject({ statusCode: 400, msg: 'the report label and reason cannot be empty' });
    expect(await report({ reason: 'x'.repeat(201) })).toMatchObject({ statusCode: 400, msg: 'Can not exceed 200' });
    expect((await report({ tags: ['Weird'] })).statusCode).toBe(400);
    expect(await report({ tags: ['Spam ads', 'Abusive'], reason: 'Sells things' })).toMatchObject({ statusCode: 200, msg: 'Send successfully' });
    expect((await report({ reason: 'x'.repeat(200) })).statusCode).toBe(200);
    expect((await report({ tags: ['Plagiarism'] })).statusCode).toBe(200);
    expect((await kit.call('POST', '/api/discussion-report', null, { did: posted.id, reason: 'x' })).statusCode).toBe(401);
    const stored = await kit.service.database.dataSource.getRepository(DiscussionReportEntity).find({ where: { did: posted.id }, order: { id: 'ASC' } });
    expect(stored.map((row) => row.content)).toEqual(['#Spam ads##Abusive# Sells things', 'x'.repeat(200), '#Plagiarism#']);
    expect(stored[0]).toMatchObject({ reporter: bob.uid, status: false });
  });

  it('refuses every call while the public discussion area is closed', async () => {
    const { alice, bob } = kit.accounts;
    const posted = await kit.post(alice);
    await kit.setSwitches({ openPublicDiscussion: false });
    try {
      // The categories serve the group discussions too: they close with both areas (group-discussion.test.ts).
      const calls: [string, string, unknown?][] = [
        ['GET', '/api/get-discussion-list'],
        ['GET', `/api/get-discussion-detail?did=${String(posted.id)}`],
        ['POST', '/api/discussion', { title: 'T', description: 'D', categoryId: kit.categoryId, content: 'C' }],
        ['PUT', '/api/discussion', { ...posted, title: 'x' }],
        ['DELETE', `/api/discussion?did=${String(posted.id)}`],
        ['GET', `/api/discussion-like?did=${String(posted.id)}&toLike=true`],
        ['POST', '/api/discussion-report', { did: posted.id, reason: 'x' }],
        ['GET', `/api/comments?did=${String(posted.id)}`],
      ];
      for (const [method, url, body] of calls) {
        const who = method === 'PUT' || method === 'DELETE' ? alice : bob;
        expect(await kit.call(method as 'GET', url, who, body), `${method} ${url}`).toMatchObject({
          statusCode: 403,
          msg: 'The discussion area is not open on this site',
        });
      }
      expect((await kit.call('GET', '/api/get-discussion-list', bob, undefined, 'zh-CN')).msg).toBe('本站未开启讨论区');
    } finally {
      await kit.setSwitches({ openPublicDiscussion: true });
    }
  });
});
