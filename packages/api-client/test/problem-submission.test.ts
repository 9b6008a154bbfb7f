import { configureStore } from '@reduxjs/toolkit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, sessionSlice } from '../src/core.ts';
import { problemApi, problemListParams } from '../src/endpoints/problem.ts';
import { submissionApi, submissionListBody } from '../src/endpoints/submission.ts';

function appStore() {
  return configureStore({
    reducer: { [api.reducerPath]: api.reducer, session: sessionSlice.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
}

interface Seen {
  method: string;
  url: URL;
  body: string;
}

function stubFetch(data: unknown): Seen[] {
  const seen: Seen[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    seen.push({ method: request.method, url: new URL(request.url), body: await request.clone().text() });
    return new Response(JSON.stringify({ status: 200, msg: 'success', data }), { headers: { 'content-type': 'application/json' } });
  });
  return seen;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('problem list query string (spec 01 §7: empty values dropped)', () => {
  it('leaves out empty filters and the All bank, and sends tag ids as a JSON list', () => {
    expect(problemListParams({ keyword: '  ', difficulty: null, oj: 'ALL', tagIds: [], currentPage: 1, limit: 30 })).toEqual({ currentPage: 1, limit: 30 });
    expect(problemListParams({ keyword: ' dp ', difficulty: 0, oj: 'ME', tagIds: [3, 4] })).toEqual({ keyword: 'dp', difficulty: 0, oj: 'ME', tagId: '[3,4]' });
  });

  it('is what get-problem-list sends', async () => {
    const seen = stubFetch({ total: 0, records: [] });
    await appStore().dispatch(problemApi.endpoints.getProblemList.initiate({ oj: 'ME', tagIds: [2], currentPage: 2, limit: 15 }));
    expect(seen[0]?.method).toBe('GET');
    expect(seen[0]?.url.pathname).toBe('/api/get-problem-list');
    expect(Object.fromEntries(seen[0]?.url.searchParams ?? [])).toEqual({ oj: 'ME', tagId: '[2]', currentPage: '2', limit: '15' });
  });
});

describe('submission calls', () => {
  it('submit-problem-judge reports CAPTCHA_REQUIRED, then sends the captcha answer with the retry', async () => {
    const seen: Seen[] = [];
    const answers = [
      new Response(JSON.stringify({ status: 429, msg: 'Speed too fast, may be a machine, verify again', data: null, code: 'CAPTCHA_REQUIRED' }), {
        status: 429,
        headers: { 'content-type': 'application/json' },
      }),
      new Response(JSON.stringify({ status: 200, msg: 'success', data: { submitId: 9 } }), { headers: { 'content-type': 'application/json' } }),
    ];
    vi.stubGlobal('fetch', async (request: Request) => {
      seen.push({ method: request.method, url: new URL(request.url), body: await request.clone().text() });
      return answers.shift();
    });
    const store = appStore();
    const request = { pid: 1, language: 'C', code: 'int main(){}', cid: 0, isRemote: false };
    const refused = await store.dispatch(submissionApi.endpoints.submitProblemJudge.initiate(request));
    expect(refused.error).toMatchObject({ kind: 'business', httpStatus: 429, code: 'CAPTCHA_REQUIRED', msg: 'Speed too fast, may be a machine, verify again' });
    const passed = await store.dispatch(submissionApi.endpoints.submitProblemJudge.initiate({ ...request, captcha: 'K7MX', captchaKey: 'key-1' }));
    expect(passed.data).toEqual({ submitId: 9 });
    expect(JSON.parse(seen[1]?.body ?? '')).toEqual({ ...request, captcha: 'K7MX', captchaKey: 'key-1' });
  });

  it('post the list filter without empty strings and nulls', async () => {
    expect(submissionListBody({ onlyMine: false, status: null, username: ' ', problemID: ' P1000 ', currentPage: 1, limit: 15 })).toEqual({
      onlyMine: false,
      problemID: 'P1000',
      currentPage: 1,
      limit: 15,
    });
    const seen = stubFetch({ total: 0, records: [] });
    await appStore().dispatch(submissionApi.endpoints.getSubmissionList.initiate({ status: -1, username: '', limit: 15 }));
    expect(seen[0]?.method).toBe('POST');
    expect(seen[0]?.url.pathname).toBe('/api/get-submission-list');
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual({ status: -1, limit: 15 });
  });

  it('poll test runs and statuses with fresh calls every time', async () => {
    const seen = stubFetch({ status: 5 });
    const store = appStore();
    await store.dispatch(submissionApi.endpoints.getTestJudgeResult.initiate('k1'));
    await store.dispatch(submissionApi.endpoints.getTestJudgeResult.initiate('k1'));
    expect(seen.map((entry) => `${entry.method} ${entry.url.pathname}${entry.url.search}`)).toEqual([
      'GET /api/get-test-judge-result?testJudgeKey=k1',
      'GET /api/get-test-judge-result?testJudgeKey=k1',
    ]);
  });

  it('share with PUT submission', async () => {
    const seen = stubFetch(null);
    await appStore().dispatch(submissionApi.endpoints.updateSubmissionShare.initiate({ submitId: 4, share: true }));
    expect(seen[0]?.method).toBe('PUT');
    expect(seen[0]?.url.pathname).toBe('/api/submission');
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual({ submitId: 4, share: true });
  });
});
