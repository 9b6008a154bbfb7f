/**
 * Upgrades (issue 23): every process of the split platform replaced under a submission load, one after
 * another, as `scripts/start --roll` does (platform.sh oj_roll_one): the new process starts beside the
 * old one on the same port, and the old one gets SIGTERM once the new one answers ready. No submission
 * may be refused, hang, get lost or be judged twice. The platform and the load are the chaos bench's
 * (bench/lib/chaos-*.ts): its own MariaDB server, NATS server and ports 30480-30484, 30622 and 30706,
 * nothing shared with the platform of this level. `bench/run chaos --scenario rolling-restart` adds a
 * round with one instance of each (SIGTERM, then a start) and reports the figures (docs/upgrades.md).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cleanup } from '../../../bench/lib/bench-process.ts';
import { SERVICES } from '../../../bench/lib/chaos-platform.ts';
import { rollingFigures, rollingProblems, rollingRestart } from '../../../bench/lib/chaos-rolling.ts';
import type { RollingResult } from '../../../bench/lib/chaos-rolling.ts';
import { startJudgeable } from '../../../bench/lib/chaos-scenario.ts';

const cleanups: Cleanup[] = [];
const log = (message: string): void => {
  process.stderr.write(`[rolling-restart] ${message}\n`);
};
let result: RollingResult;
let startedMs = 0;

beforeAll(async () => {
  startedMs = Date.now();
  const { platform, token, pid } = await startJudgeable('rt', log, cleanups);
  log(`platform started and judging after ${((Date.now() - startedMs) / 1000).toFixed(1)} s`);
  result = await rollingRestart(
    platform,
    { token, pid },
    { rounds: ['surge'], intervalMs: 1_000, gapMs: 500, retryDelayMs: 250, settleTimeoutMs: 60_000 },
    log,
  );
}, 300_000);

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup.run().catch(() => undefined);
  log(`took ${((Date.now() - startedMs) / 1000).toFixed(1)} s in all`);
}, 180_000);

describe('a rolling restart of the split platform under load', () => {
  it('replaces every process, one after another', () => {
    for (const [label, value] of rollingFigures(result)) log(`${label}: ${value}`);
    expect(result.steps.map((step) => step.service)).toEqual([...SERVICES]);
  });

  it('refuses, loses, strands and judges twice no submission', () => {
    expect(result.outcome.taken).toBeGreaterThan(10);
    expect(rollingProblems(result)).toEqual([]);
    expect(result.load.stream.refused()).toEqual([]);
    expect(Object.keys(result.outcome.verdicts)).toEqual(['Accepted']);
  });
});
