import type { FastifyPluginAsync } from 'fastify';
import { contestRoutes } from './routes/contests.ts';
import { contestInsideRoutes } from './routes/inside.ts';
import type { ContestModuleOptions } from './schemas.ts';

export type { ContestModuleOptions } from './schemas.ts';
export { DEFAULT_PASSWORD_ATTEMPT_LIMITS, PasswordAttempts } from './password-attempts.ts';
export type { PasswordAttemptScope } from './password-attempts.ts';
export { checkSealedPassword, contestPasswordKey, contestPasswordMatches, sealContestPassword } from './password.ts';
export type { ContestPasswords, PasswordEntrant } from './password.ts';

/**
 * The user side of contests (spec 02 §2-§7): the list, a contest's info and access, registration,
 * its problems and their pages, its announcements. Register with `{ prefix: '/api', gate, passwords }`.
 */
export const contestModule: FastifyPluginAsync<ContestModuleOptions> = async (app, options) => {
  await app.register(contestRoutes, { gate: options.gate, passwords: options.passwords });
  await app.register(contestInsideRoutes);
};
