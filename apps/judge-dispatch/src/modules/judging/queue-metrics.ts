import type { JetStreamManager } from '@nats-io/jetstream';
import type { KV } from '@nats-io/kv';
import { Gauge } from 'prom-client';
import type { Registry } from 'prom-client';
import { JUDGE_QUEUE } from '@oj/contracts';
import type { NatsNames } from '@oj/contracts';
import { listJudgeNodes } from '@oj/judge-queue';
import type { JudgeQueueName } from '@oj/judge-queue';

/** What the gauges read when scraped (the app's NATS, which may be down: then a gauge has no sample). */
export interface QueueMetricsSource {
  jsm: () => JetStreamManager;
  judgeNodes: () => Promise<KV>;
  names: NatsNames;
}

const QUEUES = Object.keys(JUDGE_QUEUE.consumerNames) as JudgeQueueName[];
interface QueueCounts {
  queue: JudgeQueueName;
  pending: number;
  inFlight: number;
}

/** Each queue's consumer counts; a queue that cannot be read (NATS down, no consumer yet) is left out. */
async function queueCounts(jsm: () => JetStreamManager, stream: string): Promise<QueueCounts[]> {
  const counts: QueueCounts[] = [];
  for (const queue of QUEUES) {
    try {
      const info = await jsm().consumers.info(stream, JUDGE_QUEUE.consumerNames[queue]);
      counts.push({ queue, pending: info.num_pending, inFlight: info.num_ack_pending });
    } catch {
      // No sample for this queue in this scrape.
    }
  }
  return counts;
}

/**
 * The judge queue and the event consumers, read from JetStream at each scrape (one consumer info per
 * queue, one consumer list of the events stream, one key listing of the judge-node bucket):
 * `oj_judge_queue_pending{queue}` jobs waiting for a node, `oj_judge_queue_in_flight{queue}` jobs a
 * node holds, `oj_judge_nodes_live` nodes with a fresh heartbeat, and `oj_event_consumer_pending{consumer}`
 * events each durable consumer has not been handed yet (its lag). A failed read leaves the gauge empty
 * for that scrape, so an alert on it sees "no data", never a stale number.
 */
export function registerQueueMetrics(registry: Registry, source: QueueMetricsSource): void {
  const jobs = source.names.streams.judgeJobs.name;
  // Both queue gauges share one read of the consumers: prom-client collects every metric of a scrape at
  // once, so the second gauge finds the first one's read still in flight.
  let reading: Promise<QueueCounts[]> | null = null;
  const readQueues = (): Promise<QueueCounts[]> => {
    reading ??= queueCounts(source.jsm, jobs).finally(() => {
      reading = null;
    });
    return reading;
  };
  new Gauge({
    name: 'oj_judge_queue_pending',
    help: 'Judge jobs waiting for a node, by queue',
    labelNames: ['queue'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const counts of await readQueues()) this.set({ queue: counts.queue }, counts.pending);
    },
  });
  new Gauge({
    name: 'oj_judge_queue_in_flight',
    help: 'Judge jobs delivered to a node and not yet acknowledged, by queue',
    labelNames: ['queue'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const counts of await readQueues()) this.set({ queue: counts.queue }, counts.inFlight);
    },
  });
  new Gauge({
    name: 'oj_judge_nodes_live',
    help: 'Judge nodes whose heartbeat is fresh',
    registers: [registry],
    async collect() {
      this.reset();
      try {
        this.set((await listJudgeNodes(await source.judgeNodes())).length);
      } catch {
        // No sample while NATS cannot be read.
      }
    },
  });
  new Gauge({
    name: 'oj_event_consumer_pending',
    help: 'Domain events not yet handed to each durable consumer of the events stream (its lag)',
    labelNames: ['consumer'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      try {
        for await (const info of source.jsm().consumers.list(source.names.streams.events.name)) {
          if (info.config.durable_name) this.set({ consumer: info.config.durable_name }, info.num_pending);
        }
      } catch {
        // No sample while NATS cannot be read.
      }
    },
  });
}
