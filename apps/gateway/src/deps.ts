import type { FastifyInstance } from 'fastify';
import type { AuthUser, ServiceDeps } from '@oj/service-kit';
import { serviceDeps } from '@oj/service-kit';
import type { GatewayConfig } from './config.ts';
import { createAccountContext } from './modules/account/context.ts';
import type { AccountContext, AccountModuleOptions } from './modules/account/context.ts';
import { localFileStorage } from './modules/account/storage.ts';
import type { FileStorage } from './modules/account/storage.ts';
import { DEFAULT_AI_OPTIONS } from './modules/ai/settings.ts';
import type { AiModuleOptions } from './modules/ai/settings.ts';
import { liveSettingsOf } from './modules/live/settings.ts';
import type { LiveModuleOptions, LiveSettings } from './modules/live/settings.ts';
import { instanceName, problemImportSettingsFromEnv } from './modules/problem-package/settings.ts';
import type { ProblemImportSettings } from './modules/problem-package/settings.ts';
import { testDataLimitsFromEnv } from './modules/test-data/limits.ts';
import type { TestDataLimits } from './modules/test-data/limits.ts';
import type { TestDataSweepDeps } from './modules/test-data/sweep.ts';
import { serviceCaller } from './service-calls.ts';
import type { ServiceCaller } from './service-calls.ts';

/** How often the test-data retention sweep runs by default (hourly; the first run 5 minutes after start). */
const TEST_DATA_SWEEP_MS = 60 * 60_000;

/**
 * What the gateway's modules are given (built once in app.ts, registered with `{ deps }`): the
 * shared infrastructure, the gateway's config, the token signer and each module's settings and
 * service objects. A use case takes `Pick<Deps, ...>` of it.
 */
export interface Deps extends ServiceDeps {
  readonly config: GatewayConfig;
  /** Signs an access token (service-kit's auth). */
  readonly signToken: (user: AuthUser, sid?: string) => string;
  /** Calls judge-dispatch's routes (in this process all-in-one, over HTTP split): the problem import's reference runs. */
  readonly judgeDispatch: ServiceCaller;
  /** Whether this process is connected to NATS now. */
  readonly natsConnected: () => boolean;
  /** The test-data object store's handles (read when used). */
  readonly testDataStore: TestDataSweepDeps;
  readonly account: AccountContext;
  readonly ai: Readonly<Required<AiModuleOptions>>;
  readonly files: { readonly storage: FileStorage };
  readonly live: LiveSettings;
  readonly problem: { readonly syncLanguages: boolean };
  /** The problem-package import: its settings, and this instance's name in the job table. */
  readonly problemImport: { readonly settings: ProblemImportSettings; readonly instance: string };
  readonly testData: { readonly limits: TestDataLimits; readonly sweepIntervalMs: number };
}

/** Settings a host (or a test) may set per module; the rest comes from the config and the defaults. */
export interface GatewayDepsOptions {
  account?: AccountModuleOptions;
  ai?: AiModuleOptions;
  files?: { storage?: FileStorage };
  live?: LiveModuleOptions;
  problem?: { /** Sync the `language` table from judge-core when the app starts (default true). */ syncLanguages?: boolean };
  /** Overrides of the problem import's settings (OJ_PROBLEM_IMPORT_* and the defaults). */
  problemImport?: Partial<ProblemImportSettings>;
  testData?: {
    /** Overrides of the limits read from the environment (OJ_TEST_DATA_*). */
    limits?: Partial<TestDataLimits>;
    /** How often the retention sweep runs (default hourly, first run 5 minutes after start); 0 = never. */
    sweepIntervalMs?: number;
  };
}

/** Builds the gateway's deps from the app's infrastructure (serviceDeps) and the options. */
export function gatewayDeps(app: FastifyInstance, config: GatewayConfig, options: GatewayDepsOptions = {}): Deps {
  const shared = { ...serviceDeps(app), config };
  const testDataStore: TestDataSweepDeps = {
    db: shared.db,
    get js() {
      return shared.js();
    },
    natsNames: shared.natsNames,
  };
  return {
    ...shared,
    config,
    signToken: (user, sid) => app.signToken(user, sid),
    natsConnected: () => app.natsStatus().connected,
    judgeDispatch: serviceCaller(app, config, 'judge-dispatch'),
    testDataStore,
    account: createAccountContext(shared, options.account ?? {}),
    ai: { ...DEFAULT_AI_OPTIONS, ...options.ai },
    files: { storage: options.files?.storage ?? localFileStorage(config.dataDir) },
    live: liveSettingsOf(options.live ?? {}),
    problem: { syncLanguages: options.problem?.syncLanguages ?? true },
    problemImport: { settings: { ...problemImportSettingsFromEnv(), ...options.problemImport }, instance: instanceName(config.dataDir) },
    testData: {
      limits: { ...testDataLimitsFromEnv(), ...options.testData?.limits },
      sweepIntervalMs: options.testData?.sweepIntervalMs ?? TEST_DATA_SWEEP_MS,
    },
  };
}
