import type { KV } from '@nats-io/kv';
import { Type } from '@sinclair/typebox';
import { fail, keyPart, readEntry, removeEntry, updateEntry, writeEntry } from '@oj/service-kit';
import { AiMessage } from '@oj/contracts';

// One AI call per user at a time, and at most one start per interval (10 s by default). One KV
// entry per user in the shared rate-limit bucket: while an answer streams it lives until the
// call's longest possible end; once the answer ended it lives until the interval has passed.

const AiSlot = Type.Object({ running: Type.Boolean(), startedAtMs: Type.Integer() });

/** The KV key of a user's AI slot. */
export function aiSlotKey(uid: string): string {
  return `ai.${keyPart(uid)}`;
}

/** A claimed slot: `finish` must be called once the answer ended (or never started). */
export interface AiSlotClaim {
  /** Keeps the interval from the start (the call was made). */
  finish(): Promise<void>;
  /** Frees the slot at once (the upstream could not be reached: the user may retry now). */
  release(): Promise<void>;
}

/**
 * Claims the user's slot or refuses with a 429: "still writing" while another answer streams,
 * "wait N seconds" within the interval after the previous start.
 */
export async function claimAiSlot(kv: KV, uid: string, intervalMs: number, maxCallMs: number): Promise<AiSlotClaim> {
  const key = aiSlotKey(uid);
  const nowMs = Date.now();
  const read = await readEntry(kv, key, AiSlot, nowMs);
  if (read.live) {
    if (read.live.value.running) throw fail(AiMessage.busy);
    throw fail(AiMessage.tooFast(Math.max(1, Math.ceil((read.live.expiresAtMs - nowMs) / 1000))));
  }
  // A margin past the longest call, so a crashed process frees the slot by itself.
  const claimed = await writeEntry(kv, key, read, { running: true, startedAtMs: nowMs }, nowMs + maxCallMs + 5_000);
  if (!claimed) throw fail(AiMessage.busy);
  return {
    async finish() {
      const endsAtMs = nowMs + intervalMs;
      if (endsAtMs <= Date.now()) {
        await removeEntry(kv, key);
        return;
      }
      await updateEntry(kv, key, AiSlot, (current) =>
        current && current.value.startedAtMs !== nowMs ? null : { value: { running: false, startedAtMs: nowMs }, expiresAtMs: endsAtMs },
      );
    },
    async release() {
      await removeEntry(kv, key);
    },
  };
}
