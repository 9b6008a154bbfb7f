import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One mail the test's SMTP server received: recipients and the decoded text/plain body. */
export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
}

/** An SMTP server in the test process (plain, no TLS, no AUTH) that keeps every mail. */
export interface Mailbox {
  host: string;
  port: number;
  /** The next mail to `to` not returned before; fails after `timeoutMs`. */
  nextMailTo(to: string, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
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

/** The text/plain part of a raw message, decoded (as much MIME as nodemailer's output needs). */
export function plainTextOf(raw: string): string {
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(raw)?.[1];
  for (const part of boundary ? raw.split(`--${boundary}`) : [raw]) {
    const split = /\r?\n\r?\n/.exec(part);
    if (!split) continue;
    const head = part.slice(0, split.index);
    if (boundary && !/content-type:\s*text\/plain/i.test(head)) continue;
    const body = part.slice(split.index + split[0].length);
    const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(head)?.[1]?.toLowerCase();
    if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    return encoding === 'quoted-printable' ? decodeQuotedPrintable(body) : body;
  }
  throw new Error('no text/plain part in the mail');
}

/** The 6-digit verification code of a code mail. */
export function codeIn(mail: ReceivedMail): string {
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no code in the mail: ${mail.text}`);
  return code;
}

/** Starts the SMTP server on 127.0.0.1 (the platform runs on this machine) on a free port. */
export async function startMailbox(): Promise<Mailbox> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        mails.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          subject: /^subject:\s*(.*)$/im.exec(raw)?.[1] ?? '',
          text: plainTextOf(raw),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const seen = new Set<ReceivedMail>();
  return {
    host: '127.0.0.1',
    port,
    async nextMailTo(to, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = mails.find((candidate) => !seen.has(candidate) && candidate.to.includes(to.toLowerCase()));
        if (mail) {
          seen.add(mail);
          return mail;
        }
        if (Date.now() > deadline) throw new Error(`no mail to ${to} arrived within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
      }),
  };
}
