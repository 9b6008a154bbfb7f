import { ProblemAuth, Role } from '@oj/contracts';
import { saveWebsiteConfig } from '@oj/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachmentDisposition, isPlainFileName } from '../../src/modules/problem/queries/extra-files.ts';
import type { ProblemHarness } from './helpers.ts';
import { createUser, get, insertProblem, msgOf, startProblemApp } from './helpers.ts';

describe('get-problem-extra-file (the Problem Annex download)', () => {
  let harness: ProblemHarness;
  let user: { uid: string; token: string };
  let admin: { uid: string; token: string };
  let publicPid: number;
  let privatePid: number;
  let contestPid: number;
  let groupPid: number;

  const download = (query: Record<string, string>, token?: string) => get(harness.app, '/api/get-problem-extra-file', query, token);

  beforeAll(async () => {
    harness = await startProblemApp('prob_extra');
    const { app } = harness;
    user = await createUser(app, 'annex_user');
    admin = await createUser(app, 'annex_admin', [Role.ProblemAdmin]);
    const files = {
      userExtraFile: JSON.stringify({ 'lib.h': 'int helper(void);\n', '数据 "说明".txt': '中文内容' }),
      judgeExtraFile: JSON.stringify({ 'checker.h': 'SECRET_JUDGE_FILE' }),
    };
    publicPid = await insertProblem(app, { problemId: 'X100', ...files });
    privatePid = await insertProblem(app, { problemId: 'X101', auth: ProblemAuth.Private, ...files });
    contestPid = await insertProblem(app, { problemId: 'X102', auth: ProblemAuth.Contest, ...files });
    groupPid = await insertProblem(app, { problemId: 'X103', isGroup: true, gid: 4, ...files });
  });

  afterAll(async () => {
    await harness.close();
  });

  it('sends a public problem’s user file as an attachment, to users and visitors alike', async () => {
    for (const token of [user.token, undefined]) {
      const response = await download({ pid: String(publicPid), name: 'lib.h' }, token);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe('int helper(void);\n');
      expect(response.headers['content-type']).toBe('application/octet-stream');
      expect(response.headers['content-disposition']).toBe(`attachment; filename="lib.h"; filename*=UTF-8''lib.h`);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('names a file with quotes and non-ASCII letters safely, with the exact name in filename*', async () => {
    const response = await download({ pid: String(publicPid), name: '数据 "说明".txt' }, user.token);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.toString('utf8')).toBe('中文内容');
    const disposition = String(response.headers['content-disposition']);
    expect(disposition).toMatch(/^attachment; filename="[\x20-\x7e]*"; filename\*=UTF-8''/);
    expect(disposition).not.toContain('"说明"');
    expect(decodeURIComponent(disposition.split("UTF-8''")[1] ?? '')).toBe('数据 "说明".txt');
  });

  it('hides the files of private, contest and group problems from a user, as the detail does (404)', async () => {
    for (const pid of [privatePid, contestPid, groupPid]) {
      const response = await download({ pid: String(pid), name: 'lib.h' }, user.token);
      expect(response.statusCode).toBe(404);
      expect(msgOf(response)).toBe('The problem does not exist');
    }
    const missing = await download({ pid: '999999', name: 'lib.h' }, user.token);
    expect(missing.statusCode).toBe(404);
    // Admin roles open private problems, so they get the file.
    const asAdmin = await download({ pid: String(privatePid), name: 'lib.h' }, admin.token);
    expect(asAdmin.statusCode).toBe(200);
  });

  it('never serves a judge-side file, not even to an admin', async () => {
    for (const token of [user.token, admin.token]) {
      const response = await download({ pid: String(publicPid), name: 'checker.h' }, token);
      expect(response.statusCode).toBe(404);
      expect(msgOf(response)).toBe('The file does not exist');
      expect(response.body).not.toContain('SECRET_JUDGE_FILE');
    }
  });

  it('refuses names with path characters (400) and unknown names (404)', async () => {
    for (const name of ['../lib.h', 'a/b', 'a\\b', '..', '.', 'lib.h\u0000', ' ']) {
      const response = await download({ pid: String(publicPid), name }, user.token);
      expect(response.statusCode, name).toBe(400);
    }
    expect(msgOf(await download({ pid: String(publicPid), name: '../lib.h' }))).toBe('The file name must not contain path characters');
    expect((await download({ pid: String(publicPid), name: 'nope.txt' })).statusCode).toBe(404);
    expect((await download({ pid: String(publicPid), name: 'constructor' })).statusCode).toBe(404);
    expect((await download({ pid: 'x', name: 'lib.h' })).statusCode).toBe(400);
    expect((await download({ pid: String(publicPid) })).statusCode).toBe(400);
  });

  it('follows the guest-browse switch, as the problem detail does: off, visitors must sign in', async () => {
    await saveWebsiteConfig(harness.app.db, { guestBrowseProblems: false });
    try {
      // The switch is cached for a moment (GUEST_SWITCH_CACHE_TTL_MS); wait until it applies.
      await expect.poll(async () => (await download({ pid: String(publicPid), name: 'lib.h' })).statusCode, { timeout: 5000, interval: 250 }).toBe(401);
      expect((await download({ pid: String(publicPid), name: 'lib.h' }, user.token)).statusCode).toBe(200);
    } finally {
      await saveWebsiteConfig(harness.app.db, { guestBrowseProblems: true });
    }
  });

  it('answers zh-CN messages in Chinese', async () => {
    const response = await harness.app.inject({
      method: 'GET',
      url: '/api/get-problem-extra-file',
      query: { pid: String(publicPid), name: 'missing.txt' },
      headers: { 'accept-language': 'zh-CN', authorization: user.token },
    });
    expect(msgOf(response)).toBe('该文件不存在');
  });
});

describe('extra file names (pure rules)', () => {
  it('accepts plain names only', () => {
    expect(isPlainFileName('input.txt')).toBe(true);
    expect(isPlainFileName('..hidden')).toBe(true);
    for (const name of ['a/b', 'a\\b', '..', '.', 'tab\there', '']) expect(isPlainFileName(name), name).toBe(false);
  });

  it('keeps the ASCII fallback free of quotes, separators and control characters', () => {
    expect(attachmentDisposition('a";b.txt')).toBe(`attachment; filename="a__b.txt"; filename*=UTF-8''a%22%3Bb.txt`);
  });
});
