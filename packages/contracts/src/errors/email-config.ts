import { defineMessages } from './define.ts';

/** Messages of the email config calls (spec 03 §7: email config get and set, test-email). */
export const EmailConfigMessage = defineMessages('emailConfig', {
  updated: { as: 'success', en: 'Update Successfully' },
  hostRequired: { as: 'badRequest', en: 'host is required' },
  hostInvalid: { as: 'badRequest', en: 'host must be a host name or an IP address' },
  controlCharacters: { as: 'badRequest', params: ['field'], en: (field: string) => `${field} must not contain control characters` },
  fromInvalid: { as: 'badRequest', en: "from must be an email address or 'Name <address>'" },
  emailInvalid: { as: 'badRequest', en: 'The email format is incorrect' },
  notConfigured: { as: 'badRequest', en: 'SMTP is not configured: set the email config (host) first' },
  sendFailed: { as: 'badRequest', params: ['reason'], en: (reason: string) => `Failed to send the test email: ${reason}` },
  testSent: { as: 'success', params: ['email'], en: (email: string) => `A test email has been sent to ${email}` },
});
