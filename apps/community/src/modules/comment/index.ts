import type { ModulePlugin } from '@oj/service-kit';
import type { Deps } from '../../deps.ts';
import { commentReadRoutes } from './routes/read.ts';
import { commentWriteRoutes } from './routes/write.ts';

/**
 * The comment area (spec 03 §2.17, §7 "Comments and replies"): comments of a discussion (`did`) or a
 * contest's Q&A (`cid`), replies, likes and the reminders they write. Register with `{ prefix: '/api', deps }`.
 */
export const commentModule: ModulePlugin<Deps> = async (app, { deps }) => {
  await app.register(commentReadRoutes, { deps });
  await app.register(commentWriteRoutes, { deps });
};
