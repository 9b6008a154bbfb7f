import type { FastifyInstance } from 'fastify';
import { ToolEntity } from '@oj/db';
import { createTestDatabase } from '@oj/db/testing';
import type { TestDatabase } from '@oj/db/testing';
import { createService } from '@oj/service-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewayService } from '../src/app.ts';
import { gatewayTestConfig } from './helpers.ts';

describe('GET /api/tools', () => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase('gw_tools');
    app = await createService({ config: gatewayTestConfig(), dataSource: database.dataSource, plugin: gatewayService });
  });

  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  const tools = () => app.inject({ method: 'GET', url: '/api/tools' });

  it('answers an empty list when there are no tools', async () => {
    const response = await tools();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 200, msg: 'success', data: [] });
  });

  it('lists the visible tools to anyone, by sort then id, with id, name, url and description only', async () => {
    const inserted = await database.dataSource.getRepository(ToolEntity).insert([
      { name: 'Judge docs', url: 'https://example.org/docs', sort: 2 },
      { name: 'Hidden', url: 'https://example.org/hidden', sort: 0, visible: false },
      { name: 'Graph editor', url: 'https://example.org/graph', description: 'Draws graphs', sort: 1 },
      { name: 'Diff', url: 'https://example.org/diff', sort: 2 },
    ]);
    const response = await tools();
    expect(response.statusCode).toBe(200);
    const { data } = response.json<{ data: { id: number; name: string }[] }>();
    expect(data.map((tool) => tool.name)).toEqual(['Graph editor', 'Judge docs', 'Diff']);
    expect(data[0]).toEqual({ id: expect.any(Number), name: 'Graph editor', url: 'https://example.org/graph', description: 'Draws graphs' });
    expect(data[1]).toEqual({ id: expect.any(Number), name: 'Judge docs', url: 'https://example.org/docs', description: null });
    // Same sort: the older (smaller id) first.
    const ids = inserted.identifiers.map((identifier) => Number(identifier.id));
    expect(data.map((tool) => tool.id)).toEqual([ids[2], ids[0], ids[3]]);
  });
});
