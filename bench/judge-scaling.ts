/**
 * Judge scaling (issue 23): the same backlog judged by 1, then 2, then 3 judge nodes, each a host of its
 * own (a network namespace reaching the platform's TLS NATS over its link) with one slot, pinned to one
 * core: node 1 core 0, node 2 core 1, node 3 shares a core when the machine has two. See bench/README.md,
 * "Judge scaling (issue 23)". Needs root; skipped with the reason otherwise.
 *
 *   bench/run judge-scaling [--jobs 60] [--nodes 3] [--cases 4] [--steps-per-case 175000000] [--floor-rounds 5]
 */
import { cp } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { stopHostNodes } from '../apps/judge-node/src/testing/index.ts';
import type { HostNode } from '../apps/judge-node/src/testing/index.ts';
import { benchLog, positiveFlag } from './lib/cli.ts';
import { measureFloor } from './lib/judge-scaling-floor.ts';
import type { CoreFloor } from './lib/judge-scaling-floor.ts';
import { scalingUnavailable, startScalingPlatform } from './lib/judge-scaling-platform.ts';
import type { ScalingPlatform } from './lib/judge-scaling-platform.ts';
import { printChecks, printFloors, printRounds } from './lib/judge-scaling-report.ts';
import { coreOfNode, runRound } from './lib/judge-scaling-round.ts';
import type { RoundFigure } from './lib/judge-scaling-round.ts';
import { busiestProcesses, loadLine } from './lib/machine.ts';

const { values: flags } = parseArgs({
  options: {
    jobs: { type: 'string', default: '60' },
    nodes: { type: 'string', default: '3' },
    cases: { type: 'string', default: '4' },
    'steps-per-case': { type: 'string', default: '175000000' },
    'floor-rounds': { type: 'string', default: '5' },
  },
});

const log = benchLog('judge-scaling');
const jobs = positiveFlag(flags, 'jobs');
const maxNodes = positiveFlag(flags, 'nodes');
const cases = positiveFlag(flags, 'cases');
const steps = positiveFlag(flags, 'steps-per-case');
const floorRounds = positiveFlag(flags, 'floor-rounds');
const cores = availableParallelism();

// Every exit path (the end, a failure, Ctrl-C or SIGTERM) stops the nodes, then the server and the hosts.
const running: HostNode[] = [];
let platform: ScalingPlatform | null = null;
let cleaning: Promise<void> | null = null;
function cleanUp(): Promise<void> {
  cleaning ??= (async () => {
    await stopHostNodes(running, 10_000).catch((error: unknown) => {
      log(`stopping the nodes failed: ${String(error)}`);
    });
    await platform?.close();
  })();
  return cleaning;
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    log(`${signal}: cleaning up`);
    void cleanUp().finally(() => process.exit(130));
  });
}

async function main(): Promise<boolean> {
  const usedCores = [...new Set(Array.from({ length: maxNodes }, (_, index) => coreOfNode(index + 1, cores)))];
  log(`${loadLine()}; floor on cores ${usedCores.join(', ')}`);
  const floorsBefore = await measureFloor({ cores: usedCores, cases, steps, rounds: floorRounds });
  platform = await startScalingPlatform({ hosts: maxNodes, cases, steps, timeLimitMs: 5000 });
  // Warm-up: node 1 judges one job (test data downloaded, the program compiled into its cache); the other
  // hosts get a copy of its caches, as if each had judged it, so no round compiles.
  log('warm-up: one job on host1');
  const warm = await runRound(platform, { count: 1, jobs: 1, cores, log }, running);
  if (warm.problems.length > 0) throw new Error(`the warm-up job failed: ${warm.problems.join('; ')}`);
  const [first, ...others] = platform.hostDirs;
  for (const dir of others) {
    for (const part of ['checker-cache', 'judge-cache']) await cp(join(first ?? '', part), join(dir, part), { recursive: true });
  }
  const rounds: RoundFigure[] = [];
  for (let count = 1; count <= maxNodes; count++) {
    log(`round: ${count} node(s), ${jobs} jobs; ${loadLine()}`);
    const round = await runRound(platform, { count, jobs, cores, log }, running);
    log(`round: ${count} node(s) drained in ${(round.wallMs / 1000).toFixed(2)} s`);
    rounds.push(round);
  }
  const floorsAfter = await measureFloor({ cores: usedCores, cases, steps, rounds: floorRounds });
  const floors: CoreFloor[] = floorsBefore.map((floor) => {
    const later = floorsAfter.find((entry) => entry.core === floor.core);
    return later ? { ...floor, medianMs: (floor.medianMs + later.medianMs) / 2 } : floor;
  });
  process.stdout.write(
    `judge scaling: ${jobs} jobs (C++, ${cases} cases of ${steps} CPU-bound steps, compiled once in the warm-up), ` +
      `1..${maxNodes} nodes with one slot each, ${cores} cores on this machine\n`,
  );
  printFloors('before the rounds', floorsBefore, cases, steps);
  printFloors('after the rounds', floorsAfter, cases, steps);
  process.stdout.write('(the floor limit below uses the mean of the two medians per core)\n');
  printRounds(rounds, floors);
  const ok = printChecks(rounds);
  process.stdout.write(`\n${loadLine()}\n${await busiestProcesses()}\n`);
  return ok;
}

const reason = await scalingUnavailable();
if (reason) {
  process.stdout.write(`judge-scaling skipped: ${reason}\n`);
  process.exit(0);
}
let code = 2;
try {
  code = (await main()) ? 0 : 1;
} catch (error) {
  log(`failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
} finally {
  await cleanUp();
}
process.exit(code);
