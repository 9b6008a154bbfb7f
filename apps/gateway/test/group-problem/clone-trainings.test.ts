import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProblemAuth, Role, formatExamples, testDataFileName } from '@oj/contracts';
import type { AdminProblemSavedDto, GroupTrainingDto } from '@oj/contracts';
import { contestService } from '@oj/contest';
import {
  CodeTemplateEntity,
  ProblemCaseEntity,
  ProblemEntity,
  ProblemLanguageEntity,
  ProblemTagEntity,
  TagEntity,
  TrainingCategoryEntity,
  TrainingEntity,
  TrainingProblemEntity,
} from '@oj/db';
import type { ProblemRow } from '@oj/db';
import { openCheckerCompiledBucket } from '@oj/service-kit';
import { openStore, resolveObject } from '../../src/modules/test-data/index.ts';
import { readObject } from '../../src/modules/test-data/store.ts';
import { call, dataOf, languageIds, markCompiled, msgOf, problemBody, startAdminProblemApp, uploadZip, zipOf } from '../admin-problem/helpers.ts';
import type { AdminProblemHarness } from '../admin-problem/helpers.ts';
import { account, makeGroup } from './fixtures.ts';
import type { Account } from './fixtures.ts';

// A super admin's clone of a group's trainings (spec 03 §2.10, §6 "private group content is never visible
// outside the group"), with the gateway and the contest service in one process on the real database and
// NATS, as all-in-one mode runs them: the contest service asks the gateway over NATS to copy each of the
// source group's problems into the target group, and links the copies; public problems stay linked.

/** Every column a copy keeps as the source has it (the rest: id, display id, author, group, data version, dates). */
function copiedFields(row: ProblemRow): Partial<ProblemRow> {
  const { id: _id, problemId: _problemId, author: _author, modifiedUser: _modified, gid: _gid, caseVersion: _version, copiedFrom: _from, ...rest } = row;
  const { gmtCreate: _created, gmtModified: _changed, ...fields } = rest;
  return fields;
}

describe('cloning a group’s trainings copies the group’s problems', () => {
  let h: AdminProblemHarness;
  let superAdmin: Account;
  let teacher: Account;
  let sourceOnly: Account;
  let targetOnly: Account;
  let sourceGid: number;
  let targetGid: number;
  let lids: number[];
  let publicPid: number;
  let uploaded: AdminProblemSavedDto;
  let manual: AdminProblemSavedDto;
  let sourceTid: number;
  const bigInput = `${randomBytes(1_200_000).toString('hex')}\n`;
  const spjCode = '#include <cstdio>\nint main() { return 1 - 1; }';

  beforeAll(async () => {
    h = await startAdminProblemApp('gw_clone_trainings', undefined, [contestService]);
    superAdmin = await account(h.app, 'clsuper', [Role.SuperAdmin]);
    teacher = await account(h.app, 'clteacher', [Role.User]);
    sourceOnly = await account(h.app, 'clsource', [Role.User]);
    targetOnly = await account(h.app, 'cltarget', [Role.User]);
    sourceGid = await makeGroup(h.app, { shortName: 'srcG', owner: teacher.uid }, { [sourceOnly.uid]: 3 });
    targetGid = await makeGroup(h.app, { shortName: 'dstG', owner: teacher.uid }, { [targetOnly.uid]: 3 });
    lids = await languageIds(h.app, ['C++', 'Python3']);
    const [cpp = 0, python = 0] = lids;

    // A public problem of the bank, with a site tag the group problem takes too.
    const bank = dataOf<AdminProblemSavedDto>(
      await call(h.app, 'POST', '/api/admin/problem', { token: h.admin, body: problemBody('CLP1', [cpp], { tags: [{ name: 'greedy' }] }) }),
    );
    publicPid = bank.id;
    const siteTag = await h.app.db.getRepository(TagEntity).findOneByOrFail({ name: 'greedy' });

    // The source group's problems: one with every field set and uploaded data (a file of several object chunks), one hand-entered.
    await markCompiled(h.app, 'C++', spjCode);
    const archive = await zipOf({ '1.in': bigInput, '1.out': 'big\n', '2.in': '2 3\n', '2.out': '5\n' });
    const { fileListDir } = await uploadZip(h, archive, { token: teacher.token, gid: sourceGid });
    const full = await call(h.app, 'POST', '/api/group/problem', {
      token: teacher.token,
      body: {
        gid: sourceGid,
        problem: {
          problemId: 'P1',
          title: 'Everything',
          description: 'Every field is set.',
          input: 'Two numbers.',
          output: 'Their sum.',
          examples: formatExamples([{ input: '1 2', output: '3' }]),
          hint: 'Add.',
          source: 'Clone round',
          timeLimit: 3000,
          memoryLimit: 512,
          stackLimit: 64,
          difficulty: 2,
          auth: ProblemAuth.Private,
          type: 1,
          codeShare: false,
          judgeMode: 'spj',
          judgeCaseMode: 'subtask_lowest',
          spjLanguage: 'C++',
          spjCode,
          checkerProtocol: 'kattis',
          validatorFlags: 'mode=strict 3',
          isRemoveEndBlank: false,
          openCaseResult: false,
          isFileIO: true,
          ioReadFileName: 'sum.in',
          ioWriteFileName: 'sum.out',
          userExtraFile: { 'helper.h': 'int helper();' },
          judgeExtraFile: { 'judge.txt': 'secret' },
        },
        codeTemplates: [
          { lid: cpp, code: '// PREPEND\nint main() {}', status: true },
          { lid: python, code: '', status: false },
        ],
        tags: [{ id: siteTag.id, name: 'greedy' }, { name: 'loops' }],
        languages: [cpp, python],
        isUploadTestCase: true,
        uploadTestcaseDir: fileListDir,
        samples: [
          { input: '1.in', output: '1.out', score: 40, groupNum: 1 },
          { input: '2.in', output: '2.out', score: 60, groupNum: 2 },
        ],
      },
    });
    uploaded = dataOf<AdminProblemSavedDto>(full);
    manual = dataOf<AdminProblemSavedDto>(
      await call(h.app, 'POST', '/api/group/problem', {
        token: teacher.token,
        body: { ...problemBody('P2', [cpp]), gid: sourceGid, samples: [{ input: '4\n', output: '16\n' }] },
      }),
    );
    // The target group has a P2 of its own already: the copy is renamed.
    await call(h.app, 'POST', '/api/group/problem', { token: teacher.token, body: { ...problemBody('P2', [cpp]), gid: targetGid } });

    // The source group's training: the public problem, both group problems (one under a display id of its own).
    const category = await h.app.db.getRepository(TrainingCategoryEntity).insert({ name: 'Basics', color: '#2d8cf0', gid: null });
    const made = dataOf<GroupTrainingDto>(
      await call(h.app, 'POST', '/api/group/training', {
        token: teacher.token,
        body: {
          training: { gid: sourceGid, rank: 1, title: 'Sums', description: 'Add things.', auth: 'Public' },
          trainingCategory: { id: Number(category.identifiers[0]?.id) },
        },
      }),
    );
    sourceTid = made.training.id;
    const add = async (url: string, body: object) => {
      const response = await call(h.app, 'POST', url, { token: teacher.token, body });
      if (response.statusCode !== 200) throw new Error(`${url}: ${response.body}`);
    };
    await add('/api/group/add-training-problem-from-public', { tid: sourceTid, pid: publicPid, displayId: 'A' });
    await add('/api/group/add-training-problem-from-group', { tid: sourceTid, problemId: uploaded.problemId });
    await add('/api/group/add-training-problem-from-group', { tid: sourceTid, problemId: manual.problemId });
    const renamed = await call(h.app, 'PUT', '/api/group/training-problem', {
      token: teacher.token,
      body: { tid: sourceTid, pid: manual.id, rank: 3, displayId: 'C' },
    });
    if (renamed.statusCode !== 200) throw new Error(renamed.body);
    // The checker's compiled mark is gone meanwhile: the copy keeps the source's checker without compiling it again.
    await h.app.jsm.streams.delete(`KV_${h.app.natsNames.kv.checkerCompiled}`);
    await openCheckerCompiledBucket(h.app.js, h.app.natsNames);
  }, 120_000);

  afterAll(async () => {
    await h.close();
  });

  const clone = () => call(h.app, 'POST', '/api/group/clone-training', { token: superAdmin.token, body: { sgid: sourceGid, tgid: targetGid } });
  const targetTrainings = () => h.app.db.getRepository(TrainingEntity).find({ where: { gid: targetGid }, order: { id: 'ASC' } });
  const linksOf = (tid: number) => h.app.db.getRepository(TrainingProblemEntity).find({ where: { tid }, order: { rank: 'ASC', id: 'ASC' } });
  const problem = (pid: number) => h.app.db.getRepository(ProblemEntity).findOneByOrFail({ id: pid });

  /** Every byte of one stored case file of a problem's current data. */
  async function caseBytes(pid: number, name: string): Promise<Buffer> {
    const row = await problem(pid);
    const info = await resolveObject(await openStore(h.app), testDataFileName(pid, row.caseVersion, name));
    if (!info) throw new Error(`no ${name} in ${String(pid)}`);
    const chunks: Uint8Array[] = [];
    for await (const chunk of readObject(h.app.jsm, h.app.natsNames.objectStores.testData, info)) chunks.push(chunk);
    return Buffer.concat(chunks);
  }

  it('links copies of the source group’s problems, owned by the target group, identical to the originals; public problems stay', async () => {
    const response = await clone();
    expect([response.statusCode, msgOf(response)]).toEqual([200, 'Copied successfully']);
    expect(dataOf<{ count: number; problems: number }>(response)).toEqual({ count: 1, problems: 2 });
    const [copy] = await targetTrainings();
    if (!copy) throw new Error('no training cloned');
    expect([copy.title, copy.author]).toEqual(['Sums', 'clsuper']);
    const links = await linksOf(copy.id);
    expect(links[0]).toMatchObject({ pid: publicPid, displayId: 'A' });
    const [, first, second] = links;
    if (!first || !second) throw new Error('the group problems were not linked');
    expect([first.pid, second.pid]).not.toContain(uploaded.id);
    expect([first.pid, second.pid]).not.toContain(manual.id);

    const [source1, copy1, source2, copy2] = await Promise.all([problem(uploaded.id), problem(first.pid), problem(manual.id), problem(second.pid)]);
    // Owned by the target group, under its prefix (a taken id renamed), authored by the super admin, the link showing the copy's id.
    expect(copy1).toMatchObject({ problemId: 'dstGP1', gid: targetGid, isGroup: true, author: 'clsuper', modifiedUser: 'clsuper', copiedFrom: uploaded.id });
    expect(copy2).toMatchObject({ problemId: 'dstGP2-2', gid: targetGid, isGroup: true, author: 'clsuper', copiedFrom: manual.id });
    expect(first.displayId).toBe('dstGP1');
    expect(second.displayId).toBe('C');
    expect(copy1.validatorFlags).toBe('mode=strict 3');
    expect(copiedFields(copy1)).toEqual(copiedFields(source1));
    expect(copiedFields(copy2)).toEqual(copiedFields(source2));
    expect(copy2.isUploadCase).toBe(false);
    expect(copy1.caseVersion).not.toBe(source1.caseVersion);

    // Tags: the site tag is the same tag; the group's tag is now the target group's own.
    const tagsOf = async (pid: number) => {
      const ids = (await h.app.db.getRepository(ProblemTagEntity).findBy({ pid })).map((link) => link.tid);
      const tags = await h.app.db.getRepository(TagEntity).find({ order: { name: 'ASC' } });
      return tags.filter((tag) => ids.includes(tag.id)).map((tag) => [tag.name, tag.gid]);
    };
    expect(await tagsOf(uploaded.id)).toEqual([
      ['greedy', null],
      ['loops', sourceGid],
    ]);
    expect(await tagsOf(copy1.id)).toEqual([
      ['greedy', null],
      ['loops', targetGid],
    ]);
    const languages = async (pid: number) =>
      (await h.app.db.getRepository(ProblemLanguageEntity).find({ where: { pid }, order: { lid: 'ASC' } })).map((row) => row.lid);
    expect(await languages(copy1.id)).toEqual(await languages(uploaded.id));
    const templates = async (pid: number) =>
      (await h.app.db.getRepository(CodeTemplateEntity).find({ where: { pid }, order: { lid: 'ASC' } })).map(({ lid, code, status }) => ({
        lid,
        code,
        status,
      }));
    expect(await templates(copy1.id)).toEqual(await templates(uploaded.id));
    const cases = async (pid: number) =>
      (await h.app.db.getRepository(ProblemCaseEntity).find({ where: { pid, status: 0 }, order: { id: 'ASC' } })).map(({ input, output, score, groupNum }) => ({
        input,
        output,
        score,
        groupNum,
      }));
    expect(await cases(copy1.id)).toEqual(await cases(uploaded.id));
    expect(await cases(copy2.id)).toEqual(await cases(manual.id));
    // The test data, byte for byte, in the copy's own data version.
    for (const name of ['1.in', '1.out', '2.in', '2.out']) expect((await caseBytes(copy1.id, name)).equals(await caseBytes(uploaded.id, name))).toBe(true);
    expect((await caseBytes(copy1.id, '1.in')).toString()).toBe(bigInput);
    expect((await caseBytes(copy2.id, '1.in')).toString()).toBe('4\n');
  });

  it('lets a member of the target group open the copies, never the source group’s problems', async () => {
    const [copy] = await targetTrainings();
    const [, first] = await linksOf(copy?.id ?? 0);
    const copied = await problem(first?.pid ?? 0);
    const detail = (who: Account, problemId: string, gid: number) =>
      call(h.app, 'GET', '/api/get-problem-detail', { token: who.token, query: { problemId, gid } });
    const inTraining = (who: Account, tid: number, problemId: string) =>
      call(h.app, 'GET', '/api/get-training-problem-details', { token: who.token, query: { tid, problemId } });
    expect((await detail(targetOnly, copied.problemId, targetGid)).statusCode).toBe(200);
    expect((await inTraining(targetOnly, copy?.id ?? 0, copied.problemId)).statusCode).toBe(200);
    // The source's problem: not in the group page, not through the source group, not through the cloned training.
    expect((await detail(targetOnly, uploaded.problemId, targetGid)).statusCode).toBe(404);
    expect((await detail(targetOnly, uploaded.problemId, sourceGid)).statusCode).not.toBe(200);
    expect((await inTraining(targetOnly, copy?.id ?? 0, uploaded.problemId)).statusCode).toBe(404);
    // The source group's members keep theirs, and do not reach the target group's copy.
    expect((await inTraining(sourceOnly, sourceTid, uploaded.problemId)).statusCode).toBe(200);
    expect((await detail(sourceOnly, copied.problemId, targetGid)).statusCode).not.toBe(200);
  });

  it('links the same copies when the clone runs again, without copying the problems again', async () => {
    const before = await h.app.db.getRepository(ProblemEntity).count({ where: { gid: targetGid } });
    const response = await clone();
    expect(dataOf<{ count: number; problems: number }>(response)).toEqual({ count: 1, problems: 2 });
    expect(await h.app.db.getRepository(ProblemEntity).count({ where: { gid: targetGid } })).toBe(before);
    const [first, second] = await targetTrainings();
    const pids = async (tid: number) => (await linksOf(tid)).map((link) => link.pid);
    expect(await pids(second?.id ?? 0)).toEqual(await pids(first?.id ?? 0));
    // A copy deleted by the target group's admins is made again by the next clone.
    const [, gone] = await linksOf(first?.id ?? 0);
    expect((await call(h.app, 'DELETE', '/api/group/problem', { token: teacher.token, query: { pid: gone?.pid ?? 0, gid: targetGid } })).statusCode).toBe(200);
    expect(dataOf<{ count: number; problems: number }>(await clone())).toEqual({ count: 1, problems: 2 });
    expect(await h.app.db.getRepository(ProblemEntity).count({ where: { gid: targetGid } })).toBe(before);
    const third = (await targetTrainings())[2];
    const remade = (await linksOf(third?.id ?? 0))[1];
    expect(remade?.pid).not.toBe(gone?.pid);
    expect(await problem(remade?.pid ?? 0)).toMatchObject({ problemId: 'dstGP1', copiedFrom: uploaded.id });
  });
});
