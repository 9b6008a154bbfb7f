import { StrictMode } from 'react';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '@oj/i18n';
import { UiProvider } from '@oj/ui';
import { RouteGuard, checkGuard, createShellStore } from '../src/index.ts';
import type { GuardRule } from '../src/index.ts';
import { renderInShell, testSession } from '../src/testing/render-shell.tsx';

function renderGuard(rule: GuardRule, roles?: string[]) {
  const session = testSession(roles ? { roleList: roles } : undefined, { uid: 'u', username: 'ada', roleList: [] }, 'token');
  const onRefused = vi.fn();
  renderInShell(
    <StrictMode>
      <RouteGuard rule={rule} onRefused={onRefused}>
        <p>inside</p>
      </RouteGuard>
    </StrictMode>,
    { store: createShellStore({}, { session }), i18n: createI18n('en-US'), ui: UiProvider },
  );
  return onRefused;
}

describe('RouteGuard', () => {
  it('renders the page when the session passes the rule', () => {
    const onRefused = renderGuard({ role: 'admin' }, ['admin']);
    expect(screen.getByText('inside')).toBeTruthy();
    expect(onRefused).not.toHaveBeenCalled();
  });

  it("runs the app's reaction once, also in strict mode, and hides the page", () => {
    const onRefused = renderGuard({ role: 'superAdmin' }, ['admin']);
    expect(screen.queryByText('inside')).toBeNull();
    expect(onRefused).toHaveBeenCalledTimes(1);
    expect(onRefused).toHaveBeenCalledWith({ kind: 'role' });
  });

  it('asks a visitor to sign in', () => {
    expect(renderGuard({ auth: true })).toHaveBeenCalledWith({ kind: 'login' });
  });

  it('refuses a setting rule when the site switches are not known', () => {
    expect(checkGuard({ setting: 'openPublicDiscussion' }, { loggedIn: true, roles: [] })).toEqual({ kind: 'setting', setting: 'openPublicDiscussion' });
  });
});
