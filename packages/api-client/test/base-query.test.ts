import { describe, expect, it } from 'vitest';
import { apiPathOf, createMutex, urlTypeOf } from '../src/core.ts';
import { fetchStub, json, testStore, tokenBox } from './helpers.ts';

describe('request headers', () => {
  it('sends the token and url-type general on ordinary calls', async () => {
    const { fetchFn, seen } = fetchStub(() => json({ status: 200, msg: 'success', data: 1 }));
    const { store, testApi } = testStore(fetchFn, tokenBox('tok-1'));
    const result = await store.dispatch(testApi.endpoints.call.initiate('get-problem-list'));
    expect(result.data).toBe(1);
    expect(seen[0]?.url).toBe('http://oj.test/api/get-problem-list');
    expect(seen[0]?.headers.get('authorization')).toBe('tok-1');
    expect(seen[0]?.headers.get('url-type')).toBe('general');
  });

  it('marks admin paths and never sends the token to the two login calls', async () => {
    const { fetchFn, seen } = fetchStub(() => json({ status: 200, msg: 'success', data: null }));
    const { store, testApi } = testStore(fetchFn, tokenBox('old'));
    await store.dispatch(testApi.endpoints.mutate.initiate({ url: 'admin/login', method: 'POST', body: {} }));
    await store.dispatch(testApi.endpoints.mutate.initiate({ url: 'login', method: 'POST', body: {} }));
    await store.dispatch(testApi.endpoints.call.initiate('admin/user/get-user-list'));
    expect(seen.map((r) => [r.headers.get('url-type'), r.headers.get('authorization')])).toEqual([
      ['admin', null],
      ['general', null],
      ['admin', 'old'],
    ]);
  });

  it('derives the path and url type from any url form', () => {
    expect(apiPathOf('/admin/login?x=1')).toBe('admin/login');
    expect(apiPathOf('/api/tools')).toBe('tools');
    expect(urlTypeOf('admin')).toBe('admin');
    expect(urlTypeOf('administrator-list')).toBe('general');
  });
});

describe('envelope and errors through the store', () => {
  it('fails a call whose envelope status is not 200, carrying msg', async () => {
    const { fetchFn } = fetchStub(() => json({ status: 400, msg: 'The email already exists', data: null }));
    const { store, testApi } = testStore(fetchFn, tokenBox(null));
    const result = await store.dispatch(testApi.endpoints.call.initiate('register'));
    expect(result.error).toMatchObject({ kind: 'business', msg: 'The email already exists', messageKey: 'errors.business' });
  });

  it('reports timeouts and network failures', async () => {
    const hanging = fetchStub(
      (request) =>
        new Promise<Response>((_resolve, reject) => {
          request.signal.addEventListener('abort', () => {
            // Like real fetch: reject with the signal's reason (a TimeoutError on timeout).
            reject(request.signal.reason as Error);
          });
        }),
    );
    const slow = testStore(hanging.fetchFn, tokenBox(null), 30);
    const timedOut = await slow.store.dispatch(slow.testApi.endpoints.call.initiate('slow'));
    expect(timedOut.error).toMatchObject({ kind: 'timeout', messageKey: 'errors.timeout' });

    const offline = fetchStub(() => Promise.reject(new TypeError('fetch failed')));
    const down = testStore(offline.fetchFn, tokenBox(null));
    const failed = await down.store.dispatch(down.testApi.endpoints.call.initiate('x'));
    expect(failed.error).toMatchObject({ kind: 'network', messageKey: 'errors.network' });
  });

  it('on a 401 drops the token that failed and clears the session', async () => {
    const { fetchFn } = fetchStub(() => json({ status: 401, msg: 'Login expired', data: null }, 401));
    const tokens = tokenBox('dead');
    const { store, testApi } = testStore(fetchFn, tokens);
    const result = await store.dispatch(testApi.endpoints.call.initiate('get-user-auth-info'));
    expect(result.error).toMatchObject({ kind: 'unauthorized', msg: 'Login expired', httpStatus: 401 });
    expect(tokens.get()).toBeNull();
    expect(store.getState().session.token).toBeNull();
  });

  it('on a 403 keeps the session and flags admin calls', async () => {
    const { fetchFn } = fetchStub(() => json({ status: 403, msg: 'No permission', data: null }, 403));
    const tokens = tokenBox('alive');
    const { store, testApi } = testStore(fetchFn, tokens);
    const result = await store.dispatch(testApi.endpoints.call.initiate('admin/conf'));
    expect(result.error).toMatchObject({ kind: 'forbidden', msg: 'No permission', admin: true });
    expect(tokens.get()).toBe('alive');
  });

  it('maps a 404 and a non-JSON 502', async () => {
    const notFound = fetchStub(() => json({ status: 404, msg: 'nope', data: null }, 404));
    const a = testStore(notFound.fetchFn, tokenBox(null));
    expect((await a.store.dispatch(a.testApi.endpoints.call.initiate('x'))).error).toMatchObject({ kind: 'notFound', msg: '' });
    const gateway = fetchStub(() => new Response('<html>Bad Gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } }));
    const b = testStore(gateway.fetchFn, tokenBox(null));
    expect((await b.store.dispatch(b.testApi.endpoints.call.initiate('x'))).error).toMatchObject({ kind: 'server', httpStatus: 502 });
  });
});

describe('refreshed token adoption', () => {
  it('adopts a new token from the Authorization response header', async () => {
    const { fetchFn, seen } = fetchStub(() => json({ status: 200, msg: 'success', data: null }, 200, { Authorization: 'fresh' }));
    const tokens = tokenBox('stale');
    const { store, testApi } = testStore(fetchFn, tokens);
    await store.dispatch(testApi.endpoints.call.initiate('get-problem-list'));
    expect(tokens.get()).toBe('fresh');
    expect(store.getState().session.token).toBe('fresh');
    await store.dispatch(testApi.endpoints.call.initiate('get-problem-detail'));
    expect(seen[1]?.headers.get('authorization')).toBe('fresh');
  });

  it('does not resurrect a session that was cleared while the request was in flight', async () => {
    const tokens = tokenBox('before');
    const { fetchFn } = fetchStub(() => {
      tokens.set(null); // the user logs out in the meantime
      return json({ status: 200, msg: 'success', data: null }, 200, { Authorization: 'late' });
    });
    const { store, testApi } = testStore(fetchFn, tokens);
    await store.dispatch(testApi.endpoints.call.initiate('x'));
    expect(tokens.get()).toBeNull();
  });

  it('does not drop a token adopted after a failing request went out', async () => {
    const tokens = tokenBox('first');
    const { fetchFn } = fetchStub(() => {
      tokens.set('second');
      return json({ status: 401, msg: '', data: null }, 401);
    });
    const { store, testApi } = testStore(fetchFn, tokens);
    const result = await store.dispatch(testApi.endpoints.call.initiate('x'));
    expect(result.error).toMatchObject({ kind: 'unauthorized' });
    expect(tokens.get()).toBe('second');
  });

  it('ignores the header on a failed response', async () => {
    const { fetchFn } = fetchStub(() => json({ status: 500, msg: '', data: null }, 500, { Authorization: 'nope' }));
    const tokens = tokenBox('keep');
    const { store, testApi } = testStore(fetchFn, tokens);
    await store.dispatch(testApi.endpoints.call.initiate('x'));
    expect(tokens.get()).toBe('keep');
  });
});

describe('createMutex', () => {
  it('serves holders one at a time in order and reports when it is free', async () => {
    const mutex = createMutex();
    const order: string[] = [];
    const releaseA = await mutex.acquire();
    const second = mutex.acquire().then((release) => {
      order.push('b');
      release();
    });
    expect(mutex.isLocked()).toBe(true);
    order.push('a');
    releaseA();
    releaseA(); // a second release is harmless
    await second;
    await mutex.waitForUnlock();
    expect(order).toEqual(['a', 'b']);
    expect(mutex.isLocked()).toBe(false);
  });
});
