/**
 * service-kit for a process that holds no user data (a judge node): config, errors, NATS, metrics,
 * health and the process lifecycle. Nothing imported from here loads TypeORM or the database driver
 * (apps/judge-node/test/module-graph.test.ts checks the judge node's whole module graph).
 */
export * from './env.ts';
export * from './errors.ts';
export * from './error-handler.ts';
export * from './health.ts';
export * from './metrics.ts';
export * from './nats.ts';
export * from './nats-settings.ts';
// The route schema fields (hide) that health and metrics routes use.
export * from './openapi.ts';
export * from './process-config.ts';
export * from './run-app.ts';
export * from './free-port.ts';
export * from './queue-responder.ts';
