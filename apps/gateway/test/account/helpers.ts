import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { Writable } from 'node:stream';
import { join } from 'node:path';
import type { FastifyInstance, FastifyPluginAsync, LightMyRequestResponse } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { Role } from '@oj/contracts';
import { UserInfoEntity, UserRecordEntity, UserRoleEntity, saveSystemConfig, seedDefaults } from '@oj/db';
import { createTestDatabase } from '@oj/db/testing';
import type { TestDatabase } from '@oj/db/testing';
import { createCaptcha, createService, hashPassword, openCaptchaBucket } from '@oj/service-kit';
import { isTokenRevoked } from '@oj/service-kit';
import { accountModule } from '../../src/modules/account/index.ts';
import type { AccountModuleOptions } from '../../src/modules/account/index.ts';
import { deleteNamespaceBuckets, gatewayTestConfig, testDeps } from '../helpers.ts';

/** One received mail: recipients and the decoded text/plain body. */
export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
}

function decodeQuotedPrintable(body: string): string {
  const joined = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i += 1) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodePart(head: string, body: string): string {
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(head)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}

/** The text/plain part of a raw RFC 822 message, decoded (enough MIME for nodemailer's output). */
export function plainTextOf(raw: string): string {
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(raw)?.[1];
  const parts = boundary ? raw.split(`--${boundary}`) : [raw];
  for (const part of parts) {
    const split = /\r?\n\r?\n/.exec(part);
    if (!split) continue;
    const head = part.slice(0, split.index);
    if (!/content-type:\s*text\/plain/i.test(head) && boundary) continue;
    return decodePart(head, part.slice(split.index + split[0].length));
  }
  throw new Error('no text/plain part in the mail');
}

/** An in-process SMTP server and what it received. */
export interface TestMailbox {
  port: number;
  mails: ReceivedMail[];
  /** `username:password` of each accepted AUTH login. */
  logins: string[];
  /** The next mail to `to` not returned before; fails after 10 s. */
  nextMailTo: (to: string) => Promise<ReceivedMail>;
  close: () => Promise<void>;
}

/**
 * A real SMTP server in-process that keeps every mail it receives. Without `passwords` it offers no
 * AUTH; with them it accepts plain-text AUTH (no TLS) with any of those passwords and refuses others.
 */
export async function startSmtp(options: { passwords?: readonly string[] } = {}): Promise<TestMailbox> {
  const mails: ReceivedMail[] = [];
  const logins: string[] = [];
  const { passwords } = options;
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: passwords ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (!passwords?.includes(auth.password ?? '')) {
        callback(new Error('Invalid username or password'));
        return;
      }
      logins.push(`${auth.username ?? ''}:${auth.password ?? ''}`);
      callback(null, { user: auth.username });
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const subject = /^subject:\s*(.*)$/im.exec(raw)?.[1] ?? '';
        mails.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()), subject, text: plainTextOf(raw) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const seen = new Set<ReceivedMail>();
  const nextMailTo = async (to: string): Promise<ReceivedMail> => {
    for (let waited = 0; waited < 10_000; waited += 50) {
      const mail = mails.find((candidate) => !seen.has(candidate) && candidate.to.includes(to.toLowerCase()));
      if (mail) {
        seen.add(mail);
        return mail;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`no mail to ${to} arrived`);
  };
  return {
    port,
    mails,
    logins,
    nextMailTo,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
      }),
  };
}

/** The 6-digit code of a code mail. */
export function codeIn(mail: ReceivedMail): string {
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no code in mail: ${mail.text}`);
  return code;
}

/** Everything an account test needs: the app, its database, the SMTP server and cleanup. */
export interface AccountHarness {
  app: FastifyInstance;
  database: TestDatabase;
  smtp: Awaited<ReturnType<typeof startSmtp>>;
  dataDir: string;
  close(): Promise<void>;
}

/**
 * Builds service-kit's core plus the account module (not the whole gateway) on a fresh database
 * and NATS namespace, with SMTP pointed at an in-process server.
 */
export async function startAccountApp(
  prefix: string,
  options: AccountModuleOptions = {},
  extra: { env?: Record<string, string>; logStream?: Writable } = {},
): Promise<AccountHarness> {
  const database = await createTestDatabase(prefix);
  const smtp = await startSmtp();
  const dataDir = await mkdtemp(join(tmpdir(), 'oj-account-'));
  const config = gatewayTestConfig({ OJ_DATA_DIR: dataDir, ...extra.env });
  const withAccountModule: FastifyPluginAsync = async (instance) => {
    await instance.register(accountModule, { prefix: '/api', deps: testDeps(instance, { account: options }) });
  };
  await seedDefaults(database.dataSource, { rootPasswordHash: await hashPassword('root-password') });
  await saveSystemConfig(
    database.dataSource,
    { smtpHost: '127.0.0.1', smtpPort: smtp.port, smtpSecure: false, smtpFrom: 'OJ <noreply@oj.test>', baseUrl: 'http://oj.test' },
    config.jwt.secret,
  );
  const app = await createService({
    config,
    dataSource: database.dataSource,
    isTokenRevoked,
    ...(extra.logStream ? { logStream: extra.logStream } : {}),
    plugin: withAccountModule,
  });
  return {
    app,
    database,
    smtp,
    dataDir,
    async close() {
      await deleteNamespaceBuckets(app);
      await app.close();
      await smtp.close();
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Inserts an account directly (no mail round trip); returns its uid. */
export async function insertUser(app: FastifyInstance, user: { username: string; password: string; email: string; roles?: number[] }): Promise<string> {
  const uid = randomUUID();
  await app.db
    .getRepository(UserInfoEntity)
    .insert({ uid, username: user.username, email: user.email, password: await hashPassword(user.password), gender: 'secrecy' });
  for (const roleId of user.roles ?? [Role.User]) await app.db.getRepository(UserRoleEntity).insert({ uid, roleId });
  await app.db.getRepository(UserRecordEntity).insert({ uid });
  return uid;
}

/** Logs in and returns the token from the Authorization response header. */
export async function login(app: FastifyInstance, username: string, password: string): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/login', payload: { username, password } });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  const token = response.headers.authorization;
  if (typeof token !== 'string') throw new Error('no token in the response');
  return token;
}

/** The envelope of a response. */
export function envelope(response: LightMyRequestResponse): { status: number; msg: string; data: unknown } {
  return response.json();
}

/** A log destination that keeps every line, to assert what was (not) logged. */
export function captureLogs(): { stream: Writable; text: () => string } {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      chunks.push(chunk.toString());
      callback();
    },
  });
  return { stream, text: () => chunks.join('') };
}

/**
 * A captcha with a known answer, stored where GET /api/captcha stores its own (the image is no
 * longer readable by a script, which is the point).
 */
export async function knownCaptcha(app: FastifyInstance, answer = 'K7MX'): Promise<{ captcha: string; captchaKey: string }> {
  const { captchaKey } = await createCaptcha(await openCaptchaBucket(app.js, app.natsNames), 60_000, answer);
  return { captcha: answer, captchaKey };
}
