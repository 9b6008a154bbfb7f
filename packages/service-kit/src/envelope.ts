import { Type } from '@sinclair/typebox';
import type { Static, TSchema } from '@sinclair/typebox';
import { ResultStatus } from '@oj/contracts';
import type { Envelope, ErrorCodeName, MessageParams, ServerMessage } from '@oj/contracts';
import { ServiceMessage } from './errors.ts';

/**
 * Where a success envelope keeps its declared message for the message-language hook. A symbol,
 * not enumerable: the wire shape of a success stays `{status, msg, data}`.
 */
export const ENVELOPE_MESSAGE: unique symbol = Symbol('oj.envelope-message');

/** The declared message of an envelope `ok` built, if any. */
export function envelopeMessage(payload: object): ServerMessage | undefined {
  return (payload as { [ENVELOPE_MESSAGE]?: ServerMessage })[ENVELOPE_MESSAGE];
}

/** A successful envelope: status 200, a declared message (`success` by default) and the payload. */
export function ok<T>(data: T, message: ServerMessage = ServiceMessage.success): Envelope<T> {
  const envelope: Envelope<T> = { status: ResultStatus.Success, msg: message.en, data };
  Object.defineProperty(envelope, ENVELOPE_MESSAGE, { value: message, enumerable: false });
  return envelope;
}

/**
 * The body of every failed /api response. `code` is the generic error class clients branch on
 * (`CONFLICT`, `CAPTCHA_REQUIRED`); `msgCode` is the specific stable code of the message
 * (`contest.contestNotStarted`) and `msgParams` its values; `msg` is the text in the request's
 * language; `data` is always null. The envelope status equals the HTTP status.
 */
export interface ErrorEnvelope extends Envelope<null> {
  code: ErrorCodeName;
  msgCode?: string;
  msgParams?: MessageParams;
}

/** Builds an error envelope. */
export function failure(status: number, code: ErrorCodeName, message: ServerMessage): ErrorEnvelope {
  return { status, msg: message.en, data: null, code, msgCode: message.code, ...(message.params === undefined ? {} : { msgParams: message.params }) };
}

/** Response schema of a successful envelope around `data` (route schemas use it for 200). */
export function envelopeSchema<T extends TSchema>(data: T) {
  return Type.Object({ status: Type.Integer(), msg: Type.String(), data });
}

/** Response schema of a failed envelope. */
export const ErrorEnvelopeSchema = Type.Object(
  {
    status: Type.Integer(),
    msg: Type.String(),
    data: Type.Null(),
    code: Type.String({ description: 'The generic error class (BAD_REQUEST, CONFLICT, CAPTCHA_REQUIRED, …)' }),
    msgCode: Type.Optional(Type.String({ description: 'The stable code of the message, e.g. contest.contestNotStarted' })),
    msgParams: Type.Optional(
      Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()]), { description: 'The values the message names (minutes, field, …)' }),
    ),
  },
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
