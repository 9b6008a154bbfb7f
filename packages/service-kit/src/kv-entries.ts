import { createHash } from 'node:crypto';
import { Kvm } from '@nats-io/kv';
import type { KV } from '@nats-io/kv';
import { JetStreamApiCodes } from '@nats-io/jetstream';
import type { JetStreamClient } from '@nats-io/jetstream';
import type { Static, TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { natsReplicas } from '@oj/contracts';
import { ServiceMessage, fail } from './errors.ts';

/*
 * Short-lived account state lives in NATS KV. NATS 2.9 has no per-key TTL, only a bucket-wide
 * max age, and another service may have created a shared bucket with a different one. So every
 * value carries its own `expiresAtMs`, checked here; the bucket TTL only bounds storage.
 */

/** Opens (creating if missing) KV buckets, once per JetStream client and bucket name. */
export function bucketOpener(): (js: JetStreamClient, name: string, ttlMs: number) => Promise<KV> {
  const cache = new WeakMap<JetStreamClient, Map<string, Promise<KV>>>();
  return (js, name, ttlMs) => {
    let buckets = cache.get(js);
    if (!buckets) {
      buckets = new Map();
      cache.set(js, buckets);
    }
    const known = buckets.get(name);
    if (known) return known;
    const opening = new Kvm(js).create(name, { history: 1, ttl: ttlMs, replicas: natsReplicas(process.env.OJ_NATS_REPLICAS) });
    buckets.set(name, opening);
    // A failed open (NATS down) must not stay cached.
    opening.catch(() => buckets.delete(name));
    return opening;
  };
}

/** A KV key part from free text (emails, usernames, IPs hold characters keys may not). */
export function keyPart(text: string): string {
  return createHash('sha256').update(text).digest('base64url').slice(0, 32);
}

/** A live (not yet expired) value and the revision to update it with. */
export interface LiveEntry<T> {
  value: T;
  expiresAtMs: number;
  revision: number;
}

/** The state of a key: live value, or absent/expired (`revision` set when a stale entry exists). */
export type ReadResult<T> = { live: LiveEntry<T> } | { live: null; revision: number | null };

interface Stored {
  value: unknown;
  expiresAtMs: number;
}

function decode(bytes: Uint8Array): Stored | null {
  try {
    const parsed: unknown = JSON.parse(new TextDecoder().decode(bytes));
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { value, expiresAtMs } = parsed as Record<string, unknown>;
    return typeof expiresAtMs === 'number' ? { value, expiresAtMs } : null;
  } catch {
    return null;
  }
}

function encode(value: unknown, expiresAtMs: number): string {
  return JSON.stringify({ value, expiresAtMs });
}

/** The value of an entry's bytes with its expiry; null when expired, malformed or not matching `schema`. */
export function storedEntry<S extends TSchema>(bytes: Uint8Array, schema: S, nowMs = Date.now()): { value: Static<S>; expiresAtMs: number } | null {
  const stored = decode(bytes);
  return stored && stored.expiresAtMs > nowMs && Value.Check(schema, stored.value) ? { value: stored.value, expiresAtMs: stored.expiresAtMs } : null;
}

/** Reads a key; values that expired, are malformed or do not match `schema` read as absent. */
export async function readEntry<S extends TSchema>(kv: KV, key: string, schema: S, nowMs = Date.now()): Promise<ReadResult<Static<S>>> {
  const entry = await kv.get(key);
  if (!entry || entry.operation !== 'PUT') return { live: null, revision: entry ? entry.revision : null };
  const stored = decode(entry.value);
  if (!stored || stored.expiresAtMs <= nowMs || !Value.Check(schema, stored.value)) return { live: null, revision: entry.revision };
  return { live: { value: stored.value, expiresAtMs: stored.expiresAtMs, revision: entry.revision } };
}

/**
 * Writes a key only if nobody changed it since `read` (compare and set). Returns false on a lost
 * race; the caller reads again and retries.
 */
export async function writeEntry<T>(kv: KV, key: string, read: ReadResult<T>, value: T, expiresAtMs: number): Promise<boolean> {
  const data = encode(value, expiresAtMs);
  try {
    if (read.live) await kv.update(key, data, read.live.revision);
    else if (read.revision === null) await kv.create(key, data);
    else await kv.update(key, data, read.revision);
    return true;
  } catch (error) {
    if (isWrongRevision(error)) return false;
    throw error;
  }
}

/** Writes a key unconditionally. */
export async function putEntry(kv: KV, key: string, value: unknown, expiresAtMs: number): Promise<void> {
  await kv.put(key, encode(value, expiresAtMs));
}

/** Removes a key (no error when absent). */
export async function removeEntry(kv: KV, key: string): Promise<void> {
  await kv.purge(key);
}

/**
 * Removes a key only if it is still at `revision` (compare and delete). True for the one caller
 * that removed it; false when another writer changed or removed it first.
 */
export async function removeEntryAt(kv: KV, key: string, revision: number): Promise<boolean> {
  try {
    await kv.delete(key, { previousSeq: revision });
    return true;
  } catch (error) {
    if (isWrongRevision(error)) return false;
    throw error;
  }
}

// `create` on a live key and `update` at a stale revision both fail with a JetStream API error
// "wrong last sequence"; checked by code, not class, since the kv package bundles its own copy.
function isWrongRevision(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === JetStreamApiCodes.StreamWrongLastSequence || code === JetStreamApiCodes.StreamWrongLastSequenceUnknown;
}

// Enough for a burst of writers on one counter: each lost race waits a random, growing moment, so
// the writers spread out instead of colliding again at once.
const MAX_ATTEMPTS = 24;
const backoff = (attempt: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(50, 2 ** attempt)));

/**
 * Read-modify-write with retries on concurrent changes. `change` gets the live value (or null) and
 * returns the new value with its expiry, or null to leave the key as it is. Returns what it wrote
 * (or, when `change` declined, the live value it saw).
 */
export async function updateEntry<S extends TSchema>(
  kv: KV,
  key: string,
  schema: S,
  change: (current: LiveEntry<Static<S>> | null) => { value: Static<S>; expiresAtMs: number } | null,
  nowMs: () => number = Date.now,
): Promise<{ value: Static<S>; expiresAtMs: number } | null> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    const read = await readEntry(kv, key, schema, nowMs());
    const next = change(read.live);
    if (!next) return read.live;
    if (await writeEntry(kv, key, read, next.value, next.expiresAtMs)) return next;
    await backoff(attempt);
  }
  // Overload, not a bug of the request: the client may retry.
  throw fail(ServiceMessage.unavailable, { cause: new Error(`KV key ${key} kept changing under concurrent writers`) });
}
