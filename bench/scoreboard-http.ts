/**
 * The scoreboard's HTTP benchmark: page requests of the real contest service (its own process, as
 * `node apps/contest/src/server.ts` runs it) under 100 concurrent connections, on the generated
 * contest of bench/scoreboard.ts written to MariaDB (10,000 participants, 13 problems, 200,000
 * judge rows), the board built from those tables by the service's store. See bench/README.md
 * ("Scoreboard benchmark", HTTP).
 *
 *   node bench/scoreboard-http.ts [--users 10000] [--problems 13] [--submissions 200000]
 *     [--duration 10] [--warmup 2] [--connections 100] [--event-rate 50] [--seed 1]
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { availableParallelism, loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { Role, Verdict } from '@oj/contracts';
import type { SubmissionJudgedEvent } from '@oj/contracts';
import { createTestDatabase } from '@oj/db/testing';
import { createService, loadServiceConfig } from '@oj/service-kit';
import { ensureEventsStream } from '@oj/service-kit/events';
import { deleteNamespaceStreams, freePort } from './lib/api-servers.ts';
import { generateContest } from './lib/scoreboard-data.ts';
import { seedContest } from './lib/scoreboard-http-data.ts';
import { ms, table } from './lib/stats.ts';

const { values: flags } = parseArgs({
  options: {
    users: { type: 'string', default: '10000' },
    problems: { type: 'string', default: '13' },
    submissions: { type: 'string', default: '200000' },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '2' },
    connections: { type: 'string', default: '100' },
    'event-rate': { type: 'string', default: '50' },
    seed: { type: 'string', default: '1' },
  },
});

function positive(name: keyof typeof flags): number {
  const value = Number(flags[name]);
  if (!Number.isSafeInteger(value) || value < 1) throw new Error(`--${name} must be a positive integer`);
  return value;
}

function log(message: string): void {
  process.stderr.write(`[bench:scoreboard-http] ${message}\n`);
}

const REPO_ROOT = fileURLToPath(new URL('../', import.meta.url));
const cleanups: { what: string; run: () => Promise<unknown> }[] = [];

interface Target {
  name: string;
  path: string;
  body: object;
  token?: string;
  /** Judged events published to the stream while the target is loaded, per second. */
  eventsPerSec?: number;
}

interface Figures {
  name: string;
  requestsPerSec: number;
  p50: number;
  p99: number;
  max: number;
  failed: number;
}

async function load(baseUrl: string, target: Target, connections: number, durationSec: number): Promise<Figures> {
  const result = await autocannon({
    url: `${baseUrl}${target.path}`,
    method: 'POST',
    connections,
    duration: durationSec,
    timeout: 10,
    body: JSON.stringify(target.body),
    headers: { 'content-type': 'application/json', ...(target.token ? { authorization: `Bearer ${target.token}` } : {}) },
  });
  return { name: target.name, requestsPerSec: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max, failed: result.non2xx + result.errors + result.timeouts };
}

/** Resident memory of a process, in MB (Linux). */
async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

async function main(): Promise<number> {
  const connections = positive('connections');
  const durationSec = positive('duration');
  const warmupSec = positive('warmup');
  const sizes = { users: positive('users'), problems: positive('problems'), submissions: positive('submissions'), seed: positive('seed') };
  const namespace = `bench${randomBytes(4).toString('hex')}`;
  const natsUrl = process.env.OJ_NATS_URL ?? 'nats://127.0.0.1:4222';
  const secret = `bench-${namespace}-secret-0123456789`;

  const database = await createTestDatabase('bench_board');
  cleanups.push({ what: `database ${database.config.database}`, run: () => database.drop() });
  cleanups.push({ what: `NATS namespace ${namespace}`, run: () => deleteNamespaceStreams(natsUrl, namespace) });
  log(`generating and writing ${sizes.users} users, ${sizes.problems} problems, ${sizes.submissions} judge rows to ${database.config.database}`);
  const data = generateContest(sizes);
  const seedStarted = Date.now();
  const seeded = await seedContest(database.dataSource, data, log);
  const seedSec = (Date.now() - seedStarted) / 1000;
  await database.dataSource.query('ANALYZE TABLE judge, user_info, contest_problem');

  // Tokens are signed with the secret the service is started with, by a service-kit app of our own.
  const env = { OJ_LOG_LEVEL: 'warn', OJ_NATS_NAMESPACE: namespace, OJ_JWT_SECRET: secret };
  const signer = await createService({ config: loadServiceConfig('contest', env), dataSource: database.dataSource, plugin: (_app, _options, done) => { done(); } });
  cleanups.push({ what: 'signer', run: () => signer.close() });
  const participantToken = signer.signToken({ ...seeded.participant, roles: [Role.User] });
  const adminToken = signer.signToken({ ...seeded.admin, roles: [Role.Admin] });

  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['apps/contest/src/server.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      ...env,
      NODE_ENV: 'production',
      OJ_HOST: '127.0.0.1',
      OJ_CONTEST_PORT: String(port),
      OJ_DB_HOST: database.config.host,
      OJ_DB_PORT: String(database.config.port),
      OJ_DB_USER: database.config.user,
      OJ_DB_PASSWORD: database.config.password,
      OJ_DB_NAME: database.config.database,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => { resolve(); }));
  cleanups.push({
    what: 'contest service',
    run: async () => {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await Promise.race([exited, sleep(12_000).then(() => child.kill('SIGKILL'))]);
    },
  });
  for (let tries = 0; ; tries += 1) {
    if (child.exitCode !== null) throw new Error(`the contest service exited with ${child.exitCode}`);
    const ready = await fetch(`${baseUrl}/readyz`).then((response) => response.ok).catch(() => false);
    if (ready) break;
    if (tries > 300) throw new Error('the contest service was not ready within 60 s');
    await sleep(200);
  }

  const cid = seeded.cid;
  // The store builds the board of a running contest at start; the first page waits for that build.
  const buildStarted = Date.now();
  const first = await fetch(`${baseUrl}/api/get-contest-outside-scoreboard`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ cid }) });
  const firstPage = (await first.json()) as { data?: { total: number; sealed: boolean } };
  if (first.status !== 200 || !firstPage.data) throw new Error(`first page: HTTP ${first.status}`);
  const buildSec = (Date.now() - buildStarted) / 1000;
  const rss = await rssMb(child.pid ?? 0);
  log(`first page after ${buildSec.toFixed(1)} s: ${firstPage.data.total} rows, sealed ${firstPage.data.sealed}; service RSS ${rss.toFixed(0)} MB`);

  // Judged events for the loaded-while-judging figure: re-verdicts of random generated submissions.
  await signer.waitForNats();
  await ensureEventsStream(signer.jsm, signer.natsNames);
  let published = 0;
  const publishEvents = (perSec: number, untilMs: number): Promise<void> =>
    (async () => {
      const usernames = new Map(data.users.map((user) => [user.uid, user.username]));
      while (Date.now() < untilMs) {
        const submission = data.submissions[Math.floor(Math.random() * data.submissions.length)];
        if (submission) {
          const status = submission.status === Verdict.Accepted ? Verdict.WrongAnswer : Verdict.Accepted;
          const event: SubmissionJudgedEvent = {
            submitId: submission.submitId, pid: data.problems[(submission.cpid ?? 1) - 1]?.pid ?? 0, uid: submission.uid, username: usernames.get(submission.uid) ?? '',
            cid, gid: null, oldStatus: submission.status, newStatus: status, score: null, oiRankScore: null, time: 1, memory: 1, isManual: false, reason: 'rejudge',
            submitTime: new Date(submission.submitTimeMs + seeded.shiftMs).toISOString(), at: new Date().toISOString(),
          };
          submission.status = status;
          await signer.js.publish(signer.natsNames.subjects.submissionJudged, JSON.stringify(event));
          published += 1;
        }
        await sleep(1000 / perSec);
      }
    })();

  const targets: Target[] = [
    { name: 'outside board, page 1 of 50 (anonymous, sealed view)', path: '/api/get-contest-outside-scoreboard', body: { cid, currentPage: 1, limit: 50 } },
    { name: 'get-contest-rank, page 1 of 50 (participant, sealed)', path: '/api/get-contest-rank', body: { cid, currentPage: 1, limit: 50 }, token: participantToken },
    { name: 'get-contest-rank, page 40 of 50 (admin, real view)', path: '/api/get-contest-rank', body: { cid, currentPage: 40, limit: 50 }, token: adminToken },
    { name: 'get-contest-rank, keyword "user12" (participant)', path: '/api/get-contest-rank', body: { cid, keyword: 'user12' }, token: participantToken },
    { name: `outside board, page 1, ${positive('event-rate')} judged events/s arriving`, path: '/api/get-contest-outside-scoreboard', body: { cid, currentPage: 1, limit: 50 }, eventsPerSec: positive('event-rate') },
  ];
  const figures: Figures[] = [];
  for (const target of targets) {
    log(`${target.name}: warm-up ${warmupSec} s, then ${durationSec} s at ${connections} connections`);
    await load(baseUrl, target, connections, warmupSec);
    await sleep(1_000);
    const events = target.eventsPerSec ? publishEvents(target.eventsPerSec, Date.now() + durationSec * 1000) : Promise.resolve();
    figures.push(await load(baseUrl, target, connections, durationSec));
    await events;
  }
  const rssAfter = await rssMb(child.pid ?? 0);

  const rows = figures.map((figure) => [figure.name, figure.requestsPerSec.toFixed(0), ms(figure.p50), ms(figure.p99), ms(figure.max), String(figure.failed)]);
  process.stdout.write(
    [
      '',
      `Scoreboard over HTTP: the contest service (own process) with a board of ${firstPage.data.total} rows, ${sizes.problems} problems, ${sizes.submissions} submissions.`,
      `The board was loaded from MariaDB through the store's own path (the contest's judge rows, written by this bench in ${seedSec.toFixed(0)} s): first page ${buildSec.toFixed(1)} s after the service was ready.`,
      `Service RSS: ${rss.toFixed(0)} MB with the board, ${rssAfter.toFixed(0)} MB after the runs. ${published} judged events published during the last figure.`,
      '',
      table(['Figure', 'req/s', 'p50', 'p99', 'max', 'failed'], rows),
      '',
      `${connections} connections, ${durationSec} s each after a ${warmupSec} s warm-up; load ${loadavg().map((value) => value.toFixed(2)).join(' ')} on ${availableParallelism()} cores (load generator and service share them).`,
      '',
    ].join('\n'),
  );
  return figures.some((figure) => figure.failed > 0) ? 1 : 0;
}

let exitCode = 2;
try {
  exitCode = await main();
} catch (error) {
  log(`failed: ${(error as Error).stack ?? String(error)}`);
} finally {
  for (const cleanup of cleanups.reverse()) {
    try {
      await cleanup.run();
    } catch (error) {
      log(`cleanup of ${cleanup.what} failed: ${(error as Error).message}`);
    }
  }
}
process.exit(exitCode);
