import type { FastifyReply, FastifyRequest, FastifySchemaValidationError, HookHandlerDoneFunction, RouteOptions } from 'fastify';
import { AppError, validationMessage } from '@oj/service-kit';
import { ErrorCode, ResultStatus, ServiceMessage } from '@oj/contracts';
import type { ServerMessage } from '@oj/contracts';
import { FIELD_MESSAGES } from './field-messages.ts';
import type { FieldMessages } from './field-messages.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Per-route wording of validation errors, by field name (overrides `FIELD_MESSAGES`). */
    fieldMessages?: Readonly<Record<string, FieldMessages>>;
  }
}

/** Fields whose surrounding blanks are never meaningful; passwords are deliberately absent. */
const TRIMMED_FIELDS = new Set(['username', 'email', 'newEmail', 'newMobile', 'code', 'captcha', 'captchaKey', 'uid']);

function trimKnownFields(target: unknown): void {
  if (typeof target !== 'object' || target === null) return;
  const record = target as Record<string, unknown>;
  for (const field of TRIMMED_FIELDS) {
    const value = record[field];
    if (typeof value === 'string') record[field] = value.trim();
  }
}

function valueAt(root: unknown, instancePath: string): unknown {
  let current = root;
  for (const segment of instancePath.split('/').slice(1)) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[segment];
  }
  return current;
}

function requestPart(request: FastifyRequest, context: string): unknown {
  if (context === 'body') return request.body;
  if (context === 'querystring') return request.query;
  if (context === 'params') return request.params;
  return undefined;
}

/**
 * The user-facing text of the first violation: spec 01 §5 wording for known fields ("Username is
 * required", "The password must be between 6 and 20 characters"), service-kit's generic text otherwise.
 */
export function accountValidationMessage(request: FastifyRequest, errors: readonly FastifySchemaValidationError[], context: string): ServerMessage {
  const first = errors[0];
  if (!first) return ServiceMessage.invalidRequest;
  const missing = (first.params as { missingProperty?: unknown }).missingProperty;
  const field = first.keyword === 'required' && typeof missing === 'string' ? missing : (first.instancePath.split('/').pop() ?? '');
  const messages = request.routeOptions.config.fieldMessages?.[field] ?? FIELD_MESSAGES[field];
  if (!messages) return validationMessage(errors, context);
  if (first.keyword === 'required') return messages.required;
  const value = valueAt(requestPart(request, context), first.instancePath);
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return messages.required;
  if (first.keyword === 'minLength' || first.keyword === 'maxLength') return messages.length ?? messages.format ?? messages.required;
  return messages.format ?? messages.length ?? validationMessage(errors, context);
}

/**
 * Validation with the module's own messages: every route of the (encapsulated) instance keeps its
 * schema validation, but failures reach a preHandler that words them per field, instead of the
 * generic "<field> must NOT have more than 20 characters". The module adds these hooks before
 * registering routes.
 */
export const accountValidationHooks = {
  onRoute: (route: RouteOptions): void => {
    route.attachValidation = true;
  },
  preValidation: (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void => {
    trimKnownFields(request.body);
    trimKnownFields(request.query);
    done();
  },
  preHandler: (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void => {
    const failure = request.validationError as (Error & { validation?: FastifySchemaValidationError[]; validationContext?: string }) | undefined;
    if (!failure) {
      done();
      return;
    }
    const errors = failure.validation ?? [];
    // Bad input whatever the text says (a field may borrow a not-found text): always a 400 BAD_REQUEST.
    done(new AppError(ErrorCode.BadRequest, ResultStatus.Fail, accountValidationMessage(request, errors, failure.validationContext ?? 'request')));
  },
};
