import { JUDGE_QUEUE } from '@oj/contracts';
import { ensureJudgeConsumers, ensureJudgeStreams, openJudgeNodesBucket } from '@oj/judge-queue';
import { ensureDurableConsumer, ensureEventsStream } from '@oj/service-kit/events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness } from './helpers.ts';
import { startHarness } from './helpers.ts';

const TOKEN = 'dispatch-scraper-token-0123';

/** The value of one sample of /metrics, found by its name and one label, or null when absent. */
function sample(text: string, name: string, label: string): number | null {
  const line = text.split('\n').find((each) => each.startsWith(`${name}{`) && each.includes(label));
  return line === undefined ? null : Number(line.slice(line.lastIndexOf(' ') + 1));
}

// Issue 23: the dashboard's queue depth, judge nodes and event lag come from judge-dispatch's /metrics,
// read from JetStream at each scrape.
describe('queue metrics on /metrics', () => {
  let h: Harness;
  const scrape = async (): Promise<string> => {
    const response = await h.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.statusCode).toBe(200);
    return response.body;
  };

  beforeAll(async () => {
    h = await startHarness('qmetrics', { consumeResults: false, relayOutbox: false }, { OJ_METRICS_TOKEN: TOKEN });
  });

  afterAll(async () => {
    await h.close();
  });

  it('counts the jobs waiting and held per queue, the live judge nodes and each event consumer lag', async () => {
    await ensureJudgeStreams(h.jsm, h.names);
    await ensureJudgeConsumers(h.jsm, h.names);
    for (let i = 0; i < 3; i++) await h.js.publish(h.names.subjects.judgeJob('normal'), JSON.stringify({ n: i }));
    await h.js.publish(h.names.subjects.judgeJob('contest'), '{}');
    const normal = await h.js.consumers.get(h.names.streams.judgeJobs.name, JUDGE_QUEUE.consumerNames.normal);
    const held = await normal.next({ expires: 2000 });
    expect(held).not.toBeNull();
    await (await openJudgeNodesBucket(h.js, h.names)).put('node-a', JSON.stringify({ nodeId: 'node-a', lastSeen: new Date().toISOString(), running: 0 }));
    await ensureEventsStream(h.jsm, h.names);
    await ensureDurableConsumer(h.jsm, h.names.streams.events.name, 'metrics-probe', { ackWaitMs: 30_000 });
    await h.js.publish(`${h.names.namespace}.event.metrics.probe`, '{}');
    await h.js.publish(`${h.names.namespace}.event.metrics.probe`, '{}');

    const text = await scrape();
    expect(sample(text, 'oj_judge_queue_pending', 'queue="normal"')).toBe(2);
    expect(sample(text, 'oj_judge_queue_in_flight', 'queue="normal"')).toBe(1);
    expect(sample(text, 'oj_judge_queue_pending', 'queue="contest"')).toBe(1);
    expect(sample(text, 'oj_judge_queue_pending', 'queue="test"')).toBe(0);
    expect(text).toMatch(/^oj_judge_nodes_live\{[^}]*\} 1$/m);
    expect(sample(text, 'oj_event_consumer_pending', 'consumer="metrics-probe"')).toBe(2);
    held?.ack();
  });

  it('leaves a queue out, not at zero, while its consumer does not exist', async () => {
    await h.jsm.consumers.delete(h.names.streams.judgeJobs.name, JUDGE_QUEUE.consumerNames.test);
    const text = await scrape();
    expect(sample(text, 'oj_judge_queue_pending', 'queue="test"')).toBeNull();
    expect(sample(text, 'oj_judge_queue_pending', 'queue="contest"')).toBe(1);
  });
});
