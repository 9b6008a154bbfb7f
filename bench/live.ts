/**
 * The live-channel benchmark: gateway CPU per open contest page per minute, on one real contest (the
 * generated contest of bench/scoreboard.ts written to MariaDB, its board built by the contest service
 * inside the all-in-one gateway), its board changing every --interval-ms through judged events: pushed
 * through GET /api/live against the same pages polling POST /api/get-contest-rank. See bench/README.md
 * ("Live channel benchmark").
 *
 *   bench/run live [--clients 2000] [--interval-ms 2000] [--window 30] [--warmup 5]
 *     [--users 10000] [--problems 13] [--submissions 200000] [--seed 1]
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { gzipSync } from 'node:zlib';
import { parseArgs } from 'node:util';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { liveTopic, natsNames } from '@oj/contracts';
import { seedDefaults } from '@oj/db';
import { createTestDatabase } from '@oj/db/testing';
import { hashPassword } from '@oj/service-kit';
import { ensureEventsStream } from '@oj/service-kit/events';
import { cpuSeconds } from './lib/api-cpu.ts';
import { deleteNamespaceStreams, startGateway } from './lib/api-servers.ts';
import { runBench } from './lib/bench-process.ts';
import type { Cleanup } from './lib/bench-process.ts';
import { Rejudges } from './lib/judged-events.ts';
import { benchToken, openStreams, startPollers } from './lib/live-clients.ts';
import { percentile } from './lib/stats.ts';
import type { PollTarget } from './lib/live-clients.ts';
import { generateContest } from './lib/scoreboard-data.ts';
import { seedContest } from './lib/scoreboard-http-data.ts';
import { benchLog, positiveFlag } from './lib/cli.ts';

const { values: flags } = parseArgs({
  options: {
    clients: { type: 'string', default: '2000' },
    'interval-ms': { type: 'string', default: '2000' },
    window: { type: 'string', default: '30' },
    warmup: { type: 'string', default: '5' },
    users: { type: 'string', default: '10000' },
    problems: { type: 'string', default: '13' },
    submissions: { type: 'string', default: '200000' },
    seed: { type: 'string', default: '1' },
  },
});

function positive(name: keyof typeof flags, allowZero = false): number {
  return positiveFlag(flags, name, allowZero);
}

const log = benchLog('bench:live');

const load1 = (): string => (loadavg()[0] ?? Number.NaN).toFixed(1);
const loadLine = (): string =>
  `load ${loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')} on ${availableParallelism()} cores`;

/** Cleanups, run in reverse on every exit path. */
const cleanups: Cleanup[] = [];

interface Phase {
  name: string;
  gatewayCpuSec: number;
  windowSec: number;
  /** What the pages got in the window: pushes delivered, or answers to polls (0 for the idle and base phases). */
  units: number;
  detail: string;
  /** The 1-minute load average at the start and the end of the window. */
  load: string;
}

async function measured(name: string, pid: number, work: () => Promise<{ units: number; detail: string }>): Promise<Phase> {
  const loadBefore = load1();
  const before = await cpuSeconds(pid);
  const startedMs = Date.now();
  const { units, detail } = await work();
  const after = await cpuSeconds(pid);
  return { name, gatewayCpuSec: after - before, windowSec: (Date.now() - startedMs) / 1000, units, detail, load: `${loadBefore} → ${load1()}` };
}

/** Waits until the streams received nothing for `quietMs` (every push sent so far has arrived), at most `maxMs`. */
async function drained(bytes: () => number, quietMs: number, maxMs: number): Promise<void> {
  const deadline = Date.now() + maxMs;
  let last = bytes();
  while (Date.now() < deadline) {
    await sleep(quietMs);
    const now = bytes();
    if (now === last) return;
    last = now;
  }
}

async function main(): Promise<number> {
  const clients = positive('clients');
  const intervalMs = positive('interval-ms');
  const windowSec = positive('window');
  const warmupSec = positive('warmup', true);
  const sizes = { users: positive('users'), problems: positive('problems'), submissions: positive('submissions'), seed: positive('seed') };
  const loadAtStart = loadLine();
  log(`node ${process.version}, ${loadAtStart}`);

  const database = await createTestDatabase('bench_live');
  cleanups.push({ what: `database ${database.config.database}`, run: () => database.drop() });
  await seedDefaults(database.dataSource, { rootPasswordHash: await hashPassword(randomBytes(12).toString('hex')) });
  log(`writing the contest: ${sizes.users} users, ${sizes.problems} problems, ${sizes.submissions} judge rows`);
  const data = generateContest(sizes);
  const seeded = await seedContest(database.dataSource, data, log);
  await database.dataSource.query('ANALYZE TABLE judge, user_info, contest_problem');
  const cid = seeded.cid;

  const dataDir = await mkdtemp(join(tmpdir(), 'oj-bench-live-'));
  cleanups.push({ what: dataDir, run: () => rm(dataDir, { recursive: true, force: true }) });
  const namespace = `bench${randomBytes(4).toString('hex')}`;
  const natsUrl = process.env.OJ_NATS_URL ?? 'nats://127.0.0.1:4222';
  cleanups.push({ what: `NATS namespace ${namespace}`, run: () => deleteNamespaceStreams(natsUrl, namespace) });
  const gateway = await startGateway({ db: database.config, namespace, dataDir, logLevel: 'warn', secret: `bench-${namespace}-secret-0123456789` });
  cleanups.push({ what: 'gateway', run: () => gateway.stop() });
  const nats = await connect({ servers: natsUrl });
  cleanups.push({ what: 'NATS connection', run: () => nats.close() });
  const names = natsNames(namespace);
  const js = jetstream(nats);
  await ensureEventsStream(await jetstreamManager(nats), names);
  const rejudges = new Rejudges(data, seeded);

  // Every page is a distinct participant of the contest, signed in (the same secret startGateway gives the gateway).
  const tokens = Array.from({ length: clients }, (_, index) =>
    benchToken(`bench-${namespace}-secret-0123456789`, data.users[index % data.users.length]?.uid ?? `bench-live-${index}`),
  );
  const rankBody = JSON.stringify({ cid, currentPage: 1, limit: 50 });
  const buildStarted = Date.now();
  let probe: Response | null = null;
  while (Date.now() - buildStarted < 120_000) {
    probe = await fetch(`${gateway.baseUrl}/api/get-contest-rank`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens[0] ?? ''}`, 'content-type': 'application/json' },
      body: rankBody,
    });
    if (probe.status === 200) break;
    await sleep(500);
  }
  if (probe?.status !== 200) throw new Error(`POST /api/get-contest-rank answers ${probe?.status ?? 'nothing'}`);
  const pageJson = await probe.text();
  const pageKb = Buffer.byteLength(pageJson) / 1024;
  const page = JSON.parse(pageJson) as { data: { total: number; sealed: boolean } };
  log(
    `board of ${page.data.total} rows ready ${((Date.now() - buildStarted) / 1000).toFixed(1)} s after the gateway (sealed ${page.data.sealed}); page 1: ${pageKb.toFixed(1)} KB of JSON, ${(gzipSync(pageJson).length / 1024).toFixed(1)} KB gzipped`,
  );

  const withChanges = async (seconds: number): Promise<number> => {
    const before = rejudges.published;
    await rejudges.publishUntil(js, names, intervalMs, Date.now() + seconds * 1000);
    return rejudges.published - before;
  };
  const phases: Phase[] = [];

  log(`idle gateway with the board loaded, ${windowSec} s`);
  phases.push(
    await measured('idle: no page open, no change', gateway.pid, async () => {
      await sleep(windowSec * 1000);
      return { units: 0, detail: '' };
    }),
  );
  log(`the board changing every ${intervalMs} ms with no page open, ${windowSec} s`);
  phases.push(
    await measured('changes, no page open (the base)', gateway.pid, async () => ({
      units: 0,
      detail: `${await withChanges(windowSec)} judged events; each pushes the board (its first page) once, to nobody`,
    })),
  );

  log(`opening ${clients} live streams on ${liveTopic.contest(cid)}`);
  const streams = await openStreams(gateway.baseUrl, `/api/live?topics=${liveTopic.contest(cid)}`, tokens);
  cleanups.push({
    what: 'live streams',
    run: () => {
      streams.close();
      return Promise.resolve();
    },
  });
  await withChanges(warmupSec);
  await drained(() => streams.bytes(), 1_000, 30_000);
  const eventsBefore = streams.events();
  const bytesBefore = streams.bytes();
  log(`pushed: ${clients} streams, the board changing every ${intervalMs} ms, ${windowSec} s (then until every push arrived)`);
  phases.push(
    await measured(`pushed: ${clients} pages on GET /api/live`, gateway.pid, async () => {
      const changes = await withChanges(windowSec);
      // The coalescer sends at most one push a second per contest; a loaded client reads late: wait for the last one.
      await drained(() => streams.bytes(), 2_000, 60_000);
      const delivered = streams.events() - eventsBefore;
      const frameKb = (streams.bytes() - bytesBefore) / Math.max(delivered, 1) / 1024;
      // Counted: the pushes of this window's changes (a frame of a change before it may still arrive in it).
      return {
        units: Math.min(delivered, changes * clients),
        detail: `${changes} changes, ${delivered} of ${changes * clients} pushes delivered (${frameKb.toFixed(1)} KB each), ${streams.broken()} streams broken`,
      };
    }),
  );
  streams.close();
  await sleep(2_000);

  for (const acceptGzip of [false, true]) {
    const target: PollTarget = { method: 'POST', path: '/api/get-contest-rank', body: rankBody, acceptGzip };
    const label = `polled: ${clients} pages asking get-contest-rank page 1 every ${intervalMs} ms${acceptGzip ? ', as a browser (gzip)' : ' (no Accept-Encoding)'}`;
    log(label);
    const pollers = startPollers(gateway.baseUrl, target, tokens, intervalMs);
    cleanups.push({ what: 'pollers', run: () => pollers.stop() });
    await withChanges(warmupSec);
    const before = { ...pollers.figures(), latenciesMs: pollers.figures().latenciesMs.length };
    phases.push(
      await measured(label, gateway.pid, async () => {
        await withChanges(windowSec);
        const now = pollers.figures();
        const latencies = now.latenciesMs.slice(before.latenciesMs);
        const requests = now.requests - before.requests;
        const kb = (now.bytes - before.bytes) / Math.max(requests, 1) / 1024;
        return {
          units: requests,
          detail: `${requests} requests (${(requests / windowSec).toFixed(0)}/s, wanted ${((clients * 1000) / intervalMs).toFixed(0)}/s, ${kb.toFixed(1)} KB each), p50 ${percentile(latencies, 50).toFixed(0)} ms, p99 ${percentile(latencies, 99).toFixed(0)} ms, ${now.non2xx - before.non2xx} non-200, ${now.errors - before.errors} errors`,
        };
      }),
    );
    await pollers.stop();
    await sleep(2_000);
  }

  // Per page per minute, from the work done rather than the wall time (a loaded client may fall behind): the
  // gateway's CPU above the base phase's rate (the same changes with no page open), per push delivered or poll
  // answered, times what a page gets in a minute (a push per change, a poll per interval: 60 s ÷ interval).
  const base = phases[1];
  const baseRate = base ? base.gatewayCpuSec / base.windowSec : 0;
  const perUnitMs = (phase: Phase): number => ((phase.gatewayCpuSec - baseRate * phase.windowSec) * 1000) / Math.max(phase.units, 1);
  const perPageMinute = (phase: Phase): number => perUnitMs(phase) * (60_000 / intervalMs);
  const lines = [
    '',
    `Live channel benchmark: ${clients} open pages of contest ${cid} (${page.data.total} participants, ${sizes.problems} problems, ${sizes.submissions} submissions, sealed ${page.data.sealed}), the board changing every ${intervalMs} ms (a judged event each time), ${windowSec} s windows.`,
    `Page 1 (50 rows): ${pageKb.toFixed(1)} KB of JSON. The gateway runs all-in-one: the contest service applies the events and makes the pushes in the same process, in every phase.`,
    '',
    '| Phase | window s | gateway CPU s | CPU per push or poll, above the base | CPU ms per page per minute | load (1 min) | what happened |',
    '|---|---|---|---|---|---|---|',
  ];
  for (const phase of phases) {
    const counted = phase.units > 0;
    lines.push(
      `| ${phase.name} | ${phase.windowSec.toFixed(1)} | ${phase.gatewayCpuSec.toFixed(2)} | ${counted ? `${(perUnitMs(phase) * 1000).toFixed(0)} µs` : '—'} | ${counted ? perPageMinute(phase).toFixed(2) : '—'} | ${phase.load} | ${phase.detail} |`,
    );
  }
  const pushed = phases[2];
  if (pushed) {
    for (const phase of phases.slice(3))
      lines.push('', `${phase.name}: ${(perPageMinute(phase) / Math.max(perPageMinute(pushed), 1e-9)).toFixed(1)} times the gateway CPU of a pushed page.`);
  }
  lines.push('', `Machine: ${loadAtStart} at the start, ${loadLine()} at the end (the bench's clients, the gateway, NATS and MariaDB share the cores).`);
  const output = gateway.output().trim();
  if (output !== '') lines.push('', `Gateway output (warn and above, last lines):\n${output.slice(-1_500)}`);
  process.stdout.write(`${lines.join('\n')}\n`);
  return 0;
}

await runBench(main, cleanups, log);
