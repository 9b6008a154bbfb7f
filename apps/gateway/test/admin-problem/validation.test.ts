import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminProblemDetailDto, AdminProblemFieldsDto, AdminProblemSaveDto, AdminProblemSavedDto } from '@oj/contracts';
import { ProblemCaseEntity, ProblemEntity, TagEntity } from '@oj/db';
import { call, dataOf, languageIds, msgOf, problemBody, startAdminProblemApp } from './helpers.ts';
import type { AdminProblemHarness } from './helpers.ts';

// Each rule of spec 03 §5 "Group problem form" (and the Admin rules) refused on the server with its
// message, on create and on update, and nothing stored changes.

let h: AdminProblemHarness;
let cpp: number;
let python: number;
let pid: number;
let stored: AdminProblemDetailDto;

const fields = (overrides: Partial<AdminProblemFieldsDto>): AdminProblemFieldsDto => ({
  problemId: 'VAL-1',
  title: 'T',
  description: 'd',
  input: 'i',
  output: 'o',
  ...overrides,
});
const detail = async () => dataOf<AdminProblemDetailDto>(await call(h.app, 'GET', '/api/admin/problem', { token: h.admin, query: { pid } }));

beforeAll(async () => {
  h = await startAdminProblemApp('admval');
  [cpp = 0, python = 0] = await languageIds(h.app, ['C++', 'Python3']);
  pid = dataOf<AdminProblemSavedDto>(
    await call(h.app, 'POST', '/api/admin/problem', { token: h.admin, body: problemBody('VAL-1', [cpp], { tags: [{ name: 'kept' }] }) }),
  ).id;
  stored = await detail();
}, 60_000);

afterAll(async () => {
  await h.close();
});

/** [rule, body changes, message]: the body is a valid save with those changes. */
const RULES: [string, (body: AdminProblemSaveDto) => AdminProblemSaveDto, string][] = [
  ['empty title', (body) => ({ ...body, problem: { ...body.problem, title: '  ' } }), 'Title is required'],
  ['a title left out', (body) => ({ ...body, problem: { ...body.problem, title: undefined } }), 'Title is required'],
  ['an output description left out', (body) => ({ ...body, problem: { ...body.problem, output: undefined } }), 'Output Description is required'],
  ['empty input description', (body) => ({ ...body, problem: { ...body.problem, input: '' } }), 'Input Description is required'],
  ['empty output description', (body) => ({ ...body, problem: { ...body.problem, output: '\n' } }), 'Output Description is required'],
  ['empty display id', (body) => ({ ...body, problem: { ...body.problem, problemId: ' ' } }), 'Problem Display ID is required'],
  [
    'display id with a remote prefix',
    (body) => ({ ...body, problem: { ...body.problem, problemId: 'HDU-1000' } }),
    'The Problem Display ID of an own problem cannot start with a remote judge prefix',
  ],
  ['upload without an archive', (body) => ({ ...body, isUploadTestCase: true, uploadTestcaseDir: null, changeTestCase: true }), 'Judge Samples is required'],
  ['manual without cases', (body) => ({ ...body, samples: [], changeTestCase: true }), 'Judge Samples is required'],
  [
    'a manual case with neither input nor output',
    (body) => ({
      ...body,
      samples: [
        { input: 'x', output: 'y' },
        { input: '', output: '' },
      ],
      changeTestCase: true,
    }),
    'Problem Sample2 needs an input or an output',
  ],
  [
    'OI case without a score',
    (body) => ({ ...body, problem: { ...body.problem, type: 1 }, samples: [{ input: 'x', output: 'y' }], changeTestCase: true }),
    'Problem Sample1 Score must be an integer',
  ],
  [
    'OI case with a fractional score',
    (body) => ({
      ...body,
      problem: { ...body.problem, type: 1 },
      samples: [
        { input: 'x', output: 'y', score: 50 },
        { input: 'x', output: 'y', score: 1.5 },
      ],
      changeTestCase: true,
    }),
    'Problem Sample2 Score must be an integer',
  ],
  [
    'OI case with a negative score',
    (body) => ({ ...body, problem: { ...body.problem, type: 1 }, samples: [{ input: 'x', output: 'y', score: -1 }], changeTestCase: true }),
    'Problem Sample1 Score must be greater than or equal to 0',
  ],
  [
    'subtask case without a group',
    (body) => ({ ...body, problem: { ...body.problem, judgeCaseMode: 'subtask_average' }, samples: [{ input: 'x', output: 'y' }], changeTestCase: true }),
    'Problem Sample1 Group Number is required',
  ],
  [
    'subtask case with group 0',
    (body) => ({
      ...body,
      problem: { ...body.problem, judgeCaseMode: 'subtask_lowest' },
      samples: [{ input: 'x', output: 'y', groupNum: 0 }],
      changeTestCase: true,
    }),
    'Problem Sample1 Group Number must be a positive integer',
  ],
  [
    'file IO without names',
    (body) => ({ ...body, problem: { ...body.problem, isFileIO: true, ioReadFileName: 'a.in', ioWriteFileName: '' } }),
    'With file IO on, both the input and the output file names are required',
  ],
  [
    'file IO name with a path',
    (body) => ({ ...body, problem: { ...body.problem, isFileIO: true, ioReadFileName: '../a.in', ioWriteFileName: 'a.out' } }),
    'A file IO name must be a plain file name without spaces or path characters',
  ],
  [
    'special judge without code',
    (body) => ({ ...body, problem: { ...body.problem, judgeMode: 'spj', spjLanguage: 'C++', spjCode: '' } }),
    'Spj or interactive code not compiled successfully',
  ],
  [
    'special judge never compiled',
    (body) => ({ ...body, problem: { ...body.problem, judgeMode: 'spj', spjLanguage: 'C++', spjCode: 'int main(){}' } }),
    'Spj or interactive code not compiled successfully',
  ],
  [
    'interactor without a language',
    (body) => ({ ...body, problem: { ...body.problem, judgeMode: 'interactive', spjCode: 'int main(){}' } }),
    'Spj or interactive language is required',
  ],
  [
    'checker in a language that cannot check',
    (body) => ({ ...body, problem: { ...body.problem, judgeMode: 'spj', spjLanguage: 'Python3', spjCode: 'print(1)' } }),
    'The language cannot be used for a special judge or interactor',
  ],
  ['no language', (body) => ({ ...body, languages: [] }), 'At least one language is required'],
  ['an unknown language', (body) => ({ ...body, languages: [cpp, 999_999] }), 'The language does not exist'],
  [
    'an enabled empty template',
    (body) => ({ ...body, languages: [cpp, python], codeTemplates: [{ lid: python, code: ' \n', status: true }] }),
    'The code template of Python3 cannot be empty',
  ],
  ['a duplicate tag', (body) => ({ ...body, tags: [{ name: 'dp' }, { name: 'DP' }] }), 'Tag already added'],
  ['an unknown tag', (body) => ({ ...body, tags: [{ id: 999_999, name: '' }] }), 'The tag does not exist'],
  [
    'an extra file without content',
    (body) => ({ ...body, problem: { ...body.problem, userExtraFile: { 'a.txt': '' } } }),
    'File name and content are required for extra files, and a name cannot contain path characters',
  ],
  [
    'an extra file name with a path',
    (body) => ({ ...body, problem: { ...body.problem, judgeExtraFile: { '../x': 'y' } } }),
    'File name and content are required for extra files, and a name cannot contain path characters',
  ],
  ['an unknown difficulty', (body) => ({ ...body, problem: { ...body.problem, difficulty: 99 } }), 'The difficulty level does not exist'],
  [
    'an unknown checker',
    (body) => ({ ...body, problem: { ...body.problem, builtinChecker: { kind: 'lines' } } }),
    'The checker must be exact, tokens, float or yesno',
  ],
  [
    'a negative tolerance',
    (body) => ({ ...body, problem: { ...body.problem, builtinChecker: { kind: 'float', absTolerance: 1e-6, relTolerance: -1e-6 } } }),
    'A checker tolerance must be a finite number greater than or equal to 0',
  ],
  [
    'a tolerance that is no number',
    (body) => ({ ...body, problem: { ...body.problem, builtinChecker: { kind: 'float', absTolerance: '1e-6' } } }),
    'A checker tolerance must be a finite number greater than or equal to 0',
  ],
  [
    'a tolerance on the tokens checker',
    (body) => ({ ...body, problem: { ...body.problem, builtinChecker: { kind: 'tokens', absTolerance: 0.5 } } }),
    'Only the float checker takes tolerances',
  ],
  [
    'a float checker without a tolerance',
    (body) => ({ ...body, problem: { ...body.problem, builtinChecker: { kind: 'float', absTolerance: null } } }),
    'The float checker needs an absolute or a relative tolerance',
  ],
  [
    'an unknown checker protocol',
    (body) => ({ ...body, problem: { ...body.problem, judgeMode: 'spj', spjLanguage: 'C++', spjCode: 'int main(){}', checkerProtocol: 'polygon' } }),
    'The checker protocol must be testlib, kattis, hustoj, qduoj, lemon or syzoj',
  ],
  [
    'an interactor of a protocol without an interactive form',
    (body) => ({ ...body, problem: { ...body.problem, judgeMode: 'interactive', spjLanguage: 'C++', spjCode: 'int main(){}', checkerProtocol: 'hustoj' } }),
    'An interactor cannot follow the hustoj protocol: interactive problems take testlib or Kattis interactors',
  ],
  [
    'validator flags with a line break',
    (body) => ({
      ...body,
      problem: { ...body.problem, judgeMode: 'spj', spjLanguage: 'C++', spjCode: 'int main(){}', checkerProtocol: 'kattis', validatorFlags: 'a\nb' },
    }),
    'The validator flags must be one line: they cannot contain a line break',
  ],
  [
    'validator flags longer than 500 characters',
    (body) => ({
      ...body,
      problem: {
        ...body.problem,
        judgeMode: 'spj',
        spjLanguage: 'C++',
        spjCode: 'int main(){}',
        checkerProtocol: 'kattis',
        validatorFlags: 'abc '.repeat(126),
      },
    }),
    'The validator flags can be at most 500 characters long',
  ],
  [
    'validator flags of a checker that is not Kattis',
    (body) => ({
      ...body,
      problem: { ...body.problem, judgeMode: 'spj', spjLanguage: 'C++', spjCode: 'int main(){}', validatorFlags: 'float_tolerance 1e-6' },
    }),
    'Only a Kattis validator takes validator flags: choose the Kattis protocol or leave them empty',
  ],
  [
    'a stack limit above the memory limit',
    (body) => ({ ...body, problem: { ...body.problem, memoryLimit: 64, stackLimit: 128 } }),
    'The stack limit cannot exceed the memory limit',
  ],
];

describe('problem form rules on create', () => {
  it.each(RULES)('refuses %s', async (_rule, change, message) => {
    const [problems, tags] = [await h.app.db.getRepository(ProblemEntity).count(), await h.app.db.getRepository(TagEntity).count()];
    const response = await call(h.app, 'POST', '/api/admin/problem', {
      token: h.admin,
      body: change(problemBody('NEW-1', [cpp], { problem: fields({ problemId: 'NEW-1' }) })),
    });
    expect(response.statusCode).toBe(400);
    expect(msgOf(response)).toBe(message);
    expect(await h.app.db.getRepository(ProblemEntity).count()).toBe(problems);
    expect(await h.app.db.getRepository(TagEntity).count()).toBe(tags);
  });
});

describe('problem form rules on update', () => {
  it.each(RULES)('refuses %s and changes nothing', async (_rule, change, message) => {
    const cases = await h.app.db.getRepository(ProblemCaseEntity).countBy({ pid });
    const response = await call(h.app, 'PUT', '/api/admin/problem', {
      token: h.admin,
      body: change(problemBody('VAL-1', [cpp], { problem: fields({ id: pid, title: 'Changed' }) })),
    });
    expect(response.statusCode).toBe(400);
    expect(msgOf(response)).toBe(message);
    expect(await detail()).toEqual(stored);
    expect(await h.app.db.getRepository(ProblemCaseEntity).countBy({ pid })).toBe(cases);
  });

  it('refuses a case id of another problem', async () => {
    const response = await call(h.app, 'PUT', '/api/admin/problem', {
      token: h.admin,
      body: problemBody('VAL-1', [cpp], { problem: fields({ id: pid }), samples: [{ id: 999_999, input: '', output: '', score: 1 }] }),
    });
    expect(msgOf(response)).toBe('Problem Sample1 is not a case of this problem');
    expect(await detail()).toEqual(stored);
  });

  it('answers in Chinese when asked', async () => {
    const response = await h.app.inject({
      method: 'POST',
      url: '/api/admin/problem',
      headers: { authorization: h.admin, 'accept-language': 'zh-CN' },
      payload: problemBody('NEW-2', [cpp], { problem: { ...fields({ problemId: 'NEW-2', type: 1 }) }, samples: [{ input: 'x', output: 'y', score: -3 }] }),
    });
    expect(msgOf(response)).toBe('题目测试点1的分数必须大于或等于 0');
  });

  it('refuses an interactor protocol in Chinese when asked', async () => {
    const response = await h.app.inject({
      method: 'POST',
      url: '/api/admin/problem',
      headers: { authorization: h.admin, 'accept-language': 'zh-CN' },
      payload: problemBody('NEW-5', [cpp], {
        problem: fields({ problemId: 'NEW-5', judgeMode: 'interactive', spjLanguage: 'C++', spjCode: 'int main(){}', checkerProtocol: 'syzoj' }),
      }),
    });
    expect(response.statusCode).toBe(400);
    expect(msgOf(response)).toBe('交互器不能使用 syzoj 协议：交互题只支持 testlib 或 Kattis 交互器');
  });

  it('refuses validator flags in Chinese when asked', async () => {
    const response = await h.app.inject({
      method: 'POST',
      url: '/api/admin/problem',
      headers: { authorization: h.admin, 'accept-language': 'zh-CN' },
      payload: problemBody('NEW-6', [cpp], {
        problem: fields({
          problemId: 'NEW-6',
          judgeMode: 'spj',
          spjLanguage: 'C++',
          spjCode: 'int main(){}',
          checkerProtocol: 'kattis',
          validatorFlags: 'x'.repeat(501),
        }),
      }),
    });
    expect(response.statusCode).toBe(400);
    expect(msgOf(response)).toBe('校验器参数最多 500 个字符');
  });

  // JSON carries 1e999 as Infinity: the body check refuses any non-finite number before the rules.
  it('refuses an infinite tolerance in both languages', async () => {
    const payload = JSON.stringify(problemBody('NEW-3', [cpp], { problem: fields({ problemId: 'NEW-3' }) })).replace(
      '"problemId":"NEW-3"',
      '"problemId":"NEW-3","builtinChecker":{"kind":"float","relTolerance":1e999}',
    );
    for (const [language, message] of [
      ['en-US', 'problem.builtinChecker.relTolerance must be a finite number'],
      ['zh-CN', 'problem.builtinChecker.relTolerance 必须是有限的数字'],
    ]) {
      const response = await h.app.inject({
        method: 'POST',
        url: '/api/admin/problem',
        headers: { authorization: h.admin, 'accept-language': language ?? '', 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(msgOf(response)).toBe(message);
    }
    const negative = await h.app.inject({
      method: 'POST',
      url: '/api/admin/problem',
      headers: { authorization: h.admin, 'accept-language': 'zh-CN' },
      payload: problemBody('NEW-4', [cpp], { problem: fields({ problemId: 'NEW-4', builtinChecker: { kind: 'float', absTolerance: -1 } }) }),
    });
    expect(msgOf(negative)).toBe('比较器的误差必须是大于或等于 0 的有限数');
  });
});
