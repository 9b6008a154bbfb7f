import fp from 'fastify-plugin';
import { serviceDeps } from '@oj/service-kit';
import type { Deps } from './deps.ts';
import { commentModule } from './modules/comment/index.ts';
import { messageModule } from './modules/message/index.ts';
import { pingRoutes } from './modules/ping/index.ts';

/**
 * The community service: the comment area (contest Q&A, later discussion comments) and the message
 * center's unread counts; groups, discussions, the other message calls and announcements come with
 * later issues. It registers its routes under /api, so the gateway can host it as is.
 */
export const communityService = fp(
  async (app) => {
    // The one dependencies object of the service's modules (STYLE.md "Module dependencies").
    const deps: Deps = serviceDeps(app);
    await app.register(pingRoutes, { prefix: '/api', deps });
    await app.register(messageModule, { prefix: '/api', deps });
    await app.register(commentModule, { prefix: '/api', deps });
  },
  { name: 'community-service', fastify: '5.x', encapsulate: true, dependencies: ['oj-auth', 'oj-database', 'oj-nats'] },
);
