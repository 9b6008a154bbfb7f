export type { DbConfig } from './config.ts';
export { dbConfigFromEnv } from './config.ts';
export { createDataSource, initializeDatabase, pingDatabase, DB_CHARSET, DB_COLLATION } from './data-source.ts';
export { loadWebsiteConfig, saveWebsiteConfig } from './website-config.ts';
export { seedDefaults, ROOT_USERNAME, ROLE_DEFINITIONS, DEFAULT_DIFFICULTIES } from './seed.ts';
export type { SeedOptions } from './seed.ts';
export { migrations } from './migrations/index.ts';
export * from './entities/index.ts';
