import {
  ARRAY_FIELD_VARIANTS,
  BODY_FIELD_VARIANTS,
  HUGE_STRING,
  LONG_STRING,
  PATH_VALUE_VARIANTS,
  QUERY_VALUE_VARIANTS,
  asSchema,
  sampleObject,
  sampleValue,
  toJson,
} from './schema-values.ts';
import type { JsonSchema, NamedValues } from './schema-values.ts';
import { multipartCases } from './multipart.ts';

/** One route as Fastify registered it (one method per entry). */
export interface RouteInfo {
  method: string;
  url: string;
  body?: JsonSchema;
  querystring?: JsonSchema;
  params?: JsonSchema;
  /** Content types the route declares it consumes (multipart uploads). */
  consumes?: readonly string[];
}

/** One bad request, before a role's token is added. */
/** What a case gets wrong. */
export type BadKind =
  | 'path'
  | 'query-missing'
  | 'query-unknown'
  | 'query-field'
  | 'multipart'
  | 'body-malformed'
  | 'body-too-large'
  | 'body-not-object'
  | 'content-type'
  | 'body-missing'
  | 'body-unknown'
  | 'body-field'
  | 'stray'
  | 'authorization';

/** Every kind, for coverage checks. */
export const BAD_KINDS: readonly BadKind[] = [
  'path',
  'query-missing',
  'query-unknown',
  'query-field',
  'multipart',
  'body-malformed',
  'body-too-large',
  'body-not-object',
  'content-type',
  'body-missing',
  'body-unknown',
  'body-field',
  'stray',
  'authorization',
];

export interface BadCase {
  kind: BadKind;
  /** `METHOD /url/pattern`. */
  route: string;
  /** What is wrong with it, e.g. `body.pid = number 1e20`. */
  label: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

const JSON_TYPE = 'application/json';
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Turns what `onRoute` saw into one RouteInfo per method. */
export function routeInfos(route: { method: string | string[]; url: string; schema?: unknown }): RouteInfo[] {
  const schema = asSchema(route.schema) as { body?: unknown; querystring?: unknown; params?: unknown; consumes?: unknown } | undefined;
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  return methods.map((method) => {
    const info: RouteInfo = { method: method.toUpperCase(), url: route.url };
    const body = asSchema(schema?.body);
    const querystring = asSchema(schema?.querystring);
    const params = asSchema(schema?.params);
    if (body) info.body = body;
    if (querystring) info.querystring = querystring;
    if (params) info.params = params;
    if (Array.isArray(schema?.consumes)) info.consumes = schema.consumes.filter((item): item is string => typeof item === 'string');
    return info;
  });
}

/** The names of a URL pattern's parameters (`:name`, and `*` for a wildcard). */
export function paramNames(url: string): string[] {
  const names = [...url.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1] ?? '');
  return url.includes('*') ? [...names, '*'] : names;
}

function fillPath(url: string, values: Readonly<Record<string, string>>): string {
  return url.replace(/:([A-Za-z0-9_]+)(\([^)]*\))?/g, (_whole, name: string) => values[name] ?? 'x').replace('*', values['*'] ?? 'x');
}

function encodeQuery(entries: readonly (readonly [string, string])[]): string {
  return entries.length === 0 ? '' : `?${entries.map(([key, value]) => `${key}=${value}`).join('&')}`;
}

function queryValue(value: unknown): string {
  return encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value));
}

/** Builds every bad request for one route, from its schema and the seeded rows' values. */
export function badCases(route: RouteInfo, named: NamedValues): BadCase[] {
  const id = `${route.method} ${route.url}`;
  const cases: BadCase[] = [];
  const pathValues: Record<string, string> = {};
  for (const name of paramNames(route.url)) {
    const property = route.params?.properties?.[name];
    pathValues[name] = encodeURIComponent(String(property ? sampleValue(property, name, named) : 'x'));
  }
  const path = fillPath(route.url, pathValues);
  const baseQuery: [string, string][] = Object.entries(route.querystring ? sampleObject(route.querystring, named) : {}).map(([key, value]) => [
    key,
    queryValue(value),
  ]);
  const url = path + encodeQuery(baseQuery);
  const add = (kind: BadKind, label: string, request: Pick<BadCase, 'url'> & Partial<Pick<BadCase, 'headers' | 'payload'>>): void => {
    cases.push({
      kind,
      route: id,
      label,
      method: route.method,
      headers: request.headers ?? {},
      url: request.url,
      ...(request.payload === undefined ? {} : { payload: request.payload }),
    });
  };

  // Path parameters with odd characters.
  for (const name of Object.keys(pathValues)) {
    for (const variant of PATH_VALUE_VARIANTS) {
      add('path', `path ${name} = ${variant.label}`, { url: fillPath(route.url, { ...pathValues, [name]: String(variant.value) }) + encodeQuery(baseQuery) });
    }
  }

  // Query strings: nothing, unknown keys, and every declared key with bad values and as an array.
  add('query-missing', 'query missing', { url: path });
  add('query-unknown', 'query with unknown and prototype keys', {
    url: `${url}${url.includes('?') ? '&' : '?'}zzUnknown=1&__proto__=x&constructor=y&toString=1&a[b]=1`,
  });
  const queryKeys = Object.keys(route.querystring?.properties ?? {});
  const keys = queryKeys.length > 0 ? queryKeys : ['id', 'page'];
  for (const key of keys) {
    const others = baseQuery.filter(([name]) => name !== key);
    for (const variant of QUERY_VALUE_VARIANTS)
      add('query-field', `query ${key} = ${variant.label}`, { url: path + encodeQuery([...others, [key, String(variant.value)]]) });
    add('query-field', `query ${key} repeated`, { url: path + encodeQuery([...others, [key, '1'], [key, 'abc']]) });
    add('query-field', `query ${key}[] bracket`, { url: path + encodeQuery([...others, [`${key}[]`, '1']]) });
  }

  if (!BODY_METHODS.has(route.method)) return cases;
  if (route.consumes?.some((type) => type.startsWith('multipart/'))) {
    for (const item of multipartCases()) add('multipart', `multipart: ${item.label}`, { url, headers: item.headers, payload: item.payload });
  }

  // Whole bodies that are not JSON, not objects, or not declared as JSON.
  const baseBody = route.body ? sampleObject(route.body, named) : {};
  const json = (body: unknown): { url: string; headers: Record<string, string>; payload: string } => ({
    url,
    headers: { 'content-type': JSON_TYPE },
    payload: toJson(body),
  });
  const raw = (payload: string | Buffer, contentType: string | undefined): { url: string; headers: Record<string, string>; payload: string | Buffer } => ({
    url,
    headers: contentType === undefined ? {} : { 'content-type': contentType },
    payload,
  });
  for (const [label, payload] of [
    ['truncated', '{"a":'],
    ['open brace', '{'],
    ['trailing comma', '{"a":1,}'],
    ['single quotes', "{'a':1}"],
    ['bare word', 'nul'],
    ['form text', 'a=1&b=2'],
    ['NUL byte', '\u0000'],
    ['duplicate keys', '{"a":1,"a":2}'],
    ['prototype poisoning', '{"__proto__":{"isAdmin":true}}'],
    ['constructor poisoning', '{"constructor":{"prototype":{"isAdmin":true}}}'],
    ['deep nesting', `${'['.repeat(50_000)}${']'.repeat(50_000)}`],
    ['deep object nesting', `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`],
  ] as const) {
    add('body-malformed', `body malformed JSON: ${label}`, raw(payload, JSON_TYPE));
  }
  add('body-malformed', 'body invalid UTF-8', raw(Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]), JSON_TYPE));
  add('body-malformed', 'body empty with JSON content type', raw('', JSON_TYPE));
  add('body-too-large', 'body 1 MiB + over the limit', raw(JSON.stringify({ junk: HUGE_STRING }), JSON_TYPE));
  for (const [label, body] of [
    ['array', []],
    ['array of objects', [baseBody]],
    ['number', 42],
    ['string', 'x'],
    ['null', null],
    ['true', true],
  ] as const) {
    add('body-not-object', `body is ${label}`, json(body));
  }
  for (const contentType of [
    'text/plain',
    'application/xml',
    'application/x-www-form-urlencoded',
    'multipart/form-data',
    'application/octet-stream',
    'application/json; charset=utf-16',
    'application/jsonx',
    '',
  ]) {
    add('content-type', `content-type "${contentType}"`, raw(JSON.stringify(baseBody), contentType));
  }
  add('content-type', 'no content-type', raw(JSON.stringify(baseBody), undefined));

  // Declared fields: each missing, then each with values of the wrong type or size.
  add('body-missing', 'body empty object', json({}));
  add(
    'body-unknown',
    'body with unknown fields',
    json({ ...baseBody, zzUnknown: 1, nested: { a: [1, { b: null }] }, '': 'empty key', [LONG_STRING.slice(0, 5_000)]: 1 }),
  );
  for (const key of route.body?.required ?? []) {
    const rest = Object.fromEntries(Object.entries(baseBody).filter(([name]) => name !== key));
    add('body-missing', `body missing ${key}`, json(rest));
  }
  for (const [key, property] of Object.entries(route.body?.properties ?? {})) {
    for (const variant of BODY_FIELD_VARIANTS) add('body-field', `body.${key} = ${variant.label}`, json({ ...baseBody, [key]: variant.value }));
    const isArray = [property, ...(property.anyOf ?? [])].some((option) => option.type === 'array');
    if (isArray) for (const variant of ARRAY_FIELD_VARIANTS) add('body-field', `body.${key} = ${variant.label}`, json({ ...baseBody, [key]: variant.value }));
  }
  if (!route.body) add('body-unknown', 'body with a 70k field', json({ text: LONG_STRING }));
  return cases;
}

/** Requests to paths no route declares, and odd URLs in general. */
export function strayCases(): BadCase[] {
  const stray = (label: string, method: string, url: string): BadCase => ({ kind: 'stray', route: 'stray', label, method, url, headers: {} });
  return [
    stray('unknown API', 'GET', '/api/no-such-call'),
    stray('unknown API POST', 'POST', '/api/no-such-call'),
    stray('bad percent-encoding', 'GET', '/api/%ZZ'),
    stray('NUL in path', 'GET', '/api/get-problem-list%00'),
    stray('encoded traversal', 'GET', '/api/..%2F..%2Fpackage.json'),
    stray('70k path', 'GET', `/api/${LONG_STRING}`),
    stray('unknown method on a known path', 'PATCH', '/api/login'),
    stray('DELETE on a GET path', 'DELETE', '/api/get-problem-list'),
  ];
}
