import type { FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import { TOKEN_SECURITY, currentUser, envelopeResponses } from '@oj/service-kit';
import type { GroupUser } from '../context.ts';

export { envelopeResponses as responses } from '@oj/service-kit';

/** The answer of a call that returns nothing but its message. */
export const NO_DATA = envelopeResponses(Type.Null());

/** Route schema basics of the group calls. */
export const base = { tags: ['group'], security: TOKEN_SECURITY };

/** The signed-in user of a request (after `authenticate`). */
export function userOf(request: FastifyRequest): GroupUser {
  const user = currentUser(request);
  if (!user) throw new Error('userOf called before authenticate');
  return { uid: user.uid, username: user.username, roles: user.roles };
}

/** The user of a request that may be anonymous (after `authenticateOptional`). */
export function optionalUserOf(request: FastifyRequest): GroupUser | null {
  const user = currentUser(request);
  return user ? { uid: user.uid, username: user.username, roles: user.roles } : null;
}
