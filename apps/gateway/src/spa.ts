import { stat } from 'node:fs/promises';
import { extname, relative, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { Type } from '@sinclair/typebox';

/** Where the two SPA builds live. */
export interface SpaOptions {
  webDist: string;
  adminDist: string;
}

/** The admin SPA's mount point (its Vite `base`). */
export const ADMIN_BASE = '/admin/';

const WildcardParams = Type.Object({ '*': Type.String() });

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/** A relative path inside `root`, or null when it would escape it. */
function insideRoot(root: string, requested: string): string | null {
  const target = resolve(root, `.${decodeURIComponent(`/${requested}`)}`);
  const rel = relative(root, target);
  return rel.startsWith('..') || resolve(root, rel) !== target ? null : rel;
}

function notBuiltPage(app: string, dist: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><title>${app} not built</title></head><body>
<h1>The ${app} app has not been built</h1>
<p>No <code>index.html</code> in <code>${dist}</code>. Run <code>pnpm --filter @oj/${app} build</code> (or the project's start command), then reload.</p>
</body></html>`;
}

/**
 * Serves the user SPA at `/` and the admin SPA at `/admin/`. A path naming an existing file gets
 * the file; any other path without a file extension gets the app's index.html, so client-side
 * routes survive a reload. `/api/*` never falls back: unknown API paths get the 404 envelope.
 */
export const spaPlugin: FastifyPluginAsync<SpaOptions> = async (app, options) => {
  const webDist = resolve(options.webDist);
  const adminDist = resolve(options.adminDist);
  await app.register(fastifyStatic, { root: webDist, serve: false, suppressWarning: true });

  const notFound = (reply: FastifyReply): FastifyReply => {
    reply.callNotFound();
    return reply;
  };

  const serve = async (reply: FastifyReply, appName: 'web' | 'admin', root: string, requested: string): Promise<FastifyReply> => {
    const rel = insideRoot(root, requested);
    if (rel === null) return notFound(reply);
    if (rel !== '' && (await isFile(resolve(root, rel)))) {
      // Vite puts content-hashed bundles under assets/: they never change, so cache them for good.
      const longLived = rel.startsWith('assets/');
      return reply.sendFile(rel, root, longLived ? { maxAge: '365d', immutable: true } : { maxAge: 0 });
    }
    if (extname(rel) !== '') return notFound(reply);
    if (!(await isFile(resolve(root, 'index.html')))) {
      return reply.code(503).type('text/html; charset=utf-8').send(notBuiltPage(appName, root));
    }
    // index.html names the current bundles, so browsers must revalidate it on every load.
    return reply.header('cache-control', 'no-cache').sendFile('index.html', root, { cacheControl: false });
  };

  const hidden = { hide: true, params: WildcardParams };
  app.get('/admin', { schema: { hide: true } }, (_request, reply) => serve(reply, 'admin', adminDist, ''));
  app.get<{ Params: { '*': string } }>(`${ADMIN_BASE}*`, { schema: hidden }, (request, reply) => serve(reply, 'admin', adminDist, request.params['*']));
  app.get<{ Params: { '*': string } }>('/*', { schema: hidden }, (request, reply) => {
    const path = request.params['*'];
    if (path === 'api' || path.startsWith('api/')) return notFound(reply);
    return serve(reply, 'web', webDist, path);
  });
};
