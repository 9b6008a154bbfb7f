import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@oj/contracts';
import type { AdminReportPageDto, DiscussionPageDto } from '@oj/contracts';
import { startDiscussionKit } from './discussion-kit.ts';
import type { DiscussionKit } from './discussion-kit.ts';

// The back office of discussions and reports (spec 03 §2.19, §6) and the super admin's categories.
describe('discussion back office', () => {
  let kit: DiscussionKit;

  beforeAll(async () => {
    kit = await startDiscussionKit();
  }, 120_000);
  afterAll(async () => {
    await kit.close();
  });

  it('refuses non-admins on every admin route', async () => {
    const { alice } = kit.accounts;
    const barred = await kit.account('barredadmin', [Role.NoSubmitMuted]);
    for (const [method, url, body] of [
      ['GET', '/api/admin/discussion'],
      ['PUT', '/api/admin/discussion', { id: 1, status: 1 }],
      ['DELETE', '/api/admin/discussion?id=1'],
      ['GET', '/api/admin/discussion-report'],
      ['PUT', '/api/admin/discussion-report', { id: 1, status: true }],
      ['DELETE', '/api/admin/discussion-report?id=1'],
    ] as const) {
      expect((await kit.call(method, url, null, body)).statusCode, `${method} ${url}`).toBe(401);
      for (const who of [alice, barred]) expect((await kit.call(method, url, who, body)).statusCode, `${method} ${url}`).toBe(403);
    }
    for (const [method, url, body] of [
      ['POST', '/api/discussion-category', { name: 'x' }],
      ['PUT', '/api/discussion-category', { id: 1, name: 'x' }],
      ['DELETE', '/api/discussion-category?id=1'],
    ] as const) {
      expect((await kit.call(method, url, kit.accounts.admin, body)).statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('lists, disables, enables, tops and deletes discussions', async () => {
    const { alice, admin } = kit.accounts;
    const posted = await kit.post(alice, { title: 'Spammy thing' });
    const list = await kit.call<DiscussionPageDto>('GET', '/api/admin/discussion?keyword=Spammy', admin);
    expect(list.data.records.map((record) => record.id)).toEqual([posted.id]);
    expect((await kit.call('PUT', '/api/admin/discussion', admin, { id: posted.id, status: 1 })).msg).toBe('Update Successfully');
    expect((await kit.call('GET', `/api/get-discussion-detail?did=${String(posted.id)}`, alice)).statusCode).toBe(404);
    expect((await kit.call<DiscussionPageDto>('GET', '/api/get-discussion-list?keyword=Spammy')).data.total).toBe(0);
    expect((await kit.call<DiscussionPageDto>('GET', '/api/admin/discussion?status=1', admin)).data.records.map((record) => record.id)).toContain(posted.id);
    // An admin still opens a disabled discussion.
    expect((await kit.call('GET', `/api/get-discussion-detail?did=${String(posted.id)}`, admin)).statusCode).toBe(200);
    await kit.call('PUT', '/api/admin/discussion', admin, { id: posted.id, status: 0, topPriority: true });
    const shown = await kit.call<DiscussionPageDto>('GET', '/api/get-discussion-list');
    expect(shown.data.records[0]).toMatchObject({ id: posted.id, topPriority: true });
    expect((await kit.call('DELETE', `/api/admin/discussion?id=${String(posted.id)}`, admin)).msg).toBe('Delete successfully');
    expect((await kit.call('DELETE', `/api/admin/discussion?id=${String(posted.id)}`, admin)).statusCode).toBe(404);
  });

  it('lists reports, marks them handled and deletes them', async () => {
    const { alice, bob, admin } = kit.accounts;
    const posted = await kit.post(alice, { title: 'Reported one' });
    await kit.call('POST', '/api/discussion-report', bob, { did: posted.id, tags: ['Vulgar'], reason: 'Rude' });
    const page = await kit.call<AdminReportPageDto>('GET', '/api/admin/discussion-report?status=false', admin);
    const report = page.data.records.find((record) => record.did === posted.id);
    expect(report).toMatchObject({ reporter: 'bob', content: '#Vulgar# Rude', status: false, discussionTitle: 'Reported one' });
    const id = report?.id ?? 0;
    expect((await kit.call('PUT', '/api/admin/discussion-report', admin, { id, status: true })).statusCode).toBe(200);
    expect((await kit.call<AdminReportPageDto>('GET', '/api/admin/discussion-report?status=true', admin)).data.records.map((record) => record.id)).toContain(
      id,
    );
    expect((await kit.call('DELETE', `/api/admin/discussion-report?id=${String(id)}`, admin)).statusCode).toBe(200);
    expect((await kit.call('DELETE', `/api/admin/discussion-report?id=${String(id)}`, admin)).msg).toBe('The report does not exist');
  });

  it('lets the super admin add, rename and delete categories', async () => {
    const { root, alice } = kit.accounts;
    const added = await kit.call<{ id: number; name: string }>('POST', '/api/discussion-category', root, { name: ' Contests ' });
    expect(added).toMatchObject({ statusCode: 200, msg: 'Create Successfully', data: { name: 'Contests' } });
    expect((await kit.call('POST', '/api/discussion-category', root, { name: 'Contests' })).msg).toBe('A category of this name already exists');
    expect((await kit.call('POST', '/api/discussion-category', root, { name: '  ' })).msg).toBe('The category name cannot be blank');
    expect((await kit.call('PUT', '/api/discussion-category', root, { id: added.data.id, name: 'Contest talk' })).data).toMatchObject({ name: 'Contest talk' });
    await kit.post(alice, { categoryId: added.data.id });
    expect((await kit.call('DELETE', `/api/discussion-category?id=${String(added.data.id)}`, root)).msg).toBe(
      'The category still has discussions: move or delete them first',
    );
    const spare = await kit.call<{ id: number }>('POST', '/api/discussion-category', root, { name: 'Spare' });
    expect((await kit.call('DELETE', `/api/discussion-category?id=${String(spare.data.id)}`, root)).statusCode).toBe(200);
  });
});
