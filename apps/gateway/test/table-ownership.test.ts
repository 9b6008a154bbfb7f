import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JudgeEntity, ProblemEntity, seedDefaults } from '@oj/db';
import { createTestDatabase, tableWrites } from '@oj/db/testing';
import type { TestDatabase } from '@oj/db/testing';
import { createService, hashPassword } from '@oj/service-kit';
import { gatewayService } from '../src/app.ts';
import { insertUser, login } from './account/helpers.ts';
import { gatewayTestConfig } from './helpers.ts';

// All-in-one, the gateway process hosts judge-dispatch too, on one DataSource: the ownership check
// (packages/db, on every test database) still tells the two apart by the code that writes.
describe('table ownership in the all-in-one gateway', () => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase('gw_owner');
    await seedDefaults(database.dataSource, { rootPasswordHash: await hashPassword('root-password') });
    app = await createService({ config: gatewayTestConfig(), dataSource: database.dataSource, plugin: gatewayService });
  });

  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it('books a login as a gateway write and a share as a judge-dispatch write', async () => {
    const uid = await insertUser(app, { username: 'sharer', password: 'sharer-password', email: 'sharer@example.org' });
    const token = await login(app, 'sharer', 'sharer-password');
    const problem = await database.dataSource.getRepository(ProblemEntity).insert({ problemId: 'OWN1', title: 'Owned', codeShare: true, caseVersion: 'v1' });
    const submission = await database.dataSource.getRepository(JudgeEntity).insert({
      pid: Number(problem.identifiers[0]?.id),
      displayPid: 'OWN1',
      uid,
      username: 'sharer',
      code: 'int main() {}',
      language: 'C++',
      length: 13,
      submitTime: new Date(),
    });
    const submitId = Number(submission.identifiers[0]?.submitId);
    const shared = await app.inject({ method: 'PUT', url: '/api/submission', payload: { submitId, share: true }, headers: { authorization: token } });
    expect(shared.statusCode, shared.body).toBe(200);

    const writes = tableWrites(database.dataSource);
    expect([...(writes.get('gateway') ?? [])]).toContain('session');
    expect([...(writes.get('judge-dispatch') ?? [])]).toEqual(['judge']);
  });
});
