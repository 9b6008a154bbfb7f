import { Type } from '@sinclair/typebox';
import type { Static, TSchema } from '@sinclair/typebox';
import { ResultStatus } from '@oj/contracts';
import type { Envelope, ErrorCodeName } from '@oj/contracts';
import { ServiceMessage } from './errors.ts';

/** A successful envelope: status 200, a message and the payload. */
export function ok<T>(data: T, msg: string = ServiceMessage.success): Envelope<T> {
  return { status: ResultStatus.Success, msg, data };
}

/**
 * The body of every failed /api response. `code` is the stable error code the UI translates;
 * `msg` is the English text; `data` is always null. The envelope status equals the HTTP status.
 */
export interface ErrorEnvelope extends Envelope<null> {
  code: ErrorCodeName;
}

/** Builds an error envelope. */
export function failure(status: number, code: ErrorCodeName, msg: string): ErrorEnvelope {
  return { status, msg, data: null, code };
}

/** Response schema of a successful envelope around `data` (route schemas use it for 200). */
export function envelopeSchema<T extends TSchema>(data: T) {
  return Type.Object({ status: Type.Integer(), msg: Type.String(), data });
}

/** Response schema of a failed envelope. */
export const ErrorEnvelopeSchema = Type.Object(
  { status: Type.Integer(), msg: Type.String(), data: Type.Null(), code: Type.String() },
  { description: 'A failed call: the envelope status equals the HTTP status' },
);
export type ErrorEnvelopeBody = Static<typeof ErrorEnvelopeSchema>;

/** The error answers a route may give (each a failed envelope), for its response schema. */
export const ERROR_RESPONSES = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
  429: ErrorEnvelopeSchema,
  503: ErrorEnvelopeSchema,
} as const;

/** Response schemas of a route: the success envelope around `data` plus ERROR_RESPONSES. */
export function envelopeResponses<T extends TSchema>(data: T) {
  return { 200: envelopeSchema(data), ...ERROR_RESPONSES };
}
