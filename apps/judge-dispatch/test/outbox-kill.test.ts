import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Verdict } from '@oj/contracts';
import type { SubmissionJudgedEvent } from '@oj/contracts';
import { OutboxEntity } from '@oj/db';
import { NATS_URL, createProblem, insertSubmission, judgeRow, startHarness, storedEvents, waitFor } from './helpers.ts';
import type { Harness } from './helpers.ts';

const ENTRY = fileURLToPath(new URL('./fixtures/rejudge-process.ts', import.meta.url));
const POLL_MS = 200;

describe('a service killed between committing a change and publishing its event', () => {
  let h: Harness;

  beforeAll(async () => {
    // This process plays the instance that comes back: no relay until the other one is dead.
    h = await startHarness('jd_outbox_kill', { sweepIntervalMs: 0, relayOutbox: false });
  });

  afterAll(async () => {
    await h.close();
  });

  /** Runs the fixture: one committed rejudge, then it waits; resolves with its output once committed. */
  const rejudgeInAnotherProcess = async (submitId: number) => {
    const { database, config } = h;
    const child = spawn(process.execPath, [ENTRY], {
      env: {
        ...process.env,
        OJ_DB_HOST: database.config.host,
        OJ_DB_PORT: String(database.config.port),
        OJ_DB_USER: database.config.user,
        OJ_DB_PASSWORD: database.config.password,
        OJ_DB_NAME: database.config.database,
        OJ_NATS_URL: NATS_URL,
        OJ_NATS_NAMESPACE: h.names.namespace,
        OJ_DATA_DIR: config.dataDir,
        OJ_JWT_SECRET: 'outbox-kill-test-secret-0123',
        OJ_LOG_LEVEL: 'warn',
        REJUDGE_SUBMIT_ID: String(submitId),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<NodeJS.Signals | null>((resolve) => {
      child.once('exit', (_code, signal) => {
        resolve(signal);
      });
    });
    await waitFor(
      'the other process to commit its rejudge',
      () => {
        if (child.exitCode !== null) throw new Error(`the rejudge process exited early:\n${output}`);
        return output.includes('committed') ? output : null;
      },
      30_000,
    );
    return {
      output,
      kill: async () => {
        child.kill('SIGKILL');
        return exited;
      },
    };
  };

  const outboxRowsOf = async (submitId: number) =>
    (await h.database.dataSource.getRepository(OutboxEntity).find({ order: { id: 'ASC' } })).filter(
      (row) => (JSON.parse(row.payload) as SubmissionJudgedEvent).submitId === submitId,
    );
  const eventsOf = async (submitId: number) => (await storedEvents(h)).filter((event) => event.submitId === submitId);

  it('has the event published by the restarted relay, and exactly once', async () => {
    const { pid } = await createProblem(h);
    const submitId = await insertSubmission(h, { pid, uid: 'owner-uid', username: 'owner', status: Verdict.WrongAnswer, time: 5, memory: 100 });

    const other = await rejudgeInAnotherProcess(submitId);
    expect(other.output).toContain('committed 200');
    // Committed: the change and its event, still unsent, in one transaction; nothing on the stream.
    expect((await judgeRow(h, submitId)).status).toBe(Verdict.Pending);
    expect((await outboxRowsOf(submitId)).map((row) => row.sentAt)).toEqual([null]);
    expect(await eventsOf(submitId)).toEqual([]);
    expect(await other.kill()).toBe('SIGKILL');

    // The instance that stays (or comes back) relays what the dead one committed.
    await h.stopApp();
    await h.startApp({ relayOutbox: true, outboxPollIntervalMs: POLL_MS });
    await waitFor('the event to be published', async () => (await outboxRowsOf(submitId)).every((row) => row.sentAt !== null));
    await sleep(POLL_MS * 5); // later passes find nothing left to send
    const expected = [expect.objectContaining({ submitId, reason: 'rejudge', oldStatus: Verdict.WrongAnswer, newStatus: Verdict.Pending })];
    expect(await eventsOf(submitId)).toEqual(expected);

    // Another restart does not send it again.
    await h.stopApp();
    await h.startApp({ relayOutbox: true, outboxPollIntervalMs: POLL_MS });
    await sleep(POLL_MS * 5);
    expect(await eventsOf(submitId)).toEqual(expected);
  }, 90_000);
});
