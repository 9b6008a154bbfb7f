import type { ModulePlugin } from '@oj/service-kit';
import type { Deps } from '../../../deps.ts';
import { Type } from '@sinclair/typebox';
import { findProblem } from '@oj/db/reads';
import { TOKEN_SECURITY, ok, fail } from '@oj/service-kit';
import { ShareBody, responses } from '../../../schemas.ts';
import { findShareTarget, setShared } from '../queries.ts';
import { SubmissionMessage } from '@oj/contracts';

/** PUT submission: the owner shares or unshares the code (spec 01 §5 code sharing). */
export const shareRoutes: ModulePlugin<Deps> = async (app, { deps }) => {
  app.put(
    '/submission',
    {
      schema: {
        tags: ['submission'],
        summary: 'Share or stop sharing the code of your own submission',
        security: TOKEN_SECURITY,
        body: ShareBody,
        response: responses(Type.Null()),
      },
    },
    async (request) => {
      const { submitId, share, uid } = request.body;
      const me = request.user.uid;
      const row = await findShareTarget(deps.db, submitId);
      if (!row) throw fail(SubmissionMessage.submissionNotExists);
      // The uid in the body, when sent, must name the caller too: nobody shares for someone else.
      if (row.uid !== me || (uid !== undefined && uid !== null && uid !== me)) throw fail(SubmissionMessage.shareNotOwner);
      if (row.cid !== 0) throw fail(SubmissionMessage.shareContest);
      const problem = await findProblem(deps.db, row.pid, ['id', 'codeShare']);
      if (problem?.codeShare !== true) throw fail(SubmissionMessage.shareDisabled);
      await setShared(deps.db, submitId, share);
      deps.rowChanges.changed(row.cid);
      return ok(null, share ? SubmissionMessage.shared : SubmissionMessage.unshared);
    },
  );
};
