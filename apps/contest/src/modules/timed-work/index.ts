// Timed homework, user side (spec 02 §2 "Timed homework", §4, §7): docs/api.md "Timed homework".
export { timedWorkRoutes as timedWorkModule } from './routes.ts';
export type { TimedWorkDeps } from './use-cases.ts';
