/**
 * The simulated contest (issue 23, operations and scale; bench/README.md "Simulated contest"): the split
 * platform of the chaos bench on ports of its own (31080-31084, NATS 31222, its own MariaDB server on 31306),
 * three small problems and a running ACM contest made through the back office's routes, N contestant accounts,
 * and N open contest pages for `--minutes`: each keeps the live stream open (mode live) or polls as the
 * fallback does (mode poll), fetches the board every 30 s, asks for unread announcements every 60 s and submits
 * every 5 minutes, judged by the platform's real judge node (every source compiled once: the compile cache).
 * Reported against a bare Fastify route asked at a steady rate during the same load (this machine's floor). Before
 * each mode, 40 pages of another contest warm the processes up for `--warm-up-sec` (lib/contest-load-warm-up.ts).
 *
 *   bench/run contest-load [--contestants 2000] [--minutes 5] [--mode live|poll|both] [--submit-every-sec 300]
 *     [--board-every-sec 30] [--announcements-every-sec 60] [--status-every-sec 2] [--ramp-sec 30]
 *     [--ac-percent 50] [--floor-rate 20] [--logins 10] [--ratio 3] [--board-target-ms 2000]
 *     [--timeout-sec 30] [--settle-timeout-sec 1800] [--warm-up-sec 20]
 * Exit code: 0 when every target was met, 1 when one was missed, 2 when the bench itself failed.
 */
import { randomBytes } from 'node:crypto';
import { availableParallelism, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { startBareServer } from './lib/api-servers.ts';
import { runBench } from './lib/bench-process.ts';
import type { Cleanup } from './lib/bench-process.ts';
import { startJudgeable } from './lib/chaos-scenario.ts';
import { benchLog, positiveFlag } from './lib/cli.ts';
import type { Mode, PageSchedule } from './lib/contest-load-pages.ts';
import { summary } from './lib/contest-load-report.ts';
import { runMode } from './lib/contest-load-run.ts';
import { createContestants, createProblems, signIn, warmCompileCache } from './lib/contest-load-setup.ts';
import { percentile } from './lib/stats.ts';

const { values: flags } = parseArgs({
  options: {
    contestants: { type: 'string', default: '2000' },
    minutes: { type: 'string', default: '5' },
    mode: { type: 'string', default: 'both' },
    'submit-every-sec': { type: 'string', default: '300' },
    'board-every-sec': { type: 'string', default: '30' },
    'announcements-every-sec': { type: 'string', default: '60' },
    'status-every-sec': { type: 'string', default: '2' },
    'ramp-sec': { type: 'string', default: '30' },
    'ac-percent': { type: 'string', default: '50' },
    'floor-rate': { type: 'string', default: '20' },
    logins: { type: 'string', default: '10' },
    ratio: { type: 'string', default: '3' },
    'board-target-ms': { type: 'string', default: '2000' },
    'timeout-sec': { type: 'string', default: '30' },
    'settle-timeout-sec': { type: 'string', default: '1800' },
    'warm-up-sec': { type: 'string', default: '20' },
  },
});

const log = benchLog('bench:contest-load');
const cleanups: Cleanup[] = [];

/** The platform's own ports: other helpers' benches use 29xxx and 30xxx. */
const PORTS = { base: 31080, nats: 31222, db: 31306 };

function modes(): Mode[] {
  if (flags.mode === 'both') return ['live', 'poll'];
  if (flags.mode === 'live' || flags.mode === 'poll') return [flags.mode];
  throw new Error('--mode must be live, poll or both');
}

async function main(): Promise<number> {
  const chosen = modes();
  const count = positiveFlag(flags, 'contestants');
  const minutes = positiveFlag(flags, 'minutes');
  const schedule: PageSchedule = {
    boardMs: positiveFlag(flags, 'board-every-sec') * 1000,
    announcementsMs: positiveFlag(flags, 'announcements-every-sec') * 1000,
    statusMs: positiveFlag(flags, 'status-every-sec') * 1000,
    submitMs: positiveFlag(flags, 'submit-every-sec') * 1000,
    rampMs: positiveFlag(flags, 'ramp-sec', true) * 1000,
    acPercent: Math.min(100, positiveFlag(flags, 'ac-percent', true)),
    timeoutMs: positiveFlag(flags, 'timeout-sec') * 1000,
  };
  log(`node ${process.version}, load ${loadavg()[0]?.toFixed(1) ?? '?'} on ${availableParallelism()} cores`);
  const { platform, token: rootToken } = await startJudgeable('cl', log, cleanups, undefined, PORTS);
  const db = await platform.db();
  const bare = await startBareServer();
  cleanups.push({ what: 'bare server', run: () => bare.stop() });

  const password = randomBytes(12).toString('base64url');
  const started = Date.now();
  const contestants = await createContestants(db, count, password, platform.jwtSecret(), 12 * 3600);
  log(`${count} accounts written in ${((Date.now() - started) / 1000).toFixed(1)} s; tokens signed with the platform's secret`);
  const logins = Math.min(count, positiveFlag(flags, 'logins', true));
  if (logins) {
    const latencies = await signIn(platform.baseUrl, contestants.slice(0, logins), password);
    log(`${logins} of them signed in through POST /api/login: p50 ${percentile(latencies, 50).toFixed(0)} ms, max ${Math.max(...latencies).toFixed(0)} ms`);
  }
  const problems = await createProblems(platform.baseUrl, rootToken, db);
  await warmCompileCache(platform.baseUrl, rootToken, db, problems);
  log(`problems ${problems.map((problem) => problem.problemId).join(', ')} made; every source judged once (the compile cache holds them)`);

  let missed = 0;
  const boardTarget = positiveFlag(flags, 'board-target-ms');
  for (const mode of chosen) {
    // A polling page sees a verdict at its next board fetch: its bound is the poll interval plus the same margin.
    const boardMs = mode === 'live' ? boardTarget : schedule.boardMs + boardTarget;
    const run = await runMode(
      {
        platform,
        rootToken,
        contestants,
        problems,
        bare,
        mode,
        minutes,
        schedule,
        floorRate: positiveFlag(flags, 'floor-rate'),
        boardTargetMs: boardMs,
        settleTimeoutMs: positiveFlag(flags, 'settle-timeout-sec') * 1000,
        warmUpSec: positiveFlag(flags, 'warm-up-sec', true),
      },
      log,
    );
    const { text, missed: misses } = summary(run, { ratio: Number(flags.ratio), boardMs }, count);
    process.stdout.write(text);
    if (misses.length) missed += 1;
  }
  return missed ? 1 : 0;
}

await runBench(main, cleanups, log);
