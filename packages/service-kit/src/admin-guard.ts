import fp from 'fastify-plugin';
import { adminRolesFor } from '@oj/contracts';

/**
 * The admin area's guard, in one place for every service: a route whose path
 * `adminRolesFor` (contracts/admin-access.ts) gives roles is refused before anything else runs
 * (401 without a valid token, 403 without one of the roles). It is the route's first `onRequest`
 * hook, added as the route is registered (routes come after the service core), so an
 * anonymous caller never gets as far as body parsing or schema validation: a 400 cannot tell
 * them what a route expects, and an upload is refused before its bytes are read. Modules may add
 * their own stricter guards; `apps/gateway/test/admin-access.test.ts` walks every route.
 */
export const adminGuardPlugin = fp(
  (app, _options, done) => {
    // Given to each admin route as it is registered (its first onRequest hook), so the routes of
    // everyone else run no guard at all.
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api/')) return;
      const roles = adminRolesFor(route.url.slice('/api'.length));
      if (roles === null) return;
      const guard = app.requireRoles(...roles);
      const own = route.onRequest === undefined ? [] : Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest];
      route.onRequest = [guard, ...own];
    });
    done();
  },
  { name: 'oj-admin-guard', fastify: '5.x', dependencies: ['oj-auth'] },
);
