import type { FastifyPluginAsync } from 'fastify';
import type { GatewayConfig } from './config.ts';
import { docsPlugin } from './docs.ts';
import { accountModule } from './modules/account/index.ts';
import { adminDashboardModule } from './modules/admin-dashboard/index.ts';
import { adminProblemModule } from './modules/admin-problem/index.ts';
import { adminUserModule } from './modules/admin-user/index.ts';
import { aiModule } from './modules/ai/index.ts';
import { filesModule } from './modules/files/index.ts';
import { liveModule } from './modules/live/index.ts';
import { submissionJudgedEvents } from './modules/problem/events.ts';
import { problemModule } from './modules/problem/index.ts';
import { siteModule } from './modules/site/index.ts';
import { testDataModule } from './modules/test-data/index.ts';
import { ownedServicesPlugin } from './services.ts';
import { securityHeadersPlugin } from './security-headers.ts';
import { spaPlugin } from './spa.ts';

/**
 * The gateway: owns the public /api namespace (account, problems, files and site config come
 * here), hosts or forwards the routes other services own, serves both SPAs and the API docs.
 */
export const gatewayService: FastifyPluginAsync<{ config: GatewayConfig }> = async (app, { config }) => {
  await app.register(securityHeadersPlugin);
  await app.register(docsPlugin);
  await app.register(accountModule, { prefix: '/api', limits: { ...config.mailLimits } });
  await app.register(problemModule, { prefix: '/api' });
  await app.register(siteModule, { prefix: '/api', config });
  await app.register(aiModule, { prefix: '/api' });
  await app.register(adminUserModule, { prefix: '/api' });
  await app.register(adminDashboardModule, { prefix: '/api' });
  await app.register(testDataModule, { prefix: '/api' });
  await app.register(adminProblemModule, { prefix: '/api' });
  await app.register(filesModule, { prefix: '/api' });
  await app.register(liveModule, { prefix: '/api', maxStreamMs: config.live.maxStreamSec * 1000 });
  await app.register(ownedServicesPlugin, { config });
  await app.register(submissionJudgedEvents);
  await app.register(spaPlugin, { webDist: config.webDist, adminDist: config.adminDist });
};
