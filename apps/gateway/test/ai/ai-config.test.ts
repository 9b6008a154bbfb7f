import type { FastifyInstance } from 'fastify';
import { Role } from '@oj/contracts';
import { ROOT_USERNAME, UserInfoEntity, WebsiteConfigEntity, loadSystemConfig, redactSystemConfig, seedDefaults } from '@oj/db';
import { createTestDatabase } from '@oj/db/testing';
import type { TestDatabase } from '@oj/db/testing';
import { createService, hashPassword } from '@oj/service-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewayService } from '../../src/app.ts';
import { captureLogs } from '../account/helpers.ts';
import { deleteNamespaceBuckets, gatewayTestConfig, nonRootCallers } from '../helpers.ts';

// The AI service settings (admin config get-ai-config / set-ai-config) through the whole gateway:
// root only, validated, and the API key write-only (stored encrypted, never answered or logged).

const API_KEY = 'sk-config-Secret-Key-9876';
const OTHER_KEY = 'sk-another-Secret-Key-1234';

describe('AI config calls', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let rootToken: string;
  const logs = captureLogs();

  beforeAll(async () => {
    database = await createTestDatabase('gw_ai_config');
    await seedDefaults(database.dataSource, { rootPasswordHash: await hashPassword('rootpass') });
    app = await createService({
      config: gatewayTestConfig({ OJ_LOG_LEVEL: 'debug' }),
      dataSource: database.dataSource,
      logStream: logs.stream,
      plugin: gatewayService,
    });
    const root = await database.dataSource.getRepository(UserInfoEntity).findOneByOrFail({ username: ROOT_USERNAME });
    rootToken = app.signToken({ uid: root.uid, username: root.username, roles: [Role.SuperAdmin] });
  });

  afterAll(async () => {
    await deleteNamespaceBuckets(app);
    await app.close();
    await database.drop();
  });

  const getConfig = (authorization = rootToken) => app.inject({ method: 'GET', url: '/api/admin/config/get-ai-config', headers: { authorization } });
  const setConfig = (payload: unknown, authorization = rootToken) =>
    app.inject({
      method: 'PUT',
      url: '/api/admin/config/set-ai-config',
      headers: { authorization, 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });
  const stored = () => loadSystemConfig(app.db, app.config.jwt.secret);
  const valid = { apiUrl: 'https://api.example.org/v1', model: 'gpt-test', maxTokens: 1024 };

  it('starts unconfigured, and the AI calls say so (the gateway registers them)', async () => {
    const response = await getConfig();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 200, msg: 'success', data: { apiUrl: '', model: '', maxTokens: 2048, keySet: false } });
    // AI chat is off by default: the switch answers first.
    const user = app.signToken({ uid: 'u-ai', username: 'someone', roles: [Role.User] });
    const ai = await app.inject({ method: 'GET', url: '/api/ai/explain-problem?pid=1', headers: { authorization: user } });
    expect(ai.statusCode).toBe(403);
    expect(ai.json()).toMatchObject({ msg: 'AI chat is not open on this site' });
  });

  it('documents the AI calls as event streams and the config calls in the OpenAPI document', async () => {
    type Operation = { responses: Record<string, { content?: Record<string, unknown> }>; parameters?: { name: string }[] };
    const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json<{ paths: Record<string, Record<string, Operation>> }>();
    for (const [path, parameter] of [
      ['/api/ai/explain-problem', 'pid'],
      ['/api/ai/explain-ce', 'submitId'],
      ['/api/ai/provide-idea', 'submitId'],
      ['/api/ai/perfect-code', 'submitId'],
    ]) {
      const operation = document.paths[path ?? '']?.get;
      expect(Object.keys(operation?.responses['200']?.content ?? {}), path).toEqual(['text/event-stream']);
      expect(
        operation?.parameters?.map((entry) => entry.name),
        path,
      ).toEqual([parameter]);
      expect(Object.keys(operation?.responses ?? {}).sort()).toEqual(['200', '400', '401', '403', '404', '429', '503']);
    }
    expect(document.paths['/api/admin/config/get-ai-config']?.get).toBeDefined();
    expect(document.paths['/api/admin/config/set-ai-config']?.put).toBeDefined();
  });

  it('refuses anonymous callers (401) and everyone but root (403), and changes nothing', async () => {
    for (const [authorization, status] of nonRootCallers(app)) {
      const headers: Record<string, string> = { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) };
      const answers = [
        await app.inject({ method: 'GET', url: '/api/admin/config/get-ai-config', headers }),
        await app.inject({ method: 'PUT', url: '/api/admin/config/set-ai-config', headers, payload: JSON.stringify({ ...valid, apiKey: API_KEY }) }),
        await app.inject({ method: 'PUT', url: '/api/admin/config/set-ai-config', headers, payload: '{"model":' }),
      ];
      for (const answer of answers) {
        expect(answer.statusCode, `${authorization ?? 'anonymous'}: ${answer.body}`).toBe(status);
        expect(answer.json()).toMatchObject({ status, data: null });
      }
    }
    expect((await stored()).aiApiKey).toBe('');
    expect((await stored()).aiModel).toBe('');
  });

  it('stores the settings, answers them without the key, and keeps the key encrypted', async () => {
    const response = await setConfig({ ...valid, apiUrl: ' https://api.example.org/v1/ ', apiKey: API_KEY });
    expect(response.statusCode, response.body).toBe(200);
    const expected = { apiUrl: 'https://api.example.org/v1', model: 'gpt-test', maxTokens: 1024, keySet: true };
    expect(response.json()).toEqual({ status: 200, msg: 'Update Successfully', data: expected });
    expect(response.body).not.toContain(API_KEY);
    const read = await getConfig();
    expect(read.json()).toMatchObject({ data: expected });
    expect(read.body).not.toContain(API_KEY);
    const rows = await app.db.getRepository(WebsiteConfigEntity).find();
    expect(rows.find((row) => row.name === 'system.aiApiKey')?.value).toMatch(/^"enc:v1:/);
    expect(rows.every((row) => !row.value.includes(API_KEY))).toBe(true);
    expect((await stored()).aiApiKey).toBe(API_KEY);
    expect((await loadSystemConfig(app.db, 'some-other-secret')).aiApiKey).toBe('');
    const redacted = redactSystemConfig(await stored());
    expect(redacted).toMatchObject({ aiApiKeySet: true });
    expect(JSON.stringify(redacted)).not.toContain(API_KEY);
    // The public website config never shows it.
    const site = await app.inject({ method: 'GET', url: '/api/get-website-config' });
    expect(site.body).not.toContain(API_KEY);
    expect(site.body).not.toContain('api.example.org');
  });

  it('keeps the stored key when apiKey is omitted or empty, and replaces it when given', async () => {
    expect((await setConfig({ ...valid, model: 'gpt-kept' })).statusCode).toBe(200);
    expect(await stored()).toMatchObject({ aiApiKey: API_KEY, aiModel: 'gpt-kept' });
    expect((await setConfig({ ...valid, apiKey: '' })).json()).toMatchObject({ data: { keySet: true } });
    expect((await stored()).aiApiKey).toBe(API_KEY);
    expect((await setConfig({ ...valid, apiKey: OTHER_KEY, maxTokens: 32_000 })).json()).toMatchObject({ data: { keySet: true, maxTokens: 32_000 } });
    expect((await stored()).aiApiKey).toBe(OTHER_KEY);
  });

  it('validates the URL, the model and maxTokens with 400s, and keeps what was stored', async () => {
    const before = await stored();
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ ...valid, apiUrl: 'ftp://files.example.org' }, /^apiUrl must be an http or https URL$/],
      [{ ...valid, apiUrl: 'not a url' }, /^apiUrl must be an http or https URL$/],
      [{ ...valid, apiUrl: '' }, /^apiUrl must be an http or https URL$/],
      [{ ...valid, apiUrl: 'javascript:alert(1)' }, /^apiUrl must be an http or https URL$/],
      [{ ...valid, apiUrl: `https://example.org/${'a'.repeat(600)}` }, /apiUrl/],
      [{ ...valid, model: '' }, /^model must be 1 to 100 characters without control characters$/],
      [{ ...valid, model: '   ' }, /^model must be 1 to 100 characters without control characters$/],
      [{ ...valid, model: 'gpt\ntest' }, /^model must be 1 to 100 characters without control characters$/],
      [{ ...valid, model: 'm'.repeat(101) }, /model/],
      [{ ...valid, maxTokens: 0 }, /maxTokens/],
      [{ ...valid, maxTokens: 32_001 }, /maxTokens/],
      [{ ...valid, maxTokens: 1.5 }, /maxTokens/],
      [{ ...valid, maxTokens: 'many' }, /maxTokens/],
      [{ ...valid, apiKey: 'sk key with spaces' }, /^apiKey must not contain control characters or spaces$/],
      [{ apiUrl: valid.apiUrl, model: valid.model }, /maxTokens/],
      [{ ...valid, model: null }, /model/],
    ];
    for (const [body, msg] of cases) {
      const response = await setConfig(body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.json<{ msg: string }>().msg).toMatch(msg);
    }
    expect((await setConfig({ ...valid, model: '' }, rootToken)).json()).toMatchObject({ status: 400 });
    const zh = await app.inject({
      method: 'PUT',
      url: '/api/admin/config/set-ai-config',
      headers: { authorization: rootToken, 'accept-language': 'zh-CN' },
      payload: { ...valid, apiUrl: 'ftp://x' },
    });
    expect(zh.json()).toMatchObject({ msg: 'apiUrl 必须是 http 或 https 网址' });
    expect(await stored()).toEqual(before);
  });

  it('never logs the key', () => {
    const text = logs.text();
    expect(text).toContain('set-ai-config');
    expect(text).not.toContain(API_KEY);
    expect(text).not.toContain(OTHER_KEY);
  });
});
