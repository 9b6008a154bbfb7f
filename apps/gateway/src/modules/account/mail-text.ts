import type { MailMessage } from './mailer.ts';

// Account mails, in both site languages (English first, then Chinese), as text and HTML.

function escapeHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#39;');
}

function html(paragraphs: readonly string[]): string {
  return `<div style="font-family:sans-serif;line-height:1.6">${paragraphs.map((text) => `<p>${text}</p>`).join('')}</div>`;
}

/** What a mailed code is for. */
export type CodePurpose = 'register' | 'change-email';

const PURPOSE_TEXT: Readonly<Record<CodePurpose, { en: string; zh: string }>> = {
  register: { en: 'to complete your registration', zh: '以完成注册' },
  'change-email': { en: 'to change the email address of your account', zh: '以修改账号的邮箱' },
};

/** The mail carrying a 6-digit verification code. */
export function codeMail(to: string, siteName: string, code: string, purpose: CodePurpose, ttlMinutes: number): MailMessage {
  const what = PURPOSE_TEXT[purpose];
  const en = `Your verification code is ${code}. Enter it ${what.en}. It is valid for ${ttlMinutes} minutes.`;
  const zh = `您的验证码是 ${code}，请在 ${ttlMinutes} 分钟内输入${what.zh}。`;
  const ignore = 'If you did not ask for it, ignore this mail. / 如果这不是您本人的操作，请忽略本邮件。';
  return {
    to,
    subject: `${siteName} - Verification code / 验证码`,
    text: `${en}\n${zh}\n\n${ignore}\n`,
    html: html([escapeHtml(en).replace(code, `<b>${code}</b>`), escapeHtml(zh), escapeHtml(ignore)]),
  };
}

/** The mail carrying the password-reset link. */
export function resetMail(to: string, siteName: string, username: string, link: string, ttlMinutes: number): MailMessage {
  const en = `Hello ${username}, open this link within ${ttlMinutes} minutes to reset your password:`;
  const zh = `${username}，您好！请在 ${ttlMinutes} 分钟内打开以下链接重置密码：`;
  const ignore = 'If you did not ask for it, ignore this mail: your password stays as it is. / 如果这不是您本人的操作，请忽略本邮件，密码不会改变。';
  return {
    to,
    subject: `${siteName} - Reset your password / 重置密码`,
    text: `${en}\n${zh}\n${link}\n\n${ignore}\n`,
    html: html([escapeHtml(en), escapeHtml(zh), `<a href="${escapeHtml(link)}">${escapeHtml(link)}</a>`, escapeHtml(ignore)]),
  };
}
