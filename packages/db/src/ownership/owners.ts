import type { ServiceNameValue } from '@oj/contracts';

/** A service that writes tables (judge nodes never touch the database). */
export type TableWriter = Exclude<ServiceNameValue, 'judge-node'>;

/** Every service that may own tables. */
export const TABLE_WRITERS: readonly TableWriter[] = ['gateway', 'judge-dispatch', 'contest', 'community'];

/**
 * The one service that writes each table (ARCHITECTURE.md "Storage": the owner is the only
 * writer; other services learn of changes through events and read through the owner's published
 * queries in `reads/`). A new table gets its owner here, or the ownership test fails.
 */
export const TABLE_OWNERS: Readonly<Record<string, TableWriter>> = {
  // account
  user_info: 'gateway',
  role: 'gateway',
  user_role: 'gateway',
  user_record: 'gateway',
  session: 'gateway',
  file: 'gateway',
  // problems, and the statistics the gateway keeps from `submission judged` events
  problem: 'gateway',
  problem_case: 'gateway',
  problem_count: 'gateway',
  user_acproblem: 'gateway',
  tag: 'gateway',
  tag_classification: 'gateway',
  problem_tag: 'gateway',
  difficulty: 'gateway',
  language: 'gateway',
  problem_language: 'gateway',
  code_template: 'gateway',
  // problem-package imports of the back office
  problem_import: 'gateway',
  // the back office's honor wall
  honor: 'gateway',
  // team accounts (accounts that stand for a team)
  user_team: 'gateway',
  // site
  website_config: 'gateway',
  tool: 'gateway',
  // submissions
  judge: 'judge-dispatch',
  judge_case: 'judge-dispatch',
  // contests
  contest: 'contest',
  contest_problem: 'contest',
  contest_register: 'contest',
  contest_announcement: 'contest',
  contest_print: 'contest',
  contest_ac_check: 'contest',
  // trainings
  training: 'contest',
  training_category: 'contest',
  mapping_training_category: 'contest',
  training_problem: 'contest',
  training_register: 'contest',
  // timed homework
  timed_work: 'contest',
  timed_work_problem: 'contest',
  timed_work_record: 'contest',
  // lessons and tidan (problem-set outlines)
  lesson: 'contest',
  lesson_group: 'contest',
  lesson_item: 'contest',
  tidan: 'contest',
  tidan_group: 'contest',
  tidan_problem_group: 'contest',
  tidan_problem: 'contest',
  // messages and notices
  msg_remind: 'community',
  admin_sys_notice: 'community',
  user_sys_notice: 'community',
  // the comment area (discussion comments, contest Q&A)
  comment: 'community',
  comment_reply: 'community',
  comment_like: 'community',
  // public discussions (spec 03 §2.14, §2.15)
  discussion: 'community',
  discussion_category: 'community',
  discussion_like: 'community',
  discussion_report: 'community',
  // site announcements (the home page's panel)
  announcement: 'community',
  // groups: the group, its members and applications, its announcements
  group_info: 'community',
  group_member: 'community',
  group_announcement: 'community',
};

/**
 * Tables of the machinery, not of a domain: `migrations` (the migration runner's), and the event
 * machinery's `outbox` and `consumer_cursor`, in which every service writes its own rows through
 * service-kit (events it publishes, cursors of its consumers).
 */
export const INFRASTRUCTURE_TABLES: readonly string[] = ['migrations', 'outbox', 'consumer_cursor'];

/** The owner of a table, or undefined for a table outside the map. */
export function tableOwner(table: string): TableWriter | undefined {
  return Object.hasOwn(TABLE_OWNERS, table) ? TABLE_OWNERS[table] : undefined;
}

/** The tables a service writes. */
export function tablesOwnedBy(service: TableWriter): string[] {
  return Object.keys(TABLE_OWNERS).filter((table) => TABLE_OWNERS[table] === service);
}
