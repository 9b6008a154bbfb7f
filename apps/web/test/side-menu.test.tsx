import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_WEBSITE_CONFIG } from '@oj/contracts';
import { sideMenuContext, sideMenuItems } from '@/app/layout/side-menu.ts';
import { renderApp } from '@/testing/render-app.tsx';

const switches = { ...DEFAULT_WEBSITE_CONFIG, openContestComment: true, openGroupDiscussion: true };
const hrefs = (context: Parameters<typeof sideMenuItems>[0], config = switches) => sideMenuItems(context, config).map((entry) => entry.href);

describe('side menu modes (spec 01 §2)', () => {
  it('reads the mode and its context id from the route', () => {
    expect(sideMenuContext('/home')).toEqual({ mode: 'default' });
    expect(sideMenuContext('/contest')).toEqual({ mode: 'default' });
    expect(sideMenuContext('/contest/7/')).toEqual({ mode: 'contest', cid: '7' });
    expect(sideMenuContext('/contest/7/problem/A/')).toEqual({ mode: 'contest', cid: '7' });
    expect(sideMenuContext('/contest/acm-scoreboard/7')).toEqual({ mode: 'default' });
    expect(sideMenuContext('/training/3/problems')).toEqual({ mode: 'training', tid: '3' });
    expect(sideMenuContext('/group/5')).toEqual({ mode: 'group', gid: '5' });
    expect(sideMenuContext('/group/5/training/3/problems')).toEqual({ mode: 'group', gid: '5' });
  });

  it('starts every mode with back to home', () => {
    for (const context of [{ mode: 'default' }, { mode: 'training', tid: '3' }, { mode: 'contest', cid: '7' }, { mode: 'group', gid: '5' }] as const) {
      expect(sideMenuItems(context, switches)[0]).toMatchObject({ key: 'home', href: '/home' });
    }
  });

  it("lists each mode's pages under its id", () => {
    expect(hrefs({ mode: 'training', tid: '3' })).toEqual(['/home', '/training/3/', '/training/3/problems', '/training/3/rank']);
    expect(hrefs({ mode: 'contest', cid: '7' })).toEqual([
      '/home',
      '/contest/7/',
      '/contest/7/problems',
      '/contest/7/submissions',
      '/contest/7/rank',
      '/contest/7/announcements',
      '/contest/7/comment',
      '/contest/7/print',
    ]);
    expect(hrefs({ mode: 'group', gid: '5' })).toEqual([
      '/home',
      '/group/5',
      '/group/5/problem',
      '/group/5/training',
      '/group/5/contest',
      '/group/5/status',
      '/group/5/discussion',
      '/group/5/member',
      '/group/5/announcement',
      '/group/5/setting',
      '/group/5/rank',
    ]);
  });

  it('follows the contest comment and group discussion switches', () => {
    const closed = { ...switches, openContestComment: false, openGroupDiscussion: false };
    expect(hrefs({ mode: 'contest', cid: '7' }, closed)).not.toContain('/contest/7/comment');
    expect(hrefs({ mode: 'group', gid: '5' }, closed)).not.toContain('/group/5/discussion');
  });

  it("shows a contest's side menu in the drawer on a contest page", async () => {
    renderApp({ path: '/contest/7/', width: 900, user: {} });
    fireEvent.click(await screen.findByRole('button', { name: 'Menu' }));
    const menu = await screen.findByTestId('side-menu');
    expect(menu.getAttribute('data-mode')).toBe('contest');
    expect(within(menu).getByText('Back to Home')).toBeTruthy();
    expect(within(menu).getByText('Problems').closest('a')?.getAttribute('href')).toBe('/contest/7/problems');
    expect(screen.queryByTestId('top-menu')).toBeNull();
  });
});
