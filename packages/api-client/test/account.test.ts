import { configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY, USER_INFO_STORAGE_KEY, api, registerSessionPersistence, sessionSlice } from '../src/core.ts';
import { accountApi } from '../src/endpoints/account.ts';

function appStore() {
  const listener = createListenerMiddleware();
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer, session: sessionSlice.reducer },
    middleware: (getDefault) => getDefault().prepend(listener.middleware).concat(api.middleware),
  });
  registerSessionPersistence(listener.startListening);
  return store;
}

const json = (body: unknown, headers: Record<string, string> = {}) =>
  Promise.resolve(new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json', ...headers } }));

describe('account endpoints', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('login takes the token from the authorization header and persists the session', async () => {
    const seen: { path: string; auth: string | null; body: unknown }[] = [];
    vi.stubGlobal('fetch', async (request: Request) => {
      seen.push({ path: new URL(request.url).pathname, auth: request.headers.get('authorization'), body: await request.json() });
      return json({ status: 200, msg: 'success', data: { uid: '7', username: 'neo', roleList: ['user'] } }, { Authorization: 'tok-7' });
    });
    localStorage.setItem(TOKEN_STORAGE_KEY, 'stale');
    const store = appStore();
    const result = await store.dispatch(accountApi.endpoints.login.initiate({ username: 'neo', password: 'matrix1' }));
    expect(result.data).toEqual({ token: 'tok-7', userInfo: { uid: '7', username: 'neo', roleList: ['user'] } });
    expect(seen).toEqual([{ path: '/api/login', auth: null, body: { username: 'neo', password: 'matrix1' } }]);
    expect(store.getState().session.token).toBe('tok-7');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('tok-7');
    expect(JSON.parse(localStorage.getItem(USER_INFO_STORAGE_KEY) ?? 'null')).toMatchObject({ username: 'neo' });
  });

  it('logout clears the session even when the server call fails', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('offline')));
    localStorage.setItem(TOKEN_STORAGE_KEY, 'tok');
    localStorage.setItem(USER_INFO_STORAGE_KEY, JSON.stringify({ uid: '1', username: 'a', roleList: [] }));
    const store = appStore();
    expect(store.getState().session.token).toBe('tok');
    await store.dispatch(accountApi.endpoints.logout.initiate(undefined));
    expect(store.getState().session).toEqual({ token: null, userInfo: null });
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(USER_INFO_STORAGE_KEY)).toBeNull();
  });

  it('get-user-auth-info refreshes the stored role list', async () => {
    vi.stubGlobal('fetch', () => json({ status: 200, msg: 'success', data: { roles: ['admin'] } }));
    localStorage.setItem(TOKEN_STORAGE_KEY, 'tok');
    localStorage.setItem(USER_INFO_STORAGE_KEY, JSON.stringify({ uid: '1', username: 'a', roleList: ['user'] }));
    const store = appStore();
    await store.dispatch(accountApi.endpoints.getUserAuthInfo.initiate(undefined));
    expect(store.getState().session.userInfo?.roleList).toEqual(['admin']);
    expect(JSON.parse(localStorage.getItem(USER_INFO_STORAGE_KEY) ?? 'null')).toMatchObject({ roleList: ['admin'] });
  });

  it('sends the admin url-type on admin login', async () => {
    const types: (string | null)[] = [];
    vi.stubGlobal('fetch', (request: Request) => {
      types.push(request.headers.get('url-type'));
      return json({ status: 200, msg: 'success', data: { uid: '1', username: 'root', roleList: ['root'] } }, { Authorization: 't' });
    });
    const store = appStore();
    await store.dispatch(accountApi.endpoints.adminLogin.initiate({ username: 'root', password: 'secret1' }));
    expect(types).toEqual(['admin']);
  });
});
