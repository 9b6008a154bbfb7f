import type { AdminMessageKey } from '@oj/i18n/admin';
import { paths } from '@/config/paths.ts';

/** One entry of the admin side menu. */
export interface AdminMenuEntry {
  key: string;
  labelKey: AdminMessageKey;
  href?: string;
  children?: AdminMenuEntry[];
}

const item = (href: string, labelKey: AdminMessageKey): AdminMenuEntry => ({ key: href, labelKey, href });

/** The admin menu of spec 03 §2.19; the General group (users, config, switches...) is for the super admin only. */
export function adminMenuEntries({ superAdmin }: { superAdmin: boolean }): AdminMenuEntry[] {
  const entries: (AdminMenuEntry | false)[] = [
    item(paths.dashboard.getHref(), 'menu.dashboard'),
    superAdmin && {
      key: 'general',
      labelKey: 'menu.general',
      children: [
        item(paths.user.getHref(), 'menu.user'),
        item(paths.auth.getHref(), 'users.auth.menu'),
        item(paths.announcement.getHref(), 'menu.announcement'),
        item(paths.notice.getHref(), 'menu.notice'),
        item(paths.tools.getHref(), 'menu.tools'),
        item(paths.conf.getHref(), 'menu.conf'),
        item(paths.switch.getHref(), 'menu.switch'),
      ],
    },
    {
      key: 'problem',
      labelKey: 'menu.problem',
      children: [
        item(paths.problem.list.getHref(), 'menu.problemList'),
        item(paths.problem.create.getHref(), 'menu.problemCreate'),
        item(paths.problem.tag.getHref(), 'menu.problemTag'),
        item(paths.problem.groupApply.getHref(), 'menu.groupProblemApply'),
        item(paths.problem.batch.getHref(), 'menu.problemBatch'),
        item(paths.problem.import.getHref(), 'menu.problemImport'),
        item(paths.problem.export.getHref(), 'menu.problemExport'),
      ],
    },
    {
      key: 'training',
      labelKey: 'menu.training',
      children: [
        item(paths.training.list.getHref(), 'menu.trainingList'),
        item(paths.training.create.getHref(), 'menu.trainingCreate'),
        item(paths.training.category.getHref(), 'menu.trainingCategory'),
      ],
    },
    {
      key: 'contest',
      labelKey: 'menu.contest',
      children: [item(paths.contest.list.getHref(), 'menu.contestList'), item(paths.contest.create.getHref(), 'menu.contestCreate')],
    },
    {
      key: 'timedwork',
      labelKey: 'menu.timedwork',
      children: [item(paths.timedwork.list.getHref(), 'menu.timedworkList'), item(paths.timedwork.create.getHref(), 'menu.timedworkCreate')],
    },
    {
      key: 'lesson',
      labelKey: 'menu.lesson',
      children: [item(paths.lesson.list.getHref(), 'menu.lessonList'), item(paths.lesson.create.getHref(), 'menu.lessonCreate')],
    },
    item(paths.tidan.getHref(), 'menu.tidan'),
    item(paths.discussion.getHref(), 'menu.discussion'),
  ];
  return entries.filter((entry): entry is AdminMenuEntry => entry !== false);
}

/** Every route key of the menu, flattened (for tests and selection). */
export function flattenMenu(entries: readonly AdminMenuEntry[]): AdminMenuEntry[] {
  return entries.flatMap((entry) => (entry.children ? flattenMenu(entry.children) : [entry]));
}
