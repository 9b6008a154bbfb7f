import type { ModulePlugin } from '@oj/service-kit';
import type { Deps } from '../../deps.ts';
import { messageRoutes } from './routes.ts';

/** The message center of the signed-in user (spec 03 §2.16): unread counts, the five tabs and cleaning them. */
export const messageModule: ModulePlugin<Deps> = async (app, { deps }) => {
  await app.register(messageRoutes, { deps });
};
