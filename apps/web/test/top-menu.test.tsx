import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app.tsx';

const menuTexts = async () => {
  const menu = await screen.findByTestId('top-menu');
  // Let the site config arrive before reading the entries.
  await within(menu).findByText('Home');
  return menu;
};

describe('top menu as rendered', () => {
  it('shows the visitor entries and Login/Register with default switches', async () => {
    renderApp({ width: 1280 });
    const menu = await menuTexts();
    for (const label of ['Home', 'Problem', 'Training', 'Problem Sets', 'Contest', 'Status', 'Rank', 'Discussion', 'Group', 'Lesson']) {
      expect(within(menu).getByText(label)).toBeTruthy();
    }
    expect(within(menu).queryByText('Timed Work')).toBeNull();
    // The sign-in buttons and the user menu load right after the frame (AppShell): wait for them.
    expect(await screen.findByRole('button', { name: 'Login' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Register' })).toBeTruthy();
  });

  it('follows visible4, openPublicDiscussion and register from get-website-config', async () => {
    renderApp({ width: 1280, config: { visible4: false, openPublicDiscussion: false, register: false } });
    const menu = await menuTexts();
    await within(menu).findByText('Problem');
    // Wait for the config answer to replace the defaults.
    await expect.poll(() => within(menu).queryByText('Status')).toBeNull();
    await screen.findByRole('button', { name: 'Login' });
    for (const hidden of ['Contest', 'Rank', 'Group', 'Lesson', 'Discussion']) expect(within(menu).queryByText(hidden)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Register' })).toBeNull();
  });

  it('shows Timed Work and the user menu, not Login, when signed in', async () => {
    renderApp({ width: 1280, user: { username: 'alice' } });
    const menu = await menuTexts();
    expect(within(menu).getByText('Timed Work')).toBeTruthy();
    expect((await screen.findByTestId('user-menu')).textContent).toContain('alice');
    expect(screen.queryByRole('button', { name: 'Login' })).toBeNull();
  });

  it('offers Management in the user menu to the admin roles only: root, admin, problem_admin (spec 01 §6)', async () => {
    for (const [roleList, offered] of [
      [['root'], true],
      [['admin'], true],
      [['problem_admin'], true],
      [['user'], false],
    ] as const) {
      const view = renderApp({ width: 1280, user: { username: 'alice', roleList: [...roleList] } });
      fireEvent.click(await screen.findByTestId('user-menu'));
      await screen.findByText('Settings');
      expect({ roleList, offered: screen.queryByText('Management') !== null }).toEqual({ roleList, offered });
      view.unmount();
    }
  });
});
