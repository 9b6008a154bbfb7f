import type { ModulePlugin } from '@oj/service-kit';
import type { Deps } from '../../deps.ts';
import { boardRoutes } from './routes.ts';

export { Scoreboards } from './scoreboards.ts';
export { requireContestAdmin, seeableContest } from './access.ts';

/**
 * The contest scoreboards served from memory (spec 02 §2, §7; docs/architecture.md "Scoreboards in
 * memory"): get-contest-rank, get-contest-outside-scoreboard, get-contest-scroll-board. The plugin
 * also runs the instance's boards: their event feed starts when the app is ready, and
 * stop when it closes. Register with `{ prefix: '/api', deps }`.
 */
export const boardModule: ModulePlugin<Deps> = async (app, { deps }) => {
  const { boards } = deps;
  app.addHook('onReady', () => {
    boards.start();
  });
  app.addHook('preClose', () => {
    boards.flush();
  });
  app.addHook('onClose', async () => {
    await boards.close();
  });
  await app.register(boardRoutes, { deps });
};
