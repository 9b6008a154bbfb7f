/** Wire shapes shared by every service and by the AI helpers' queries. */
import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import type { ServiceNameValue } from './services.ts';

/** The `<service>/ping` answer: admin-only liveness through the gateway (routing, auth and roles). */
export function servicePingSchema<S extends ServiceNameValue>(service: S) {
  return Type.Object({ service: Type.Literal(service), username: Type.String(), time: Type.String({ format: 'date-time' }) });
}

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

/** Query of ai/explain-problem: the problem's primary key. */
export const AiProblemQuerySchema = Type.Object({ pid: Id });
export type AiProblemQueryDto = Static<typeof AiProblemQuerySchema>;

/** Query of ai/explain-ce, ai/provide-idea and ai/perfect-code: the submission asked about. */
export const AiSubmissionQuerySchema = Type.Object({ submitId: Id });
export type AiSubmissionQueryDto = Static<typeof AiSubmissionQuerySchema>;
