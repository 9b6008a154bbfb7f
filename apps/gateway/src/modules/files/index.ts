import type { FastifyPluginAsync } from 'fastify';
import { localFileStorage } from '../account/storage.ts';
import type { FileStorage } from '../account/storage.ts';
import { carouselRoutes } from './carousel.ts';
import { markdownServeRoutes, markdownUploadRoutes } from './routes.ts';

/** Options of `filesModule`: the storage defaults to the account module's local directory (OJ_DATA_DIR). */
export interface FilesModuleOptions {
  storage?: FileStorage;
}

/**
 * The markdown editor's files (spec 03 §2.18, §7 "Files"): image and file uploads for the admin
 * roles, stored like avatars (account module's FileStorage, one `file` row each), and served
 * publicly by their unique names. Register with `{ prefix: '/api' }` after service-kit's core.
 */
export const filesModule: FastifyPluginAsync<FilesModuleOptions> = async (app, options) => {
  const ctx = { storage: options.storage ?? localFileStorage(app.config.dataDir), prefix: app.prefix };
  await app.register(markdownServeRoutes, { ctx });
  await app.register(markdownUploadRoutes, { ctx });
  await app.register(carouselRoutes, { ctx });
};
