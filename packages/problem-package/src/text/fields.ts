import { ProblemPackageMessage as M } from '@oj/contracts';
import { refuse } from '../errors.ts';

/** A parsed JSON or YAML object, read field by field with the file named in every refusal. */
export type Fields = Readonly<Record<string, unknown>>;

export function isObject(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The value as an object (`{}` for null or absent), refused when it is something else. */
export function objectOf(value: unknown, file: string, field: string): Fields {
  if (value === undefined || value === null) return {};
  if (!isObject(value)) return refuse(M.invalidField(file, field, 'must be a map of keys and values'));
  return value;
}

/** A text field: strings as they are, numbers and booleans as text, absent or null as `fallback`. */
export function text(fields: Fields, key: string, file: string, fallback = ''): string {
  const value = fields[key];
  if (value === undefined || value === null) return fallback;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return refuse(M.invalidField(file, key, 'must be text'));
}

/** A text field that may be absent (null). */
export function optionalText(fields: Fields, key: string, file: string): string | null {
  const value = text(fields, key, file);
  return value === '' ? null : value;
}

/** A finite number (numeric text accepted), or `fallback` when absent. */
export function number(fields: Fields, key: string, file: string, fallback: number): number {
  const value = fields[key];
  if (value === undefined || value === null || value === '') return fallback;
  const parsed = typeof value === 'number' ? value : typeof value === 'string' ? Number(value.trim()) : Number.NaN;
  if (!Number.isFinite(parsed)) return refuse(M.invalidField(file, key, 'must be a number'));
  return parsed;
}

/** A whole number ≥ `min`, or `fallback` when absent. */
export function integer(fields: Fields, key: string, file: string, fallback: number, min = 0): number {
  const value = number(fields, key, file, fallback);
  if (!Number.isInteger(value) || value < min) return refuse(M.invalidField(file, key, `must be a whole number of at least ${min}`));
  return value;
}

/** A boolean (`true`/`false`, 1/0 and their texts), or `fallback` when absent. */
export function bool(fields: Fields, key: string, file: string, fallback: boolean): boolean {
  const value = fields[key];
  if (value === undefined || value === null) return fallback;
  if (typeof value === 'boolean') return value;
  if (value === 1 || value === '1' || value === 'true') return true;
  if (value === 0 || value === '0' || value === 'false') return false;
  return refuse(M.invalidField(file, key, 'must be true or false'));
}

/** A list (absent or null: empty). */
export function list(fields: Fields, key: string, file: string): readonly unknown[] {
  const value = fields[key];
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) return refuse(M.invalidField(file, key, 'must be a list'));
  return value;
}

/** A list of texts (a single text counts as a list of one). */
export function textList(fields: Fields, key: string, file: string): string[] {
  const value = fields[key];
  if (typeof value === 'string') return [value];
  return list(fields, key, file).map((item, index) => {
    if (typeof item === 'string' || typeof item === 'number') return String(item);
    return refuse(M.invalidField(file, `${key}[${index}]`, 'must be text'));
  });
}

/** A map of file name → text (extra files); absent or null: empty. */
export function textMap(fields: Fields, key: string, file: string): Record<string, string> {
  const value = objectOf(fields[key], file, key);
  const result: Record<string, string> = {};
  for (const [name, content] of Object.entries(value)) {
    if (typeof content !== 'string') return refuse(M.invalidField(file, `${key}.${name}`, 'must be text'));
    result[name] = content;
  }
  return result;
}
