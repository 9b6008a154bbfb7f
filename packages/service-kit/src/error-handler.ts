import { EventEmitter } from 'node:events';
import fp from 'fastify-plugin';
import { errors as natsErrors } from '@nats-io/transport-node';
import type { FastifyError, FastifyReply, FastifyRequest, FastifySchemaValidationError, preHandlerHookHandler } from 'fastify';
import { ErrorCode, ResultStatus, ValidationMessage } from '@oj/contracts';
import type { ErrorCodeName, ServerMessage } from '@oj/contracts';
import { failure } from './envelope.ts';
import type { ErrorEnvelope } from './envelope.ts';
import { AppError, ServiceMessage, fail } from './errors.ts';
import { languageOf, localiseEnvelope, varyOnLanguage } from './message-language.ts';

/*
 * Decision: the HTTP status always equals the envelope status. A business failure is HTTP 400
 * with envelope status 400, not HTTP 200 with a 400 inside. The client's error catalogue
 * (spec 01 §8) keys on real 401/403/404 statuses, proxies and logs see honest statuses, and a
 * client that only reads the envelope still works because the two never disagree.
 */

/** A handler for requests no route matched. */
export type NotFoundHandler = (request: FastifyRequest, reply: FastifyReply) => unknown;

/** Options of the error plugin. */
export interface ErrorHandlerOptions {
  /** Replaces the default 404 envelope (the gateway serves the SPAs from here). */
  notFound?: NotFoundHandler;
}

const CODE_BY_STATUS: Readonly<Record<number, ErrorCodeName>> = {
  400: ErrorCode.BadRequest,
  401: ErrorCode.Unauthorized,
  403: ErrorCode.Forbidden,
  404: ErrorCode.NotFound,
  409: ErrorCode.Conflict,
  429: ErrorCode.TooManyRequests,
};

/** Messages for framework errors whose own wording is too technical for users. */
const FRAMEWORK_MESSAGES: Readonly<Record<string, ServerMessage>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: ServiceMessage.invalidJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: ServiceMessage.emptyJson,
  FST_ERR_CTP_BODY_TOO_LARGE: ServiceMessage.bodyTooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: ServiceMessage.unsupportedContentType,
  FST_ERR_BAD_URL: ServiceMessage.badUrl,
  FST_ERR_MAX_PARAM_LENGTH: ServiceMessage.urlTooLong,
};

type KeywordParams = Readonly<Record<string, unknown>>;
const text = (value: unknown): string => (typeof value === 'string' ? value : Array.isArray(value) ? value.join(',') : String(value));
const num = (value: unknown): number => (typeof value === 'number' ? value : Number(value));

/** The declared message of one validator keyword, from the field and the keyword's params. */
const KEYWORD_MESSAGES: Readonly<Record<string, (field: string, params: KeywordParams) => ServerMessage>> = {
  maxLength: (field, params) => ValidationMessage.maxLength(field, num(params.limit)),
  minLength: (field, params) => ValidationMessage.minLength(field, num(params.limit)),
  maxItems: (field, params) => ValidationMessage.maxItems(field, num(params.limit)),
  minItems: (field, params) => ValidationMessage.minItems(field, num(params.limit)),
  maxProperties: (field, params) => ValidationMessage.maxProperties(field, num(params.limit)),
  minProperties: (field, params) => ValidationMessage.minProperties(field, num(params.limit)),
  uniqueItems: (field, params) => ValidationMessage.uniqueItems(field, num(params.i), num(params.j)),
  additionalProperties: (field) => ValidationMessage.additionalProperties(field),
  minimum: (field, params) => ValidationMessage.comparison(field, text(params.comparison), num(params.limit)),
  maximum: (field, params) => ValidationMessage.comparison(field, text(params.comparison), num(params.limit)),
  exclusiveMinimum: (field, params) => ValidationMessage.comparison(field, text(params.comparison), num(params.limit)),
  exclusiveMaximum: (field, params) => ValidationMessage.comparison(field, text(params.comparison), num(params.limit)),
  multipleOf: (field, params) => ValidationMessage.multipleOf(field, num(params.multipleOf)),
  type: (field, params) => ValidationMessage.type(field, text(params.type)),
  format: (field, params) => ValidationMessage.format(field, text(params.format)),
  pattern: (field, params) => ValidationMessage.pattern(field, text(params.pattern)),
  enum: (field) => ValidationMessage.enum(field),
  const: (field) => ValidationMessage.const(field),
  anyOf: (field) => ValidationMessage.anyOf(field),
  oneOf: (field) => ValidationMessage.oneOf(field),
  if: (field, params) => ValidationMessage.if(field, text(params.failingKeyword)),
  not: (field) => ValidationMessage.not(field),
};

/**
 * Turns the first schema violation into a declared message, "<field> <problem>" in English (e.g.
 * "username is required"), with the field and the keyword's values as its params. The English is
 * the validator's own wording; a keyword whose wording differs from the declared one keeps it
 * (`validation.other`).
 */
export function validationMessage(errors: readonly FastifySchemaValidationError[], context: string | undefined): ServerMessage {
  const first = errors[0];
  if (!first) return ServiceMessage.invalidRequest;
  const base = first.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const params = first.params as KeywordParams;
  const missing = params.missingProperty;
  if (first.keyword === 'required' && typeof missing === 'string') return ValidationMessage.required(`${base ? `${base}.` : ''}${missing}`);
  const field = base || (context ?? 'request');
  if (first.message === undefined) return ValidationMessage.invalid(field);
  const declared = KEYWORD_MESSAGES[first.keyword]?.(field, params);
  return declared !== undefined && declared.en === `${field} ${first.message}` ? declared : ValidationMessage.other(field, first.message);
}

/** Sends the 404 envelope for an unmatched route. */
export function sendNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const path = request.url.split('?')[0] ?? request.url;
  return reply.code(404).send(failure(ResultStatus.NotFound, ErrorCode.NotFound, ServiceMessage.noSuchApi(request.method, path)));
}

// Connection failures by their code (Node's sockets, mysql2's), also as TypeORM's driverError.
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'PROTOCOL_CONNECTION_LOST',
  'ER_SERVER_SHUTDOWN',
  'ER_CONNECTION_KILLED',
]);

// What the NATS client throws when the bus is away: a request or publish that got no answer in time, no server (or no
// JetStream) answering the subject, a connection closed, closing or lost. Not the bus refusing a request (a permission,
// JetStream's API errors): those are the caller's to handle.
const NATS_UNAVAILABLE = [
  natsErrors.TimeoutError,
  natsErrors.NoRespondersError,
  natsErrors.ClosedConnectionError,
  natsErrors.DrainingConnectionError,
  natsErrors.ConnectionError,
  natsErrors.RequestError,
];

/**
 * Whether the error says a backend (the database, NATS) could not be reached or dropped the connection: by its code
 * (also as TypeORM's driverError), or as one of the NATS client's errors (also as an error's cause).
 */
export function backendUnreachable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 3 && typeof current === 'object' && current !== null; depth += 1) {
    if (NATS_UNAVAILABLE.some((kind) => current instanceof kind)) return true;
    const { code, driverError, cause } = current as { code?: unknown; driverError?: unknown; cause?: unknown };
    if (typeof code === 'string' && UNREACHABLE_CODES.has(code)) return true;
    current = driverError ?? cause;
  }
  return false;
}

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error && typeof (error as Partial<FastifyError>).statusCode === 'number';
}

type Finish = (envelope: ErrorEnvelope) => ErrorEnvelope;
const asIs: Finish = (envelope) => envelope;

function handleError(error: unknown, request: FastifyRequest, reply: FastifyReply, finish: Finish = asIs): FastifyReply {
  if (error instanceof AppError) {
    if (error.statusCode >= 500) request.log.error({ err: error }, error.message);
    return reply.code(error.statusCode).send(finish(failure(error.statusCode, error.code, error.serverMessage)));
  }
  if (isFastifyError(error) && error.validation) {
    const msg = validationMessage(error.validation, error.validationContext);
    return reply.code(400).send(finish(failure(ResultStatus.Fail, ErrorCode.BadRequest, msg)));
  }
  const status = isFastifyError(error) ? (error.statusCode ?? 500) : 500;
  if (status >= 400 && status < 500 && isFastifyError(error)) {
    // Client errors raised by Fastify or its plugins describe the request, never the server.
    const msg = FRAMEWORK_MESSAGES[error.code] ?? (error instanceof SyntaxError ? ServiceMessage.invalidJson : ServiceMessage.clientError(error.message));
    return reply.code(status).send(finish(failure(status, CODE_BY_STATUS[status] ?? ErrorCode.BadRequest, msg)));
  }
  if (status === 502 || status === 503 || status === 504) {
    // An upstream (a split-mode service) is down or slow: tell the user to retry, not that we broke.
    request.log.warn({ err: error }, 'upstream unavailable');
    return reply.code(503).send(finish(failure(503, ErrorCode.Internal, ServiceMessage.unavailable)));
  }
  if (backendUnreachable(error)) {
    // The database (or another backend) is away, as during its restart: a retry may work, nothing broke.
    request.log.warn({ err: error }, 'backend unreachable');
    return reply.code(503).send(finish(failure(503, ErrorCode.Internal, ServiceMessage.unavailable)));
  }
  request.log.error({ err: error }, 'unhandled error');
  return reply.code(500).send(finish(failure(ResultStatus.SystemError, ErrorCode.Internal, ServiceMessage.serverError)));
}

/**
 * Fastify's `frameworkErrors`: a URL the router cannot decode never reaches the error handler.
 * Fastify answers it from a bare context without hooks, so the message language is applied here.
 */
export function handleFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  void handleError(error, request, reply, (envelope) => {
    varyOnLanguage(reply);
    return localiseEnvelope(envelope, languageOf(request));
  });
}

// Deeper than any request schema nests; input below it was never validated, so it is not looked at. A
// stream is not parsed input either: a forwarded route's body (the gateway in split mode) is the raw
// request, whose object graph is far too large to walk.
const MAX_INPUT_DEPTH = 32;

/** The dotted path of the first number that is NaN or infinite in parsed input ('' for the root), or null (an event emitter, such as a stream, is not walked). */
export function nonFinitePath(input: unknown): string | null {
  return nonFiniteKeys(input, 0)?.reverse().join('.') ?? null;
}

// The keys down to the first non-finite number, innermost first; null when there is none. Every
// request's input is walked (a hook of every route), so nothing is allocated unless one is found.
function nonFiniteKeys(value: unknown, depth: number): string[] | null {
  if (typeof value === 'number') return Number.isFinite(value) ? null : [];
  if (typeof value !== 'object' || value === null || ArrayBuffer.isView(value) || depth >= MAX_INPUT_DEPTH) return null;
  // Not parsed input: the request stream a forwarding route keeps as its body (the split gateway's
  // proxy), whose graph of sockets and servers is cyclic and walking it never ended.
  if (value instanceof EventEmitter) return null;
  const record = value as Record<string, unknown>;
  for (const key in record) {
    if (!Object.hasOwn(record, key)) continue;
    const found = nonFiniteKeys(record[key], depth + 1);
    if (found !== null) {
      found.push(key);
      return found;
    }
  }
  return null;
}

/** The request's first non-finite input as the refusal names it (the part when it is the whole of it), or null. */
function nonFiniteInput(part: 'params' | 'querystring' | 'body', value: unknown): string | null {
  const path = nonFinitePath(value);
  return path === '' ? part : path;
}

/*
 * The validator coerces "Infinity" and "1e400" (query strings, JSON strings) into numbers that pass
 * `integer`, `minimum` and `maximum`, and JSON.parse turns 1e400 into Infinity. No handler can use
 * such a number (the database refuses it), so it is bad input, refused once for every service.
 */
const rejectNonFiniteInput: preHandlerHookHandler = (request, _reply, done) => {
  const path = nonFiniteInput('params', request.params) ?? nonFiniteInput('querystring', request.query) ?? nonFiniteInput('body', request.body);
  if (path === null) done();
  else done(fail(ValidationMessage.notFinite(path)));
};

/** Maps every error to the envelope and answers unmatched routes with a 404 envelope. */
export const errorHandlerPlugin = fp<ErrorHandlerOptions>(
  (app, options, done) => {
    app.setErrorHandler(handleError);
    app.addHook('preHandler', rejectNonFiniteInput);
    app.setNotFoundHandler(options.notFound ?? sendNotFound);
    done();
  },
  { name: 'oj-errors', fastify: '5.x' },
);
