// The contest calls' shapes are the contract's (packages/contracts contest-api); this module only
// names them for its routes.
import type { FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import { TOKEN_SECURITY, currentUser, envelopeResponses } from '@oj/service-kit';
import type { ContestViewer } from './rules.ts';

export { envelopeResponses as responses } from '@oj/service-kit';

/** The answer of a call that returns nothing but its message. */
export const NO_DATA = envelopeResponses(Type.Null());

/** Route schema basics of the user side's contest calls. */
export const base = { tags: ['contest'], security: TOKEN_SECURITY };

/** The viewer of a request (after `authenticate` or `authenticateOptional`). */
export function viewerOf(request: FastifyRequest): ContestViewer {
  const user = currentUser(request);
  return user ? { uid: user.uid, roles: user.roles } : null;
}
