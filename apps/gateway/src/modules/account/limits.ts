import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { KV } from '@nats-io/kv';
import { Type } from '@sinclair/typebox';
import { fail } from '@oj/service-kit';
import { readEntry, removeEntry, updateEntry, writeEntry } from '@oj/service-kit';
import { AccountMessage } from '@oj/contracts';

/** Thresholds and lifetimes of the account module; tests may shorten them. */
export interface AccountLimits {
  /** Failed logins per account (as resolved, whatever its spelling) and IP within `loginWindowMs` that lock login. */
  loginMaxFailures: number;
  /** Failed logins per IP, over every username known or not, within `loginWindowMs` that lock login from it. */
  loginIpMaxFailures: number;
  /** Wrong current passwords on the settings forms that lock them (no puzzle there, so fewer). */
  passwordCheckMaxFailures: number;
  loginWindowMs: number;
  loginLockMs: number;
  /** Password checks (scrypt hashes) of one account, and of one client address, running at once (password-guard.ts). */
  hashesPerAccount: number;
  hashesPerAddress: number;
  /** Checks waiting for a hash slot per account or address, and how long one waits before it is refused. */
  hashMaxWaiting: number;
  hashWaitMs: number;
  /** Lifetime of a mailed 6-digit code (register, change email). */
  codeTtlMs: number;
  /** Wrong guesses after which a mailed code is void. */
  codeMaxAttempts: number;
  /** Lifetime of a password-reset link. */
  resetCodeTtlMs: number;
  /** Minimum time between two mails to one address (spec 01 §4: register 60 s, reset 90 s). */
  registerResendMs: number;
  resetResendMs: number;
  /** Register and reset mails per client address per hour, and for the whole site per hour. */
  mailsPerIpPerHour: number;
  mailsPerHour: number;
  captchaTtlMs: number;
  /** Captchas one client address may fetch per minute: each is an entry in the shared bucket until it expires. */
  captchasPerIpPerMinute: number;
}

/**
 * The defaults: 10 failures for one account from one address in 10 minutes lock that pair for 10
 * minutes; 100 failures from one address (a classroom behind one NAT mistypes too) lock it. Codes
 * live 5 minutes. At most two password checks of one account, and two of one address, hash at once
 * (Node has four hashing threads); the others wait their turn up to 10 s, so a burst leaves threads
 * for everyone else. The lock sits above the web app's slide puzzle, which appears after 5 failures
 * (spec 01 §4), so a user who mistypes a few times meets the puzzle first and the lock only stops guessing.
 */
export const DEFAULT_ACCOUNT_LIMITS: Readonly<AccountLimits> = {
  loginMaxFailures: 10,
  loginIpMaxFailures: 100,
  passwordCheckMaxFailures: 5,
  loginWindowMs: 10 * 60_000,
  loginLockMs: 10 * 60_000,
  hashesPerAccount: 2,
  hashesPerAddress: 2,
  hashMaxWaiting: 256,
  hashWaitMs: 10_000,
  codeTtlMs: 5 * 60_000,
  codeMaxAttempts: 5,
  resetCodeTtlMs: 30 * 60_000,
  registerResendMs: 60_000,
  resetResendMs: 90_000,
  mailsPerIpPerHour: 10,
  mailsPerHour: 300,
  captchaTtlMs: 5 * 60_000,
  captchasPerIpPerMinute: 30,
};

const ResendSlot = Type.Object({ sentAtMs: Type.Integer() });

/**
 * Claims the right to send a mail to one address now; refuses with a 429 naming the seconds left
 * while the previous mail is younger than `intervalMs`.
 */
export async function claimResendSlot(kv: KV, key: string, intervalMs: number): Promise<void> {
  const nowMs = Date.now();
  const read = await readEntry(kv, key, ResendSlot, nowMs);
  if (read.live) throw fail(AccountMessage.resendTooSoon(Math.ceil((read.live.expiresAtMs - nowMs) / 1000)));
  const claimed = await writeEntry(kv, key, read, { sentAtMs: nowMs }, nowMs + intervalMs);
  // Lost the race to a concurrent request for the same address: that one sends the mail.
  if (!claimed) throw fail(AccountMessage.resendTooSoon(Math.ceil(intervalMs / 1000)));
}

/** Gives the slot back (the mail could not be sent, so the user may retry at once). */
export async function releaseResendSlot(kv: KV, key: string): Promise<void> {
  await removeEntry(kv, key);
}

/** A 6-digit code from a cryptographic source. */
export function sixDigitCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

const StoredCode = Type.Object({ codeHash: Type.String(), target: Type.String(), attempts: Type.Integer() });

/** Stores a code (only its hash) bound to a target (an email address), replacing any earlier one. */
export async function issueCode(kv: KV, key: string, code: string, target: string, ttlMs: number): Promise<void> {
  const nowMs = Date.now();
  await updateEntry(kv, key, StoredCode, () => ({
    value: { codeHash: digest(code).toString('base64'), target, attempts: 0 },
    expiresAtMs: nowMs + ttlMs,
  }));
}

/**
 * Checks a code against the stored one for this target. A wrong guess counts; after
 * `maxAttempts` wrong guesses the code is void, so 6 digits cannot be brute-forced.
 */
export async function checkCode(kv: KV, key: string, code: string, target: string, maxAttempts: number): Promise<boolean> {
  let matched = false;
  await updateEntry(kv, key, StoredCode, (current) => {
    if (!current) return null;
    const expected = Buffer.from(current.value.codeHash, 'base64');
    const given = digest(code);
    matched = expected.length === given.length && timingSafeEqual(expected, given) && current.value.target.toLowerCase() === target.toLowerCase();
    if (matched) return null;
    const attempts = current.value.attempts + 1;
    // A void code reads as expired from now on.
    return { value: { ...current.value, attempts }, expiresAtMs: attempts >= maxAttempts ? 1 : current.expiresAtMs };
  });
  return matched;
}

/** Removes a used code so it cannot be replayed. */
export async function consumeCode(kv: KV, key: string): Promise<void> {
  await removeEntry(kv, key);
}
