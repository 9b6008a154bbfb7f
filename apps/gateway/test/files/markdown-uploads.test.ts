import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { GroupAuth, MD_IMAGE_MAX_BYTES, Role } from '@oj/contracts';
import { FileEntity, GroupEntity, GroupMemberEntity, UserInfoEntity, seedDefaults } from '@oj/db';
import { createTestDatabase } from '@oj/db/testing';
import type { TestDatabase } from '@oj/db/testing';
import { createService, hashPassword, isTokenRevoked } from '@oj/service-kit';
import { filesModule } from '../../src/modules/files/index.ts';
import { deleteNamespaceBuckets, gatewayTestConfig, testDeps } from '../helpers.ts';

const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const PDF = Buffer.from('%PDF-1.4\n%\u00e2\u00e3\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n', 'latin1');

function multipart(field: string, fileName: string, data: Buffer) {
  const boundary = '----oj-md-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('markdown editor uploads (spec 03 §2.18)', () => {
  let app: FastifyInstance;
  let database: TestDatabase;
  let dataDir: string;
  let rootUid: string;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    database = await createTestDatabase('md_files');
    dataDir = await mkdtemp(join(tmpdir(), 'oj-md-'));
    await seedDefaults(database.dataSource, { rootPasswordHash: await hashPassword('root-password') });
    const plugin: FastifyPluginAsync = async (instance) => {
      await instance.register(filesModule, { prefix: '/api', deps: testDeps(instance) });
    };
    app = await createService({ config: gatewayTestConfig({ OJ_DATA_DIR: dataDir }), dataSource: database.dataSource, isTokenRevoked, plugin });
    rootUid = (await app.db.getRepository(UserInfoEntity).findOneByOrFail({ username: 'root' })).uid;
    tokens.root = app.signToken({ uid: rootUid, username: 'root', roles: [Role.SuperAdmin] });
    tokens.problemAdmin = app.signToken({ uid: rootUid, username: 'root', roles: [Role.ProblemAdmin] });
    tokens.user = app.signToken({ uid: randomUUID(), username: 'someone', roles: [Role.User] });
    tokens.siteAdmin = app.signToken({ uid: randomUUID(), username: 'siteadmin', roles: [Role.Admin] });
    // A group with an ordinary user as its admin (level 4) and another as a member (3), and a second group.
    const groups = app.db.getRepository(GroupEntity);
    const group = (name: string) =>
      groups.insert({
        name,
        shortName: name.slice(0, 10),
        brief: 'brief',
        description: 'a group',
        owner: rootUid,
        auth: GroupAuth.Public,
        code: null,
        visible: true,
        status: 0,
        avatar: null,
      });
    gid = Number((await group('Upload Club')).identifiers[0]?.id);
    otherGid = Number((await group('Other Club')).identifiers[0]?.id);
    for (const [name, level] of [
      ['groupAdmin', 4],
      ['member', 3],
    ] as const) {
      const uid = randomUUID();
      await app.db.getRepository(GroupMemberEntity).insert({ gid, uid, auth: level, reason: null });
      tokens[name] = app.signToken({ uid, username: name, roles: [Role.User] });
    }
  });
  let gid = 0;
  let otherGid = 0;

  afterAll(async () => {
    await deleteNamespaceBuckets(app);
    await app.close();
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  const upload = (path: string, field: string, name: string, data: Buffer, token: string | null = tokens.root ?? null, query = '') => {
    const body = multipart(field, name, data);
    return app.inject({
      method: 'POST',
      url: `/api/file/${path}${query}`,
      payload: body.payload,
      headers: { ...body.headers, ...(token ? { authorization: token } : {}) },
    });
  };

  it('stores an image, records it, answers its link and file id, and serves it', async () => {
    const response = await upload('upload-md-img', 'image', 'graph.png', PNG_1X1, tokens.problemAdmin ?? null);
    expect(response.statusCode).toBe(200);
    const { msg, data } = response.json<{ msg: string; data: { link: string; fileId: number } }>();
    expect(msg).toBe('Upload successfully');
    expect(data.link).toMatch(/^\/api\/public\/md-img\/[0-9a-f-]{36}\.png$/);
    const row = await app.db.getRepository(FileEntity).findOneByOrFail({ id: data.fileId });
    expect(row).toMatchObject({ uid: rootUid, gid: null, name: 'graph.png', type: 'md-img', suffix: 'png', isDeleted: false });
    expect(await readFile(join(dataDir, row.filePath))).toEqual(PNG_1X1);

    const served = await app.inject({ method: 'GET', url: data.link });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload).toEqual(PNG_1X1);
  });

  it('stores a file: a PDF shows inline, anything else downloads', async () => {
    const pdf = await upload('upload-md-file', 'file', 'statement.pdf', PDF);
    expect(pdf.statusCode).toBe(200);
    const pdfLink = pdf.json<{ data: { link: string } }>().data.link;
    expect(pdfLink).toMatch(/^\/api\/public\/md-file\/[0-9a-f-]{36}\.pdf$/);
    const served = await app.inject({ method: 'GET', url: pdfLink });
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toBeUndefined();
    // The site's own pages may frame a PDF (a lesson's document dialog); no other site may.
    expect(served.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(served.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(served.headers['content-security-policy']).toContain("default-src 'none'");

    const text = await upload('upload-md-file', 'file', 'data.in', Buffer.from('1 2\n'));
    const textLink = text.json<{ data: { link: string } }>().data.link;
    const download = await app.inject({ method: 'GET', url: textLink });
    expect(download.headers['content-disposition']).toMatch(/^attachment;/);
    expect(download.body).toBe('1 2\n');
  });

  it('refuses a wrong type, an image whose bytes are not an image, and a file too large, storing nothing', async () => {
    const before = await app.db.getRepository(FileEntity).count();
    const html = await upload('upload-md-file', 'file', 'page.html', Buffer.from('<script>alert(1)</script>'));
    expect(html.statusCode).toBe(400);
    expect(html.json<{ msg: string }>().msg).toBe('file type not supported');
    const fake = await upload('upload-md-img', 'image', 'fake.png', Buffer.from('not an image at all'));
    expect(fake.json<{ msg: string }>().msg).toBe('file type not supported');
    const big = await upload('upload-md-img', 'image', 'big.png', Buffer.concat([PNG_1X1, Buffer.alloc(MD_IMAGE_MAX_BYTES)]));
    expect(big.statusCode).toBe(400);
    expect(big.json<{ msg: string }>().msg).toBe('exceed max size limit');
    const empty = await app.inject({
      method: 'POST',
      url: '/api/file/upload-md-img',
      headers: { authorization: tokens.root, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(empty.statusCode).toBe(400);
    expect(await app.db.getRepository(FileEntity).count()).toBe(before);
  });

  it('is for the admin roles only: 401 anonymous, 403 a user', async () => {
    expect((await upload('upload-md-img', 'image', 'a.png', PNG_1X1, null)).statusCode).toBe(401);
    expect((await upload('upload-md-img', 'image', 'a.png', PNG_1X1, tokens.user ?? null)).statusCode).toBe(403);
    expect((await upload('upload-md-file', 'file', 'a.pdf', PDF, tokens.user ?? null)).statusCode).toBe(403);
  });

  it("lets a group admin upload images into their group's texts (spec 03 §2.18), and nothing else", async () => {
    const answer = (token: string | undefined, path = 'upload-md-img', query = `?gid=${String(gid)}`) =>
      path === 'upload-md-img' ? upload(path, 'image', 'a.png', PNG_1X1, token ?? null, query) : upload(path, 'file', 'a.pdf', PDF, token ?? null, query);
    const mine = await answer(tokens.groupAdmin);
    expect(mine.statusCode).toBe(200);
    const fileId = mine.json<{ data: { fileId: number } }>().data.fileId;
    expect(await app.db.getRepository(FileEntity).findOneByOrFail({ id: fileId })).toMatchObject({ gid, type: 'md-img' });
    // Not without the group, not for another group, not files (an image link only), not as a plain member.
    expect((await answer(tokens.groupAdmin, 'upload-md-img', '')).json<{ msg: string }>().msg).toBe(
      'Only admins, or a group admin for their group, may upload images',
    );
    expect((await answer(tokens.groupAdmin, 'upload-md-img', `?gid=${String(otherGid)}`)).json<{ msg: string }>().msg).toBe(
      'Only the admins of that group may upload into its texts',
    );
    expect((await answer(tokens.groupAdmin, 'upload-md-file')).statusCode).toBe(403);
    expect((await answer(tokens.member)).statusCode).toBe(403);
    // A site admin files nothing under a group they do not administer; a super admin is root in every group.
    expect((await answer(tokens.siteAdmin)).statusCode).toBe(403);
    expect((await answer(tokens.siteAdmin, 'upload-md-file')).statusCode).toBe(403);
    expect((await answer(tokens.siteAdmin, 'upload-md-img', '?gid=0')).statusCode).toBe(200);
    expect((await answer(tokens.root)).statusCode).toBe(200);
    expect((await answer(tokens.root, 'upload-md-file')).statusCode).toBe(200);
    expect((await answer(tokens.root, 'upload-md-img', '?gid=999999')).statusCode).toBe(404);
    // The uploader deletes their image; another user may not.
    const other = await app.inject({ method: 'GET', url: `/api/file/delete-md-img?fileId=${String(fileId)}`, headers: { authorization: tokens.member } });
    expect(other.statusCode).toBe(403);
    const own = await app.inject({ method: 'GET', url: `/api/file/delete-md-img?fileId=${String(fileId)}`, headers: { authorization: tokens.groupAdmin } });
    expect(own.statusCode).toBe(200);
  });

  it('deletes an uploaded image: the row is marked and the link stops serving', async () => {
    const { data } = (await upload('upload-md-img', 'image', 'gone.png', PNG_1X1)).json<{ data: { link: string; fileId: number } }>();
    const refused = await app.inject({ method: 'GET', url: `/api/file/delete-md-img?fileId=${data.fileId}`, headers: { authorization: tokens.user } });
    expect(refused.statusCode).toBe(403);
    const deleted = await app.inject({ method: 'GET', url: `/api/file/delete-md-img?fileId=${data.fileId}`, headers: { authorization: tokens.root } });
    expect(deleted.statusCode).toBe(200);
    expect((await app.db.getRepository(FileEntity).findOneByOrFail({ id: data.fileId })).isDeleted).toBe(true);
    expect((await app.inject({ method: 'GET', url: data.link })).statusCode).toBe(404);
    expect(
      (await app.inject({ method: 'GET', url: `/api/file/delete-md-img?fileId=${data.fileId}`, headers: { authorization: tokens.root } })).statusCode,
    ).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/public/md-img/..%2F..%2Fetc%2Fpasswd' })).statusCode).toBe(400);
  });
});
