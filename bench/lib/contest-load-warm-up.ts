/**
 * The simulated contest's warm-up: a contest opens on a platform that has been running, whose processes have compiled
 * their hot paths and opened their pools, not on processes started a minute before. So before the measured pages
 * start, a few pages of a contest of their own make every call the measured pages make (streams, board, unread
 * announcements, state checks, submissions) for `--warm-up-sec`, close, and their submissions are judged. Nothing of
 * it is measured; the measured contest and its board are untouched. Without it, the first seconds of the first mode
 * ran on cold processes and made several calls' p99 by themselves (bench/README.md, "Seventh run").
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { waitSettled } from './chaos-check.ts';
import { CallStats } from './contest-load-http.ts';
import { ContestPages } from './contest-load-pages.ts';
import type { RunOptions } from './contest-load-run.ts';
import { createContest } from './contest-load-setup.ts';

/** Pages of the warm-up: enough to touch every path many times, few enough to leave nothing queued. */
const WARM_UP_PAGES = 40;

export async function warmUp(options: RunOptions, log: (message: string) => void): Promise<void> {
  const { platform, mode, warmUpSec } = options;
  if (warmUpSec <= 0) return;
  const warmUpMs = warmUpSec * 1000;
  const contest = await createContest(platform.baseUrl, options.rootToken, options.problems, `Warm-up (${mode}) ${new Date().toISOString()}`, options.minutes);
  const stats = new CallStats();
  // Every call several times per page: the board and announcements every 2 s, a submission per page every half of it.
  const schedule = { ...options.schedule, boardMs: 2_000, announcementsMs: 2_000, rampMs: Math.min(5_000, warmUpMs / 4), submitMs: warmUpMs / 2 };
  const pages = new ContestPages({ baseUrl: platform.baseUrl, contest, contestants: options.contestants.slice(0, WARM_UP_PAGES), mode, schedule, stats });
  const startMs = Date.now();
  pages.start(startMs, startMs + warmUpMs);
  await sleep(warmUpMs);
  pages.stopSubmitting();
  await pages.stop();
  const taken = pages.submissions.flatMap((record) => (record.submitId === null ? [] : [record.submitId]));
  await waitSettled(await platform.db(), taken, options.settleTimeoutMs);
  log(`${mode}: warmed up for ${warmUpSec} s: ${stats.requests()} calls, ${stats.errorCount()} errors, ${taken.length} submissions judged; not measured`);
}
