import type { ModulePlugin } from '@oj/service-kit';
import type { Deps } from '../../../deps.ts';
import { ProblemExtraFileContentSchema, ProblemExtraFileQuerySchema } from '@oj/contracts';
import { guestBrowseCheck } from '../guest-browse.ts';
import { ERROR_RESPONSES } from '../schemas.ts';
import { attachmentDisposition, findUserExtraFile } from '../queries/extra-files.ts';
import { placeOf, viewerOf } from '../visibility.ts';

/**
 * The Problem Annex download (spec 01 §2 "extraFile" tab): a user extra file of a problem the
 * caller may open, as an attachment. Anonymous callers get what the detail shows them, and like
 * the detail it follows the guest-browse switch.
 */
export const extraFileRoutes: ModulePlugin<Deps> = async (app, { deps }) => {
  app.addHook('preHandler', app.authenticateOptional);

  app.get(
    '/get-problem-extra-file',
    {
      preHandler: guestBrowseCheck(deps),
      schema: {
        tags: ['problem'],
        summary: 'Download one of a problem’s user extra files (Problem Annex); never judge-side files',
        querystring: ProblemExtraFileQuerySchema,
        produces: ['application/octet-stream'],
        response: { 200: ProblemExtraFileContentSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const { pid, name, gid } = request.query;
      const file = await findUserExtraFile(deps.db, pid, name, viewerOf(request), await placeOf(deps.db, request, gid));
      // With a non-JSON content type a string body is sent as it is, past the response serializer.
      return reply
        .header('content-type', 'application/octet-stream')
        .header('content-disposition', attachmentDisposition(file.name))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(file.content);
    },
  );
};
