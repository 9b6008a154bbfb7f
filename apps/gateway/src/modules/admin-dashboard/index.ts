import type { ModulePlugin } from '@oj/service-kit';
import type { Deps } from '../../deps.ts';
import { ADMIN_ROLES, DashboardInfoSchema } from '@oj/contracts';
import { TOKEN_SECURITY, envelopeResponses, ok } from '@oj/service-kit';
import { dashboardInfo } from './queries.ts';

/** The back office's dashboard (spec 03 §2.19): any admin role. Register with `{ prefix: '/api' }`. */
export const adminDashboardModule: ModulePlugin<Deps> = async (app, { deps }) => {
  app.addHook('preHandler', app.requireRoles(...ADMIN_ROLES));
  app.get(
    '/admin/dashboard/get-dashboard-info',
    {
      schema: {
        tags: ['admin'],
        security: TOKEN_SECURITY,
        summary: 'Counts, recent sign-ins and judge nodes',
        response: envelopeResponses(DashboardInfoSchema),
      },
    },
    async () => ok(await dashboardInfo(deps)),
  );
};
