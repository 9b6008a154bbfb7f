import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminTagClassificationDto, AdminTagListRecordDto } from '@oj/contracts';
import { renderApp } from '@/testing/render-app.tsx';

// The page is a lazy chunk: load it once up front, so its first import on a busy machine does not
// count against the first test's time limit.
beforeAll(async () => {
  await import('@/features/tags/TagsPage.tsx');
}, 60_000);

// A whole screen's first render (antd styles, the lazy chunk) takes seconds on a machine shared by many runs.
const SCREEN_TIMEOUT_MS = 45_000;

const ADMIN = { username: 'ada', roleList: ['admin'] };

function tag(id: number, name: string, fields: Partial<AdminTagListRecordDto> = {}): AdminTagListRecordDto {
  return { id, name, color: null, oj: 'ME', gid: null, tcid: null, classificationName: null, problemCount: 0, ...fields };
}

function classification(id: number, name: string, rank: number): AdminTagClassificationDto {
  return { id, name, oj: 'ME', rank, tagCount: 0, gmtCreate: '2026-01-01T00:00:00Z', gmtModified: '2026-01-01T00:00:00Z' };
}

function refused(msg: string): Response {
  return new Response(JSON.stringify({ status: 400, msg, data: null }), { status: 400, headers: { 'content-type': 'application/json' } });
}

/** The open dialog of the tag form. */
async function openCreateTag() {
  fireEvent.click(await screen.findByRole('button', { name: /Create Tag/ }));
  return within(await screen.findByRole('dialog'));
}

describe('tags page (problem/tag)', { timeout: SCREEN_TIMEOUT_MS }, () => {
  it('refuses a duplicate tag name in the form without calling the server', async () => {
    const { calls } = renderApp({
      path: '/problem/tag',
      user: ADMIN,
      answers: { 'admin/tag/list': () => [tag(1, 'DP', { problemCount: 3 })], 'admin/tag/classification': () => [] },
    });
    expect(await screen.findByText('DP')).toBeTruthy();
    const dialog = await openCreateTag();
    fireEvent.change(dialog.getByLabelText('Name'), { target: { value: ' dp ' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('A tag with this name already exists in this problem bank')).toBeTruthy();
    expect(calls).not.toContain('POST admin/tag');
  });

  it('keeps the form open when the server refuses the tag, and creates it on a later try', async () => {
    const bodies: unknown[] = [];
    let attempt = 0;
    const { calls } = renderApp({
      path: '/problem/tag',
      user: ADMIN,
      answers: {
        'admin/tag/list': () => [tag(1, 'DP')],
        'admin/tag/classification': () => [classification(4, 'Basics', 1)],
        'admin/tag': async (request) => {
          bodies.push(await request.json());
          attempt += 1;
          return attempt === 1 ? refused('A tag with this name already exists in this problem bank') : tag(2, 'Graph');
        },
      },
    });
    await screen.findByText('DP');
    const dialog = await openCreateTag();
    fireEvent.change(dialog.getByLabelText('Name'), { target: { value: 'Graph' } });
    fireEvent.change(dialog.getByLabelText('Colour'), { target: { value: '#1677ff' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect((await screen.findAllByText('A tag with this name already exists in this problem bank')).length).toBeGreaterThan(0);
    expect(screen.getByRole('dialog')).toBeTruthy();
    const listCalls = () => calls.filter((call) => call === 'GET admin/tag/list').length;
    const before = listCalls();
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Create Successfully')).toBeTruthy();
    // The list is asked for again, so the new tag shows.
    await waitFor(() => {
      expect(listCalls()).toBeGreaterThan(before);
    });
    expect(calls.filter((call) => call === 'POST admin/tag')).toHaveLength(2);
    expect(bodies[1]).toEqual({ name: 'Graph', color: '#1677ff', oj: 'ME', tcid: null });
  });

  it('shows classifications in rank order whatever order the server sends', async () => {
    renderApp({
      path: '/problem/tag?tab=classifications',
      user: ADMIN,
      answers: {
        'admin/tag/classification': () => [classification(1, 'Mathematics', 30), classification(2, 'Graph Theory', 10), classification(3, 'Strings', 20)],
      },
    });
    const table = await screen.findByTestId('classification-table');
    await within(table).findByText('Mathematics');
    const names = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[1]?.textContent);
    expect(names).toEqual(['Graph Theory', 'Strings', 'Mathematics']);
  });

  it('asks before deleting a tag', async () => {
    const { calls } = renderApp({
      path: '/problem/tag',
      user: ADMIN,
      answers: { 'admin/tag/list': () => [tag(9, 'Greedy')], 'admin/tag/classification': () => [] },
    });
    const row = (await screen.findByText('Greedy')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Are you sure you want to delete it?')).toBeTruthy();
    expect(calls).not.toContain('DELETE admin/tag');
    const popup = screen.getByText('Are you sure you want to delete it?').closest('.ant-popover') as HTMLElement;
    fireEvent.click(within(popup).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Delete successfully')).toBeTruthy();
    expect(calls).toContain('DELETE admin/tag');
  });

  it('refuses a difficulty level that exists, and creates the next one', async () => {
    const bodies: unknown[] = [];
    renderApp({
      path: '/problem/tag?tab=difficulties',
      user: ADMIN,
      answers: {
        'admin/problem/get-difficulty-list': () => [
          { id: 0, name: 'Easy', color: '#52c41a' },
          { id: 1, name: 'Mid', color: '#faad14' },
        ],
        'admin/difficulty': async (request) => {
          bodies.push(await request.json());
          return { id: 2, name: 'Hard', color: '#f5222d' };
        },
      },
    });
    await screen.findByText('Mid');
    fireEvent.click(screen.getByRole('button', { name: /Create Difficulty/ }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByLabelText<HTMLInputElement>('Level').value).toBe('2');
    fireEvent.change(dialog.getByLabelText('Level'), { target: { value: '1' } });
    fireEvent.change(dialog.getByLabelText('Name'), { target: { value: 'Hard' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('This level already exists')).toBeTruthy();
    fireEvent.change(dialog.getByLabelText('Level'), { target: { value: '2' } });
    fireEvent.change(dialog.getByLabelText('Colour'), { target: { value: '#f5222d' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Create Successfully')).toBeTruthy();
    expect(bodies).toEqual([{ id: 2, name: 'Hard', color: '#f5222d' }]);
  });

  it('creates an honor with its winners, and checks the link', async () => {
    const bodies: unknown[] = [];
    renderApp({
      path: '/problem/tag?tab=honors',
      user: ADMIN,
      answers: {
        'admin/honor/list': () => ({ records: [], total: 0 }),
        'admin/honor': async (request) => {
          bodies.push(await request.json());
          return null;
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: /Create Honor/ }));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.change(dialog.getByLabelText('Title'), { target: { value: 'Regional gold' } });
    fireEvent.change(dialog.getByLabelText('Contest'), { target: { value: 'ICPC Asia Nanjing' } });
    fireEvent.change(dialog.getByLabelText('Date'), { target: { value: '2026-11-20' } });
    const winners = dialog.getByLabelText('Winners');
    for (const name of ['ada', 'bob']) {
      fireEvent.change(winners, { target: { value: name } });
      fireEvent.keyDown(winners, { key: 'Enter', code: 'Enter', keyCode: 13 });
    }
    fireEvent.change(dialog.getByLabelText('Link'), { target: { value: 'ftp://example.org' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('Enter a link starting with http:// or https://')).toBeTruthy();
    fireEvent.change(dialog.getByLabelText('Link'), { target: { value: 'https://example.org/nanjing' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Create Successfully')).toBeTruthy();
    expect(bodies).toEqual([
      {
        title: 'Regional gold',
        contestName: 'ICPC Asia Nanjing',
        level: 'gold',
        date: '2026-11-20',
        members: ['ada', 'bob'],
        link: 'https://example.org/nanjing',
        description: null,
      },
    ]);
  });
});
