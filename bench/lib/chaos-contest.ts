/**
 * Chaos scenario contest-restart: a running contest (the scoreboard bench's generated contest, plus
 * the judgeable P1000 as its last problem) is on the platform; the contest service is restarted and
 * its boards must come back identical:
 *   1. every page of the board as an admin sees it (real), a participant (sealed) and an anonymous
 *      visitor (outside board), before and after a SIGKILL and start of the contest service;
 *   2. contest submissions made while the service is down (SIGTERM) are judged, and the board it
 *      builds after starting (from the database, events replayed) shows them; it is compared again
 *      after one more SIGKILL and start, so the board kept up to date by events equals the one
 *      rebuilt from the tables.
 * The field `version` (the service's own counter of board changes) is left out of the comparison.
 */
import { isDeepStrictEqual } from 'node:util';
import { setTimeout as sleep } from 'node:timers/promises';
import { ContestProblemEntity, ProblemEntity } from '@oj/db';
import type { DataSource } from 'typeorm';
import type { Cleanup } from './bench-process.ts';
import { waitSettled } from './chaos-check.ts';
import { apiPost, SubmitStream } from './chaos-load.ts';
import type { ChaosPlatform } from './chaos-platform.ts';
import { ms, startJudgeable } from './chaos-scenario.ts';
import type { ScenarioResult } from './chaos-scenario.ts';
import { benchToken } from './live-clients.ts';
import { generateContest } from './scoreboard-data.ts';
import { seedContest } from './scoreboard-http-data.ts';
import type { SeededContest } from './scoreboard-http-data.ts';

interface BoardPage {
  total: number;
  records: unknown[];
  [key: string]: unknown;
}

type Boards = Record<string, unknown[]>;

/** Every page of one board (100 rows a page), without the `version` counter. */
async function wholeBoard(platform: ChaosPlatform, path: string, cid: number, token: string | null): Promise<unknown[]> {
  const pages: unknown[] = [];
  for (let page = 1; ; page += 1) {
    const { httpStatus, envelope } = await apiPost<BoardPage>(platform.baseUrl, path, { cid, currentPage: page, limit: 100 }, token, 30_000);
    if (httpStatus !== 200 || envelope?.status !== 200) throw new Error(`${path} page ${page}: HTTP ${httpStatus} ${envelope?.msg ?? ''}`);
    const { version: _version, ...rest } = envelope.data;
    pages.push(rest);
    if (page * 100 >= envelope.data.total) return pages;
  }
}

async function boards(platform: ChaosPlatform, cid: number, adminToken: string, participantToken: string): Promise<Boards> {
  return {
    'admin (get-contest-rank)': await wholeBoard(platform, 'get-contest-rank', cid, adminToken),
    'participant (get-contest-rank, sealed)': await wholeBoard(platform, 'get-contest-rank', cid, participantToken),
    'anonymous (get-contest-outside-scoreboard)': await wholeBoard(platform, 'get-contest-outside-scoreboard', cid, null),
  };
}

/** The boards that differ, with the first differing page. */
function differences(before: Boards, after: Boards): string[] {
  const found: string[] = [];
  for (const [name, pages] of Object.entries(before)) {
    const other = after[name] ?? [];
    if (isDeepStrictEqual(pages, other)) continue;
    const page = pages.findIndex((value, index) => !isDeepStrictEqual(value, other[index]));
    found.push(`${name}: page ${page + 1} differs`);
  }
  return found;
}

/** Restarts the contest service (`how`) and waits until a board answers again; the ms it took. */
async function restartContest(platform: ChaosPlatform, how: 'kill' | 'term', cid: number): Promise<number> {
  const started = Date.now();
  if (how === 'kill') await platform.kill('contest');
  else await platform.stopOne('contest');
  await platform.launch('contest');
  await platform.waitReady('contest');
  for (;;) {
    const { httpStatus } = await apiPost(platform.baseUrl, 'get-contest-outside-scoreboard', { cid, currentPage: 1, limit: 1 }, null, 30_000).catch(() => ({
      httpStatus: 0,
    }));
    if (httpStatus === 200) return Date.now() - started;
    await sleep(100);
  }
}

export async function contestRestart(
  options: { users: number; problems: number; submissions: number; duringDown: number },
  log: (message: string) => void,
  cleanups: Cleanup[],
): Promise<ScenarioResult> {
  let seeded: SeededContest | null = null;
  const seed = async (db: DataSource) => {
    const data = generateContest({ users: options.users, problems: options.problems, submissions: options.submissions, seed: 7 });
    seeded = await seedContest(db, data, log);
    // P1000 (the judgeable demo problem) as the contest's last problem, for real submissions.
    const problem = await db.getRepository(ProblemEntity).findOneOrFail({ where: { problemId: 'P1000' }, select: { id: true } });
    await db.getRepository(ContestProblemEntity).insert({ cid: seeded.cid, pid: problem.id, displayId: 'Z', displayTitle: 'A+B', color: null });
  };
  const { platform, token } = await startJudgeable('cr', log, cleanups, seed);
  const contest = seeded as SeededContest | null;
  if (!contest) throw new Error('the contest was not seeded');
  const { cid } = contest;
  const participantToken = benchToken(platform.jwtSecret(), contest.participant.uid);
  const problem = await (await platform.db()).getRepository(ProblemEntity).findOneOrFail({ where: { problemId: 'P1000' }, select: { id: true } });
  const figures: [string, string][] = [];
  const problems: string[] = [];

  const before = await boards(platform, cid, token, participantToken);
  const rows = (before['admin (get-contest-rank)']?.[0] as BoardPage | undefined)?.total ?? 0;
  figures.push(['board', `${rows} rows, ${options.problems + 1} problems, ${options.submissions} seeded judge rows`]);
  const killMs = await restartContest(platform, 'kill', cid);
  const afterKill = await boards(platform, cid, token, participantToken);
  const killDiff = differences(before, afterKill);
  figures.push(['1. SIGKILL + start: board answering again after', ms(killMs)]);
  figures.push(['1. boards identical after the restart (3 boards, every page)', killDiff.length ? `no: ${killDiff.join('; ')}` : 'yes']);
  problems.push(...killDiff.map((text) => `after SIGKILL: ${text}`));

  // 2. Submissions while the service is down, then the board built after start, then rebuilt once more.
  const stream = new SubmitStream({
    baseUrl: platform.baseUrl,
    token: participantToken,
    pid: problem.id,
    cid,
    intervalMs: 200,
    timeoutMs: 15_000,
    tag: 'contest',
  });
  const downStarted = Date.now();
  await platform.stopOne('contest');
  for (let index = 0; index < options.duringDown; index += 1) await stream.submitOne();
  const taken = stream.accepted().map((record) => record.submitId as number);
  figures.push(['2. contest submissions while the contest service was down: taken / refused', `${taken.length} / ${stream.refused().length}`]);
  if (stream.refused().length)
    figures.push(['2. refused with', [...new Set(stream.refused().map((record) => `${record.httpStatus} ${record.error ?? ''}`))].join('; ')]);
  await platform.launch('contest');
  await platform.waitReady('contest');
  figures.push(['2. SIGTERM, submissions, start: ready after', ms(Date.now() - downStarted)]);
  const settleMs = await waitSettled(await platform.db(), taken, 120_000);
  figures.push(['2. those submissions judged within', ms(settleMs)]);
  await sleep(2_000); // the judged events reach the board
  const withNew = await boards(platform, cid, token, participantToken);
  const changed = differences(afterKill, withNew);
  figures.push(['2. boards changed by those submissions', changed.length ? changed.join('; ') : 'none']);
  if (taken.length && !changed.length) problems.push('the submissions made while the contest service was down did not reach its board');
  const rebuildMs = await restartContest(platform, 'kill', cid);
  const rebuilt = await boards(platform, cid, token, participantToken);
  const rebuildDiff = differences(withNew, rebuilt);
  figures.push(['2. SIGKILL + start again: board answering after', ms(rebuildMs)]);
  figures.push(['2. board kept by events = board rebuilt from the tables', rebuildDiff.length ? `no: ${rebuildDiff.join('; ')}` : 'yes']);
  problems.push(...rebuildDiff.map((text) => `events vs rebuilt: ${text}`));
  return { name: 'contest-restart', figures, problems };
}
