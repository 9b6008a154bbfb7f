/**
 * The simulated contest's setup on a started platform: its problems and the running ACM contest made as an
 * admin makes them (the back office's problem, contest and add-problem routes, as root), the contestants' accounts written in
 * bulk with the rows the back office's account generation writes (its own `accountRows`, one shared
 * password hash), their tokens, a few real sign-ins, and the compile cache warmed with every source.
 */
import { Verdict } from '@oj/contracts';
import { LanguageEntity } from '@oj/db';
import { hashPassword } from '@oj/service-kit';
import type { DataSource } from 'typeorm';
import { accountRows, insertAccountRows, INSERT_BATCH } from '../../apps/gateway/src/modules/admin-user/accounts.ts';
import { waitSettled } from './chaos-check.ts';
import { apiPost } from './chaos-load.ts';
import { benchToken } from './live-clients.ts';
import { LANGUAGE, PROBLEMS, WRONG } from './contest-load-sources.ts';
import type { LoadProblem } from './contest-load-sources.ts';

/** A contest problem as submissions name it: the bank problem's id. */
export interface ContestProblem extends LoadProblem {
  pid: number;
}

export interface LoadContest {
  cid: number;
  problems: ContestProblem[];
}

/** A contestant: account, and the token its pages send. */
export interface Contestant {
  uid: string;
  username: string;
  token: string;
}

const MINUTE_MS = 60_000;

async function adminCall<T>(baseUrl: string, path: string, body: unknown, token: string): Promise<T> {
  const { httpStatus, envelope } = await apiPost<T>(baseUrl, path, body, token, 60_000);
  if (httpStatus !== 200 || envelope?.status !== 200) throw new Error(`${path}: HTTP ${httpStatus} ${envelope?.msg ?? ''}`);
  return envelope.data;
}

/** PROBLEMS, made through the back office (public, ACM, C, manual cases); their bank ids. */
export async function createProblems(baseUrl: string, rootToken: string, db: DataSource): Promise<ContestProblem[]> {
  const c = await db.getRepository(LanguageEntity).findOneOrFail({ where: { name: LANGUAGE, oj: 'ME' }, select: { id: true } });
  const problems: ContestProblem[] = [];
  for (const problem of PROBLEMS) {
    const body = {
      problem: { problemId: problem.problemId, title: problem.title, description: 'Two integers a and b.', input: 'a b', output: 'One integer.' },
      languages: [c.id],
      isUploadTestCase: false,
      samples: problem.cases,
    };
    const saved = await adminCall<{ id: number }>(baseUrl, 'admin/problem', body, rootToken);
    problems.push({ ...problem, pid: saved.id });
  }
  return problems;
}

/** A public ACM contest of `problems` that started 5 minutes ago and runs `minutes` more plus two hours, unsealed. */
export async function createContest(
  baseUrl: string,
  rootToken: string,
  problems: readonly ContestProblem[],
  title: string,
  minutes: number,
): Promise<LoadContest> {
  const now = Date.now();
  const form = {
    title,
    description: 'The simulated contest of bench/contest-load.ts.',
    type: 0,
    auth: 0,
    pwd: null,
    startTime: new Date(now - 5 * MINUTE_MS).toISOString(),
    endTime: new Date(now + (minutes + 120) * MINUTE_MS).toISOString(),
    sealRank: false,
    sealRankTime: null,
    autoRealRank: true,
    allowEndSubmit: false,
    openPrint: false,
    openRank: false,
    rankShowName: 'username',
    oiRankScoreType: 'Recent',
    starAccount: [],
    awardType: 0,
    awardConfigList: [],
    openAccountLimit: false,
    accountLimitRule: null,
    visible: true,
    gid: null,
  };
  const { id: cid } = await adminCall<{ id: number }>(baseUrl, 'admin/contest', form, rootToken);
  for (const problem of problems)
    await adminCall(baseUrl, 'admin/contest/add-problem-from-public', { cid, pid: problem.pid, displayId: problem.displayId }, rootToken);
  return { cid, problems: [...problems] };
}

/**
 * `count` accounts `cl00001`, `cl00002`, ... with the password `password`, through the back office's own
 * row builder and insert (apps/gateway admin-user/accounts.ts), 100 a statement. The password is hashed once
 * and shared: scrypt at the production cost takes 100+ ms and 128 MiB per hash.
 */
export async function createContestants(db: DataSource, count: number, password: string, secret: string, lifetimeSec: number): Promise<Contestant[]> {
  const hash = await hashPassword(password);
  const contestants: Contestant[] = [];
  for (let start = 0; start < count; start += INSERT_BATCH) {
    const rows = Array.from({ length: Math.min(INSERT_BATCH, count - start) }, (_, offset) =>
      accountRows(
        {
          username: `cl${String(start + offset + 1).padStart(5, '0')}`,
          password,
          email: '',
          realname: null,
          gender: 'secrecy',
          nickname: null,
          school: 'Bench',
        },
        hash,
      ),
    );
    await db.transaction((manager) => insertAccountRows(manager, rows));
    for (const row of rows)
      contestants.push({ uid: row.user.uid, username: row.user.username, token: benchToken(secret, row.user.uid, lifetimeSec, row.user.username) });
  }
  return contestants;
}

/** Signs `contestants` in through POST /api/login one after another; the latency of each (ms). Throws when one fails. */
export async function signIn(baseUrl: string, contestants: readonly Contestant[], password: string): Promise<number[]> {
  const latencies: number[] = [];
  for (const contestant of contestants) {
    const started = performance.now();
    const { httpStatus, envelope, headers } = await apiPost(baseUrl, 'login', { username: contestant.username, password }, null, 60_000);
    latencies.push(performance.now() - started);
    const token = headers.get('authorization');
    if (httpStatus !== 200 || !token) throw new Error(`login of ${contestant.username}: HTTP ${httpStatus} ${envelope?.msg ?? ''}`);
  }
  return latencies;
}

/** Judges every source once outside the contest (root), so the contest's submissions find them compiled. */
export async function warmCompileCache(baseUrl: string, rootToken: string, db: DataSource, problems: readonly ContestProblem[]): Promise<void> {
  const sources = [...problems.map((problem) => ({ pid: problem.pid, code: problem.accepted })), { pid: problems[0]?.pid ?? 0, code: WRONG }];
  const ids: number[] = [];
  for (const source of sources) {
    const data = await adminCall<{ submitId: number }>(
      baseUrl,
      'submit-problem-judge',
      { pid: source.pid, language: LANGUAGE, code: source.code, cid: 0 },
      rootToken,
    );
    ids.push(data.submitId);
  }
  await waitSettled(db, ids, 300_000);
  const rows = await db.query<{ submitId: number | string; status: number | string }[]>(
    `SELECT submitId, status FROM judge WHERE submitId IN (${ids.map(() => '?').join(',')})`,
    ids,
  );
  const statuses = new Map(rows.map((row) => [Number(row.submitId), Number(row.status)]));
  const wanted: number[] = [...problems.map(() => Verdict.Accepted), Verdict.WrongAnswer];
  const wrong = ids.filter((id, index) => statuses.get(id) !== wanted[index]);
  if (wrong.length)
    throw new Error(`the warm-up submissions were not judged as expected: ${ids.map((id) => `${id}: ${statuses.get(id) ?? 'none'}`).join(', ')}`);
}
