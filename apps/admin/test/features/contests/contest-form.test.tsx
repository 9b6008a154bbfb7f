import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminContestDto } from '@oj/contracts';
import { renderApp } from '@/testing/render-app.tsx';

const ADMIN = { username: 'ada', roleList: ['admin'] };

function stored(patch: Partial<AdminContestDto> = {}): AdminContestDto {
  return {
    id: 5,
    title: 'Spring Cup',
    type: 0,
    auth: 1,
    status: -1,
    author: 'ada',
    gid: null,
    startTime: '2030-05-01T09:00:00.000Z',
    endTime: '2030-05-01T14:00:00.000Z',
    duration: 18000,
    count: 0,
    openRank: false,
    description: 'Five problems',
    now: '2030-04-01T00:00:00.000Z',
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
    isAdmin: true,
    realTimeRank: true,
    viewerSeal: null,
    visible: true,
    hasPassword: true,
    openAccountLimit: false,
    accountLimitRule: null,
    uid: 'a1',
    ...patch,
  };
}

/** The description's editor once its lazy panel has replaced the read-only stand-in. */
async function description(): Promise<HTMLElement> {
  let editor: HTMLElement | undefined;
  await waitFor(() => {
    editor = screen.getAllByLabelText('Description').find((element) => element.tagName === 'TEXTAREA' && !element.hasAttribute('readonly'));
    expect(editor).toBeTruthy();
  });
  return editor as HTMLElement;
}

const setTime = (label: string, value: string) => {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
};

describe('contest form (spec 03 §5)', { timeout: 60_000 }, () => {
  it('refuses an empty form with every required field, and sends nothing', async () => {
    const { calls } = renderApp({ path: '/contest/create', user: ADMIN });
    fireEvent.click(await screen.findByTestId('save-contest'));
    const issues = await screen.findByTestId('contest-issues');
    for (const text of ['Title is required', 'Description is required', 'Start Time is required', 'End Time is required']) {
      expect(within(issues).getByText(text)).toBeTruthy();
    }
    expect(calls.filter((call) => call.startsWith('POST admin/contest'))).toEqual([]);
  });

  it('shows the time check and a duration of 0 when the end is before the start', async () => {
    renderApp({ path: '/contest/create', user: ADMIN });
    await screen.findByTestId('contest-form');
    setTime('Start Time', '2030-05-01T10:00');
    setTime('End Time', '2030-05-01T09:00');
    fireEvent.blur(screen.getByLabelText('End Time'));
    expect(await screen.findByText('The end time must be later than the start time')).toBeTruthy();
    expect(screen.getByTestId('contest-duration').textContent).toBe('0 h 0 min');
    setTime('End Time', '2030-05-01T12:30');
    await waitFor(() => {
      expect(screen.queryByText('The end time must be later than the start time')).toBeNull();
    });
    expect(screen.getByTestId('contest-duration').textContent).toBe('2 h 30 min');
  });

  it('defaults the seal to one hour for an ACM contest of an hour or more, and disables what a short one cannot hold', async () => {
    renderApp({ path: '/contest/create', user: ADMIN });
    await screen.findByTestId('contest-form');
    setTime('Start Time', '2030-05-01T09:00');
    setTime('End Time', '2030-05-01T14:00');
    fireEvent.click(screen.getByLabelText('Seal the board'));
    const choice = await screen.findByTestId('contest-seal-choice');
    expect(within(choice).getByLabelText('One hour before the end')).toHaveProperty('checked', true);
    setTime('End Time', '2030-05-01T09:40');
    await waitFor(() => {
      expect(within(choice).getByLabelText('One hour before the end')).toHaveProperty('disabled', true);
    });
    expect(within(choice).getByLabelText('Half an hour before the end')).toHaveProperty('disabled', false);
    expect(within(choice).getByLabelText('The whole contest')).toHaveProperty('checked', true);
  });

  it('warns about a star user already added and keeps one copy, trimmed', async () => {
    renderApp({ path: '/contest/create', user: ADMIN });
    const input = await screen.findByLabelText('Star users');
    fireEvent.change(input, { target: { value: '  alice ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    fireEvent.change(input, { target: { value: 'Alice' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Star user already added: Alice')).toBeTruthy();
    const tags = screen.getByTestId('contest-star-users');
    expect(tags.querySelectorAll('.ant-tag')).toHaveLength(1);
    expect(within(tags).getByLabelText('Remove alice')).toBeTruthy();
  });

  it("offers the gold, silver and bronze rows, and adds one named 'name' with the next priority", async () => {
    renderApp({ path: '/contest/create', user: ADMIN });
    fireEvent.click(await screen.findByLabelText('By proportion'));
    const table = await screen.findByTestId('contest-awards');
    expect(within(table).getByLabelText('Proportion (%) 1')).toHaveProperty('value', '10');
    expect(within(table).getByLabelText('Proportion (%) 3')).toHaveProperty('value', '30');
    fireEvent.click(screen.getByRole('button', { name: /Add an award/ }));
    await waitFor(() => {
      expect(within(table).getByLabelText('Name 4')).toHaveProperty('value', 'name');
    });
    expect(within(table).getByLabelText('Priority 4')).toHaveProperty('value', '4');
    fireEvent.change(within(table).getByLabelText('Proportion (%) 4'), { target: { value: '50' } });
    fireEvent.click(screen.getByTestId('save-contest'));
    expect(within(await screen.findByTestId('contest-issues')).getByText('The proportions add up to 110%, more than 100%')).toBeTruthy();
  });

  it('refuses an account rule whose end is below its start', async () => {
    renderApp({ path: '/contest/create', user: ADMIN });
    fireEvent.click(await screen.findByLabelText('Limit the accounts that may register'));
    fireEvent.change(await screen.findByLabelText('Start number'), { target: { value: '20' } });
    fireEvent.change(screen.getByLabelText('End number'), { target: { value: '5' } });
    fireEvent.click(screen.getByTestId('save-contest'));
    expect(within(await screen.findByTestId('contest-issues')).getByText('The end number must not be less than the start number')).toBeTruthy();
  });

  it('creates a complete contest and goes back to the list', async () => {
    const bodies: unknown[] = [];
    const { router } = renderApp({
      path: '/contest/create',
      user: ADMIN,
      answers: {
        'admin/contest': async (request) => {
          bodies.push(await request.json());
          return stored({ id: 6 });
        },
        'admin/contest/get-contest-list': () => ({ records: [], total: 0 }),
      },
    });
    fireEvent.change(await screen.findByLabelText('Title'), { target: { value: '  Spring Cup ' } });
    fireEvent.change(await description(), { target: { value: 'Five problems' } });
    setTime('Start Time', '2030-05-01T09:00');
    setTime('End Time', '2030-05-01T14:00');
    fireEvent.click(screen.getByLabelText('Seal the board'));
    fireEvent.click(screen.getByTestId('save-contest'));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/contest');
    });
    expect(bodies[0]).toMatchObject({
      title: 'Spring Cup',
      description: 'Five problems',
      type: 0,
      auth: 0,
      pwd: null,
      sealRank: true,
      awardType: 0,
      awardConfigList: [],
      openAccountLimit: false,
      accountLimitRule: null,
    });
    const body = bodies[0] as { startTime: string; endTime: string; sealRankTime: string };
    expect(new Date(body.endTime).getTime() - new Date(body.sealRankTime).getTime()).toBe(3600 * 1000);
    expect(new Date(body.endTime).getTime() - new Date(body.startTime).getTime()).toBe(5 * 3600 * 1000);
  });

  it('keeps the stored password of a private contest when the field stays empty, and says so', async () => {
    const bodies: unknown[] = [];
    renderApp({
      path: '/contest/5/edit',
      user: ADMIN,
      answers: {
        'admin/contest': async (request) => {
          if (request.method === 'GET') return stored();
          bodies.push(await request.json());
          return null;
        },
        'admin/contest/get-contest-list': () => ({ records: [], total: 0 }),
      },
    });
    expect(await screen.findByText('A password is stored: leave this empty to keep it, or type a new one.')).toBeTruthy();
    expect(screen.getByLabelText('Title')).toHaveProperty('value', 'Spring Cup');
    fireEvent.click(screen.getByTestId('save-contest'));
    await waitFor(() => {
      expect(bodies).toHaveLength(1);
    });
    expect(bodies[0]).toMatchObject({ id: 5, auth: 1, pwd: null, title: 'Spring Cup' });
  });

  it('asks for a password when a contest without one becomes private', async () => {
    const { calls } = renderApp({ path: '/contest/5/edit', user: ADMIN, answers: { 'admin/contest': () => stored({ auth: 0, hasPassword: false }) } });
    await screen.findByTestId('contest-form');
    fireEvent.mouseDown(screen.getByLabelText('Auth'));
    fireEvent.click(await screen.findByTitle('Private'));
    expect(await screen.findByText('Needed for private and protected contests.')).toBeTruthy();
    fireEvent.click(screen.getByTestId('save-contest'));
    expect(within(await screen.findByTestId('contest-issues')).getByText('Password is required')).toBeTruthy();
    expect(calls.filter((call) => call.startsWith('PUT'))).toEqual([]);
  });
});
