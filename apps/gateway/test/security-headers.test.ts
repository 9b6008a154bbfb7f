import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { saveWebsiteConfig } from '@oj/db';
import { createTestDatabase } from '@oj/db/testing';
import type { TestDatabase } from '@oj/db/testing';
import { createService } from '@oj/service-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewayService } from '../src/app.ts';
import { IMAGE_SWITCH_CACHE_TTL_MS } from '../src/security-headers.ts';
import { fakeDists, gatewayTestConfig } from './helpers.ts';

// Issue 20 F10: `/` and `/admin/` sent no Content-Security-Policy, X-Frame-Options, Referrer-Policy
// or X-Content-Type-Options. Every gateway answer now carries them: the pages a strict policy (no
// inline script), the API a policy that allows nothing; img-src follows the outsideImages switch.

/** A policy's directives by name. */
function directives(policy: string | undefined): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of (policy ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) map.set(name, sources);
  }
  return map;
}

describe('security headers', () => {
  let database: TestDatabase;
  let dists: Awaited<ReturnType<typeof fakeDists>>;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase('gw_headers');
    dists = await fakeDists();
    app = await createService({
      config: gatewayTestConfig({ OJ_WEB_DIST: dists.web, OJ_ADMIN_DIST: dists.admin }),
      dataSource: database.dataSource,
      plugin: gatewayService,
    });
  });

  afterAll(async () => {
    await app.close();
    await dists.remove();
    await database.drop();
  });

  const get = (url: string) => app.inject({ method: 'GET', url });
  const PAGES = ['/', '/problem/1', '/admin/', '/admin/users', '/assets/app-1234.js', '/admin/assets/app-1234.js', '/api/docs/static/index.html'];
  const API = ['/api/get-website-config', '/api/no-such-route', '/api/get-problem-list?currentPage=x'];

  it('sends the common headers on pages, static files and API answers, errors included', async () => {
    for (const url of [...PAGES, ...API]) {
      const response = await get(url);
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['x-frame-options'], url).toBe('DENY');
      expect(response.headers['referrer-policy'], url).toBe('same-origin');
      expect(directives(response.headers['content-security-policy']).get('frame-ancestors'), url).toEqual(["'none'"]);
    }
  });

  it('gives pages a policy with no inline or evaluated script, and the site’s own images only by default', async () => {
    for (const url of PAGES) {
      const response = await get(url);
      expect(response.statusCode, url).toBeLessThan(400);
      const policy = directives(response.headers['content-security-policy']);
      expect(policy.get('script-src'), url).toEqual(["'self'"]);
      expect(policy.get('default-src'), url).toEqual(["'self'"]);
      expect(policy.get('object-src'), url).toEqual(["'none'"]);
      expect(policy.get('img-src'), url).toEqual(["'self'", 'data:', 'blob:']);
      expect(policy.get('style-src'), url).toEqual(["'self'", "'unsafe-inline'"]);
      // Lesson videos may come from https hosts; frames stay the site's own (default-src).
      expect(policy.get('media-src'), url).toEqual(["'self'", 'https:']);
      expect(policy.get('frame-src'), url).toBeUndefined();
    }
  });

  it('gives API answers a policy that allows nothing', async () => {
    for (const url of API) {
      const policy = directives((await get(url)).headers['content-security-policy']);
      expect(policy.get('default-src'), url).toEqual(["'none'"]);
    }
  });

  it('lets img-src reach other hosts once the outsideImages switch is on', async () => {
    await saveWebsiteConfig(database.dataSource, { outsideImages: true });
    await new Promise((resolve) => setTimeout(resolve, IMAGE_SWITCH_CACHE_TTL_MS + 100));
    try {
      expect(directives((await get('/')).headers['content-security-policy']).get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https:', 'http:']);
      expect(directives((await get('/api/get-website-config')).headers['content-security-policy']).get('default-src')).toEqual(["'none'"]);
    } finally {
      await saveWebsiteConfig(database.dataSource, { outsideImages: false });
    }
  });

  it('the apps’ index.html files hold no inline script (the policy would block it)', async () => {
    for (const app of ['web', 'admin']) {
      const html = await readFile(fileURLToPath(new URL(`../../${app}/index.html`, import.meta.url)), 'utf8');
      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
      expect(scripts.length, app).toBeGreaterThan(0);
      for (const [, attributes = '', body = ''] of scripts) {
        expect(attributes, app).toMatch(/\bsrc=/);
        expect(body.trim(), app).toBe('');
      }
      expect(html, app).not.toMatch(/\son[a-z]+=/i);
    }
  });
});
