import fp from 'fastify-plugin';
import type { DataSource } from 'typeorm';
import { initializeDatabase } from '@oj/db';
import type { DbConfig } from '@oj/db';

/** Either a config to connect with (the plugin owns the DataSource) or a DataSource the caller owns. */
export type DatabaseOptions = { config: DbConfig; dataSource?: undefined } | { dataSource: DataSource; config?: undefined };

declare module 'fastify' {
  interface FastifyInstance {
    /** The TypeORM DataSource of the platform's schema (migrated). */
    db: DataSource;
  }
}

/** Decorates `app.db`; creates and migrates the schema when given a config, and destroys it on close. */
export const databasePlugin = fp<DatabaseOptions>(
  async (app, options) => {
    if (options.dataSource) {
      app.decorate('db', options.dataSource);
      return;
    }
    const dataSource = await initializeDatabase(options.config);
    app.decorate('db', dataSource);
    app.addHook('onClose', async () => {
      await dataSource.destroy();
    });
  },
  { name: 'oj-database', fastify: '5.x' },
);
