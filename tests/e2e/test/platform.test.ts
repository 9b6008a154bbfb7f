import { describe, expect, it } from 'vitest';
import { baseUrl, json } from '../src/env.ts';

interface Envelope<T> {
  status: number;
  msg: string;
  data: T;
}

describe('the started platform, over HTTP', () => {
  it('answers get-website-config with the envelope', async () => {
    const response = await fetch(`${baseUrl()}/api/get-website-config`);
    expect(response.status).toBe(200);
    const body = await json<Envelope<Record<string, unknown>>>(response);
    expect(body.status).toBe(200);
    expect(typeof body.msg).toBe('string');
    expect(body.data).toMatchObject({ shortName: expect.any(String) as unknown, register: expect.any(Boolean) as unknown });
    expect(Object.keys(body.data)).toEqual(expect.arrayContaining(['name', 'visible1', 'visible4', 'openPublicDiscussion']));
  });

  it('reports the database and NATS as reachable on /readyz', async () => {
    const response = await fetch(`${baseUrl()}/readyz`);
    expect(response.status).toBe(200);
    expect(await json<Record<string, unknown>>(response)).toMatchObject({ database: 'ok', nats: 'ok' });
  });

  it('serves the web shell at / and falls back to it for client routes', async () => {
    for (const path of ['/', '/problem', '/status?onlyMine=true']) {
      const response = await fetch(`${baseUrl()}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type'), path).toContain('text/html');
      const html = await response.text();
      expect(html, path).toContain('id="root"');
      expect(html, path).not.toContain('/admin/assets/');
    }
  });

  it('serves the admin shell at /admin/ with its own fallback', async () => {
    for (const path of ['/admin/', '/admin/login', '/admin/problem/list']) {
      const response = await fetch(`${baseUrl()}${path}`);
      expect(response.status, path).toBe(200);
      const html = await response.text();
      expect(html, path).toContain('/admin/assets/');
    }
  });

  it('answers an unknown API path with a 404 envelope, not the SPA', async () => {
    const response = await fetch(`${baseUrl()}/api/no-such-call`);
    expect(response.status).toBe(404);
    const body = await json<Envelope<unknown>>(response);
    expect(body.status).toBe(404);
    expect(body.msg.length).toBeGreaterThan(0);
  });

  it('refuses an admin call without a token (401) and with a forged one (401)', async () => {
    const url = `${baseUrl()}/api/admin/config/set-web-config`;
    const init = { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"shortName":"X"}' };
    const missing = await fetch(url, init);
    expect(missing.status).toBe(401);
    const forgedToken = [
      Buffer.from('{"alg":"HS256","typ":"JWT"}').toString('base64url'),
      Buffer.from('{"uid":"x","username":"root","roles":[1000]}').toString('base64url'),
      'c2lnbmF0dXJl',
    ].join('.');
    const forged = await fetch(url, { ...init, headers: { ...init.headers, authorization: forgedToken } });
    expect(forged.status).toBe(401);
    const config = await json<Envelope<{ shortName: string }>>(await fetch(`${baseUrl()}/api/get-website-config`));
    expect(config.data.shortName).not.toBe('X');
  });
});
