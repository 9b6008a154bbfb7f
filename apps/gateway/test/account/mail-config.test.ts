import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { WebsiteConfigEntity, loadSystemConfig, loadWebsiteConfig, redactSystemConfig, resetSystemConfig, saveSystemConfig } from '@oj/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountHarness } from './helpers.ts';
import { captureLogs, envelope, plainTextOf, startAccountApp } from './helpers.ts';

const SMTP_PASSWORD = 'smtp-very-secret-42';

describe('SMTP settings from the system config', () => {
  let harness: AccountHarness;
  const logs = captureLogs();
  let secret: string;

  beforeAll(async () => {
    harness = await startAccountApp('acc_mail', {}, { env: { OJ_LOG_LEVEL: 'debug' }, logStream: logs.stream });
    secret = harness.app.config.jwt.secret;
  });

  afterAll(async () => {
    await harness.close();
  });

  const requestCode = (email: string) => harness.app.inject({ method: 'GET', url: '/api/get-register-code', query: { email } });

  it('stores the SMTP password encrypted and reads it back only with the server secret', async () => {
    await saveSystemConfig(harness.app.db, { smtpPassword: SMTP_PASSWORD }, secret);
    const rows = await harness.app.db.getRepository(WebsiteConfigEntity).find();
    expect(rows.some((row) => row.name === 'system.smtpPassword')).toBe(true);
    expect(rows.every((row) => !row.value.includes(SMTP_PASSWORD))).toBe(true);
    expect((await loadSystemConfig(harness.app.db, secret)).smtpPassword).toBe(SMTP_PASSWORD);
    expect((await loadSystemConfig(harness.app.db, 'another-secret-entirely')).smtpPassword).toBe('');
    const shown = redactSystemConfig(await loadSystemConfig(harness.app.db, secret));
    expect(shown).toMatchObject({ smtpPasswordSet: true });
    expect(JSON.stringify(shown)).not.toContain(SMTP_PASSWORD);
    // The public website config (same table) never carries system keys.
    const site = await loadWebsiteConfig(harness.app.db);
    expect(Object.keys(site).some((key) => key.startsWith('smtp') || key.startsWith('system'))).toBe(false);
  });

  it('authenticates to SMTP with the stored user and password', async () => {
    const logins: { username: string; password: string }[] = [];
    const texts: string[] = [];
    const server = new SMTPServer({
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      logger: false,
      onAuth(auth, _session, callback) {
        logins.push({ username: auth.username ?? '', password: auth.password ?? '' });
        callback(null, { user: auth.username });
      },
      onData(stream, _session, callback) {
        stream.on('data', (chunk: Buffer) => texts.push(chunk.toString()));
        stream.on('end', () => {
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.server.address() as AddressInfo;
      await saveSystemConfig(harness.app.db, { smtpPort: port, smtpUsername: 'mailer@oj.test', smtpPassword: SMTP_PASSWORD }, secret);
      const response = await requestCode('sam@example.org');
      expect(response.statusCode).toBe(200);
      expect(logins).toEqual([{ username: 'mailer@oj.test', password: SMTP_PASSWORD }]);
      expect(plainTextOf(texts.join(''))).toMatch(/Your verification code is \d{6}\./);
    } finally {
      await new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
      });
      await saveSystemConfig(harness.app.db, { smtpPort: harness.smtp.port, smtpUsername: '', smtpPassword: '' }, secret);
    }
  });

  it('answers 503 when sending fails, frees the resend slot, and never logs the password', async () => {
    await saveSystemConfig(harness.app.db, { smtpPort: 1, smtpUsername: 'mailer@oj.test', smtpPassword: SMTP_PASSWORD }, secret);
    try {
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const response = await requestCode('tom@example.org');
        // The second try is not held back by the 60 s interval: the first mail never left.
        expect(envelope(response)).toMatchObject({ status: 503, msg: 'Failed to send the email, please try again later' });
      }
    } finally {
      await saveSystemConfig(harness.app.db, { smtpPort: harness.smtp.port, smtpUsername: '', smtpPassword: '' }, secret);
    }
    expect(logs.text()).toContain('sending mail failed');
    expect(logs.text()).not.toContain(SMTP_PASSWORD);
  });

  it('answers 503 with a clear message while SMTP is not configured', async () => {
    await resetSystemConfig(harness.app.db, ['smtpHost']);
    try {
      const response = await requestCode('uma@example.org');
      expect(envelope(response)).toMatchObject({ status: 503, msg: 'The email service is not configured, please contact the administrator' });
    } finally {
      await saveSystemConfig(harness.app.db, { smtpHost: '127.0.0.1' }, secret);
    }
    // Configured again: the same address may ask at once.
    expect((await requestCode('uma@example.org')).statusCode).toBe(200);
    await harness.smtp.nextMailTo('uma@example.org');
  });
});
