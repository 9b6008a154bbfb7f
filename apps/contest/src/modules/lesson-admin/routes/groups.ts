import { Type } from '@sinclair/typebox';
import {
  AdminLessonGroupsSchema,
  LessonGroupFormSchema,
  LessonGroupUpdateSchema,
  LessonIdQuerySchema,
  LessonItemFormSchema,
  LessonItemOrderSchema,
  LessonItemUpdateSchema,
} from '@oj/contracts';
import type { ModulePlugin } from '@oj/service-kit';
import { envelopeResponses, ok } from '@oj/service-kit';
import type { LessonDeps } from '../../lesson/deps.ts';
import { LessonMessage as M } from '@oj/contracts';
import { addGroup, addItem, adminLessonGroups, deleteGroup, deleteItem, orderItems, updateGroup, updateItem } from '../groups.ts';
import { NO_DATA, adminLessonBase as base } from './lessons.ts';

const CREATED = envelopeResponses(Type.Object({ id: Type.Integer() }));

/** A lesson's groups and their items in the back office (spec 03 admin "lesson/{lessonId}/groups"). */
export const adminLessonGroupRoutes: ModulePlugin<LessonDeps> = (app, { deps }) => {
  app.get(
    '/admin/lesson/groups',
    {
      schema: {
        ...base,
        summary: 'A lesson with every group and item (hidden ones too)',
        querystring: LessonIdQuerySchema,
        response: envelopeResponses(AdminLessonGroupsSchema),
      },
    },
    async (request) => ok(await adminLessonGroups(deps.db, request.query.id)),
  );

  app.post(
    '/admin/lesson/group',
    { schema: { ...base, summary: 'Add a group to a lesson', body: LessonGroupFormSchema, response: CREATED } },
    async (request) => ok({ id: await addGroup(deps.db, request.body) }, M.created),
  );
  app.put(
    '/admin/lesson/group',
    { schema: { ...base, summary: 'Rename or move a group', body: LessonGroupUpdateSchema, response: NO_DATA } },
    async (request) => {
      await updateGroup(deps.db, request.body);
      return ok(null, M.updated);
    },
  );
  app.delete(
    '/admin/lesson/group',
    { schema: { ...base, summary: 'Delete a group with its items', querystring: LessonIdQuerySchema, response: NO_DATA } },
    async (request) => {
      await deleteGroup(deps.db, request.query.id);
      return ok(null, M.deleted);
    },
  );

  app.post(
    '/admin/lesson/item',
    { schema: { ...base, summary: 'Add an item (http(s) link or a file of the site) to a group', body: LessonItemFormSchema, response: CREATED } },
    async (request) => ok({ id: await addItem(deps.db, request.body) }, M.created),
  );
  app.put('/admin/lesson/item', { schema: { ...base, summary: 'Change an item', body: LessonItemUpdateSchema, response: NO_DATA } }, async (request) => {
    await updateItem(deps.db, request.body);
    return ok(null, M.updated);
  });
  app.put(
    '/admin/lesson/item/order',
    { schema: { ...base, summary: 'Put a group’s items in this order', body: LessonItemOrderSchema, response: NO_DATA } },
    async (request) => {
      await orderItems(deps.db, request.body);
      return ok(null, M.updated);
    },
  );
  app.delete('/admin/lesson/item', { schema: { ...base, summary: 'Delete an item', querystring: LessonIdQuerySchema, response: NO_DATA } }, async (request) => {
    await deleteItem(deps.db, request.query.id);
    return ok(null, M.deleted);
  });
  return Promise.resolve();
};
