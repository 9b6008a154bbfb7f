import { configureStore } from '@reduxjs/toolkit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CommentListDto } from '@oj/contracts';
import { api, sessionSlice } from '../src/core.ts';
import { commentApi, loadedComments } from '../src/endpoints/comment.ts';

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

function stubFetch(answer: (url: URL) => unknown): Seen[] {
  const seen: Seen[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    const url = new URL(request.url);
    seen.push({ method: request.method, url, body: await request.clone().text() });
    return new Response(JSON.stringify({ status: 200, msg: 'success', data: answer(url) }), { headers: { 'content-type': 'application/json' } });
  });
  return seen;
}

const page = (ids: number[], total: number): CommentListDto => ({
  commentList: {
    total,
    records: ids.map((id) => ({
      id,
      cid: 7,
      did: null,
      content: 'c',
      fromUid: 'u',
      fromName: 'u',
      fromAvatar: null,
      fromRole: 'user',
      fromTitleName: null,
      fromTitleColor: null,
      gmtCreate: '2026-01-01T00:00:00.000Z',
      likeNum: 0,
      totalReplyNum: 0,
      replyList: [],
      canReply: true,
      canDelete: false,
    })),
  },
  commentLikeMap: {},
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('comment calls (spec 03 §7)', () => {
  it('loads the comments 10 at a time and stops at the total', async () => {
    const seen = stubFetch((url) => (url.searchParams.get('currentPage') === '1' ? page([12, 11, 10, 9, 8, 7, 6, 5, 4, 3], 12) : page([2, 1], 12)));
    const store = appStore();
    const first = await store.dispatch(commentApi.endpoints.getComments.initiate({ cid: 7 }));
    expect(first.hasNextPage).toBe(true);
    expect(Object.fromEntries(seen[0]?.url.searchParams ?? [])).toEqual({ cid: '7', currentPage: '1', limit: '10' });
    const both = await store.dispatch(commentApi.endpoints.getComments.initiate({ cid: 7 }, { direction: 'forward' }));
    expect(seen[1]?.url.searchParams.get('currentPage')).toBe('2');
    expect(loadedComments(both.data?.pages ?? [])).toBe(12);
    expect(both.hasNextPage).toBe(false);
  });

  it('sends likes as a GET with the comment id in cid, and deletes with a body', async () => {
    const seen = stubFetch(() => null);
    const store = appStore();
    await store.dispatch(commentApi.endpoints.likeComment.initiate({ cid: 5, toLike: true, sourceId: 7, sourceType: 'Contest' }));
    expect(seen[0]?.method).toBe('GET');
    expect(seen[0]?.url.pathname).toBe('/api/comment-like');
    expect(Object.fromEntries(seen[0]?.url.searchParams ?? [])).toEqual({ cid: '5', toLike: 'true', sourceId: '7', sourceType: 'Contest' });
    await store.dispatch(commentApi.endpoints.deleteComment.initiate({ id: 5, cid: 7 }));
    expect(seen[1]).toMatchObject({ method: 'DELETE', body: JSON.stringify({ id: 5, cid: 7 }) });
    await store.dispatch(commentApi.endpoints.deleteReply.initiate({ reply: { id: 3 }, cid: 7 }));
    expect(seen[2]?.url.pathname).toBe('/api/reply');
    expect(JSON.parse(seen[2]?.body ?? '')).toEqual({ reply: { id: 3 }, cid: 7 });
  });
});
