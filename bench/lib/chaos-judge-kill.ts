/**
 * Chaos scenario judge-kill: under a steady submission stream, the judge node is SIGKILLed while it
 * judges (within 400 ms of a progress message of a job), `kills` times, and started again each time.
 * Every submission must end with exactly one final verdict: none lost, stuck or judged twice.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { DeliverPolicy } from '@nats-io/jetstream';
import type { Cleanup } from './bench-process.ts';
import { checkOutcome, outcomeProblems } from './chaos-check.ts';
import { SubmitStream } from './chaos-load.ts';
import { ms, outcomeFigures, startJudgeable } from './chaos-scenario.ts';
import type { ScenarioResult } from './chaos-scenario.ts';
import { percentile } from './stats.ts';

export async function judgeKill(
  options: { kills: number; intervalMs: number; settleTimeoutMs: number },
  log: (message: string) => void,
  cleanups: Cleanup[],
): Promise<ScenarioResult> {
  const { platform, token, pid } = await startJudgeable('jk', log, cleanups);
  const db = await platform.db();
  const stream = new SubmitStream({ baseUrl: platform.baseUrl, token, pid, intervalMs: options.intervalMs, timeoutMs: 15_000, tag: 'judge-kill' });
  stream.start();
  const readyMs: number[] = [];
  let midJob = 0;
  const started = Date.now();
  // Mid-job: the node reported progress on a job since it last started (progress messages go to the
  // results stream; an ordered consumer of new ones sees each).
  const { js } = await platform.nats();
  let lastProgressMs = 0;
  const progressConsumer = await js.consumers.get(platform.names.streams.judgeResults.name, {
    filter_subjects: platform.names.subjects.judgeProgress('*'),
    deliver_policy: DeliverPolicy.New,
  });
  const progress = await progressConsumer.consume({
    callback: () => {
      lastProgressMs = Date.now();
    },
  });
  let nodeStartedMs = Date.now();
  for (let kill = 1; kill <= options.kills; kill += 1) {
    while (lastProgressMs <= nodeStartedMs && Date.now() - nodeStartedMs < 30_000) await sleep(20);
    if (lastProgressMs > nodeStartedMs) midJob += 1;
    // Somewhere in the job: right after its first progress, or a little later (compile, runs).
    await sleep(Math.floor(Math.random() * 400));
    await platform.kill('judge-node');
    nodeStartedMs = Date.now();
    await platform.launch('judge-node');
    readyMs.push(await platform.waitReady('judge-node'));
    if (kill % 10 === 0) log(`kill ${kill}/${options.kills}: ${stream.records.length} sent, node ready again after ${ms(readyMs.at(-1) ?? 0)}`);
  }
  const chaosMs = Date.now() - started;
  await progress.close();
  await stream.stop();
  log(`kills done in ${(chaosMs / 1000).toFixed(0)} s; waiting for the backlog`);
  const outcome = await checkOutcome({
    db,
    js,
    names: platform.names,
    submitIds: stream.accepted().map((record) => record.submitId as number),
    refused: stream.refused().length,
    settleTimeoutMs: options.settleTimeoutMs,
  });
  const problems = outcomeProblems(outcome);
  if (stream.refused().length) problems.push(`${stream.refused().length} submissions refused (the judge node's death must not refuse submissions)`);
  return {
    name: 'judge-kill',
    figures: [
      ['SIGKILLs of the judge node', String(options.kills)],
      ['of them mid-job (0-400 ms after a progress message of the restarted node)', String(midJob)],
      ['node ready after a restart: median / max', `${ms(percentile(readyMs, 50))} / ${ms(Math.max(...readyMs))}`],
      ['duration of the kills', `${(chaosMs / 1000).toFixed(0)} s`],
      ...outcomeFigures(stream.records, outcome),
    ],
    problems,
  };
}
