import { randomUUID } from 'node:crypto';
import { formatExamples, parseExamples } from '@oj/contracts';
import { QueryFailedError } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JudgeCaseEntity, JudgeEntity, ProblemEntity, UserInfoEntity, UserRoleEntity } from '../src/index.ts';
import { createTestDatabase } from '../src/testing.ts';
import type { TestDatabase } from '../src/testing.ts';

function user(username: string, email: string) {
  return { uid: randomUUID(), username, password: 'scrypt$hash', email };
}

function isDuplicateKey(error: unknown): boolean {
  return error instanceof QueryFailedError && (error.driverError as { code?: string }).code === 'ER_DUP_ENTRY';
}

describe('constraints and column behaviour', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase('constraints');
  });
  afterAll(async () => {
    await db.drop();
  });

  it('rejects a duplicate username and a duplicate email', async () => {
    const users = db.dataSource.getRepository(UserInfoEntity);
    await users.insert(user('alice', 'alice@example.com'));
    await expect(users.insert(user('alice', 'other@example.com'))).rejects.toSatisfy(isDuplicateKey);
    await expect(users.insert(user('bob', 'alice@example.com'))).rejects.toSatisfy(isDuplicateKey);
    // The collation compares case-insensitively, so "Alice" is the same name.
    await expect(users.insert(user('Alice', 'alice2@example.com'))).rejects.toSatisfy(isDuplicateKey);
    expect(await users.count()).toBe(1);
  });

  it('rejects a username longer than 20 characters', async () => {
    await expect(db.dataSource.getRepository(UserInfoEntity).insert(user('x'.repeat(21), 'long@example.com'))).rejects.toThrow(QueryFailedError);
  });

  it('rejects a duplicate user role and a duplicate case result', async () => {
    const uid = randomUUID();
    await db.dataSource.getRepository(UserRoleEntity).insert({ uid, roleId: 1002 });
    await expect(db.dataSource.getRepository(UserRoleEntity).insert({ uid, roleId: 1002 })).rejects.toSatisfy(isDuplicateKey);
    const cases = db.dataSource.getRepository(JudgeCaseEntity);
    await cases.insert({ submitId: 1, uid, pid: 1, caseId: 7, status: 0 });
    await expect(cases.insert({ submitId: 1, uid, pid: 1, caseId: 7, status: -1 })).rejects.toSatisfy(isDuplicateKey);
  });

  it('applies problem defaults, hydrates booleans, and keeps the examples string', async () => {
    const examples = formatExamples([
      { input: '1 2\n', output: '3\n' },
      { input: '<b>', output: '' },
    ]);
    const problems = db.dataSource.getRepository(ProblemEntity);
    const { identifiers } = await problems.insert({ problemId: 'P1000', title: 'A+B', examples });
    const problem = await problems.findOneByOrFail({ id: identifiers[0]?.id as number });
    expect(problem).toMatchObject({ timeLimit: 1000, memoryLimit: 256, stackLimit: 128, difficulty: 0, auth: 1, type: 0, ioScore: 100 });
    expect(problem).toMatchObject({ judgeMode: 'default', judgeCaseMode: 'default', caseVersion: '0', gid: null });
    expect(problem.codeShare).toBe(true);
    expect(problem.isRemote).toBe(false);
    expect(problem.gmtCreate).toBeInstanceOf(Date);
    expect(parseExamples(problem.examples)).toEqual([
      { input: '1 2\n', output: '3\n' },
      { input: '<b>', output: '' },
    ]);
    await expect(problems.insert({ problemId: 'P1000', title: 'dup' })).rejects.toSatisfy(isDuplicateKey);
  });

  it('stores submit times in UTC with milliseconds', async () => {
    const submitTime = new Date('2026-01-02T03:04:05.678Z');
    const judges = db.dataSource.getRepository(JudgeEntity);
    const { identifiers } = await judges.insert({
      pid: 1,
      displayPid: 'P1000',
      uid: randomUUID(),
      username: 'alice',
      submitTime,
      code: 'int main(){}',
      language: 'C++',
    });
    const judge = await judges.findOneByOrFail({ submitId: identifiers[0]?.submitId as number });
    expect(judge.submitTime.toISOString()).toBe(submitTime.toISOString());
    expect(judge).toMatchObject({ status: 5, cid: 0, cpid: 0, version: 0, share: false, isManual: false });
    const [raw] = await db.dataSource.query<{ t: string }[]>('SELECT DATE_FORMAT(`submitTime`, "%H:%i:%s.%f") AS t FROM `judge`');
    expect(raw?.t).toBe('03:04:05.678000');
  });
});
