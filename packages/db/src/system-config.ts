import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { In, Like } from 'typeorm';
import { WebsiteConfigEntity } from './entities/site.ts';

/**
 * Admin-only settings (SMTP, links in mails, judge limits, discussion and group thresholds, SMS). They share the `website_config`
 * key/value table under a `system.` prefix, which `loadWebsiteConfig` never returns, so no public
 * call can leak them. The SMTP password and the AI API key are stored encrypted (AES-256-GCM) with a key derived from
 * a server secret: a database dump alone does not reveal it.
 */
export interface SystemConfig {
  /** Public URL of the web app (no trailing slash), used for links in mails; '' = derive from the request. */
  baseUrl: string;
  smtpHost: string;
  smtpPort: number;
  /** true = TLS from the first byte (port 465); false = plain, upgraded by STARTTLS when offered. */
  smtpSecure: boolean;
  /** '' = no SMTP authentication. */
  smtpUsername: string;
  /** Secret: never log it, never return it from a public call. */
  smtpPassword: string;
  /** Sender address, e.g. `OJ <noreply@example.org>`; '' = the SMTP username. */
  smtpFrom: string;
  /** Minimum seconds between two non-contest submissions of one user (0 = no limit; admin roles are exempt). */
  submissionIntervalSec: number;
  /** Minimum seconds between two online self-test runs of one user (0 = no limit). */
  testJudgeIntervalSec: number;
  /** Longest code a submission or self-test may carry, in characters (at most spec 01's 65535). */
  codeMaxLength: number;
  /** Accepted problems an ordinary user needs to post a discussion (spec 03 §6). */
  discussionMinAccepted: number;
  /** Discussions an ordinary user may post per day (0 = no limit). */
  discussionDailyLimit: number;
  /** Accepted problems an ordinary user needs to comment or reply. */
  commentMinAccepted: number;
  /** Accepted problems an ordinary user needs to create a group. */
  groupMinAccepted: number;
  /** Groups an ordinary user may create per day (0 = no limit). */
  groupDailyLimit: number;
  /** Groups an ordinary user may own in all (0 = no limit). */
  groupTotalLimit: number;
  /** SMS (the mobile tab): stored for a provider adapter; nothing sends SMS yet (docs/operations.md). */
  smsEnabled: boolean;
  /** '' (none), 'aliyun', 'tencent' or 'http' (a school's own gateway at smsEndpoint). */
  smsProvider: string;
  /** The provider's API address; '' = the provider's default. */
  smsEndpoint: string;
  smsAccessKeyId: string;
  /** Secret: never log it, never return it from any call. */
  smsAccessKeySecret: string;
  /** The approved signature put before each text. */
  smsSignName: string;
  /** The approved template of the verification-code text. */
  smsTemplateId: string;
  /** How long a texted code stays valid, in minutes. */
  smsCodeTtlMin: number;
  /** Texts one phone number may receive per day. */
  smsDailyLimitPerNumber: number;
  /** Base URL of an OpenAI-compatible API (`…/v1`, or the full `…/chat/completions`); '' = AI not configured. */
  aiApiUrl: string;
  /** Chat model name sent upstream; '' = AI not configured. */
  aiModel: string;
  /** `max_tokens` of one AI answer. */
  aiMaxTokens: number;
  /** Secret (Bearer key of the AI API): never log it, never return it from any call. */
  aiApiKey: string;
}

/** Values used until an admin stores others. */
export const DEFAULT_SYSTEM_CONFIG: Readonly<SystemConfig> = {
  baseUrl: '',
  smtpHost: '',
  smtpPort: 465,
  smtpSecure: true,
  smtpUsername: '',
  smtpPassword: '',
  smtpFrom: '',
  submissionIntervalSec: 8,
  testJudgeIntervalSec: 2,
  codeMaxLength: 65535,
  discussionMinAccepted: 10,
  discussionDailyLimit: 5,
  commentMinAccepted: 10,
  groupMinAccepted: 20,
  groupDailyLimit: 2,
  groupTotalLimit: 5,
  smsEnabled: false,
  smsProvider: '',
  smsEndpoint: '',
  smsAccessKeyId: '',
  smsAccessKeySecret: '',
  smsSignName: '',
  smsTemplateId: '',
  smsCodeTtlMin: 5,
  smsDailyLimitPerNumber: 10,
  aiApiUrl: '',
  aiModel: '',
  aiMaxTokens: 2048,
  aiApiKey: '',
};

type SystemConfigKey = keyof SystemConfig;

const PREFIX = 'system.';
const SECRET_KEYS: ReadonlySet<SystemConfigKey> = new Set(['smtpPassword', 'aiApiKey', 'smsAccessKeySecret']);
const ENCRYPTED_MARK = 'enc:v1:';

function isSystemConfigKey(name: string): name is SystemConfigKey {
  return Object.hasOwn(DEFAULT_SYSTEM_CONFIG, name);
}

function keyFromSecret(secret: string): Buffer {
  return createHash('sha256').update(`oj-system-config:${secret}`).digest();
}

function encrypt(plain: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFromSecret(secret), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return `${ENCRYPTED_MARK}${[iv, cipher.getAuthTag(), body].map((part) => part.toString('base64')).join(':')}`;
}

/** null when the text was encrypted with another secret or is corrupt. */
function decrypt(stored: string, secret: string): string | null {
  if (!stored.startsWith(ENCRYPTED_MARK)) return null;
  const [iv, tag, body] = stored
    .slice(ENCRYPTED_MARK.length)
    .split(':')
    .map((part) => Buffer.from(part, 'base64'));
  if (!iv || !tag || !body) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyFromSecret(secret), iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

function parseStored(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Reads the system config: defaults overlaid with stored values. `secret` is the server secret the
 * SMTP password was encrypted with; a password encrypted with another secret reads as ''.
 */
export async function loadSystemConfig(dataSource: DataSource | EntityManager, secret: string): Promise<SystemConfig> {
  const rows = await dataSource.getRepository(WebsiteConfigEntity).find({ where: { name: Like(`${PREFIX}%`) } });
  const config: Record<SystemConfigKey, string | number | boolean> = { ...DEFAULT_SYSTEM_CONFIG };
  for (const row of rows) {
    const name = row.name.slice(PREFIX.length);
    if (!isSystemConfigKey(name)) continue;
    let value = parseStored(row.value);
    if (SECRET_KEYS.has(name)) value = typeof value === 'string' ? (value === '' ? '' : (decrypt(value, secret) ?? '')) : undefined;
    if (typeof value === typeof DEFAULT_SYSTEM_CONFIG[name]) config[name] = value as string | number | boolean;
  }
  return config as unknown as SystemConfig;
}

/**
 * Stores the given keys (unknown keys ignored; a known key of the wrong type throws a TypeError)
 * and returns the merged config.
 */
export async function saveSystemConfig(dataSource: DataSource, patch: Partial<SystemConfig>, secret: string): Promise<SystemConfig> {
  const rows: { name: string; value: string }[] = [];
  for (const [name, value] of Object.entries(patch) as [string, unknown][]) {
    if (value === undefined || !isSystemConfigKey(name)) continue;
    if (typeof value !== typeof DEFAULT_SYSTEM_CONFIG[name]) {
      throw new TypeError(`system config "${name}" must be a ${typeof DEFAULT_SYSTEM_CONFIG[name]}`);
    }
    const stored = SECRET_KEYS.has(name) && value !== '' ? encrypt(value as string, secret) : value;
    rows.push({ name: `${PREFIX}${name}`, value: JSON.stringify(stored) });
  }
  if (rows.length > 0) await dataSource.getRepository(WebsiteConfigEntity).upsert(rows, ['name']);
  return loadSystemConfig(dataSource, secret);
}

/** Removes stored values, so those keys read their defaults again. */
export async function resetSystemConfig(dataSource: DataSource, keys: readonly SystemConfigKey[]): Promise<void> {
  if (keys.length === 0) return;
  await dataSource.getRepository(WebsiteConfigEntity).delete({ name: In(keys.map((key) => `${PREFIX}${key}`)) });
}

/** The config as an admin screen may show it: each secret replaced by whether one is set. */
export function redactSystemConfig(
  config: SystemConfig,
): Omit<SystemConfig, 'smtpPassword' | 'aiApiKey' | 'smsAccessKeySecret'> & { smtpPasswordSet: boolean; aiApiKeySet: boolean; smsAccessKeySecretSet: boolean } {
  const { smtpPassword, aiApiKey, smsAccessKeySecret, ...rest } = config;
  return { ...rest, smtpPasswordSet: smtpPassword !== '', aiApiKeySet: aiApiKey !== '', smsAccessKeySecretSet: smsAccessKeySecret !== '' };
}
