// What the backup-and-restore test needs besides the session helpers: API calls against any base URL
// (the restored platform answers on its own ports), the scripts run as the operator runs them, and
// the environment of a second platform (its own ports, database, NATS namespace and run directory).
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { json, repoRoot } from './env.ts';

interface Envelope<T> {
  status: number;
  msg: string;
  data: T;
}

/** Calls `<base>/api/<path>` and unwraps the envelope; a non-200 status fails with the server's msg. */
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- the caller names the payload's type
export async function apiAt<T>(
  base: string,
  path: string,
  init: { method?: string; body?: unknown; token?: string } = {},
): Promise<{ data: T; headers: Headers }> {
  const headers: Record<string, string> = {};
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  if (init.token) headers.authorization = init.token;
  const response = await fetch(`${base}/api/${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers,
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  const body = await json<Envelope<T>>(response);
  if (body.status !== 200) throw new Error(`${base} ${path}: ${String(response.status)} ${body.msg}`);
  return { data: body.data, headers: response.headers };
}

/** Logs in and returns the token (the authorization response header). */
export async function loginAt(base: string, username: string, password: string): Promise<string> {
  const { headers } = await apiAt(base, 'login', { body: { username, password } });
  const token = headers.get('authorization');
  if (!token) throw new Error(`${base}: login answered without a token`);
  return token;
}

/** Posts a multipart form with one file and unwraps the envelope. */
export async function uploadAt<T>(base: string, path: string, token: string, field: string, file: { name: string; type: string; data: Buffer }): Promise<T> {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
  const response = await fetch(`${base}/api/${path}`, { method: 'POST', body: form, headers: { authorization: token } });
  const body = await json<Envelope<T>>(response);
  if (body.status !== 200) throw new Error(`${base} ${path}: ${String(response.status)} ${body.msg}`);
  return body.data;
}

/** Output and exit code of a script run. */
export interface ScriptRun {
  code: number;
  output: string;
}

/** Runs a repository script with the given environment; fails after `timeoutMs`. */
export function runScript(script: string, args: readonly string[], env: NodeJS.ProcessEnv, timeoutMs: number): Promise<ScriptRun> {
  return new Promise((resolve, reject) => {
    // Its own process group: a timeout stops the script and every process it started.
    const child = spawn(join(repoRoot, script), args, { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => {
      if (child.pid !== undefined) process.kill(-child.pid, 'SIGTERM');
      reject(new Error(`${script} ${args.join(' ')} did not end within ${String(timeoutMs)} ms:\n${output}`));
    }, timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code: code ?? -1, output });
    });
  });
}

/** Runs a script and fails with its output unless it exits 0. */
export async function runScriptOk(script: string, args: readonly string[], env: NodeJS.ProcessEnv, timeoutMs: number): Promise<string> {
  const run = await runScript(script, args, env, timeoutMs);
  if (run.code !== 0) throw new Error(`${script} ${args.join(' ')} exited ${String(run.code)}:\n${run.output}`);
  return run.output;
}

/** The started platform's settings as scripts/test exports them, for the scripts to run against it. */
export function startedPlatformEnv(): NodeJS.ProcessEnv {
  for (const name of ['OJ_RUN_DIR', 'OJ_DB_NAME', 'OJ_NATS_NAMESPACE', 'OJ_PLATFORM_NATS_PORT', 'OJ_DATA_DIR']) {
    if (!process.env[name]) throw new Error(`${name} is not set: run the end-to-end suite through scripts/test`);
  }
  const env: NodeJS.ProcessEnv = { ...process.env, OJ_DB_GRANT_PATTERN: 'oj\\_e2e\\_%' };
  // The scripts use the platform's accounts (oj, oj_migrate), as scripts/start does, not the tests' one.
  delete env.OJ_DB_USER;
  delete env.OJ_DB_PASSWORD;
  delete env.OJ_DB_PASSWORD_FILE;
  return env;
}

/** Ports of the second platform: gateway, judge-dispatch, contest, community, judge node, NATS. */
export interface PlatformPorts {
  gateway: number;
  dispatch: number;
  contest: number;
  community: number;
  judgeNode: number;
  nats: number;
}

/** Listens on the port (0: any) a moment; its number, or null when it is taken. */
async function tryPort(port: number): Promise<number | null> {
  const server = createServer();
  const bound = await new Promise<boolean>((resolve) => {
    server.once('error', () => {
      resolve(false);
    });
    server.listen(port, '127.0.0.1', () => {
      resolve(true);
    });
  });
  if (!bound) return null;
  const address = server.address();
  await new Promise<void>((resolve) => {
    server.close(() => {
      resolve();
    });
  });
  return address !== null && typeof address !== 'string' ? address.port : null;
}

/**
 * 28080-28084 and 28222 when all are free; otherwise ports the OS picks (this machine runs other
 * people's stacks too, and another process may take a picked port before the platform does).
 */
export async function secondPlatformPorts(): Promise<PlatformPorts> {
  const preferred: PlatformPorts = { gateway: 28080, dispatch: 28081, contest: 28082, community: 28083, judgeNode: 28084, nats: 28222 };
  const free = await Promise.all(Object.values(preferred).map((port: number) => tryPort(port)));
  if (free.every((port) => port !== null)) return preferred;
  const picked: number[] = [];
  for (let index = 0; index < 6; index += 1) picked.push(need(await tryPort(0)));
  const [gateway, dispatch, contest, community, judgeNode, nats] = picked as [number, number, number, number, number, number];
  return { gateway, dispatch, contest, community, judgeNode, nats };
}

function need(port: number | null): number {
  if (port === null) throw new Error('no free TCP port');
  return port;
}

/** A second platform beside the started one: its own ports, empty database, namespace and run directory. */
export function secondPlatformEnv(id: string, ports: PlatformPorts): NodeJS.ProcessEnv {
  const runDir = join(repoRoot, `.run/e2e-restore-${id}`);
  // Its own everything: nothing of the started platform's run directory, NATS or secret carries over.
  const dropped = new Set(['OJ_NATS_URL', 'OJ_NATS_USER', 'OJ_NATS_PASSWORD', 'OJ_NATS_PASSWORD_FILE', 'OJ_JWT_SECRET']);
  const env = Object.fromEntries(Object.entries(startedPlatformEnv()).filter(([name]) => !dropped.has(name)));
  return {
    ...env,
    OJ_RUN_DIR: runDir,
    OJ_DATA_DIR: join(runDir, 'data'),
    OJ_DB_NAME: `oj_e2e_restore_${id}`,
    OJ_NATS_NAMESPACE: `restore${id}`,
    OJ_GATEWAY_PORT: String(ports.gateway),
    OJ_JUDGE_DISPATCH_PORT: String(ports.dispatch),
    OJ_CONTEST_PORT: String(ports.contest),
    OJ_COMMUNITY_PORT: String(ports.community),
    OJ_JUDGE_NODE_PORT: String(ports.judgeNode),
    OJ_PLATFORM_NATS_PORT: String(ports.nats),
  };
}
