import type { Deps } from '../../deps.ts';
import type { FastifyRequest } from 'fastify';
import type { KV } from '@nats-io/kv';
import { loadSystemConfig, loadWebsiteConfig } from '@oj/db';
import type { SystemConfig } from '@oj/db';
import { fail } from '@oj/service-kit';
import { bucketOpener } from '@oj/service-kit';
import { DEFAULT_ACCOUNT_LIMITS } from './limits.ts';
import type { AccountLimits } from './limits.ts';
import { HashSlots } from './hash-slots.ts';
import { MailNotConfiguredError, smtpMailer } from './mailer.ts';
import type { MailMessage, Mailer } from './mailer.ts';
import { localFileStorage } from './storage.ts';
import type { FileStorage } from './storage.ts';
import { AccountMessage } from '@oj/contracts';

/** Options of `accountModule`; every one has a production default. */
export interface AccountModuleOptions {
  /** Default: SMTP with the settings of the system config. */
  mailer?: Mailer;
  /** Default: the local directory OJ_DATA_DIR. */
  storage?: FileStorage;
  limits?: Partial<AccountLimits>;
}

/** What the account routes share: limits, state buckets, mail and storage. */
export interface AccountContext {
  limits: AccountLimits;
  /** The process's password checks in flight, per account and address (hash-slots.ts). */
  hashSlots: HashSlots;
  storage: FileStorage;
  /** natsNames(ns).kv.rateLimits: login failures, resend intervals. */
  rateLimits(): Promise<KV>;
  /** `<ns>_account_codes`: mailed codes and reset codes (captchas: service-kit's shared bucket). */
  codes(): Promise<KV>;
  systemConfig(): Promise<SystemConfig>;
  /** Short site name for mail subjects. */
  siteName(): Promise<string>;
  /** Public URL of the web app for links in mails. */
  baseUrl(): Promise<string>;
  /** Sends a mail; on failure runs `undo` (free the resend slot…) and throws a 503 with a user-facing message. */
  deliver(request: FastifyRequest, message: MailMessage, undo: () => Promise<void>): Promise<void>;
  /** Sends a mail after the answer (whose timing must not depend on it); a failure runs `undo` and is logged. */
  deliverLater(request: FastifyRequest, message: MailMessage, undo: () => Promise<void>): void;
  /** False when no SMTP host is configured (a mailer given in the options counts as ready). */
  mailReady(): Promise<boolean>;
}

// State buckets outlive their longest entry (a 30-minute reset link); entries carry their own expiry.
const STATE_BUCKET_TTL_MS = 60 * 60_000;

const openBucket = bucketOpener();

/** Builds the context from the app's decorators (db, js, natsNames, config) and the options. */
export function createAccountContext(deps: Pick<Deps, 'config' | 'db' | 'js' | 'natsNames'>, options: AccountModuleOptions): AccountContext {
  const secret = deps.config.jwt.secret;
  const systemConfig = (): Promise<SystemConfig> => loadSystemConfig(deps.db, secret);
  const mailer = options.mailer ?? smtpMailer(systemConfig);
  const limits = { ...DEFAULT_ACCOUNT_LIMITS, ...options.limits };
  return {
    limits,
    hashSlots: new HashSlots({ maxWaiting: limits.hashMaxWaiting, waitMs: limits.hashWaitMs }),
    storage: options.storage ?? localFileStorage(deps.config.dataDir),
    rateLimits: () => openBucket(deps.js(), deps.natsNames.kv.rateLimits, STATE_BUCKET_TTL_MS),
    codes: () => openBucket(deps.js(), `${deps.natsNames.namespace}_account_codes`, STATE_BUCKET_TTL_MS),
    systemConfig,
    async siteName() {
      const site = await loadWebsiteConfig(deps.db);
      return site.shortName || site.name || 'OJ';
    },
    async baseUrl() {
      const configured = (await systemConfig()).baseUrl.replace(/\/+$/, '');
      if (configured !== '') return configured;
      // Never the request's Host header: a forged one would mail reset links to a foreign site.
      const host = ['0.0.0.0', '::'].includes(deps.config.host) ? '127.0.0.1' : deps.config.host;
      return `http://${host}:${deps.config.port}`;
    },
    deliverLater(request, message, undo) {
      mailer.send(message).catch(async (error: unknown) => {
        request.log.warn({ err: error instanceof Error ? error.message : String(error) }, 'sending mail failed');
        await undo().catch((undoError: unknown) => {
          request.log.warn({ err: undoError instanceof Error ? undoError.message : String(undoError) }, 'undoing a failed mail failed');
        });
      });
    },
    async mailReady() {
      return options.mailer !== undefined || (await systemConfig()).smtpHost !== '';
    },
    async deliver(request, message, undo) {
      try {
        await mailer.send(message);
      } catch (error) {
        await undo();
        if (error instanceof MailNotConfiguredError) throw fail(AccountMessage.mailNotConfigured);
        // Only the message: transport errors may echo server settings, never worth logging whole.
        request.log.warn({ err: error instanceof Error ? error.message : String(error) }, 'sending mail failed');
        throw fail(AccountMessage.mailFailed, { cause: error });
      }
    },
  };
}

/** The directory avatars are stored under, relative to the storage root. */
export const AVATAR_FOLDER = 'avatars';
