import { FileEntity } from '@oj/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountMessage } from '@oj/contracts';
import { pageOf } from '../../src/modules/problem/queries/filter.ts';
import { insertUser, startAccountApp } from '../account/helpers.ts';
import type { AccountHarness } from '../account/helpers.ts';
import { insertProblem, startProblemApp } from '../problem/helpers.ts';
import type { ProblemHarness } from '../problem/helpers.ts';
import { multipartBody } from './multipart.ts';

// 5xx answers the bad-input pass found in the gateway's own modules, one test each.

describe('problem list with a page far past the end', () => {
  let harness: ProblemHarness;

  beforeAll(async () => {
    harness = await startProblemApp('bad_page');
    await insertProblem(harness.app, { problemId: 'P1' });
  });

  afterAll(async () => {
    await harness.close();
  });

  it('answers an empty page instead of an OFFSET the database refuses', async () => {
    for (const currentPage of ['99999999999999999999999', '9223372036854775808', '100000000000']) {
      const response = await harness.app.inject({ method: 'GET', url: '/api/get-problem-list', query: { currentPage, limit: '30' } });
      expect(response.statusCode, `${currentPage}: ${response.body}`).toBe(200);
      expect(response.json()).toMatchObject({ data: { total: 1, records: [] } });
    }
  });

  it('caps the offset at 2^31 whatever the page size', () => {
    for (const [page, limit] of [
      [1e20, 30],
      [2 ** 63, 100],
      [1e300, 1],
    ] as const) {
      const normalised = pageOf(page, limit);
      expect((normalised.page - 1) * normalised.limit).toBeLessThanOrEqual(2_147_483_647);
      expect(String((normalised.page - 1) * normalised.limit)).toMatch(/^\d+$/);
    }
    expect(pageOf(5, 30)).toEqual({ page: 5, limit: 30 });
  });
});

describe('avatar upload with broken multipart framing', () => {
  let harness: AccountHarness;
  let token: string;

  beforeAll(async () => {
    harness = await startAccountApp('bad_upload');
    const uid = await insertUser(harness.app, { username: 'bob', password: 'bob-password', email: 'bob@example.org' });
    token = harness.app.signToken({ uid, username: 'bob', roles: [1002] });
  });

  afterAll(async () => {
    await harness.close();
  });

  it('answers 400 with a message, not 500', async () => {
    const boundary = 'b0undary';
    const bodies: [string, string, Buffer][] = [
      ['no boundary', 'multipart/form-data', Buffer.from('garbage')],
      ['garbage', `multipart/form-data; boundary=${boundary}`, Buffer.from('not multipart at all')],
      [
        'truncated part',
        `multipart/form-data; boundary=${boundary}`,
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\n\x89PNG`),
      ],
      ['other boundary', `multipart/form-data; boundary=${boundary}`, multipartBody([{ name: 'image', filename: 'a.png', data: 'x' }], 'another')],
    ];
    for (const [label, contentType, payload] of bodies) {
      const response = await harness.app.inject({
        method: 'POST',
        url: '/api/file/upload-avatar',
        headers: { authorization: token, 'content-type': contentType },
        payload,
      });
      expect(response.statusCode, `${label}: ${response.body}`).toBe(400);
      expect([AccountMessage.uploadMalformed.code, AccountMessage.imageRequired.code], label).toContain(response.json<{ msgCode: string }>().msgCode);
    }
  });

  it('takes concurrent uploads of one user, and of several users, without a deadlock', async () => {
    const tokens = [token];
    for (const username of ['carol', 'dave', 'erin']) {
      const uid = await insertUser(harness.app, { username, password: `${username}-password`, email: `${username}@example.org` });
      tokens.push(harness.app.signToken({ uid, username, roles: [1002] }));
    }
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    const upload = (index: number) =>
      harness.app.inject({
        method: 'POST',
        url: '/api/file/upload-avatar',
        headers: { authorization: tokens[index % tokens.length] ?? token, 'content-type': 'multipart/form-data; boundary=pngboundary' },
        payload: multipartBody([{ name: 'image', filename: 'me.png', contentType: 'image/png', data: png }], 'pngboundary'),
      });
    for (let round = 0; round < 4; round += 1) {
      const responses = await Promise.all(Array.from({ length: 24 }, (_, index) => upload(index)));
      expect(responses.map((response) => response.statusCode)).toEqual(Array.from({ length: 24 }, () => 200));
    }
    // Each user keeps exactly one current avatar file.
    const active = await harness.app.db.getRepository(FileEntity).countBy({ type: 'avatar', isDeleted: false });
    expect(active).toBe(tokens.length);
  });
});
