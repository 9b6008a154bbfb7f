import type { ModulePlugin } from '@oj/service-kit';
import type { Deps } from '../../deps.ts';
import { contestRoutes } from './routes/contests.ts';
import { contestInsideRoutes } from './routes/inside.ts';

export { DEFAULT_PASSWORD_ATTEMPT_LIMITS, PasswordAttempts } from './password-attempts.ts';
export type { PasswordAttemptScope } from './password-attempts.ts';
export { checkSealedPassword, contestPasswordKey, contestPasswordMatches, sealContestPassword } from './password.ts';
export type { ContestPasswords, PasswordEntrant } from './password.ts';

/**
 * The user side of contests (spec 02 §2-§7): the list, a contest's info and access, registration,
 * its problems and their pages, its announcements. Register with `{ prefix: '/api', deps }`.
 */
export const contestModule: ModulePlugin<Deps> = async (app, { deps }) => {
  await app.register(contestRoutes, { deps });
  await app.register(contestInsideRoutes, { deps });
};
