import { ErrorCode, ResultStatus } from '../envelope.ts';
import type { ErrorCodeName } from '../envelope.ts';

/*
 * Server messages: every `msg` a service sends is declared once, here in per-area files, with a
 * stable dotted code (`contest.contestNotStarted`), the class that gives its HTTP/envelope status and
 * generic error code, the names of its values, and its English text (the spec's wording: the
 * contract). Services throw `fail(ContestMessage.contestNotStarted)` or answer
 * `ok(data, ContestMessage.registered)`; the edge translates the code with `@oj/i18n/server`, whose
 * `Translations` type makes a code without a zh-CN text a compile error.
 */

/** What a message is: the answer class of an error (its status and generic code), or a success. */
export const MESSAGE_CLASSES = {
  success: { status: ResultStatus.Success, code: null },
  /** Malformed or invalid input. */
  badRequest: { status: ResultStatus.Fail, code: ErrorCode.BadRequest },
  /** A business rule refused the request; the spec's Fail status, told apart from bad input by its code. */
  conflict: { status: ResultStatus.Fail, code: ErrorCode.Conflict },
  unauthorized: { status: ResultStatus.Unauthorized, code: ErrorCode.Unauthorized },
  forbidden: { status: ResultStatus.AccessDenied, code: ErrorCode.Forbidden },
  notFound: { status: ResultStatus.NotFound, code: ErrorCode.NotFound },
  tooManyRequests: { status: 429, code: ErrorCode.TooManyRequests },
  /** Too fast: answer a captcha and retry (429). */
  captchaRequired: { status: 429, code: ErrorCode.CaptchaRequired },
  /** The captcha sent with a retry was wrong (400); the client asks for a new one. */
  captchaRejected: { status: ResultStatus.Fail, code: ErrorCode.CaptchaRequired },
  /** A dependency is down; the request may succeed later. */
  unavailable: { status: 503, code: ErrorCode.Internal },
  internal: { status: ResultStatus.SystemError, code: ErrorCode.Internal },
} as const satisfies Record<string, { status: number; code: ErrorCodeName | null }>;
export type MessageClass = keyof typeof MESSAGE_CLASSES;

/** A value a message carries (a number of minutes, a field name). */
export type MessageParam = string | number;
/** The named values of one message, as the envelope's `msgParams` carries them. */
export type MessageParams = Readonly<Record<string, MessageParam>>;

/** One message as a service sends it: its code, class, values and English text. */
export interface ServerMessage {
  readonly code: string;
  readonly as: MessageClass;
  readonly params?: MessageParams;
  /** The English text (the `msg` of en-US requests). */
  readonly en: string;
}

/** The declaration of a message without values. */
export interface FixedSpec {
  readonly as: MessageClass;
  readonly en: string;
}

/** The declaration of a message with values: their names, in the order of the text function's arguments. */
export interface ParamSpec<A extends readonly MessageParam[]> {
  readonly as: MessageClass;
  readonly params: { readonly [I in keyof A]: string };
  readonly en: (...values: A) => string;
}

/** Any declaration, as `defineMessages` accepts it (a text function of any values). */
interface AnyParamSpec {
  readonly as: MessageClass;
  readonly params: readonly string[];
  readonly en: (...values: never) => string;
}
type AnySpec = FixedSpec | AnyParamSpec;

/** A declared message: a constant without values, a function of its values otherwise; both know their code. */
export type Declared<C extends string, S> = S extends { en: (...values: infer A) => string }
  ? ((...values: A) => ServerMessage) & { readonly code: C; readonly as: MessageClass; readonly spec: S }
  : ServerMessage & { readonly code: C; readonly spec: S };

/** The messages of one area, by key. */
export type DeclaredArea<Area extends string, Specs> = { readonly [K in keyof Specs & string]: Declared<`${Area}.${K}`, Specs[K]> };

/** A translation of every message of an area: a text, or a function of the same values. */
export type Translations<M> = {
  readonly [K in keyof M]: M[K] extends (...values: infer A) => ServerMessage ? (...values: A) => string : string;
};

/** The specs of every declared message by code (filled by `defineMessages`). */
const SPECS = new Map<string, AnySpec>();

/** The declaration of a code, or undefined for a code nobody declared. */
export function messageSpec(code: string): AnySpec | undefined {
  return SPECS.get(code);
}

/** Every declared code. */
export function declaredCodes(): string[] {
  return [...SPECS.keys()];
}

/**
 * Declares the messages of one area. Each key becomes the code `${area}.${key}`; a message with
 * values becomes a function of them, which names them for the envelope's `msgParams`.
 */
export function defineMessages<const Area extends string, const Specs extends Record<string, AnySpec>>(area: Area, specs: Specs): DeclaredArea<Area, Specs> {
  const declared: Record<string, unknown> = {};
  for (const [key, spec] of Object.entries(specs)) {
    const code = `${area}.${key}`;
    if (SPECS.has(code)) throw new Error(`Message code ${code} is declared twice`);
    SPECS.set(code, spec);
    if (typeof spec.en === 'string') {
      declared[key] = { code, as: spec.as, en: spec.en, spec };
      continue;
    }
    const names = (spec as ParamSpec<MessageParam[]>).params;
    const render = spec.en as (...values: MessageParam[]) => string;
    const build = (...values: MessageParam[]): ServerMessage => ({
      code,
      as: spec.as,
      params: Object.fromEntries(names.map((name, index) => [name, values[index] ?? ''])),
      en: render(...values),
    });
    declared[key] = Object.assign(build, { code, as: spec.as, spec });
  }
  return declared as DeclaredArea<Area, Specs>;
}

/** The values of a message in the order its text functions take them. */
export function orderedParams(spec: AnySpec, params: MessageParams | undefined): MessageParam[] {
  if (!('params' in spec)) return [];
  return spec.params.map((name: string) => params?.[name] ?? '');
}

/** The English text of a code with its values; undefined for an unknown code. */
export function englishText(code: string, params?: MessageParams): string | undefined {
  const spec = SPECS.get(code);
  if (spec === undefined) return undefined;
  return typeof spec.en === 'string' ? spec.en : (spec.en as (...values: MessageParam[]) => string)(...orderedParams(spec, params));
}

/** True for a value built by a declared message (what `ok` and `fail` take). */
export function isServerMessage(value: unknown): value is ServerMessage {
  return typeof value === 'object' && value !== null && typeof (value as ServerMessage).code === 'string' && typeof (value as ServerMessage).en === 'string';
}
