import { LessonDetailSchema, LessonPageQuerySchema, LessonPageSchema, LessonQuerySchema } from '@oj/contracts';
import type { ModulePlugin } from '@oj/service-kit';
import { TOKEN_SECURITY, envelopeResponses, ok } from '@oj/service-kit';
import type { LessonDeps } from './deps.ts';
import { lessonDetail, lessonPage } from './queries.ts';

export type { LessonDeps } from './deps.ts';

const base = { tags: ['lesson'] };

/**
 * The lessons, user side (spec 02 §2 "Lessons", §7): the catalogue is open to visitors; a lesson's
 * materials need a signed-in user (the list prompts visitors to sign in). Register with
 * `{ prefix: '/api', deps }`.
 */
export const lessonModule: ModulePlugin<LessonDeps> = (app, { deps }) => {
  app.get(
    '/lesson/page',
    {
      schema: {
        ...base,
        summary: 'A page of the visible lessons (15 a page), by title keyword',
        querystring: LessonPageQuerySchema,
        response: envelopeResponses(LessonPageSchema),
      },
    },
    async (request) => ok(await lessonPage(deps.db, request.query)),
  );

  app.get(
    '/lesson',
    {
      preHandler: app.authenticate,
      schema: {
        ...base,
        security: TOKEN_SECURITY,
        summary: 'A visible lesson: title, markdown description, groups with their visible items',
        querystring: LessonQuerySchema,
        response: envelopeResponses(LessonDetailSchema),
      },
    },
    async (request) => ok(await lessonDetail(deps.db, request.query.lid)),
  );
  return Promise.resolve();
};
