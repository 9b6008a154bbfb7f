import { createSlice } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import type { UserInfo } from '@oj/api-client/account';
import { TOKEN_STORAGE_KEY, sessionCleared, signedIn } from '@oj/api-client/core';
import { createShellStore } from '../src/index.ts';

const counter = createSlice({ name: 'counter', initialState: 0, reducers: { bumped: (count) => count + 1 } });

describe('createShellStore', () => {
  it("holds the API cache and the session beside the app's own slices", () => {
    const store = createShellStore({ [counter.reducerPath]: counter.reducer }, { session: { token: 't', userInfo: null } });
    store.dispatch(counter.actions.bumped());
    const state = store.getState();
    expect(Object.keys(state).sort()).toEqual(['api', 'counter', 'session']);
    expect(state.counter).toBe(1);
    expect(state.session.token).toBe('t');
  });

  it('mirrors the session into localStorage', () => {
    const store = createShellStore({});
    store.dispatch(signedIn({ token: 'jwt-1', userInfo: { uid: 'u', username: 'ada', roleList: ['user'] } as UserInfo }));
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('jwt-1');
    store.dispatch(sessionCleared());
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });
});
