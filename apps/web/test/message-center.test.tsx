import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RemindMessageDto, SysMessageDto } from '@oj/contracts';
import { renderApp } from '@/testing/render-app.tsx';

// The message center (spec 03 §2.16): five tabs with their counts, a paged list with red dots,
// delete and Clean All behind a confirmation, sender links to the user home; the header badge
// takes the counts the live channel pushes (`unread`).

const encoder = new TextEncoder();

function remind(id: number, overrides: Partial<RemindMessageDto> = {}): RemindMessageDto {
  return {
    id,
    state: 0,
    senderId: 'u2',
    senderUsername: 'bob',
    senderAvatar: null,
    action: 'Reply',
    sourceType: 'Contest',
    sourceId: 7,
    sourceTitle: 'Spring Cup',
    sourceContent: `answer ${String(id)}`,
    quoteContent: 'my question',
    url: '/contest/7/comment',
    gmtCreate: new Date().toISOString(),
    ...overrides,
  };
}

describe('message center', () => {
  it('lists a tab with red dots and the sender link, deletes one and cleans all after confirming', async () => {
    const deleted: string[] = [];
    let records = [remind(2), remind(1, { state: 1 })];
    const { calls } = renderApp({
      path: '/message/reply',
      user: { uid: 'u1', username: 'alice' },
      unread: { reply: 1, like: 2 },
      answers: {
        'msg/reply': () => ({ total: records.length, records }),
        'msg/clean': (request) => {
          const url = new URL(request.url);
          deleted.push(url.search);
          const id = url.searchParams.get('id');
          records = id === null ? [] : records.filter((record) => String(record.id) !== id);
          return { deleted: 1 };
        },
      },
    });
    const items = await screen.findAllByTestId('message-item');
    expect(items.map((item) => item.getAttribute('data-unread'))).toEqual(['true', 'false']);
    expect(within(items[0] as HTMLElement).getByText('replied to you in Contest Spring Cup')).toBeTruthy();
    expect(
      within(items[0] as HTMLElement)
        .getByTestId('message-sender')
        .getAttribute('href'),
    ).toBe('/user-home?uid=u2&username=bob');
    expect(calls).toContain('GET msg/reply');
    expect((await screen.findByTestId('message-tab-like')).textContent).toContain('2');

    fireEvent.click(within(items[1] as HTMLElement).getByTestId('message-delete'));
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => {
      expect(screen.getAllByTestId('message-item')).toHaveLength(1);
    });
    expect(deleted).toEqual(['?type=Reply&id=1']);

    fireEvent.click(screen.getByTestId('message-clean-all'));
    fireEvent.click((await screen.findAllByRole('button', { name: 'OK' })).at(-1) as HTMLElement);
    await waitFor(() => {
      expect(screen.queryAllByTestId('message-item')).toHaveLength(0);
    });
    expect(deleted).toEqual(['?type=Reply&id=1', '?type=Reply']);
    expect(await screen.findByText('No messages')).toBeTruthy();
  });

  it('shows system notices in Chinese, and moves between tabs by route', async () => {
    const notice: SysMessageDto = { id: 5, title: '今晚维护', content: '22:00 开始', state: 0, gmtCreate: new Date().toISOString() };
    const { router } = renderApp({
      path: '/message/sys',
      language: 'zh-CN',
      user: { uid: 'u1', username: 'alice' },
      answers: { 'msg/sys': () => ({ total: 1, records: [notice] }), 'msg/mine': () => ({ total: 0, records: [] }) },
    });
    expect(await screen.findByText('今晚维护')).toBeTruthy();
    expect(screen.getByText('全部清空')).toBeTruthy();
    fireEvent.click(screen.getByTestId('message-tab-mine'));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/message/mine');
    });
    expect(await screen.findByText('暂无消息')).toBeTruthy();
  });

  it('shows the counts the live channel pushes in the header, without a request', async () => {
    let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
    const body = new ReadableStream<Uint8Array>({
      start: (c) => {
        controller = c;
      },
    });
    let unreadCalls = 0;
    renderApp({
      user: { uid: 'u1', username: 'alice' },
      answers: {
        live: () => new Response(body, { headers: { 'content-type': 'text/event-stream; charset=utf-8' } }),
        'msg/unread': () => {
          unreadCalls += 1;
          return { comment: 0, reply: 0, like: 0, sys: 0, mine: 0 };
        },
      },
    });
    const bell = await screen.findByTestId('message-menu');
    controller?.enqueue(encoder.encode('event: ready\ndata: {"topics":["user.u1"]}\n\n'));
    await waitFor(() => {
      expect(unreadCalls).toBeGreaterThanOrEqual(2);
    });
    const before = unreadCalls;
    controller?.enqueue(encoder.encode('event: live\ndata: {"topic":"user.u1","kind":"unread","data":{"comment":5,"reply":0,"like":0,"sys":0,"mine":0}}\n\n'));
    await waitFor(() => {
      expect(bell.textContent).toContain('5');
    });
    expect(unreadCalls).toBe(before);
  });
});
