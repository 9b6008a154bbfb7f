import type { ModulePlugin } from '@oj/service-kit';
import type { Deps } from '../../deps.ts';
import { isIPv4, isIPv6 } from 'node:net';
import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { EmailConfigBodySchema, EmailConfigMessage, EmailConfigSchema, Role, TestEmailBodySchema } from '@oj/contracts';
import type { EmailConfigDto } from '@oj/contracts';
import { loadSystemConfig, loadWebsiteConfig, saveSystemConfig } from '@oj/db';
import type { SystemConfig } from '@oj/db';
import { envelopeSchema, ErrorEnvelopeSchema, fail, ok, TOKEN_SECURITY } from '@oj/service-kit';
import { MailNotConfiguredError, smtpMailer } from '../account/mailer.ts';

// Spec 03 §7 "config: email config get and set, test-email": the SMTP settings of the system config
// (packages/db system-config.ts), for the super admin only. The password is write-only: stored
// encrypted, never answered, never logged. Mail sending reads the settings at every send, so a
// change applies to the next mail.

const HOST_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;

/** A DNS host name (letters, digits, inner hyphens; the last label not all digits) or an IPv4/IPv6 address. */
export function isHostOrIp(value: string): boolean {
  if (isIPv4(value) || isIPv6(value)) return true;
  if (value.length > 253) return false;
  const labels = value.split('.');
  if (!labels.every((label) => HOST_LABEL.test(label))) return false;
  // '1.2.3' or '999.1.1.1' are neither names nor addresses.
  return !/^\d+$/.test(labels.at(-1) ?? '');
}

/** `local@domain` with a plain local part (no blanks, quotes or brackets) and a host-name domain. */
export function isMailAddress(value: string): boolean {
  const at = value.lastIndexOf('@');
  if (at <= 0 || at > 64) return false;
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  return /^[^\s@<>()[\]",;:\\]+$/.test(local) && !local.startsWith('.') && !local.endsWith('.') && isHostOrIp(domain) && !isIPv4(domain) && !isIPv6(domain);
}

/** `addr@host`, `Display Name <addr@host>` or `"Display Name" <addr@host>`. */
export function isSender(value: string): boolean {
  const named = /^(?:"[^"<>]*"|[^"<>]*?)\s*<([^<>]+)>$/.exec(value);
  if (named) return isMailAddress(named[1] ?? '');
  return isMailAddress(value);
}

// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const CONTROL = /[\u0000-\u001f\u007f]/;

/** The stored settings as the admin screen shows them. */
export function emailConfigOf(config: SystemConfig): EmailConfigDto {
  return {
    host: config.smtpHost,
    port: config.smtpPort,
    ssl: config.smtpSecure,
    username: config.smtpUsername,
    from: config.smtpFrom,
    passwordSet: config.smtpPassword !== '',
  };
}

/** Checks and normalises a set-email-config body into a system-config patch. */
export function emailConfigPatch(body: Static<typeof EmailConfigBodySchema>): Partial<SystemConfig> {
  const host = body.host.trim();
  const username = body.username.trim();
  const from = body.from.trim();
  for (const [field, value] of [
    ['host', host],
    ['username', username],
    ['from', from],
    ['password', body.password ?? ''],
  ] as const) {
    if (CONTROL.test(value)) throw fail(EmailConfigMessage.controlCharacters(field));
  }
  if (host === '') throw fail(EmailConfigMessage.hostRequired);
  if (!isHostOrIp(host)) throw fail(EmailConfigMessage.hostInvalid);
  if (from !== '' && !isSender(from)) throw fail(EmailConfigMessage.fromInvalid);
  const patch: Partial<SystemConfig> = { smtpHost: host, smtpPort: body.port, smtpSecure: body.ssl, smtpUsername: username, smtpFrom: from };
  // No username means no authentication: a stored password would never be used again.
  if (username === '') patch.smtpPassword = '';
  else if (body.password !== undefined && body.password !== '') patch.smtpPassword = body.password;
  return patch;
}

function escapeHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
}

/** The error text of a failed send, without the password should a server have echoed it. */
function failureReason(error: unknown, password: string): string {
  const text = (error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ').trim().slice(0, 300);
  return password === '' ? text : text.replaceAll(password, '***');
}

const EmailConfigEnvelope = envelopeSchema(EmailConfigSchema);
const ERRORS = { 400: ErrorEnvelopeSchema, 401: ErrorEnvelopeSchema, 403: ErrorEnvelopeSchema } as const;

/** The email config calls under /api/admin/config, super admin only. */
export const adminEmailConfigRoutes: ModulePlugin<Deps> = async (app, { deps }) => {
  const secret = deps.config.jwt.secret;
  const systemConfig = (): Promise<SystemConfig> => loadSystemConfig(deps.db, secret);
  const mailer = smtpMailer(systemConfig);
  // Before the body is even parsed: anonymous and non-root callers learn nothing about the config.
  const onRequest = app.requireRoles(Role.SuperAdmin);

  app.get(
    '/admin/config/get-email-config',
    {
      onRequest,
      schema: {
        tags: ['admin'],
        summary: 'The SMTP settings (the password only as passwordSet)',
        security: TOKEN_SECURITY,
        response: { 200: EmailConfigEnvelope, ...ERRORS },
      },
    },
    async () => ok(emailConfigOf(await systemConfig())),
  );

  app.put(
    '/admin/config/set-email-config',
    {
      onRequest,
      schema: {
        tags: ['admin'],
        summary: 'Stores the SMTP settings; an omitted or empty password keeps the stored one',
        security: TOKEN_SECURITY,
        body: EmailConfigBodySchema,
        response: { 200: EmailConfigEnvelope, ...ERRORS },
      },
    },
    async (request) => {
      const saved = await saveSystemConfig(deps.db, emailConfigPatch(request.body), secret);
      return ok(emailConfigOf(saved), EmailConfigMessage.updated);
    },
  );

  app.post(
    '/admin/config/test-email',
    {
      onRequest,
      schema: {
        tags: ['admin'],
        summary: 'Sends a test mail with the stored SMTP settings',
        security: TOKEN_SECURITY,
        body: TestEmailBodySchema,
        response: { 200: envelopeSchema(Type.Null()), ...ERRORS },
      },
    },
    async (request) => {
      const email = request.body.email.trim();
      if (!isMailAddress(email)) throw fail(EmailConfigMessage.emailInvalid);
      const site = await loadWebsiteConfig(deps.db);
      const siteName = site.shortName || site.name || 'OJ';
      const en = `This is a test email from ${siteName}: the SMTP settings work.`;
      const zh = `这是来自 ${siteName} 的测试邮件：邮件服务配置可用。`;
      try {
        await mailer.send({
          to: email,
          subject: `${siteName} - Test email / 测试邮件`,
          text: `${en}\n${zh}\n`,
          html: `<p>${escapeHtml(en)}</p><p>${escapeHtml(zh)}</p>`,
        });
      } catch (error) {
        if (error instanceof MailNotConfiguredError) throw fail(EmailConfigMessage.notConfigured);
        const reason = failureReason(error, (await systemConfig()).smtpPassword);
        request.log.warn({ err: reason }, 'test email failed');
        throw fail(EmailConfigMessage.sendFailed(reason), { cause: error });
      }
      return ok(null, EmailConfigMessage.testSent(email));
    },
  );
};
