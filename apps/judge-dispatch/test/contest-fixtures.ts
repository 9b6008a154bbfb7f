/**
 * Contest fixtures of the contest-submission tests: gate entries written to the bucket as the
 * contest service's ContestGatePublisher writes them (same keys, same wire schema), and judge rows.
 */
import { Kvm } from '@nats-io/kv';
import type { KV } from '@nats-io/kv';
import { inflateRawSync } from 'node:zlib';
import { ContestAuth, ContestGateKind, contestGateKeys } from '@oj/contracts';
import type { ContestGateMember, ContestGateState } from '@oj/contracts';
import type { Harness } from './helpers.ts';

export const MINUTE_MS = 60_000;

/** The contest-gate bucket of the harness's namespace. */
export async function gateBucket(h: Harness): Promise<KV> {
  return new Kvm(h.js).create(h.names.kv.contestGate, { history: 1, ttl: 0 });
}

/** Publishes a contest: public, running from an hour ago for two hours, no seal, unless `fields` say otherwise. */
export async function publishContest(kv: KV, fields: Partial<ContestGateState> & Pick<ContestGateState, 'cid' | 'problems'>): Promise<ContestGateState> {
  const now = Date.now();
  const state: ContestGateState = {
    kind: ContestGateKind.Contest,
    auth: ContestAuth.Public,
    startTimeMs: now - 60 * MINUTE_MS,
    endTimeMs: now + 60 * MINUTE_MS,
    durationSec: null,
    allowEndSubmit: false,
    authorUid: 'author-0',
    gid: null,
    sealRankTimeMs: null,
    autoRealRank: true,
    type: 0,
    publishedAtMs: now,
    ...fields,
  };
  await kv.put(contestGateKeys.contest(state.cid), JSON.stringify(state));
  return state;
}

/** Registers a user for a contest. */
export async function register(kv: KV, cid: number, uid: string): Promise<void> {
  const member: ContestGateMember = { cid, uid, registeredAtMs: Date.now(), handedInAtMs: null };
  await kv.put(contestGateKeys.member(cid, uid), JSON.stringify(member));
}

/** A time `minutes` from now (negative: in the past). */
export function minutesFromNow(minutes: number): Date {
  return new Date(Date.now() + minutes * MINUTE_MS);
}

/**
 * The files of a zip archive, path → content, read from its central directory (stored or
 * deflated entries, as yazl writes them); enough for the tests, no dependency on an unzip library.
 */
export function zipEntries(zip: Buffer): Map<string, string> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('not a zip: no end of central directory');
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const files = new Map<string, string>();
  for (let index = 0; index < count; index += 1) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error('bad central directory entry');
    const method = zip.readUInt16LE(at + 10);
    const packedSize = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    const dataAt = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const packed = zip.subarray(dataAt, dataAt + packedSize);
    files.set(name, (method === 8 ? inflateRawSync(packed) : packed).toString('utf8'));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return files;
}
