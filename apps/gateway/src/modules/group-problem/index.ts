import type { ModulePlugin } from '@oj/service-kit';
import type { Deps } from '../../deps.ts';
import { copyGroupProblem } from './copy.ts';
import { startProblemCopyResponder } from './copy-responder.ts';
import type { ProblemCopyResponder } from './copy-responder.ts';
import { groupProblemRoutes } from './routes.ts';

/**
 * A group's problems (spec 03 §2.9, §7 "Group problems"): its problems tab and its admins' problem
 * management, through the core list and the back office's save with the group's scope. Its paths
 * sit below community's `/group/*` and are the gateway's by `GATEWAY_ROUTES` (@oj/contracts).
 * Also answers the contest service's problem copies of a training clone (`subjects.problemCopy`,
 * copy-responder.ts) once NATS is reached. Register with `{ prefix: '/api' }` after service-kit's core.
 */
export const groupProblemModule: ModulePlugin<Deps> = async (app, { deps }) => {
  const stop = new AbortController();
  let responder: ProblemCopyResponder | null = null;
  app.addHook('onReady', () => {
    // Not awaited: the gateway starts while NATS is unreachable, and answers copies once it is reached.
    app.waitForNats(stop.signal).then(
      (nc) => {
        responder = startProblemCopyResponder({ nc, names: deps.natsNames, log: deps.log, copy: (request) => copyGroupProblem(deps, request) });
      },
      () => undefined,
    );
    return Promise.resolve();
  });
  // While NATS and the database are still up: the copies in hand are answered.
  app.addHook('preClose', async () => {
    stop.abort();
    await responder?.stop();
  });
  await app.register(groupProblemRoutes, { deps });
};
