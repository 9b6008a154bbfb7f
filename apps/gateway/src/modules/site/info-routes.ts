import type { ModulePlugin } from '@oj/service-kit';
import type { Deps } from '../../deps.ts';
import { DataSourceInfoSchema, JudgeServiceInfoSchema, Role, ServiceInfoSchema } from '@oj/contracts';
import { ErrorEnvelopeSchema, TOKEN_SECURITY, envelopeSchema, ok } from '@oj/service-kit';
import { dataSourceInfo, judgeServiceInfo, serviceInfo } from './service-info.ts';

const ERRORS = { 401: ErrorEnvelopeSchema, 403: ErrorEnvelopeSchema } as const;

/** get-service-info, get-judge-service-info and get-db-and-redis-config: read-only, super admin only. */
export const adminInfoRoutes: ModulePlugin<Deps> = async (app, { deps }) => {
  app.addHook('preHandler', app.requireRoles(Role.SuperAdmin));

  app.get(
    '/admin/config/get-service-info',
    {
      schema: {
        tags: ['admin'],
        summary: 'Version, runtime, memory and CPU load of the gateway, and the state of each service',
        security: TOKEN_SECURITY,
        response: { 200: envelopeSchema(ServiceInfoSchema), ...ERRORS },
      },
    },
    async () => ok(await serviceInfo(deps, deps.config)),
  );

  app.get(
    '/admin/config/get-judge-service-info',
    {
      schema: {
        tags: ['admin'],
        summary: 'Live judge nodes (from their heartbeats), the languages they judge and the job queue',
        security: TOKEN_SECURITY,
        response: { 200: envelopeSchema(JudgeServiceInfoSchema), ...ERRORS },
      },
    },
    async () => ok(await judgeServiceInfo(deps)),
  );

  app.get(
    '/admin/config/get-db-and-redis-config',
    {
      schema: {
        tags: ['admin'],
        summary: 'Database and NATS connection, read-only and without passwords (there is no Redis)',
        security: TOKEN_SECURITY,
        response: { 200: envelopeSchema(DataSourceInfoSchema), ...ERRORS },
      },
    },
    () => ok(dataSourceInfo(deps.config)),
  );
};
