import type { KV } from '@nats-io/kv';
import { Type } from '@sinclair/typebox';
import { fail, keyPart, updateEntry } from '@oj/service-kit';
import { claimResendSlot, releaseResendSlot } from './limits.ts';
import type { AccountLimits } from './limits.ts';
import { AccountMessage } from '@oj/contracts';

/*
 * Mailed codes (register, reset) are rationed per client address and for the whole site, per
 * hour, on top of the per-address resend interval: one script cycling through addresses must not
 * turn the site into a mail cannon or exhaust its SMTP account. The counters live in the shared
 * rate-limit KV bucket, so every gateway instance counts against the same numbers.
 */

const UnitCount = Type.Object({ count: Type.Integer() });
const WINDOW_MS = 60 * 60_000;

/**
 * Takes one unit of `key` unless `max` are used in the current window (which starts with its first
 * unit and does not slide); returns null, or when the window ends.
 */
export async function takeAllowance(kv: KV, key: string, max: number, windowMs = WINDOW_MS): Promise<number | null> {
  const nowMs = Date.now();
  let refusedUntilMs: number | null = null;
  await updateEntry(kv, key, UnitCount, (current) => {
    const count = current?.value.count ?? 0;
    refusedUntilMs = count >= max ? (current?.expiresAtMs ?? nowMs + windowMs) : null;
    return refusedUntilMs === null ? { value: { count: count + 1 }, expiresAtMs: current?.expiresAtMs ?? nowMs + windowMs } : null;
  });
  return refusedUntilMs;
}

async function giveBack(kv: KV, key: string): Promise<void> {
  await updateEntry(kv, key, UnitCount, (current) =>
    current && current.value.count > 0 ? { value: { count: current.value.count - 1 }, expiresAtMs: current.expiresAtMs } : null,
  );
}

const minutesUntil = (untilMs: number): number => Math.max(1, Math.ceil((untilMs - Date.now()) / 60_000));

/**
 * Counts one mailed code against the client's hourly allowance and the site's; refuses (429) when
 * either is used up. Returns what undoes the count (the mail could not be sent).
 */
export async function claimMailQuota(kv: KV, clientIp: string, limits: AccountLimits): Promise<() => Promise<void>> {
  const ipKey = `mail.ip.${keyPart(clientIp)}`;
  const siteKey = 'mail.site';
  const ipRefused = await takeAllowance(kv, ipKey, limits.mailsPerIpPerHour);
  if (ipRefused !== null) throw fail(AccountMessage.mailsFromAddressTooMany(minutesUntil(ipRefused)));
  const siteRefused = await takeAllowance(kv, siteKey, limits.mailsPerHour);
  if (siteRefused !== null) {
    await giveBack(kv, ipKey);
    throw fail(AccountMessage.mailsSiteTooMany(minutesUntil(siteRefused)));
  }
  return async () => {
    await giveBack(kv, ipKey);
    await giveBack(kv, siteKey);
  };
}

/**
 * Everything a mailed code claims before it is sent: the per-target resend interval (`slotKey`)
 * and the hourly allowances of `claimMailQuota`. Refused (429) as a whole; returns what undoes
 * both when the mail could not be sent.
 */
export async function claimCodeMail(kv: KV, slotKey: string, intervalMs: number, clientIp: string, limits: AccountLimits): Promise<() => Promise<void>> {
  await claimResendSlot(kv, slotKey, intervalMs);
  const giveBackQuota = await claimMailQuota(kv, clientIp, limits).catch(async (error: unknown) => {
    await releaseResendSlot(kv, slotKey);
    throw error;
  });
  return async () => {
    await releaseResendSlot(kv, slotKey);
    await giveBackQuota();
  };
}
