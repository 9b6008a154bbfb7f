import type { ServiceDeps } from '@oj/service-kit';

/** What the tidan modules (user side and back office) use: the database only. */
export type TidanDeps = Pick<ServiceDeps, 'db'>;
