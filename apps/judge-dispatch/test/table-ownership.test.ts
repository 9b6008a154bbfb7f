import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@oj/contracts';
import { ProblemEntity } from '@oj/db';
import { TableOwnershipError, tableWrites, writingAs } from '@oj/db/testing';
import { body, createProblem, startHarness } from './helpers.ts';
import type { Harness } from './helpers.ts';

// Every test database checks table ownership (packages/db ownership); this suite shows the check
// sees the service's real writes, and stops one to a table judge-dispatch does not own.
describe('table ownership, as judge-dispatch runs', () => {
  let h: Harness;
  let pid: number;

  beforeAll(async () => {
    h = await startHarness('jd_owner');
    ({ pid } = await createProblem(h, { codeShare: true }));
  });

  afterAll(async () => {
    await h.close();
  });

  it('attributes the judge rows a submission and a share write to judge-dispatch', async () => {
    const user = h.token(Role.User);
    const submitted = await h.app.inject({
      method: 'POST',
      url: '/api/submit-problem-judge',
      payload: { pid, language: 'C++', code: 'int main() {}' },
      headers: { authorization: user.authorization },
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const { submitId } = body<{ data: { submitId: number } }>(submitted).data;
    const shared = await h.app.inject({
      method: 'PUT',
      url: '/api/submission',
      payload: { submitId, share: true },
      headers: { authorization: user.authorization },
    });
    expect(shared.statusCode, shared.body).toBe(200);
    expect([...(tableWrites(h.database.dataSource).get('judge-dispatch') ?? [])]).toEqual(['judge']);
    expect(tableWrites(h.database.dataSource).has('gateway')).toBe(false);
  });

  it('refuses a write of judge-dispatch to a problem row, which the gateway owns', async () => {
    const attempt = writingAs('judge-dispatch', () => h.app.db.getRepository(ProblemEntity).update({ id: pid }, { title: 'taken over' }));
    await expect(attempt).rejects.toThrow(TableOwnershipError);
    await expect(attempt).rejects.toThrow('judge-dispatch wrote `problem`, owned by gateway');
    expect((await h.database.dataSource.getRepository(ProblemEntity).findOneByOrFail({ id: pid })).title).not.toBe('taken over');
  });
});
