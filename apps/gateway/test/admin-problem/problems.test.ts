import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminProblemDetailDto,
  AdminProblemListDto,
  AdminProblemSavedDto,
  BuiltinCheckerInputDto,
  ProblemBatchResultDto,
  ProblemListDto,
} from '@oj/contracts';
import { formatExamples } from '@oj/contracts';
import { ProblemCaseEntity, ProblemCountEntity, ProblemEntity, ProblemTagEntity } from '@oj/db';
import { hasTestData, openTestDataStore } from '@oj/judge-queue';
import { call, dataOf, languageIds, markCompiled, msgOf, problemBody, startAdminProblemApp, uploadZip, zipOf } from './helpers.ts';
import type { AdminProblemHarness } from './helpers.ts';

let h: AdminProblemHarness;
let cpp: number;
let python: number;

beforeAll(async () => {
  h = await startAdminProblemApp('admprob');
  [cpp = 0, python = 0] = await languageIds(h.app, ['C++', 'Python3']);
}, 60_000);

afterAll(async () => {
  await h.close();
});

const create = (body: object) => call(h.app, 'POST', '/api/admin/problem', { token: h.admin, body });
const detail = async (pid: number) => dataOf<AdminProblemDetailDto>(await call(h.app, 'GET', '/api/admin/problem', { token: h.admin, query: { pid } }));
const publicList = async () => dataOf<ProblemListDto>(await call(h.app, 'GET', '/api/get-problem-list', { query: { limit: 100 } }));

describe('problem create and read back', () => {
  it('stores every field, tags, languages, templates, uploaded cases with the sent scores, and the data in the object store', async () => {
    const { fileListDir, fileList } = await uploadZip(h, await zipOf({ '1.in': '1', '1.out': '1', '2.in': '2', '2.out': '4' }));
    expect(fileList.map((file) => file.input)).toEqual(['1.in', '2.in']);
    const spjCode = '#include <cstdio>\nint main() { return 0; }';
    await markCompiled(h.app, 'C++', spjCode);
    const response = await create({
      problem: {
        problemId: 'ADM-1',
        title: 'Squares',
        description: 'Print the square.',
        input: 'One integer.',
        output: 'Its square.',
        examples: formatExamples([{ input: '3', output: '9' }]),
        hint: 'Multiply.',
        source: 'Test round',
        timeLimit: 2000,
        memoryLimit: 512,
        stackLimit: 64,
        difficulty: 2,
        auth: 2,
        type: 1,
        codeShare: false,
        judgeMode: 'spj',
        judgeCaseMode: 'subtask_lowest',
        spjLanguage: 'C++',
        spjCode,
        isRemoveEndBlank: false,
        openCaseResult: false,
        isFileIO: true,
        ioReadFileName: 'square.in',
        ioWriteFileName: 'square.out',
        userExtraFile: { 'helper.h': 'int helper();' },
        judgeExtraFile: { 'judge.txt': 'secret' },
      },
      codeTemplates: [
        { lid: cpp, code: '// PREPEND\nint main() {}', status: true },
        { lid: python, code: '', status: false },
      ],
      tags: [{ name: 'math' }, { name: 'brute force' }],
      languages: [cpp, python],
      isUploadTestCase: true,
      uploadTestcaseDir: fileListDir,
      samples: [
        { input: '1.in', output: '1.out', score: 30, groupNum: 1 },
        { input: '2.in', output: '2.out', score: 70, groupNum: 2 },
      ],
    });
    expect(msgOf(response)).toBe('Create Successfully');
    const saved = dataOf<AdminProblemSavedDto>(response);
    const read = await detail(saved.id);
    expect(read.problem).toMatchObject({
      problemId: 'ADM-1',
      title: 'Squares',
      author: 'padmin',
      examples: '<input>3</input><output>9</output>',
      hint: 'Multiply.',
      source: 'Test round',
      timeLimit: 2000,
      memoryLimit: 512,
      stackLimit: 64,
      difficulty: 2,
      auth: 2,
      type: 1,
      ioScore: 100,
      codeShare: false,
      judgeMode: 'spj',
      judgeCaseMode: 'subtask_lowest',
      spjLanguage: 'C++',
      spjCode,
      isRemoveEndBlank: false,
      openCaseResult: false,
      isUploadCase: true,
      caseVersion: saved.caseVersion,
      isFileIO: true,
      ioReadFileName: 'square.in',
      ioWriteFileName: 'square.out',
      userExtraFile: { 'helper.h': 'int helper();' },
      judgeExtraFile: { 'judge.txt': 'secret' },
    });
    expect(read.tags.map((tag) => tag.name)).toEqual(['brute force', 'math']);
    expect(read.languages).toEqual([cpp, python].sort((a, b) => a - b));
    expect(read.codeTemplates.map(({ lid, code, status }) => ({ lid, code, status }))).toEqual(
      [
        { lid: cpp, code: '// PREPEND\nint main() {}', status: true },
        { lid: python, code: '', status: false },
      ].sort((a, b) => a.lid - b.lid),
    );
    expect(read.samples.map(({ input, output, score, groupNum, index }) => ({ input, output, score, groupNum, index }))).toEqual([
      { input: '1.in', output: '1.out', score: 30, groupNum: 1, index: 1 },
      { input: '2.in', output: '2.out', score: 70, groupNum: 2, index: 2 },
    ]);
    const store = await openTestDataStore(h.app.js, h.app.natsNames);
    expect(await hasTestData(store, saved.id, saved.caseVersion)).toBe(true);
    expect(await h.app.db.getRepository(ProblemCountEntity).countBy({ pid: saved.id })).toBe(1);
    const cases = dataOf<{ input: string; inputContent?: string | null }[]>(
      await call(h.app, 'GET', '/api/admin/problem/get-problem-cases', { token: h.admin, query: { pid: saved.id } }),
    );
    expect(cases.map((row) => row.input)).toEqual(['1.in', '2.in']);
    // Uploaded data is not sent back as text (the download route serves it).
    expect(cases.map((row) => row.inputContent)).toEqual([undefined, undefined]);
  });

  it('lists problems for admins by keyword and auth, newest first; users get 403', async () => {
    const list = dataOf<AdminProblemListDto>(
      await call(h.app, 'GET', '/api/admin/problem/get-problem-list', { token: h.admin, query: { keyword: 'squar', auth: 2 } }),
    );
    expect(list.records.map((row) => row.problemId)).toEqual(['ADM-1']);
    expect(list.total).toBe(1);
    expect((await call(h.app, 'GET', '/api/admin/problem/get-problem-list', { token: h.user })).statusCode).toBe(403);
    expect((await call(h.app, 'GET', '/api/admin/problem/get-problem-list')).statusCode).toBe(401);
  });
});

describe('problem update', () => {
  it('changes fields, replaces tags and languages, writes a new manual data version and retires the old rows', async () => {
    const pid = dataOf<AdminProblemSavedDto>(await create(problemBody('ADM-2', [cpp], { tags: [{ name: 'graphs' }] }))).id;
    const before = await detail(pid);
    const response = await call(h.app, 'PUT', '/api/admin/problem', {
      token: h.admin,
      body: problemBody('ADM-2B', [python], {
        problem: { id: pid, problemId: 'ADM-2B', title: 'Renamed', description: 'd', input: 'i', output: 'o', type: 1 },
        tags: [{ name: 'dp' }],
        changeTestCase: true,
        samples: [
          { input: 'a', output: 'A', score: 40 },
          { input: 'b', output: 'B', score: 60 },
        ],
      }),
    });
    expect(msgOf(response)).toBe('Update Successfully');
    const after = await detail(pid);
    expect(after.problem).toMatchObject({ problemId: 'ADM-2B', title: 'Renamed', type: 1, ioScore: 100, modifiedUser: 'padmin' });
    expect(after.problem.caseVersion).not.toBe(before.problem.caseVersion);
    expect(after.tags.map((tag) => tag.name)).toEqual(['dp']);
    expect(after.languages).toEqual([python]);
    expect(after.samples.map(({ input, score, inputContent, outputContent }) => ({ input, score, inputContent, outputContent }))).toEqual([
      { input: '1.in', score: 40, inputContent: 'a', outputContent: 'A' },
      { input: '2.in', score: 60, inputContent: 'b', outputContent: 'B' },
    ]);
    expect(await h.app.db.getRepository(ProblemCaseEntity).countBy({ pid, status: 1 })).toBe(1);
  });

  it('keeps the data when changeTestCase is false and only changes scores of the named cases', async () => {
    const pid = dataOf<AdminProblemSavedDto>(await create(problemBody('ADM-3', [cpp]))).id;
    const before = await detail(pid);
    const caseId = before.samples[0]?.id;
    await call(h.app, 'PUT', '/api/admin/problem', {
      token: h.admin,
      body: problemBody('ADM-3', [cpp], {
        problem: { id: pid, problemId: 'ADM-3', title: 'T', description: 'd', input: 'i', output: 'o', type: 1 },
        samples: [{ id: caseId, input: '', output: '', score: 55 }],
      }),
    });
    const after = await detail(pid);
    expect(after.problem.caseVersion).toBe(before.problem.caseVersion);
    expect(after.samples.map((sample) => sample.score)).toEqual([55]);
    expect(after.problem.ioScore).toBe(55);
  });

  it('accepts an unchanged checker without a compile mark, and refuses a changed one that never compiled', async () => {
    const code = 'int main() { return 0; } // stored checker, never marked';
    const inserted = await h.app.db
      .getRepository(ProblemEntity)
      .insert({ problemId: 'ADM-4', title: 'T', judgeMode: 'interactive', spjLanguage: 'C++', spjCode: code, isUploadCase: false });
    const pid = Number(inserted.identifiers[0]?.id);
    const body = problemBody('ADM-4', [cpp], {
      problem: {
        id: pid,
        problemId: 'ADM-4',
        title: 'New title',
        description: 'd',
        input: 'i',
        output: 'o',
        judgeMode: 'interactive',
        spjLanguage: 'C++',
        spjCode: code,
      },
      changeTestCase: true,
    });
    const unchanged = await call(h.app, 'PUT', '/api/admin/problem', { token: h.admin, body });
    expect(msgOf(unchanged)).toBe('Update Successfully');
    const changed = await call(h.app, 'PUT', '/api/admin/problem', {
      token: h.admin,
      body: { ...body, problem: { ...body.problem, spjCode: `${code}\n// edited`, title: 'Other' } },
    });
    expect(changed.statusCode).toBe(400);
    expect(msgOf(changed)).toBe('Spj or interactive code not compiled successfully');
    expect((await detail(pid)).problem).toMatchObject({ title: 'New title', spjCode: code });
  });
});

describe('the built-in checker', () => {
  it('is exact until chosen, is stored normalised, read back, and replaced by each save', async () => {
    const pid = dataOf<AdminProblemSavedDto>(await create(problemBody('ADM-CHK', [cpp]))).id;
    expect((await detail(pid)).problem.builtinChecker).toEqual({ kind: 'exact', caseSensitive: true });
    const save = (builtinChecker: BuiltinCheckerInputDto | null) =>
      call(h.app, 'PUT', '/api/admin/problem', {
        token: h.admin,
        body: problemBody('ADM-CHK', [cpp], {
          problem: { id: pid, problemId: 'ADM-CHK', title: 'T', description: 'd', input: 'i', output: 'o', builtinChecker },
        }),
      });
    expect(msgOf(await save({ kind: 'float', caseSensitive: false, absTolerance: 1e-6, relTolerance: null }))).toBe('Update Successfully');
    expect((await detail(pid)).problem.builtinChecker).toEqual({ kind: 'float', caseSensitive: false, absTolerance: 1e-6 });
    const row = await h.app.db.getRepository(ProblemEntity).findOneByOrFail({ id: pid });
    expect(row.builtinChecker).toBe('{"kind":"float","caseSensitive":false,"absTolerance":0.000001}');
    await save({ kind: 'yesno', caseSensitive: true });
    expect((await detail(pid)).problem.builtinChecker).toEqual({ kind: 'yesno', caseSensitive: false });
    await save(null);
    expect((await h.app.db.getRepository(ProblemEntity).findOneByOrFail({ id: pid })).builtinChecker).toBeNull();
  });
});

describe('the checker protocol', () => {
  it('is testlib until chosen, is stored and read back, and an update that names none keeps it', async () => {
    const code = 'int main() { return 0; } // a Kattis validator';
    const inserted = await h.app.db
      .getRepository(ProblemEntity)
      .insert({ problemId: 'ADM-PROTO', title: 'T', judgeMode: 'spj', spjLanguage: 'C++', spjCode: code, isUploadCase: false });
    const pid = Number(inserted.identifiers[0]?.id);
    expect((await detail(pid)).problem.checkerProtocol).toBe('testlib');
    const save = (fields: object) =>
      call(h.app, 'PUT', '/api/admin/problem', {
        token: h.admin,
        body: problemBody('ADM-PROTO', [cpp], {
          problem: { id: pid, problemId: 'ADM-PROTO', title: 'T', description: 'd', input: 'i', output: 'o', spjLanguage: 'C++', spjCode: code, ...fields },
        }),
      });
    expect(msgOf(await save({ judgeMode: 'spj', checkerProtocol: 'kattis' }))).toBe('Update Successfully');
    expect((await detail(pid)).problem.checkerProtocol).toBe('kattis');
    expect(msgOf(await save({ judgeMode: 'interactive' }))).toBe('Update Successfully');
    expect((await h.app.db.getRepository(ProblemEntity).findOneByOrFail({ id: pid })).checkerProtocol).toBe('kattis');
    const refused = await save({ judgeMode: 'interactive', checkerProtocol: 'lemon' });
    expect(refused.statusCode).toBe(400);
    expect(msgOf(refused)).toBe('An interactor cannot follow the lemon protocol: interactive problems take testlib or Kattis interactors');
    expect(msgOf(await save({ judgeMode: 'spj', checkerProtocol: 'lemon' }))).toBe('Update Successfully');
    expect((await detail(pid)).problem.checkerProtocol).toBe('lemon');
  });
});

describe('the validator flags', () => {
  it('are stored as one line of words for a Kattis validator, read back, and kept by an update that names none', async () => {
    const code = 'int main() { return 42; } // a Kattis validator';
    const inserted = await h.app.db
      .getRepository(ProblemEntity)
      .insert({ problemId: 'ADM-FLAGS', title: 'T', judgeMode: 'spj', spjLanguage: 'C++', spjCode: code, checkerProtocol: 'kattis', isUploadCase: false });
    const pid = Number(inserted.identifiers[0]?.id);
    expect((await detail(pid)).problem.validatorFlags).toBe('');
    const save = (fields: object) =>
      call(h.app, 'PUT', '/api/admin/problem', {
        token: h.admin,
        body: problemBody('ADM-FLAGS', [cpp], {
          problem: {
            id: pid,
            problemId: 'ADM-FLAGS',
            title: 'T',
            description: 'd',
            input: 'i',
            output: 'o',
            judgeMode: 'spj',
            spjLanguage: 'C++',
            spjCode: code,
            ...fields,
          },
        }),
      });
    expect(msgOf(await save({ validatorFlags: '  float_tolerance\t1e-6   mode=strict ' }))).toBe('Update Successfully');
    expect((await detail(pid)).problem.validatorFlags).toBe('float_tolerance 1e-6 mode=strict');
    expect(msgOf(await save({ judgeMode: 'interactive' }))).toBe('Update Successfully');
    expect((await h.app.db.getRepository(ProblemEntity).findOneByOrFail({ id: pid })).validatorFlags).toBe('float_tolerance 1e-6 mode=strict');

    const refused = await save({ checkerProtocol: 'testlib', validatorFlags: 'float_tolerance 1e-6' });
    expect(refused.statusCode).toBe(400);
    expect(msgOf(refused)).toBe('Only a Kattis validator takes validator flags: choose the Kattis protocol or leave them empty');
    const long = await save({ validatorFlags: 'x'.repeat(501) });
    expect(msgOf(long)).toBe('The validator flags can be at most 500 characters long');
    const multiline = await save({ validatorFlags: 'a\r\nb' });
    expect(msgOf(multiline)).toBe('The validator flags must be one line: they cannot contain a line break');
    expect((await detail(pid)).problem.validatorFlags).toBe('float_tolerance 1e-6 mode=strict');

    // Kept flags go with a protocol that has no place for them; given ones are refused above.
    expect(msgOf(await save({ checkerProtocol: 'testlib' }))).toBe('Update Successfully');
    expect((await detail(pid)).problem.validatorFlags).toBe('');
    expect(msgOf(await save({ checkerProtocol: 'kattis', validatorFlags: 'x'.repeat(500) }))).toBe('Update Successfully');
    expect(msgOf(await save({ validatorFlags: null }))).toBe('Update Successfully');
    expect((await detail(pid)).problem.validatorFlags).toBe('');
  });
});

describe('display ids and tags', () => {
  it('refuses a display id another problem holds, case-insensitively, on create and update', async () => {
    await create(problemBody('DUP-1', [cpp]));
    const again = await create(problemBody('dup-1', [cpp]));
    expect(again.statusCode).toBe(400);
    expect(msgOf(again)).toBe('The Problem Display ID already exists');
    const other = dataOf<AdminProblemSavedDto>(await create(problemBody('DUP-2', [cpp]))).id;
    const update = await call(h.app, 'PUT', '/api/admin/problem', {
      token: h.admin,
      body: problemBody('DUP-1', [cpp], { problem: { id: other, problemId: 'DUP-1', title: 't', description: 'd', input: 'i', output: 'o' } }),
    });
    expect(msgOf(update)).toBe('The Problem Display ID already exists');
    expect((await detail(other)).problem.problemId).toBe('DUP-2');
  });

  it('refuses duplicate tags by id, by name or one of each, and reuses an existing tag by name', async () => {
    const first = dataOf<AdminProblemSavedDto>(await create(problemBody('TAG-1', [cpp], { tags: [{ name: 'strings' }] })));
    const tagId = (await detail(first.id)).tags[0]?.id ?? 0;
    for (const tags of [
      [{ name: 'x' }, { name: 'X ' }],
      [
        { id: tagId, name: '' },
        { id: tagId, name: '' },
      ],
      [{ id: tagId, name: 'strings' }, { name: 'Strings' }],
    ]) {
      const response = await create(problemBody('TAG-2', [cpp], { tags }));
      expect(msgOf(response)).toBe('Tag already added');
    }
    const second = dataOf<AdminProblemSavedDto>(await create(problemBody('TAG-2', [cpp], { tags: [{ name: 'strings' }] })));
    expect((await detail(second.id)).tags.map((tag) => tag.id)).toEqual([tagId]);
  });
});

describe('visibility, batch and delete', () => {
  it('change-problem-auth hides and shows a problem in the public list at once', async () => {
    const pid = dataOf<AdminProblemSavedDto>(await create(problemBody('VIS-1', [cpp]))).id;
    expect((await publicList()).records.map((row) => row.pid)).toContain(pid);
    await call(h.app, 'PUT', '/api/admin/problem/change-problem-auth', { token: h.admin, body: { pid, auth: 2 } });
    expect((await publicList()).records.map((row) => row.pid)).not.toContain(pid);
    await call(h.app, 'PUT', '/api/admin/problem/change-problem-auth', { token: h.admin, body: { pid, auth: 1 } });
    expect((await publicList()).records.map((row) => row.pid)).toContain(pid);
    expect(msgOf(await call(h.app, 'PUT', '/api/admin/problem/change-problem-auth', { token: h.admin, body: { pid: 999_999, auth: 1 } }))).toBe(
      'The problem does not exist',
    );
  });

  it('batch operation answers per problem, in order, and deletes every row of the deleted ones', async () => {
    const a = dataOf<AdminProblemSavedDto>(await create(problemBody('BAT-1', [cpp], { tags: [{ name: 'batch' }] }))).id;
    const b = dataOf<AdminProblemSavedDto>(await create(problemBody('BAT-2', [cpp]))).id;
    const hidden = dataOf<ProblemBatchResultDto[]>(
      await call(h.app, 'POST', '/api/admin/problem/batch-operation', { token: h.admin, body: { pids: [a, 999_998, b], action: 'visibility', auth: 2 } }),
    );
    expect(hidden).toEqual([
      { pid: a, problemId: 'BAT-1', ok: true, msg: 'Update Successfully' },
      { pid: 999_998, problemId: null, ok: false, msg: 'The problem does not exist' },
      { pid: b, problemId: 'BAT-2', ok: true, msg: 'Update Successfully' },
    ]);
    expect((await h.app.db.getRepository(ProblemEntity).findOneByOrFail({ id: a })).auth).toBe(2);
    const noAuth = await call(h.app, 'POST', '/api/admin/problem/batch-operation', { token: h.admin, body: { pids: [a], action: 'visibility' } });
    expect(msgOf(noAuth)).toBe('auth is required for a visibility change');
    const deleted = dataOf<ProblemBatchResultDto[]>(
      await call(h.app, 'POST', '/api/admin/problem/batch-operation', { token: h.admin, body: { pids: [a], action: 'delete' } }),
    );
    expect(deleted).toEqual([{ pid: a, problemId: 'BAT-1', ok: true, msg: 'Delete successfully' }]);
    for (const [entity, where] of [
      [ProblemEntity, { id: a }],
      [ProblemCaseEntity, { pid: a }],
      [ProblemTagEntity, { pid: a }],
      [ProblemCountEntity, { pid: a }],
    ] as const) {
      expect(await h.app.db.getRepository(entity).countBy(where)).toBe(0);
    }
    expect(await h.app.db.getRepository(ProblemEntity).countBy({ id: b })).toBe(1);
  });

  it('DELETE removes one problem and answers 404 for a missing one', async () => {
    const pid = dataOf<AdminProblemSavedDto>(await create(problemBody('DEL-1', [cpp]))).id;
    expect(msgOf(await call(h.app, 'DELETE', '/api/admin/problem', { token: h.admin, query: { pid } }))).toBe('Delete successfully');
    expect((await call(h.app, 'GET', '/api/admin/problem', { token: h.admin, query: { pid } })).statusCode).toBe(404);
    expect((await call(h.app, 'DELETE', '/api/admin/problem', { token: h.admin, query: { pid } })).statusCode).toBe(404);
  });
});
