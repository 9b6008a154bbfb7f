import { createHash } from 'node:crypto';
import type { KV } from '@nats-io/kv';
import type { JetStreamClient } from '@nats-io/jetstream';
import { Type } from '@sinclair/typebox';
import type { NatsNames } from '@oj/contracts';
import { bucketOpener, putEntry, readEntry } from './kv-entries.ts';

/*
 * Special judge and interactor programs that compiled on a judge node (judge-dispatch's
 * compile-spj / compile-interactive routes mark them), so a problem save can refuse code that was
 * never compiled. Bucket natsNames(ns).kv.checkerCompiled; key: SHA-256 of language and code.
 * A mark lasts CHECKER_COMPILED_TTL_MS: long enough for any editing session, short enough that
 * the bucket never grows without bound.
 */

/** How long a successful compile counts for a problem save. */
export const CHECKER_COMPILED_TTL_MS = 30 * 24 * 60 * 60_000;

const openBucket = bucketOpener();

const CompiledMark = Type.Object({ language: Type.String(), compiledAtMs: Type.Integer() });

/** Opens (creating if missing) the bucket of compiled checker marks. */
export function openCheckerCompiledBucket(js: JetStreamClient, names: NatsNames): Promise<KV> {
  return openBucket(js, names.kv.checkerCompiled, CHECKER_COMPILED_TTL_MS);
}

/** The KV key of one program: hex SHA-256 of the language, a NUL and the code. */
export function checkerCompiledKey(language: string, code: string): string {
  return `c.${createHash('sha256').update(language).update('\0').update(code).digest('hex')}`;
}

/** Records that `code` in `language` compiled on a judge node. */
export async function markCheckerCompiled(kv: KV, language: string, code: string, nowMs = Date.now()): Promise<void> {
  await putEntry(kv, checkerCompiledKey(language, code), { language, compiledAtMs: nowMs }, nowMs + CHECKER_COMPILED_TTL_MS);
}

/** Whether `code` in `language` compiled on a judge node within the last CHECKER_COMPILED_TTL_MS. */
export async function isCheckerCompiled(kv: KV, language: string, code: string, nowMs = Date.now()): Promise<boolean> {
  const read = await readEntry(kv, checkerCompiledKey(language, code), CompiledMark, nowMs);
  return read.live !== null;
}
