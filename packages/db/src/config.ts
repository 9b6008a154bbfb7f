import { readFileSync } from 'node:fs';

/** Connection settings of the platform's one MariaDB/MySQL schema. */
export interface DbConfig {
  host: string;
  port: number;
  user: string;
  password: string;
  database: string;
}

/**
 * Reads OJ_DB_HOST/PORT/USER/NAME and the password from OJ_DB_PASSWORD, else OJ_DB_PASSWORD_FILE (a file
 * holding it, as scripts/start passes it: never on a command line), with the defaults 127.0.0.1:3306,
 * user `oj` (the services' account, docs/security.md "The database"), no password, database `oj`.
 */
export function dbConfigFromEnv(env: NodeJS.ProcessEnv = process.env): DbConfig {
  const portText = env.OJ_DB_PORT ?? '3306';
  const port = Number(portText);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`OJ_DB_PORT must be a port number (1-65535), got "${portText}"`);
  }
  const database = env.OJ_DB_NAME ?? 'oj';
  assertDatabaseName(database);
  return {
    host: env.OJ_DB_HOST ?? '127.0.0.1',
    port,
    user: env.OJ_DB_USER ?? 'oj',
    password: dbPasswordFromEnv(env),
    database,
  };
}

/** The OJ_DB_* variables that give a process started by this one the same connection (dbConfigFromEnv's inverse). */
export function dbConfigEnv(config: DbConfig): Record<'OJ_DB_HOST' | 'OJ_DB_PORT' | 'OJ_DB_USER' | 'OJ_DB_PASSWORD' | 'OJ_DB_NAME', string> {
  return { OJ_DB_HOST: config.host, OJ_DB_PORT: String(config.port), OJ_DB_USER: config.user, OJ_DB_PASSWORD: config.password, OJ_DB_NAME: config.database };
}

// OJ_DB_PASSWORD wins over the file: a process that starts another one with a database of its own
// (the tests, the benches) sets the password over the environment it passes on.
function dbPasswordFromEnv(env: NodeJS.ProcessEnv): string {
  const password = env.OJ_DB_PASSWORD ?? '';
  const file = env.OJ_DB_PASSWORD_FILE?.trim() ?? '';
  if (password !== '' || file === '') return password;
  let content: string;
  try {
    content = readFileSync(file, 'utf8').trim();
  } catch (error) {
    throw new Error(`OJ_DB_PASSWORD_FILE cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'}): ${file}`, { cause: error });
  }
  if (content === '') throw new Error(`OJ_DB_PASSWORD_FILE is empty: ${file}`);
  return content;
}

/** Database names go into DDL unquoted-by-parameter, so only plain identifiers are accepted. */
export function assertDatabaseName(name: string): void {
  if (!/^[A-Za-z0-9_]{1,64}$/.test(name)) {
    throw new Error(`database name must be 1-64 letters, digits or underscores, got "${name}"`);
  }
}
