import fp from 'fastify-plugin';
import { adminRolesFor } from '@oj/contracts';

/**
 * The admin area's guard, in one place for every service: a route whose path
 * `adminRolesFor` (contracts/admin-access.ts) gives roles is refused before anything else runs
 * (401 without a valid token, 403 without one of the roles). It runs on `onRequest`, so an
 * anonymous caller never gets as far as body parsing or schema validation: a 400 cannot tell
 * them what a route expects, and an upload is refused before its bytes are read. Modules may add
 * their own stricter guards; `apps/gateway/test/admin-access.test.ts` walks every route.
 */
export const adminGuardPlugin = fp(
  (app, _options, done) => {
    const guards = new Map<string, ReturnType<typeof app.requireRoles> | null>();
    app.addHook('onRequest', async (request, reply) => {
      const url = request.routeOptions.url;
      if (url === undefined || !url.startsWith('/api/')) return;
      let guard = guards.get(url);
      if (guard === undefined) {
        const roles = adminRolesFor(url.slice('/api'.length));
        guard = roles === null ? null : app.requireRoles(...roles);
        guards.set(url, guard);
      }
      if (guard !== null) await guard.call(app, request, reply);
    });
    done();
  },
  { name: 'oj-admin-guard', fastify: '5.x', dependencies: ['oj-auth'] },
);
