// The system config forms check what the server checks, with the limits read from the same
// contract schemas, so a value the form lets through is one the server accepts.
import { DiscussionConfigSchema, GroupConfigSchema, JudgeConfigSchema, MobileConfigBodySchema, WebsiteConfigSchema } from '@oj/contracts';

// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const CONTROL = /[\u0000-\u001f\u007f]/;
const HOST_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
const IPV4 = /^(?:(?:25[0-5]|2[0-4]\d|1?\d?\d)\.){3}(?:25[0-5]|2[0-4]\d|1?\d?\d)$/;

/** A schema's string and number bounds (undefined where it sets none). */
export function boundsOf(schema: object): { maxLength?: number; minimum?: number; maximum?: number; pattern?: RegExp } {
  const { maxLength, minimum, maximum, pattern } = schema as { maxLength?: number; minimum?: number; maximum?: number; pattern?: string };
  return { maxLength, minimum, maximum, pattern: pattern === undefined ? undefined : new RegExp(pattern) };
}

/** The bounds of one website config field. */
export function websiteBounds(field: keyof typeof WebsiteConfigSchema.properties) {
  return boundsOf(WebsiteConfigSchema.properties[field]);
}

/** The bounds of one mobile tab field. */
export function mobileBounds(field: keyof typeof MobileConfigBodySchema.properties) {
  return boundsOf(MobileConfigBodySchema.properties[field]);
}

/** The fields of each limits tab, in form order, with their bounds. */
export const LIMIT_FIELDS = {
  judge: Object.entries(JudgeConfigSchema.properties).map(([name, schema]) => ({ name, ...boundsOf(schema) })),
  discussion: Object.entries(DiscussionConfigSchema.properties).map(([name, schema]) => ({ name, ...boundsOf(schema) })),
  group: Object.entries(GroupConfigSchema.properties).map(([name, schema]) => ({ name, ...boundsOf(schema) })),
} as const;

/** Limit fields where 0 switches the limit off. */
export const ZERO_MEANS_NO_LIMIT: ReadonlySet<string> = new Set([
  'submissionIntervalSec',
  'testJudgeIntervalSec',
  'discussionDailyLimit',
  'groupDailyLimit',
  'groupTotalLimit',
]);

/** Whether a text holds control characters (the server refuses them in names and keys). */
export function hasControlCharacters(value: string): boolean {
  return CONTROL.test(value);
}

/** A host name (letters, digits, inner hyphens; last label not all digits) or an IP address, as the server checks it. */
export function isHostOrIp(value: string): boolean {
  if (IPV4.test(value) || (value.includes(':') && /^[0-9A-Fa-f:.]+$/.test(value))) return true;
  if (value.length === 0 || value.length > 253) return false;
  const labels = value.split('.');
  return labels.every((label) => HOST_LABEL.test(label)) && !/^\d+$/.test(labels.at(-1) ?? '');
}

/** `local@domain` with a host-name domain. */
export function isMailAddress(value: string): boolean {
  const at = value.lastIndexOf('@');
  if (at <= 0 || at > 64) return false;
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  return (
    /^[^\s@<>()[\]",;:\\]+$/.test(local) && !local.startsWith('.') && !local.endsWith('.') && isHostOrIp(domain) && !IPV4.test(domain) && !domain.includes(':')
  );
}

/** `addr@host`, `Name <addr@host>` or `"Name" <addr@host>`. */
export function isSender(value: string): boolean {
  const named = /^(?:"[^"<>]*"|[^"<>]*?)\s*<([^<>]+)>$/.exec(value);
  return named ? isMailAddress(named[1] ?? '') : isMailAddress(value);
}
