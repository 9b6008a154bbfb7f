import type { FastifyPluginAsync } from 'fastify';
import type { GatewayConfig } from '../../config.ts';
import { adminEmailConfigRoutes } from './email-config.ts';
import { adminInfoRoutes } from './info-routes.ts';
import { adminLimitsRoutes } from './limits-config.ts';
import { adminMobileConfigRoutes } from './mobile-config.ts';
import { adminSwitchRoutes } from './switches.ts';
import { adminToolRoutes } from './admin-tools.ts';
import { toolRoutes } from './tools.ts';
import { adminWebsiteConfigRoutes, websiteConfigRoutes } from './website-config.ts';

/**
 * The site's settings: the public website config and tools, and the super admin's system config
 * (website, mail, SMS, judge, discussion and group limits), switches and service information.
 * (The AI settings, `ai-config.ts`, are registered by the AI module.)
 */
export const siteModule: FastifyPluginAsync<{ config: GatewayConfig }> = async (app, { config }) => {
  await app.register(websiteConfigRoutes);
  await app.register(toolRoutes);
  await app.register(adminWebsiteConfigRoutes);
  await app.register(adminEmailConfigRoutes);
  await app.register(adminMobileConfigRoutes);
  await app.register(adminLimitsRoutes);
  await app.register(adminSwitchRoutes);
  await app.register(adminToolRoutes);
  await app.register(adminInfoRoutes, { config });
};
