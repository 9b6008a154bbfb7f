import type { ModulePlugin } from '@oj/service-kit';
import type { Deps } from '../../deps.ts';
import { carouselRoutes } from './carousel.ts';
import { markdownServeRoutes, markdownUploadRoutes } from './routes.ts';

/**
 * The markdown editor's files (spec 03 §2.18, §7 "Files") and the home carousel's images: uploads for the admin
 * roles, stored like avatars (account module's FileStorage, one `file` row each), and served
 * publicly by their unique names. Register with `{ prefix: '/api', deps }` (the storage: `deps.files`) after service-kit's core.
 */
export const filesModule: ModulePlugin<Deps> = async (app, { deps }) => {
  await app.register(markdownServeRoutes, { deps });
  await app.register(markdownUploadRoutes, { deps });
  await app.register(carouselRoutes, { deps });
};
