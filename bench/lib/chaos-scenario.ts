/**
 * What every chaos scenario shares: its platform started with a judgeable problem and root's token,
 * a first submission judged before any fault, its figures as labelled lines, and its pass/fail.
 */
import { ProblemEntity } from '@oj/db';
import type { DataSource } from 'typeorm';
import type { Cleanup } from './bench-process.ts';
import { checkOutcome, outcomeProblems } from './chaos-check.ts';
import type { Outcome } from './chaos-check.ts';
import { loginRoot, SubmitStream } from './chaos-load.ts';
import type { SubmitRecord } from './chaos-load.ts';
import { ChaosPlatform } from './chaos-platform.ts';
import type { PlatformPorts, ServiceName } from './chaos-platform.ts';

/**
 * The scenarios' short ids (their directory, database and NATS namespace names) and their ports:
 * jk 29080-29084, NATS 29222, MariaDB 29306, the next ones 100 higher; the rolling restart 30080,
 * 30222, 30306 (bench) and 30480, 30622, 30706 (its end-to-end test, tests/e2e/test/rolling-restart.test.ts).
 */
const SCENARIO_PORTS: Readonly<Record<string, PlatformPorts>> = {
  jk: { base: 29080, nats: 29222, db: 29306 },
  nr: { base: 29180, nats: 29322, db: 29406 },
  dr: { base: 29280, nats: 29422, db: 29506 },
  cr: { base: 29380, nats: 29522, db: 29606 },
  rr: { base: 30080, nats: 30222, db: 30306 },
  rt: { base: 30480, nats: 30622, db: 30706 },
};

/** A scenario's result: its figures (label, value) and what missed a target (empty: passed). */
export interface ScenarioResult {
  name: string;
  figures: [string, string][];
  problems: string[];
}

/** Each scenario on ports of its own (SCENARIO_PORTS); an unknown id is a bench bug. */
function scenarioPorts(id: string): PlatformPorts {
  const ports = SCENARIO_PORTS[id];
  if (!ports) throw new Error(`unknown chaos scenario id ${id}`);
  return ports;
}

/** A started platform ready to judge: root's token and P1000's id. */
export interface Judgeable {
  platform: ChaosPlatform;
  token: string;
  pid: number;
}

/**
 * Starts the scenario's platform (`afterMigrate` runs on the migrated database before the services start) and judges one
 * submission. `ports` defaults to the scenario's own (scenarioPorts); another bench on the same platform passes its own.
 */
export async function startJudgeable(
  id: string,
  log: (message: string) => void,
  cleanups: Cleanup[],
  afterMigrate: (db: DataSource) => Promise<void> = async () => {},
  ports: PlatformPorts = scenarioPorts(id),
): Promise<Judgeable> {
  const platform = new ChaosPlatform(id, ports);
  cleanups.push({ what: 'chaos platform', run: () => platform.stop() });
  log(`starting the split platform (${platform.dir}, gateway on ${platform.ports.gateway})`);
  const started = Date.now();
  await platform.start(afterMigrate, log);
  log(`platform ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const token = await loginRoot(platform.baseUrl, platform.rootPassword);
  const problem = await (await platform.db()).getRepository(ProblemEntity).findOneOrFail({ where: { problemId: 'P1000' }, select: { id: true } });
  const warm = new SubmitStream({ baseUrl: platform.baseUrl, token, pid: problem.id, intervalMs: 1000, timeoutMs: 60_000, tag: 'warm-up' });
  const first = await warm.submitOne();
  if (first.submitId === null) throw new Error(`the first submission was refused: ${first.error ?? ''}`);
  const { js } = await platform.nats();
  const outcome = await checkOutcome({ db: await platform.db(), js, names: platform.names, submitIds: [first.submitId], refused: 0, settleTimeoutMs: 120_000 });
  const problems = outcomeProblems(outcome);
  if (problems.length || !outcome.verdicts.Accepted) throw new Error(`the first submission was not judged Accepted: ${JSON.stringify(outcome)}`);
  log(`first submission ${first.submitId} Accepted after ${((Date.now() - first.sentAtMs) / 1000).toFixed(1)} s`);
  return { platform, token, pid: problem.id };
}

/** Polls every service's /readyz until all are ready; the ms until each one was (null: not within `timeoutMs`). */
export async function recoveryTimes(platform: ChaosPlatform, services: readonly ServiceName[], timeoutMs = 120_000): Promise<Record<string, number | null>> {
  const times = await Promise.all(services.map((name) => platform.waitReady(name, timeoutMs).catch(() => null)));
  return Object.fromEntries(services.map((name, index) => [name, times[index] ?? null]));
}

/** Figures of a submit stream and its outcome. */
export function outcomeFigures(records: readonly SubmitRecord[], outcome: Outcome): [string, string][] {
  const verdicts = Object.entries(outcome.verdicts)
    .map(([name, count]) => `${name} ${count}`)
    .join(', ');
  return [
    ['submissions sent', String(records.length)],
    ['taken (a submit id)', String(outcome.taken)],
    ['refused with an error answer', String(records.filter((record) => record.submitId === null && !record.hung).length)],
    ['hung (no answer in time)', String(records.filter((record) => record.hung).length)],
    ['final verdicts', verdicts || 'none'],
    ['lost', String(outcome.lost.length)],
    ['stuck', String(outcome.stuck.length)],
    ['judged twice (more than one judged event)', String(outcome.judgedTwice.length)],
    ['final without a judged event', String(outcome.unannounced.length)],
    ['extra result messages (jobs judged again after a fault)', String(outcome.extraResults)],
    ['time for the backlog to settle after the load', `${(outcome.settleMs / 1000).toFixed(1)} s`],
  ];
}

export function ms(value: number | null): string {
  return value === null ? 'never' : `${(value / 1000).toFixed(2)} s`;
}
