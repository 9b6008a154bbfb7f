import type { KV } from '@nats-io/kv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProblemAuth, Role, Verdict } from '@oj/contracts';
import { SubmissionMessage } from '@oj/contracts';
import { entryPath, safePart } from '../src/modules/contest-download/archive.ts';
import { MINUTE_MS, gateBucket, minutesFromNow, publishContest, zipEntries } from './contest-fixtures.ts';
import { JudgeEntity } from '@oj/db';
import { body, createProblem, insertSubmission, startHarness, submissionRow } from './helpers.ts';
import type { Harness } from './helpers.ts';

// download-contest-ac-submission (spec 03 §7): a zip of the latest accepted code per user and
// problem made during the contest, for the contest's admins.

const CID = 701;

describe('download-contest-ac-submission', () => {
  let h: Harness;
  let kv: KV;
  let author: ReturnType<Harness['token']>;
  const ids = {} as Record<'aliceOld' | 'aliceA' | 'aliceWrongB' | 'bobB' | 'authorA' | 'aliceAfterEnd' | 'bobBeforeStart' | 'elsewhere', number>;

  beforeAll(async () => {
    h = await startHarness('jd_contest_zip', { consumeResults: false });
    kv = await gateBucket(h);
    const { pid: pA } = await createProblem(h, { auth: ProblemAuth.Contest, withoutData: true });
    const { pid: pB } = await createProblem(h, { auth: ProblemAuth.Contest, withoutData: true });
    // The contest's author: an admin, named in the gate under the uid the fixtures use.
    author = h.token(Role.Admin, { uid: 'author-uid', username: 'author' });
    await publishContest(kv, {
      cid: CID,
      startTimeMs: Date.now() - 120 * MINUTE_MS,
      endTimeMs: Date.now() - 10 * MINUTE_MS,
      authorUid: 'author-uid',
      problems: [
        { pid: pA, cpid: 1, displayId: 'A' },
        { pid: pB, cpid: 2, displayId: 'B' },
      ],
    });
    const add = async (name: keyof typeof ids, who: string, pid: number, language: string, minutes: number, status: number = Verdict.Accepted, cid = CID) => {
      ids[name] = await insertSubmission(h, {
        pid,
        cid,
        uid: `${who}-uid`,
        username: who,
        language,
        status,
        code: `code of ${name}`,
        submitTime: minutesFromNow(minutes),
      });
    };
    await add('aliceOld', 'alice', pA, 'C++', -100);
    await add('aliceA', 'alice', pA, 'Python3', -90);
    await add('aliceWrongB', 'alice', pB, 'C', -80, Verdict.WrongAnswer);
    await add('bobB', 'bob', pB, 'C', -60);
    await add('authorA', 'author', pA, 'C++', -50);
    await add('aliceAfterEnd', 'alice', pB, 'C', -5);
    await add('bobBeforeStart', 'bob', pA, 'C', -150);
    await add('elsewhere', 'bob', pA, 'C', -60, Verdict.Accepted, CID + 1);
  });

  afterAll(async () => {
    await h.close();
  });

  const download = (query: string, authorization?: string) =>
    h.app.inject({ method: 'GET', url: `/api/file/download-contest-ac-submission?${query}`, headers: authorization ? { authorization } : {} });
  const filesOf = async (query: string, authorization: string, cid = CID) => {
    const response = await download(query, authorization);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="contest_${cid}_ac_submissions.zip"`);
    return zipEntries(response.rawPayload);
  };

  it('zips the latest accepted code per user and problem, by user, without the admins by default', async () => {
    const files = await filesOf(`cid=${CID}`, author.authorization);
    expect(Object.fromEntries(files)).toEqual({
      [`alice/A_alice_${ids.aliceA}.py`]: 'code of aliceA',
      [`bob/B_bob_${ids.bobB}.c`]: 'code of bobB',
    });
  });

  it("splits by problem, and keeps the admins' code with excludeAdmin=false", async () => {
    const files = await filesOf(`cid=${CID}&splitType=problem&excludeAdmin=false`, author.authorization);
    expect(Object.fromEntries(files)).toEqual({
      [`A/A_alice_${ids.aliceA}.py`]: 'code of aliceA',
      [`A/A_author_${ids.authorA}.cpp`]: 'code of authorA',
      [`B/B_bob_${ids.bobB}.c`]: 'code of bobB',
    });
  });

  it("is for the contest's admins and super admins only", async () => {
    expect((await download(`cid=${CID}`)).statusCode).toBe(401);
    for (const viewer of [h.token(Role.User), h.token(Role.Admin), h.token(Role.ProblemAdmin)]) {
      const response = await download(`cid=${CID}`, viewer.authorization);
      expect(response.statusCode).toBe(403);
      expect(body(response).msg).toBe(SubmissionMessage.notContestAdmin.en);
    }
    expect((await filesOf(`cid=${CID}`, h.token(Role.SuperAdmin).authorization)).size).toBe(2);
    const unknown = await download('cid=9999', author.authorization);
    expect(unknown.statusCode).toBe(404);
    expect(body(unknown).msg).toBe(SubmissionMessage.contestNotExists.en);
    for (const query of ['', 'cid=0', `cid=${CID}&splitType=team`, `cid=${CID}&excludeAdmin=maybe`])
      expect((await download(query, author.authorization)).statusCode).toBe(400);
  });

  it('refuses the author once demoted to a plain user: the current roles decide, not the gate (F5)', async () => {
    const demoted = h.token(Role.User, { uid: 'author-uid', username: 'author' });
    const response = await download(`cid=${CID}`, demoted.authorization);
    expect(response.statusCode).toBe(403);
    expect(body(response).msg).toBe(SubmissionMessage.notContestAdmin.en);
  });

  it('reads the code of a large contest batch by batch, every file with its own code', async () => {
    const cid = CID + 2;
    const { pid } = await createProblem(h, { auth: ProblemAuth.Contest, withoutData: true });
    await publishContest(kv, {
      cid,
      startTimeMs: Date.now() - 60 * MINUTE_MS,
      endTimeMs: Date.now() - MINUTE_MS,
      authorUid: 'author-uid',
      problems: [{ pid, cpid: 3, displayId: 'Z' }],
    });
    const count = 230;
    const rows = Array.from({ length: count }, (_, index) =>
      submissionRow({ pid, cid, uid: `many-${index}`, username: `m${index}`, code: `solution ${index}`, submitTime: minutesFromNow(-30) }),
    );
    await h.database.dataSource.getRepository(JudgeEntity).insert(rows);
    const files = await filesOf(`cid=${cid}`, author.authorization, cid);
    expect(files.size).toBe(count);
    for (const [path, code] of files) expect(code).toBe(`solution ${/^m(\d+)\//.exec(path)?.[1] ?? 'missing'}`);
  });

  it('names files safely whatever the username or display id holds', () => {
    expect(safePart('../a/b\\c:d')).toBe('__a_b_c_d');
    expect(safePart('')).toBe('_');
    const submission = { submitId: 5, uid: 'u', username: '..évé', pid: 1, displayPid: 'X', language: 'Rust', submitTime: new Date() };
    expect(entryPath(submission, 'A/1', 'user')).toBe('_évé/A_1__évé_5.rs');
    expect(entryPath({ ...submission, language: 'Brainfuck' }, 'A', 'problem')).toBe('A/A__évé_5.txt');
  });
});
