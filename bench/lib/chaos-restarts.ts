/**
 * Chaos scenarios nats-restart and db-restart: under a steady submission stream, the platform's own
 * NATS server or its own MariaDB server is stopped (SIGTERM, as an operator's restart), left down for
 * `downMs`, and started again, `restarts` times. Targets: no submission the platform took is lost,
 * every service is ready again by itself, new submissions are taken and judging resumes, and a submission made during
 * the outage gets an answer (a taken submission or an error envelope), never a hang.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { Cleanup } from './bench-process.ts';
import { IN_PROGRESS_VERDICTS } from '@oj/contracts';
import { checkOutcome, outcomeProblems } from './chaos-check.ts';
import { SubmitStream } from './chaos-load.ts';
import type { SubmitRecord } from './chaos-load.ts';
import type { ChaosPlatform } from './chaos-platform.ts';
import { SERVICES } from './chaos-platform.ts';
import { ms, outcomeFigures, recoveryTimes, startJudgeable } from './chaos-scenario.ts';
import type { ScenarioResult } from './chaos-scenario.ts';
import { percentile } from './stats.ts';

type Target = 'nats' | 'db';

/** Notes every stretch a service was not ready, polling every 250 ms. */
class ReadinessWatch {
  readonly down: Record<string, { fromMs: number; toMs: number | null }[]> = {};
  #running = true;
  readonly #done: Promise<void>;

  constructor(platform: ChaosPlatform) {
    this.#done = this.#watch(platform);
  }

  async #watch(platform: ChaosPlatform): Promise<void> {
    while (this.#running) {
      const states = await Promise.all(SERVICES.map((name) => platform.ready(name)));
      const now = Date.now();
      SERVICES.forEach((name, index) => {
        const spans = (this.down[name] ??= []);
        const open = spans.at(-1)?.toMs === null ? spans.at(-1) : undefined;
        if (!states[index] && !open) spans.push({ fromMs: now, toMs: null });
        if (states[index] && open) open.toMs = now;
      });
      await sleep(250);
    }
  }

  async stop(): Promise<void> {
    this.#running = false;
    await this.#done;
  }
}

/** Final rows of the platform's judge table. */
async function finalCount(platform: ChaosPlatform): Promise<number | null> {
  const rows = (await (
    await platform.db()
  )
    .query('SELECT COUNT(*) AS n FROM judge WHERE status NOT IN (?, ?, ?)', [...IN_PROGRESS_VERDICTS])
    .catch(() => null)) as { n: number | string }[] | null;
  return rows ? Number(rows[0]?.n ?? 0) : null;
}

/**
 * From `fromMs` (the server is up again): a probe submitted every 500 ms until one is taken, and the
 * number of final verdicts watched until it grows (judging resumed: the backlog is being judged
 * again, whatever its length). The ms from `fromMs` to each (null: not within 120 s).
 */
async function probe(platform: ChaosPlatform, token: string, pid: number, fromMs: number): Promise<{ takenMs: number | null; judgingMs: number | null }> {
  const stream = new SubmitStream({ baseUrl: platform.baseUrl, token, pid, intervalMs: 500, timeoutMs: 10_000, tag: 'probe' });
  const taken = (async () => {
    while (Date.now() - fromMs < 120_000) {
      const record = await stream.submitOne();
      if (record.submitId !== null) return Date.now() - fromMs;
      await sleep(500);
    }
    return null;
  })();
  const judging = (async () => {
    let first: number | null = null;
    while (Date.now() - fromMs < 120_000) {
      const count = await finalCount(platform);
      if (count !== null && first === null) first = count;
      else if (count !== null && first !== null && count > first) return Date.now() - fromMs;
      await sleep(200);
    }
    return null;
  })();
  return { takenMs: await taken, judgingMs: await judging };
}

/**
 * How long the submissions taken during an outage waited for their verdict: from the submit, and from the moment the
 * server was started again (the time the stream stored their `submission judged` event with a final verdict).
 */
function outageVerdictFigures(
  during: readonly SubmitRecord[],
  outages: readonly { downAtMs: number; upAtMs: number }[],
  verdictAtMs: ReadonlyMap<number, number>,
): [string, string][] {
  const waits: { fromSubmitMs: number; fromUpMs: number }[] = [];
  for (const record of during) {
    const verdictAt = record.submitId === null ? undefined : verdictAtMs.get(record.submitId);
    const outage = outages.find((item) => record.sentAtMs >= item.downAtMs && record.sentAtMs <= item.upAtMs);
    if (verdictAt === undefined || !outage) continue;
    waits.push({ fromSubmitMs: verdictAt - record.sentAtMs, fromUpMs: verdictAt - outage.upAtMs });
  }
  if (!waits.length) return [['taken during the outages and judged', '0']];
  const fromSubmit = waits.map((wait) => wait.fromSubmitMs);
  const fromUp = waits.map((wait) => wait.fromUpMs);
  return [
    ['taken during the outages and judged', String(waits.length)],
    ['of them, submit to verdict: p50 / max', `${ms(percentile(fromSubmit, 50))} / ${ms(Math.max(...fromSubmit))}`],
    ['of them, server started again to verdict: p50 / max', `${ms(percentile(fromUp, 50))} / ${ms(Math.max(...fromUp))}`],
    ['of them, submit to verdict, each (s)', fromSubmit.map((value) => (value / 1000).toFixed(1)).join(', ')],
  ];
}

export async function restarts(
  target: Target,
  options: { restarts: number; intervalMs: number; downMs: number; gapMs: number; settleTimeoutMs: number },
  log: (message: string) => void,
  cleanups: Cleanup[],
): Promise<ScenarioResult> {
  const { platform, token, pid } = await startJudgeable(target === 'nats' ? 'nr' : 'dr', log, cleanups);
  const stream = new SubmitStream({ baseUrl: platform.baseUrl, token, pid, intervalMs: options.intervalMs, timeoutMs: 15_000, tag: target });
  const watch = new ReadinessWatch(platform);
  stream.start();
  const outages: { downAtMs: number; upAtMs: number }[] = [];
  const figures: [string, string][] = [];
  const problems: string[] = [];
  for (let round = 1; round <= options.restarts; round += 1) {
    await sleep(options.gapMs);
    const downAtMs = Date.now();
    if (target === 'nats') await platform.stopOne('nats');
    else await platform.dbStop();
    await sleep(options.downMs);
    if (target === 'nats') await platform.launch('nats');
    else await platform.dbStart();
    const upAtMs = Date.now();
    outages.push({ downAtMs, upAtMs });
    const [ready, probed] = await Promise.all([recoveryTimes(platform, SERVICES), probe(platform, token, pid, upAtMs)]);
    const slowest = Math.max(...Object.values(ready).map((value) => value ?? Number.POSITIVE_INFINITY));
    figures.push([
      `restart ${round}: down ${ms(upAtMs - downAtMs)}; every service ready again after`,
      `${ms(Number.isFinite(slowest) ? slowest : null)} (${Object.entries(ready)
        .map(([name, value]) => `${name} ${ms(value)}`)
        .join(', ')})`,
    ]);
    figures.push([`restart ${round}: a new submission taken / judging resumed (a verdict) after`, `${ms(probed.takenMs)} / ${ms(probed.judgingMs)}`]);
    if (!Number.isFinite(slowest)) problems.push(`restart ${round}: a service was not ready again within 120 s`);
    if (probed.takenMs === null) problems.push(`restart ${round}: no new submission taken within 120 s`);
    if (probed.judgingMs === null) problems.push(`restart ${round}: no verdict within 120 s`);
    log(
      `restart ${round}/${options.restarts}: ready after ${ms(Number.isFinite(slowest) ? slowest : null)}, new submission taken after ${ms(probed.takenMs)}, judging resumed after ${ms(probed.judgingMs)}`,
    );
  }
  await sleep(options.gapMs);
  await stream.stop();
  await watch.stop();
  for (const [name, spans] of Object.entries(watch.down)) {
    if (!spans.length) continue;
    const longest = Math.max(...spans.map((span) => (span.toMs ?? Date.now()) - span.fromMs));
    figures.push([`${name}: not ready (readyz) stretches, longest`, `${spans.length}, ${ms(longest)}`]);
  }
  // Answers to submissions sent while the server was down (from the stop until it was started again).
  const during = stream.records.filter((record) => outages.some((outage) => record.sentAtMs >= outage.downAtMs && record.sentAtMs <= outage.upAtMs));
  const errors = during.filter((record) => record.submitId === null && !record.hung);
  const latencies = errors.map((record) => record.latencyMs);
  figures.push(['submissions sent during the outages', String(during.length)]);
  figures.push([
    'of them taken / error answers / hung',
    `${during.filter((record) => record.submitId !== null).length} / ${errors.length} / ${during.filter((record) => record.hung).length}`,
  ]);
  if (errors.length) {
    figures.push(['error answers: latency p50 / max', `${ms(percentile(latencies, 50))} / ${ms(Math.max(...latencies))}`]);
    const messages = new Map<string, number>();
    for (const record of errors)
      messages.set(`${record.httpStatus} ${record.error ?? ''}`, (messages.get(`${record.httpStatus} ${record.error ?? ''}`) ?? 0) + 1);
    figures.push(['error answers (HTTP status, message)', [...messages.entries()].map(([message, count]) => `${count} × ${message}`).join('; ')]);
  }
  const hung = stream.records.filter((record) => record.hung);
  if (hung.length) problems.push(`${hung.length} submissions got no answer within 15 s`);
  const slowErrors = errors.filter((record) => record.latencyMs > 5_000 || record.httpStatus === 0);
  if (slowErrors.length) problems.push(`${slowErrors.length} error answers took over 5 s or came without an HTTP answer`);
  log('restarts done; waiting for the backlog');
  const { js } = await platform.nats();
  const outcome = await checkOutcome({
    db: await platform.db(),
    js,
    names: platform.names,
    submitIds: stream.accepted().map((record) => record.submitId as number),
    refused: stream.refused().length,
    settleTimeoutMs: options.settleTimeoutMs,
  });
  problems.push(...outcomeProblems(outcome));
  figures.push(...outageVerdictFigures(during, outages, outcome.verdictAtMs));
  return { name: `${target}-restart`, figures: [...figures, ...outcomeFigures(stream.records, outcome)], problems };
}
