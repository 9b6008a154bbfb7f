import type { FastifyPluginAsync } from 'fastify';
import { adminEmailConfigRoutes } from './email-config.ts';
import { toolRoutes } from './tools.ts';
import { adminWebsiteConfigRoutes, websiteConfigRoutes } from './website-config.ts';

/**
 * The site's settings: the public website config and tools, and the super admin's website and mail
 * settings. (The AI settings, `ai-config.ts`, are registered by the AI module.)
 */
export const siteModule: FastifyPluginAsync = async (app) => {
  await app.register(websiteConfigRoutes);
  await app.register(adminWebsiteConfigRoutes);
  await app.register(toolRoutes);
  await app.register(adminEmailConfigRoutes);
};
