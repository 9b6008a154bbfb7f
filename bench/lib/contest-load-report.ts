/** The simulated contest's summary: every call against the floor, the submissions' fate, verdict to board, CPU; each target met or missed. */
import { availableParallelism } from 'node:os';
import type { Spread } from './contest-load-board.ts';
import type { CallKind } from './contest-load-http.ts';
import type { ModeRun } from './contest-load-run.ts';
import { ms } from './stats.ts';

/** What each call is, as the table names it. */
const CALLS: [CallKind, string][] = [
  ['live connect', 'live connect (GET /api/live until `ready`)'],
  ['board', 'board (get-contest-rank, page 1 of 50, gzip)'],
  ['announcements', 'announcements (get-contest-not-read-announcement)'],
  ['submit', 'submit (submit-problem-judge)'],
  ['status', 'status (check-contest-submissions-status)'],
];

export interface Targets {
  /** A call's p99 at most this many times the floor's. */
  ratio: number;
  /** Verdict to every open page, ms. */
  boardMs: number;
}

const spread = (value: Spread): string => (value.count ? `${ms(value.p50)} / ${ms(value.p99)} / ${ms(value.max)}` : 'none');
const mark = (pass: boolean): string => (pass ? 'pass' : '**MISSED**');

/** The summary of one run, and the targets it missed (empty: all met). */
export function summary(run: ModeRun, targets: Targets, contestants: number): { text: string; missed: string[] } {
  const { stats, board, outcome } = run;
  const missed: string[] = [];
  const floorP99 = stats.percentile('floor', 99);
  const callRows: string[] = [];
  // The live connects are all made in the ramp, the run's busiest seconds (2,000 pages opening): they are judged
  // against the floor asked in those same seconds, and the whole run's ratio is shown beside it.
  const rampFloorP99 = stats.percentileBetween('floor', 99, run.startMs, run.rampEndMs);
  const notes: string[] = [];
  for (const [kind, label] of CALLS) {
    const answered = stats.answered(kind);
    if (!answered && !stats.failures(kind)) continue;
    const p99 = stats.percentile(kind, 99);
    const ratio = p99 / floorP99;
    const judged = kind === 'live connect' ? p99 / rampFloorP99 : ratio;
    const pass = Number.isFinite(judged) && judged <= targets.ratio;
    if (!pass) missed.push(`${kind}: p99 ${judged.toFixed(1)} × the floor's`);
    if (kind === 'live connect') {
      notes.push(
        `Live connects are made in the ramp only: against the floor's p99 over the ramp (${ms(rampFloorP99)}), their p99 is ${judged.toFixed(2)} × (judged); against the whole run's floor ${ratio.toFixed(2)} ×.`,
      );
    }
    const steady = stats.percentileFrom(kind, 99, run.steadyFromMs) / stats.percentileFrom('floor', 99, run.steadyFromMs);
    callRows.push(
      `| ${label} | ${answered} | ${stats.failures(kind)} | ${ms(stats.percentile(kind, 50))} | ${ms(p99)} | ${ratio.toFixed(2)} | ${Number.isFinite(steady) ? steady.toFixed(2) : '-'} | ≤ ${targets.ratio} | ${mark(pass)} |`,
    );
  }
  callRows.push(
    `| floor: bare Fastify route (GET /bare, same client, same time) | ${stats.answered('floor')} | ${stats.failures('floor')} | ${ms(stats.percentile('floor', 50))} | ${ms(floorP99)} | 1 | 1 (p99 ${ms(stats.percentileFrom('floor', 99, run.steadyFromMs))}) | | |`,
  );

  const errors = stats.errorCount();
  if (errors) missed.push(`${errors} errors`);
  const lostAll = outcome.lost.length + outcome.stuck.length + outcome.judgedTwice.length + outcome.unannounced.length;
  if (lostAll)
    missed.push(
      `${outcome.lost.length} lost, ${outcome.stuck.length} stuck, ${outcome.judgedTwice.length} judged twice, ${outcome.unannounced.length} without an event`,
    );
  const boardPass = board.verdicts > 0 && board.withinTarget === board.verdicts && board.never === 0;
  if (!boardPass) missed.push(`verdict to every open page within ${targets.boardMs / 1000} s: ${board.withinTarget} of ${board.verdicts} verdicts`);
  const verdicts = Object.entries(outcome.verdicts)
    .map(([name, count]) => `${name} ${count}`)
    .join(', ');
  const cpuTotal = run.cpu.reduce((sum, figure) => sum + (Number.isFinite(figure.seconds) ? figure.seconds : 0), 0);
  const requests = stats.requests();
  const cores = availableParallelism();
  const figureRows: [string, string, string, string][] = [
    ['submissions sent / taken (a submit id)', `${run.sent} / ${run.taken.length}`, '', ''],
    ['final verdicts', verdicts || 'none', '', ''],
    [
      'lost / stuck / judged twice / final without a judged event',
      `${outcome.lost.length} / ${outcome.stuck.length} / ${outcome.judgedTwice.length} / ${outcome.unannounced.length}`,
      '0',
      mark(!lostAll),
    ],
    ['errors (every call, stream and push)', String(errors), '0', mark(!errors)],
    [
      'calls sent again after their kept-alive connection closed under them (as browsers do; not errors)',
      [...stats.resent.entries()].map(([kind, count]) => `${kind} ${count}`).join(', ') || '0',
      '',
      '',
    ],
    [
      'verdict → board shown on every open page (p50 / p99 / max over verdicts)',
      `${spread(board.everyPage)}; ${board.withinTarget} of ${board.verdicts} verdicts within ${targets.boardMs / 1000} s`,
      `every verdict ≤ ${targets.boardMs / 1000} s`,
      mark(boardPass),
    ],
    ['verdict → its board push published by the contest service (heard on NATS)', spread(board.toPublish), '', ''],
    ...(run.mode === 'live'
      ? [
          ['board push published → shown on every open page (gateway fan-out, pages reading)', spread(board.publishToEveryPage), '', ''] as [
            string,
            string,
            string,
            string,
          ],
        ]
      : []),
    [
      'verdict → board per page (p50 / p99 / max over verdict × page pairs)',
      `${spread(board.perPage)} over ${board.perPage.count} pairs; never shown: ${board.never}`,
      '',
      '',
    ],
    ['submit → verdict (p50 / p99 / max)', spread(board.submitToVerdict), '', ''],
    ["submit → board on the submitter's page (p50 / p99 / max)", spread(board.submitToBoard), '', ''],
  ];
  if (run.mode === 'live') {
    figureRows.push(
      ["verdict → its push on the submitter's stream (p50 / p99 / max)", `${spread(board.verdictPush)}; missing ${board.verdictPushMissing}`, '', ''],
      [
        'board pushes received / resyncs / reconnects after `end` / streams live at the end',
        `${run.counters.boardPushes} / ${run.counters.resyncs} / ${run.counters.reconnects} / ${run.liveAtEnd} of ${contestants}`,
        '',
        '',
      ],
      [
        'board pushes as patches / patches of a version the page did not show (it refetched)',
        `${run.counters.boardPatches} (${((run.counters.boardPatches / Math.max(run.counters.boardPushes, 1)) * 100).toFixed(1)} %) / ${run.counters.patchRefetches}`,
        '',
        '',
      ],
      [
        'stream bytes received (all pages)',
        `${(run.counters.streamBytes / 1e6).toFixed(0)} MB = ${(run.counters.streamBytes / run.windowSec / 1e6).toFixed(1)} MB/s, ${(run.counters.streamBytes / Math.max(run.counters.boardPushes, 1) / 1024).toFixed(1)} KB per board push`,
        '',
        '',
      ],
    );
  }
  figureRows.push(
    [
      'server CPU over the run (every platform process and the judge sandboxes)',
      `${cpuTotal.toFixed(1)} s = ${((cpuTotal / run.windowSec / cores) * 100).toFixed(0)} % of ${cores} cores; ${((cpuTotal * 1000) / Math.max(requests, 1)).toFixed(2)} ms per request (${requests} requests)`,
      '',
      '',
    ],
    ['server CPU per process, s', run.cpu.map((figure) => `${figure.label} ${figure.seconds.toFixed(1)}`).join(', '), '', ''],
    [
      "the pages' client (this bench's process): CPU; event-loop delay p99 / max",
      `${run.clientCpuSec.toFixed(1)} s; ${ms(run.clientLoop.p99Ms)} / ${ms(run.clientLoop.maxMs)}`,
      '',
      '',
    ],
    [
      'event-loop delay per service over the run (p99 / max)',
      run.loopDelays.map((delay) => `${delay.service} ${ms(delay.p99Ms)} / ${ms(delay.maxMs)}`).join(', '),
      '',
      '',
    ],
  );
  if (board.verdictPushMissing && run.mode === 'live') missed.push(`${board.verdictPushMissing} verdicts not pushed to their submitter`);

  const lines = [
    '',
    `## Simulated contest, ${run.mode} mode: ${missed.length ? 'MISSED' : 'all targets met'}`,
    '',
    `${contestants} contestants in contest ${run.cid}; load ${(run.loadSec / 60).toFixed(1)} min, window ${(run.windowSec / 60).toFixed(1)} min (to the last verdict shown); load average ${run.loadAverage}.`,
    '',
    '| Call | answered | failed | p50 | p99 | p99 ÷ floor p99 | the same once every page is open | target | |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...callRows,
    ...(notes.length ? ['', ...notes] : []),
    '',
    '| Figure | value | target | |',
    '| --- | --- | --- | --- |',
    ...figureRows.map((row) => `| ${row.join(' | ')} |`),
  ];
  lines.push('', 'Slowest calls (s into the run: ms):');
  for (const [kind] of CALLS) {
    const slowest = stats.slowest(kind);
    if (slowest.length) lines.push(`- ${kind}: ${slowest.map((call) => `${((call.startedMs - run.startMs) / 1000).toFixed(1)}: ${ms(call.ms)}`).join(', ')}`);
  }
  const errorList = stats.errors();
  if (errorList.length) lines.push('', 'Errors by kind:', ...errorList.slice(0, 20).map(([key, count]) => `- ${key}: ${count}`));
  if (missed.length) lines.push('', ...missed.map((text) => `missed: ${text}`));
  return { text: `${lines.join('\n')}\n`, missed };
}
