/**
 * Chaos scenario rolling-restart (issue 23, "Upgrades"): under a steady submission load, every
 * process of the split platform is restarted one after another (gateway, judge-dispatch, contest,
 * community, judge node), each ready (/readyz) before the next, in up to two rounds:
 *   - `restart`: one instance: SIGTERM, its exit, a fresh start. While a service on the request path
 *     is down, a submission must be refused quickly (connection refused or a 503 envelope), never
 *     hang; the load retries it, and counts it "refused, retried", apart from lost ones.
 *   - `surge`: the new process starts beside the old one on the same port (SO_REUSEPORT), and the old
 *     one gets SIGTERM once the new one answers ready, as scripts/start --roll does and as a
 *     Kubernetes rolling update with maxUnavailable 0 does: nothing may be refused.
 * Every submission that got an id ends with exactly one verdict: none lost, stuck or judged twice.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { Cleanup } from './bench-process.ts';
import { checkOutcome, outcomeProblems } from './chaos-check.ts';
import type { Outcome } from './chaos-check.ts';
import { SubmitStream } from './chaos-load.ts';
import type { SubmitRecord } from './chaos-load.ts';
import type { ChaosPlatform, ServiceName } from './chaos-platform.ts';
import { SERVICES } from './chaos-platform.ts';
import { ms, outcomeFigures, startJudgeable } from './chaos-scenario.ts';
import type { ScenarioResult } from './chaos-scenario.ts';

/** How a process is restarted (see the file's comment). */
export const ROUNDS = ['restart', 'surge'] as const;
export type Round = (typeof ROUNDS)[number];

/** One process restarted: when, and the records of the submissions sent meanwhile. */
export interface RestartStep {
  round: Round;
  service: ServiceName;
  startedMs: number;
  /** `restart`: when the old process had exited. */
  stoppedMs: number | null;
  readyMs: number;
}

/** A submission load that sends a refused submission again until the platform takes it. */
export class RetryingLoad {
  readonly stream: SubmitStream;
  /** Submissions started (each attempt of each is one of `stream.records`). */
  submissions = 0;
  /** When each submission refused at least once (and sent again) was first refused. */
  readonly retriedAtMs: number[] = [];
  /** Submissions still refused after `giveUpMs` of retries. */
  gaveUp = 0;
  readonly #intervalMs: number;
  readonly #retryDelayMs: number;
  readonly #giveUpMs: number;
  readonly #pending = new Set<Promise<void>>();
  #running = false;
  #loop: Promise<void> | null = null;

  constructor(stream: SubmitStream, options: { intervalMs: number; retryDelayMs: number; giveUpMs: number }) {
    this.stream = stream;
    this.#intervalMs = options.intervalMs;
    this.#retryDelayMs = options.retryDelayMs;
    this.#giveUpMs = options.giveUpMs;
  }

  start(): void {
    this.#running = true;
    this.#loop = this.#run();
  }

  /** Stops starting submissions, and waits for those in flight (retries included). */
  async stop(): Promise<void> {
    this.#running = false;
    await this.#loop;
    await Promise.all(this.#pending);
  }

  async #run(): Promise<void> {
    const started = Date.now();
    for (let tick = 1; this.#running; tick += 1) {
      this.submissions += 1;
      const one = this.#submit().finally(() => this.#pending.delete(one));
      this.#pending.add(one);
      await sleep(Math.max(0, started + tick * this.#intervalMs - Date.now()));
    }
  }

  // A hang is not retried: whether the platform took it is unknown, and it already misses a target.
  async #submit(): Promise<void> {
    const started = Date.now();
    for (let attempt = 1; ; attempt += 1) {
      const record = await this.stream.submitOne();
      if (record.submitId !== null || record.hung) return;
      if (attempt === 1) this.retriedAtMs.push(record.sentAtMs);
      if (Date.now() - started > this.#giveUpMs) {
        this.gaveUp += 1;
        return;
      }
      await sleep(this.#retryDelayMs);
    }
  }
}

/** What a rolling restart did to the load: the steps, every attempt, and the fate of each submission taken. */
export interface RollingResult {
  steps: RestartStep[];
  load: RetryingLoad;
  outcome: Outcome;
  /** Judge rows written during the load that no answer named (taken, but the client was told otherwise). */
  unnamedRows: number;
}

export interface RollingOptions {
  rounds: readonly Round[];
  services?: readonly ServiceName[];
  intervalMs: number;
  /** Pause before each restart, the load running. */
  gapMs: number;
  retryDelayMs: number;
  settleTimeoutMs: number;
}

/** SIGKILL after this long when a process has not exited on SIGTERM: a judge node finishes its jobs in hand first. */
const STOP_SECONDS: Record<ServiceName, number> = { gateway: 30, 'judge-dispatch': 30, contest: 30, community: 30, 'judge-node': 120 };

async function restartOne(platform: ChaosPlatform, round: Round, service: ServiceName): Promise<RestartStep> {
  const startedMs = Date.now();
  if (round === 'surge') {
    await platform.roll(service, STOP_SECONDS[service]);
    return { round, service, startedMs, stoppedMs: null, readyMs: Date.now() };
  }
  await platform.stopOne(service, STOP_SECONDS[service]);
  const stoppedMs = Date.now();
  await platform.launch(service);
  await platform.waitReady(service);
  return { round, service, startedMs, stoppedMs, readyMs: Date.now() };
}

/** Runs the rounds under the load on a started platform, then reads what became of every submission. */
export async function rollingRestart(
  platform: ChaosPlatform,
  submitter: { token: string; pid: number },
  options: RollingOptions,
  log: (message: string) => void,
): Promise<RollingResult> {
  const stream = new SubmitStream({
    baseUrl: platform.baseUrl,
    token: submitter.token,
    pid: submitter.pid,
    intervalMs: options.intervalMs,
    timeoutMs: 15_000,
    tag: 'rolling',
  });
  const load = new RetryingLoad(stream, { intervalMs: options.intervalMs, retryDelayMs: options.retryDelayMs, giveUpMs: 60_000 });
  const db = await platform.db();
  const before = await db.query<{ top: number | string | null }[]>('SELECT MAX(submitId) AS top FROM judge');
  load.start();
  const steps: RestartStep[] = [];
  for (const round of options.rounds) {
    for (const service of options.services ?? SERVICES) {
      await sleep(options.gapMs);
      const step = await restartOne(platform, round, service);
      steps.push(step);
      const refused = attemptsDuring(stream.records, step).filter((record) => record.error !== null).length;
      log(`${round} ${service}: ready again after ${ms(step.readyMs - step.startedMs)}, ${refused} refused meanwhile`);
    }
  }
  await sleep(options.gapMs);
  await load.stop();
  log(`restarts done: ${load.submissions} submissions, ${stream.records.length} attempts; waiting for the backlog`);
  const { js } = await platform.nats();
  const outcome = await checkOutcome({
    db,
    js,
    names: platform.names,
    submitIds: stream.accepted().map((record) => record.submitId as number),
    refused: stream.refused().length,
    settleTimeoutMs: options.settleTimeoutMs,
  });
  const rows = await db.query<{ n: number | string }[]>('SELECT COUNT(*) AS n FROM judge WHERE submitId > ?', [Number(before[0]?.top ?? 0)]);
  return { steps, load, outcome, unnamedRows: Number(rows[0]?.n ?? 0) - outcome.taken };
}

/** The attempts sent while a step ran. */
export function attemptsDuring(records: readonly SubmitRecord[], step: RestartStep): SubmitRecord[] {
  return records.filter((record) => record.sentAtMs >= step.startedMs && record.sentAtMs <= step.readyMs);
}

/** What missed a target: anything lost, stuck, judged twice or hung, a slow refusal, or a refusal in a surge round. */
export function rollingProblems(result: RollingResult): string[] {
  const problems = outcomeProblems(result.outcome);
  const records = result.load.stream.records;
  const hung = records.filter((record) => record.hung);
  if (hung.length) problems.push(`${hung.length} submissions got no answer within 15 s`);
  if (result.load.gaveUp) problems.push(`${result.load.gaveUp} submissions still refused after 60 s of retries`);
  const slow = records.filter((record) => record.submitId === null && !record.hung && record.latencyMs > 5_000);
  if (slow.length) problems.push(`${slow.length} refusals took over 5 s`);
  for (const step of result.steps.filter((each) => each.round === 'surge')) {
    const refused = attemptsDuring(records, step).filter((record) => record.submitId === null);
    if (refused.length) problems.push(`surge ${step.service}: ${refused.length} refused (${describeRefusals(refused)})`);
  }
  const outside = records.filter((record) => record.submitId === null && !result.steps.some((step) => attemptsDuring([record], step).length));
  if (outside.length) problems.push(`${outside.length} refused outside any restart (${describeRefusals(outside)})`);
  if (result.unnamedRows) problems.push(`${result.unnamedRows} judge rows that no answer named (taken, but answered as refused)`);
  return problems;
}

function describeRefusals(records: readonly SubmitRecord[]): string {
  const counts = new Map<string, number>();
  for (const record of records) {
    const text = `${record.httpStatus} ${record.error ?? ''}`.trim();
    counts.set(text, (counts.get(text) ?? 0) + 1);
  }
  return [...counts.entries()].map(([text, count]) => `${count} × ${text}`).join('; ');
}

/** The figures of a rolling restart: one line per restart, then the load and the outcome. */
export function rollingFigures(result: RollingResult): [string, string][] {
  const records = result.load.stream.records;
  const figures: [string, string][] = [];
  for (const step of result.steps) {
    const during = attemptsDuring(records, step);
    const refused = during.filter((record) => record.submitId === null && !record.hung);
    const parts = [`took ${ms(step.readyMs - step.startedMs)}`];
    if (step.stoppedMs !== null) parts.push(`stop ${ms(step.stoppedMs - step.startedMs)}, start to ready ${ms(step.readyMs - step.stoppedMs)}`);
    const retried = result.load.retriedAtMs.filter((at) => at >= step.startedMs && at <= step.readyMs).length;
    parts.push(`${during.length} attempts, ${refused.length} refused (${retried} submissions retried)`);
    if (refused.length) parts.push(`answered within ${ms(Math.max(...refused.map((record) => record.latencyMs)))}: ${describeRefusals(refused)}`);
    figures.push([`${step.round} ${step.service}`, parts.join('; ')]);
  }
  figures.push(['submissions (each retried until taken)', String(result.load.submissions)]);
  figures.push([
    'refused, retried: submissions / refused attempts',
    `${result.load.retriedAtMs.length} / ${records.filter((record) => record.submitId === null && !record.hung).length}`,
  ]);
  figures.push(['given up after 60 s of refusals', String(result.load.gaveUp)]);
  figures.push(['judge rows no answer named', String(result.unnamedRows)]);
  return [...figures, ...outcomeFigures(records, result.outcome)];
}

/** The bench's scenario: its own platform (ports 30080-30084, NATS 30222, MariaDB 30306). */
export async function rollingRestartScenario(
  options: Omit<RollingOptions, 'services'>,
  log: (message: string) => void,
  cleanups: Cleanup[],
): Promise<ScenarioResult> {
  const { platform, token, pid } = await startJudgeable('rr', log, cleanups);
  const result = await rollingRestart(platform, { token, pid }, options, log);
  return { name: 'rolling-restart', figures: rollingFigures(result), problems: rollingProblems(result) };
}
