import type { ModulePlugin } from '@oj/service-kit';
import type { Deps } from '../../deps.ts';
import { syncLanguageTable } from './queries/languages.ts';
import { extraFileRoutes } from './routes/extra-files.ts';
import { languageRoutes } from './routes/languages.ts';
import { myStatusRoutes } from './routes/my-status.ts';
import { problemRoutes } from './routes/problems.ts';
import { adminDifficultyRoutes, tagRoutes } from './routes/tags.ts';

export { syncLanguageTable } from './queries/languages.ts';
export { publicProblemListCache } from './list-cache.ts';
export { counterDeltas, recordJudgedSubmission, recountProblemStats } from './stats.ts';
export type { JudgedSubmission } from './stats.ts';
export { problemStatuses } from './queries/status.ts';
export type { SubmissionScope } from './queries/status.ts';
export { canView, viewerOf } from './visibility.ts';
export type { Viewer } from './visibility.ts';

/**
 * The "Problems and tags" part of spec 01 (§2 list and detail, §7 calls): the problem list with
 * its filters, random pick, detail, tags and the tag browser, languages and code templates,
 * difficulty levels, the caller's problem statuses and last accepted code. Encapsulated; register
 * it with `{ prefix: '/api' }` after service-kit's core (db, auth, errors).
 */
export const problemModule: ModulePlugin<Deps> = async (app, { deps }) => {
  if (deps.problem.syncLanguages) {
    app.addHook('onReady', async () => {
      await syncLanguageTable(deps.db);
    });
  }

  // Public calls (a token, when sent, widens what admin roles see).
  await app.register(problemRoutes, { deps });
  await app.register(tagRoutes, { deps });
  await app.register(languageRoutes, { deps });
  await app.register(adminDifficultyRoutes, { deps });
  await app.register(extraFileRoutes, { deps });

  // Calls for a signed-in user.
  await app.register(async (signedIn) => {
    signedIn.addHook('preHandler', signedIn.authenticate);
    await signedIn.register(myStatusRoutes, { deps });
  });
};
