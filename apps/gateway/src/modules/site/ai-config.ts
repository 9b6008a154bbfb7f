import type { ModulePlugin } from '@oj/service-kit';
import type { Deps } from '../../deps.ts';
import type { Static } from '@sinclair/typebox';
import { AiConfigBodySchema, AiConfigSchema, AiMessage, Role } from '@oj/contracts';
import type { AiConfigDto } from '@oj/contracts';
import { loadSystemConfig, saveSystemConfig } from '@oj/db';
import type { SystemConfig } from '@oj/db';
import { envelopeSchema, ErrorEnvelopeSchema, fail, ok, TOKEN_SECURITY } from '@oj/service-kit';

// The AI helpers' upstream (spec 01 §1 "optional AI helpers"): an OpenAI-compatible
// chat-completions API, set by the super admin next to the SMTP settings in the system config.
// Like the SMTP password, the API key is write-only: stored encrypted, never answered, never logged.
// The AI calls read the settings at every call, so a change applies to the next one.

// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const CONTROL = /[\u0000-\u001f\u007f]/;

/** The stored settings as the admin screen shows them. */
export function aiConfigOf(config: SystemConfig): AiConfigDto {
  return { apiUrl: config.aiApiUrl, model: config.aiModel, maxTokens: config.aiMaxTokens, keySet: config.aiApiKey !== '' };
}

/** Whether a text is an absolute http(s) URL with a host. */
export function isHttpUrl(value: string): boolean {
  if (CONTROL.test(value) || /\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** Checks and normalises a set-ai-config body into a system-config patch. */
export function aiConfigPatch(body: Static<typeof AiConfigBodySchema>): Partial<SystemConfig> {
  const apiUrl = body.apiUrl.trim().replace(/\/+$/, '');
  const model = body.model.trim();
  const apiKey = (body.apiKey ?? '').trim();
  if (!isHttpUrl(apiUrl)) throw fail(AiMessage.apiUrlInvalid);
  if (model === '' || model.length > 100 || CONTROL.test(model)) throw fail(AiMessage.modelInvalid);
  if (CONTROL.test(apiKey) || /\s/.test(apiKey)) throw fail(AiMessage.apiKeyInvalid);
  const patch: Partial<SystemConfig> = { aiApiUrl: apiUrl, aiModel: model, aiMaxTokens: body.maxTokens };
  if (apiKey !== '') patch.aiApiKey = apiKey;
  return patch;
}

const AiConfigEnvelope = envelopeSchema(AiConfigSchema);
const ERRORS = { 400: ErrorEnvelopeSchema, 401: ErrorEnvelopeSchema, 403: ErrorEnvelopeSchema } as const;

/** The AI config calls under /api/admin/config, super admin only. */
export const adminAiConfigRoutes: ModulePlugin<Deps> = async (app, { deps }) => {
  const secret = deps.config.jwt.secret;
  // Before the body is even parsed: anonymous and non-root callers learn nothing about the config.
  const onRequest = app.requireRoles(Role.SuperAdmin);

  app.get(
    '/admin/config/get-ai-config',
    {
      onRequest,
      schema: {
        tags: ['admin'],
        summary: 'The AI service settings (the key only as keySet)',
        security: TOKEN_SECURITY,
        response: { 200: AiConfigEnvelope, ...ERRORS },
      },
    },
    async () => ok(aiConfigOf(await loadSystemConfig(deps.db, secret))),
  );

  app.put(
    '/admin/config/set-ai-config',
    {
      onRequest,
      schema: {
        tags: ['admin'],
        summary: 'Stores the AI service settings; an omitted or empty apiKey keeps the stored one',
        security: TOKEN_SECURITY,
        body: AiConfigBodySchema,
        response: { 200: AiConfigEnvelope, ...ERRORS },
      },
    },
    async (request) => {
      const saved = await saveSystemConfig(deps.db, aiConfigPatch(request.body), secret);
      return ok(aiConfigOf(saved), AiMessage.updated);
    },
  );
};
