import type { FastifyInstance } from 'fastify';
import { Role } from '@oj/contracts';
import { ROOT_USERNAME, UserInfoEntity, WebsiteConfigEntity, loadSystemConfig, seedDefaults } from '@oj/db';
import { createTestDatabase } from '@oj/db/testing';
import type { TestDatabase } from '@oj/db/testing';
import { createService, hashPassword } from '@oj/service-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewayService } from '../src/app.ts';
import { isHostOrIp, isSender } from '../src/modules/site/email-config.ts';
import { captureLogs, codeIn, startSmtp } from './account/helpers.ts';
import type { TestMailbox } from './account/helpers.ts';
import { closedPort, deleteNamespaceBuckets, gatewayTestConfig, nonRootCallers } from './helpers.ts';

// The admin's SMTP settings (spec 03 §7 config: email config get and set, test-email) through the
// whole gateway, with real SMTP servers in-process: what root stores is what the next mail uses.

const SMTP_PASSWORD = 'smtp-Secret-pa55word';
const OTHER_PASSWORD = 'another-smtp-secret-77';

/** An SMTP server that accepts AUTH (plain text, no TLS) when the password is SMTP_PASSWORD or OTHER_PASSWORD. */
function startMailbox(): Promise<TestMailbox> {
  return startSmtp({ passwords: [SMTP_PASSWORD, OTHER_PASSWORD] });
}

describe('email config calls', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let rootToken: string;
  let mailboxA: Awaited<ReturnType<typeof startMailbox>>;
  let mailboxB: Awaited<ReturnType<typeof startMailbox>>;
  const logs = captureLogs();

  beforeAll(async () => {
    database = await createTestDatabase('gw_email');
    await seedDefaults(database.dataSource, { rootPasswordHash: await hashPassword('rootpass') });
    app = await createService({
      config: gatewayTestConfig({ OJ_LOG_LEVEL: 'debug' }),
      dataSource: database.dataSource,
      logStream: logs.stream,
      plugin: gatewayService,
    });
    const root = await database.dataSource.getRepository(UserInfoEntity).findOneByOrFail({ username: ROOT_USERNAME });
    rootToken = app.signToken({ uid: root.uid, username: root.username, roles: [Role.SuperAdmin] });
    mailboxA = await startMailbox();
    mailboxB = await startMailbox();
  });

  afterAll(async () => {
    await deleteNamespaceBuckets(app);
    await app.close();
    await mailboxA.close();
    await mailboxB.close();
    await database.drop();
  });

  const getConfig = (authorization = rootToken) => app.inject({ method: 'GET', url: '/api/admin/config/get-email-config', headers: { authorization } });
  const setConfig = (payload: unknown, authorization = rootToken) =>
    app.inject({
      method: 'PUT',
      url: '/api/admin/config/set-email-config',
      headers: { authorization, 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });
  const testEmail = (payload: unknown, authorization = rootToken) =>
    app.inject({
      method: 'POST',
      url: '/api/admin/config/test-email',
      headers: { authorization, 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });
  const stored = () => loadSystemConfig(app.db, app.config.jwt.secret);
  const pointAt = (port: number, extra: Record<string, unknown> = {}) => ({
    host: '127.0.0.1',
    port,
    ssl: false,
    username: '',
    from: 'OJ <noreply@oj.test>',
    ...extra,
  });

  it('starts unconfigured: defaults, no password, and test-email says so with a 400', async () => {
    const response = await getConfig();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 200, msg: 'success', data: { host: '', port: 465, ssl: true, username: '', from: '', passwordSet: false } });
    const test = await testEmail({ email: 'admin@example.org' });
    expect(test.statusCode).toBe(400);
    expect(test.json()).toMatchObject({ status: 400, msg: 'SMTP is not configured: set the email config (host) first' });
  });

  it('refuses anonymous callers (401), users and admins who are not root (403), and changes nothing', async () => {
    for (const [authorization, status] of nonRootCallers(app)) {
      const headers: Record<string, string> = { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) };
      const answers = [
        await app.inject({ method: 'GET', url: '/api/admin/config/get-email-config', headers }),
        await app.inject({ method: 'PUT', url: '/api/admin/config/set-email-config', headers, payload: JSON.stringify(pointAt(mailboxA.port)) }),
        // Even a malformed body is refused for the caller first.
        await app.inject({ method: 'PUT', url: '/api/admin/config/set-email-config', headers, payload: '{"port":' }),
        await app.inject({ method: 'POST', url: '/api/admin/config/test-email', headers, payload: JSON.stringify({ email: 'x@example.org' }) }),
      ];
      for (const answer of answers) {
        expect(answer.statusCode, `${authorization ?? 'anonymous'}: ${answer.body}`).toBe(status);
        expect(answer.json()).toMatchObject({ status, data: null });
      }
    }
    expect((await stored()).smtpHost).toBe('');
    expect(mailboxA.mails).toEqual([]);
  });

  it('stores the settings, answers them without the password, and keeps the password encrypted', async () => {
    const response = await setConfig(pointAt(mailboxA.port, { username: 'mailer@oj.test', password: SMTP_PASSWORD, unknownField: 1 }));
    expect(response.statusCode, response.body).toBe(200);
    const expected = { host: '127.0.0.1', port: mailboxA.port, ssl: false, username: 'mailer@oj.test', from: 'OJ <noreply@oj.test>', passwordSet: true };
    expect(response.json()).toEqual({ status: 200, msg: 'Update Successfully', data: expected });
    const read = await getConfig();
    expect(read.json()).toEqual({ status: 200, msg: 'success', data: expected });
    expect(read.body).not.toContain(SMTP_PASSWORD);
    const rows = await app.db.getRepository(WebsiteConfigEntity).find();
    expect(rows.find((row) => row.name === 'system.smtpPassword')?.value).toMatch(/^"enc:v1:/);
    expect(rows.every((row) => !row.value.includes(SMTP_PASSWORD))).toBe(true);
    expect((await stored()).smtpPassword).toBe(SMTP_PASSWORD);
    // The public website config never carries it.
    expect((await app.inject({ method: 'GET', url: '/api/get-website-config' })).body).not.toMatch(/smtp|127\.0\.0\.1/i);
  });

  it('sends a test mail with the stored settings, authenticating with the stored password', async () => {
    const response = await testEmail({ email: 'Admin@Example.org' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: 200, msg: 'A test email has been sent to Admin@Example.org', data: null });
    const mail = await mailboxA.nextMailTo('admin@example.org');
    expect(mail.subject).toMatch(/Test[ _]email/);
    expect(mail.text).toContain('the SMTP settings work');
    expect(mailboxA.logins).toEqual([`mailer@oj.test:${SMTP_PASSWORD}`]);
  });

  it('keeps the stored password when the body omits it or sends it empty, and replaces it when given', async () => {
    expect((await setConfig(pointAt(mailboxA.port, { username: 'mailer@oj.test' }))).statusCode).toBe(200);
    expect((await stored()).smtpPassword).toBe(SMTP_PASSWORD);
    const empty = await setConfig(pointAt(mailboxA.port, { username: 'mailer@oj.test', password: '' }));
    expect(empty.json()).toMatchObject({ data: { passwordSet: true } });
    expect((await stored()).smtpPassword).toBe(SMTP_PASSWORD);
    expect((await setConfig(pointAt(mailboxA.port, { username: 'mailer@oj.test', password: OTHER_PASSWORD }))).statusCode).toBe(200);
    expect((await stored()).smtpPassword).toBe(OTHER_PASSWORD);
    expect((await testEmail({ email: 'admin@example.org' })).statusCode).toBe(200);
    await mailboxA.nextMailTo('admin@example.org');
    expect(mailboxA.logins.at(-1)).toBe(`mailer@oj.test:${OTHER_PASSWORD}`);
    // No username means no authentication: the password is dropped with it.
    const anonymous = await setConfig(pointAt(mailboxA.port));
    expect(anonymous.json()).toMatchObject({ data: { username: '', passwordSet: false } });
    expect((await stored()).smtpPassword).toBe('');
  });

  it('mails the register code through the new settings at once after a change', async () => {
    expect((await setConfig(pointAt(mailboxB.port))).statusCode).toBe(200);
    const sent = await app.inject({ method: 'GET', url: '/api/get-register-code', query: { email: 'newbie@example.org' } });
    expect(sent.statusCode, sent.body).toBe(200);
    const code = codeIn(await mailboxB.nextMailTo('newbie@example.org'));
    expect(mailboxA.mails.some((mail) => mail.to.includes('newbie@example.org'))).toBe(false);
    const registered = await app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { username: 'newbie', password: 'newbie-pass', email: 'newbie@example.org', code },
    });
    expect(registered.json()).toMatchObject({ status: 200, msg: 'Thanks for registering, you can login now' });

    expect((await setConfig(pointAt(mailboxA.port))).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/get-register-code', query: { email: 'second@example.org' } })).statusCode).toBe(200);
    await mailboxA.nextMailTo('second@example.org');
    expect(mailboxB.mails.some((mail) => mail.to.includes('second@example.org'))).toBe(false);
  });

  it('answers a failed test mail with a 400 naming the cause, never the password, in the answer or the logs', async () => {
    const port = await closedPort();
    expect((await setConfig(pointAt(port, { username: 'mailer@oj.test', password: SMTP_PASSWORD }))).statusCode).toBe(200);
    const refused = await testEmail({ email: 'admin@example.org' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ msg: string }>().msg).toMatch(/^Failed to send the test email: .*ECONNREFUSED/);

    // The server refuses the login.
    expect((await setConfig(pointAt(mailboxA.port, { username: 'mailer@oj.test', password: 'wrong-password-123' }))).statusCode).toBe(200);
    const rejected = await testEmail({ email: 'admin@example.org' });
    expect(rejected.statusCode).toBe(400);
    expect(rejected.json<{ msg: string }>().msg).toMatch(/^Failed to send the test email: .*Invalid (login|username or password)/);
    expect(rejected.body).not.toContain('wrong-password-123');
    for (const secret of [SMTP_PASSWORD, OTHER_PASSWORD, 'wrong-password-123']) expect(logs.text()).not.toContain(secret);
    expect(logs.text()).toContain('test email failed');
    expect((await setConfig(pointAt(mailboxA.port))).statusCode).toBe(200);
  });

  it('refuses bad values with a 400 naming the field, and keeps the stored settings', async () => {
    const good = pointAt(mailboxA.port);
    const before = await stored();
    const cases: [Record<string, unknown>, string | RegExp][] = [
      [{ ...good, host: '' }, 'host is required'],
      [{ ...good, host: '   ' }, 'host is required'],
      [{ ...good, host: 'smtp example.org' }, 'host must be a host name or an IP address'],
      [{ ...good, host: 'smtp..example.org' }, 'host must be a host name or an IP address'],
      [{ ...good, host: '-smtp.example.org' }, 'host must be a host name or an IP address'],
      [{ ...good, host: '999.1.1.1' }, 'host must be a host name or an IP address'],
      [{ ...good, host: 'http://smtp.example.org' }, 'host must be a host name or an IP address'],
      [{ ...good, host: 'smtp.example.org\r\nX: y' }, 'host must not contain control characters'],
      [{ ...good, host: 'a'.repeat(254) }, /^host must NOT have more than 253 characters/],
      [{ ...good, port: 0 }, 'port must be >= 1'],
      [{ ...good, port: 65536 }, 'port must be <= 65535'],
      [{ ...good, port: 25.5 }, 'port must be integer'],
      [{ ...good, port: 'abc' }, 'port must be integer'],
      [{ ...good, ssl: 'maybe' }, 'ssl must be boolean'],
      [{ ...good, username: 'u'.repeat(256) }, /^username must NOT have more than 255 characters/],
      [{ ...good, username: 'mailer\n@oj.test' }, 'username must not contain control characters'],
      [{ ...good, from: 'not an address' }, "from must be an email address or 'Name <address>'"],
      [{ ...good, from: 'OJ <noreply@oj.test' }, "from must be an email address or 'Name <address>'"],
      [{ ...good, from: 'OJ <not-an-address>' }, "from must be an email address or 'Name <address>'"],
      [{ ...good, from: 'a@b@oj.test' }, "from must be an email address or 'Name <address>'"],
      [{ ...good, from: `${'n'.repeat(250)}@oj.test` }, /^from must NOT have more than 255 characters/],
      [{ ...good, password: 'p'.repeat(256) }, /^password must NOT have more than 255 characters/],
      [{ port: 25, ssl: false, username: '', from: '' }, 'host is required'],
      [{ host: 'smtp.example.org', ssl: false, username: '', from: '' }, 'port is required'],
    ];
    for (const [payload, message] of cases) {
      const response = await setConfig(payload);
      expect(response.statusCode, `${JSON.stringify(payload).slice(0, 80)}: ${response.body}`).toBe(400);
      const { msg } = response.json<{ msg: string }>();
      if (typeof message === 'string') expect(msg).toBe(message);
      else expect(msg).toMatch(message);
    }
    expect(await stored()).toEqual(before);
    for (const email of ['', 'nope', 'a b@example.org', 'x'.repeat(300)]) {
      const response = await testEmail({ email });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json<{ msg: string }>().msg).toMatch(/^(The email format is incorrect|email must NOT have more than 255 characters)$/);
    }
    expect((await testEmail({})).json()).toMatchObject({ status: 400, msg: 'email is required' });
  });

  it('accepts host names, addresses and senders as mail servers write them', () => {
    for (const host of ['smtp.example.org', 'localhost', 'mail-1.example.co.uk', '127.0.0.1', '::1', '2001:db8::25']) expect(isHostOrIp(host), host).toBe(true);
    for (const host of ['', 'a_b.example.org', 'example.org.', '1.2.3', 'a'.repeat(64)]) expect(isHostOrIp(host), host).toBe(false);
    for (const from of [
      'noreply@oj.test',
      'OJ <noreply@oj.test>',
      'My School OJ<oj@school.edu>',
      '测试 <oj@mail.example.org>',
      'x@localhost',
      '"OJ, the judge" <a@b.org>',
    ])
      expect(isSender(from), from).toBe(true);
    for (const from of ['OJ', '<>', 'OJ <>', 'a@', '@b.org', 'OJ <a@b.org> extra', '"OJ <a@b.org>', 'a@1.2.3.4']) expect(isSender(from), from).toBe(false);
  });
});
