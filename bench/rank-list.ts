/**
 * The global ranklists' benchmark: `GET /api/get-rank-list` (ACM and OI, page 1 of 30) of the real
 * contest service (its own process, as `node apps/contest/src/server.ts` runs it), on 100,000
 * accounts with 300,000 non-contest judge rows written to MariaDB, under 100 concurrent connections
 * at a fixed offered load, side by side with the floor: a bare Fastify route answering a kept JSON
 * string of the same size. The three are measured in alternating rounds (floor, ACM, OI, floor…), so
 * a change in the machine's load touches all of them; the figures are the medians over the rounds.
 * Targets: p99 ≤ 1.5 × the floor's, server CPU per request ≤ 2 × the floor's. See bench/README.md
 * ("Ranklist benchmark").
 *
 *   bench/run rank-list [--users 100000] [--submissions 300000] [--problems 2000] [--rate 1000]
 *     [--connections 100] [--duration 8] [--warmup 2] [--rounds 3] [--seed 1]
 */
import { randomBytes } from 'node:crypto';
import { availableParallelism, loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { dbConfigEnv } from '@oj/db';
import { createTestDatabase } from '@oj/db/testing';
import { deleteNamespaceStreams, startBareServer } from './lib/api-servers.ts';
import { runBench, startContestService } from './lib/bench-process.ts';
import type { Cleanup } from './lib/bench-process.ts';
import { rssMb, runLoad } from './lib/fixed-load.ts';
import type { LoadRun, LoadTarget } from './lib/fixed-load.ts';
import { seedRankData } from './lib/rank-list-data.ts';
import { median, ms, table } from './lib/stats.ts';
import { benchLog, positiveFlag } from './lib/cli.ts';

const { values: flags } = parseArgs({
  options: {
    users: { type: 'string', default: '100000' },
    submissions: { type: 'string', default: '300000' },
    problems: { type: 'string', default: '2000' },
    rate: { type: 'string', default: '1000' },
    connections: { type: 'string', default: '100' },
    duration: { type: 'string', default: '8' },
    warmup: { type: 'string', default: '2' },
    rounds: { type: 'string', default: '3' },
    seed: { type: 'string', default: '1' },
  },
});

function positive(name: keyof typeof flags): number {
  return positiveFlag(flags, name);
}

const log = benchLog('bench:rank-list');

const cleanups: Cleanup[] = [];

async function main(): Promise<number> {
  const loadAtStart = loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
  const connections = positive('connections');
  const rate = positive('rate');
  const durationSec = positive('duration');
  const warmupSec = positive('warmup');
  const rounds = positive('rounds');
  const sizes = { users: positive('users'), submissions: positive('submissions'), problems: positive('problems'), seed: positive('seed') };
  const namespace = `bench${randomBytes(4).toString('hex')}`;
  const natsUrl = process.env.OJ_NATS_URL ?? 'nats://127.0.0.1:4222';

  const database = await createTestDatabase('bench_ranks');
  cleanups.push({ what: `database ${database.config.database}`, run: () => database.drop() });
  cleanups.push({ what: `NATS namespace ${namespace}`, run: () => deleteNamespaceStreams(natsUrl, namespace) });
  log(`writing ${sizes.users} accounts and ${sizes.submissions} judge rows to ${database.config.database}`);
  const seedStarted = Date.now();
  await seedRankData(database.dataSource, sizes, log);
  const seedSec = (Date.now() - seedStarted) / 1000;
  await database.dataSource.query('ANALYZE TABLE judge, user_info');

  const service = await startContestService(
    {
      OJ_LOG_LEVEL: 'warn',
      OJ_NATS_NAMESPACE: namespace,
      OJ_JWT_SECRET: `bench-${namespace}-secret-0123456789`,
      ...dbConfigEnv(database.config),
    },
    cleanups,
  );
  // The lists are built at start; the first answer waits for that build.
  const buildStarted = Date.now();
  const first = await fetch(`${service.baseUrl}/api/get-rank-list?type=ACM`);
  const firstPage = (await first.json()) as { data?: { total: number } };
  if (first.status !== 200 || !firstPage.data) throw new Error(`first page: HTTP ${first.status}`);
  const buildSec = (Date.now() - buildStarted) / 1000;
  const rssWithLists = await rssMb(service.pid);
  const pageBytes = Buffer.byteLength(await (await fetch(`${service.baseUrl}/api/get-rank-list?type=ACM&currentPage=1`)).text());
  log(`first page after ${buildSec.toFixed(1)} s: ${firstPage.data.total} ranked users; page 1 is ${pageBytes} bytes`);
  const bare = await startBareServer({ pageBytes });
  cleanups.push({ what: 'bare server', run: () => bare.stop() });

  const floor: LoadTarget = { name: `floor: bare Fastify route, a kept ${(pageBytes / 1024).toFixed(1)} KB string`, server: bare, path: '/bare-page' };
  const targets: LoadTarget[] = [
    floor,
    { name: 'get-rank-list ACM, page 1 of 30', server: service, path: '/api/get-rank-list?type=ACM&currentPage=1&limit=30' },
    { name: 'get-rank-list OI, page 1 of 30', server: service, path: '/api/get-rank-list?type=OI&currentPage=1&limit=30' },
  ];
  const runs = new Map<LoadTarget, LoadRun[]>(targets.map((target) => [target, []]));
  for (const target of targets) {
    log(`${target.name}: warm-up ${warmupSec} s`);
    await runLoad(target, { connections, durationSec: warmupSec, rate });
  }
  for (let round = 1; round <= rounds; round += 1) {
    for (const target of targets) {
      log(`round ${round}/${rounds}: ${target.name}, ${durationSec} s at ${rate} requests/s over ${connections} connections`);
      await sleep(500);
      runs.get(target)?.push(await runLoad(target, { connections, durationSec, rate }));
    }
  }

  const summary = (target: LoadTarget) => {
    const list = runs.get(target) ?? [];
    return {
      p50: median(list.map((run) => run.p50)),
      p99: median(list.map((run) => run.p99)),
      requestsPerSec: median(list.map((run) => run.requestsPerSec)),
      cpuUs: median(list.map((run) => run.serverCpuUs)),
      failed: list.reduce((sum, run) => sum + run.failed, 0),
    };
  };
  const base = summary(floor);
  // Set inside the rows' callback (a plain flag would read as always false to the type checker).
  const outcome = { missed: false };
  const rows = targets.map((target) => {
    const figure = summary(target);
    const p99Ratio = figure.p99 / Math.max(base.p99, 0.001);
    const cpuRatio = figure.cpuUs / Math.max(base.cpuUs, 0.001);
    const isFloor = target === floor;
    const pass = isFloor || (p99Ratio <= 1.5 && cpuRatio <= 2 && figure.failed === 0);
    if (!pass) outcome.missed = true;
    return [
      target.name,
      figure.requestsPerSec.toFixed(0),
      ms(figure.p50),
      ms(figure.p99),
      `${figure.cpuUs.toFixed(0)} µs`,
      isFloor ? '1' : p99Ratio.toFixed(2),
      isFloor ? '1' : cpuRatio.toFixed(2),
      String(figure.failed),
      isFloor ? '' : pass ? 'pass' : 'MISSED',
    ];
  });
  process.stdout.write(
    [
      '',
      `Global ranklists over HTTP: the contest service (own process), ${firstPage.data.total} ranked users of ${sizes.users} accounts, ${sizes.submissions} judge rows over ${sizes.problems} problems (written in ${seedSec.toFixed(0)} s; lists built ${buildSec.toFixed(1)} s after the service was ready; service RSS ${rssWithLists.toFixed(0)} MB with them).`,
      `Each figure: the median over ${rounds} alternating rounds of ${durationSec} s at ${rate} requests/s offered over ${connections} connections (after a ${warmupSec} s warm-up each).`,
      '',
      table(['Figure', 'req/s', 'p50', 'p99', 'server CPU/req', 'p99 ÷ floor', 'CPU ÷ floor', 'failed', 'target'], rows),
      '',
      'Targets: p99 ≤ 1.5 × the floor’s p99, server CPU per request ≤ 2 × the floor’s (user + system time of the server process over a run ÷ requests answered).',
      `Load at the start ${loadAtStart}, at the end ${loadavg()
        .map((value) => value.toFixed(2))
        .join(' ')} on ${availableParallelism()} cores (load generator, servers, NATS and MariaDB share them).`,
      '',
    ].join('\n'),
  );
  return outcome.missed ? 1 : 0;
}

await runBench(main, cleanups, log);
