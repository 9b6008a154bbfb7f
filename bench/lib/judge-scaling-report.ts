/** Prints the judge-scaling bench's floor, rounds, per-node figures and checks. */
import type { CoreFloor } from './judge-scaling-floor.ts';
import type { RoundFigure } from './judge-scaling-round.ts';
import { queueWaitPercentiles } from './judge-scaling-round.ts';
import { ms, table } from './stats.ts';

function print(text = ''): void {
  process.stdout.write(`${text}\n`);
}

function seconds(value: number): string {
  return `${(value / 1000).toFixed(2)} s`;
}

/** The jobs per second the round's cores allow at their floors: one slot per distinct core, 1 / floor each. */
export function floorLimit(round: RoundFigure, floors: readonly CoreFloor[]): number {
  const cores = new Set(round.perNode.map((node) => node.core));
  let limit = 0;
  for (const core of cores) {
    const floor = floors.find((entry) => entry.core === core);
    if (floor) limit += 1000 / floor.medianMs;
  }
  return limit;
}

/** The floors, measured before and after the rounds. */
export function printFloors(label: string, floors: readonly CoreFloor[], cases: number, steps: number): void {
  print(`\n== Floor ${label}: one job's bare run (${cases} cases of ${steps} steps, a shell loop in a sandbox container on the core, no runner)`);
  print(
    table(
      ['core', 'runs (container clock)', 'median', 'one slot at the floor'],
      floors.map((floor) => [String(floor.core), floor.runsMs.map(ms).join(', '), ms(floor.medianMs), `${(1000 / floor.medianMs).toFixed(2)} jobs/s`]),
    ),
  );
}

/** The rounds side by side, then each node's share. */
export function printRounds(rounds: readonly RoundFigure[], floors: readonly CoreFloor[]): void {
  const base = rounds[0]?.jobsPerSecond ?? Number.NaN;
  print(`\n== Rounds: the same backlog of ${rounds[0]?.jobs ?? 0} jobs, enqueued at once, on a fresh queue each time`);
  print(
    table(
      ['nodes', 'node:core', 'wall to drain', 'jobs/s', 'speed-up vs 1 node', 'of the floor limit', 'queue wait p50 / p99', 'load 1 min start -> end'],
      rounds.map((round) => {
        const waits = queueWaitPercentiles(round);
        const limit = floorLimit(round, floors);
        return [
          String(round.nodes),
          round.perNode.map((node) => `${node.nodeId}:${node.core}`).join(' '),
          seconds(round.wallMs),
          round.jobsPerSecond.toFixed(2),
          `${(round.jobsPerSecond / base).toFixed(2)} x`,
          `${((round.jobsPerSecond / limit) * 100).toFixed(1)} % of ${limit.toFixed(2)}`,
          `${seconds(waits.p50)} / ${seconds(waits.p99)}`,
          `${round.loadStart.toFixed(2)} -> ${round.loadEnd.toFixed(2)}`,
        ];
      }),
    ),
  );
  print('\n== Each node (CPU during the round: from the first job enqueued to the last result)');
  print(
    table(
      [
        'nodes',
        'node',
        'core',
        'affinity',
        "containers' cpuset",
        'jobs',
        'first take -> last result',
        'sandbox CPU',
        'of the span',
        "cases' CPU (judge)",
        'node process CPU',
        'compiles',
      ],
      rounds.flatMap((round) =>
        round.perNode.map((node) => [
          String(round.nodes),
          node.nodeId,
          String(node.core),
          node.affinity,
          [...new Set(node.containerCpusets)].join(' '),
          String(node.jobs),
          seconds(node.spanMs),
          node.sandboxCpuMs === null ? 'n/a' : seconds(node.sandboxCpuMs),
          node.sandboxCpuMs === null || node.spanMs === 0 ? 'n/a' : `${((node.sandboxCpuMs / node.spanMs) * 100).toFixed(0)} %`,
          seconds(node.reportedCaseMs),
          seconds(node.processCpuMs),
          String(node.compilesStored),
        ]),
      ),
    ),
  );
}

/** The checks of every round; returns whether all passed. */
export function printChecks(rounds: readonly RoundFigure[]): boolean {
  print('\n== Checks: every job exactly one result, none lost, all Accepted, no compile during a round');
  let ok = true;
  for (const round of rounds) {
    const compiles = round.perNode.reduce((total, node) => total + node.compilesStored, 0);
    const problems = [...round.problems, ...(compiles > 0 ? [`${compiles} compile(s) stored during the round`] : [])];
    ok &&= problems.length === 0;
    print(
      `${round.nodes} node(s): ${problems.length === 0 ? `PASS (${round.jobs} jobs, ${round.jobs} results, all Accepted)` : `FAIL: ${problems.slice(0, 10).join('; ')}`}`,
    );
  }
  return ok;
}
