// Test harness: the real admin store, router and providers over a scripted /api.
import { RouterProvider, createMemoryRouter } from 'react-router';
import { renderInShell, scriptApi, testSession } from '@oj/app-shell/testing';
import type { ApiAnswers } from '@oj/app-shell/testing';
import type { UserInfo } from '@oj/api-client/account';
import { createAdminI18n } from '@oj/i18n/admin';
import { UiProvider } from '@oj/ui';
import { routes } from '@/app/router.tsx';
import { createAppStore } from '@/app/store.ts';

/** Options of renderApp. */
export interface RenderAppOptions {
  path?: string;
  user?: Partial<UserInfo> & { roleList?: string[] };
  /** Answers by API path (below /api): envelope data or a Response. */
  answers?: ApiAnswers;
}

/** Renders the admin app at a path (relative to /admin). */
export function renderApp(options: RenderAppOptions = {}) {
  const calls = scriptApi(options.answers);
  const session = testSession(options.user, { uid: 'a1', username: 'root', roleList: ['root'] }, 'admin-token');
  const store = createAppStore({ session });
  const router = createMemoryRouter(routes, { initialEntries: [options.path ?? '/'] });
  const view = renderInShell(<RouterProvider router={router} />, { store, i18n: createAdminI18n('en-US'), ui: UiProvider });
  return { ...view, store, router, calls };
}
