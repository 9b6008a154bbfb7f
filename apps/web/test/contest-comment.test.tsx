import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { CommentDto, CommentListDto, CommentReplyDto, ContestInfoDto } from '@oj/contracts';
import { renderInShell, scriptApi } from '@oj/app-shell/testing';
import { createI18n } from '@oj/i18n';
import { LiteUiProvider } from '@oj/ui';
import { createAppStore } from '@/app/store.ts';
import { CommentArea } from '@/features/comment/components/CommentArea.tsx';
import { renderApp } from '@/testing/render-app.tsx';

// The contest's Q&A tab (spec 02 ContestComment) over the shared comment area (spec 03 §2.17, §5).

const HOUR = 3600_000;
const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

function contestInfo(): ContestInfoDto {
  return {
    id: 1,
    title: 'Spring Cup',
    type: 0,
    auth: 0,
    status: 0,
    author: 'root',
    gid: null,
    startTime: iso(-HOUR),
    endTime: iso(4 * HOUR),
    duration: 5 * 3600,
    count: 12,
    openRank: true,
    description: 'Welcome.',
    now: iso(0),
    sealRank: false,
    sealRankTime: null,
    autoRealRank: true,
    allowEndSubmit: false,
    openPrint: false,
    rankShowName: 'username',
    oiRankScoreType: 'Recent',
    starAccount: [],
    awardType: 0,
    awardConfigList: [],
    isAdmin: false,
    realTimeRank: true,
    viewerSeal: null,
  };
}

function reply(id: number, commentId: number, fields: Partial<CommentReplyDto> = {}): CommentReplyDto {
  return {
    id,
    commentId,
    content: `Reply ${String(id)}`,
    fromUid: 'u2',
    fromName: 'bob',
    fromAvatar: null,
    fromRole: 'user',
    toUid: 'u1',
    toName: 'alice',
    toAvatar: null,
    quoteId: commentId,
    quoteType: 'Comment',
    gmtCreate: iso(-60_000),
    canDelete: false,
    ...fields,
  };
}

function comment(id: number, fields: Partial<CommentDto> = {}): CommentDto {
  return {
    id,
    cid: 1,
    did: null,
    content: `Question ${String(id)}`,
    fromUid: 'u1',
    fromName: 'alice',
    fromAvatar: null,
    fromRole: 'user',
    fromTitleName: null,
    fromTitleColor: null,
    gmtCreate: iso(-5 * 60_000),
    likeNum: 0,
    totalReplyNum: 0,
    replyList: [],
    canReply: true,
    canDelete: false,
    ...fields,
  };
}

const FIRST_PAGE: CommentListDto = {
  commentList: {
    total: 12,
    records: [
      comment(12, { fromName: 'root', fromUid: 'r', fromRole: 'root', content: 'Judging is back', canReply: false, likeNum: 4 }),
      comment(11, { fromName: 'owner', fromUid: 'o', fromRole: 'admin', fromTitleName: 'Setter', fromTitleColor: '#1677ff', canReply: false }),
      comment(10, { canDelete: true, totalReplyNum: 5, replyList: [reply(1, 10), reply(2, 10), reply(3, 10, { canDelete: true })] }),
      ...[9, 8, 7, 6, 5, 4, 3].map((id) => comment(id)),
    ],
  },
  commentLikeMap: { '12': true },
};
const SECOND_PAGE: CommentListDto = { commentList: { total: 12, records: [comment(2), comment(1)] }, commentLikeMap: {} };

interface Seen {
  method: string;
  url: URL;
  body: unknown;
}

function renderQa(seen: Seen[] = []) {
  const record = async (request: Request) => {
    const text = await request.clone().text();
    seen.push({ method: request.method, url: new URL(request.url), body: text ? JSON.parse(text) : null });
  };
  return renderApp({
    path: '/contest/1/comment',
    user: {},
    answers: {
      'get-contest-info': () => contestInfo(),
      'get-contest-not-read-announcement': () => [],
      comments: async (request) => {
        await record(request);
        return new URL(request.url).searchParams.get('currentPage') === '2' ? SECOND_PAGE : FIRST_PAGE;
      },
      reply: async (request) => {
        await record(request);
        if (request.method === 'GET') return [1, 2, 3, 4, 5].map((id) => reply(id, 10));
        return request.method === 'POST' ? reply(99, 10) : null;
      },
      comment: async (request) => {
        await record(request);
        return request.method === 'POST' ? comment(13) : null;
      },
      'comment-like': async (request) => {
        await record(request);
        return null;
      },
    },
  });
}

const items = () => screen.getAllByTestId('comment-item');
const itemOf = (id: number) => items()[12 - id] as HTMLElement;
const editor = () => within(screen.getByTestId('comment-editor')).getByRole<HTMLTextAreaElement>('textbox');

describe('contest Q&A tab', () => {
  it('keeps the notice with its three tips, and lists the comments 10 at a time with authors, badges, titles and the total', async () => {
    const seen: Seen[] = [];
    renderQa(seen);
    const tab = await screen.findByTestId('contest-comment');
    const tips = [...tab.querySelectorAll('.ant-alert li')].map((tip) => tip.textContent);
    expect(tips).toHaveLength(3);
    expect(tips[0]).toContain('Ask about the problems or the contest here');
    expect(await screen.findAllByTestId('comment-item')).toHaveLength(10);
    expect(screen.getByTestId('comment-total').textContent).toBe('Comments (12)');
    expect(Object.fromEntries(seen[0]?.url.searchParams ?? [])).toEqual({ cid: '1', currentPage: '1', limit: '10' });

    const badges = screen.getAllByTestId('comment-badge').map((badge) => badge.textContent);
    expect(badges).toEqual(['SPA', 'ADM']);
    expect(within(itemOf(11)).getByText('Setter')).toBeTruthy();
    expect(within(itemOf(12)).getByTestId('comment-like').textContent).toBe('4');
    expect(within(itemOf(12)).getByTestId('comment-like').getAttribute('aria-pressed')).toBe('true');
    // The visible count is part of the button's name (axe label-content-name-mismatch).
    expect(within(itemOf(12)).getByTestId('comment-like').getAttribute('aria-label')).toMatch(/ 4$/);
    // Replies are offered as the server says: not to the admins' answers here.
    expect(within(itemOf(12)).queryByTestId('comment-reply')).toBeNull();
    expect(within(itemOf(10)).getByTestId('comment-reply')).toBeTruthy();
    expect(within(itemOf(10)).getByTestId('comment-delete')).toBeTruthy();
    expect(within(itemOf(9)).queryByTestId('comment-delete')).toBeNull();

    fireEvent.click(screen.getByTestId('comment-load-more'));
    await waitFor(() => {
      expect(items()).toHaveLength(12);
    });
    expect(seen.at(-1)?.url.searchParams.get('currentPage')).toBe('2');
    expect(screen.queryByTestId('comment-load-more')).toBeNull();
  });

  it('shows 3 replies, then all of them, then 3 again', async () => {
    const seen: Seen[] = [];
    renderQa(seen);
    await screen.findAllByTestId('comment-item');
    const thread = itemOf(10);
    expect(within(thread).getAllByTestId('reply-item')).toHaveLength(3);
    fireEvent.click(within(thread).getByText('Show all 5 replies'));
    await waitFor(() => {
      expect(within(thread).getAllByTestId('reply-item')).toHaveLength(5);
    });
    expect(Object.fromEntries(seen.find((call) => call.url.pathname === '/api/reply')?.url.searchParams ?? [])).toEqual({ commentId: '10', cid: '1' });
    fireEvent.click(within(thread).getByText('Collapse'));
    expect(within(thread).getAllByTestId('reply-item')).toHaveLength(3);
  });

  it('checks the content before posting, then sends it with the contest id and clears the box', async () => {
    const seen: Seen[] = [];
    renderQa(seen);
    await screen.findAllByTestId('comment-item');
    const submit = within(screen.getByTestId('comment-editor')).getByRole('button', { name: 'Comment' });

    fireEvent.change(editor(), { target: { value: '  \n ' } });
    fireEvent.click(submit);
    expect(await screen.findByText('Content cannot be empty')).toBeTruthy();
    fireEvent.change(editor(), { target: { value: 'x'.repeat(10_001) } });
    fireEvent.click(submit);
    expect(await screen.findByText('Can not exceed 10000')).toBeTruthy();
    expect(seen.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.change(editor(), { target: { value: 'Is n at most 10^5?' } });
    fireEvent.click(submit);
    expect(await screen.findByText('Comment Successfully')).toBeTruthy();
    expect(seen.find((call) => call.method === 'POST')?.body).toEqual({ content: 'Is n at most 10^5?', cid: 1 });
    await waitFor(() => {
      expect(editor().value).toBe('');
    });
    // The list is fetched again with the new comment.
    await waitFor(() => {
      expect(seen.filter((call) => call.url.pathname === '/api/comments').length).toBeGreaterThan(1);
    });
  });

  it('opens one reply box at a time and sends what it quotes', async () => {
    const seen: Seen[] = [];
    renderQa(seen);
    await screen.findAllByTestId('comment-item');
    fireEvent.click(within(itemOf(9)).getByTestId('comment-reply'));
    expect(screen.getAllByTestId('reply-box')).toHaveLength(1);
    fireEvent.click(within(itemOf(10)).getAllByTestId('reply-reply')[0] as HTMLElement);
    await waitFor(() => {
      expect(within(itemOf(10)).queryByTestId('reply-box')).not.toBeNull();
    });
    expect(screen.getAllByTestId('reply-box')).toHaveLength(1);
    const box = within(itemOf(10)).getByTestId('reply-box');
    expect(within(box).getByRole('textbox').getAttribute('placeholder')).toBe('Reply to bob');

    fireEvent.change(within(box).getByRole('textbox'), { target: { value: 'Yes, it is.' } });
    fireEvent.click(within(box).getByRole('button', { name: 'Reply' }));
    expect(await screen.findByText('Reply Successfully')).toBeTruthy();
    expect(seen.find((call) => call.method === 'POST' && call.url.pathname === '/api/reply')?.body).toEqual({
      reply: { commentId: 10, content: 'Yes, it is.' },
      quoteId: 1,
      quoteType: 'Reply',
      cid: 1,
    });
    await waitFor(() => {
      expect(screen.queryByTestId('reply-box')).toBeNull();
    });
  });

  it('likes and takes a like back, and deletes after a confirmation', async () => {
    const seen: Seen[] = [];
    renderQa(seen);
    await screen.findAllByTestId('comment-item');
    fireEvent.click(within(itemOf(9)).getByTestId('comment-like'));
    expect(await screen.findByText('Like Successfully')).toBeTruthy();
    fireEvent.click(within(itemOf(12)).getByTestId('comment-like'));
    expect(await screen.findByText('Cancel Like Successfully')).toBeTruthy();
    const likes = seen.filter((call) => call.url.pathname === '/api/comment-like').map((call) => Object.fromEntries(call.url.searchParams));
    expect(likes).toEqual([
      { cid: '9', toLike: 'true', sourceType: 'Contest', sourceId: '1' },
      { cid: '12', toLike: 'false', sourceType: 'Contest', sourceId: '1' },
    ]);

    fireEvent.click(within(itemOf(10)).getByTestId('comment-delete'));
    const confirm = (await screen.findByText('Delete this comment?')).closest('.ant-popover') as HTMLElement;
    fireEvent.click(within(confirm).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Delete successfully')).toBeTruthy();
    expect(seen.find((call) => call.method === 'DELETE')?.body).toEqual({ id: 10, fromUid: 'u1', cid: 1 });
  });

  it('inserts markdown and emoji at the caret', async () => {
    renderQa();
    await screen.findAllByTestId('comment-item');
    const toolbar = within(screen.getByTestId('comment-editor')).getByRole('toolbar');
    fireEvent.click(within(toolbar).getByRole('button', { name: 'Inline code' }));
    expect(editor().value).toBe('`code`');
    fireEvent.click(within(toolbar).getByRole('button', { name: 'Emoji' }));
    fireEvent.click(await screen.findByRole('option', { name: '🎉' }));
    expect(editor().value).toContain('🎉');
  });
});

describe('comment area signed out', () => {
  it("warns 'Please login first' and asks for the login dialog instead of posting", async () => {
    const calls = scriptApi({ comments: () => FIRST_PAGE });
    const onLoginRequired = vi.fn();
    renderInShell(
      <MemoryRouter>
        <CommentArea context={{ did: 3 }} onLoginRequired={onLoginRequired} />
      </MemoryRouter>,
      { store: createAppStore({ session: { token: null, userInfo: null } }), i18n: createI18n('en-US'), ui: LiteUiProvider },
    );
    await screen.findAllByTestId('comment-item');
    expect(calls).toContain('GET comments');
    fireEvent.change(editor(), { target: { value: 'Hello' } });
    fireEvent.click(within(screen.getByTestId('comment-editor')).getByRole('button', { name: 'Comment' }));
    expect(await screen.findByText('Please login first')).toBeTruthy();
    expect(onLoginRequired).toHaveBeenCalledTimes(1);
    fireEvent.click(within(itemOf(9)).getByTestId('comment-like'));
    expect(onLoginRequired).toHaveBeenCalledTimes(2);
    expect(calls.filter((call) => !call.startsWith('GET'))).toEqual([]);
  });
});
