import type { FastifyInstance } from 'fastify';
import type { GatewayConfig } from './config.ts';
import { gatewayDeps } from './deps.ts';
import { docsPlugin } from './docs.ts';
import { accountModule } from './modules/account/index.ts';
import { adminDashboardModule } from './modules/admin-dashboard/index.ts';
import { adminProblemModule } from './modules/admin-problem/index.ts';
import { adminUserModule } from './modules/admin-user/index.ts';
import { aiModule } from './modules/ai/index.ts';
import { filesModule } from './modules/files/index.ts';
import { groupProblemModule } from './modules/group-problem/index.ts';
import { liveModule } from './modules/live/index.ts';
import { submissionJudgedEvents } from './modules/problem/events.ts';
import { problemModule } from './modules/problem/index.ts';
import { problemPackageModule } from './modules/problem-package/index.ts';
import { siteModule } from './modules/site/index.ts';
import { testDataModule } from './modules/test-data/index.ts';
import { ownedServicesPlugin } from './services.ts';
import { securityHeadersPlugin } from './security-headers.ts';
import { spaPlugin } from './spa.ts';

/**
 * The gateway: owns the public /api namespace (account, problems, files and site config come
 * here), hosts or forwards the routes other services own, serves both SPAs and the API docs.
 */
export async function gatewayService(app: FastifyInstance, { config }: { config: GatewayConfig }): Promise<void> {
  // The one dependencies object of the gateway's modules (STYLE.md "Module dependencies").
  const deps = gatewayDeps(app, config, { live: { maxStreamMs: config.live.maxStreamSec * 1000 } });
  await app.register(securityHeadersPlugin);
  await app.register(docsPlugin);
  await app.register(accountModule, { prefix: '/api', deps });
  await app.register(problemModule, { prefix: '/api', deps });
  await app.register(siteModule, { prefix: '/api', deps });
  await app.register(aiModule, { prefix: '/api', deps });
  await app.register(adminUserModule, { prefix: '/api', deps });
  await app.register(adminDashboardModule, { prefix: '/api', deps });
  await app.register(testDataModule, { prefix: '/api', deps });
  await app.register(adminProblemModule, { prefix: '/api', deps });
  await app.register(problemPackageModule, { prefix: '/api', deps });
  await app.register(groupProblemModule, { prefix: '/api', deps });
  await app.register(filesModule, { prefix: '/api', deps });
  await app.register(liveModule, { prefix: '/api', deps });
  await app.register(ownedServicesPlugin, { config });
  await app.register(submissionJudgedEvents, { deps });
  await app.register(spaPlugin, { webDist: config.webDist, adminDist: config.adminDist });
}
