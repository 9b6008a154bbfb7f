import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContestAuth, PRINT_MAX_LENGTH, Role } from '@oj/contracts';
import type { ContestPrintDto } from '@oj/contracts';
import { PRINTS_PER_WINDOW } from '../src/modules/print/limits.ts';
import { BoardKit, HOUR_MS } from './board/kit.ts';
import type { Account } from './board/kit.ts';

// Print requests (spec 02 §2 "Print", §5): a contestant sends text while the contest runs, its admins
// list, mark and download it; everyone else is refused.

const TEXT = 'int main() { return 0; } // please print this for table 12, thank you';

describe('contest print requests', () => {
  let kit: BoardKit;
  let app: FastifyInstance;
  let author: Account;
  let otherAdmin: Account;
  let alice: Account;
  let cid: number;

  const send = (who: Account | null, body: object, language?: string) => kit.call(app, 'POST', '/api/submit-print-text', who, body, language);
  const list = (who: Account | null, query = `cid=${cid}`) =>
    kit.call<{ total: number; records: ContestPrintDto[] }>(app, 'GET', `/api/get-contest-print?${query}`, who);

  beforeAll(async () => {
    kit = await BoardKit.create('contest_print');
    author = await kit.account('printadmin', [Role.Admin]);
    otherAdmin = await kit.account('otheradmin', [Role.Admin]);
    alice = await kit.account('alice');
    cid = await kit.contest(author, { openPrint: true });
    app = await kit.start();
  }, 60_000);

  afterAll(async () => {
    await kit.close();
  });

  it('takes a contestant’s text, and the admin lists it, marks it printed and downloads it', async () => {
    const sent = await send(alice, { cid, content: TEXT });
    expect(sent).toMatchObject({ statusCode: 200, msg: 'The print request was sent' });
    const listed = await list(author);
    expect(listed.statusCode).toBe(200);
    expect(listed.data.total).toBe(1);
    const [request] = listed.data.records as [ContestPrintDto];
    expect(request).toMatchObject({ cid, username: 'alice', realname: 'alice real', status: 0, content: TEXT });

    const marked = await kit.call(app, 'PUT', '/api/check-contest-print-status', author, { id: request.id, cid }, 'zh-CN');
    expect(marked).toMatchObject({ statusCode: 200, msg: '更新成功' });
    expect((await list(author)).data.records[0]?.status).toBe(1);

    const file = await kit.call(app, 'GET', `/api/file/download-contest-print-text?id=${request.id}`, author);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="contest_${cid}_print_${request.id}.txt"`);
    expect(file.body).toBe(TEXT);
  });

  it('lists newest first, 15 a page', async () => {
    const many = await kit.contest(author, { openPrint: true });
    for (let index = 0; index < 17; index += 1)
      await kit.db.query('INSERT INTO contest_print (cid, uid, username, content, status) VALUES (?, ?, ?, ?, 0)', [many, alice.uid, 'alice', `text ${index}`]);
    const first = await list(author, `cid=${many}`);
    expect(first.data.total).toBe(17);
    expect(first.data.records.map((row) => row.content)).toEqual(Array.from({ length: 15 }, (_, index) => `text ${16 - index}`));
    expect((await list(author, `cid=${many}&currentPage=2`)).data.records.map((row) => row.content)).toEqual(['text 1', 'text 0']);
  });

  it('refuses empty and short content with the spec’s messages, in both languages', async () => {
    expect(await send(alice, { cid, content: '   \n ' })).toMatchObject({ statusCode: 400, msg: 'Content cannot be empty' });
    expect(await send(alice, { cid, content: 'x'.repeat(49) }, 'zh-CN')).toMatchObject({ statusCode: 400, msg: '内容不能少于 50 个字符' });
    expect(await send(alice, { cid, content: 'x'.repeat(49) })).toMatchObject({ statusCode: 400, msg: 'The number of content cannot be less than 50' });
    expect((await send(alice, { cid })).statusCode).toBe(400);
    expect((await send(alice, { cid, content: 'x'.repeat(PRINT_MAX_LENGTH + 1) })).statusCode).toBe(400);
  });

  it('refuses contests that do not print, have not started or have ended, and private ones without registration', async () => {
    const now = Date.now();
    const closed = await kit.contest(author, { openPrint: false });
    expect(await send(alice, { cid: closed, content: TEXT })).toMatchObject({ statusCode: 403, msg: 'This contest does not accept print requests' });
    const scheduled = await kit.contest(author, { openPrint: true, startTime: new Date(now + HOUR_MS), endTime: new Date(now + 2 * HOUR_MS) });
    expect(await send(alice, { cid: scheduled, content: TEXT })).toMatchObject({ statusCode: 403, msg: 'The contest has not started yet' });
    const ended = await kit.contest(author, { openPrint: true, startTime: new Date(now - 2 * HOUR_MS), endTime: new Date(now - HOUR_MS) });
    expect(await send(alice, { cid: ended, content: TEXT }, 'zh-CN')).toMatchObject({ statusCode: 403, msg: '比赛已结束' });
    // Its admins may print before and after it runs.
    expect((await send(author, { cid: ended, content: TEXT })).statusCode).toBe(200);
    const privateCid = await kit.contest(author, { openPrint: true, auth: ContestAuth.Private });
    expect(await send(alice, { cid: privateCid, content: TEXT })).toMatchObject({ statusCode: 403, msg: 'You have not registered for this contest' });
    await kit.register(privateCid, alice);
    expect((await send(alice, { cid: privateCid, content: TEXT })).statusCode).toBe(200);
    expect((await send(alice, { cid: 999_999, content: TEXT })).statusCode).toBe(404);
    expect((await send(null, { cid, content: TEXT })).statusCode).toBe(401);
  });

  it(`lets one user send ${PRINTS_PER_WINDOW} requests per window`, async () => {
    const busy = await kit.account('busy');
    for (let index = 0; index < PRINTS_PER_WINDOW; index += 1) expect((await send(busy, { cid, content: TEXT })).statusCode).toBe(200);
    const refused = await send(busy, { cid, content: TEXT });
    expect(refused).toMatchObject({ statusCode: 429, msg: 'Too many print requests in a short time, please try again in a few minutes' });
    // Another user is not held up.
    expect((await send(await kit.account('calm'), { cid, content: TEXT })).statusCode).toBe(200);
  });

  it('keeps the list, the mark and the download to the contest’s admins', async () => {
    const id = (await list(author)).data.records[0]?.id ?? 0;
    for (const who of [alice, otherAdmin]) {
      expect(await list(who)).toMatchObject({ statusCode: 403, msg: 'Only the admins of this contest can do this' });
      expect((await kit.call(app, 'PUT', '/api/check-contest-print-status', who, { id, cid })).statusCode).toBe(403);
      expect((await kit.call(app, 'GET', `/api/file/download-contest-print-text?id=${id}`, who)).statusCode).toBe(403);
    }
    expect((await list(null)).statusCode).toBe(401);
    expect((await kit.call(app, 'GET', `/api/file/download-contest-print-text?id=${id}`, null)).statusCode).toBe(401);
    // Super admins are every contest's admins.
    expect((await list(await kit.account('root', [Role.SuperAdmin]))).statusCode).toBe(200);
    // A request of another contest, and one that does not exist.
    const other = await kit.contest(author, { openPrint: true });
    expect(await kit.call(app, 'PUT', '/api/check-contest-print-status', author, { id, cid: other })).toMatchObject({
      statusCode: 404,
      msg: 'The print request does not exist',
    });
    expect((await kit.call(app, 'GET', '/api/file/download-contest-print-text?id=987654', author)).statusCode).toBe(404);
  });
});
