// Test harness shared by the web and admin apps: a scripted /api, a signed-in session and the real
// providers. Each app's own renderApp adds its defaults and its router.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import type { UserInfo } from '@oj/api-client/account';
import { TOKEN_STORAGE_KEY } from '@oj/api-client/core';
import type { SessionState } from '@oj/api-client/core';
import { ShellProvider } from '../provider.tsx';
import type { ShellProviderProps } from '../provider.tsx';

/** Scripted answers by API path (below /api): envelope data, or a whole Response. */
export type ApiAnswers = Record<string, (request: Request) => unknown>;

/** A success envelope as the gateway sends it. */
export function envelope(data: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify({ status: 200, msg: 'success', data }), { headers: { 'content-type': 'application/json', ...headers } });
}

/**
 * Stubs fetch: `answers` first, then `defaults` (data for a path, or undefined), else a null envelope.
 * Returns the calls seen, as `METHOD path`.
 */
export function scriptApi(answers: ApiAnswers = {}, defaults: (path: string) => unknown = () => undefined): string[] {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    const path = new URL(request.url).pathname.replace(/^\/api\//, '');
    calls.push(`${request.method} ${path}`);
    const custom = answers[path];
    if (custom) {
      const answer = await custom(request);
      return answer instanceof Response ? answer : envelope(answer);
    }
    return envelope(defaults(path) ?? null);
  });
  return calls;
}

/** The fields of a test's user that every screen needs. */
export type TestUser = Pick<UserInfo, 'uid' | 'username' | 'roleList'> & Partial<UserInfo>;

/**
 * The session a test starts with: signed in as `base` overlaid with `user` when a user is given
 * (the token is stored too, as after a real sign-in), else signed out.
 */
export function testSession(user: Partial<UserInfo> | undefined, base: TestUser, token: string): SessionState {
  if (!user) return { token: null, userInfo: null };
  localStorage.setItem(TOKEN_STORAGE_KEY, token);
  // Screens read only the fields a test names; the rest of a real user does not matter here.
  return { token, userInfo: { ...base, ...user } as UserInfo };
}

/** Renders an element inside the real providers. */
export function renderInShell(element: ReactElement, shell: Omit<ShellProviderProps, 'children'>) {
  return render(<ShellProvider {...shell}>{element}</ShellProvider>);
}
