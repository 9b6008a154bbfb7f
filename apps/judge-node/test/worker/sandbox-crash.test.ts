import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Verdict } from '@oj/contracts';
import { openTestDataStore, publishTestData } from '@oj/judge-queue';
import { enqueue, freePort, killAll, makeJob, openTestBus, queuedJobs, spawnNodeProcess, storedCount, storedResult, waitFor } from './helpers.ts';
import type { NodeProcess, TestBus } from './helpers.ts';

const SERVER = fileURLToPath(new URL('../../src/server.ts', import.meta.url));
const ACK_WAIT_MS = 3000;
const A_PLUS_B = '#include <cstdio>\nint main() { long long a, b; std::scanf("%lld %lld", &a, &b); std::printf("%lld\\n", a + b); }\n';

/** Starts `src/server.ts` (the real judge node, real sandbox) and waits until /readyz says ready. */
async function startServer(bus: TestBus, nodeId: string): Promise<NodeProcess> {
  const port = await freePort();
  return spawnNodeProcess(
    bus,
    SERVER,
    nodeId,
    {
      OJ_LOG_LEVEL: 'info',
      OJ_DATA_DIR: join(bus.dataDir, nodeId),
      OJ_JUDGE_NODE_PORT: String(port),
      OJ_JUDGE_ACK_WAIT_MS: String(ACK_WAIT_MS),
    },
    async (output) => {
      const response = await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => null);
      return response?.status === 200 && output.includes('judge node pulling jobs');
    },
    60_000,
  );
}

describe('judge node server with the real sandbox', () => {
  let bus: TestBus;
  const servers: NodeProcess[] = [];

  beforeEach(async () => {
    bus = await openTestBus();
  });

  afterEach(async () => {
    await killAll(servers);
    await bus.close();
  });

  it('judges a C++ A+B exactly once when the first node is killed mid-job', async () => {
    const upload = join(bus.dataDir, 'upload');
    await mkdir(upload, { recursive: true });
    const cases = Array.from({ length: 5 }, (_, index) => ({
      caseId: index + 1,
      inputName: `${index + 1}.in`,
      outputName: `${index + 1}.out`,
      score: 0,
      groupNum: null,
    }));
    for (const [index, item] of cases.entries()) {
      await writeFile(join(upload, item.inputName), `${index} ${index * 1000}\n`);
      await writeFile(join(upload, item.outputName), `${index + index * 1000}\n`);
    }
    await publishTestData(await openTestDataStore(bus.js, bus.names), 31, 'v1', upload);

    const doomed = await startServer(bus, 'sandbox-a');
    servers.push(doomed);
    const job = makeJob({ problemId: 31, dataVersion: 'v1', language: 'C++ 17 With O2', code: A_PLUS_B, cases });
    await enqueue(bus, job);
    // Compiling is announced before the test data is fetched and g++ runs: the job is in hand.
    await waitFor('sandbox-a to take the job', async () => (await storedCount(bus, bus.names.subjects.judgeProgress(job.submitId))) > 0, 30_000);
    doomed.child.kill('SIGKILL');
    expect((await doomed.exited).signal).toBe('SIGKILL');
    expect(await storedResult(bus, job.submitId)).toBeNull();

    const survivor = await startServer(bus, 'sandbox-b');
    servers.push(survivor);
    const result = await waitFor('the verdict', () => storedResult(bus, job.submitId), 90_000);
    expect(result).toMatchObject({ submitId: job.submitId, status: Verdict.Accepted, judger: 'sandbox-b', attempt: 2 });
    expect(result.cases.map((item) => item.status)).toEqual([0, 0, 0, 0, 0]);

    await sleep(ACK_WAIT_MS + 1000);
    expect(await storedCount(bus, bus.names.subjects.judgeResult(job.submitId))).toBe(1);
    expect(await queuedJobs(bus)).toBe(0);

    survivor.child.kill('SIGTERM');
    expect((await survivor.exited).code).toBe(0);
  });
});
