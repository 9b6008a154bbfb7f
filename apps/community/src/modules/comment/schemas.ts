// The comment calls' shapes are the contract's (packages/contracts comment-api); this module only
// names them for its routes.
import type { FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import { TOKEN_SECURITY, currentUser, envelopeResponses } from '@oj/service-kit';
import type { CommentViewer } from './rules.ts';

export { envelopeResponses as responses } from '@oj/service-kit';

/** The answer of a call that returns nothing but its message. */
export const NO_DATA = envelopeResponses(Type.Null());

/** Route schema basics of the comment calls. */
export const base = { tags: ['comment'], security: TOKEN_SECURITY };

/** The viewer of a request (after `authenticate` or `authenticateOptional`). */
export function viewerOf(request: FastifyRequest): CommentViewer {
  const user = currentUser(request);
  return user ? { uid: user.uid, roles: user.roles } : null;
}
