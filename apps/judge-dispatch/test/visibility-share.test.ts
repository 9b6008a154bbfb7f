import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role, Verdict } from '@oj/contracts';
import type { SubmissionDetailResponseDto } from '@oj/contracts';
import { body, createProblem, insertSubmission, judgeRow, startHarness } from './helpers.ts';
import type { Harness } from './helpers.ts';

describe('code visibility (spec 01 §6) and sharing (spec 01 §5)', () => {
  let h: Harness;
  let owner: ReturnType<Harness['token']>;
  let other: ReturnType<Harness['token']>;
  let sharing: number;
  let noSharing: number;

  beforeAll(async () => {
    h = await startHarness('jd_visible', { consumeResults: false });
    owner = h.token(Role.User, { username: 'owner' });
    other = h.token(Role.User, { username: 'other' });
    sharing = (await createProblem(h, { codeShare: true })).pid;
    noSharing = (await createProblem(h, { codeShare: false })).pid;
  });

  afterAll(async () => {
    await h.close();
  });

  const detail = async (submitId: number, authorization?: string) =>
    h.app.inject({ method: 'GET', url: `/api/get-submission-detail?submitId=${submitId}`, headers: authorization ? { authorization } : {} });
  const codeSeenBy = async (submitId: number, authorization?: string): Promise<string | null> => {
    const response = await detail(submitId, authorization);
    expect(response.statusCode).toBe(200);
    return body<{ data: SubmissionDetailResponseDto }>(response).data.submission.code;
  };
  const share = (payload: Record<string, unknown>, authorization?: string) =>
    h.app.inject({ method: 'PUT', url: '/api/submission', payload, headers: authorization ? { authorization } : {} });
  const mine = (pid: number, extra = {}) =>
    insertSubmission(h, { pid, uid: owner.uid, username: owner.username, code: 'secret code', errorMessage: 'main.cpp: secret', ...extra });

  it('shows the code to its owner and admin roles only, until it is shared', async () => {
    const submitId = await mine(sharing);
    expect(await codeSeenBy(submitId, owner.authorization)).toBe('secret code');
    for (const role of [Role.Admin, Role.ProblemAdmin, Role.SuperAdmin]) expect(await codeSeenBy(submitId, h.token(role).authorization)).toBe('secret code');
    expect(await codeSeenBy(submitId, other.authorization)).toBeNull();
    expect(await codeSeenBy(submitId)).toBeNull();
    const hidden = body<{ data: SubmissionDetailResponseDto }>(await detail(submitId));
    expect(hidden.data).toMatchObject({ codeShare: true, submission: { submitId, status: Verdict.Accepted, username: 'owner', errorMessage: null } });
  });

  it('shows shared code to everyone while the problem allows sharing', async () => {
    const shared = await mine(sharing, { share: true });
    expect(await codeSeenBy(shared)).toBe('secret code');
    expect(await codeSeenBy(shared, other.authorization)).toBe('secret code');
    const sharedButOff = await mine(noSharing, { share: true });
    expect(await codeSeenBy(sharedButOff, other.authorization)).toBeNull();
    expect(body<{ data: SubmissionDetailResponseDto }>(await detail(sharedButOff)).data.codeShare).toBe(false);
  });

  it('keeps the submissions of a contest the gate does not know to their owner and admin roles', async () => {
    const inContest = await mine(sharing, { cid: 7, share: true });
    expect(await codeSeenBy(inContest, owner.authorization)).toBe('secret code');
    expect(await codeSeenBy(inContest, h.token(Role.Admin).authorization)).toBe('secret code');
    expect((await detail(inContest, other.authorization)).statusCode).toBe(403);
    expect((await detail(inContest)).statusCode).toBe(403);
  });

  it('answers 404 for an unknown submission and 400 for a bad id', async () => {
    expect((await detail(987_654)).statusCode).toBe(404);
    expect((await h.app.inject({ method: 'GET', url: '/api/get-submission-detail?submitId=abc' })).statusCode).toBe(400);
    expect((await h.app.inject({ method: 'GET', url: '/api/get-submission-detail' })).statusCode).toBe(400);
  });

  it('lets the owner share and unshare with the spec messages', async () => {
    const submitId = await mine(sharing);
    const shared = await share({ submitId, share: true, uid: owner.uid }, owner.authorization);
    expect(shared.statusCode).toBe(200);
    expect(body(shared).msg).toBe('Shared successfully');
    expect((await judgeRow(h, submitId)).share).toBe(true);
    const unshared = await share({ submitId, share: false }, owner.authorization);
    expect(body(unshared).msg).toBe('Cancel Sharing Successfully');
    expect((await judgeRow(h, submitId)).share).toBe(false);
  });

  it('refuses sharing by others, in contests, on problems without sharing, and anonymously', async () => {
    const submitId = await mine(sharing);
    const byOther = await share({ submitId, share: true }, other.authorization);
    expect(byOther.statusCode).toBe(403);
    expect(body(byOther).msg).toBe('You can only share your own submissions');
    expect((await share({ submitId, share: true, uid: other.uid }, owner.authorization)).statusCode).toBe(403);
    expect((await share({ submitId, share: true, uid: owner.uid }, h.token(Role.SuperAdmin).authorization)).statusCode).toBe(403);

    const inContest = await mine(sharing, { cid: 3 });
    const contest = await share({ submitId: inContest, share: true }, owner.authorization);
    expect(contest.statusCode).toBe(400);
    expect(body(contest).msg).toBe('Contest submissions can not be shared');
    const disabled = await share({ submitId: await mine(noSharing), share: true }, owner.authorization);
    expect(disabled.statusCode).toBe(400);
    expect(body(disabled).msg).toBe('Code sharing is disabled for this problem');

    expect((await share({ submitId, share: true })).statusCode).toBe(401);
    expect((await share({ submitId: 123_456, share: true }, owner.authorization)).statusCode).toBe(404);
    expect((await share({ submitId, share: 'yes please' }, owner.authorization)).statusCode).toBe(400);
    expect((await judgeRow(h, submitId)).share).toBe(false);
  });
});
