// @vitest-environment node
// Node's own FormData and Blob: jsdom's are not readable by Node's fetch, which would send an empty body.
import { configureStore } from '@reduxjs/toolkit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserInfo } from '../src/endpoints/account.ts';

/** A user info as the server sends it for a user who filled in nothing. */
const BLANK_PROFILE: UserInfo = {
  uid: '',
  username: '',
  nickname: null,
  avatar: null,
  email: 'alice@example.com',
  mobile: null,
  school: null,
  course: null,
  number: null,
  realname: null,
  gender: 'secrecy',
  signature: null,
  github: null,
  blog: null,
  cfUsername: null,
  titleName: null,
  titleColor: null,
  roleList: [],
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('avatar upload', () => {
  it('posts the cropped PNG as multipart field "image" and keeps the new user info', async () => {
    vi.stubGlobal('location', { origin: 'http://oj.test' });
    const { api, sessionSlice } = await import('../src/core.ts');
    const { accountApi } = await import('../src/endpoints/account.ts');
    const seen: { url: URL; contentType: string | null; body: string }[] = [];
    vi.stubGlobal('fetch', async (request: Request) => {
      seen.push({ url: new URL(request.url), contentType: request.headers.get('content-type'), body: await request.text() });
      const data = { uid: 'u1', username: 'alice', avatar: '/api/public/avatar/x.png', roleList: ['user'] };
      return new Response(JSON.stringify({ status: 200, msg: 'Upload avatar successfully', data }), { headers: { 'content-type': 'application/json' } });
    });
    const store = configureStore({
      reducer: { [api.reducerPath]: api.reducer, session: sessionSlice.reducer },
      middleware: (getDefault) => getDefault().concat(api.middleware),
    });
    store.dispatch(sessionSlice.actions.signedIn({ token: 't', userInfo: { ...BLANK_PROFILE, uid: 'u1', username: 'alice', roleList: ['user'] } }));
    await store.dispatch(accountApi.endpoints.uploadAvatar.initiate({ image: new Blob(['PNGDATA'], { type: 'image/png' }), fileName: 'avatar.png' }));
    expect(seen[0]?.url.pathname).toBe('/api/file/upload-avatar');
    expect(seen[0]?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen[0]?.body).toMatch(/name="image"; filename="avatar\.png"\r\nContent-Type: image\/png\r\n\r\nPNGDATA/);
    expect(store.getState().session.userInfo?.avatar).toBe('/api/public/avatar/x.png');
  });
});
