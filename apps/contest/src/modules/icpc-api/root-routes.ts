import type { ModulePlugin } from '@oj/service-kit';
import type { Deps } from '../../deps.ts';
import { Type } from '@sinclair/typebox';
import { ICPC_API_VERSION, ICPC_API_VERSION_URL, IcpcApiInfoSchema, IcpcContestSchema } from '@oj/contracts';
import type { IcpcApiInfo } from '@oj/contracts';
import { ERROR_RESPONSES } from '@oj/service-kit';
import { viewerOf } from '../contest/schemas.ts';
import { icpcViewOf } from './access.ts';
import { icpcContest } from './mapping.ts';
import { acmContests, registeredContestIds } from './queries.ts';
import { schemaBase, sendJson } from './routes.ts';

/** The API information: the version of the specification served and who serves it. */
export const ICPC_API_INFO: IcpcApiInfo = { version: ICPC_API_VERSION, version_url: ICPC_API_VERSION_URL, provider: { name: 'Online Judge' } };

/**
 * The ICPC contest API's top: its information at the API root (`GET /api/`, only that exact path:
 * the platform's own calls live below it) and the contests the client may read through it.
 */
export const icpcApiRootRoutes: ModulePlugin<Deps> = async (app, { deps }) => {
  app.get(
    '/',
    { schema: { ...schemaBase, summary: 'ICPC contest API: the API information (version 2023-06, provider)', response: { 200: IcpcApiInfoSchema } } },
    async (_request, reply) => sendJson(reply, ICPC_API_INFO),
  );

  app.get(
    '/contests',
    {
      preHandler: app.authenticateOptional,
      schema: {
        ...schemaBase,
        summary: 'ICPC contest API: the contests this client may read through the API (their access is not empty)',
        response: { 200: Type.Array(IcpcContestSchema), ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const [contests, registered] = await Promise.all([
        acmContests(deps.db),
        viewer === null ? Promise.resolve(new Set<number>()) : registeredContestIds(deps.db, viewer.uid),
      ]);
      const nowMs = Date.now();
      const readable = contests.filter((contest) => icpcViewOf(contest, viewer, registered.has(contest.id), nowMs) !== null);
      return sendJson(reply, readable.map(icpcContest));
    },
  );
};
