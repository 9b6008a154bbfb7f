import type { ModulePlugin } from '@oj/service-kit';
import type { Deps } from '../../deps.ts';
import { AdminWebConfigPatchSchema, AdminWebConfigSchema, Role, WebsiteConfigSchema, SiteMessage } from '@oj/contracts';
import type { AdminWebConfigDto, AdminWebConfigPatchDto, WebsiteConfig } from '@oj/contracts';
import { loadSystemConfig, loadWebsiteConfig, saveSystemConfig } from '@oj/db';
import { saveAnnouncedWebsiteConfig } from '@oj/service-kit/events';
import type { OutboxRelay } from '@oj/service-kit/events';
import { envelopeSchema, ErrorEnvelopeSchema, fail, ok, TOKEN_SECURITY } from '@oj/service-kit';

const WebsiteConfigEnvelope = envelopeSchema(WebsiteConfigSchema);
const AdminWebConfigEnvelope = envelopeSchema(AdminWebConfigSchema);
const ERRORS = { 400: ErrorEnvelopeSchema, 401: ErrorEnvelopeSchema, 403: ErrorEnvelopeSchema } as const;

/** `GET /api/get-website-config`: public, read by both SPAs at start. */
export const websiteConfigRoutes: ModulePlugin<Deps> = async (app, { deps }) => {
  app.get(
    '/get-website-config',
    { schema: { tags: ['website'], summary: 'Website name, footer links and feature switches', response: { 200: WebsiteConfigEnvelope } } },
    async () => ok(await loadWebsiteConfig(deps.db)),
  );
};

/** Splits an admin patch into its website part and the base URL (a system setting). */
function splitPatch(body: AdminWebConfigPatchDto): { site: Partial<WebsiteConfig>; baseUrl: string | undefined } {
  const { baseUrl, ...site } = body;
  for (const field of ['name', 'shortName'] as const) {
    const value = site[field];
    if (value === undefined) continue;
    // The site's name shows in every title bar: a blank one is as good as none.
    if (value.trim() === '') throw fail(SiteMessage.fieldRequired(field));
    site[field] = value.trim();
  }
  return { site, baseUrl: baseUrl?.replace(/\/+$/, '') };
}

/**
 * The super admin's website tab (spec 03 §3 "Admin website config"): get and set any subset of the
 * fields. (image1..3 with addr1..3 are the home page's banner ads, spec 02; its carousel is a list of
 * uploaded images that comes with the home page, so delete-home-carousel is not here: docs/api.md.)
 */
/** What the saving routes need besides the gateway's deps: the site module's outbox relay, flushed after a save. */
export type SiteDeps = Deps & { readonly outbox: Pick<OutboxRelay, 'flush'> };

/** Saves the website config keys with their `site config changed` event, and sends it. */
export async function saveSiteConfig(deps: SiteDeps, patch: Partial<WebsiteConfig>): Promise<WebsiteConfig> {
  const saved = await saveAnnouncedWebsiteConfig(deps.db, deps.natsNames, patch);
  await deps.outbox.flush();
  return saved;
}

export const adminWebsiteConfigRoutes: ModulePlugin<SiteDeps> = async (app, { deps }) => {
  const secret = deps.config.jwt.secret;
  app.addHook('preHandler', app.requireRoles(Role.SuperAdmin));
  const current = async (): Promise<AdminWebConfigDto> => ({
    ...(await loadWebsiteConfig(deps.db)),
    baseUrl: (await loadSystemConfig(deps.db, secret)).baseUrl,
  });

  app.get(
    '/admin/config/get-web-config',
    {
      schema: {
        tags: ['admin'],
        summary: 'The website config with the public base URL',
        security: TOKEN_SECURITY,
        response: { 200: AdminWebConfigEnvelope, ...ERRORS },
      },
    },
    async () => ok(await current()),
  );

  app.post(
    '/admin/config/set-web-config',
    {
      schema: {
        tags: ['admin'],
        summary: 'Updates any subset of the website config',
        security: TOKEN_SECURITY,
        body: AdminWebConfigPatchSchema,
        response: { 200: AdminWebConfigEnvelope, ...ERRORS },
      },
    },
    async (request) => {
      const { site, baseUrl } = splitPatch(request.body);
      // Both parts were checked by the schema before either is stored.
      await saveSiteConfig(deps, site);
      if (baseUrl !== undefined) await saveSystemConfig(deps.db, { baseUrl }, secret);
      return ok(await current(), SiteMessage.updated);
    },
  );
};
