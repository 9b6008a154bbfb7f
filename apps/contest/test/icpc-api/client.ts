// A client of the ICPC contest API for the tests: GET as a given account (or anonymous), and the
// checks a strict client makes of what it reads (the specification's schemas, the access document).
import type { FastifyInstance } from 'fastify';
import { Value } from '@sinclair/typebox/value';
import type { TSchema } from '@sinclair/typebox';
import type { BoardKit, Account } from '../board/kit.ts';
import { OBJECTS_BY_TYPE, schemaOf } from './spec.ts';

export interface Read {
  statusCode: number;
  body: string;
  type: string;
}

/** GET /api{path} as `who` (null: anonymous). */
export async function read(kit: BoardKit, app: FastifyInstance, path: string, who: Account | null): Promise<Read> {
  const headers: Record<string, string> = { 'accept-language': 'en-US' };
  if (who) headers.authorization = `Bearer ${kit.token(app, who)}`;
  const response = await app.inject({ method: 'GET', url: `/api${path}`, headers });
  return { statusCode: response.statusCode, body: response.body, type: String(response.headers['content-type']) };
}

/** The JSON of a successful read (fails the test otherwise, or when `guard` refuses it). */
export function jsonOf<T>(answer: Read, what: string, guard?: (value: unknown) => value is T): T {
  if (answer.statusCode !== 200) throw new Error(`${what}: ${answer.statusCode} ${answer.body.slice(0, 300)}`);
  const value: unknown = JSON.parse(answer.body);
  if (guard && !guard(value)) throw new Error(`${what}: unexpected ${answer.body.slice(0, 300)}`);
  return value as T;
}

/** Where a value breaks a schema (empty when it conforms). */
export function errorsOf(schema: TSchema, value: unknown): string[] {
  return [...Value.Errors(schema, value)].map((error) => `${error.path || '/'} ${error.message}`);
}

/** The access document's properties of each endpoint type it lists. */
export type AccessMap = Map<string, Set<string>>;

export function accessMapOf(access: { endpoints: { type: string; properties: string[] }[] }): AccessMap {
  return new Map(access.endpoints.map((endpoint) => [endpoint.type, new Set(endpoint.properties)]));
}

/**
 * What a strict client finds wrong with an endpoint's objects: breaks of the specification's schema
 * of that type, properties the access document does not list, and listed non-nullable properties
 * that are missing.
 */
export function objectProblems(type: string, objects: readonly unknown[], access: AccessMap): string[] {
  const spec = OBJECTS_BY_TYPE[type];
  const listed = access.get(type);
  if (!spec) return [`${type}: not an endpoint type of this provider`];
  if (!listed) return [`${type}: not in the access document`];
  const schema = schemaOf(spec);
  const problems: string[] = [];
  objects.forEach((object, index) => {
    problems.push(...errorsOf(schema, object).map((error) => `${type}[${index}] ${error}`));
    const record = object as Record<string, unknown>;
    for (const key of Object.keys(record)) if (!listed.has(key)) problems.push(`${type}[${index}].${key} is not in the access document`);
    for (const name of listed) {
      const property = spec[name];
      if (property?.required === true && (record[name] === undefined || record[name] === null))
        problems.push(`${type}[${index}].${name} is listed and required but missing`);
    }
  });
  return problems;
}
