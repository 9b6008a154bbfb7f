import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnnouncementDto, AnnouncementPageDto } from '@oj/contracts';
import { startCommentKit } from './comment-kit.ts';
import type { CommentKit } from './comment-kit.ts';

// Site announcements (spec 03 §2.17, §7 get-common-announcement; admin `announcement`, super admin):
// the home panel's pages of 5 visible ones, newest first; the back office's list, add, change, delete.

describe('site announcements', () => {
  let kit: CommentKit;

  beforeAll(async () => {
    kit = await startCommentKit();
  }, 60_000);

  afterAll(async () => {
    await kit.close();
  });

  const add = async (title: string, status = 0): Promise<AnnouncementDto> => {
    const answer = await kit.call<AnnouncementDto>('POST', '/api/admin/announcement', kit.accounts.root, { title, content: `# ${title}\n\ntext`, status });
    expect(answer.statusCode).toBe(200);
    return answer.data;
  };
  const common = (query = '') => kit.call<AnnouncementPageDto>('GET', `/api/get-common-announcement${query}`);

  it('answers an empty page before any announcement', async () => {
    expect(await common()).toMatchObject({ statusCode: 200, data: { total: 0, records: [] } });
  });

  it('pages the visible announcements 5 at a time, newest first, with author and time', async () => {
    const added: AnnouncementDto[] = [];
    for (let index = 1; index <= 7; index += 1) added.push(await add(`Notice ${String(index)}`));
    await add('Hidden one', 1);

    const first = await common();
    expect(first.data.total).toBe(7);
    expect(first.data.records.map((row) => row.title)).toEqual(['Notice 7', 'Notice 6', 'Notice 5', 'Notice 4', 'Notice 3']);
    expect(first.data.records[0]).toMatchObject({ username: 'root', content: '# Notice 7\n\ntext', status: 0, gmtCreate: expect.any(String) });
    const second = await common('?currentPage=2&limit=5');
    expect(second.data.records.map((row) => row.title)).toEqual(['Notice 2', 'Notice 1']);
    expect((await common('?currentPage=3')).data.records).toEqual([]);
    expect((await common('?currentPage=0')).statusCode).toBe(400);
    expect((await common('?limit=1000')).statusCode).toBe(400);
  });

  it('lets the super admin list every one, change and delete; the home panel follows', async () => {
    const list = await kit.call<AnnouncementPageDto>('GET', '/api/admin/announcement?currentPage=1&limit=10', kit.accounts.root);
    expect(list.data.total).toBe(8);
    expect(list.data.records[0]).toMatchObject({ title: 'Hidden one', status: 1 });
    const hidden = list.data.records[0] as AnnouncementDto;

    const shown = await kit.call<AnnouncementDto>(
      'PUT',
      '/api/admin/announcement',
      kit.accounts.root,
      { id: hidden.id, title: ' Shown now ', content: 'body', status: 0 },
      'zh-CN',
    );
    expect(shown).toMatchObject({ statusCode: 200, msg: '修改成功', data: { title: 'Shown now', status: 0 } });
    expect((await common()).data.records[0]?.title).toBe('Shown now');

    const deleted = await kit.call('DELETE', `/api/admin/announcement?id=${String(hidden.id)}`, kit.accounts.root);
    expect(deleted).toMatchObject({ statusCode: 200, msg: 'Delete successfully' });
    expect((await common()).data.total).toBe(7);
    expect((await kit.call('DELETE', `/api/admin/announcement?id=${String(hidden.id)}`, kit.accounts.root)).statusCode).toBe(404);
    const missing = await kit.call('PUT', '/api/admin/announcement', kit.accounts.root, { id: hidden.id, title: 'x', content: 'y' }, 'zh-CN');
    expect(missing).toMatchObject({ statusCode: 404, msg: '该公告不存在' });
  });

  it('refuses blank or over-long fields with a 400', async () => {
    const root = kit.accounts.root;
    expect(await kit.call('POST', '/api/admin/announcement', root, { title: '   ', content: 'x' })).toMatchObject({
      statusCode: 400,
      msg: 'The title cannot be blank',
    });
    expect(await kit.call('POST', '/api/admin/announcement', root, { title: 'x', content: '  ' })).toMatchObject({
      statusCode: 400,
      msg: 'The content cannot be blank',
    });
    expect((await kit.call('POST', '/api/admin/announcement', root, { title: 'x'.repeat(256), content: 'y' })).statusCode).toBe(400);
    expect((await kit.call('POST', '/api/admin/announcement', root, { title: 'x', content: 'y', status: 2 })).statusCode).toBe(400);
  });

  it('answers anonymous 401 and users and plain admins 403 on the admin calls', async () => {
    const { alice, admin } = kit.accounts;
    for (const [method, url, body] of [
      ['GET', '/api/admin/announcement', undefined],
      ['POST', '/api/admin/announcement', { title: 't', content: 'c' }],
      ['PUT', '/api/admin/announcement', { id: 1, title: 't', content: 'c' }],
      ['DELETE', '/api/admin/announcement?id=1', undefined],
    ] as const) {
      expect((await kit.call(method, url, null, body)).statusCode).toBe(401);
      expect((await kit.call(method, url, alice, body)).statusCode).toBe(403);
      expect((await kit.call(method, url, admin, body)).statusCode).toBe(403);
    }
  });
});
