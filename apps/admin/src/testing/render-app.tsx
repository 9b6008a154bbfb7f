// Test harness: the real admin store, router and providers over a scripted /api.
import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { TOKEN_STORAGE_KEY } from '@oj/api-client';
import type { UserInfo } from '@oj/api-client';
import { createI18n } from '@oj/i18n';
import { AppProvider } from '@/app/provider.tsx';
import { routes } from '@/app/router.tsx';
import { createAppStore } from '@/app/store.ts';

/** Options of renderApp. */
export interface RenderAppOptions {
  path?: string;
  user?: Partial<UserInfo> & { roleList?: string[] };
  /** Answers by API path (below /api): envelope data or a Response. */
  answers?: Record<string, (request: Request) => unknown>;
}

function envelope(data: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify({ status: 200, msg: 'success', data }), { headers: { 'content-type': 'application/json', ...headers } });
}

/** Renders the admin app at a path (relative to /admin). */
export function renderApp(options: RenderAppOptions = {}) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    const path = new URL(request.url).pathname.replace(/^\/api\//, '');
    calls.push(`${request.method} ${path}`);
    const custom = options.answers?.[path];
    if (custom) {
      const answer = await custom(request);
      return answer instanceof Response ? answer : envelope(answer);
    }
    return envelope(null);
  });
  const user: UserInfo | null = options.user ? { uid: 'a1', username: 'root', roleList: ['root'], ...options.user } : null;
  if (user) localStorage.setItem(TOKEN_STORAGE_KEY, 'admin-token');
  const store = createAppStore({ session: { token: user ? 'admin-token' : null, userInfo: user } });
  const i18n = createI18n('en-US');
  const router = createMemoryRouter(routes, { initialEntries: [options.path ?? '/'] });
  const view = render(
    <AppProvider store={store} i18n={i18n}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, store, router, calls };
}
