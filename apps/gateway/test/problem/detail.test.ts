import { formatExamples, ProblemAuth, Role, Verdict } from '@oj/contracts';
import type { ProblemDetailResponseDto, RecentProblemDto } from '@oj/contracts';
import { CodeTemplateEntity, LanguageEntity, ProblemCaseEntity, ProblemEntity, ProblemLanguageEntity } from '@oj/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProblemHarness } from './helpers.ts';
import { createUser, dataOf, get, insertJudge, insertProblem, insertTag, msgOf, setCounts, startProblemApp, tagProblem } from './helpers.ts';

describe('get-problem-detail', () => {
  let harness: ProblemHarness;
  let admin: { uid: string; token: string };
  let user: { uid: string; token: string };
  let pid: number;
  let tag: number;

  const detail = (problemId: string, token?: string, extra: Record<string, string> = {}) =>
    get(harness.app, '/api/get-problem-detail', { problemId, ...extra }, token);

  beforeAll(async () => {
    harness = await startProblemApp('prob_detail');
    const { app } = harness;
    admin = await createUser(app, 'admin1', [Role.ProblemAdmin]);
    user = await createUser(app, 'user1');
    pid = await insertProblem(app, {
      problemId: 'D100',
      title: 'Detail Problem',
      author: 'root',
      description: 'Compute $a+b$.',
      input: 'two numbers',
      output: 'their sum',
      examples: formatExamples([
        { input: '1 2\n', output: '3\n' },
        { input: '5 5', output: '10' },
      ]),
      hint: 'none',
      source: 'test',
      timeLimit: 2000,
      memoryLimit: 128,
      type: 1,
      judgeMode: 'spj',
      judgeCaseMode: 'subtask_lowest',
      spjCode: 'SECRET_SPJ_CODE',
      spjLanguage: 'C++',
      userExtraFile: JSON.stringify({ 'lib.h': 'USER_FILE_CONTENT' }),
      judgeExtraFile: JSON.stringify({ 'checker.h': 'SECRET_JUDGE_FILE' }),
      caseVersion: 'SECRETVERSION',
    });
    await app.db.getRepository(ProblemCaseEntity).insert({ pid, input: 'SECRET_CASE.in', output: 'SECRET_CASE.out', score: 10 });
    tag = await insertTag(app, { name: 'Simulation', color: '#00ff00' });
    await tagProblem(app, pid, [tag]);
    await setCounts(app, pid, { total: 3, ac: 1, wa: 2 });
    const languages = await app.db.getRepository(LanguageEntity).find();
    const lid = (name: string) => languages.find((language) => language.name === name)?.id ?? 0;
    await app.db.getRepository(ProblemLanguageEntity).insert([
      { pid, lid: lid('Python3') },
      { pid, lid: lid('C++') },
    ]);
    await app.db.getRepository(CodeTemplateEntity).insert([
      { pid, lid: lid('C++'), code: '// cpp template', status: true },
      { pid, lid: lid('Python3'), code: '# disabled template', status: false },
      { pid, lid: lid('Java'), code: '// not an allowed language', status: true },
    ]);
    await insertProblem(app, { problemId: 'D101', auth: ProblemAuth.Private });
    await insertProblem(app, { problemId: 'D102', auth: ProblemAuth.Contest });
    await insertProblem(app, { problemId: 'D103', isGroup: true, gid: 4 });
  });

  afterAll(async () => {
    await harness.close();
  });

  it('gives the statement, parsed samples, tags, languages, templates and counters', async () => {
    const data = dataOf<ProblemDetailResponseDto>(await detail('D100'));
    expect(data.problem).toMatchObject({
      id: pid,
      problemId: 'D100',
      title: 'Detail Problem',
      author: 'root',
      description: 'Compute $a+b$.',
      examples: [
        { input: '1 2\n', output: '3\n' },
        { input: '5 5', output: '10' },
      ],
      timeLimit: 2000,
      memoryLimit: 128,
      stackLimit: 128,
      type: 1,
      judgeMode: 'spj',
      judgeCaseMode: 'subtask_lowest',
      isFileIO: false,
      isRemote: false,
      gid: null,
      userExtraFile: ['lib.h'],
      auth: ProblemAuth.Public,
    });
    expect(data.tags).toEqual([{ id: tag, name: 'Simulation', color: '#00ff00' }]);
    expect(data.languages).toEqual(['C++', 'Python3']);
    expect(data.codeTemplate).toEqual({ 'C++': '// cpp template' });
    expect(data.problemCount).toEqual({ total: 3, ac: 1, wa: 2, tle: 0, mle: 0, re: 0, pe: 0, ce: 0, se: 0, pa: 0 });
    expect(data.myStatus).toBe(-10);
  });

  it('never sends test data, checker code or file contents', async () => {
    for (const token of [undefined, admin.token]) {
      const response = await detail('D100', token);
      expect(response.statusCode).toBe(200);
      for (const secret of ['SECRET_SPJ_CODE', 'SECRET_JUDGE_FILE', 'checker.h', 'USER_FILE_CONTENT', 'SECRET_CASE', 'SECRETVERSION']) {
        expect(response.body).not.toContain(secret);
      }
      const problem = response.json<{ data: { problem: Record<string, unknown> } }>().data.problem;
      for (const key of ['spjCode', 'spjLanguage', 'judgeExtraFile', 'caseVersion', 'isUploadCase']) expect(problem).not.toHaveProperty(key);
    }
  });

  it('answers the same 404 for missing, private, contest and group problems to non-admins', async () => {
    const missing = await detail('NOPE');
    expect(missing.statusCode).toBe(404);
    for (const [problemId, token] of [
      ['D101', undefined],
      ['D101', user.token],
      ['D102', user.token],
      ['D103', user.token],
      ['D103', undefined],
    ] as const) {
      const response = await detail(problemId, token);
      expect(response.statusCode, problemId).toBe(404);
      expect(response.json()).toEqual(missing.json());
    }
    expect(msgOf(missing)).toBe('The problem does not exist');
  });

  it('lets admin roles open private, contest and group problems; a wrong gid hides it', async () => {
    for (const problemId of ['D101', 'D102', 'D103']) expect((await detail(problemId, admin.token)).statusCode).toBe(200);
    expect((await detail('D103', admin.token, { gid: '4' })).statusCode).toBe(200);
    expect((await detail('D103', admin.token, { gid: '5' })).statusCode).toBe(404);
    expect((await detail('D100', undefined, { gid: '4' })).statusCode).toBe(404);
  });

  it('reports myStatus: latest status, Accepted once any submission passed, contest runs ignored', async () => {
    const other = await createUser(harness.app, 'user2');
    const status = async (token: string) => dataOf<ProblemDetailResponseDto>(await detail('D100', token)).myStatus;
    expect(await status(other.token)).toBe(-10);
    await insertJudge(harness.app, { pid, uid: other.uid, status: Verdict.Accepted, cid: 9 });
    expect(await status(other.token)).toBe(-10);
    await insertJudge(harness.app, { pid, uid: other.uid, status: Verdict.WrongAnswer });
    await insertJudge(harness.app, { pid, uid: other.uid, status: Verdict.TimeLimitExceeded });
    expect(await status(other.token)).toBe(Verdict.TimeLimitExceeded);
    await insertJudge(harness.app, { pid, uid: other.uid, status: Verdict.Accepted });
    await insertJudge(harness.app, { pid, uid: other.uid, status: Verdict.CompileError });
    expect(await status(other.token)).toBe(Verdict.Accepted);
    expect(await status(user.token)).toBe(-10);
  });

  it('requires problemId', async () => {
    const response = await get(harness.app, '/api/get-problem-detail');
    expect(response.statusCode).toBe(400);
    expect(msgOf(response)).toBe('problemId is required');
  });
});

describe('random pick and recently updated problems', () => {
  let harness: ProblemHarness;

  beforeAll(async () => {
    harness = await startProblemApp('prob_random');
  });

  afterAll(async () => {
    await harness.close();
  });

  it('says so when there is no public problem, then only picks public ones', async () => {
    const empty = await get(harness.app, '/api/get-random-problem');
    expect(empty.statusCode).toBe(400);
    expect(msgOf(empty)).toBe('There are no public problems yet');

    await insertProblem(harness.app, { problemId: 'R1' });
    await insertProblem(harness.app, { problemId: 'R2' });
    await insertProblem(harness.app, { problemId: 'R3', auth: ProblemAuth.Private });
    await insertProblem(harness.app, { problemId: 'R4', auth: ProblemAuth.Contest });
    await insertProblem(harness.app, { problemId: 'R5', isGroup: true, gid: 1 });
    const seen = new Set<string>();
    for (let i = 0; i < 40; i += 1) seen.add(dataOf<{ problemId: string }>(await get(harness.app, '/api/get-random-problem')).problemId);
    expect([...seen].sort()).toEqual(['R1', 'R2']);
  });

  it('lists the five public problems updated last, newest first', async () => {
    const repository = harness.app.db.getRepository(ProblemEntity);
    for (let i = 0; i < 7; i += 1) await insertProblem(harness.app, { problemId: `U${i}` });
    const base = Date.parse('2030-01-01T00:00:00Z');
    const all = await repository.find();
    for (const problem of all) {
      const rank = problem.problemId.startsWith('U') ? Number(problem.problemId.slice(1)) : -1;
      await harness.app.db.query('UPDATE problem SET gmtModified = ? WHERE id = ?', [new Date(base + rank * 60_000), problem.id]);
    }
    // A hidden problem modified latest of all stays out.
    await harness.app.db.query("UPDATE problem SET gmtModified = ? WHERE problemId = 'R3'", [new Date(base + 3_600_000)]);
    const recent = dataOf<RecentProblemDto[]>(await get(harness.app, '/api/get-recent-updated-problem'));
    expect(recent.map((problem) => problem.problemId)).toEqual(['U6', 'U5', 'U4', 'U3', 'U2']);
    expect(recent[0]).toMatchObject({ title: 'Title of U6', type: 0, gmtModified: new Date(base + 6 * 60_000).toISOString() });
  });
});
