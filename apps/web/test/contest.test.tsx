import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ContestInfoDto, ContestListRecordDto, ContestProblemDto } from '@oj/contracts';
import { renderApp } from '@/testing/render-app.tsx';
import { problemDetail, submission } from './fixtures.ts';

// jsdom cannot run Monaco: the same stand-in as the problem page's tests.
vi.mock('@oj/ui/code-editor', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  CodeEditor: (props: { value: string; revision?: number; onChange: (value: string) => void }) => (
    <textarea
      data-testid="code-editor-stub"
      key={props.revision}
      defaultValue={props.value}
      onChange={(event) => {
        props.onChange(event.target.value);
      }}
    />
  ),
}));

const HOUR = 3600_000;
const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

function contestRow(id: number, fields: Partial<ContestListRecordDto> = {}): ContestListRecordDto {
  return {
    id,
    title: `Cup ${id}`,
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
    ...fields,
  };
}

function contestInfo(fields: Partial<ContestInfoDto> = {}): ContestInfoDto {
  return {
    ...contestRow(1),
    title: 'Spring Cup',
    description: 'Welcome to the **Spring Cup**.',
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
    ...fields,
  };
}

function contestProblem(displayId: string, fields: Partial<ContestProblemDto> = {}): ContestProblemDto {
  return {
    id: 1,
    cid: 1,
    pid: 1,
    problemId: 'P1000',
    displayId,
    displayTitle: `Problem ${displayId}`,
    color: '#ff4d4f',
    type: 0,
    ac: 3,
    total: 8,
    myStatus: -10,
    score: null,
    ...fields,
  };
}

const LANGUAGES = [{ id: 1, name: 'C', description: null, contentType: 'text/x-csrc', isSpj: false, codeTemplate: null, oj: 'ME' }];

function contestAnswers(info: ContestInfoDto, extra: Record<string, (request: Request) => unknown> = {}) {
  return {
    'get-contest-info': () => info,
    'get-contest-access': () => ({ access: false }),
    'get-contest-problem': () => [contestProblem('A'), contestProblem('B', { ac: null, total: null })],
    'get-contest-not-read-announcement': () => [],
    'get-contest-problem-details': () => problemDetail(),
    'contest-submissions': () => ({ total: 0, records: [] }),
    languages: () => LANGUAGES,
    'get-difficulty-list': () => [{ id: 0, name: 'Easy', color: '#52c41a' }],
    ...extra,
  };
}

describe('contest list (spec 02 §2)', () => {
  it('asks a visitor to sign in when a contest is clicked, asks for 10 rows, and disables the scoreboard while scheduled', async () => {
    const urls: string[] = [];
    const { store, router } = renderApp({
      path: '/contest?status=0',
      answers: {
        'get-contest-list': (request) => {
          urls.push(request.url);
          return { total: 2, records: [contestRow(1), contestRow(2, { status: -1, title: 'Future Cup', auth: 2, startTime: iso(2 * HOUR) })] };
        },
      },
    });
    const links = await screen.findAllByTestId('contest-link');
    expect(new URL(urls[0] ?? '').searchParams.get('limit')).toBe('10');
    expect(new URL(urls[0] ?? '').searchParams.get('status')).toBe('0');
    const boards = screen.getAllByTestId('contest-scoreboard');
    expect((boards[1] as HTMLButtonElement).disabled).toBe(true);
    expect((boards[0] as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getAllByTestId('contest-lock')).toHaveLength(1);

    fireEvent.click(links[0] as HTMLElement);
    expect(await screen.findByText('Please login first')).toBeTruthy();
    expect(store.getState().authUi.dialogOpen).toBe(true);
    expect(router.state.location.pathname).toBe('/contest');

    fireEvent.click(boards[0] as HTMLElement);
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/contest/acm-scoreboard/1');
    });
  });

  it('opens the contest for a signed-in user', async () => {
    const { router } = renderApp({
      path: '/contest',
      user: {},
      answers: { 'get-contest-list': () => ({ total: 1, records: [contestRow(1)] }), ...contestAnswers(contestInfo()) },
    });
    fireEvent.click(await screen.findByTestId('contest-link'));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/contest/1/');
    });
    expect(await screen.findByTestId('contest-header')).toBeTruthy();
  });
});

describe('contest shell (spec 02 §2, §4)', () => {
  it('counts down to a scheduled contest and locks every tab but the overview', async () => {
    const info = contestInfo({ status: -1, startTime: iso(2 * HOUR), endTime: iso(7 * HOUR) });
    const { router } = renderApp({ path: '/contest/1/', user: {}, answers: contestAnswers(info) });
    expect((await screen.findByTestId('contest-title')).textContent).toBe('Spring Cup');
    expect(screen.getByTestId('contest-status').textContent).toBe('Scheduled');
    expect(screen.getByTestId('contest-countdown').textContent).toMatch(/^-(1:59:5\d|2:00:00)$/);
    expect(screen.getByTestId('contest-progress').getAttribute('data-progress')).toBe('0');
    const tabs = within(screen.getByTestId('contest-tabs'));
    expect(tabs.getByRole('tab', { name: 'Problems' }).getAttribute('aria-disabled')).toBe('true');
    expect(tabs.getByRole('tab', { name: 'Overview' }).getAttribute('aria-disabled')).toBe('false');
    expect((await screen.findByTestId('contest-overview')).textContent).toContain('Spring Cup');

    router.state.location.pathname = '';
    fireEvent.click(tabs.getByRole('tab', { name: 'Problems' }));
    expect(router.state.location.pathname).toBe('');
  });

  it("words a start more than a week away as 'Start At' and a span", async () => {
    renderApp({
      path: '/contest/1/',
      user: {},
      answers: contestAnswers(contestInfo({ status: -1, startTime: iso(9 * 24 * HOUR + 60_000), endTime: iso(10 * 24 * HOUR) })),
    });
    expect((await screen.findByTestId('contest-countdown')).textContent).toBe('Start At 9 days');
  });

  it("shows a running contest's problems: counts, or a question icon where they are withheld", async () => {
    renderApp({ path: '/contest/1/problems', user: {}, answers: contestAnswers(contestInfo()) });
    expect(screen.queryByTestId('contest-locked')).toBeNull();
    expect((await screen.findByTestId('contest-problem-counts')).textContent).toBe('3 / 8');
    expect(screen.getAllByTestId('contest-problem-hidden-counts')).toHaveLength(1);
    expect(screen.getByTestId('contest-countdown').textContent).toMatch(/^-(3:59:5\d|4:00:00)$/);
  });

  it('registers with the password form of a private contest, then opens its tabs', async () => {
    let access = false;
    const bodies: unknown[] = [];
    renderApp({
      path: '/contest/1/',
      user: {},
      answers: contestAnswers(contestInfo({ auth: 1 }), {
        'get-contest-access': () => ({ access }),
        'register-contest': async (request) => {
          bodies.push(await request.json());
          access = true;
          return null;
        },
      }),
    });
    const card = await screen.findByTestId('contest-password-card');
    expect(within(screen.getByTestId('contest-tabs')).getByRole('tab', { name: 'Problems' }).getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(within(card).getByTestId('contest-password-submit'));
    expect(await screen.findByText('Enter the contest password')).toBeTruthy();
    expect(bodies).toEqual([]);

    fireEvent.change(within(card).getByTestId('contest-password'), { target: { value: 'secret' } });
    fireEvent.click(within(card).getByTestId('contest-password-submit'));
    expect(await screen.findByText('Register contest successfully')).toBeTruthy();
    expect(bodies).toEqual([{ cid: 1, password: 'secret' }]);
    await waitFor(() => {
      expect(screen.queryByTestId('contest-password-card')).toBeNull();
    });
    expect(within(screen.getByTestId('contest-tabs')).getByRole('tab', { name: 'Problems' }).getAttribute('aria-disabled')).toBe('false');
  });

  it('offers an unread announcement once in a notification and remembers it for the contest', async () => {
    const sent: unknown[] = [];
    renderApp({
      path: '/contest/1/',
      user: {},
      answers: contestAnswers(contestInfo(), {
        'get-contest-not-read-announcement': async (request) => {
          sent.push(await request.json());
          return [{ id: 4, title: 'Clarification on B', gmtCreate: iso(0) }];
        },
      }),
    });
    expect(await screen.findByText('Clarification on B')).toBeTruthy();
    expect(screen.getByText('New contest announcement')).toBeTruthy();
    expect(sent[0]).toEqual({ cid: 1, readAnnouncementList: [] });
    expect(JSON.parse(localStorage.getItem('oj.contest.1.readAnnouncements') ?? '[]')).toEqual([4]);
  });
});

const encoder = new TextEncoder();

/** A live stream the test writes to, answered to GET /api/live: each (re)connect gets a fresh stream, pushes go to the newest. */
function liveStream() {
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  let opened = 0;
  let lastUrl = '';
  return {
    answer: (request: Request) => {
      opened += 1;
      lastUrl = request.url;
      const body = new ReadableStream<Uint8Array>({
        start: (c) => {
          controller = c;
        },
      });
      return new Response(body, { headers: { 'content-type': 'text/event-stream; charset=utf-8' } });
    },
    push: (event: string, data: unknown) => controller?.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`)),
    opened: () => opened,
    /** The topics the newest connection asked for. */
    topics: () => new URL(lastUrl, 'http://localhost').searchParams.getAll('topics').flatMap((value) => value.split(',')),
  };
}

describe('contest announcements with the live channel (issue 12)', () => {
  it('asks for unread announcements as soon as one of this contest is pushed, and shows it', async () => {
    localStorage.removeItem('oj.contest.1.readAnnouncements');
    const stream = liveStream();
    const sent: { readAnnouncementList: number[] }[] = [];
    let published: { id: number; title: string; gmtCreate: string }[] = [];
    renderApp({
      path: '/contest/1/',
      user: { uid: 'u-bob', username: 'bob' },
      answers: contestAnswers(contestInfo(), {
        live: stream.answer,
        'get-contest-not-read-announcement': async (request) => {
          sent.push((await request.json()) as { readAnnouncementList: number[] });
          return published;
        },
      }),
    });
    // The header's unread badge opens the stream before the contest is loaded; once it is, the page
    // follows the contest's topic (one reconnect) and checks once; the channel's 'ready' then asks again.
    await waitFor(() => {
      expect(stream.topics()).toContain('contest.1');
    });
    await waitFor(() => {
      expect(sent).toHaveLength(1);
    });
    stream.push('ready', { topics: ['contest.1', 'user.u-bob'] });
    // Once on page open, once when the channel is ready (a push may have been missed before).
    await waitFor(() => {
      expect(sent).toHaveLength(2);
    });
    published = [{ id: 9, title: 'Problem B fixed', gmtCreate: iso(0) }];
    // Another contest's announcement asks nothing.
    stream.push('live', { topic: 'contest.2', kind: 'announcement', data: { cid: 2, id: 8, title: 'Elsewhere', gmtCreate: iso(0) } });
    stream.push('live', { topic: 'contest.1', kind: 'announcement', data: { cid: 1, id: 9, title: 'Problem B fixed', gmtCreate: iso(0) } });
    // At once, not after the 60 s poll.
    expect(await screen.findByText('Problem B fixed', {}, { timeout: 3_000 })).toBeTruthy();
    expect(sent).toHaveLength(3);
    expect(screen.getByText('New contest announcement')).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('oj.contest.1.readAnnouncements') ?? '[]')).toEqual([9]);
  }, 20_000);
});

describe('contest problem page (spec 02 §4, §5)', () => {
  async function typeCode() {
    const editor = await screen.findByTestId<HTMLTextAreaElement>('code-editor-stub');
    fireEvent.change(editor, { target: { value: 'int main(){}' } });
  }

  it('opens the password dialog when a protected contest is submitted to without access', async () => {
    const submits: unknown[] = [];
    renderApp({
      path: '/contest/1/problem/A',
      user: {},
      answers: contestAnswers(contestInfo({ auth: 2 }), {
        'submit-problem-judge': (request) => {
          submits.push(request.url);
          return { submitId: 5 };
        },
      }),
    });
    expect((await screen.findByTestId('problem-title')).textContent).toBe('A Problem A');
    await typeCode();
    fireEvent.click(screen.getByTestId('submit-code'));
    const dialog = await screen.findByTestId('contest-password-form');
    fireEvent.click(within(dialog).getByTestId('contest-password-submit'));
    expect(await screen.findByText('Enter the contest password')).toBeTruthy();
    expect(submits).toEqual([]);
  });

  it('asks an OI contestant to overwrite behind a sealed board, then submits with the contest id a second later', async () => {
    const submits: unknown[] = [];
    let checks = 0;
    const info = contestInfo({
      type: 1,
      sealRank: true,
      sealRankTime: iso(-HOUR),
      realTimeRank: false,
      viewerSeal: { from: iso(-HOUR), until: iso(4 * HOUR) },
    });
    renderApp({
      path: '/contest/1/problem/A',
      user: {},
      answers: contestAnswers(info, {
        'get-contest-problem': () => [contestProblem('A', { myStatus: -1, ac: null, total: null })],
        'submit-problem-judge': async (request) => {
          submits.push(await request.json());
          return { submitId: 9 };
        },
        'check-contest-submissions-status': () => {
          checks += 1;
          return { '9': submission(9, { cid: 1, displayId: 'A', status: 0 }) };
        },
      }),
    });
    await screen.findByTestId('problem-statement');
    await typeCode();
    fireEvent.click(screen.getByTestId('submit-code'));
    // The modal's code loads on first use.
    expect(await screen.findByText(/You have already submitted to this problem/, {}, { timeout: 8000 })).toBeTruthy();
    expect(screen.getAllByText('Submit again?').length).toBeGreaterThan(0);
    expect(submits).toEqual([]);
    const confirmedAt = Date.now();
    fireEvent.click(within(document.querySelector<HTMLElement>('.ant-modal-confirm-btns') ?? document.body).getByRole('button', { name: 'Submit' }));
    await waitFor(
      () => {
        expect(submits).toHaveLength(1);
      },
      { timeout: 4000 },
    );
    expect(Date.now() - confirmedAt).toBeGreaterThanOrEqual(950);
    expect(submits[0]).toMatchObject({ pid: 1, cid: 1, language: 'C', code: 'int main(){}' });
    await waitFor(
      () => {
        expect(checks).toBe(1);
      },
      { timeout: 6000 },
    );
    await waitFor(() => {
      expect(screen.getByTestId('submit-result').getAttribute('data-status')).toBe('0');
    });
    expect(screen.getByTestId('submit-result-details').getAttribute('href')).toBe('/contest/1/problem/A/submission-detail/9');
  }, 30_000);

  it('closes submitting after the end unless the contest allows it', async () => {
    renderApp({ path: '/contest/1/problem/A', user: {}, answers: contestAnswers(contestInfo({ status: 1, startTime: iso(-5 * HOUR), endTime: iso(-HOUR) })) });
    await screen.findByTestId('problem-statement');
    expect(screen.getByTestId<HTMLButtonElement>('submit-code').disabled).toBe(true);
    expect(screen.getByTestId('submit-closed').textContent).toBe('The contest has ended: submitting is closed');
  });
});
