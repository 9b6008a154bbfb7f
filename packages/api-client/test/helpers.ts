import { configureStore } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query/react';
import type { FetchArgs } from '@reduxjs/toolkit/query';
import { createBaseQuery, sessionSlice } from '../src/core.ts';

/** A recorded request of the fetch stub. */
export interface SeenRequest {
  url: string;
  method: string;
  headers: Headers;
}

/** A fetch stub answering with a scripted Response and recording what was sent. */
export function fetchStub(answer: (request: Request) => Response | Promise<Response>): { fetchFn: typeof fetch; seen: SeenRequest[] } {
  const seen: SeenRequest[] = [];
  const fetchFn = (async (input: RequestInfo | URL) => {
    const request = input instanceof Request ? input : new Request(input);
    seen.push({ url: request.url, method: request.method, headers: request.headers });
    return answer(request);
  }) as typeof fetch;
  return { fetchFn, seen };
}

/** A JSON response. */
export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
}

/** An in-memory token holder standing in for localStorage. */
export function tokenBox(initial: string | null): { get: () => string | null; set: (token: string | null) => void } {
  let token = initial;
  return {
    get: () => token,
    set: (next) => {
      token = next;
    },
  };
}

/** A store with the session slice and a one-endpoint API over the real base query. */
export function testStore(fetchFn: typeof fetch, tokens: ReturnType<typeof tokenBox>, timeoutMs = 5000) {
  const testApi = createApi({
    reducerPath: 'api',
    baseQuery: createBaseQuery({ baseUrl: 'http://oj.test/api', fetchFn, tokens, timeoutMs }),
    endpoints: (build) => ({
      call: build.query<unknown, string | FetchArgs>({ query: (arg) => arg }),
      mutate: build.mutation<unknown, FetchArgs>({ query: (arg) => arg }),
    }),
  });
  const store = configureStore({
    reducer: { api: testApi.reducer, session: sessionSlice.reducer },
    preloadedState: { session: { token: tokens.get(), userInfo: null } },
    middleware: (getDefault) => getDefault().concat(testApi.middleware),
  });
  return { store, testApi };
}
