import { configureStore } from '@reduxjs/toolkit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_WEBSITE_CONFIG } from '@oj/contracts';
import { api, sessionSlice } from '../src/core.ts';
import { websiteApi } from '../src/endpoints/website.ts';

describe('getWebsiteConfig', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('calls GET /api/get-website-config and fills missing fields with defaults', async () => {
    const urls: string[] = [];
    vi.stubGlobal('fetch', (input: Request) => {
      urls.push(`${input.method} ${new URL(input.url).pathname}`);
      const body = JSON.stringify({ status: 200, msg: 'success', data: { name: 'Campus OJ', register: false } });
      return Promise.resolve(new Response(body, { headers: { 'content-type': 'application/json' } }));
    });
    const store = configureStore({
      reducer: { [api.reducerPath]: api.reducer, session: sessionSlice.reducer },
      middleware: (getDefault) => getDefault().concat(api.middleware),
    });
    const result = await store.dispatch(websiteApi.endpoints.getWebsiteConfig.initiate(undefined));
    expect(urls).toEqual(['GET /api/get-website-config']);
    expect(result.data).toEqual({ ...DEFAULT_WEBSITE_CONFIG, name: 'Campus OJ', register: false });
  });
});
