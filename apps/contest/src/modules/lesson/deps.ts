import type { ServiceDeps } from '@oj/service-kit';

/** What the lesson modules (user side and back office) use: the database only. */
export type LessonDeps = Pick<ServiceDeps, 'db'>;
