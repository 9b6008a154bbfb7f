import type { ModulePlugin } from '@oj/service-kit';
import type { Deps } from '../../../deps.ts';
import { Type } from '@sinclair/typebox';
import {
  AddContestProblemRequestSchema,
  AdminContestProblemSchema,
  CidQuerySchema,
  ContestAdminMessage as M,
  ContestItemQuerySchema,
  UpdateContestProblemRequestSchema,
} from '@oj/contracts';
import { ok } from '@oj/service-kit';
import { NO_DATA, responses } from '../../contest/schemas.ts';
import { addContestProblem, adminContestProblems, deleteContestProblem, updateContestProblem } from '../problems.ts';
import { variantBase } from './base.ts';
import type { ContestAdminVariant } from '../variant.ts';

/** A contest's problems (spec 03 §7 "contest: problems", "Group contest problems"), per variant. */
export const adminContestProblemRoutes =
  (variant: ContestAdminVariant): ModulePlugin<Deps> =>
  async (app, { deps }) => {
    const { gate } = deps;
    const { scope } = variant;
    const adminBase = variantBase(variant);
    app.get(
      variant.paths.problems,
      {
        schema: {
          ...adminBase,
          summary: 'The contest’s problems in display-id order',
          querystring: CidQuerySchema,
          response: responses(Type.Array(AdminContestProblemSchema)),
        },
      },
      async (request) => ok(await adminContestProblems(deps.db, request.query.cid, request.user, scope)),
    );

    app.post(
      variant.paths.addFromPublic,
      {
        schema: {
          ...adminBase,
          summary: 'Add a public problem, or a contest problem (auth 3) you created, under a display id',
          body: AddContestProblemRequestSchema,
          response: NO_DATA,
        },
      },
      async (request) => {
        await addContestProblem(deps.db, gate, request.body, request.user, scope);
        return ok(null, M.added);
      },
    );

    app.put(
      variant.paths.problem,
      {
        schema: {
          ...adminBase,
          summary: 'Change a contest problem’s display id, display title and colour',
          body: UpdateContestProblemRequestSchema,
          response: NO_DATA,
        },
      },
      async (request) => {
        await updateContestProblem(deps.db, gate, request.body, request.user, scope);
        return ok(null, M.updated);
      },
    );

    app.delete(
      variant.paths.problem,
      {
        schema: {
          ...adminBase,
          summary: 'Remove a problem from the contest (id: the contest problem; its submissions stay)',
          querystring: ContestItemQuerySchema,
          response: NO_DATA,
        },
      },
      async (request) => {
        await deleteContestProblem(deps.db, gate, request.query.id, request.query.cid, request.user, scope);
        return ok(null, M.deleted);
      },
    );
  };
