import type { FastifyPluginAsync } from 'fastify';
import { createTestDatabase } from '@oj/db/testing';
import { createService, isTokenRevoked } from '@oj/service-kit';
import { describe, expect, it } from 'vitest';
import { docsPlugin } from '../../src/docs.ts';
import { problemModule } from '../../src/modules/problem/index.ts';
import { gatewayTestConfig, testDeps } from '../helpers.ts';

describe('problem routes in the API docs', () => {
  it('documents every route with its schemas', async () => {
    const database = await createTestDatabase('prob_docs');
    const plugin: FastifyPluginAsync = async (instance) => {
      await instance.register(docsPlugin);
      await instance.register(problemModule, { prefix: '/api', deps: testDeps(instance, { problem: { syncLanguages: false } }) });
    };
    const app = await createService({ config: gatewayTestConfig(), dataSource: database.dataSource, isTokenRevoked, plugin });
    try {
      const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
        paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
      }>();
      const routes = [
        ['get', '/api/get-problem-list'],
        ['get', '/api/get-random-problem'],
        ['get', '/api/get-problem-detail'],
        ['get', '/api/get-recent-updated-problem'],
        ['post', '/api/get-full-screen-problem-list'],
        ['get', '/api/get-all-problem-tags'],
        ['get', '/api/get-problem-tags-and-classification'],
        ['get', '/api/get-difficulty-list'],
        ['get', '/api/admin/problem/get-difficulty-list'],
        ['get', '/api/languages'],
        ['get', '/api/get-problem-languages'],
        ['get', '/api/get-problem-code-template'],
        ['post', '/api/get-user-problem-status'],
        ['get', '/api/get-last-ac-code'],
      ] as const;
      for (const [method, path] of routes) {
        const operation = document.paths[path]?.[method];
        expect(operation, `${method} ${path}`).toBeDefined();
        expect(Object.keys(operation?.responses ?? {})).toEqual(expect.arrayContaining(['200', '400']));
      }
    } finally {
      await app.close();
      await database.drop();
    }
  });
});
