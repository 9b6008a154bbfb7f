import type { JetStreamClient } from '@nats-io/jetstream';
import { Kvm } from '@nats-io/kv';
import type { KV } from '@nats-io/kv';
import { JUDGE_QUEUE, natsReplicas } from '@oj/contracts';
import type { JudgeNodeInfo, NatsNames } from '@oj/contracts';
/** The logger the heartbeat reports failures to (pino-compatible). */
export interface HeartbeatLog {
  warn: (details: object, message: string) => void;
}

/**
 * Opens the judge-node bucket, creating it with a TTL on first use: an entry not refreshed within
 * the TTL expires, so a crashed node leaves the list on its own. Readers (the admin dashboard) may
 * call this too; it never changes an existing bucket.
 */
export async function openJudgeNodesBucket(js: JetStreamClient, names: NatsNames, ttlMs: number = JUDGE_QUEUE.nodeTtlMs): Promise<KV> {
  // create() binds to an existing bucket and keeps its settings.
  return new Kvm(js).create(names.kv.judgeNodes, { ttl: ttlMs, history: 1, replicas: natsReplicas(process.env.OJ_NATS_REPLICAS) });
}

function isNodeInfo(value: unknown): value is JudgeNodeInfo {
  if (typeof value !== 'object' || value === null) return false;
  const info = value as Partial<JudgeNodeInfo>;
  return typeof info.nodeId === 'string' && typeof info.lastSeen === 'string' && typeof info.running === 'number';
}

/** Every judge node that sent a heartbeat within the bucket's TTL, by nodeId (for the admin dashboard). */
export async function listJudgeNodes(kv: KV): Promise<JudgeNodeInfo[]> {
  const nodes: JudgeNodeInfo[] = [];
  for await (const key of await kv.keys()) {
    const entry = await kv.get(key);
    if (!entry || entry.operation !== 'PUT') continue;
    try {
      const value: unknown = entry.json();
      if (isNodeInfo(value)) nodes.push(value);
    } catch {
      // Not ours; the bucket only ever holds heartbeats.
    }
  }
  return nodes.sort((a, b) => a.nodeId.localeCompare(b.nodeId));
}

/** A running heartbeat. */
export interface Heartbeat {
  /** Sends one heartbeat now. */
  beat: () => Promise<void>;
  /** Stops beating; `remove` deletes the entry so the node leaves the list at once. */
  stop: (options?: { remove?: boolean }) => Promise<void>;
}

/** Puts `snapshot()` (plus lastSeen) under `snapshot().nodeId` now and every `intervalMs`. */
export function startHeartbeat(kv: KV, snapshot: () => Omit<JudgeNodeInfo, 'lastSeen'>, intervalMs: number, log: HeartbeatLog): Heartbeat {
  let pending: Promise<void> = Promise.resolve();
  let stopped = false;
  const send = async (): Promise<void> => {
    const info: JudgeNodeInfo = { ...snapshot(), lastSeen: new Date().toISOString() };
    await kv.put(info.nodeId, JSON.stringify(info));
  };
  const beat = (): Promise<void> => {
    // One put at a time, so a slow server never sees them out of order.
    pending = pending.then(send).catch((error: unknown) => {
      log.warn({ err: error }, 'judge node heartbeat failed');
    });
    return pending;
  };
  const timer = setInterval(() => {
    if (!stopped) void beat();
  }, intervalMs);
  void beat();
  return {
    beat,
    stop: async (options = {}) => {
      stopped = true;
      clearInterval(timer);
      await pending;
      if (options.remove) {
        await kv.delete(snapshot().nodeId).catch((error: unknown) => {
          log.warn({ err: error }, 'could not remove the judge node heartbeat');
        });
      }
    },
  };
}
