import fp from 'fastify-plugin';
import type { DataSource } from 'typeorm';
import { openMigratedDatabase } from '@oj/db';
import type { DbConfig } from '@oj/db';

/**
 * Either a config to connect with (the plugin owns the DataSource; `schemaWaitMs` is how long a schema
 * behind this version is waited for) or a DataSource the caller owns.
 */
export type DatabaseOptions = { config: DbConfig; schemaWaitMs: number; dataSource?: undefined } | { dataSource: DataSource; config?: undefined };

declare module 'fastify' {
  interface FastifyInstance {
    /** The TypeORM DataSource of the platform's schema (migrated). */
    db: DataSource;
  }
}

/**
 * Decorates `app.db`; destroys it on close when it made it. A service never migrates (only the migrate
 * step does, as the migration account): with a config, it connects and checks that every migration of
 * this version is applied, waiting up to `schemaWaitMs` for the migrate step and logging why, then
 * fails to start (docs/upgrades.md). The process does not listen meanwhile, so /readyz is not ready.
 */
export const databasePlugin = fp<DatabaseOptions>(
  async (app, options) => {
    if (options.dataSource) {
      app.decorate('db', options.dataSource);
      return;
    }
    const dataSource = await openMigratedDatabase(options.config, {
      waitMs: options.schemaWaitMs,
      onBehind: (message) => {
        app.log.error(message);
      },
      onAhead: (unknown) => {
        app.log.warn(
          { unknown },
          'the database has migrations this version does not know (a newer version migrated it): running on the newer schema, as during a roll (docs/upgrades.md)',
        );
      },
    });
    app.decorate('db', dataSource);
    app.addHook('onClose', async () => {
      await dataSource.destroy();
    });
  },
  { name: 'oj-database', fastify: '5.x' },
);
