import type { ModulePlugin } from '@oj/service-kit';
import type { Deps } from '../../deps.ts';
import {
  AddGroupContestProblemRequestSchema,
  AdminContestListSchema,
  AdminContestSchema,
  CONTEST_LIST_PAGE_SIZE,
  ContestAdminMessage as M,
  ContestListSchema,
  GroupAdminContestListQuerySchema,
  GroupContestDeleteQuerySchema,
  GroupContestFormSchema,
  GroupContestListQuerySchema,
} from '@oj/contracts';
import { fail, ok } from '@oj/service-kit';
import { NO_DATA, responses } from '../contest/schemas.ts';
import { listContests } from '../contest/queries/contests.ts';
import { adminContestList, adminContestOf, createContest, deleteContest, manageableContest } from '../contest-admin/index.ts';
import { requireGroupContent, requireGroupContestAdmin } from './context.ts';
import { addGroupProblem } from './problems.ts';
import { TOKEN_SECURITY } from '@oj/service-kit';

const base = { tags: ['group', 'contest'], security: TOKEN_SECURITY };

/**
 * The group's own contest calls (spec 03 §7 "Group contests", "Group contest problems"): the members'
 * list, the admins' list, create, delete and adding a group problem. One contest's form, update,
 * visibility, problems and announcements are the contest-admin module's routes under `/group/*`.
 */
export const groupContestRoutes: ModulePlugin<Deps> = async (app, { deps }) => {
  const { gate, passwords } = deps;

  app.get(
    '/group/get-contest-list',
    {
      schema: {
        ...base,
        summary: 'The group’s visible contests (members; a public group’s to everyone signed in): running, then scheduled, then ended',
        querystring: GroupContestListQuerySchema,
        response: responses(ContestListSchema),
      },
    },
    async (request) => {
      await requireGroupContent(deps.db, request.query.gid, request.user);
      return ok(await listContests(deps.db, request.query, CONTEST_LIST_PAGE_SIZE, Date.now(), request.query.gid));
    },
  );

  app.get(
    '/group/get-admin-contest-list',
    {
      schema: {
        ...base,
        summary: 'Every contest of the group, hidden ones too, newest first (group admins)',
        querystring: GroupAdminContestListQuerySchema,
        response: responses(AdminContestListSchema),
      },
    },
    async (request) => {
      await requireGroupContestAdmin(deps.db, request.query.gid, request.user);
      return ok(await adminContestList(deps.db, request.query, request.user, Date.now(), request.query.gid));
    },
  );

  app.post(
    '/group/contest',
    {
      schema: {
        ...base,
        summary: 'Create a contest in the group (group admins; the contest form’s rules); you are its author',
        body: GroupContestFormSchema,
        response: responses(AdminContestSchema),
      },
    },
    async (request) => {
      await requireGroupContestAdmin(deps.db, request.body.gid, request.user);
      const cid = await createContest({ db: deps.db, gate, passwordKey: passwords.key }, request.body, request.user, request.body.gid);
      return ok(await adminContestOf(deps.db, await manageableContest(deps.db, cid, request.user, 'group'), Date.now(), request.user), M.created);
    },
  );

  app.delete(
    '/group/contest',
    {
      schema: {
        ...base,
        summary: 'Delete a group contest (the group’s root or its author) with its problems, registrations and announcements',
        querystring: GroupContestDeleteQuerySchema,
        response: NO_DATA,
      },
    },
    async (request) => {
      const contest = await manageableContest(deps.db, request.query.cid, request.user, 'group');
      if (contest.gid !== request.query.gid) throw fail(M.contestNotExists);
      await deleteContest(deps.db, gate, contest.id, request.user, 'group');
      return ok(null, M.deleted);
    },
  );

  app.post(
    '/group/add-contest-problem-from-group',
    {
      schema: {
        ...base,
        summary: 'Add a problem of the contest’s group, by its display id, under a contest display id',
        body: AddGroupContestProblemRequestSchema,
        response: NO_DATA,
      },
    },
    async (request) => {
      await addGroupProblem(deps.db, gate, request.body, request.user);
      return ok(null, M.added);
    },
  );
};
