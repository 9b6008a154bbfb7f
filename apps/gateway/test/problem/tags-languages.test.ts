import { ProblemAuth, Role } from '@oj/contracts';
import type { DifficultyDto, LanguageDto, ProblemCodeTemplateDto, TagClassificationGroupDto, TagDto } from '@oj/contracts';
import { CodeTemplateEntity, LanguageEntity, ProblemLanguageEntity, TagClassificationEntity } from '@oj/db';
import { DEFAULT_LANGUAGE_NAMES, listLanguages } from '@oj/judge-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syncLanguageTable } from '../../src/modules/problem/index.ts';
import type { ProblemHarness } from './helpers.ts';
import { createUser, dataOf, get, insertProblem, insertTag, msgOf, startProblemApp } from './helpers.ts';

describe('tags, tag browser and difficulty levels', () => {
  let harness: ProblemHarness;
  const tags: Record<string, number> = {};
  const classes: Record<string, number> = {};

  beforeAll(async () => {
    harness = await startProblemApp('prob_tags');
    const { app } = harness;
    const classifications = app.db.getRepository(TagClassificationEntity);
    for (const [name, rank, oj] of [
      ['Algorithms', 2, 'ME'],
      ['Basics', 1, 'ME'],
      ['Empty', 3, 'ME'],
      ['HDU stuff', 1, 'HDU'],
    ] as const) {
      classes[name] = Number((await classifications.insert({ name, rank, oj })).identifiers[0]?.id);
    }
    tags.dp = await insertTag(app, { name: 'DP', tcid: classes.Algorithms });
    tags.greedy = await insertTag(app, { name: 'Greedy', tcid: classes.Algorithms });
    tags.io = await insertTag(app, { name: 'Input', tcid: classes.Basics });
    tags.loose = await insertTag(app, { name: 'Ad hoc' });
    tags.orphan = await insertTag(app, { name: 'Orphan', tcid: 999_999 });
    tags.hdu = await insertTag(app, { name: 'HDU tag', oj: 'HDU', tcid: classes['HDU stuff'] });
    tags.group = await insertTag(app, { name: 'Group only', gid: 3 });
  });

  afterAll(async () => {
    await harness.close();
  });

  it('lists site tags of a bank by name (group tags never), or of every bank', async () => {
    const own = dataOf<TagDto[]>(await get(harness.app, '/api/get-all-problem-tags', { oj: 'ME' }));
    expect(own.map((tag) => tag.name)).toEqual(['Ad hoc', 'DP', 'Greedy', 'Input', 'Orphan']);
    expect(own[1]).toEqual({ id: tags.dp, name: 'DP', color: '#123456', oj: 'ME', tcid: classes.Algorithms });
    expect(dataOf<TagDto[]>(await get(harness.app, '/api/get-all-problem-tags', { oj: 'HDU' })).map((tag) => tag.name)).toEqual(['HDU tag']);
    expect(dataOf<TagDto[]>(await get(harness.app, '/api/get-all-problem-tags'))).toHaveLength(6);
    expect((await get(harness.app, '/api/get-all-problem-tags', { oj: 'XYZ' })).statusCode).toBe(400);
  });

  it('groups tags by classification in rank order, Unclassified (null) last', async () => {
    const groups = dataOf<TagClassificationGroupDto[]>(await get(harness.app, '/api/get-problem-tags-and-classification', { oj: 'ME' }));
    expect(groups.map((group) => [group.classification?.name ?? null, group.tagList.map((tag) => tag.name)])).toEqual([
      ['Basics', ['Input']],
      ['Algorithms', ['DP', 'Greedy']],
      ['Empty', []],
      [null, ['Ad hoc', 'Orphan']],
    ]);
    expect(groups[0]?.classification).toEqual({ id: classes.Basics, name: 'Basics', oj: 'ME' });
    const hdu = dataOf<TagClassificationGroupDto[]>(await get(harness.app, '/api/get-problem-tags-and-classification', { oj: 'HDU' }));
    expect(hdu).toEqual([
      { classification: { id: classes['HDU stuff'], name: 'HDU stuff', oj: 'HDU' }, tagList: [expect.objectContaining({ name: 'HDU tag' })] },
    ]);
  });

  it('gives difficulty levels publicly, and to admin roles on the admin path', async () => {
    const levels = dataOf<DifficultyDto[]>(await get(harness.app, '/api/get-difficulty-list'));
    expect(levels).toEqual([
      { id: 0, name: 'Easy', color: '#52c41a' },
      { id: 1, name: 'Mid', color: '#faad14' },
      { id: 2, name: 'Hard', color: '#f5222d' },
    ]);
    const admin = await createUser(harness.app, 'padmin', [Role.ProblemAdmin]);
    const user = await createUser(harness.app, 'plain');
    expect(dataOf<DifficultyDto[]>(await get(harness.app, '/api/admin/problem/get-difficulty-list', {}, admin.token))).toEqual(levels);
    expect((await get(harness.app, '/api/admin/problem/get-difficulty-list', {}, user.token)).statusCode).toBe(403);
    expect((await get(harness.app, '/api/admin/problem/get-difficulty-list')).statusCode).toBe(401);
  });
});

describe('languages and code templates', () => {
  let harness: ProblemHarness;
  let pid: number;
  let privatePid: number;

  beforeAll(async () => {
    harness = await startProblemApp('prob_lang');
    const { app } = harness;
    pid = await insertProblem(app, { problemId: 'L1' });
    privatePid = await insertProblem(app, { problemId: 'L2', auth: ProblemAuth.Private });
    const languages = await app.db.getRepository(LanguageEntity).find();
    const lid = (name: string) => languages.find((language) => language.name === name)?.id ?? 0;
    await app.db.getRepository(ProblemLanguageEntity).insert([
      { pid, lid: lid('Java') },
      { pid, lid: lid('C') },
      { pid: privatePid, lid: lid('C') },
    ]);
    await app.db.getRepository(CodeTemplateEntity).insert([
      { pid, lid: lid('Java'), code: 'class Main {}', status: true },
      { pid, lid: lid('C'), code: 'disabled', status: false },
    ]);
  });

  afterAll(async () => {
    await harness.close();
  });

  it('builds the list from judge-core, with the ids of the synced table (judge-core ids on a fresh site)', async () => {
    const all = dataOf<LanguageDto[]>(await get(harness.app, '/api/languages', { all: 'true' }));
    expect(all.map((language) => language.name)).toEqual(listLanguages().map((spec) => spec.name));
    for (const [index, spec] of listLanguages().entries()) {
      expect(all[index]).toEqual({
        id: spec.id,
        name: spec.name,
        description: spec.description,
        contentType: spec.contentType,
        isSpj: spec.spj,
        codeTemplate: spec.template,
        oj: 'ME',
      });
    }
    expect(dataOf<LanguageDto[]>(await get(harness.app, '/api/languages'))).toEqual(all);
    const defaults = dataOf<LanguageDto[]>(await get(harness.app, '/api/languages', { all: 'false' }));
    expect(defaults.map((language) => language.name)).toEqual(
      listLanguages()
        .map((spec) => spec.name)
        .filter((name) => DEFAULT_LANGUAGE_NAMES.includes(name)),
    );
    expect(defaults.map((language) => language.name)).toEqual(['C', 'C++', 'Java', 'Python3', 'Python2']);
  });

  it('gives a problem its own languages, in display order, following its visibility', async () => {
    const own = dataOf<LanguageDto[]>(await get(harness.app, '/api/languages', { pid: String(pid) }));
    expect(own.map((language) => language.name)).toEqual(['C', 'Java']);
    expect(dataOf<LanguageDto[]>(await get(harness.app, '/api/get-problem-languages', { pid: String(pid) }))).toEqual(own);
    expect((await get(harness.app, '/api/get-problem-languages', { pid: String(privatePid) })).statusCode).toBe(404);
    expect((await get(harness.app, '/api/languages', { pid: String(privatePid) })).statusCode).toBe(404);
    const admin = await createUser(harness.app, 'ladmin', [Role.Admin]);
    expect(dataOf<LanguageDto[]>(await get(harness.app, '/api/get-problem-languages', { pid: String(privatePid) }, admin.token)).map((l) => l.name)).toEqual([
      'C',
    ]);
    const bad = await get(harness.app, '/api/get-problem-languages', { pid: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(msgOf(bad)).toBe('pid must be integer');
    expect(msgOf(await get(harness.app, '/api/get-problem-languages'))).toBe('pid is required');
  });

  it('gives the enabled code templates only', async () => {
    const templates = dataOf<ProblemCodeTemplateDto[]>(await get(harness.app, '/api/get-problem-code-template', { pid: String(pid) }));
    expect(templates).toEqual([{ id: expect.any(Number), pid, lid: 9, language: 'Java', code: 'class Main {}' }]);
    expect((await get(harness.app, '/api/get-problem-code-template', { pid: String(privatePid) })).statusCode).toBe(404);
  });

  it('sync is idempotent, restores judge-core fields and keeps ids and extra rows', async () => {
    const repository = harness.app.db.getRepository(LanguageEntity);
    await repository.update({ name: 'C++' }, { description: 'tampered', codeTemplate: 'tampered' });
    await repository.insert({ name: 'Retired Lang', contentType: 'text/plain', oj: 'ME', seq: 99 });
    await repository.insert({ name: 'G++', contentType: 'text/x-c++src', oj: 'HDU', seq: 0 });
    const before = await repository.find({ order: { id: 'ASC' } });
    await syncLanguageTable(harness.app.db);
    await syncLanguageTable(harness.app.db);
    const after = await repository.find({ order: { id: 'ASC' } });
    expect(after.map(({ id, name }) => ({ id, name }))).toEqual(before.map(({ id, name }) => ({ id, name })));
    const cpp = after.find((row) => row.name === 'C++');
    expect(cpp).toMatchObject({ id: 3, description: listLanguages()[2]?.description, codeTemplate: listLanguages()[2]?.template });
    // Retired and remote rows stay in the table but are not offered as own languages.
    const offered = dataOf<LanguageDto[]>(await get(harness.app, '/api/languages'));
    expect(offered.map((language) => language.name)).not.toContain('Retired Lang');
    expect(offered.map((language) => language.name)).not.toContain('G++');
  });
});
