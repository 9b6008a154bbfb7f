import { afterEach, describe, expect, it } from 'vitest';
import { getRequestLanguage, setRequestLanguage } from '../src/core.ts';
import { fetchStub, json, testStore, tokenBox } from './helpers.ts';

// Every call tells the server the interface language, so the envelope's msg comes back in it.

afterEach(() => {
  setRequestLanguage(null);
});

describe('Accept-Language on every request', () => {
  it('sends no Accept-Language until a language is set', async () => {
    const { fetchFn, seen } = fetchStub(() => json({ status: 200, msg: 'success', data: null }));
    const { store, testApi } = testStore(fetchFn, tokenBox(null));
    await store.dispatch(testApi.endpoints.call.initiate('get-problem-list'));
    expect(getRequestLanguage()).toBeNull();
    expect(seen[0]?.headers.get('accept-language')).toBeNull();
  });

  it('sends the language set, and follows every change of it', async () => {
    const { fetchFn, seen } = fetchStub(() => json({ status: 200, msg: 'success', data: null }));
    const { store, testApi } = testStore(fetchFn, tokenBox('tok'));
    setRequestLanguage('zh-CN');
    await store.dispatch(testApi.endpoints.mutate.initiate({ url: 'login', method: 'POST', body: {} }));
    await store.dispatch(testApi.endpoints.call.initiate('admin/user/get-user-list'));
    setRequestLanguage('en-US');
    await store.dispatch(testApi.endpoints.mutate.initiate({ url: 'submit-problem-judge', method: 'POST', body: {} }));
    setRequestLanguage(null);
    await store.dispatch(testApi.endpoints.mutate.initiate({ url: 'logout', method: 'POST', body: {} }));
    expect(seen.map((request) => request.headers.get('accept-language'))).toEqual(['zh-CN', 'zh-CN', 'en-US', null]);
  });

  it('keeps an Accept-Language an endpoint names itself, and ignores a blank language', async () => {
    const { fetchFn, seen } = fetchStub(() => json({ status: 200, msg: 'success', data: null }));
    const { store, testApi } = testStore(fetchFn, tokenBox(null));
    setRequestLanguage('zh-CN');
    await store.dispatch(testApi.endpoints.mutate.initiate({ url: 'tools', method: 'POST', body: {}, headers: { 'accept-language': 'en-US' } }));
    setRequestLanguage('  ');
    expect(getRequestLanguage()).toBeNull();
    await store.dispatch(testApi.endpoints.mutate.initiate({ url: 'tools', method: 'POST', body: {} }));
    expect(seen.map((request) => request.headers.get('accept-language'))).toEqual(['en-US', null]);
  });

  it('carries the language on a failed call too, whose msg the app shows', async () => {
    const { fetchFn, seen } = fetchStub(() => json({ status: 400, msg: '该用户名已存在', data: null }, 400));
    const { store, testApi } = testStore(fetchFn, tokenBox(null));
    setRequestLanguage('zh-CN');
    const result = await store.dispatch(testApi.endpoints.mutate.initiate({ url: 'register', method: 'POST', body: {} }));
    expect(seen[0]?.headers.get('accept-language')).toBe('zh-CN');
    expect(result).toMatchObject({ error: { msg: '该用户名已存在' } });
  });
});
