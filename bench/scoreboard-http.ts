/**
 * The scoreboard's HTTP benchmark: page requests of the real contest service (its own process, as
 * `node apps/contest/src/server.ts` runs it) under 100 concurrent connections, on the generated
 * contest of bench/scoreboard.ts written to MariaDB (10,000 participants, 13 problems, 200,000
 * judge rows), the board built from those tables by the service's store, after the floor measured
 * the same way (a bare Fastify route, small and page-sized). Per figure: req/s, latency, CPU per
 * request of the server and of NATS, the server's memory and the machine's load. See bench/README.md
 * ("Scoreboard benchmark", HTTP).
 *
 *   bench/run scoreboard-http [--users 10000] [--problems 13] [--submissions 200000]
 *     [--duration 10] [--warmup 2] [--connections 100] [--rate 0] [--event-rate 50] [--seed 1]
 */
import { randomBytes } from 'node:crypto';
import { availableParallelism, loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { Role } from '@oj/contracts';
import { dbConfigEnv } from '@oj/db';
import { createTestDatabase } from '@oj/db/testing';
import { createService, loadServiceConfig } from '@oj/service-kit';
import { ensureEventsStream } from '@oj/service-kit/events';
import { pidOf } from './lib/api-cpu.ts';
import { deleteNamespaceStreams, startBareServer } from './lib/api-servers.ts';
import { runBench, startContestService } from './lib/bench-process.ts';
import type { Cleanup } from './lib/bench-process.ts';
import { peakRssMb, rssMb, runLoad } from './lib/fixed-load.ts';
import type { LoadRun, LoadTarget } from './lib/fixed-load.ts';
import { Rejudges } from './lib/judged-events.ts';
import { generateContest } from './lib/scoreboard-data.ts';
import { seedContest } from './lib/scoreboard-http-data.ts';
import { ms, table } from './lib/stats.ts';
import { benchLog, positiveFlag } from './lib/cli.ts';

const { values: flags } = parseArgs({
  options: {
    users: { type: 'string', default: '10000' },
    problems: { type: 'string', default: '13' },
    submissions: { type: 'string', default: '200000' },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '2' },
    connections: { type: 'string', default: '100' },
    'event-rate': { type: 'string', default: '50' },
    /** Requests per second offered over all connections; 0 (the default) asks as fast as answers come (saturation). */
    rate: { type: 'string', default: '0' },
    seed: { type: 'string', default: '1' },
  },
});

function positive(name: keyof typeof flags): number {
  return positiveFlag(flags, name);
}

const offeredRate = Number(flags.rate);
if (!Number.isSafeInteger(offeredRate) || offeredRate < 0) throw new Error('--rate must be a whole number of requests per second (0: as fast as possible)');

const log = benchLog('bench:scoreboard-http');

const cleanups: Cleanup[] = [];

/** A route under load, with the judged events published meanwhile. */
interface Target extends LoadTarget {
  /** Judged events published to the stream while the target is loaded, per second. */
  eventsPerSec?: number;
}

interface Figures extends LoadRun {
  name: string;
  /** The server's resident memory after the run, MB. */
  rssAfterMb: number;
  /** The machine's 1-minute load average at the end of the run. */
  load1: number;
}

async function load(target: Target, connections: number, durationSec: number, natsPid: number | null): Promise<Figures> {
  const run = await runLoad(target, { connections, durationSec, rate: offeredRate, alsoCpuOf: natsPid });
  return { ...run, name: target.name, rssAfterMb: await rssMb(target.server.pid), load1: loadavg()[0] ?? Number.NaN };
}

async function main(): Promise<number> {
  const loadAtStart = loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
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
  const signer = await createService({
    config: loadServiceConfig('contest', env),
    dataSource: database.dataSource,
    plugin: (_app, _options, done) => {
      done();
    },
  });
  cleanups.push({ what: 'signer', run: () => signer.close() });
  const participantToken = signer.signToken({ ...seeded.participant, roles: [Role.User] });
  const adminToken = signer.signToken({ ...seeded.admin, roles: [Role.Admin] });

  const service = await startContestService({ ...env, ...dbConfigEnv(database.config) }, cleanups);
  const { baseUrl } = service;

  const cid = seeded.cid;
  // The store builds the board of a running contest at start; the first page waits for that build.
  const buildStarted = Date.now();
  const first = await fetch(`${baseUrl}/api/get-contest-outside-scoreboard`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ cid }),
  });
  const firstPage = (await first.json()) as { data?: { total: number; sealed: boolean } };
  if (first.status !== 200 || !firstPage.data) throw new Error(`first page: HTTP ${first.status}`);
  const buildSec = (Date.now() - buildStarted) / 1000;
  const rss = await rssMb(service.pid);
  log(`first page after ${buildSec.toFixed(1)} s: ${firstPage.data.total} rows, sealed ${firstPage.data.sealed}; service RSS ${rss.toFixed(0)} MB`);

  // Judged events for the loaded-while-judging figure: re-verdicts of random generated submissions.
  await signer.waitForNats();
  await ensureEventsStream(signer.jsm, signer.natsNames);
  const rejudges = new Rejudges(data, seeded);

  // The floor, measured the same way: a bare Fastify route (service-kit's server options, no hooks, no
  // auth), answering a small object, and a kept string the size of page 1's answer.
  // fetch asks for gzip and decodes it: the header holds the bytes sent, the text the JSON.
  const pageAnswer = await fetch(`${baseUrl}/api/get-contest-outside-scoreboard`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip' },
    body: JSON.stringify({ cid, currentPage: 1, limit: 50 }),
  });
  const pageBytes = Buffer.byteLength(await pageAnswer.text());
  const pageSent = `page 1 is ${(pageBytes / 1024).toFixed(1)} KB of JSON, ${(Number(pageAnswer.headers.get('content-length')) / 1024).toFixed(1)} KB sent to a client that accepts gzip (${pageAnswer.headers.get('content-encoding') ?? 'identity'})`;
  const bare = await startBareServer({ pageBytes });
  cleanups.push({ what: 'bare server', run: () => bare.stop() });
  const natsPid = await pidOf('nats-server');

  const targets: Target[] = [
    { name: 'bare Fastify route, small JSON (the floor)', server: bare, method: 'GET', path: '/bare' },
    { name: `bare Fastify route, a kept ${(pageBytes / 1024).toFixed(0)} KB string (the floor for a page)`, server: bare, path: '/bare-page', body: { cid } },
    {
      name: 'outside board, page 1 of 50 (anonymous, sealed view)',
      server: service,
      path: '/api/get-contest-outside-scoreboard',
      body: { cid, currentPage: 1, limit: 50 },
    },
    {
      name: 'get-contest-rank, page 1 of 50 (participant, sealed)',
      server: service,
      path: '/api/get-contest-rank',
      body: { cid, currentPage: 1, limit: 50 },
      token: participantToken,
    },
    {
      name: 'get-contest-rank, page 40 of 50 (admin, real view)',
      server: service,
      path: '/api/get-contest-rank',
      body: { cid, currentPage: 40, limit: 50 },
      token: adminToken,
    },
    {
      name: 'get-contest-rank, keyword "user12" (participant)',
      server: service,
      path: '/api/get-contest-rank',
      body: { cid, keyword: 'user12' },
      token: participantToken,
    },
    {
      name: `outside board, page 1, ${positive('event-rate')} judged events/s arriving`,
      server: service,
      path: '/api/get-contest-outside-scoreboard',
      body: { cid, currentPage: 1, limit: 50 },
      eventsPerSec: positive('event-rate'),
    },
    {
      name: 'outside board, page 1, as a browser asks (gzip)',
      server: service,
      path: '/api/get-contest-outside-scoreboard',
      body: { cid, currentPage: 1, limit: 50 },
      acceptGzip: true,
    },
    {
      name: 'get-contest-rank, page 1, as a browser asks (gzip)',
      server: service,
      path: '/api/get-contest-rank',
      body: { cid, currentPage: 1, limit: 50 },
      token: participantToken,
      acceptGzip: true,
    },
  ];
  const figures: Figures[] = [];
  for (const target of targets) {
    log(`${target.name}: warm-up ${warmupSec} s, then ${durationSec} s at ${connections} connections`);
    await load(target, connections, warmupSec, natsPid);
    await sleep(1_000);
    const events = target.eventsPerSec
      ? rejudges.publishUntil(signer.js, signer.natsNames, 1000 / target.eventsPerSec, Date.now() + durationSec * 1000)
      : Promise.resolve();
    figures.push(await load(target, connections, durationSec, natsPid));
    await events;
  }
  const rssAfter = await rssMb(service.pid);
  const peakMb = await peakRssMb(service.pid);

  const us = (value: number): string => (Number.isFinite(value) ? `${value.toFixed(0)} µs` : '-');
  const rows = figures.map((figure) => [
    figure.name,
    figure.requestsPerSec.toFixed(0),
    ms(figure.p50),
    ms(figure.p99),
    ms(figure.max),
    us(figure.serverCpuUs),
    us(figure.otherCpuUs),
    figure.rssAfterMb.toFixed(0),
    figure.load1.toFixed(1),
    String(figure.failed),
  ]);
  process.stdout.write(
    [
      '',
      `Scoreboard over HTTP: the contest service (own process) with a board of ${firstPage.data.total} rows, ${sizes.problems} problems, ${sizes.submissions} submissions.`,
      `The board was loaded from MariaDB through the store's own path (the contest's judge rows, written by this bench in ${seedSec.toFixed(0)} s): first page ${buildSec.toFixed(1)} s after the service was ready.`,
      `Answers: ${pageSent}.`,
      `Service RSS: ${rss.toFixed(0)} MB with the board, ${rssAfter.toFixed(0)} MB after the runs (peak ${peakMb.toFixed(0)} MB). ${rejudges.published} judged events published during the last figure.`,
      '',
      table(['Figure', 'req/s', 'p50', 'p99', 'max', 'server CPU/req', 'NATS CPU/req', 'RSS after (MB)', 'load', 'failed'], rows),
      '',
      `${connections} connections${offeredRate > 0 ? ` offered ${String(offeredRate)} requests/s in all` : ' as fast as answers come'}, ${durationSec} s each after a ${warmupSec} s warm-up; load at the start ${loadAtStart}, at the end ${loadavg()
        .map((value) => value.toFixed(2))
        .join(' ')} on ${availableParallelism()} cores (load generator, service, NATS and MariaDB share them).`,
      "CPU per request: the server process's user + system time over the run ÷ requests answered (the bare server for the floor rows); NATS: the nats-server process over the same run.",
      '',
    ].join('\n'),
  );
  return figures.some((figure) => figure.failed > 0) ? 1 : 0;
}

await runBench(main, cleanups, log);
