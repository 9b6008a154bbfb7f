import type { ModulePlugin } from '@oj/service-kit';
import { saveSiteConfig } from './website-config.ts';
import type { SiteDeps } from './website-config.ts';
import { Role, SWITCH_NAMES, SwitchInfoSchema, SwitchUpdateBodySchema, SiteMessage } from '@oj/contracts';
import type { SwitchInfoDto, WebsiteConfig } from '@oj/contracts';
import { loadWebsiteConfig } from '@oj/db';
import { envelopeSchema, ErrorEnvelopeSchema, ok, TOKEN_SECURITY } from '@oj/service-kit';

/** The switches out of the website config, where they live so that both SPAs read them at start. */
export function switchesOf(config: WebsiteConfig): SwitchInfoDto {
  return Object.fromEntries(SWITCH_NAMES.map((name) => [name, config[name]])) as SwitchInfoDto;
}

const SwitchEnvelope = envelopeSchema(SwitchInfoSchema);
const ERRORS = { 400: ErrorEnvelopeSchema, 401: ErrorEnvelopeSchema, 403: ErrorEnvelopeSchema } as const;

/** The switch page (spec 03 §2.19 `switch`): read every site switch, change one or more. */
export const adminSwitchRoutes: ModulePlugin<SiteDeps> = async (app, { deps }) => {
  app.addHook('preHandler', app.requireRoles(Role.SuperAdmin));

  app.get(
    '/admin/switch/info',
    { schema: { tags: ['admin'], summary: 'Every site switch', security: TOKEN_SECURITY, response: { 200: SwitchEnvelope, ...ERRORS } } },
    async () => ok(switchesOf(await loadWebsiteConfig(deps.db))),
  );

  app.put(
    '/admin/switch/update',
    {
      schema: {
        tags: ['admin'],
        summary: 'Changes the given switches; the next call of any service reads the new value',
        security: TOKEN_SECURITY,
        body: SwitchUpdateBodySchema,
        response: { 200: SwitchEnvelope, ...ERRORS },
      },
    },
    async (request) => ok(switchesOf(await saveSiteConfig(deps, request.body)), SiteMessage.updated),
  );
};
