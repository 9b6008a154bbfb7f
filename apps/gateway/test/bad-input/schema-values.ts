// Values derived from a route's JSON schema: a plausible valid value per field (so a request with
// one bad field still reaches deep into the handler) and the bad values to put in its place.

/** The subset of JSON Schema the routes use (TypeBox output). */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  const?: unknown;
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxItems?: number;
}

/** Realistic values by field name (ids of seeded rows, a real e-mail), used wherever a field has that name. */
export type NamedValues = Readonly<Record<string, unknown>>;

const RAW_MARK = '\u0001raw:';

/** A JSON literal JSON.stringify cannot write (1e400); `toJson` puts it in verbatim. */
export function rawJson(literal: string): string {
  return `${RAW_MARK}${literal}`;
}

/** JSON.stringify, with `rawJson` literals written verbatim. */
export function toJson(value: unknown): string {
  return JSON.stringify(value).replace(/"\\u0001raw:([^"]*)"/g, '$1');
}

/** A labelled value to put in place of a field. */
export interface Variant {
  label: string;
  value: unknown;
}

/** 70,000 characters: above every `maxLength` of a text field, yet inside the 1 MB body limit. */
export const LONG_STRING = 'x'.repeat(70_000);
/** 1 MiB: with the JSON around it, over the body limit. */
export const HUGE_STRING = 'y'.repeat(1024 * 1024);

export function asSchema(value: unknown): JsonSchema | undefined {
  return typeof value === 'object' && value !== null ? value : undefined;
}

function typesOf(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  return schema.type === undefined ? [] : [schema.type];
}

/** The first alternative of a union that is not `null`. */
function mainVariant(schema: JsonSchema): JsonSchema {
  const options = schema.anyOf ?? schema.oneOf;
  if (!options) return schema;
  return options.find((option) => !typesOf(option).includes('null')) ?? options[0] ?? schema;
}

/** A value the schema accepts (or close to it: patterns are only met through named values). */
export function sampleValue(schema: JsonSchema, name: string | undefined, named: NamedValues): unknown {
  if (name !== undefined && Object.hasOwn(named, name)) return named[name];
  const main = mainVariant(schema);
  if (main.const !== undefined) return main.const;
  if (main.enum && main.enum.length > 0) return main.enum[0];
  const type = typesOf(main)[0];
  switch (type) {
    case 'integer':
    case 'number':
      return Math.min(Math.max(main.minimum ?? 1, 1), main.maximum ?? Number.MAX_SAFE_INTEGER);
    case 'string':
      return 'x'.repeat(Math.max(main.minLength ?? 1, 1));
    case 'boolean':
      return true;
    case 'array':
      return [];
    case 'object':
      return sampleObject(main, named);
    case 'null':
      return null;
    default:
      return 'x';
  }
}

/** An object holding every required property with a sample value. */
export function sampleObject(schema: JsonSchema, named: NamedValues): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const key of schema.required ?? []) {
    const property = schema.properties?.[key];
    result[key] = property ? sampleValue(property, key, named) : 'x';
  }
  return result;
}

/** Values of the wrong type, out of range or oversized, for any JSON field. */
export const BODY_FIELD_VARIANTS: readonly Variant[] = [
  { label: 'string "abc"', value: 'abc' },
  { label: 'empty string', value: '' },
  { label: 'blank string', value: '   ' },
  { label: 'numeric string', value: '12' },
  { label: 'string "Infinity"', value: 'Infinity' },
  { label: 'string "1e400"', value: '1e400' },
  { label: 'string "-0"', value: '-0' },
  { label: 'number 0', value: 0 },
  { label: 'number -1', value: -1 },
  { label: 'number 1.5', value: 1.5 },
  { label: 'number 1e20', value: 1e20 },
  { label: 'number 1e300', value: 1e300 },
  { label: 'number -1e300', value: -1e300 },
  { label: 'number 1e400 (Infinity once parsed)', value: rawJson('1e400') },
  { label: 'number -1e400', value: rawJson('-1e400') },
  { label: 'number 2^31', value: 2 ** 31 },
  { label: 'number 2^63', value: 2 ** 63 },
  { label: 'true', value: true },
  { label: 'false', value: false },
  { label: 'null', value: null },
  { label: 'empty object', value: {} },
  { label: 'object', value: { a: 1, b: [null] } },
  { label: 'empty array', value: [] },
  { label: 'array of one number', value: [1] },
  { label: 'array of strings', value: ['a', 'b'] },
  { label: 'nested array', value: [[1]] },
  { label: 'NUL character', value: '\u0000' },
  { label: 'emoji and RTL override', value: `${'😀'.repeat(30)}\u202e` },
  { label: 'SQL-ish', value: "' OR 1=1 -- " },
  { label: 'HTML', value: '<script>alert(1)</script>' },
  { label: '70k characters', value: LONG_STRING },
  { label: '1 MiB string', value: HUGE_STRING },
];

/** Bad items for array fields. */
export const ARRAY_FIELD_VARIANTS: readonly Variant[] = [
  { label: 'array of null', value: [null] },
  { label: 'array of objects', value: [{}] },
  { label: 'array of strings', value: ['abc'] },
  { label: 'array of negative numbers', value: [-1, 0] },
  { label: 'array of huge numbers', value: [1e20, 2 ** 63] },
  { label: 'array of floats', value: [1.5] },
  { label: 'array of 10,000 items', value: Array.from({ length: 10_000 }, (_, index) => index + 1) },
  { label: 'array of 70k strings', value: [LONG_STRING] },
];

/** Raw (already encoded) query values of the wrong type or out of range. */
export const QUERY_VALUE_VARIANTS: readonly Variant[] = [
  { label: 'non-numeric', value: 'abc' },
  { label: 'empty', value: '' },
  { label: 'negative', value: '-1' },
  { label: 'zero', value: '0' },
  { label: 'float', value: '1.5' },
  { label: 'huge number', value: '99999999999999999999999' },
  { label: 'exponent overflow', value: '1e309' },
  { label: '2^63', value: '9223372036854775808' },
  { label: 'hex', value: '0x10' },
  { label: 'NaN', value: 'NaN' },
  { label: 'Infinity', value: 'Infinity' },
  { label: 'null', value: 'null' },
  { label: 'true', value: 'true' },
  { label: 'JSON object', value: encodeURIComponent('{"a":1}') },
  { label: 'JSON array', value: encodeURIComponent('[1,2,"x",null]') },
  { label: 'NUL', value: '%00' },
  { label: 'bad percent-encoding', value: '%ZZ%' },
  { label: 'lone surrogate', value: '%ED%A0%80' },
  { label: 'SQL-ish', value: encodeURIComponent("' OR 1=1 -- ") },
  { label: '70k characters', value: LONG_STRING },
  { label: '1 MiB', value: HUGE_STRING },
];

/** Odd path segments (already encoded as they go on the wire). */
export const PATH_VALUE_VARIANTS: readonly Variant[] = [
  { label: 'NUL', value: '%00' },
  { label: 'bad percent-encoding', value: '%ZZ' },
  { label: 'traversal', value: '..%2F..%2F..%2Fetc%2Fpasswd' },
  { label: 'raw traversal', value: '../../../etc/passwd' },
  { label: 'overlong UTF-8 dot', value: '%C0%AE%C0%AE' },
  { label: 'emoji', value: '%F0%9F%98%80' },
  { label: 'lone surrogate', value: '%ED%A0%80' },
  { label: 'negative', value: '-1' },
  { label: 'huge number', value: '99999999999999999999999' },
  { label: 'SQL-ish', value: encodeURIComponent("' OR 1=1 --") },
  { label: 'spaces and quotes', value: '%20%22%27%3C%3E' },
  { label: 'dot', value: '.' },
  { label: 'semicolon', value: 'x;y=1' },
  { label: '70k characters', value: LONG_STRING },
];
