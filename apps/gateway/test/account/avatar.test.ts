import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { FileEntity, UserInfoEntity } from '@oj/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountHarness } from './helpers.ts';
import { envelope, insertUser, login, startAccountApp } from './helpers.ts';

const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const JPEG_HEAD = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]);
const MAX_BYTES = 2_097_152;

/** A multipart/form-data body with one file part. */
function multipart(field: string, fileName: string, data: Buffer, type = 'application/octet-stream') {
  const boundary = '----oj-test-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** `size` bytes starting with a real PNG, padded with zeros. */
function pngOfSize(size: number): Buffer {
  return Buffer.concat([PNG_1X1, Buffer.alloc(size - PNG_1X1.length)]);
}

describe('avatar upload', () => {
  let harness: AccountHarness;
  let token: string;
  let uid: string;

  beforeAll(async () => {
    harness = await startAccountApp('acc_avatar');
    uid = await insertUser(harness.app, { username: 'pia', password: 'pia-pass', email: 'pia@example.org' });
    token = await login(harness.app, 'pia', 'pia-pass');
  });

  afterAll(async () => {
    await harness.close();
  });

  const upload = (fileName: string, data: Buffer, field = 'image') => {
    const body = multipart(field, fileName, data);
    return harness.app.inject({ method: 'POST', url: '/api/file/upload-avatar', payload: body.payload, headers: { ...body.headers, authorization: token } });
  };

  it('stores a png, records a file row, points the user at it and serves it', async () => {
    const response = await upload('me.png', PNG_1X1);
    expect(response.statusCode).toBe(200);
    const body = envelope(response);
    expect(body.msg).toBe('Upload avatar successfully');
    const avatar = (body.data as { avatar: string }).avatar;
    expect(avatar).toMatch(/^\/api\/public\/avatar\/[0-9a-f-]{36}\.png$/);
    expect((await harness.app.db.getRepository(UserInfoEntity).findOneByOrFail({ uid })).avatar).toBe(avatar);

    const fileName = avatar.split('/').pop() ?? '';
    expect(await readFile(join(harness.dataDir, 'avatars', fileName))).toEqual(PNG_1X1);
    expect(await harness.app.db.getRepository(FileEntity).findBy({ uid })).toMatchObject([
      { name: 'me.png', suffix: 'png', type: 'avatar', folderPath: 'avatars', filePath: `avatars/${fileName}`, isDeleted: false },
    ]);

    const served = await harness.app.inject({ method: 'GET', url: avatar });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload).toEqual(PNG_1X1);
  });

  it('marks the previous avatar deleted on a new upload; the bytes decide the stored type', async () => {
    const response = await upload('photo.jpeg', Buffer.concat([JPEG_HEAD, Buffer.alloc(100)]));
    expect(response.statusCode).toBe(200);
    expect((envelope(response).data as { avatar: string }).avatar).toMatch(/\.jpg$/);
    const rows = await harness.app.db.getRepository(FileEntity).find({ where: { uid }, order: { id: 'ASC' } });
    expect(rows.map((row) => [row.suffix, row.isDeleted])).toEqual([
      ['png', true],
      ['jpg', false],
    ]);
  });

  it('accepts each allowed extension: gif, jpg, jpeg, png, bmp and webp, in any case', async () => {
    const bmp = Buffer.alloc(54);
    bmp.write('BM', 0, 'latin1');
    bmp.writeUInt32LE(40, 14);
    const images: [string, Buffer, string][] = [
      ['face.gif', Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'), 'gif'],
      ['face.jpg', JPEG_HEAD, 'jpg'],
      ['face.jpeg', JPEG_HEAD, 'jpg'],
      ['FACE.PNG', PNG_1X1, 'png'],
      ['face.bmp', bmp, 'bmp'],
      ['face.webp', Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 ', 'latin1'), 'webp'],
    ];
    for (const [fileName, data, kind] of images) {
      const response = await upload(fileName, data);
      expect({ fileName, status: response.statusCode }).toEqual({ fileName, status: 200 });
      expect((envelope(response).data as { avatar: string }).avatar).toMatch(new RegExp(`\\.${kind}$`));
    }
  });

  it('accepts exactly 2097152 bytes and refuses one byte more', async () => {
    expect((await upload('big.png', pngOfSize(MAX_BYTES))).statusCode).toBe(200);
    const tooBig = await upload('big.png', pngOfSize(MAX_BYTES + 1));
    expect(envelope(tooBig)).toMatchObject({ status: 400, msg: 'The file exceeds the max size limit of 2 MB' });
  });

  it('refuses other extensions and content that is not an image', async () => {
    const notSupported = 'File type not supported: only gif, jpg, jpeg, png, bmp and webp images are allowed';
    expect(envelope(await upload('notes.txt', PNG_1X1))).toMatchObject({ status: 400, msg: notSupported });
    expect(envelope(await upload('vector.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')))).toMatchObject({ status: 400, msg: notSupported });
    expect(envelope(await upload('fake.png', Buffer.from('just text pretending to be a png')))).toMatchObject({ status: 400, msg: notSupported });
  });

  it('needs a file and a token', async () => {
    const noFile = await harness.app.inject({
      method: 'POST',
      url: '/api/file/upload-avatar',
      headers: { authorization: token, 'content-type': 'application/json' },
      payload: {},
    });
    expect(envelope(noFile)).toMatchObject({ status: 400, msg: 'Please choose an image to upload' });
    const body = multipart('image', 'me.png', PNG_1X1);
    const anonymous = await harness.app.inject({ method: 'POST', url: '/api/file/upload-avatar', payload: body.payload, headers: body.headers });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers 404 for an unknown avatar and 400 for a malformed name', async () => {
    expect((await harness.app.inject({ method: 'GET', url: '/api/public/avatar/00000000-0000-0000-0000-000000000000.png' })).statusCode).toBe(404);
    expect((await harness.app.inject({ method: 'GET', url: '/api/public/avatar/..%2F..%2Fetc%2Fpasswd' })).statusCode).toBe(400);
  });
});
