// Test harness: the real store, router and providers over a scripted /api (no server needed).
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import type { Location } from 'react-router';
import { vi } from 'vitest';
import { DEFAULT_WEBSITE_CONFIG } from '@oj/contracts';
import type { WebsiteConfig } from '@oj/contracts';
import { TOKEN_STORAGE_KEY } from '@oj/api-client';
import type { UnreadMessageCount, UserInfo } from '@oj/api-client';
import { createI18n } from '@oj/i18n';
import type { Language } from '@oj/i18n';
import { AppProvider } from '@/app/provider.tsx';
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
  answers?: Record<string, (request: Request) => unknown>;
  width?: number;
}

function envelope(data: unknown): Response {
  return new Response(JSON.stringify({ status: 200, msg: 'success', data }), { headers: { 'content-type': 'application/json' } });
}

/** Renders the whole app at a path; returns the store, router and the API calls seen. */
export function renderApp(options: RenderAppOptions = {}) {
  if (options.width !== undefined) window.innerWidth = options.width;
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    const path = new URL(request.url).pathname.replace(/^\/api\//, '');
    calls.push(`${request.method} ${path}`);
    const custom = options.answers?.[path];
    if (custom) {
      const answer = await custom(request);
      return answer instanceof Response ? answer : envelope(answer);
    }
    if (path === 'get-website-config') return envelope({ ...DEFAULT_WEBSITE_CONFIG, ...options.config });
    if (path === 'tools') return envelope([]);
    if (path === 'msg/unread') return envelope({ comment: 0, reply: 0, like: 0, sys: 0, mine: 0, ...options.unread });
    return envelope(null);
  });

  const user: UserInfo | null = options.user ? { uid: 'u1', username: 'alice', roleList: ['user'], ...options.user } : null;
  if (user) localStorage.setItem(TOKEN_STORAGE_KEY, 'test-token');
  const store = createAppStore({ session: { token: user ? 'test-token' : null, userInfo: user } });
  const i18n = createI18n(options.language ?? 'en-US');
  // Tests read the current location as router.state.location, as with a data router.
  const router = { state: { location: { pathname: '', search: '', hash: '', state: null, key: '' } as Location } };
  function LocationProbe() {
    router.state.location = useLocation();
    return null;
  }
  const view = render(
    <AppProvider store={store} i18n={i18n}>
      <MemoryRouter initialEntries={[options.path ?? '/home']}>
        <LocationProbe />
        <AppRoutes />
      </MemoryRouter>
    </AppProvider>,
  );
  return { ...view, store, router, calls, i18n };
}
