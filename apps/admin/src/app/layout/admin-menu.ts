import type { MessageKey } from '@oj/i18n';
import { paths } from '@/config/paths.ts';

/** One entry of the admin side menu. */
export interface AdminMenuEntry {
  key: string;
  labelKey: MessageKey;
  href?: string;
  children?: AdminMenuEntry[];
}

const item = (href: string, labelKey: MessageKey): AdminMenuEntry => ({ key: href, labelKey, href });

/** The admin menu of spec 03 §2.19; the General group (users, config, switches...) is for the super admin only. */
export function adminMenuEntries({ superAdmin }: { superAdmin: boolean }): AdminMenuEntry[] {
  const entries: (AdminMenuEntry | false)[] = [
    item(paths.dashboard.getHref(), 'admin.menu.dashboard'),
    superAdmin && {
      key: 'general',
      labelKey: 'admin.menu.general',
      children: [
        item(paths.user.getHref(), 'admin.menu.user'),
        item(paths.announcement.getHref(), 'admin.menu.announcement'),
        item(paths.notice.getHref(), 'admin.menu.notice'),
        item(paths.tools.getHref(), 'admin.menu.tools'),
        item(paths.conf.getHref(), 'admin.menu.conf'),
        item(paths.switch.getHref(), 'admin.menu.switch'),
      ],
    },
    {
      key: 'problem',
      labelKey: 'admin.menu.problem',
      children: [
        item(paths.problem.list.getHref(), 'admin.menu.problemList'),
        item(paths.problem.create.getHref(), 'admin.menu.problemCreate'),
        item(paths.problem.tag.getHref(), 'admin.menu.problemTag'),
        item(paths.problem.groupApply.getHref(), 'admin.menu.groupProblemApply'),
        item(paths.problem.batch.getHref(), 'admin.menu.problemBatch'),
      ],
    },
    {
      key: 'training',
      labelKey: 'admin.menu.training',
      children: [
        item(paths.training.list.getHref(), 'admin.menu.trainingList'),
        item(paths.training.create.getHref(), 'admin.menu.trainingCreate'),
        item(paths.training.category.getHref(), 'admin.menu.trainingCategory'),
      ],
    },
    {
      key: 'contest',
      labelKey: 'admin.menu.contest',
      children: [item(paths.contest.list.getHref(), 'admin.menu.contestList'), item(paths.contest.create.getHref(), 'admin.menu.contestCreate')],
    },
    {
      key: 'timedwork',
      labelKey: 'admin.menu.timedwork',
      children: [
        item(paths.timedwork.list.getHref(), 'admin.menu.timedworkList'),
        item(paths.timedwork.create.getHref(), 'admin.menu.timedworkCreate'),
      ],
    },
    {
      key: 'lesson',
      labelKey: 'admin.menu.lesson',
      children: [item(paths.lesson.list.getHref(), 'admin.menu.lessonList'), item(paths.lesson.create.getHref(), 'admin.menu.lessonCreate')],
    },
    item(paths.tidan.getHref(), 'admin.menu.tidan'),
    item(paths.discussion.getHref(), 'admin.menu.discussion'),
  ];
  return entries.filter((entry): entry is AdminMenuEntry => entry !== false);
}

/** Every route key of the menu, flattened (for tests and selection). */
export function flattenMenu(entries: readonly AdminMenuEntry[]): AdminMenuEntry[] {
  return entries.flatMap((entry) => (entry.children ? flattenMenu(entry.children) : [entry]));
}
