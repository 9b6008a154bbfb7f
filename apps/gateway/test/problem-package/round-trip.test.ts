import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import yauzl from 'yauzl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CodeTemplateEntity,
  ContestEntity,
  ContestProblemEntity,
  FileEntity,
  ProblemCaseEntity,
  ProblemEntity,
  ProblemLanguageEntity,
  ProblemTagEntity,
  TagEntity,
} from '@oj/db';
import type { ProblemRow } from '@oj/db';
import { FIXTURES, importPackage, markPackageCheckers, newPlace, startImportApp, zipFixtures, zipOf } from './helpers.ts';
import type { ImportHarness } from './helpers.ts';

// Issue 24: a problem exported as an HOJ zip or an ICPC package and imported again is the same problem:
// every stored field, its tags, languages, templates and cases, and every byte of its test data and images.

async function entries(archive: Buffer): Promise<Map<string, Buffer>> {
  const zip = await yauzl.fromBufferPromise(archive, { lazyEntries: true });
  const files = new Map<string, Buffer>();
  for await (const entry of zip.eachEntry()) {
    const chunks: Buffer[] = [];
    for await (const chunk of await zip.openReadStreamPromise(entry)) chunks.push(chunk as Buffer);
    files.set(entry.fileName, Buffer.concat(chunks));
  }
  return files;
}

const IMAGE_LINK = /\/api\/public\/md-img\/[0-9a-f-]{36}\.[a-z]+/g;

describe('export and import again', () => {
  let harness: ImportHarness;
  let originals: ProblemRow[];

  beforeAll(async () => {
    harness = await startImportApp(await newPlace('gw_import_trip'));
    const hoj = await zipFixtures([{ folder: 'hoj' }]);
    await markPackageCheckers(harness.app, hoj, 'hoj.zip');
    const fps = await readFile(join(FIXTURES, 'fps/two-problems.xml'));
    await markPackageCheckers(harness.app, fps, 'fps.xml');
    await importPackage(harness, hoj, 'hoj.zip');
    const imported = await importPackage(harness, fps, 'fps.xml');
    const ids = ['HOJ-1001', 'HOJ-1002', imported.problems[0]?.problemId ?? ''];
    originals = await Promise.all(ids.map((problemId) => harness.app.db.getRepository(ProblemEntity).findOneByOrFail({ problemId })));
  }, 60_000);

  afterAll(async () => {
    await harness.close();
  });

  const download = async (query: Record<string, string>) => {
    const response = await harness.app.inject({ method: 'GET', url: '/api/admin/problem/export-package', query, headers: { authorization: harness.admin } });
    return response;
  };

  /** Everything stored about a problem that an export carries, with image links and keys left out. */
  const snapshot = async (row: ProblemRow) => {
    const db = harness.app.db;
    const { id, problemId: _problemId, caseVersion: _caseVersion, gmtCreate: _gmtCreate, gmtModified: _gmtModified, ...fields } = row;
    const cases = await db.getRepository(ProblemCaseEntity).find({ where: { pid: id, status: 0 }, order: { id: 'ASC' } });
    const tagLinks = await db.getRepository(ProblemTagEntity).find({ where: { pid: id } });
    const tags = await Promise.all(tagLinks.map(async (link) => (await db.getRepository(TagEntity).findOneByOrFail({ id: link.tid })).name));
    const languages = (await db.getRepository(ProblemLanguageEntity).find({ where: { pid: id } })).map((link) => link.lid).sort();
    const templates = (await db.getRepository(CodeTemplateEntity).find({ where: { pid: id } })).map(({ lid, code, status }) => ({ lid, code, status }));
    const data = await harness.app.inject({
      method: 'GET',
      url: '/api/file/download-testcase',
      query: { pid: String(id) },
      headers: { authorization: harness.admin },
    });
    const images = await Promise.all(
      [...(row.description ?? '').matchAll(IMAGE_LINK)].map(async (match) => {
        const path = `md-images/${match[0].split('/').at(-1)}`;
        await db.getRepository(FileEntity).findOneByOrFail({ filePath: path });
        return readFile(join(harness.place.dataDir, path));
      }),
    );
    return {
      fields: { ...fields, description: (fields.description ?? '').replace(IMAGE_LINK, 'IMAGE') },
      cases: cases.map(({ input, output, score, groupNum }) => ({ input, output, score, groupNum })),
      tags: tags.sort(),
      languages,
      templates,
      data: await entries(data.rawPayload),
      images,
    };
  };

  for (const format of ['hoj', 'icpc'] as const) {
    it(`${format}: three problems exported and imported again are the same in every field and byte`, async () => {
      const exported = await download({ format, pids: originals.map((row) => row.id).join(',') });
      expect(exported.statusCode, exported.body).toBe(200);
      expect(exported.headers['content-type']).toBe('application/zip');
      expect(exported.headers['content-disposition']).toBe(`attachment; filename="problems_3_${format}.zip"`);
      const job = await importPackage(harness, exported.rawPayload, `export.${format}.zip`);
      expect(job.problems.map((problem) => problem.error)).toEqual([null, null, null]);
      for (const [index, original] of originals.entries()) {
        const copy = await harness.app.db.getRepository(ProblemEntity).findOneByOrFail({ id: job.problems[index]?.pid ?? 0 });
        expect(copy.problemId).toMatch(new RegExp(`^${original.problemId}-\\d$`));
        const [before, after] = [await snapshot(original), await snapshot(copy)];
        expect(after.images.length).toBe(before.images.length);
        expect(after).toEqual(before);
      }
    });
  }

  it('icpc: a Kattis validator goes back into output_validators and keeps its protocol and validator flags', async () => {
    const fixture = await zipFixtures([{ folder: 'icpc/hello', prefix: 'hello/' }]);
    await markPackageCheckers(harness.app, fixture, 'hello.zip');
    const pid = (await importPackage(harness, fixture, 'hello.zip')).problems[0]?.pid ?? 0;
    const original = await harness.app.db.getRepository(ProblemEntity).findOneByOrFail({ id: pid });
    expect(original).toMatchObject({ judgeMode: 'spj', checkerProtocol: 'kattis', validatorFlags: 'case_sensitive greeting=hello' });
    const exported = await download({ format: 'icpc', pids: String(pid) });
    expect(exported.statusCode, exported.body).toBe(200);
    const files = await entries(exported.rawPayload);
    // One problem: at the package's root.
    expect(files.get('output_validators/validator/validator.cpp')?.toString(), [...files.keys()].join(' ')).toBe(original.spjCode);
    expect(files.get('output_validators/validator/validate.h')?.toString()).toBe('// Kattis validate.h stub\n');
    expect(files.get('problem.yaml')?.toString()).toMatch(/^validation: custom/m);
    expect(files.get('problem.yaml')?.toString()).toMatch(/^validator_flags: case_sensitive greeting=hello$/m);
    const again = await importPackage(harness, exported.rawPayload, 'hello.icpc.zip');
    const copy = await harness.app.db.getRepository(ProblemEntity).findOneByOrFail({ id: again.problems[0]?.pid ?? 0 });
    expect(copy).toMatchObject({ judgeMode: 'spj', checkerProtocol: 'kattis', spjCode: original.spjCode, validatorFlags: original.validatorFlags });

    // problem.yaml alone carries them, as for another judge: the package without this site's manifest.
    const plain = new Map([...files].filter(([name]) => name !== 'oj-problem.yaml').map(([name, data]) => [`hello/${name}`, data]));
    const stripped = await importPackage(harness, await zipOf(Object.fromEntries(plain)), 'hello.plain.zip');
    const read = await harness.app.db.getRepository(ProblemEntity).findOneByOrFail({ id: stripped.problems[0]?.pid ?? 0 });
    expect(read).toMatchObject({ checkerProtocol: 'kattis', validatorFlags: 'case_sensitive greeting=hello' });

    // And the HOJ zip keeps them in this site's manifest.
    const hoj = await download({ format: 'hoj', pids: String(pid) });
    const fromHoj = await importPackage(harness, hoj.rawPayload, 'hello.hoj.zip');
    const hojCopy = await harness.app.db.getRepository(ProblemEntity).findOneByOrFail({ id: fromHoj.problems[0]?.pid ?? 0 });
    expect(hojCopy).toMatchObject({ checkerProtocol: 'kattis', validatorFlags: 'case_sensitive greeting=hello' });
  });

  it('exports a contest’s problem set, and refuses an empty or unknown selection', async () => {
    const db = harness.app.db;
    const contest = await db.getRepository(ContestEntity).insert({
      title: 'Export contest',
      uid: 'someone',
      author: 'someone',
      description: '',
      type: 0,
      auth: 0,
      startTime: new Date(),
      endTime: new Date(Date.now() + 3_600_000),
      duration: 3600,
      starAccount: '[]',
      awardConfig: '[]',
    });
    const cid = Number(contest.identifiers[0]?.id);
    await db.getRepository(ContestProblemEntity).insert([
      { cid, pid: originals[1]?.id ?? 0, displayId: 'B', displayTitle: 'b' },
      { cid, pid: originals[0]?.id ?? 0, displayId: 'A', displayTitle: 'a' },
    ]);
    const exported = await download({ format: 'icpc', cid: String(cid) });
    expect(exported.statusCode, exported.body).toBe(200);
    const names = [...(await entries(exported.rawPayload)).keys()];
    expect(names.filter((name) => name.endsWith('/problem.yaml'))).toEqual(['hoj1001/problem.yaml', 'hoj1002/problem.yaml']);
    expect((await download({ format: 'hoj', pids: '999999' })).json()).toMatchObject({ status: 404, msg: 'Problem 999999 does not exist' });
    expect((await download({ format: 'hoj' })).json()).toMatchObject({ status: 400, msg: 'Choose at least one problem or a contest to export' });
    expect((await download({ format: 'hoj', cid: '999999' })).statusCode).toBe(404);
  });
});
