import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';

/** Where the OpenAPI UI lives; the JSON document is at `${DOCS_PREFIX}/json`. */
export const DOCS_PREFIX = '/api/docs';

/**
 * OpenAPI generated from the route schemas registered after this plugin. Routes without tags
 * (probes, metrics, SPA fallbacks, split-mode forwards) stay out of the document.
 */
export const docsPlugin = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'Online Judge API',
          version: '0.1.0',
          description: 'Every response is an envelope {status, msg, data}; failures also carry a stable `code`.',
        },
        components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization' } } },
      },
      hideUntagged: true,
    });
    await app.register(swaggerUi, { routePrefix: DOCS_PREFIX });
  },
  { name: 'oj-docs', fastify: '5.x' },
);
