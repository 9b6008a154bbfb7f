import { Counter, Gauge } from 'prom-client';
import type { Registry } from 'prom-client';

/** What the live channel's gauges read when scraped. */
export interface LiveFigures {
  connections: number;
  subscriptions: number;
}

/**
 * The live channel's metrics on a service's registry (`app.metrics`): open streams, core NATS
 * subscriptions held for their topics, and events dropped for slow readers. Returns the drop counter.
 */
export function registerLiveMetrics(registry: Registry, read: () => LiveFigures): { droppedEvent: () => void } {
  new Gauge({
    name: 'oj_live_connections',
    help: 'Open live-channel streams (GET /api/live) in this process',
    registers: [registry],
    collect() {
      this.set(read().connections);
    },
  });
  new Gauge({
    name: 'oj_live_subscriptions',
    help: 'Core NATS subscriptions held for live-channel topics in this process',
    registers: [registry],
    collect() {
      this.set(read().subscriptions);
    },
  });
  const dropped = new Counter({
    name: 'oj_live_dropped_events_total',
    help: 'Live events not written to a stream whose reader was too slow',
    registers: [registry],
  });
  return {
    droppedEvent: () => {
      dropped.inc();
    },
  };
}
