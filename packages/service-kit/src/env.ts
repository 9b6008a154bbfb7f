/**
 * A small typed schema for environment variables. Every field parses on its own and reports a
 * problem instead of throwing, so `loadConfig` can list every bad or missing variable at once.
 */

/** Where variables come from: `process.env` in services, a plain object in tests. */
export type EnvSource = Readonly<Record<string, string | undefined>>;

/**
 * True inside the vitest runner, which sets VITEST=true in every worker; scripts/start and the
 * services' own starts never do. The one signal for test-only relaxations (a random JWT secret,
 * a cheaper scrypt).
 */
export function underTestRunner(environment: EnvSource = process.env): boolean {
  return environment.VITEST === 'true';
}

/** Outcome of parsing one field. */
export type FieldResult<T> = { ok: true; value: T } | { ok: false; problems: string[] };

/** One config field: knows which variables it reads and how to turn them into a value. */
export interface EnvField<T> {
  readonly kind: 'env-field';
  readonly parse: (source: EnvSource) => FieldResult<T>;
}

/** A config schema: fields, or nested groups of fields. */
export interface EnvSchema {
  readonly [key: string]: EnvField<unknown> | EnvSchema;
}

/** The typed config object a schema produces. */
export type ConfigOf<S extends EnvSchema> = {
  readonly [K in keyof S]: S[K] extends EnvField<infer T> ? T : S[K] extends EnvSchema ? ConfigOf<S[K]> : never;
};

/** Thrown by `loadConfig`; `problems` holds one line per bad or missing variable. */
export class ConfigError extends Error {
  readonly problems: readonly string[];

  constructor(problems: readonly string[]) {
    const lines = problems.map((problem) => `  - ${problem}`).join('\n');
    super(`Invalid configuration (${problems.length} problem${problems.length === 1 ? '' : 's'}):\n${lines}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

function field<T>(parse: (source: EnvSource) => FieldResult<T>): EnvField<T> {
  return { kind: 'env-field', parse };
}

function good<T>(value: T): FieldResult<T> {
  return { ok: true, value };
}

function bad<T>(name: string, problem: string): FieldResult<T> {
  return { ok: false, problems: [`${name}: ${problem}`] };
}

/** Reads a variable, treating an empty or blank string as unset. */
function read(source: EnvSource, name: string): string | undefined {
  const raw = source[name];
  return raw === undefined || raw.trim() === '' ? undefined : raw.trim();
}

interface StringOptions {
  default?: string;
  /** A regular expression the value must match, with a human description of it. */
  pattern?: { regex: RegExp; description: string };
  minLength?: number;
}

function parseString(source: EnvSource, name: string, options: StringOptions): FieldResult<string> {
  const raw = read(source, name) ?? options.default;
  if (raw === undefined) return bad(name, 'is required but not set');
  if (options.minLength !== undefined && raw.length < options.minLength) {
    return bad(name, `must be at least ${options.minLength} characters long`);
  }
  if (options.pattern && !options.pattern.regex.test(raw)) {
    return bad(name, `must be ${options.pattern.description}, got "${raw}"`);
  }
  return good(raw);
}

function parseInteger(source: EnvSource, name: string, options: { default?: number; min?: number; max?: number }): FieldResult<number> {
  const raw = read(source, name);
  if (raw === undefined) {
    return options.default === undefined ? bad(name, 'is required but not set') : good(options.default);
  }
  const min = options.min ?? Number.MIN_SAFE_INTEGER;
  const max = options.max ?? Number.MAX_SAFE_INTEGER;
  const value = /^-?\d+$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    return bad(name, `must be an integer between ${min} and ${max}, got "${raw}"`);
  }
  return good(value);
}

/** Field builders. Each names the variable it reads, so problems can name it too. */
export const env = {
  /** A fixed value that reads no variable (e.g. the service name). */
  constant<const T>(value: T): EnvField<T> {
    return field(() => good(value));
  },

  /** A string; required unless a default is given. */
  string(name: string, options: StringOptions = {}): EnvField<string> {
    return field((source) => parseString(source, name, options));
  },

  /** An optional string: `undefined` when unset. */
  optionalString(name: string): EnvField<string | undefined> {
    return field((source) => good(read(source, name)));
  },

  /** An integer within optional bounds. */
  integer(name: string, options: { default?: number; min?: number; max?: number } = {}): EnvField<number> {
    return field((source) => parseInteger(source, name, options));
  },

  /** A TCP port (1 to 65535; 0 lets the OS choose, which tests use). */
  port(name: string, defaultPort: number): EnvField<number> {
    return field((source) => parseInteger(source, name, { default: defaultPort, min: 0, max: 65535 }));
  },

  /** A boolean written as true/false, 1/0, yes/no or on/off. */
  boolean(name: string, defaultValue: boolean): EnvField<boolean> {
    return field((source) => {
      const raw = read(source, name)?.toLowerCase();
      if (raw === undefined) return good(defaultValue);
      if (['true', '1', 'yes', 'on'].includes(raw)) return good(true);
      if (['false', '0', 'no', 'off'].includes(raw)) return good(false);
      return bad(name, `must be true or false, got "${raw}"`);
    });
  },

  /** One of a fixed list of strings. */
  oneOf<const T extends string>(name: string, values: readonly T[], defaultValue: T): EnvField<T> {
    return field((source) => {
      const raw = read(source, name) ?? defaultValue;
      return (values as readonly string[]).includes(raw) ? good(raw as T) : bad(name, `must be one of ${values.join(', ')}, got "${raw}"`);
    });
  },

  /** A comma-separated list of URLs, each with one of the given protocols (e.g. 'nats:'). */
  urls(name: string, defaultValue: string, protocols: readonly string[]): EnvField<string[]> {
    return field((source) => {
      const raw = read(source, name) ?? defaultValue;
      const parts = raw
        .split(',')
        .map((part) => part.trim())
        .filter((part) => part !== '');
      const invalid = parts.filter((part) => !URL.canParse(part) || !protocols.includes(new URL(part).protocol));
      if (parts.length === 0 || invalid.length > 0) {
        return bad(name, `must be a comma-separated list of ${protocols.join(' or ')}// URLs, got "${raw}"`);
      }
      return good(parts);
    });
  },

  /** One http(s) URL. */
  url(name: string, defaultValue: string): EnvField<string> {
    return field((source) => {
      const raw = read(source, name) ?? defaultValue;
      if (!URL.canParse(raw) || !['http:', 'https:'].includes(new URL(raw).protocol)) {
        return bad(name, `must be an http:// or https:// URL, got "${raw}"`);
      }
      return good(raw.replace(/\/+$/, ''));
    });
  },

  /**
   * A secret with no public default: required everywhere except under the test runner (and never
   * with NODE_ENV=production), where `testDefault` stands in. `hint` says where a real one comes from.
   */
  secret(name: string, options: { testDefault: string; minLength: number; hint: string }): EnvField<string> {
    return field((source) => {
      const raw = read(source, name);
      if (raw === undefined) {
        return underTestRunner() && source.NODE_ENV !== 'production' ? good(options.testDefault) : bad(name, `is required but not set (${options.hint})`);
      }
      return raw.length < options.minLength ? bad(name, `must be at least ${options.minLength} characters long`) : good(raw);
    });
  },

  /**
   * A value built by a function that throws on bad input (e.g. a parser owned by another package);
   * its error message becomes one problem, prefixed by `label`.
   */
  custom<T>(label: string, build: (source: EnvSource) => T): EnvField<T> {
    return field((source) => {
      try {
        return good(build(source));
      } catch (error) {
        return bad(label, error instanceof Error ? error.message : String(error));
      }
    });
  },
};

function isField(entry: EnvField<unknown> | EnvSchema): entry is EnvField<unknown> {
  return (entry as Partial<EnvField<unknown>>).kind === 'env-field';
}

function collect(schema: EnvSchema, source: EnvSource, problems: string[]): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(schema)) {
    if (isField(entry)) {
      const parsed = entry.parse(source);
      if (parsed.ok) result[key] = parsed.value;
      else problems.push(...parsed.problems);
    } else {
      result[key] = collect(entry, source, problems);
    }
  }
  return result;
}

/** Parses every field of a schema; throws one ConfigError listing every problem found. */
export function loadConfig<S extends EnvSchema>(schema: S, source: EnvSource = process.env): ConfigOf<S> {
  const problems: string[] = [];
  const config = collect(schema, source, problems);
  if (problems.length > 0) throw new ConfigError(problems);
  return config as ConfigOf<S>;
}
