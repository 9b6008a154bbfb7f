import { createTransport } from 'nodemailer';
import type { SystemConfig } from '@oj/db';

/** One outgoing mail. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends mail; the account module only knows this interface. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** Thrown when no SMTP host is configured. */
export class MailNotConfiguredError extends Error {
  constructor() {
    super('SMTP is not configured');
    this.name = 'MailNotConfiguredError';
  }
}

const TIMEOUTS_MS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 } as const;

/**
 * A mailer over SMTP with the settings of the system config, read at every send so an admin's
 * change applies at once. The SMTP password goes to the transport only, never to a log.
 */
export function smtpMailer(loadConfig: () => Promise<SystemConfig>): Mailer {
  return {
    async send(message) {
      const config = await loadConfig();
      if (config.smtpHost === '') throw new MailNotConfiguredError();
      const transport = createTransport({
        host: config.smtpHost,
        port: config.smtpPort,
        secure: config.smtpSecure,
        ...(config.smtpUsername === '' ? {} : { auth: { user: config.smtpUsername, pass: config.smtpPassword } }),
        ...TIMEOUTS_MS,
        logger: false,
        debug: false,
      });
      try {
        const from = config.smtpFrom || config.smtpUsername || `noreply@${config.smtpHost}`;
        await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text, html: message.html });
      } finally {
        transport.close();
      }
    },
  };
}
