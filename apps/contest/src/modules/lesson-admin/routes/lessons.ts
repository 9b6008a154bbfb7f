import { Type } from '@sinclair/typebox';
import { AdminLessonPageQuerySchema, AdminLessonPageSchema, AdminLessonSchema, LessonFormSchema, LessonIdQuerySchema, LessonUpdateSchema } from '@oj/contracts';
import type { ModulePlugin } from '@oj/service-kit';
import { TOKEN_SECURITY, envelopeResponses, ok } from '@oj/service-kit';
import type { LessonDeps } from '../../lesson/deps.ts';
import { LessonMessage as M } from '@oj/contracts';
import { adminLessonPage, createLesson, deleteLesson, lessonOf, toAdminLesson, updateLesson } from '../lessons.ts';

/** Route schema basics of the back office's lesson calls. */
export const adminLessonBase = { tags: ['admin', 'lesson'], security: TOKEN_SECURITY };
export const NO_DATA = envelopeResponses(Type.Null());
const CREATED = envelopeResponses(Type.Object({ id: Type.Integer() }));

/** The back office's lessons: list, one, create, update, delete (spec 03 admin "lesson"). */
export const adminLessonRoutes: ModulePlugin<LessonDeps> = (app, { deps }) => {
  app.get(
    '/admin/lesson/page',
    {
      schema: {
        ...adminLessonBase,
        summary: 'A page of every lesson (hidden ones too)',
        querystring: AdminLessonPageQuerySchema,
        response: envelopeResponses(AdminLessonPageSchema),
      },
    },
    async (request) => ok(await adminLessonPage(deps.db, request.query)),
  );
  app.get(
    '/admin/lesson',
    {
      schema: {
        ...adminLessonBase,
        summary: 'One lesson, for its edit form',
        querystring: LessonIdQuerySchema,
        response: envelopeResponses(AdminLessonSchema),
      },
    },
    async (request) => ok(toAdminLesson(await lessonOf(deps.db, request.query.id))),
  );
  app.post('/admin/lesson', { schema: { ...adminLessonBase, summary: 'Create a lesson', body: LessonFormSchema, response: CREATED } }, async (request) =>
    ok({ id: await createLesson(deps.db, request.body, request.user) }, M.created),
  );
  app.put('/admin/lesson', { schema: { ...adminLessonBase, summary: 'Change a lesson', body: LessonUpdateSchema, response: NO_DATA } }, async (request) => {
    await updateLesson(deps.db, request.body);
    return ok(null, M.updated);
  });
  app.delete(
    '/admin/lesson',
    { schema: { ...adminLessonBase, summary: 'Delete a lesson with its groups and items', querystring: LessonIdQuerySchema, response: NO_DATA } },
    async (request) => {
      await deleteLesson(deps.db, request.query.id);
      return ok(null, M.deleted);
    },
  );
  return Promise.resolve();
};
