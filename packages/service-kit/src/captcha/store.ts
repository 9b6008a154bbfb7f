import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import type { KV } from '@nats-io/kv';
import type { JetStreamClient } from '@nats-io/jetstream';
import { Type } from '@sinclair/typebox';
import type { NatsNames } from '@oj/contracts';
import { bucketOpener, putEntry, readEntry, removeEntryAt } from '../kv-entries.ts';
import { captchaText, drawCaptcha } from './draw.ts';

/*
 * Captcha answers live in one NATS KV bucket (`natsNames(ns).kv.captchas`) that every service can
 * reach: the gateway issues captchas (GET /api/captcha), and any service checks an answer, e.g.
 * the password reset (gateway) and a too-fast submission (judge-dispatch). Only a hash of the
 * answer is stored, under a random key, and each captcha is consumed by its first check.
 */

/** How long an unanswered captcha stays valid. */
export const CAPTCHA_TTL_MS = 5 * 60_000;
// The bucket outlives its longest entry; entries carry their own expiry.
const BUCKET_TTL_MS = 60 * 60_000;

const openBucket = bucketOpener();

/** Opens (creating if missing) the shared captcha bucket. */
export function openCaptchaBucket(js: JetStreamClient, names: NatsNames): Promise<KV> {
  return openBucket(js, names.kv.captchas, BUCKET_TTL_MS);
}

const StoredCaptcha = Type.Object({ answerHash: Type.String() });
const CAPTCHA_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function digest(answer: string): Buffer {
  return createHash('sha256').update(answer.trim().toUpperCase()).digest();
}

/** A captcha as clients get it: the SVG image as a data URL and the key to answer it with. */
export interface IssuedCaptcha {
  img: string;
  captchaKey: string;
}

/**
 * Creates a captcha, stores its answer under a fresh key, and returns the image and the key.
 * `text` is for tests that need to know the answer; by default it is random.
 */
export async function createCaptcha(kv: KV, ttlMs = CAPTCHA_TTL_MS, text = captchaText()): Promise<IssuedCaptcha> {
  const captchaKey = randomUUID();
  await putEntry(kv, `captcha.${captchaKey}`, { answerHash: digest(text).toString('base64') }, Date.now() + ttlMs);
  const img = `data:image/svg+xml;base64,${Buffer.from(drawCaptcha(text)).toString('base64')}`;
  return { img, captchaKey };
}

/**
 * Checks an answer (case-insensitive) and consumes the captcha, right or wrong. The consumption is
 * a compare-and-delete at the revision read, so of concurrent checks of one captcha only the one
 * that deleted it can succeed.
 */
export async function consumeCaptcha(kv: KV, captchaKey: string, answer: string): Promise<boolean> {
  if (!CAPTCHA_KEY.test(captchaKey)) return false;
  const key = `captcha.${captchaKey.toLowerCase()}`;
  const read = await readEntry(kv, key, StoredCaptcha);
  if (!read.live) return false;
  if (!(await removeEntryAt(kv, key, read.live.revision))) return false;
  const expected = Buffer.from(read.live.value.answerHash, 'base64');
  const given = digest(answer);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
