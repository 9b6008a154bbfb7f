/** Connection settings of the platform's one MariaDB/MySQL schema. */
export interface DbConfig {
  host: string;
  port: number;
  user: string;
  password: string;
  database: string;
}

/** Reads OJ_DB_HOST/PORT/USER/PASSWORD/NAME, with the platform defaults (127.0.0.1:3306, root, '', oj). */
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
    user: env.OJ_DB_USER ?? 'root',
    password: env.OJ_DB_PASSWORD ?? '',
    database,
  };
}

/** Database names go into DDL unquoted-by-parameter, so only plain identifiers are accepted. */
export function assertDatabaseName(name: string): void {
  if (!/^[A-Za-z0-9_]{1,64}$/.test(name)) {
    throw new Error(`database name must be 1-64 letters, digits or underscores, got "${name}"`);
  }
}
