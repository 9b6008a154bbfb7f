/**
 * Chaos scenarios against the split platform (bench/README.md, "Chaos"): each one starts the platform
 * of its own (bench/lib/chaos-platform.sh: own ports 29080-29084, NATS on 29222, its own MariaDB server
 * on 29306 and database oj_e2e_chaos_<id>), makes P1000 judgeable, injects its fault under load and
 * reads what became of every submission from the database and the event stream.
 *   bench/run chaos --scenario judge-kill|nats-restart|db-restart|contest-restart|rolling-restart|all
 *     [--kills 50] [--restarts 3] [--interval-ms 1000] [--down-ms 5000] [--gap-ms 15000]
 *     [--settle-timeout-ms 300000] [--rounds restart,surge] [--step-gap-ms 3000] [--retry-delay-ms 250]
 * Exit code: 0 when every scenario met its targets, 1 when one missed, 2 when the bench itself failed.
 */
import { parseArgs } from 'node:util';
import { runBench } from './lib/bench-process.ts';
import type { Cleanup } from './lib/bench-process.ts';
import { contestRestart } from './lib/chaos-contest.ts';
import { judgeKill } from './lib/chaos-judge-kill.ts';
import { restarts } from './lib/chaos-restarts.ts';
import { ROUNDS, rollingRestartScenario } from './lib/chaos-rolling.ts';
import type { Round } from './lib/chaos-rolling.ts';
import type { ScenarioResult } from './lib/chaos-scenario.ts';
import { benchLog, positiveFlag } from './lib/cli.ts';

const SCENARIOS = ['judge-kill', 'nats-restart', 'db-restart', 'contest-restart', 'rolling-restart'] as const;
type Scenario = (typeof SCENARIOS)[number];

const { values: flags } = parseArgs({
  options: {
    scenario: { type: 'string', default: 'all' },
    kills: { type: 'string', default: '50' },
    restarts: { type: 'string', default: '3' },
    'interval-ms': { type: 'string', default: '1000' },
    'down-ms': { type: 'string', default: '5000' },
    'gap-ms': { type: 'string', default: '15000' },
    'settle-timeout-ms': { type: 'string', default: '300000' },
    users: { type: 'string', default: '500' },
    problems: { type: 'string', default: '8' },
    submissions: { type: 'string', default: '5000' },
    'during-down': { type: 'string', default: '5' },
    rounds: { type: 'string', default: ROUNDS.join(',') },
    'step-gap-ms': { type: 'string', default: '3000' },
    'retry-delay-ms': { type: 'string', default: '250' },
  },
});

/** --rounds: restart, surge or both, in the given order. */
function roundsFlag(): Round[] {
  const rounds = flags.rounds.split(',').map((round) => round.trim());
  if (!rounds.length || !rounds.every((round) => (ROUNDS as readonly string[]).includes(round)))
    throw new Error(`--rounds must list ${ROUNDS.join(' and/or ')}`);
  return rounds as Round[];
}

const log = benchLog('bench:chaos');
const chosen: Scenario[] = flags.scenario === 'all' ? [...SCENARIOS] : SCENARIOS.includes(flags.scenario as Scenario) ? [flags.scenario as Scenario] : [];
if (!chosen.length) {
  process.stderr.write(`--scenario must be one of ${SCENARIOS.join(', ')} or all\n`);
  process.exit(2);
}

async function runScenario(scenario: Scenario): Promise<ScenarioResult> {
  const cleanups: Cleanup[] = [];
  try {
    const settleTimeoutMs = positiveFlag(flags, 'settle-timeout-ms');
    const intervalMs = positiveFlag(flags, 'interval-ms');
    const restartOptions = {
      restarts: positiveFlag(flags, 'restarts'),
      intervalMs,
      downMs: positiveFlag(flags, 'down-ms'),
      gapMs: positiveFlag(flags, 'gap-ms'),
      settleTimeoutMs,
    };
    switch (scenario) {
      case 'judge-kill':
        return await judgeKill({ kills: positiveFlag(flags, 'kills'), intervalMs, settleTimeoutMs }, log, cleanups);
      case 'nats-restart':
        return await restarts('nats', restartOptions, log, cleanups);
      case 'db-restart':
        return await restarts('db', restartOptions, log, cleanups);
      case 'contest-restart':
        return await contestRestart(
          {
            users: positiveFlag(flags, 'users'),
            problems: positiveFlag(flags, 'problems'),
            submissions: positiveFlag(flags, 'submissions'),
            duringDown: positiveFlag(flags, 'during-down'),
          },
          log,
          cleanups,
        );
      case 'rolling-restart':
        return await rollingRestartScenario(
          { rounds: roundsFlag(), intervalMs, gapMs: positiveFlag(flags, 'step-gap-ms'), retryDelayMs: positiveFlag(flags, 'retry-delay-ms'), settleTimeoutMs },
          log,
          cleanups,
        );
      default:
        throw new Error(`unknown scenario ${String(scenario)}`);
    }
  } finally {
    for (const cleanup of cleanups.reverse())
      await cleanup.run().catch((error: unknown) => {
        log(`cleanup of ${cleanup.what} failed: ${(error as Error).message}`);
      });
  }
}

function print(result: ScenarioResult): void {
  const width = Math.max(...result.figures.map(([label]) => label.length));
  process.stdout.write(`\n## ${result.name}: ${result.problems.length ? 'FAIL' : 'pass'}\n`);
  for (const [label, value] of result.figures) process.stdout.write(`  ${label.padEnd(width)}  ${value}\n`);
  for (const problem of result.problems) process.stdout.write(`  missed: ${problem}\n`);
}

await runBench(
  async () => {
    let failed = 0;
    for (const scenario of chosen) {
      log(`scenario ${scenario}`);
      const started = Date.now();
      const result = await runScenario(scenario);
      result.figures.push(['scenario took', `${((Date.now() - started) / 1000).toFixed(0)} s`]);
      print(result);
      if (result.problems.length) failed += 1;
    }
    return failed ? 1 : 0;
  },
  [],
  log,
);
