import type { ModulePlugin } from '@oj/service-kit';
import { OutboxRelay, ensureEventsStream } from '@oj/service-kit/events';
import type { Deps } from '../../deps.ts';
import { adminEmailConfigRoutes } from './email-config.ts';
import { adminInfoRoutes } from './info-routes.ts';
import { adminLimitsRoutes } from './limits-config.ts';
import { adminMobileConfigRoutes } from './mobile-config.ts';
import { adminSwitchRoutes } from './switches.ts';
import { adminToolRoutes } from './admin-tools.ts';
import { toolRoutes } from './tools.ts';
import { adminWebsiteConfigRoutes, websiteConfigRoutes } from './website-config.ts';
import type { SiteDeps } from './website-config.ts';

/**
 * The site's settings: the public website config and tools, and the super admin's system config
 * (website, mail, SMS, judge, discussion and group limits), switches and service information.
 * (The AI settings, `ai-config.ts`, are registered by the AI module.)
 */
export const siteModule: ModulePlugin<Deps> = async (app, { deps }) => {
  // Sends the `site config changed` events the saves record (switches.ts, website-config.ts), so the
  // services that keep the switches read them again at once.
  const outbox = new OutboxRelay(app, {
    setUp: async () => {
      await ensureEventsStream(app.jsm, app.natsNames);
    },
  });
  app.addHook('onReady', (done) => {
    outbox.start();
    done();
  });
  app.addHook('preClose', async () => {
    await outbox.stop();
  });
  const siteDeps: SiteDeps = { ...deps, outbox };
  await app.register(websiteConfigRoutes, { deps });
  await app.register(toolRoutes, { deps });
  await app.register(adminWebsiteConfigRoutes, { deps: siteDeps });
  await app.register(adminEmailConfigRoutes, { deps });
  await app.register(adminMobileConfigRoutes, { deps });
  await app.register(adminLimitsRoutes, { deps });
  await app.register(adminSwitchRoutes, { deps: siteDeps });
  await app.register(adminToolRoutes, { deps });
  await app.register(adminInfoRoutes, { deps });
};
