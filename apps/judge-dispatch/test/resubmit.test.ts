import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role, Verdict } from '@oj/contracts';
import { SubmissionMessage } from '@oj/contracts';
import { body, createProblem, insertSubmission, judgeRow, startHarness } from './helpers.ts';
import type { Harness } from './helpers.ts';

describe('GET /api/resubmit (spec 01 §4: Submitted Failed remote submissions; no remote judge here)', () => {
  let h: Harness;
  let owner: ReturnType<Harness['token']>;
  let other: ReturnType<Harness['token']>;
  let remotePid: number;
  let localPid: number;

  beforeAll(async () => {
    h = await startHarness('jd_resubmit', { consumeResults: false });
    owner = h.token(Role.User, { username: 'owner' });
    other = h.token(Role.User, { username: 'other' });
    remotePid = (await createProblem(h, { isRemote: true, withoutData: true })).pid;
    localPid = (await createProblem(h)).pid;
  });

  afterAll(async () => {
    await h.close();
  });

  const resubmit = (submitId: number | string | null, authorization?: string) =>
    h.app.inject({
      method: 'GET',
      url: submitId === null ? '/api/resubmit' : `/api/resubmit?submitId=${submitId}`,
      headers: authorization ? { authorization } : {},
    });
  const mine = (pid: number, extra = {}) =>
    insertSubmission(h, { pid, uid: owner.uid, username: owner.username, status: Verdict.SubmittedFailed, isRemote: pid === remotePid, ...extra });
  const refusal = async (submitId: number | string | null, authorization: string | undefined, statusCode: number, msg?: string) => {
    const response = await resubmit(submitId, authorization);
    expect(response.statusCode, response.body).toBe(statusCode);
    expect(body(response)).toMatchObject({ status: statusCode, data: null, ...(msg === undefined ? {} : { msg }) });
  };

  it('needs a signed-in caller', async () => {
    await refusal(await mine(remotePid), undefined, 401);
    await refusal(await mine(remotePid), 'Bearer not.a.token', 401);
  });

  it('refuses a bad or missing id (400) and an unknown submission (404)', async () => {
    await refusal('abc', owner.authorization, 400);
    await refusal(null, owner.authorization, 400);
    await refusal(0, owner.authorization, 400);
    await refusal(987_654, owner.authorization, 404, SubmissionMessage.submissionNotExists.en);
  });

  it('refuses a submission the caller may not see, and one of somebody else', async () => {
    await refusal(await mine(remotePid, { cid: 7 }), other.authorization, 403, SubmissionMessage.submissionHidden.en);
    await refusal(await mine(remotePid), other.authorization, 403, SubmissionMessage.resubmitNotOwner.en);
  });

  it('refuses a submission that did not go to a remote judge', async () => {
    await refusal(await mine(localPid, { isRemote: false }), owner.authorization, 400, SubmissionMessage.resubmitNotRemote.en);
  });

  it('refuses a remote submission whose status is not Submitted Failed', async () => {
    for (const status of [Verdict.WrongAnswer, Verdict.Accepted, Verdict.Pending, Verdict.SubmittedUnknownResult, Verdict.Submitting]) {
      await refusal(await mine(remotePid, { status }), owner.authorization, 400, SubmissionMessage.resubmitNotFailed.en);
    }
  });

  it('refuses one that qualifies, since no remote judge is configured, and leaves it untouched', async () => {
    const own = await mine(remotePid, { isManual: true });
    await refusal(own, owner.authorization, 400, SubmissionMessage.remoteNotSupported.en);
    // A judge row marked remote counts even when the problem row no longer says so.
    await refusal(await mine(localPid, { isRemote: true }), owner.authorization, 400, SubmissionMessage.remoteNotSupported.en);
    // Admin roles may resubmit anybody's.
    for (const role of [Role.Admin, Role.SuperAdmin]) await refusal(own, h.token(role).authorization, 400, SubmissionMessage.remoteNotSupported.en);
    expect(await judgeRow(h, own)).toMatchObject({ status: Verdict.SubmittedFailed, isManual: true, version: 0 });
  });
});
