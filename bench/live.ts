/**
 * The live-channel benchmark: gateway CPU per open page per minute, with board changes pushed through
 * GET /api/live against the same pages polling a route. See bench/README.md ("Live channel benchmark").
 *
 *   node bench/live.ts [--clients 2000] [--interval-ms 2000] [--window 30] [--warmup 5] [--rows 50]
 *     [--poll "GET /api/get-website-config"] [--poll-body '{"cid":1}']
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { connect } from '@nats-io/transport-node';
import { liveTopic, natsNames } from '@oj/contracts';
import type { LiveBoard, ScoreboardPageDto } from '@oj/contracts';
import { seedDefaults } from '@oj/db';
import { createTestDatabase } from '@oj/db/testing';
import { hashPassword, publishLive } from '@oj/service-kit';
import { cpuSeconds } from './lib/api-cpu.ts';
import { deleteNamespaceStreams, startGateway } from './lib/api-servers.ts';
import { benchToken, openStreams, percentile, startPollers } from './lib/live-clients.ts';
import type { PollTarget } from './lib/live-clients.ts';

const { values: flags } = parseArgs({
  options: {
    clients: { type: 'string', default: '2000' },
    'interval-ms': { type: 'string', default: '2000' },
    window: { type: 'string', default: '30' },
    warmup: { type: 'string', default: '5' },
    rows: { type: 'string', default: '50' },
    poll: { type: 'string', default: 'GET /api/get-website-config' },
    'poll-body': { type: 'string' },
  },
});

function positive(name: 'clients' | 'interval-ms' | 'window' | 'warmup' | 'rows', allowZero = false): number {
  const value = Number(flags[name]);
  if (!Number.isSafeInteger(value) || value < (allowZero ? 0 : 1)) throw new Error(`--${name} must be a ${allowZero ? 'non-negative' : 'positive'} integer`);
  return value;
}

function log(message: string): void {
  process.stderr.write(`[bench:live] ${message}\n`);
}

const loadLine = (): string => `load ${loadavg().map((value) => value.toFixed(2)).join(' ')} on ${availableParallelism()} cores`;

/** A board's first page of `rows` rows, about the size the contest service would push. */
function firstPage(rows: number, version: number): ScoreboardPageDto {
  const cells = Object.fromEntries(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'].map((id, index) => [id, { isAC: index % 2 === 0, isFirstAC: false, isAfterContest: false, ACTime: index % 2 === 0 ? 600 * (index + 1) : null, tryNum: 1 + (index % 3), errorNum: index % 3, pendingNum: 0 }]));
  const records = Array.from({ length: rows }, (_, index) => ({
    rank: index + 1, uid: `bench-live-${index}`, username: `contestant${index}`, rankShowName: `contestant${index}`, nickname: null, realname: null,
    gender: null, school: 'Bench University', avatar: null, teamName: null, members: null, isStar: false, isWinAward: index < 3,
    awardName: index < 3 ? 'Gold' : null, awardBackground: null, awardColor: null, submissionInfo: cells, totalTime: 7_200 + index * 60, totalScore: 0, ac: 4,
  }));
  return { total: 2_000, records, sealed: false, version, firstBlood: { A: 'bench-live-0' } };
}

/** Cleanups, run in reverse on every exit path. */
const cleanups: { what: string; run: () => Promise<unknown> }[] = [];

interface Phase {
  name: string;
  gatewayCpuSec: number;
  windowSec: number;
  clients: number;
  detail: string;
}

async function measured(name: string, pid: number, windowSec: number, clients: number, work: () => Promise<string>): Promise<Phase> {
  const before = await cpuSeconds(pid);
  const startedMs = Date.now();
  const detail = await work();
  const after = await cpuSeconds(pid);
  return { name, gatewayCpuSec: after - before, windowSec: (Date.now() - startedMs) / 1000, clients, detail };
}

async function main(): Promise<number> {
  const clients = positive('clients');
  const intervalMs = positive('interval-ms');
  const windowSec = positive('window');
  const warmupSec = positive('warmup', true);
  const rows = positive('rows', true);
  const [method, path] = flags.poll.split(/\s+/);
  if ((method !== 'GET' && method !== 'POST') || !path?.startsWith('/')) throw new Error('--poll must be "GET /api/..." or "POST /api/..."');
  const pollTarget: PollTarget = { method, path, ...(flags['poll-body'] === undefined ? {} : { body: flags['poll-body'] }) };
  log(`node ${process.version}, ${loadLine()}`);

  const database = await createTestDatabase('bench_live');
  cleanups.push({ what: `database ${database.config.database}`, run: () => database.drop() });
  await seedDefaults(database.dataSource, { rootPasswordHash: await hashPassword(randomBytes(12).toString('hex')) });
  const dataDir = await mkdtemp(join(tmpdir(), 'oj-bench-live-'));
  cleanups.push({ what: dataDir, run: () => rm(dataDir, { recursive: true, force: true }) });
  const namespace = `bench${randomBytes(4).toString('hex')}`;
  const natsUrl = process.env.OJ_NATS_URL ?? 'nats://127.0.0.1:4222';
  cleanups.push({ what: `NATS namespace ${namespace}`, run: () => deleteNamespaceStreams(natsUrl, namespace) });
  const gateway = await startGateway({ db: database.config, namespace, dataDir, logLevel: 'warn' });
  cleanups.push({ what: 'gateway', run: () => gateway.stop() });
  const nats = await connect({ servers: natsUrl });
  cleanups.push({ what: 'NATS connection', run: () => nats.close() });
  const names = natsNames(namespace);
  // The same secret startGateway gives the gateway.
  const tokens = Array.from({ length: clients }, (_, index) => benchToken(`bench-${namespace}-secret-0123456789`, `bench-live-${index}`));
  const cid = 1;
  let version = 0;

  const pollProbe = await fetch(`${gateway.baseUrl}${pollTarget.path}`, { method: pollTarget.method, headers: { authorization: `Bearer ${tokens[0]}`, ...(pollTarget.body ? { 'content-type': 'application/json' } : {}) }, ...(pollTarget.body ? { body: pollTarget.body } : {}) });
  if (pollProbe.status !== 200) throw new Error(`${flags.poll} answers ${pollProbe.status}: ${(await pollProbe.text()).slice(0, 200)}`);
  const phases: Phase[] = [];

  log(`idle gateway, ${windowSec} s`);
  phases.push(await measured('idle (no page open)', gateway.pid, windowSec, clients, async () => { await sleep(windowSec * 1000); return ''; }));

  log(`opening ${clients} live streams`);
  const streams = await openStreams(gateway.baseUrl, `/api/live?topics=${liveTopic.contest(cid)}`, tokens);
  cleanups.push({ what: 'live streams', run: () => {
    streams.close();
    return Promise.resolve();
  } });
  const pushFor = async (seconds: number, pageRows: number): Promise<number> => {
    let pushes = 0;
    const endMs = Date.now() + seconds * 1000;
    while (Date.now() < endMs) {
      version += 1;
      const board: LiveBoard = { cid, version, ...(pageRows > 0 ? { limit: pageRows, firstPage: firstPage(pageRows, version) } : {}) };
      publishLive(nats, names, liveTopic.contest(cid), { kind: 'board', data: board });
      pushes += 1;
      await sleep(intervalMs);
    }
    return pushes;
  };
  for (const [label, pageRows] of [['version only', 0], [`first page of ${rows} rows`, rows]] as const) {
    if (label !== 'version only' && rows === 0) continue;
    await pushFor(warmupSec, pageRows);
    await sleep(500);
    const eventsBefore = streams.events();
    const bytesBefore = streams.bytes();
    log(`pushing the board every ${intervalMs} ms to ${clients} streams (${label}), ${windowSec} s`);
    phases.push(await measured(`pushed: board ${label}`, gateway.pid, windowSec, clients, async () => {
      const pushes = await pushFor(windowSec, pageRows);
      await sleep(500);
      const delivered = streams.events() - eventsBefore;
      const frameKb = (streams.bytes() - bytesBefore) / Math.max(delivered, 1) / 1024;
      return `${pushes} pushes, ${delivered} of ${pushes * clients} events delivered (${frameKb.toFixed(1)} KB each), ${streams.broken()} streams broken`;
    }));
  }
  streams.close();
  await sleep(2_000);

  log(`${clients} pages polling ${flags.poll} every ${intervalMs} ms`);
  const pollers = startPollers(gateway.baseUrl, pollTarget, tokens, intervalMs);
  cleanups.push({ what: 'pollers', run: () => pollers.stop() });
  await sleep(warmupSec * 1000);
  const before = { ...pollers.figures(), latenciesMs: pollers.figures().latenciesMs.length };
  phases.push(await measured(`polled: ${flags.poll}`, gateway.pid, windowSec, clients, async () => {
    await sleep(windowSec * 1000);
    const now = pollers.figures();
    const latencies = now.latenciesMs.slice(before.latenciesMs);
    const requests = now.requests - before.requests;
    return `${requests} requests (${(requests / windowSec).toFixed(0)}/s, wanted ${((clients * 1000) / intervalMs).toFixed(0)}/s), p50 ${percentile(latencies, 50).toFixed(0)} ms, p99 ${percentile(latencies, 99).toFixed(0)} ms, ${now.non2xx - before.non2xx} non-200, ${now.errors - before.errors} errors`;
  }));
  await pollers.stop();

  const idle = phases[0];
  const lines = ['', `Live channel benchmark: ${clients} open pages, a board change every ${intervalMs} ms, ${windowSec} s windows (${loadLine()} after the run)`, ''];
  lines.push('| Phase | gateway CPU s | CPU ms per page per minute | above idle | what happened |', '|---|---|---|---|---|');
  for (const phase of phases) {
    const perPageMinute = (phase.gatewayCpuSec * 1000) / phase.clients / (phase.windowSec / 60);
    const idlePerPageMinute = idle ? (idle.gatewayCpuSec * 1000) / phase.clients / (idle.windowSec / 60) : 0;
    lines.push(`| ${phase.name} | ${phase.gatewayCpuSec.toFixed(2)} | ${perPageMinute.toFixed(2)} | ${(perPageMinute - idlePerPageMinute).toFixed(2)} | ${phase.detail} |`);
  }
  if (flags.poll === 'GET /api/get-website-config') {
    lines.push('', 'Note: the polled route is GET /api/get-website-config, the cheapest comparable route, standing in for the board route');
    lines.push('(POST /api/get-contest-rank) until it exists: pass --poll "POST /api/get-contest-rank" --poll-body \'{"cid":1,"currentPage":1,"limit":50}\'.');
    lines.push('A real board poll costs more than this one (a ranked page of the database), so the polled figure is a floor.');
  }
  const output = gateway.output().trim();
  if (output !== '') lines.push('', `Gateway output (warn and above, last lines):\n${output.slice(-1_500)}`);
  process.stdout.write(`${lines.join('\n')}\n`);
  return 0;
}

let exitCode = 2;
try {
  exitCode = await main();
} catch (error) {
  log(`failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
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
