/**
 * The API benchmark: throughput and latency of the list routes under 100 concurrent connections,
 * against a bare Fastify route for reference, in one run. See bench/README.md ("API benchmark").
 *
 *   bench/run api [--duration 10] [--warmup 2] [--connections 100] [--problems 2000]
 *     [--submissions 50000] [--users 300] [--tags 40] [--log-level warn]
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { DEFAULT_PROBLEM_PAGE_SIZE, DEFAULT_SUBMISSION_PAGE_SIZE } from '@oj/contracts';
import type { TestDatabase } from '@oj/db/testing';
import { createBenchDatabase, fillBenchData } from './lib/api-data.ts';
import { problemListStatements, profileStatements, selectsPerRequest, statementsPerRequest, submissionListStatements } from './lib/api-diagnose.ts';
import type { RouteStatement } from './lib/api-diagnose.ts';
import { cpuPerRequest, pidOf } from './lib/api-cpu.ts';
import { load, probe } from './lib/api-load.ts';
import type { LoadFigures, LoadTarget } from './lib/api-load.ts';
import { printDiagnosis, printFigures, verdictOf } from './lib/api-report.ts';
import { deleteNamespaceStreams, gatewayNodeFlags, startBareServer, startGateway } from './lib/api-servers.ts';
import { prepareSubmit } from './lib/api-submit.ts';
import type { ChildServer } from './lib/api-servers.ts';
import { runBench } from './lib/bench-process.ts';
import type { Cleanup } from './lib/bench-process.ts';
import { benchLog, positiveFlag } from './lib/cli.ts';

const { values: flags } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '2' },
    connections: { type: 'string', default: '100' },
    problems: { type: 'string', default: '2000' },
    submissions: { type: 'string', default: '50000' },
    users: { type: 'string', default: '300' },
    tags: { type: 'string', default: '40' },
    'log-level': { type: 'string', default: 'warn' },
  },
});

function positive(name: Exclude<keyof typeof flags, 'log-level'>): number {
  return positiveFlag(flags, name);
}

const log = benchLog('bench:api');

function loadLine(): string {
  return `load ${loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')} on ${availableParallelism()} cores`;
}

/** The run's resources, released in reverse on every exit path. */
const cleanups: Cleanup[] = [];

async function measure(
  target: LoadTarget,
  server: ChildServer,
  databasePid: number | null,
  options: { connections: number; warmupSec: number; durationSec: number },
): Promise<LoadFigures> {
  log(`${target.name}: warm-up ${options.warmupSec} s, then ${options.durationSec} s at ${options.connections} connections`);
  await load(target, options.connections, options.warmupSec);
  // Let the warm-up's last answers drain, so the run starts from an idle server.
  await sleep(2_000);
  const watched = [
    { label: 'server', pid: server.pid },
    ...(databasePid === null ? [] : [{ label: 'database', pid: databasePid }]),
    { label: 'load generator', pid: process.pid },
  ];
  const { result, shares } = await cpuPerRequest(watched, () => load(target, options.connections, options.durationSec));
  return { ...result, cpuMsPerRequest: Object.fromEntries(shares.map((share) => [share.label, share.msPerRequest])) };
}

async function main(): Promise<number> {
  const connections = positive('connections');
  const durationSec = positive('duration');
  const warmupSec = positive('warmup');
  log(`node ${process.version}, ${loadLine()}`);

  const database: TestDatabase = await createBenchDatabase();
  cleanups.push({ what: `database ${database.config.database}`, run: () => database.drop() });
  const dataDir = await mkdtemp(join(tmpdir(), 'oj-bench-api-'));
  cleanups.push({ what: dataDir, run: () => rm(dataDir, { recursive: true, force: true }) });
  const namespace = `bench${randomBytes(4).toString('hex')}`;
  const secret = `bench-${namespace}-secret-0123456789`;
  const natsUrl = process.env.OJ_NATS_URL ?? 'nats://127.0.0.1:4222';
  cleanups.push({ what: `NATS namespace ${namespace}`, run: () => deleteNamespaceStreams(natsUrl, namespace) });

  log(
    `starting the gateway (all-in-one, node ${gatewayNodeFlags().join(' ') || 'without flags'}) on database ${database.config.database}, NATS namespace ${namespace}`,
  );
  const gateway: ChildServer = await startGateway({ db: database.config, namespace, dataDir, logLevel: flags['log-level'], secret });
  cleanups.push({ what: 'gateway', run: () => gateway.stop() });

  const startedMs = Date.now();
  const size = { problems: positive('problems'), submissions: positive('submissions'), users: positive('users'), tags: positive('tags') };
  const filled = await fillBenchData(database.dataSource, size);
  log(`data: ${filled.problems} problems (demo + generated, with tags and counters), ${filled.submissions} submissions, in ${Date.now() - startedMs} ms`);

  const submitSetup = await prepareSubmit(database.dataSource, { natsUrl, namespace, secret });

  const bare = await startBareServer();
  cleanups.push({ what: 'bare server', run: () => bare.stop() });

  const bareTarget: LoadTarget = { name: 'bare Fastify route', url: `${bare.baseUrl}/bare`, method: 'GET' };
  const problemList: LoadTarget = {
    name: 'get-problem-list',
    url: `${gateway.baseUrl}/api/get-problem-list?currentPage=1&limit=${DEFAULT_PROBLEM_PAGE_SIZE}`,
    method: 'GET',
  };
  const submissionList: LoadTarget = {
    name: 'get-submission-list',
    url: `${gateway.baseUrl}/api/get-submission-list`,
    method: 'POST',
    body: JSON.stringify({ currentPage: 1, limit: DEFAULT_SUBMISSION_PAGE_SIZE }),
  };

  // Last: every submit adds a row to the list measured before it.
  const submit: LoadTarget = {
    name: 'submit-problem-judge',
    url: `${gateway.baseUrl}/api/submit-problem-judge`,
    method: 'POST',
    body: submitSetup.body,
    headers: { authorization: `Bearer ${submitSetup.token}` },
  };

  const databasePid = await pidOf('mariadbd', 'mysqld');
  const serverOf = (target: LoadTarget): ChildServer => (target === bareTarget ? bare : gateway);
  const figures: LoadFigures[] = [];
  const skipped: string[] = [];
  const statements = new Map<string, RouteStatement[]>();
  for (const target of [bareTarget, problemList, submissionList, submit]) {
    const problem = await probe(target);
    if (problem !== null) {
      if (target === submissionList && problem.startsWith('HTTP 404')) {
        skipped.push(`${target.name}: skipped, the route is not served yet (judge-dispatch unfinished): ${problem}`);
        continue;
      }
      throw new Error(`${target.name} does not answer 200: ${problem}`);
    }
    figures.push(await measure(target, serverOf(target), databasePid, { connections, warmupSec, durationSec }));
    await sleep(1_000);
    if (target === problemList) statements.set(target.name, await problemListStatements(database.dataSource));
    if (target === submissionList) statements.set(target.name, submissionListStatements());
  }

  printFigures(figures, skipped, { connections, durationSec, load: loadLine() });

  // The problem list keeps public answers for 2 s: distinct page sizes and pages make every request a miss.
  const problemListMiss = (round: number, index: number): LoadTarget => ({
    ...problemList,
    url: `${gateway.baseUrl}/api/get-problem-list?currentPage=${round + 1}&limit=${31 + index}`,
  });
  for (const [target, targetOf, note] of [
    [problemList, problemListMiss, 'each a miss of the public list cache'],
    [submissionList, () => submissionList, 'page 1'],
  ] as const) {
    const routeStatements = statements.get(target.name);
    if (!routeStatements) continue;
    const selects = await selectsPerRequest(database.dataSource, targetOf);
    printDiagnosis(target.name, `${selects.toFixed(1)} SELECT statements per request (${note})`, await profileStatements(database.dataSource, routeStatements));
  }
  if (figures.some((figure) => figure.name === submit.name)) {
    // Sequential submits while nothing else runs: what one submission costs the database, and its time alone.
    const writes = await statementsPerRequest(database.dataSource, submit);
    const counts = Object.entries(writes.perRequest).map(([name, count]) => `${count.toFixed(1)} ${name.replace('Com_', '').toUpperCase()}`);
    process.stdout.write(
      `\n${submit.name}: ${counts.join(', ')} statements per request, ${writes.medianMs.toFixed(1)} ms median alone; server-wide counters, lowest of 3 rounds of 50 sequential requests\n`,
    );
  }
  const gatewayOutput = gateway.output().trim();
  if (gatewayOutput !== '') process.stdout.write(`\nGateway output (warn and above, last lines):\n${gatewayOutput.slice(-2_000)}\n`);
  return verdictOf(figures);
}

await runBench(main, cleanups, log);
