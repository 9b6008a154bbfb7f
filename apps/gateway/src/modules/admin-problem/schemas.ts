// The admin problem calls' shapes are the contract's (packages/contracts admin-problem-api); this
// module only names them for its routes.
import type { FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import { currentUser, envelopeResponses } from '@oj/service-kit';

export { envelopeResponses as responses } from '@oj/service-kit';

/** The answer of a call that returns nothing but its message. */
export const NO_DATA = envelopeResponses(Type.Null());

/** The signed-in admin's username (the routes run behind requireRoles). */
export function adminName(request: FastifyRequest): string {
  return currentUser(request)?.username ?? '';
}
