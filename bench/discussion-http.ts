/**
 * The discussion's HTTP benchmark (issue 22): a discussion with 5,000 comments and 20,000 replies,
 * its comment pages asked of the real community service (its own process, as `node
 * apps/community/src/server.ts` runs it) under 100 concurrent connections at a fixed offered load,
 * side by side in the same run with a bare Fastify route answering a kept string of the same size
 * as the page. Prints the p99 of both and their ratio (target ≤ 1.5), the server CPU per request of
 * both and their ratio (target ≤ 2), and the EXPLAIN of the message center's unread count query
 * (one indexed query). See bench/README.md ("Discussion pages over HTTP").
 *
 *   bench/run discussion-http [--comments 5000] [--replies 20000] [--users 500] [--reminders 100000]
 *     [--duration 10] [--warmup 3] [--settle 10] [--connections 100] [--rate 300] [--pairs 3] [--page-only]
 *   --settle: page 1 is asked this long before the first pair, unmeasured: the service's one-time
 *     start-up work (its first collections promote what start-up and the first loads left, one young
 *     collection of up to 270 ms on this machine) would otherwise fall in the first pair alone
 *   --pairs: how many times the floor and page 1 are run in turn; each target is judged on the median
 *     of the pairs' ratios (page ÷ the floor run just before it), so a drift of the shared machine's
 *     speed between runs moves both halves of a pair alike
 *   --page-only: the floor and page 1 alone (with OJ_BENCH_PROFILE_DIR, a profile of that page alone)
 */
import { randomBytes } from 'node:crypto';
import { availableParallelism, loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { Role } from '@oj/contracts';
import { dbConfigEnv } from '@oj/db';
import { UNREAD_COUNTS_SQL } from '@oj/db/reads';
import { createTestDatabase } from '@oj/db/testing';
import { createService, loadServiceConfig } from '@oj/service-kit';
import { deleteNamespaceStreams, startBareServer } from './lib/api-servers.ts';
import { runBench, startServiceProcess } from './lib/bench-process.ts';
import type { Cleanup } from './lib/bench-process.ts';
import { seedDiscussion } from './lib/discussion-http-data.ts';
import { rssMb, runLoad } from './lib/fixed-load.ts';
import type { LoadRun, LoadTarget } from './lib/fixed-load.ts';
import { median, ms, table } from './lib/stats.ts';
import { benchLog, positiveFlag } from './lib/cli.ts';

const { values: flags } = parseArgs({
  options: {
    comments: { type: 'string', default: '5000' },
    replies: { type: 'string', default: '20000' },
    users: { type: 'string', default: '500' },
    reminders: { type: 'string', default: '100000' },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    settle: { type: 'string', default: '10' },
    connections: { type: 'string', default: '100' },
    /** Requests per second offered over all connections (a fixed load: the latency pages see at that rate). */
    rate: { type: 'string', default: '300' },
    pairs: { type: 'string', default: '3' },
    'page-only': { type: 'boolean', default: false },
  },
});

function positive(name: Exclude<keyof typeof flags, 'page-only'>): number {
  return positiveFlag(flags, name);
}

const log = benchLog('bench:discussion-http');

const cleanups: Cleanup[] = [];

interface Figures extends LoadRun {
  name: string;
}

async function main(): Promise<number> {
  const connections = positive('connections');
  const durationSec = positive('duration');
  const warmupSec = positive('warmup');
  const settleSec = positive('settle');
  const rate = positive('rate');
  const pairs = positive('pairs');
  const sizes = { users: positive('users'), comments: positive('comments'), replies: positive('replies'), reminders: positive('reminders') };
  const namespace = `bench${randomBytes(4).toString('hex')}`;
  const natsUrl = process.env.OJ_NATS_URL ?? 'nats://127.0.0.1:4222';
  const secret = `bench-${namespace}-secret-0123456789`;
  const loadAtStart = loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

  const database = await createTestDatabase('bench_disc');
  cleanups.push({ what: `database ${database.config.database}`, run: () => database.drop() });
  cleanups.push({ what: `NATS namespace ${namespace}`, run: () => deleteNamespaceStreams(natsUrl, namespace) });
  log(`writing ${String(sizes.comments)} comments, ${String(sizes.replies)} replies, ${String(sizes.reminders)} reminders to ${database.config.database}`);
  const seeded = await seedDiscussion(database.dataSource, sizes, log);
  await database.dataSource.query('ANALYZE TABLE `comment`, `comment_reply`, `msg_remind`, `discussion`, `user_info`');

  // Tokens are signed with the secret the service is started with, by a service-kit app of our own.
  const env = { OJ_LOG_LEVEL: 'warn', OJ_NATS_NAMESPACE: namespace, OJ_JWT_SECRET: secret, OJ_NOTICE_PUSH_INTERVAL_MS: '0' };
  const signer = await createService({
    config: loadServiceConfig('community', env),
    dataSource: database.dataSource,
    plugin: (_app, _options, done) => {
      done();
    },
  });
  cleanups.push({ what: 'signer', run: () => signer.close() });
  const token = signer.signToken({ ...seeded.viewer, roles: [Role.User] });
  const service = await startServiceProcess('community', { ...env, ...dbConfigEnv(database.config) }, cleanups);

  const page = (currentPage: number) => `/api/comments?did=${String(seeded.did)}&currentPage=${String(currentPage)}&limit=10`;
  const first = await fetch(`${service.baseUrl}${page(1)}`, { headers: { authorization: `Bearer ${token}` } });
  const firstText = await first.text();
  const answer = JSON.parse(firstText) as { data?: { commentList: { total: number; records: { totalReplyNum: number }[] } } };
  if (first.status !== 200 || !answer.data) throw new Error(`page 1: HTTP ${String(first.status)} ${firstText.slice(0, 300)}`);
  const pageBytes = Buffer.byteLength(firstText);
  const lastPage = Math.ceil(answer.data.commentList.total / 10);
  const bare = await startBareServer({ pageBytes });
  cleanups.push({ what: 'bare server', run: () => bare.stop() });

  const bareTarget: LoadTarget = {
    name: `bare Fastify route, a kept ${(pageBytes / 1024).toFixed(1)} KB string`,
    server: bare,
    method: 'GET',
    path: '/bare-page',
  };
  const pageTarget: LoadTarget = { name: 'GET comments, page 1 of the discussion (signed in)', server: service, path: page(1), token };
  const targets: LoadTarget[] = [bareTarget, pageTarget];
  if (!flags['page-only']) {
    targets.push(
      {
        name: `GET comments, page ${String(Math.ceil(lastPage / 2))} of ${String(lastPage)} (signed in)`,
        server: service,
        path: page(Math.ceil(lastPage / 2)),
        token,
      },
      { name: 'GET comments, page 1 (anonymous)', server: service, path: page(1) },
      { name: 'GET reply, every reply of one comment', server: service, path: `/api/reply?commentId=${String(seeded.commentId)}`, token },
      { name: 'GET msg/unread (the unread counts)', server: service, path: '/api/msg/unread', token },
    );
  }
  const figures: Figures[] = [];
  // Side by side: the floor and the page alternate, so both halves of a pair see the same machine.
  const order = [...Array.from({ length: pairs }, () => [bareTarget, pageTarget]).flat(), ...targets.slice(2)];
  const measured = new Map<LoadTarget, LoadRun[]>();
  log(`settling: page 1 for ${String(settleSec)} s, unmeasured`);
  await runLoad(pageTarget, { connections, durationSec: settleSec, rate });
  await sleep(500);
  for (const target of order) {
    log(
      `${target.name}: warm-up ${String(warmupSec)} s, then ${String(durationSec)} s, ${String(connections)} connections offering ${String(rate)} requests/s`,
    );
    await runLoad(target, { connections, durationSec: warmupSec, rate });
    await sleep(500);
    const run = await runLoad(target, { connections, durationSec, rate });
    measured.set(target, [...(measured.get(target) ?? []), run]);
  }
  for (const target of targets) {
    const runs = measured.get(target) ?? [];
    // The better of the alternating runs of the floor and the page (the machine is shared).
    const best = runs.reduce((a, b) => (b.p99 < a.p99 ? b : a));
    figures.push({ ...best, name: target.name });
  }
  const floor = figures[0];
  const paged = figures[1];
  if (!floor || !paged) throw new Error('no figures');

  const plan = await database.dataSource.query<Record<string, string | number | null>[]>(`EXPLAIN ${UNREAD_COUNTS_SQL}`, [
    seeded.viewer.uid,
    0,
    seeded.viewer.uid,
    0,
  ]);
  const us = (value: number): string => (Number.isFinite(value) ? `${value.toFixed(0)} µs` : '-');
  const rows = figures.map((figure) => [
    figure.name,
    figure.requestsPerSec.toFixed(0),
    ms(figure.p50),
    ms(figure.p99),
    ms(figure.max),
    us(figure.serverCpuUs),
    String(figure.failed),
  ]);
  const floorRuns = measured.get(bareTarget) ?? [];
  const pageRuns = measured.get(pageTarget) ?? [];
  const pairRatios = pageRuns.map((run, index) => {
    const under = floorRuns[index] ?? floor;
    return { floor: under, page: run, p99: run.p99 / Math.max(under.p99, 0.001), cpu: run.serverCpuUs / Math.max(under.serverCpuUs, 0.001) };
  });
  const p99Ratio = median(pairRatios.map((pair) => pair.p99));
  const cpuRatio = median(pairRatios.map((pair) => pair.cpu));
  process.stdout.write(
    [
      '',
      `Discussion pages over HTTP: the community service (own process), one discussion with ${String(answer.data.commentList.total)} comments and ${String(sizes.replies)} replies; page 1 is ${(pageBytes / 1024).toFixed(1)} KB of JSON.`,
      '',
      table(['Figure', 'req/s', 'p50', 'p99', 'max', 'server CPU/req', 'failed'], rows),
      '',
      'Page 1 (signed in) against the floor run just before it, pair by pair:',
      table(
        ['Pair', 'floor p99', 'page p99', 'p99 ÷', 'floor CPU/req', 'page CPU/req', 'CPU ÷'],
        pairRatios.map((pair, index) => [
          String(index + 1),
          ms(pair.floor.p99),
          ms(pair.page.p99),
          pair.p99.toFixed(2),
          us(pair.floor.serverCpuUs),
          us(pair.page.serverCpuUs),
          pair.cpu.toFixed(2),
        ]),
      ),
      '',
      `p99 ÷ floor, median of the pairs: ${p99Ratio.toFixed(2)} (target ≤ 1.5: ${p99Ratio <= 1.5 ? 'met' : 'MISSED'})`,
      `server CPU per request ÷ floor, median of the pairs: ${cpuRatio.toFixed(2)} (target ≤ 2: ${cpuRatio <= 2 ? 'met' : 'MISSED'})`,
      `service RSS after the runs: ${(await rssMb(service.pid)).toFixed(0)} MB`,
      '',
      'EXPLAIN of the unread count (msg/unread, one query):',
      `  ${UNREAD_COUNTS_SQL}`,
      table(
        ['id', 'select_type', 'table', 'type', 'key', 'key_len', 'rows', 'Extra'],
        plan.map((row) => ['id', 'select_type', 'table', 'type', 'key', 'key_len', 'rows', 'Extra'].map((column) => String(row[column] ?? '-'))),
      ),
      '',
      `${String(connections)} connections offered ${String(rate)} requests/s in all, ${String(durationSec)} s each after a ${String(warmupSec)} s warm-up (the floor and page 1 ${String(pairs)} times, alternating, after page 1 settled ${String(settleSec)} s; the table shows the better run of each); load at the start ${loadAtStart}, at the end ${loadavg()
        .map((value) => value.toFixed(2))
        .join(' ')} on ${String(availableParallelism())} cores (load generator, service, NATS and MariaDB share them).`,
      "CPU per request: the server process's user + system time over the run ÷ requests answered.",
      '',
    ].join('\n'),
  );
  return figures.some((figure) => figure.failed > 0) ? 1 : 0;
}

await runBench(main, cleanups, log);
