import type { Browser, BrowserContext } from 'playwright-core';
import { baseUrl, json } from './env.ts';

interface Envelope<T> {
  status: number;
  msg: string;
  data: T;
}

/** A signed-in session as the web app keeps it in localStorage. */
export interface ApiSession {
  token: string;
  userInfo: { uid: string; username: string; roleList: string[] } & Record<string, unknown>;
}

/** The super admin's password in the started platform (scripts/test sets OJ_ROOT_PASSWORD; there is no default). */
export function rootPassword(): string {
  const password = process.env.OJ_ROOT_PASSWORD;
  if (!password) throw new Error('OJ_ROOT_PASSWORD is not set: the end-to-end tests sign in as root with it');
  return password;
}

/** Calls an /api path and unwraps the envelope; a non-200 status fails with the server's msg. */
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- the caller names the payload's type
export async function api<T>(path: string, init: { method?: string; body?: unknown; token?: string } = {}): Promise<{ data: T; headers: Headers }> {
  const headers: Record<string, string> = {};
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  if (init.token) headers.authorization = init.token;
  const response = await fetch(`${baseUrl()}/api/${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers,
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  const body = await json<Envelope<T>>(response);
  if (body.status !== 200) throw new Error(`${path}: ${response.status} ${body.msg}`);
  return { data: body.data, headers: response.headers };
}

/** Logs in over the API: the token comes in the authorization response header. */
export async function apiLogin(username: string, password: string): Promise<ApiSession> {
  const { data, headers } = await api<ApiSession['userInfo']>('login', { body: { username, password } });
  const token = headers.get('authorization');
  if (!token) throw new Error('login answered without a token');
  return { token, userInfo: data };
}

/** A browser context whose pages start signed in with the session (the app reads localStorage). */
export async function signedInContext(
  browser: Browser,
  session: ApiSession,
  options: { width?: number; height?: number; locale?: string; language?: string } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
    locale: options.locale ?? 'en-US',
  });
  await context.addInitScript(
    ({ token, userInfo, language }) => {
      // Only on the first page load of the context: a later logout must stick.
      if (sessionStorage.getItem('oj-e2e-seeded')) return;
      sessionStorage.setItem('oj-e2e-seeded', '1');
      localStorage.setItem('token', token);
      localStorage.setItem('userInfo', JSON.stringify(userInfo));
      if (language) localStorage.setItem('language', language);
    },
    { token: session.token, userInfo: session.userInfo, language: options.language ?? '' },
  );
  return context;
}

/** A submission summary as check-submissions-status answers it. */
export interface SubmissionState {
  submitId: number;
  status: number;
  time: number | null;
  memory: number | null;
}

/** Submits code over the API and waits until the verdict leaves Pending/Compiling/Judging. */
export async function submitAndWait(
  session: ApiSession,
  request: { pid: number; language: string; code: string },
  timeoutMs = 180_000,
): Promise<SubmissionState> {
  const { data } = await api<{ submitId: number }>('submit-problem-judge', { body: { ...request, cid: 0 }, token: session.token });
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const statuses = await api<Record<string, SubmissionState>>('check-submissions-status', { body: { submitIds: [data.submitId] }, token: session.token });
    const state = statuses.data[String(data.submitId)];
    if (state && ![5, 6, 7].includes(state.status)) return state;
    if (Date.now() > deadline) throw new Error(`submission ${data.submitId} still judging after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/**
 * Points the platform's mail at an SMTP server (plain, no TLS, no AUTH) and opens registration,
 * as a super admin does in the back office (set-email-config, set-web-config).
 */
export async function configureMailAndRegistration(root: ApiSession, smtp: { host: string; port: number }): Promise<void> {
  await api('admin/config/set-email-config', {
    method: 'PUT',
    token: root.token,
    body: { host: smtp.host, port: smtp.port, ssl: false, username: '', from: 'OJ <noreply@oj.test>' },
  });
  await api('admin/config/set-web-config', { token: root.token, body: { register: true } });
}

/** A value an earlier step of the test set, or a clear failure naming it. */
export function need<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`${what} is missing: an earlier step failed`);
  return value;
}
