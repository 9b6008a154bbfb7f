import type { KV } from '@nats-io/kv';
import { Type } from '@sinclair/typebox';
import { updateEntry } from '@oj/service-kit';

/** Compiles one admin may ask for per window: enough for editing, too few to keep the judges busy. */
export const COMPILES_PER_WINDOW = 10;
/** The window of COMPILES_PER_WINDOW. */
export const COMPILE_WINDOW_MS = 60_000;

const Window = Type.Object({ count: Type.Integer() });

/**
 * Counts one compile of `uid` in the rate-limit bucket (a fixed window starting at the first compile,
 * compare and set). False when the window already holds COMPILES_PER_WINDOW.
 */
export async function claimCompile(kv: KV, uid: string, nowMs = Date.now()): Promise<boolean> {
  let claimed = false;
  await updateEntry(kv, `checker-compile.${uid}`, Window, (current) => {
    if (current === null) {
      claimed = true;
      return { value: { count: 1 }, expiresAtMs: nowMs + COMPILE_WINDOW_MS };
    }
    claimed = current.value.count < COMPILES_PER_WINDOW;
    return claimed ? { value: { count: current.value.count + 1 }, expiresAtMs: current.expiresAtMs } : null;
  });
  return claimed;
}
