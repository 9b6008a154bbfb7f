import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminContestAnnouncementDto } from '@oj/contracts';
import { renderApp } from '@/testing/render-app.tsx';
import { ADMIN, contest, listRecord, popconfirm } from './fixtures.ts';

describe('contest list (spec 03 §2.11, §4)', { timeout: 60_000 }, () => {
  it('shows coloured status tags and toggles the visibility at once', async () => {
    const bodies: unknown[] = [];
    renderApp({
      path: '/contest',
      user: ADMIN,
      answers: {
        'admin/contest/get-contest-list': () => ({ total: 2, records: [listRecord(5), listRecord(6, { status: -1, auth: 1, visible: false })] }),
        'admin/contest/change-contest-visible': async (request) => {
          bodies.push(await request.json());
          return null;
        },
      },
    });
    const table = await screen.findByTestId('admin-contest-list');
    await within(table).findByText('Cup 5');
    expect(within(table).getByText('Running').getAttribute('data-status')).toBe('0');
    expect(within(table).getByText('Scheduled').getAttribute('data-status')).toBe('-1');
    expect(within(table).getByText('Private')).toBeTruthy();
    expect(within(table).getAllByText('5 h 0 min')).toHaveLength(2);
    fireEvent.click(screen.getByLabelText('Cup 6 Visible'));
    await waitFor(() => {
      expect(bodies).toEqual([{ cid: 6, visible: true }]);
    });
  });

  it('deletes after a confirmation, and downloads the accepted submissions by problem without admins', async () => {
    const deleted: string[] = [];
    const downloads: string[] = [];
    renderApp({
      path: '/contest',
      user: ADMIN,
      answers: {
        'admin/contest/get-contest-list': () => ({ total: 1, records: [listRecord(5)] }),
        'admin/contest': (request) => {
          deleted.push(`${request.method} ${new URL(request.url).searchParams.get('cid') ?? ''}`);
          return null;
        },
        'file/download-contest-ac-submission': (request) => {
          downloads.push(new URL(request.url).search);
          return new Response(new Blob(['zip']), { status: 200, headers: { 'content-type': 'application/zip' } });
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Cup 5' }));
    expect(deleted).toEqual([]);
    fireEvent.click(
      within(popconfirm('Delete contest Cup 5? Its problems stay in the bank; its registrations, announcements and board go.')).getByRole('button', {
        name: /Delete/,
      }),
    );
    await waitFor(() => {
      expect(deleted).toEqual(['DELETE 5']);
    });

    // jsdom has no object URLs; this file's environment ends with it.
    URL.createObjectURL = () => 'blob:zip';
    URL.revokeObjectURL = () => undefined;
    fireEvent.click(screen.getByRole('button', { name: 'Download accepted submissions Cup 5' }));
    const dialog = await screen.findByTestId('download-ac-dialog');
    fireEvent.click(within(dialog).getByLabelText('One folder per problem'));
    expect(within(dialog).getByLabelText('Leave out the submissions of admins')).toHaveProperty('checked', true);
    fireEvent.click(within(dialog).getByRole('button', { name: /Download/ }));
    await waitFor(() => {
      expect(downloads).toEqual(['?cid=5&excludeAdmin=true&splitType=problem']);
    });
  });
});

describe('contest announcements', { timeout: 60_000 }, () => {
  it('hides an announcement from its row at once', async () => {
    const bodies: unknown[] = [];
    const stored: AdminContestAnnouncementDto = {
      id: 3,
      cid: 5,
      title: 'Welcome',
      content: 'Good luck',
      username: 'ada',
      gmtCreate: '2030-05-01T09:00:00Z',
      gmtModified: '2030-05-01T09:00:00Z',
      visible: true,
    };
    renderApp({
      path: '/contest/5/announcement',
      user: ADMIN,
      answers: {
        'admin/contest': () => contest(5),
        'admin/contest/announcement': async (request) => {
          if (request.method === 'GET') return { total: 1, records: [stored] };
          bodies.push(await request.json());
          return null;
        },
      },
    });
    fireEvent.click(await screen.findByLabelText('Welcome Visible'));
    await waitFor(() => {
      expect(bodies).toEqual([{ id: 3, cid: 5, title: 'Welcome', content: 'Good luck', visible: false }]);
    });
  });

  it('refuses an empty announcement, then creates one', async () => {
    const bodies: unknown[] = [];
    renderApp({
      path: '/contest/5/announcement',
      user: ADMIN,
      answers: {
        'admin/contest': () => contest(5),
        'admin/contest/announcement': async (request) => {
          if (request.method === 'GET') return { total: 0, records: [] };
          bodies.push(await request.json());
          return null;
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: /Create Announcement/ }));
    const dialog = await screen.findByTestId('announcement-dialog');
    fireEvent.click(within(dialog).getByTestId('save-announcement'));
    expect(await within(dialog).findByText('Title is required')).toBeTruthy();
    expect(within(dialog).getByText('Content is required')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Title'), { target: { value: 'Clarification' } });
    let editor: HTMLElement | undefined;
    await waitFor(() => {
      editor = within(dialog)
        .getAllByLabelText('Content')
        .find((element) => element.tagName === 'TEXTAREA' && !element.hasAttribute('readonly'));
      expect(editor).toBeTruthy();
    });
    fireEvent.change(editor as HTMLElement, { target: { value: 'Problem B: n ≤ 10^5' } });
    fireEvent.click(within(dialog).getByTestId('save-announcement'));
    await waitFor(() => {
      expect(bodies).toEqual([{ cid: 5, title: 'Clarification', content: 'Problem B: n ≤ 10^5', visible: true }]);
    });
  });
});
