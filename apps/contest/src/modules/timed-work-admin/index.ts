// Timed homework, back office: docs/api.md "Timed homework".
export { timedWorkAdminRoutes as timedWorkAdminModule } from './routes.ts';
export type { TimedWorkAdminDeps } from './save.ts';
