import type { ModulePlugin } from '@oj/service-kit';
import type { Deps } from '../../../deps.ts';
import { Type } from '@sinclair/typebox';
import {
  AdminContestListQuerySchema,
  AdminContestListSchema,
  AdminContestSchema,
  CidQuerySchema,
  ContestAdminMessage as M,
  ContestCloneRequestSchema,
  ContestFormSchema,
  ContestUpdateSchema,
  ContestVisibleRequestSchema,
} from '@oj/contracts';
import { ok } from '@oj/service-kit';
import { NO_DATA, responses } from '../../contest/schemas.ts';
import { adminContestList, adminContestOf, manageableContest } from '../queries.ts';
import { createContest, updateContest } from '../save.ts';
import { changeContestVisible, cloneContest, deleteContest } from '../use-cases.ts';
import { adminBase, variantBase } from './base.ts';
import type { ContestAdminVariant } from '../variant.ts';

/**
 * The back office's own contest calls (spec 03 §7 "contest: list, create, delete, clone"); a non-root
 * admin manages only their own. A group's list, create and delete are the group module's.
 */
export const adminContestRoutes: ModulePlugin<Deps> = async (app, { deps }) => {
  const { gate, passwords } = deps;
  const saveDeps = () => ({ db: deps.db, gate, passwordKey: passwords.key });
  app.get(
    '/admin/contest/get-contest-list',
    {
      schema: {
        ...adminBase,
        summary: 'Contests, newest first, by keyword (title, author, id); a super admin sees all, an admin their own',
        querystring: AdminContestListQuerySchema,
        response: responses(AdminContestListSchema),
      },
    },
    async (request) => ok(await adminContestList(deps.db, request.query, request.user, Date.now())),
  );

  app.post(
    '/admin/contest',
    {
      schema: {
        ...adminBase,
        summary: 'Create a contest (spec 03 §5 rules enforced); you are its author',
        body: ContestFormSchema,
        response: responses(AdminContestSchema),
      },
    },
    async (request) => {
      const cid = await createContest(saveDeps(), request.body, request.user);
      return ok(await adminContestOf(deps.db, await manageableContest(deps.db, cid, request.user), Date.now(), request.user), M.created);
    },
  );

  app.delete(
    '/admin/contest',
    {
      schema: {
        ...adminBase,
        summary: 'Delete a contest with its problems, registrations, announcements, prints and AC checks (not its submissions)',
        querystring: CidQuerySchema,
        response: NO_DATA,
      },
    },
    async (request) => {
      await deleteContest(deps.db, gate, request.query.cid, request.user);
      return ok(null, M.deleted);
    },
  );

  app.post(
    '/admin/contest/clone',
    {
      schema: {
        ...adminBase,
        summary: 'Copy a contest with its problems and announcements: hidden, "(copy)", yours, no registrations',
        body: ContestCloneRequestSchema,
        response: responses(Type.Object({ cid: Type.Integer() })),
      },
    },
    async (request) => ok({ cid: await cloneContest(deps.db, gate, request.body.cid, request.user) }, M.cloned),
  );
};

/**
 * One contest's form data, update and visibility (spec 03 §7 "contest: CRUD, change-contest-visible",
 * "Group contests"), for the back office and a group's page alike: its contest admins only.
 */
export const managedContestRoutes =
  (variant: ContestAdminVariant): ModulePlugin<Deps> =>
  async (app, { deps }) => {
    const { gate, passwords } = deps;
    const saveDeps = () => ({ db: deps.db, gate, passwordKey: passwords.key });
    const base = variantBase(variant);
    app.get(
      variant.paths.contest,
      {
        schema: {
          ...base,
          summary: 'Everything the contest form loads (never the password)',
          querystring: CidQuerySchema,
          response: responses(AdminContestSchema),
        },
      },
      async (request) =>
        ok(await adminContestOf(deps.db, await manageableContest(deps.db, request.query.cid, request.user, variant.scope), Date.now(), request.user)),
    );

    app.put(
      variant.paths.contest,
      {
        schema: {
          ...base,
          summary: 'Update a contest; an empty pwd keeps the stored password',
          body: ContestUpdateSchema,
          response: responses(AdminContestSchema),
        },
      },
      async (request) => {
        await updateContest(saveDeps(), request.body, request.user, variant.scope);
        return ok(
          await adminContestOf(deps.db, await manageableContest(deps.db, request.body.id, request.user, variant.scope), Date.now(), request.user),
          M.updated,
        );
      },
    );

    app.put(
      variant.paths.visible,
      { schema: { ...base, summary: 'Show or hide a contest', body: ContestVisibleRequestSchema, response: NO_DATA } },
      async (request) => {
        await changeContestVisible(deps.db, gate, request.body.cid, request.body.visible, request.user, variant.scope);
        return ok(null, M.updated);
      },
    );
  };
