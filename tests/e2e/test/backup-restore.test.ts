// Backups end to end (docs/backup.md): on the started platform, root creates a problem with uploaded
// test data and a user whose submission is judged Accepted, and the user uploads an avatar; then
// scripts/backup saves the running platform, and scripts/restore puts the archive into a SECOND
// platform (its own ports, 28080-28084 and NATS on 28222 when free, empty database oj_e2e_restore_<id>, its own
// NATS store and data directory) before it starts. The restored platform answers with every problem,
// user and submission of the first, the user logs in with the old password, the avatar and the test
// data are there, and a new submission is judged Accepted from the restored test data. A second
// restore into the now full platform is refused. Everything the test started is stopped.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import mysql from 'mysql2/promise';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RIGHT_SOLUTION, aPlusBTestData } from '../src/admin.ts';
import { apiAt, loginAt, runScript, runScriptOk, secondPlatformEnv, secondPlatformPorts, startedPlatformEnv, uploadAt } from '../src/backup.ts';
import { baseUrl } from '../src/env.ts';
import { gradientPng } from '../src/png.ts';
import { need, rootPassword } from '../src/session.ts';

const RUN = Date.now().toString(36);
const ID = `${RUN}${String(process.pid)}`;
const JUDGE_TIMEOUT_MS = 90_000;

interface Listing {
  total: number;
  records: Record<string, unknown>[];
}

let first = '';
let rootToken = '';
let pid = 0;
let account: { username: string; password: string } | undefined;
let submitId = 0;
let avatar = '';
let archive = '';
let outDir = '';
let secondStarted = false;
let secondEnv: NodeJS.ProcessEnv = {};
/** The second platform's base URL. */
let restoredUrl = '';

/** Waits until the submission's verdict leaves Pending/Compiling/Judging; returns its status. */
async function verdict(base: string, token: string, id: number): Promise<number> {
  const deadline = Date.now() + JUDGE_TIMEOUT_MS;
  for (;;) {
    const states = await apiAt<Record<string, { status: number }>>(base, 'check-submissions-status', { body: { submitIds: [id] }, token });
    const state = states.data[String(id)];
    if (state && ![5, 6, 7].includes(state.status)) return state.status;
    if (Date.now() > deadline) throw new Error(`${base}: submission ${String(id)} still judging after ${String(JUDGE_TIMEOUT_MS)} ms`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function submit(base: string, token: string): Promise<number> {
  const { data } = await apiAt<{ submitId: number }>(base, 'submit-problem-judge', { body: { pid, language: 'Python3', code: RIGHT_SOLUTION, cid: 0 }, token });
  return data.submitId;
}

/** What both platforms must answer alike: every problem, user and submission (the totals, and the first 100 of each). */
async function snapshot(base: string, token: string): Promise<Record<string, unknown>> {
  const problems = await apiAt<Listing>(base, 'admin/problem/get-problem-list?currentPage=1&limit=100', { token });
  const users = await apiAt<Listing>(base, 'admin/user/get-user-list?currentPage=1&limit=100', { token });
  const submissions = await apiAt<Listing>(base, 'get-submission-list', { body: { onlyMine: false, currentPage: 1, limit: 100 }, token });
  return {
    problems: { total: problems.data.total, ids: problems.data.records.map((record) => [record.id, record.problemId, record.title]) },
    users: { total: users.data.total, ids: users.data.records.map((record) => [record.uid, record.username]) },
    submissions: { total: submissions.data.total, ids: submissions.data.records.map((record) => record.submitId) },
  };
}

async function dropSecondDatabase(): Promise<void> {
  const connection = await mysql.createConnection({
    host: process.env.OJ_DB_HOST ?? '127.0.0.1',
    port: Number(process.env.OJ_DB_PORT ?? 3306),
    user: process.env.OJ_DB_USER ?? 'oj_test',
    password: process.env.OJ_DB_PASSWORD ?? '',
  });
  try {
    await connection.query(`DROP DATABASE IF EXISTS \`${need(secondEnv.OJ_DB_NAME, 'the database name')}\``);
  } finally {
    await connection.end();
  }
}

beforeAll(async () => {
  const ports = await secondPlatformPorts();
  secondEnv = secondPlatformEnv(ID, ports);
  restoredUrl = `http://127.0.0.1:${String(ports.gateway)}`;
  first = baseUrl();
  rootToken = await loginAt(first, 'root', rootPassword());
  const upload = await uploadAt<{ fileListDir: string; fileList: { input: string; output: string }[] }>(first, 'file/upload-testcase-zip', rootToken, 'file', {
    name: 'cases.zip',
    type: 'application/zip',
    data: aPlusBTestData(),
  });
  const languages = await apiAt<{ id: number; name: string }[]>(first, 'languages');
  const python = need(
    languages.data.find((language) => language.name === 'Python3'),
    'the Python3 language',
  );
  const saved = await apiAt<{ id: number }>(first, 'admin/problem', {
    token: rootToken,
    body: {
      problem: { problemId: `BK${RUN}`.toUpperCase(), title: `Backup sum ${RUN}`, description: 'Add two numbers.', input: 'a b', output: 'a+b', auth: 1 },
      languages: [python.id],
      isUploadTestCase: true,
      uploadTestcaseDir: upload.fileListDir,
      samples: upload.fileList.map(({ input, output }) => ({ input, output })),
    },
  });
  pid = saved.data.id;
  const generated = await apiAt<{ users: { username: string; password: string }[] }>(first, 'admin/user/generate-user', {
    token: rootToken,
    body: { prefix: `bk${RUN}`, suffix: '', numberFrom: 1, numberTo: 1, passwordLength: 10 },
  });
  account = need(generated.data.users[0], 'the generated user');
  const userToken = await loginAt(first, account.username, account.password);
  const info = await uploadAt<{ avatar: string }>(first, 'file/upload-avatar', userToken, 'image', {
    name: 'me.png',
    type: 'image/png',
    data: gradientPng(16, 16),
  });
  avatar = info.avatar;
  submitId = await submit(first, userToken);
  expect(await verdict(first, userToken, submitId)).toBe(0);
  outDir = mkdtempSync(join(tmpdir(), 'oj-backup-test-'));
});

afterAll(async () => {
  if (secondStarted) await runScript('tests/e2e/src/platform-instance.sh', ['stop'], secondEnv, 60_000);
  if (secondEnv.OJ_DB_NAME) await dropSecondDatabase().catch(() => undefined);
  if (secondEnv.OJ_RUN_DIR) rmSync(secondEnv.OJ_RUN_DIR, { recursive: true, force: true });
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

describe('backup and restore', () => {
  it('scripts/backup saves the running platform into one archive', async () => {
    const started = Date.now();
    const output = await runScriptOk('scripts/backup', ['--out', outDir], startedPlatformEnv(), 120_000);
    archive = need(output.trim().split('\n').at(-1), 'the archive path');
    expect(archive).toMatch(/\.tar$/);
    console.info(`backup took ${String(Date.now() - started)} ms`);
  }, 180_000);

  it('scripts/restore loads it into an empty database and NATS, and the restored platform starts', async () => {
    const started = Date.now();
    // From here on the second platform's processes (its NATS first) are stopped after the tests.
    secondStarted = true;
    await runScriptOk('scripts/restore', [archive], secondEnv, 180_000);
    const restored = Date.now();
    await runScriptOk('tests/e2e/src/platform-instance.sh', ['start'], secondEnv, 180_000);
    console.info(`restore took ${String(restored - started)} ms, the restored platform's start ${String(Date.now() - restored)} ms`);
    const ready = await fetch(`${restoredUrl}/readyz`);
    expect(ready.status).toBe(200);
  }, 360_000);

  it('answers with every problem, user and submission of the first platform', async () => {
    const secondRoot = await loginAt(restoredUrl, 'root', rootPassword());
    const before = await snapshot(first, rootToken);
    const after = await snapshot(restoredUrl, secondRoot);
    // Verdicts are left out: a submission still judging at the backup is judged again after the restore.
    expect(after).toEqual(before);
    expect((after.submissions as { ids: unknown[] }).ids).toContain(submitId);
    const detail = await apiAt<{ problem: { title: string } }>(restoredUrl, `get-problem-detail?problemId=BK${RUN.toUpperCase()}`);
    expect(detail.data.problem.title).toBe(`Backup sum ${RUN}`);
  });

  it('the user logs in with the old password, and sees the Accepted submission and the avatar', async () => {
    const user = need(account, 'the account');
    const token = await loginAt(restoredUrl, user.username, user.password);
    expect(await verdict(restoredUrl, token, submitId)).toBe(0);
    const image = await fetch(`${restoredUrl}${avatar}`);
    expect(image.status).toBe(200);
    expect(Buffer.from(await image.arrayBuffer()).equals(gradientPng(16, 16))).toBe(true);
  });

  it('holds the test data: the download has the cases, and a new submission is judged Accepted', async () => {
    const secondRoot = await loginAt(restoredUrl, 'root', rootPassword());
    const download = await fetch(`${restoredUrl}/api/file/download-testcase?pid=${String(pid)}`, { headers: { authorization: secondRoot } });
    expect(download.status).toBe(200);
    const bytes = Buffer.from(await download.arrayBuffer()).toString('latin1');
    for (const name of ['1.in', '1.out', '3.in', '3.out']) expect(bytes).toContain(name);
    const token = await loginAt(restoredUrl, need(account, 'the account').username, need(account, 'the account').password);
    expect(await verdict(restoredUrl, token, await submit(restoredUrl, token))).toBe(0);
  }, 120_000);

  it('refuses to restore into the now full platform without --force', async () => {
    const run = await runScript('scripts/restore', [archive], secondEnv, 120_000);
    expect(run.code).not.toBe(0);
    expect(run.output).toContain('not empty');
  }, 120_000);
});
