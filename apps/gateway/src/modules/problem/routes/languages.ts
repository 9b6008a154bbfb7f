import type { ModulePlugin } from '@oj/service-kit';
import type { Deps } from '../../../deps.ts';
import { Type } from '@sinclair/typebox';
import { LanguageSchema, ProblemCodeTemplateSchema } from '@oj/contracts';
import { ok } from '@oj/service-kit';
import { findViewableProblem } from '../queries/detail.ts';
import { offeredLanguages, problemCodeTemplates, problemLanguages } from '../queries/languages.ts';
import { LanguagesQuery, PidQuery, responses } from '../schemas.ts';
import { viewerOf } from '../visibility.ts';

/** Languages and code templates; a problem's own lists follow the problem's visibility. */
export const languageRoutes: ModulePlugin<Deps> = async (app, { deps }) => {
  app.addHook('preHandler', app.authenticateOptional);

  app.get(
    '/languages',
    {
      schema: {
        tags: ['problem'],
        summary: 'Submission languages: all (default), the default set (all=false), or those of problem pid',
        querystring: LanguagesQuery,
        response: responses(Type.Array(LanguageSchema)),
      },
    },
    async (request) => {
      const { pid, all } = request.query;
      if (pid === undefined) return ok(await offeredLanguages(deps.db, all ?? true));
      const problem = await findViewableProblem(deps.db, { id: pid }, viewerOf(request));
      return ok(await problemLanguages(deps.db, problem.id));
    },
  );

  app.get(
    '/get-problem-languages',
    { schema: { tags: ['problem'], summary: 'The languages a problem accepts', querystring: PidQuery, response: responses(Type.Array(LanguageSchema)) } },
    async (request) => {
      const problem = await findViewableProblem(deps.db, { id: request.query.pid }, viewerOf(request));
      return ok(await problemLanguages(deps.db, problem.id));
    },
  );

  app.get(
    '/get-problem-code-template',
    {
      schema: {
        tags: ['problem'],
        summary: 'A problem’s enabled code templates',
        querystring: PidQuery,
        response: responses(Type.Array(ProblemCodeTemplateSchema)),
      },
    },
    async (request) => {
      const problem = await findViewableProblem(deps.db, { id: request.query.pid }, viewerOf(request));
      return ok(await problemCodeTemplates(deps.db, problem.id));
    },
  );
};
