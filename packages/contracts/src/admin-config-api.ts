/**
 * Wire shapes of the super admin's system settings (spec 03 §7 "config"): the website, the SMTP
 * server, the AI helpers' upstream and SMS (judge, discussion and group limits, switches and the
 * service info are in admin-settings-api.ts). Passwords and keys are write-only: answers say only whether one is stored.
 */
import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { WebsiteConfigSchema } from './website-schema.ts';

/** get-email-config answer: the password replaced by whether one is stored. */
export const EmailConfigSchema = Type.Object({
  host: Type.String(),
  port: Type.Integer(),
  /** true = TLS from the first byte (port 465); false = plain, upgraded by STARTTLS when offered. */
  ssl: Type.Boolean(),
  /** '' = no SMTP authentication. */
  username: Type.String(),
  /** Sender, `addr@host` or `Name <addr@host>`; '' = the username. */
  from: Type.String(),
  passwordSet: Type.Boolean(),
});
export type EmailConfigDto = Static<typeof EmailConfigSchema>;

/** set-email-config body. */
export const EmailConfigBodySchema = Type.Object(
  {
    host: Type.String({ maxLength: 253, description: 'SMTP host name or IP address' }),
    port: Type.Integer({ minimum: 1, maximum: 65535 }),
    ssl: Type.Boolean({ description: 'true = TLS from the first byte (465); false = STARTTLS when offered' }),
    username: Type.String({ maxLength: 255, description: "'' = no authentication (any stored password is dropped)" }),
    from: Type.String({ maxLength: 255, description: "'addr@host' or 'Name <addr@host>'; '' = the username" }),
    password: Type.Optional(Type.String({ maxLength: 255, description: 'omitted or empty = keep the stored one' })),
  },
  { additionalProperties: false },
);
export type EmailConfigBodyDto = Static<typeof EmailConfigBodySchema>;

/** test-email body: where the test mail goes. */
export const TestEmailBodySchema = Type.Object({ email: Type.String({ maxLength: 255 }) }, { additionalProperties: false });

/** get-ai-config answer: the key replaced by whether one is stored. */
export const AiConfigSchema = Type.Object({
  /** '' until configured. */
  apiUrl: Type.String(),
  model: Type.String(),
  maxTokens: Type.Integer(),
  keySet: Type.Boolean(),
});
export type AiConfigDto = Static<typeof AiConfigSchema>;

/** Largest max_tokens an admin may set for one answer. */
export const AI_MAX_TOKENS = 32_000;

/** set-ai-config body. */
export const AiConfigBodySchema = Type.Object(
  {
    apiUrl: Type.String({ maxLength: 500, description: 'http(s) base URL of an OpenAI-compatible API (…/v1), or its full …/chat/completions URL' }),
    model: Type.String({ maxLength: 100, description: 'Model name, 1 to 100 characters' }),
    maxTokens: Type.Integer({ minimum: 1, maximum: AI_MAX_TOKENS, description: 'max_tokens of one answer' }),
    apiKey: Type.Optional(Type.String({ maxLength: 500, description: 'Bearer key; omitted or empty = keep the stored one' })),
  },
  { additionalProperties: false },
);
export type AiConfigBodyDto = Static<typeof AiConfigBodySchema>;

/** get-web-config answer: the website config plus the public URL used in mails (system config). */
export const AdminWebConfigSchema = Type.Composite([
  WebsiteConfigSchema,
  Type.Object({
    baseUrl: Type.String({
      maxLength: 512,
      pattern: '^(https?://\\S+)?$',
      description: "Public URL of the web app, for links in mails; '' = from the request",
    }),
  }),
]);
export type AdminWebConfigDto = Static<typeof AdminWebConfigSchema>;

/** set-web-config body: any subset of the fields; unknown fields are dropped. */
export const AdminWebConfigPatchSchema = Type.Partial(AdminWebConfigSchema, { additionalProperties: false });
export type AdminWebConfigPatchDto = Static<typeof AdminWebConfigPatchSchema>;

/** SMS providers the mobile settings know ('' = none chosen); `http` is a school's own gateway. */
export const SMS_PROVIDERS = ['', 'aliyun', 'tencent', 'http'] as const;
export type SmsProvider = (typeof SMS_PROVIDERS)[number];

const mobileFields = {
  enabled: Type.Boolean({ description: 'Offer texted verification codes (needs a provider adapter; see docs/operations.md)' }),
  provider: Type.Union([Type.Literal(''), Type.Literal('aliyun'), Type.Literal('tencent'), Type.Literal('http')]),
  endpoint: Type.String({ maxLength: 500, pattern: '^(https?://\\S+)?$', description: "Provider API address; '' = the provider's default" }),
  accessKeyId: Type.String({ maxLength: 128 }),
  signName: Type.String({ maxLength: 64, description: 'Approved SMS signature' }),
  templateId: Type.String({ maxLength: 64, description: 'Approved template of the verification-code text' }),
  codeTtlMin: Type.Integer({ minimum: 1, maximum: 60, description: 'Minutes a texted code stays valid' }),
  dailyLimitPerNumber: Type.Integer({ minimum: 1, maximum: 100, description: 'Texts one number may receive per day' }),
};

/** get-mobile-config answer: the access key secret replaced by whether one is stored. */
export const MobileConfigSchema = Type.Object({ ...mobileFields, secretSet: Type.Boolean() });
export type MobileConfigDto = Static<typeof MobileConfigSchema>;

/** set-mobile-config body. */
export const MobileConfigBodySchema = Type.Object(
  { ...mobileFields, accessKeySecret: Type.Optional(Type.String({ maxLength: 256, description: 'omitted or empty = keep the stored one' })) },
  { additionalProperties: false },
);
export type MobileConfigBodyDto = Static<typeof MobileConfigBodySchema>;
