import type { ModulePlugin } from '@oj/service-kit';
import { adminNoticeRoutes } from './routes/admin.ts';
import type { NoticeDeps } from './routes/deps.ts';

export { NoticePusher } from './pusher.ts';
export type { NoticeDeps } from './routes/deps.ts';

/**
 * Admin notices (spec 03 §2.19 "notice", §3 Notice, §9 hourly push); the System and Mine tabs they
 * land in are the message module's. Register with `{ prefix: '/api', deps }`.
 */
export const noticeModule: ModulePlugin<NoticeDeps> = async (app, { deps }) => {
  await app.register(adminNoticeRoutes, { deps });
};
