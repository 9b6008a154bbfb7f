// Test harness: the real store, router and providers over a scripted /api (no server needed).
import { MemoryRouter, useLocation } from 'react-router';
import type { Location } from 'react-router';
import { renderInShell, scriptApi, testSession } from '@oj/app-shell/testing';
import type { ApiAnswers } from '@oj/app-shell/testing';
import { DEFAULT_WEBSITE_CONFIG } from '@oj/contracts';
import type { WebsiteConfig } from '@oj/contracts';
import type { UnreadMessageCount, UserInfo } from '@oj/api-client/account';
import { createI18n } from '@oj/i18n';
import type { Language } from '@oj/i18n';
import { LiteUiProvider } from '@oj/ui';
import { AppRoutes } from '@/app/router.tsx';
import { createAppStore } from '@/app/store.ts';

/** Options of renderApp. */
export interface RenderAppOptions {
  path?: string;
  language?: Language;
  config?: Partial<WebsiteConfig>;
  /** Signed in with this user when given. */
  user?: Partial<UserInfo> & { roleList?: string[] };
  unread?: Partial<UnreadMessageCount>;
  /** Extra answers by API path (below /api), checked before the defaults: envelope data or a Response. */
  answers?: ApiAnswers;
  width?: number;
}

/** Renders the whole app at a path; returns the store, router and the API calls seen. */
export function renderApp(options: RenderAppOptions = {}) {
  if (options.width !== undefined) window.innerWidth = options.width;
  const calls = scriptApi(options.answers, (path) => {
    if (path === 'get-website-config') return { ...DEFAULT_WEBSITE_CONFIG, ...options.config };
    if (path === 'tools') return [];
    if (path === 'msg/unread') return { comment: 0, reply: 0, like: 0, sys: 0, mine: 0, ...options.unread };
    return undefined;
  });
  const session = testSession(options.user, { uid: 'u1', username: 'alice', roleList: ['user'] }, 'test-token');
  const store = createAppStore({ session });
  const i18n = createI18n(options.language ?? 'en-US');
  // Tests read the current location as router.state.location, as with a data router.
  const router = { state: { location: { pathname: '', search: '', hash: '', state: null, key: '' } as Location } };
  function LocationProbe() {
    router.state.location = useLocation();
    return null;
  }
  const view = renderInShell(
    <MemoryRouter initialEntries={[options.path ?? '/home']}>
      <LocationProbe />
      <AppRoutes />
    </MemoryRouter>,
    { store, i18n, ui: LiteUiProvider },
  );
  return { ...view, store, router, calls, i18n };
}
