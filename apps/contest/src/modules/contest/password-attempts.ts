/**
 * The budget of wrong contest-password guesses, in the shared rate-limit bucket (NATS KV) so that it
 * holds across instances: per account and contest, and per client address over every contest and
 * account (one person with many accounts). A window starts at its first wrong guess and does not
 * slide. Unlike printing this guards a secret, so while the bucket cannot be read nobody guesses
 * (503).
 */
import { Type } from '@sinclair/typebox';
import type { AppError, bucketOpener } from '@oj/service-kit';
import { fail, keyPart, ServiceMessage, updateEntry } from '@oj/service-kit';
import { ContestMessage } from '@oj/contracts';
import type { ServerMessage } from '@oj/contracts';

/** Budgets and window of contest password guesses. */
export interface PasswordAttemptLimits {
  /** Wrong guesses one account may make at one contest within the window. */
  perAccount: number;
  /** Wrong guesses one client address may make within the window (a classroom shares one address). */
  perAddress: number;
  windowMs: number;
}

/** 10 wrong guesses per account and contest, 50 per address, in 10 minutes. */
export const DEFAULT_PASSWORD_ATTEMPT_LIMITS: Readonly<PasswordAttemptLimits> = { perAccount: 10, perAddress: 50, windowMs: 10 * 60_000 };

/** A KV bucket as service-kit opens it. */
type KV = Awaited<ReturnType<ReturnType<typeof bucketOpener>>>;

const Attempts = Type.Object({ count: Type.Integer() });

/**
 * What a budget guards: contests, or another kind of entry by password (trainings) with its own
 * per-account keys and refusal text. The per-address budget is one over every kind.
 */
export interface PasswordAttemptScope {
  /** Key part of the per-account budget ('contest' keeps the keys stored before scopes). */
  name: string;
  tooMany: (minutes: number) => ServerMessage;
}

const CONTEST_SCOPE: PasswordAttemptScope = { name: 'contest', tooMany: ContestMessage.tooManyPasswordGuesses };

/** The bucket keys of one entrant's guesses. */
export function passwordAttemptKeys(cid: number, entrant: { uid: string; ip: string }, scope = CONTEST_SCOPE.name): { account: string; address: string } {
  return { account: `${scope}-password.user.${cid}.${entrant.uid}`, address: `contest-password.ip.${keyPart(entrant.ip)}` };
}

/** An attempt counted against the budgets, given back when the password was right. */
export interface AttemptClaim {
  giveBack(): Promise<void>;
}

export class PasswordAttempts {
  readonly #bucket: () => Promise<KV>;
  readonly #limits: PasswordAttemptLimits;
  readonly #scope: PasswordAttemptScope;

  constructor(bucket: () => Promise<KV>, limits: PasswordAttemptLimits = DEFAULT_PASSWORD_ATTEMPT_LIMITS, scope: PasswordAttemptScope = CONTEST_SCOPE) {
    this.#bucket = bucket;
    this.#limits = limits;
    this.#scope = scope;
  }

  /** Counts one attempt against both budgets; refuses (429) when either is spent. */
  async claim(cid: number, entrant: { uid: string; ip: string }): Promise<AttemptClaim> {
    const keys = passwordAttemptKeys(cid, entrant, this.#scope.name);
    let kv: KV;
    try {
      kv = await this.#bucket();
    } catch (error) {
      throw fail(ServiceMessage.unavailable, { cause: error });
    }
    const byAddress = await this.#take(kv, keys.address, this.#limits.perAddress);
    if (byAddress !== null) throw byAddress;
    const byAccount = await this.#take(kv, keys.account, this.#limits.perAccount);
    if (byAccount !== null) {
      await this.#giveBack(kv, keys.address);
      throw byAccount;
    }
    return { giveBack: async () => Promise.all([this.#giveBack(kv, keys.account), this.#giveBack(kv, keys.address)]).then(() => undefined) };
  }

  /** Takes one attempt of `key`'s budget; the 429 to send when it is spent, else null. */
  async #take(kv: KV, key: string, max: number): Promise<AppError | null> {
    const nowMs = Date.now();
    const outcome: { refusedUntilMs: number | null } = { refusedUntilMs: null };
    await updateEntry(kv, key, Attempts, (current) => {
      outcome.refusedUntilMs = current !== null && current.value.count >= max ? current.expiresAtMs : null;
      if (outcome.refusedUntilMs !== null) return null;
      return { value: { count: (current?.value.count ?? 0) + 1 }, expiresAtMs: current?.expiresAtMs ?? nowMs + this.#limits.windowMs };
    });
    if (outcome.refusedUntilMs === null) return null;
    return fail(this.#scope.tooMany(Math.max(1, Math.ceil((outcome.refusedUntilMs - nowMs) / 60_000))));
  }

  async #giveBack(kv: KV, key: string): Promise<void> {
    await updateEntry(kv, key, Attempts, (current) =>
      current === null || current.value.count <= 0 ? null : { value: { count: current.value.count - 1 }, expiresAtMs: current.expiresAtMs },
    );
  }
}
