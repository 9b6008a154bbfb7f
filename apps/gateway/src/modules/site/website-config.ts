import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { Role, WebsiteConfigPatchSchema, WebsiteConfigSchema } from '@oj/contracts';
import { loadWebsiteConfig, saveWebsiteConfig } from '@oj/db';
import { ErrorEnvelopeSchema, TOKEN_SECURITY, envelopeSchema, ok } from '@oj/service-kit';

const WebsiteConfigEnvelope = envelopeSchema(WebsiteConfigSchema);

/** `GET /api/get-website-config`: public, read by both SPAs at start. */
export const websiteConfigRoutes: FastifyPluginCallbackTypebox = (app, _options, done) => {
  app.get(
    '/get-website-config',
    { schema: { tags: ['website'], summary: 'Website name, footer links and feature switches', response: { 200: WebsiteConfigEnvelope } } },
    async () => ok(await loadWebsiteConfig(app.db)),
  );
  done();
};

/** `POST /api/admin/config/set-web-config`: super admin only; stores any subset of the fields. */
export const adminWebsiteConfigRoutes: FastifyPluginCallbackTypebox = (app, _options, done) => {
  app.post(
    '/admin/config/set-web-config',
    {
      preHandler: app.requireRoles(Role.SuperAdmin),
      schema: {
        tags: ['admin'],
        summary: 'Updates the website config',
        security: TOKEN_SECURITY,
        body: WebsiteConfigPatchSchema,
        response: { 200: WebsiteConfigEnvelope, 400: ErrorEnvelopeSchema, 401: ErrorEnvelopeSchema, 403: ErrorEnvelopeSchema },
      },
    },
    async (request) => ok(await saveWebsiteConfig(app.db, request.body), 'Update Successfully'),
  );
  done();
};
