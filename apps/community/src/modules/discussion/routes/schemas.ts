import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { TOKEN_SECURITY, currentUser, envelopeResponses } from '@oj/service-kit';
import type { Viewer } from '../use-cases.ts';

export { envelopeResponses as responses } from '@oj/service-kit';

/** The answer of a call that returns nothing but its message. */
export const NO_DATA = envelopeResponses(Type.Null());

/** Route schema basics of the discussion calls. */
export const base = { tags: ['discussion'], security: TOKEN_SECURITY };

/** The viewer of a request (after `authenticate` or `authenticateOptional`). */
export function viewerOf(request: FastifyRequest): Viewer {
  const user = currentUser(request);
  return user ? { uid: user.uid, roles: user.roles } : null;
}
