import type { KV } from '@nats-io/kv';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTEST_HIDDEN_STATUS, ContestAuth, ProblemAuth, Role, Verdict } from '@oj/contracts';
import type { SubmissionListDto, SubmissionSummaryDto } from '@oj/contracts';
import { JudgeEntity } from '@oj/db';
import { MINUTE_MS, gateBucket, minutesFromNow, publishContest, register } from './contest-fixtures.ts';
import { publishResult, resultOf, takeJob } from './fake-node.ts';
import { body, createProblem, insertSubmission, judgeRow, startHarness, waitFor } from './helpers.ts';
import type { Harness } from './helpers.ts';

// The status list's recent pages (docs/architecture.md, "The status list"), with the production
// reuse of 1 s: a verdict shows within a second, and a kept page is the same for whoever gets it,
// with the viewer's own limits (visibility, own rows, the seal) applied per viewer.

const CID = 611;

describe('the status list keeps its recent pages', () => {
  let h: Harness;
  let kv: KV;
  let open: number;
  let hidden: number;
  let contestProblem: number;

  beforeAll(async () => {
    h = await startHarness('jd_pages', { sweepIntervalMs: 0, listPageCacheMs: 1_000 });
    kv = await gateBucket(h);
    ({ pid: open } = await createProblem(h, { title: 'Open' }));
    ({ pid: hidden } = await createProblem(h, { title: 'Hidden', auth: ProblemAuth.Private, withoutData: true }));
    ({ pid: contestProblem } = await createProblem(h, { title: 'Contest', auth: ProblemAuth.Contest, withoutData: true }));
  });

  afterAll(async () => {
    await h.close();
  });

  const list = async (payload: Record<string, unknown>, authorization?: string): Promise<SubmissionListDto> => {
    const response = await h.app.inject({ method: 'POST', url: '/api/get-submission-list', payload, headers: authorization ? { authorization } : {} });
    expect(response.statusCode).toBe(200);
    return body<{ data: SubmissionListDto }>(response).data;
  };
  const contestList = async (authorization: string): Promise<SubmissionListDto> => {
    const response = await h.app.inject({ method: 'GET', url: `/api/contest-submissions?contestID=${CID}`, headers: { authorization } });
    expect(response.statusCode).toBe(200);
    return body<{ data: SubmissionListDto }>(response).data;
  };
  const statusIn = (records: readonly SubmissionSummaryDto[], submitId: number) => records.find((record) => record.submitId === submitId)?.status;

  it('shows a verdict at once when this process applied it, with the page kept before it', async () => {
    const user = h.token();
    const submitted = await h.app.inject({
      method: 'POST',
      url: '/api/submit-problem-judge',
      payload: { pid: open, language: 'C++', code: 'int main(){}' },
      headers: { authorization: user.authorization },
    });
    const { submitId } = body<{ data: { submitId: number } }>(submitted).data;
    // The new submission is on the first page at once, and that page is now kept.
    expect(statusIn((await list({})).records, submitId)).toBe(Verdict.Pending);
    const { job, sequence } = await takeJob(h, submitId);
    await publishResult(h, resultOf(job, Verdict.Accepted), sequence);
    await waitFor('the verdict stored', async () => (await judgeRow(h, submitId)).status === Verdict.Accepted);
    const storedAtMs = Date.now();
    await waitFor('the verdict listed', async () => statusIn((await list({})).records, submitId) === Verdict.Accepted, 5_000, 20);
    expect(Date.now() - storedAtMs).toBeLessThan(1_000);
  });

  it('shows a change made behind its back (another instance) within one second, not before it reloads', async () => {
    const user = h.token();
    const submitId = await insertSubmission(h, { pid: open, displayPid: 'X', uid: user.uid, username: user.username, status: Verdict.Pending });
    // Kept from this request on; a direct update is what another instance's verdict looks like here.
    expect(statusIn((await list({ username: user.username })).records, submitId)).toBe(Verdict.Pending);
    await h.database.dataSource.getRepository(JudgeEntity).update({ submitId }, { status: Verdict.WrongAnswer });
    const changedAtMs = Date.now();
    // The kept page still answers (this is the reuse being measured, not a page read again).
    expect(statusIn((await list({ username: user.username })).records, submitId)).toBe(Verdict.Pending);
    await waitFor('the change listed', async () => statusIn((await list({ username: user.username })).records, submitId) === Verdict.WrongAnswer, 5_000, 20);
    // The page was read before the change, so it is dropped at most 1 s after it (plus one poll).
    expect(Date.now() - changedAtMs).toBeLessThan(1_100);
  });

  it('never gives a viewer a row of a page kept for a viewer who may see more', async () => {
    const owner = h.token(Role.User);
    const secret = await insertSubmission(h, { pid: hidden, displayPid: 'H', uid: owner.uid, username: owner.username, status: Verdict.Accepted });
    const admin = h.token(Role.Admin);
    // The admin's page (kept) holds the submission to a private problem...
    expect((await list({}, admin.authorization)).records.map((record) => record.submitId)).toContain(secret);
    // ...which a guest, a user and even its owner do not get from the main list, in the same second.
    for (const viewer of [undefined, h.token().authorization, owner.authorization]) {
      expect((await list({}, viewer)).records.map((record) => record.submitId)).not.toContain(secret);
    }
    // Own rows only: one user's kept "Mine" page is never another's.
    const other = h.token(Role.User);
    const mine = await insertSubmission(h, { pid: open, displayPid: 'O', uid: other.uid, username: other.username, status: Verdict.Accepted });
    expect((await list({ onlyMine: true }, other.authorization)).records.map((record) => record.submitId)).toContain(mine);
    expect((await list({ onlyMine: true }, owner.authorization)).records.map((record) => record.submitId)).not.toContain(mine);
  });

  it("applies the seal per viewer to a contest's kept page: the owner sees the result, another participant does not", async () => {
    const alice = h.token(Role.User, { username: 'alice' });
    const bob = h.token(Role.User, { username: 'bob' });
    await publishContest(kv, {
      cid: CID,
      auth: ContestAuth.Public,
      startTimeMs: Date.now() - 60 * MINUTE_MS,
      endTimeMs: Date.now() + 60 * MINUTE_MS,
      sealRankTimeMs: Date.now() - 30 * MINUTE_MS,
      problems: [{ pid: contestProblem, cpid: 1, displayId: 'A' }],
    });
    await register(kv, CID, alice.uid);
    await register(kv, CID, bob.uid);
    const sealed = await insertSubmission(h, {
      pid: contestProblem,
      displayPid: 'A',
      uid: alice.uid,
      username: 'alice',
      cid: CID,
      cpid: 1,
      status: Verdict.Accepted,
      submitTime: minutesFromNow(-5),
      time: 10,
      memory: 100,
    });
    // Alice's request keeps the page with her result in it; Bob, in the same second, gets it hidden.
    expect((await contestList(alice.authorization)).records.find((record) => record.submitId === sealed)).toMatchObject({ status: Verdict.Accepted, time: 10 });
    expect((await contestList(bob.authorization)).records.find((record) => record.submitId === sealed)).toMatchObject({
      status: CONTEST_HIDDEN_STATUS,
      time: null,
      memory: null,
    });
    // And the other way round: a page first kept for Bob still shows Alice her own result.
    await sleep(1_000);
    expect(statusIn((await contestList(bob.authorization)).records, sealed)).toBe(CONTEST_HIDDEN_STATUS);
    expect(statusIn((await contestList(alice.authorization)).records, sealed)).toBe(Verdict.Accepted);
  });
});
