import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { JudgeEntity } from '@oj/db';
import { findProblem } from '@oj/db/reads';
import { fail, ok, TOKEN_SECURITY } from '@oj/service-kit';
import type { DispatchContext } from '../../../context.ts';
import { ShareBody, responses } from '../../../schemas.ts';
import { SubmissionMessage } from '@oj/contracts';

/** PUT submission: the owner shares or unshares the code (spec 01 §5 code sharing). */
export const shareRoutes: FastifyPluginCallbackTypebox<{ ctx: DispatchContext }> = (app, { ctx }, done) => {
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
      const judges = app.db.getRepository(JudgeEntity);
      const row = await judges.findOne({ where: { submitId }, select: { submitId: true, uid: true, pid: true, cid: true } });
      if (!row) throw fail(SubmissionMessage.submissionNotExists);
      // The uid in the body, when sent, must name the caller too: nobody shares for someone else.
      if (row.uid !== me || (uid !== undefined && uid !== null && uid !== me)) throw fail(SubmissionMessage.shareNotOwner);
      if (row.cid !== 0) throw fail(SubmissionMessage.shareContest);
      const problem = await findProblem(app.db, row.pid, ['id', 'codeShare']);
      if (problem?.codeShare !== true) throw fail(SubmissionMessage.shareDisabled);
      await judges.update({ submitId }, { share });
      ctx.rowChanges.changed(row.cid);
      return ok(null, share ? SubmissionMessage.shared : SubmissionMessage.unshared);
    },
  );
  done();
};
