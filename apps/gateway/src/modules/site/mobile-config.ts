import type { ModulePlugin } from '@oj/service-kit';
import type { Deps } from '../../deps.ts';
import { MobileConfigBodySchema, MobileConfigSchema, Role, SMS_PROVIDERS, SiteMessage } from '@oj/contracts';
import type { MobileConfigBodyDto, MobileConfigDto } from '@oj/contracts';
import { loadSystemConfig, saveSystemConfig } from '@oj/db';
import type { SystemConfig } from '@oj/db';
import { envelopeSchema, ErrorEnvelopeSchema, fail, ok, TOKEN_SECURITY } from '@oj/service-kit';

// Spec 03 §2.19 system config, the mobile tab: the SMS settings a school's provider account needs
// (provider, address, key pair, approved signature and code template, code validity, a daily cap
// per number). No SMS provider is reachable from here, so they are stored only: an adapter reads
// them (docs/operations.md "SMS"). The access key secret is write-only, like the SMTP password.

// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const CONTROL = /[\u0000-\u001f\u007f]/;

/** The stored settings as the mobile tab shows them. */
export function mobileConfigOf(config: SystemConfig): MobileConfigDto {
  return {
    enabled: config.smsEnabled,
    provider: SMS_PROVIDERS.find((name) => name === config.smsProvider) ?? '',
    endpoint: config.smsEndpoint,
    accessKeyId: config.smsAccessKeyId,
    signName: config.smsSignName,
    templateId: config.smsTemplateId,
    codeTtlMin: config.smsCodeTtlMin,
    dailyLimitPerNumber: config.smsDailyLimitPerNumber,
    secretSet: config.smsAccessKeySecret !== '',
  };
}

/** Checks a set-mobile-config body against what is stored; answers the system-config patch. */
export function mobileConfigPatch(body: MobileConfigBodyDto, stored: SystemConfig): Partial<SystemConfig> {
  const text = {
    accessKeyId: body.accessKeyId.trim(),
    signName: body.signName.trim(),
    templateId: body.templateId.trim(),
    accessKeySecret: (body.accessKeySecret ?? '').trim(),
  };
  for (const [field, value] of Object.entries(text)) {
    if (CONTROL.test(value)) throw fail(SiteMessage.controlCharacters(field));
  }
  if (body.enabled) {
    // Turning SMS on with half a configuration would only fail at the first text a student waits for.
    if (body.provider === '') throw fail(SiteMessage.smsProviderRequired);
    if (body.provider === 'http' && body.endpoint === '') throw fail(SiteMessage.smsEndpointRequired);
    if (body.provider !== 'http') {
      for (const field of ['accessKeyId', 'signName', 'templateId'] as const) {
        if (text[field] === '') throw fail(SiteMessage.fieldRequired(field));
      }
      if (text.accessKeySecret === '' && stored.smsAccessKeySecret === '') throw fail(SiteMessage.fieldRequired('accessKeySecret'));
    }
  }
  const patch: Partial<SystemConfig> = {
    smsEnabled: body.enabled,
    smsProvider: body.provider,
    smsEndpoint: body.endpoint.replace(/\/+$/, ''),
    smsAccessKeyId: text.accessKeyId,
    smsSignName: text.signName,
    smsTemplateId: text.templateId,
    smsCodeTtlMin: body.codeTtlMin,
    smsDailyLimitPerNumber: body.dailyLimitPerNumber,
  };
  // No key id means no key pair: a stored secret would belong to nothing.
  if (text.accessKeyId === '') patch.smsAccessKeySecret = '';
  else if (text.accessKeySecret !== '') patch.smsAccessKeySecret = text.accessKeySecret;
  return patch;
}

const MobileEnvelope = envelopeSchema(MobileConfigSchema);
const ERRORS = { 400: ErrorEnvelopeSchema, 401: ErrorEnvelopeSchema, 403: ErrorEnvelopeSchema } as const;

/** get-mobile-config and set-mobile-config, super admin only. */
export const adminMobileConfigRoutes: ModulePlugin<Deps> = async (app, { deps }) => {
  const secret = deps.config.jwt.secret;
  app.addHook('preHandler', app.requireRoles(Role.SuperAdmin));

  app.get(
    '/admin/config/get-mobile-config',
    {
      schema: {
        tags: ['admin'],
        summary: 'The SMS settings (the secret only as secretSet)',
        security: TOKEN_SECURITY,
        response: { 200: MobileEnvelope, ...ERRORS },
      },
    },
    async () => ok(mobileConfigOf(await loadSystemConfig(deps.db, secret))),
  );

  app.put(
    '/admin/config/set-mobile-config',
    {
      schema: {
        tags: ['admin'],
        summary: 'Stores the SMS settings; an omitted or empty accessKeySecret keeps the stored one',
        security: TOKEN_SECURITY,
        body: MobileConfigBodySchema,
        response: { 200: MobileEnvelope, ...ERRORS },
      },
    },
    async (request) => {
      const patch = mobileConfigPatch(request.body, await loadSystemConfig(deps.db, secret));
      return ok(mobileConfigOf(await saveSystemConfig(deps.db, patch, secret)), SiteMessage.updated);
    },
  );
};
