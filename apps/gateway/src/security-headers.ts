/**
 * The security headers of every gateway answer (issue 20 F10): the pages (both SPAs, the API docs,
 * their static files) get a Content-Security-Policy that runs only the apps' own scripts; the API's
 * JSON gets one that allows nothing; all of them refuse framing and MIME sniffing and keep the
 * referrer on the site. docs/security.md "Security headers" says why each source is there.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { loadWebsiteConfig } from '@oj/db';
import { TtlCache } from '@oj/service-kit';
import { DOCS_PREFIX } from './docs.ts';

/** How long the outside-images switch is reused; a change reaches every gateway within this time. */
export const IMAGE_SWITCH_CACHE_TTL_MS = 2_000;

/**
 * The pages' policy. Scripts: the apps' own files only (no inline script, no eval). Styles: inline
 * allowed, since antd's CSS-in-JS writes <style> elements at run time and KaTeX's HTML carries style
 * attributes, which no nonce covers. Images: the site's own (and data:/blob: ones the apps make);
 * outside hosts only when the `outsideImages` switch is on. Monaco's worker is a file of the
 * site (blob: for its fallback); KaTeX's fonts are files of the site. Media (a lesson's videos): the
 * site's own and https hosts. Frames: the site's own only (default-src), so a lesson document elsewhere
 * is offered as a link.
 */
export function pageContentSecurityPolicy(outsideImages: boolean): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${outsideImages ? ' https: http:' : ''}`,
    "font-src 'self' data:",
    // Lesson videos (spec 02 §2): the site's own, or over https from a video host; media runs no code.
    "media-src 'self' https:",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The API's policy: a JSON answer (or an uploaded file) opened as a document may load and run nothing. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * Headers of an answer that the site's own pages may show in a frame (an uploaded PDF in a lesson's
 * document dialog): the API's policy with `frame-ancestors 'self'` and `X-Frame-Options: SAMEORIGIN`
 * instead of 'none' and DENY. The browser's PDF viewer is a plugin, hence `object-src 'self'`; nothing
 * in the file can run a script (docs/security.md "Lessons").
 */
export const FRAMEABLE_BY_SITE_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; object-src 'self'; frame-ancestors 'self'; base-uri 'none'; form-action 'none'",
  'x-frame-options': 'SAMEORIGIN',
};

/** Headers every answer carries. */
export const COMMON_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'same-origin',
};

function isApiPath(request: FastifyRequest): boolean {
  const path = request.url.split('?', 1)[0] ?? '';
  if (path === DOCS_PREFIX || path.startsWith(`${DOCS_PREFIX}/`)) return false;
  return path === '/api' || path.startsWith('/api/');
}

/** Adds the headers on `onSend` to every answer of the scope it is registered in (and its children). */
export const securityHeadersPlugin = fp(
  (app: FastifyInstance, _options: unknown, done: () => void) => {
    const switchCache = new TtlCache<boolean>(IMAGE_SWITCH_CACHE_TTL_MS, 1);
    const outsideImages = async (): Promise<boolean> => {
      try {
        return await switchCache.get('outsideImages', async () => (await loadWebsiteConfig(app.db)).outsideImages);
      } catch (error) {
        // Without the setting, the stricter policy: the site's own images only.
        app.log.warn({ err: error }, 'outside-images switch not read; serving the default image policy');
        return false;
      }
    };
    app.addHook('onSend', async (request, reply, payload) => {
      // A route may relax framing for its own answer (FRAMEABLE_BY_SITE_HEADERS); the rest is always set.
      for (const [name, value] of Object.entries(COMMON_SECURITY_HEADERS)) if (name !== 'x-frame-options' || !reply.hasHeader(name)) reply.header(name, value);
      if (!reply.hasHeader('content-security-policy')) {
        reply.header('content-security-policy', isApiPath(request) ? API_CONTENT_SECURITY_POLICY : pageContentSecurityPolicy(await outsideImages()));
      }
      return payload;
    });
    done();
  },
  { name: 'oj-security-headers', fastify: '5.x' },
);
