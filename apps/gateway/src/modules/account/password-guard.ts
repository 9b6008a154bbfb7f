import type { KV } from '@nats-io/kv';
import { Type } from '@sinclair/typebox';
import { fail, keyPart, readEntry, removeEntry, updateEntry } from '@oj/service-kit';
import type { AppError } from '@oj/service-kit';
import type { HashSlots, SlotKey } from './hash-slots.ts';
import type { AccountLimits } from './limits.ts';
import { AccountMessage } from '@oj/contracts';

/*
 * Every password check (login, and the current password on the settings forms) first waits for a
 * hash slot of its account and address (hash-slots.ts), so one account or address cannot take every
 * hashing thread. Then it counts as a failure BEFORE it hashes, in one compare-and-set per budget,
 * given back only when it passes. So a burst of concurrent guesses sees its own attempts: once a
 * budget's count reaches its maximum, the next attempt locks the key and is refused without hashing.
 */

/** A failure budget a check counts against. */
export interface AttemptBudget {
  key: string;
  maxFailures: number;
  /** A passed check forgets the key's failures (an account's); otherwise it gives back its own unit (an address's). */
  clearOnPass: boolean;
}

const Attempts = Type.Object({ failures: Type.Integer(), lockedUntilMs: Type.Integer() });

function lockedError(lockedUntilMs: number, nowMs: number): AppError {
  return fail(AccountMessage.loginLocked(Math.max(1, Math.ceil((lockedUntilMs - nowMs) / 60_000))));
}

/** Refuses (429) while the key is locked. */
async function assertNotLocked(kv: KV, key: string): Promise<void> {
  const nowMs = Date.now();
  const read = await readEntry(kv, key, Attempts, nowMs);
  if (read.live && read.live.value.lockedUntilMs > nowMs) throw lockedError(read.live.value.lockedUntilMs, nowMs);
}

/** Counts one attempt; returns the 429 when the key is (or now becomes) locked, and then counts nothing. */
async function claim(kv: KV, budget: AttemptBudget, limits: AccountLimits): Promise<AppError | null> {
  const nowMs = Date.now();
  let refusal: AppError | null = null;
  await updateEntry(kv, budget.key, Attempts, (current) => {
    refusal = null;
    const lockedUntilMs = current?.value.lockedUntilMs ?? 0;
    if (lockedUntilMs > nowMs) {
      refusal = lockedError(lockedUntilMs, nowMs);
      return null;
    }
    const failures = current?.value.failures ?? 0;
    if (failures >= budget.maxFailures) {
      // Attempts still hashing have used up the budget: lock now.
      const until = nowMs + limits.loginLockMs;
      refusal = lockedError(until, nowMs);
      return { value: { failures, lockedUntilMs: until }, expiresAtMs: until };
    }
    // The window starts at the first attempt and does not slide.
    return { value: { failures: failures + 1, lockedUntilMs: 0 }, expiresAtMs: current?.expiresAtMs ?? nowMs + limits.loginWindowMs };
  });
  return refusal;
}

/** Takes back one unit counted by `claim` (the check passed, or never hashed). */
async function giveBack(kv: KV, key: string): Promise<void> {
  await updateEntry(kv, key, Attempts, (current) =>
    current && current.value.lockedUntilMs === 0 && current.value.failures > 0
      ? { value: { failures: current.value.failures - 1, lockedUntilMs: 0 }, expiresAtMs: current.expiresAtMs }
      : null,
  );
}

/** The counted attempt failed: locks the key when it reached the maximum; returns that lock's 429. */
async function settleFailure(kv: KV, budget: AttemptBudget, limits: AccountLimits): Promise<AppError | null> {
  const nowMs = Date.now();
  const written = await updateEntry(kv, budget.key, Attempts, (current) => {
    if (!current) return { value: { failures: 1, lockedUntilMs: 0 }, expiresAtMs: nowMs + limits.loginWindowMs };
    if (current.value.lockedUntilMs > 0 || current.value.failures < budget.maxFailures) return null;
    const lockedUntilMs = nowMs + limits.loginLockMs;
    return { value: { failures: current.value.failures, lockedUntilMs }, expiresAtMs: lockedUntilMs };
  });
  const lockedUntilMs = written?.value.lockedUntilMs ?? 0;
  return lockedUntilMs > nowMs ? lockedError(lockedUntilMs, nowMs) : null;
}

/** What `guardedPasswordCheck` needs. */
export interface PasswordGuard {
  kv: KV;
  limits: AccountLimits;
  slots: HashSlots;
}

/**
 * Runs one password check (`verify`, the hash) under its budgets and hash slots. Refuses (429)
 * when a budget is locked or no slot frees in time; a failed check that uses up a budget throws
 * the lock's 429. Returns whether the password matched.
 */
export async function guardedPasswordCheck(
  guard: PasswordGuard,
  check: { budgets: readonly AttemptBudget[]; slots: readonly SlotKey[]; verify: () => Promise<boolean> },
): Promise<boolean> {
  const { kv, limits } = guard;
  // A locked key is refused at once, without queueing for a slot.
  for (const budget of check.budgets) await assertNotLocked(kv, budget.key);
  const release = await guard.slots.acquire(check.slots);
  if (!release) throw fail(AccountMessage.passwordChecksBusy);
  const claimed: AttemptBudget[] = [];
  let matched: boolean;
  try {
    // Counted while holding the slots: a key has only its few hashing attempts counted and not yet
    // settled, so a classroom signing in at once behind one address does not spend its budget.
    for (const budget of check.budgets) {
      const refusal = await claim(kv, budget, limits);
      if (refusal) {
        for (const taken of claimed) await giveBack(kv, taken.key);
        throw refusal;
      }
      claimed.push(budget);
    }
    try {
      matched = await check.verify();
    } catch (error) {
      for (const taken of claimed) await giveBack(kv, taken.key);
      throw error;
    }
  } finally {
    release();
  }
  if (matched) {
    for (const budget of claimed) {
      if (budget.clearOnPass) await removeEntry(kv, budget.key);
      else await giveBack(kv, budget.key);
    }
    return true;
  }
  let lock: AppError | null = null;
  // The narrowest budget's lock is the one to report: budgets come widest first.
  for (const budget of claimed) lock = (await settleFailure(kv, budget, limits)) ?? lock;
  if (lock) throw lock;
  return false;
}

/** The budgets of one login: the address over every name, then the account the name resolved to (by uid) from that address. */
export function loginBudgets(ip: string, uid: string | null, limits: AccountLimits): AttemptBudget[] {
  const address = keyPart(ip);
  const budgets: AttemptBudget[] = [{ key: `login.ip.${address}`, maxFailures: limits.loginIpMaxFailures, clearOnPass: false }];
  if (uid !== null) budgets.push({ key: `login.user.${uid}.${address}`, maxFailures: limits.loginMaxFailures, clearOnPass: true });
  return budgets;
}

/** The hash slots of a check: the account's (when known) and the client address's. */
export function hashSlotKeys(ip: string, uid: string | null, limits: AccountLimits): SlotKey[] {
  const slots: SlotKey[] = [{ key: `ip.${ip}`, max: limits.hashesPerAddress }];
  if (uid !== null) slots.push({ key: `user.${uid}`, max: limits.hashesPerAccount });
  return slots;
}
