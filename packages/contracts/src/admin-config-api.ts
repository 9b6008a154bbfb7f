/**
 * Wire shapes of the super admin's system settings (spec 03 §7 "config"): the SMTP server and the
 * AI helpers' upstream. Passwords and keys are write-only: answers say only whether one is stored.
 */
import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';

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
