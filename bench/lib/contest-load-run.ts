/**
 * One run of the simulated contest in one mode on the started platform: a contest of its own, the pages for
 * `minutes`, then until every submission is judged and every page had the time to show it; what the platform
 * made of every submission, the verdict-to-board figures, and the platform's CPU over the run.
 */
import { getPriority, loadavg, setPriority } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { checkOutcome, waitSettled } from './chaos-check.ts';
import type { Outcome } from './chaos-check.ts';
import type { ChaosPlatform } from './chaos-platform.ts';
import { boardFigures, PushLog, readJudgedEvents } from './contest-load-board.ts';
import type { BoardFigures } from './contest-load-board.ts';
import { CpuMeter } from './contest-load-cpu.ts';
import type { CpuFigure } from './contest-load-cpu.ts';
import { FloorProbe } from './contest-load-floor.ts';
import { CallStats } from './contest-load-http.ts';
import { eventLoopDelays } from './contest-load-metrics.ts';
import type { LoopDelay } from './contest-load-metrics.ts';
import { ContestPages } from './contest-load-pages.ts';
import type { Mode, PageCounters, PageSchedule } from './contest-load-pages.ts';
import { createContest } from './contest-load-setup.ts';
import { warmUp } from './contest-load-warm-up.ts';
import type { Contestant, ContestProblem } from './contest-load-setup.ts';

export interface RunOptions {
  platform: ChaosPlatform;
  rootToken: string;
  contestants: readonly Contestant[];
  problems: readonly ContestProblem[];
  bare: { baseUrl: string; pid: number };
  mode: Mode;
  minutes: number;
  schedule: PageSchedule;
  floorRate: number;
  /** Verdict to every open page, the target (ms). */
  boardTargetMs: number;
  settleTimeoutMs: number;
  /** How long a few pages of another contest warm the processes up before the measured pages start (0: none). */
  warmUpSec: number;
}

export interface ModeRun {
  mode: Mode;
  cid: number;
  stats: CallStats;
  counters: PageCounters;
  sent: number;
  taken: number[];
  outcome: Outcome;
  board: BoardFigures;
  cpu: CpuFigure[];
  /** The bench's own process (the pages' client) over the same window, s. */
  clientCpuSec: number;
  /** The client's own event-loop delay (ms): when it is long, the client measured late, not the platform. */
  clientLoop: { p99Ms: number; maxMs: number };
  windowSec: number;
  loadSec: number;
  /** Pages whose stream was live just before the end (live mode). */
  liveAtEnd: number;
  loadAverage: string;
  /** Each service's event-loop delay over the window. */
  loopDelays: LoopDelay[];
  /** Date.now() when the pages started. */
  startMs: number;
  /** From when the calls count as the steady state: every page open, 30 s after the ramp. */
  steadyFromMs: number;
  /** The end of the ramp, when the last page has opened its stream: the live connects are all made before it. */
  rampEndMs: number;
}

/** How long after the ramp's last page opens its connect may still be under way. */
const RAMP_CONNECT_MARGIN_MS = 2_000;

/** The client's nice value during a run (see runMode). */
const CLIENT_NICE = -5;

const load1 = (): string => (loadavg()[0] ?? Number.NaN).toFixed(1);

export async function runMode(options: RunOptions, log: (message: string) => void): Promise<ModeRun> {
  const { platform, mode, schedule } = options;
  const db = await platform.db();
  await warmUp(options, log);
  const contest = await createContest(
    platform.baseUrl,
    options.rootToken,
    options.problems,
    `Contest load (${mode}) ${new Date().toISOString()}`,
    options.minutes,
  );
  log(`${mode}: contest ${contest.cid} with ${contest.problems.map((problem) => `${problem.displayId} = ${problem.problemId}`).join(', ')}`);
  const stats = new CallStats();
  const pages = new ContestPages({ baseUrl: platform.baseUrl, contest, contestants: options.contestants, mode, schedule, stats });
  const processes = [
    ...(['gateway', 'judge-dispatch', 'contest', 'community', 'judge-node', 'nats'] as const).map((label) => ({ label, pid: platform.pid(label) })),
    { label: 'mariadbd', pid: platform.dbPid() },
  ];
  const cpu = new CpuMeter(processes, platform.pid('judge-node'));
  const floor = new FloorProbe(options.bare.baseUrl, options.floorRate, stats);
  const pushes = new PushLog((await platform.nats()).nc, platform.names, contest.cid);
  const loadStart = load1();
  await cpu.start();
  await eventLoopDelays(platform, options.rootToken);
  // The client is the measuring instrument: on a machine other work keeps busy, a starved client reads every
  // answer late. Its main thread gets a larger share for the run (the platform's processes and the floor's server
  // were started before and keep the default priority); undone afterwards.
  const priority = getPriority();
  try {
    setPriority(CLIENT_NICE);
  } catch {
    log(`${mode}: could not raise the client's priority (not root?): its own delays are reported below`);
  }
  const clientBefore = process.cpuUsage();
  const clientLoop = monitorEventLoopDelay({ resolution: 20 });
  clientLoop.enable();
  const startMs = Date.now() + 500;
  const loadEndMs = startMs + options.minutes * 60_000;
  floor.start();
  pages.start(startMs, loadEndMs);
  log(`${mode}: ${options.contestants.length} pages opening over ${schedule.rampMs / 1000} s, submitting for ${options.minutes} min`);
  const progress = setInterval(() => {
    const taken = pages.submissions.filter((record) => record.submitId !== null).length;
    const live = mode === 'live' ? `, ${pages.liveNow()} streams live, ${pages.counters.boardPushes} board pushes` : '';
    log(
      `${mode}: ${Math.round((Date.now() - startMs) / 1000)} s: ${stats.requests()} calls, ${stats.errorCount()} errors, ${taken} submissions taken${live}; load ${load1()}`,
    );
  }, 30_000);
  try {
    await sleep(Math.max(0, loadEndMs - Date.now()));
    pages.stopSubmitting();
    // A submit sent just before the end is answered within the call timeout.
    await sleep(Math.min(schedule.timeoutMs, 5_000));
    const taken = pages.submissions.flatMap((record) => (record.submitId === null ? [] : [record.submitId]));
    log(`${mode}: load over; waiting until the ${taken.length} submissions are judged`);
    const settleMs = await waitSettled(db, taken, options.settleTimeoutMs);
    log(`${mode}: judged ${(settleMs / 1000).toFixed(0)} s after the load; the pages stay open to show the last verdicts`);
    // The pages keep going: a pushed page shows a verdict within seconds, a polling one at its next board fetch.
    await sleep(mode === 'live' ? 5_000 : schedule.boardMs + 5_000);
    const liveAtEnd = pages.liveNow();
    await floor.stop();
    const cpuFigures = await cpu.stop();
    const loopDelays = await eventLoopDelays(platform, options.rootToken);
    const clientUsage = process.cpuUsage(clientBefore);
    clientLoop.disable();
    const windowSec = (Date.now() - startMs) / 1000;
    await pages.stop();
    const { js } = await platform.nats();
    const verdicts = await readJudgedEvents(js, platform.names, contest.cid);
    const outcome = await checkOutcome({ db, js, names: platform.names, submitIds: taken, refused: 0, settleTimeoutMs: 10_000 });
    pushes.stop();
    const board = boardFigures(pages.pages, pages.submissions, verdicts, pushes, options.boardTargetMs, mode === 'live');
    return {
      mode,
      cid: contest.cid,
      stats,
      counters: pages.counters,
      sent: pages.submissions.length,
      taken,
      outcome,
      board,
      cpu: cpuFigures,
      clientCpuSec: (clientUsage.user + clientUsage.system) / 1e6,
      clientLoop: { p99Ms: clientLoop.percentile(99) / 1e6, maxMs: clientLoop.max / 1e6 },
      windowSec,
      loadSec: options.minutes * 60,
      liveAtEnd,
      loadAverage: `${loadStart} → ${load1()}`,
      loopDelays,
      startMs,
      steadyFromMs: startMs + schedule.rampMs + 30_000,
      rampEndMs: startMs + schedule.rampMs + RAMP_CONNECT_MARGIN_MS,
    };
  } finally {
    clearInterval(progress);
    pushes.stop();
    setPriority(priority);
    await floor.stop();
    await pages.stop();
  }
}
