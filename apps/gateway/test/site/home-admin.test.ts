import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@oj/contracts';
import type { AdminToolDto, CarouselItemDto, RecentProblemDto, ToolDto } from '@oj/contracts';
import { createUser } from '../problem/helpers.ts';
import { envelope, startSiteHarness } from './harness.ts';
import type { SiteHarness } from './harness.ts';

// The home page's admin side in the gateway (all-in-one, so the contest service's home-carousel too):
// the carousel images (upload with a link, public list and image, delete), the toolbox links' CRUD,
// and the visible3 switch that hides the latest updated problems. Role answers for each admin call.

const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

function multipart(fileName: string, data: Buffer) {
  const boundary = '----oj-carousel';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('home page admin calls', () => {
  let harness: SiteHarness;
  let dataDir: string;
  let adminToken: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'oj-carousel-'));
    harness = await startSiteHarness('gw_home_admin', { OJ_DATA_DIR: dataDir });
    adminToken = (await createUser(harness.app, 'plainadmin', [Role.Admin])).token;
  }, 60_000);

  afterAll(async () => {
    await harness.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const upload = (token: string | null, name = 'slide.png', data = PNG_1X1, link = 'https://example.org/event') => {
    const body = multipart(name, data);
    return harness.app.inject({
      method: 'POST',
      url: `/api/file/upload-carousel-img?link=${encodeURIComponent(link)}`,
      payload: body.payload,
      headers: { ...body.headers, ...(token ? { authorization: token } : {}) },
    });
  };
  const remove = (id: number, token: string | null) =>
    harness.app.inject({ method: 'DELETE', url: `/api/admin/config/home-carousel?id=${String(id)}`, headers: token ? { authorization: token } : {} });

  it('uploads a carousel image with its link, lists and serves it, then deletes it', async () => {
    const uploaded = await upload(harness.rootToken);
    expect(uploaded.statusCode).toBe(200);
    const item = envelope<CarouselItemDto>(uploaded).data;
    expect(item).toMatchObject({ link: 'https://example.org/event', url: expect.stringMatching(/^\/api\/public\/carousel\/[0-9a-f-]{36}\.png$/) });

    const listed = envelope<CarouselItemDto[]>(await harness.call('GET', '/api/home-carousel')).data;
    expect(listed).toEqual([item]);
    const image = await harness.app.inject({ method: 'GET', url: item.url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(PNG_1X1)).toBe(true);

    expect((await remove(item.id, harness.rootToken)).statusCode).toBe(200);
    expect(envelope<CarouselItemDto[]>(await harness.call('GET', '/api/home-carousel')).data).toEqual([]);
    expect((await harness.app.inject({ method: 'GET', url: item.url })).statusCode).toBe(404);
    expect((await remove(item.id, harness.rootToken)).statusCode).toBe(404);
  });

  it('refuses a carousel upload that is not an image, and a bad link', async () => {
    expect((await upload(harness.rootToken, 'slide.png', Buffer.from('not an image'))).statusCode).toBe(400);
    expect((await upload(harness.rootToken, 'notes.txt', Buffer.from('text'))).statusCode).toBe(400);
    expect((await upload(harness.rootToken, 'slide.png', PNG_1X1, 'javascript:alert(1)')).statusCode).toBe(400);
  });

  it('answers 401 and 403 on the carousel calls to anyone but the super admin', async () => {
    expect((await upload(null)).statusCode).toBe(401);
    expect((await upload(harness.userToken)).statusCode).toBe(403);
    expect((await upload(adminToken)).statusCode).toBe(403);
    expect((await remove(1, null)).statusCode).toBe(401);
    expect((await remove(1, adminToken)).statusCode).toBe(403);
  });

  it('lets the super admin add, change and delete toolbox links; the public list shows the visible ones', async () => {
    const root = harness.rootToken;
    const added = await harness.call('POST', '/api/admin/tools', { token: root, body: { name: ' Graph editor ', url: 'https://example.org/graph', sort: 2 } });
    expect(added.statusCode).toBe(200);
    const tool = envelope<AdminToolDto>(added).data;
    expect(tool).toEqual({ id: expect.any(Number), name: 'Graph editor', url: 'https://example.org/graph', description: null, sort: 2, visible: true });
    const hidden = envelope<AdminToolDto>(
      await harness.call('POST', '/api/admin/tools', { token: root, body: { name: 'Hidden', url: '/x', visible: false } }),
    ).data;

    const all = envelope<AdminToolDto[]>(await harness.call('GET', '/api/admin/tools', { token: root })).data;
    expect(all.map((row) => row.name)).toEqual(['Hidden', 'Graph editor']);
    expect(envelope<ToolDto[]>(await harness.call('GET', '/api/tools')).data.map((row) => row.name)).toEqual(['Graph editor']);

    const changed = await harness.call('PUT', '/api/admin/tools', {
      token: root,
      body: { id: tool.id, name: 'Graphs', url: 'https://example.org/g', description: 'Draws graphs', visible: false },
    });
    expect(envelope<AdminToolDto>(changed).data).toMatchObject({ name: 'Graphs', description: 'Draws graphs', sort: 2, visible: false });
    expect(envelope<ToolDto[]>(await harness.call('GET', '/api/tools')).data).toEqual([]);

    const deleted = await harness.app.inject({ method: 'DELETE', url: `/api/admin/tools?id=${String(hidden.id)}`, headers: { authorization: root } });
    expect(deleted.statusCode).toBe(200);
    expect(envelope<AdminToolDto[]>(await harness.call('GET', '/api/admin/tools', { token: root })).data.map((row) => row.id)).toEqual([tool.id]);
    const again = await harness.app.inject({ method: 'DELETE', url: `/api/admin/tools?id=${String(hidden.id)}`, headers: { authorization: root } });
    expect(again.statusCode).toBe(404);
    expect((await harness.call('PUT', '/api/admin/tools', { token: root, body: { id: hidden.id, name: 'x', url: '/x' } })).statusCode).toBe(404);
    expect((await harness.call('POST', '/api/admin/tools', { token: root, body: { name: 'x', url: 'javascript:1' } })).statusCode).toBe(400);
    expect((await harness.call('POST', '/api/admin/tools', { token: root, body: { name: '', url: '/x' } })).statusCode).toBe(400);
  });

  it('answers 401 and 403 on the tool calls to anyone but the super admin', async () => {
    for (const token of [undefined, harness.userToken, adminToken]) {
      const expected = token === undefined ? 401 : 403;
      expect((await harness.call('GET', '/api/admin/tools', { token })).statusCode).toBe(expected);
      expect((await harness.call('POST', '/api/admin/tools', { token, body: { name: 'x', url: '/x' } })).statusCode).toBe(expected);
      expect((await harness.call('PUT', '/api/admin/tools', { token, body: { id: 1, name: 'x', url: '/x' } })).statusCode).toBe(expected);
    }
  });

  it('lists the latest updated public problems only while visible3 is on', async () => {
    const shown = envelope<RecentProblemDto[]>(await harness.call('GET', '/api/get-recent-updated-problem')).data;
    expect(shown.length).toBeGreaterThan(0);
    const off = await harness.call('POST', '/api/admin/config/set-web-config', { token: harness.rootToken, body: { visible3: false } });
    expect(off.statusCode).toBe(200);
    expect(envelope<RecentProblemDto[]>(await harness.call('GET', '/api/get-recent-updated-problem')).data).toEqual([]);
    await harness.call('POST', '/api/admin/config/set-web-config', { token: harness.rootToken, body: { visible3: true } });
    expect(envelope<RecentProblemDto[]>(await harness.call('GET', '/api/get-recent-updated-problem')).data).toEqual(shown);
  });
});
