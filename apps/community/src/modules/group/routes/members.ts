import {
  GidQuerySchema,
  GroupAnnouncementFormSchema,
  GroupAnnouncementIdQuerySchema,
  GroupAnnouncementPageSchema,
  GroupAnnouncementSchema,
  GroupAnnouncementUpdateSchema,
  GroupApplySchema,
  GroupMemberPageSchema,
  GroupMemberRemoveQuerySchema,
  GroupMemberSchema,
  GroupMemberUpdateSchema,
  GroupMessage,
  GroupPageQuerySchema,
} from '@oj/contracts';
import type { ModulePlugin } from '@oj/service-kit';
import { ok } from '@oj/service-kit';
import { addAnnouncement, adminAnnouncements, deleteAnnouncement, memberAnnouncements, updateAnnouncement } from '../announcements.ts';
import type { GroupDeps } from '../context.ts';
import { applyList, applyToGroup, changeMember, exitGroup, memberList, removeMember } from '../members.ts';
import { NO_DATA, base, responses, userOf } from './schemas.ts';

/** Members, applications and announcements under group/* (signed in). */
export const groupMemberRoutes: ModulePlugin<GroupDeps> = async (app, { deps }) => {
  app.addHook('preHandler', app.authenticate);

  app.get(
    '/group/get-member-list',
    { schema: { ...base, summary: 'The members (levels 3–5), 10 a page', querystring: GroupPageQuerySchema, response: responses(GroupMemberPageSchema) } },
    async (request) => ok(await memberList(deps, request.query, userOf(request))),
  );
  app.get(
    '/group/get-apply-list',
    {
      schema: {
        ...base,
        summary: 'Pending and refused applications (group admins)',
        querystring: GroupPageQuerySchema,
        response: responses(GroupMemberPageSchema),
      },
    },
    async (request) => ok(await applyList(deps, request.query, userOf(request))),
  );
  app.post(
    '/group/member',
    { schema: { ...base, summary: 'Join a public group, or apply (reason; the code too for a private group)', body: GroupApplySchema, response: NO_DATA } },
    async (request) => ok(null, await applyToGroup(deps, request.body, userOf(request))),
  );
  app.put(
    '/group/member',
    {
      schema: {
        ...base,
        summary: 'Change a member’s auth: approve (3), refuse (2), promote, demote',
        body: GroupMemberUpdateSchema,
        response: responses(GroupMemberSchema),
      },
    },
    async (request) => ok(await changeMember(deps, request.body, userOf(request)), GroupMessage.updated),
  );
  app.delete(
    '/group/member',
    { schema: { ...base, summary: 'Remove a member or an application (gid, uid)', querystring: GroupMemberRemoveQuerySchema, response: NO_DATA } },
    async (request) => {
      await removeMember(deps, request.query.gid, request.query.uid, userOf(request));
      return ok(null, GroupMessage.deleted);
    },
  );
  app.delete(
    '/group/member/exit',
    { schema: { ...base, summary: 'Leave the group (or withdraw an application)', querystring: GidQuerySchema, response: NO_DATA } },
    async (request) => {
      await exitGroup(deps, request.query.gid, userOf(request));
      return ok(null, GroupMessage.exited);
    },
  );

  app.get(
    '/group/get-announcement-list',
    {
      schema: {
        ...base,
        summary: 'The group home’s visible announcements, 5 a page',
        querystring: GroupPageQuerySchema,
        response: responses(GroupAnnouncementPageSchema),
      },
    },
    async (request) => ok(await memberAnnouncements(deps, request.query, userOf(request))),
  );
  app.get(
    '/group/get-admin-announcement-list',
    {
      schema: {
        ...base,
        summary: 'Every announcement of the group, 10 a page (group admins)',
        querystring: GroupPageQuerySchema,
        response: responses(GroupAnnouncementPageSchema),
      },
    },
    async (request) => ok(await adminAnnouncements(deps, request.query, userOf(request))),
  );
  app.post(
    '/group/announcement',
    { schema: { ...base, summary: 'Add an announcement (group admins)', body: GroupAnnouncementFormSchema, response: responses(GroupAnnouncementSchema) } },
    async (request) => ok(await addAnnouncement(deps, request.body, userOf(request)), GroupMessage.added),
  );
  app.put(
    '/group/announcement',
    {
      schema: {
        ...base,
        summary: 'Change an announcement, or only its status (group root or its creator)',
        body: GroupAnnouncementUpdateSchema,
        response: responses(GroupAnnouncementSchema),
      },
    },
    async (request) => ok(await updateAnnouncement(deps, request.body, userOf(request)), GroupMessage.updated),
  );
  app.delete(
    '/group/announcement',
    { schema: { ...base, summary: 'Delete an announcement (group root or its creator)', querystring: GroupAnnouncementIdQuerySchema, response: NO_DATA } },
    async (request) => {
      await deleteAnnouncement(deps, request.query.id, userOf(request));
      return ok(null, GroupMessage.deleted);
    },
  );
};
