import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Verdict } from '@oj/contracts';
import { enqueue, killAll, makeJob, openTestBus, queuedJobs, spawnNodeProcess, storedCount, storedResult, waitFor } from './helpers.ts';
import type { NodeProcess, TestBus } from './helpers.ts';

const ENTRY = fileURLToPath(new URL('./fixtures/worker-process.ts', import.meta.url));
const ACK_WAIT_MS = 2000;

/** Starts a judge node process with a fake judge taking `delayMs`; resolves once it pulls jobs. */
function spawnWorker(bus: TestBus, nodeId: string, delayMs: number): Promise<NodeProcess> {
  return spawnNodeProcess(
    bus,
    ENTRY,
    nodeId,
    {
      OJ_DATA_DIR: bus.dataDir,
      OJ_JUDGE_ACK_WAIT_MS: String(ACK_WAIT_MS),
      OJ_JUDGE_RETRY_DELAY_MS: '100',
      OJ_JUDGE_HEARTBEAT_MS: '500',
      FAKE_JUDGE_DELAY_MS: String(delayMs),
    },
    (output) => output.includes(`ready ${nodeId}`),
  );
}

/** The node currently judging a submission, from its Judging progress message. */
async function judgingNode(bus: TestBus, submitId: number): Promise<string | null> {
  const stored = await bus.jsm.streams.getMessage(bus.names.streams.judgeResults.name, {
    last_by_subj: bus.names.subjects.judgeProgress(submitId),
  });
  const progress = stored?.json<{ status: number; judger: string }>();
  return progress?.status === Verdict.Judging ? progress.judger : null;
}

describe('judge node processes', () => {
  let bus: TestBus;
  const workers: NodeProcess[] = [];

  beforeEach(async () => {
    bus = await openTestBus();
  });

  afterEach(async () => {
    await killAll(workers);
    await bus.close();
  });

  it('loses nothing when a node is killed mid-job: another node judges it, one verdict is stored', async () => {
    const doomed = await spawnWorker(bus, 'crash-a', 60_000);
    workers.push(doomed);
    const job = makeJob({ isTestJudge: true, testInput: '1 2\n' });
    await enqueue(bus, job);
    expect(await waitFor('crash-a to judge the job', () => judgingNode(bus, job.submitId))).toBe('crash-a');

    doomed.child.kill('SIGKILL');
    expect((await doomed.exited).signal).toBe('SIGKILL');
    expect(await storedResult(bus, job.submitId)).toBeNull();

    const survivor = await spawnWorker(bus, 'crash-b', 200);
    workers.push(survivor);
    const result = await waitFor('the verdict', () => storedResult(bus, job.submitId), 20_000);
    expect(result).toMatchObject({ submitId: job.submitId, status: Verdict.Accepted, judger: 'crash-b', attempt: 2 });

    await sleep(ACK_WAIT_MS + 1000); // a redelivery would have come back by now
    expect(await storedCount(bus, bus.names.subjects.judgeResult(job.submitId))).toBe(1);
    expect(await queuedJobs(bus)).toBe(0);

    survivor.child.kill('SIGTERM');
    expect((await survivor.exited).code).toBe(0);
  });

  it('finishes the job in hand on SIGTERM before exiting, and takes no new one', async () => {
    const worker = await spawnWorker(bus, 'graceful', 1500);
    workers.push(worker);
    const job = makeJob({ isTestJudge: true, testInput: '' });
    await enqueue(bus, job);
    await waitFor('the job to start', () => judgingNode(bus, job.submitId));
    const next = makeJob({ isTestJudge: true, testInput: '' });
    await enqueue(bus, next);

    worker.child.kill('SIGTERM');
    expect((await worker.exited).code).toBe(0);
    expect(await storedResult(bus, job.submitId)).toMatchObject({ status: Verdict.Accepted, judger: 'graceful', attempt: 1 });
    expect(await storedResult(bus, next.submitId)).toBeNull();
    expect(await queuedJobs(bus)).toBe(1);
  });
});
