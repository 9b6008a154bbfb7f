import { matchPath } from 'react-router';
import type { WebsiteConfig } from '@oj/contracts';
import type { MessageKey } from '@oj/i18n';
import { paths } from '@/config/paths.ts';

/** The side menu's modes (spec 01 §2): the site's own menu, or that of a training, contest or group. */
export type SideMenuMode = 'default' | 'training' | 'contest' | 'group';

/** The mode a route puts the side menu in, with the id of the training, contest or group it names. */
export type SideMenuContext = { mode: 'default' } | { mode: 'training'; tid: string } | { mode: 'contest'; cid: string } | { mode: 'group'; gid: string };

/** One entry of a mode's side menu. */
export interface SideMenuItem {
  key: string;
  labelKey: MessageKey;
  href: string;
}

// The outside scoreboards share the contest prefix but belong to no contest's menu.
const OUTSIDE_CONTEST: readonly string[] = [paths.contest.acmScoreboard.path, paths.contest.oiScoreboard.path];

/** Reads the side menu's mode and context id (cid, tid, gid) from a pathname. */
export function sideMenuContext(pathname: string): SideMenuContext {
  const gid = matchPath(paths.group.detail.path, pathname)?.params.groupID;
  if (gid) return { mode: 'group', gid };
  if (OUTSIDE_CONTEST.some((pattern) => matchPath(pattern, pathname))) return { mode: 'default' };
  const cid = matchPath(paths.contest.detail.path, pathname)?.params.contestID;
  if (cid) return { mode: 'contest', cid };
  const tid = matchPath(paths.training.detail.path, pathname)?.params.trainingID;
  if (tid) return { mode: 'training', tid };
  return { mode: 'default' };
}

/** What decides which entries show. */
export type SideMenuSwitches = Pick<WebsiteConfig, 'openContestComment' | 'openGroupDiscussion'>;

/** An entry of a mode: its key and label, its link under the context id, and the switch it needs. */
interface ModeEntry {
  key: string;
  labelKey: MessageKey;
  href: (id: string) => string;
  needs?: keyof SideMenuSwitches;
}

const TRAINING_ENTRIES: readonly ModeEntry[] = [
  { key: 'overview', labelKey: 'sideMenu.overview', href: paths.training.detail.getHref },
  { key: 'problems', labelKey: 'sideMenu.problems', href: paths.training.problems.getHref },
  { key: 'rank', labelKey: 'sideMenu.rank', href: paths.training.rank.getHref },
];

const CONTEST_ENTRIES: readonly ModeEntry[] = [
  { key: 'overview', labelKey: 'sideMenu.overview', href: paths.contest.detail.getHref },
  { key: 'problems', labelKey: 'sideMenu.problems', href: paths.contest.problems.getHref },
  { key: 'submissions', labelKey: 'sideMenu.submissions', href: paths.contest.submissions.getHref },
  { key: 'rank', labelKey: 'sideMenu.rank', href: paths.contest.rank.getHref },
  { key: 'announcements', labelKey: 'sideMenu.announcements', href: paths.contest.announcements.getHref },
  { key: 'comment', labelKey: 'sideMenu.comment', href: paths.contest.comment.getHref, needs: 'openContestComment' },
  { key: 'print', labelKey: 'sideMenu.print', href: paths.contest.print.getHref },
];

const GROUP_ENTRIES: readonly ModeEntry[] = [
  { key: 'overview', labelKey: 'sideMenu.groupHome', href: paths.group.detail.getHref },
  { key: 'problems', labelKey: 'sideMenu.problems', href: paths.group.problems.getHref },
  { key: 'trainings', labelKey: 'sideMenu.trainings', href: paths.group.trainings.getHref },
  { key: 'contests', labelKey: 'sideMenu.contests', href: paths.group.contests.getHref },
  { key: 'submissions', labelKey: 'sideMenu.submissions', href: paths.group.submissions.getHref },
  { key: 'discussion', labelKey: 'sideMenu.discussion', href: paths.group.discussions.getHref, needs: 'openGroupDiscussion' },
  { key: 'members', labelKey: 'sideMenu.members', href: paths.group.members.getHref },
  { key: 'announcements', labelKey: 'sideMenu.announcements', href: paths.group.announcements.getHref },
  { key: 'setting', labelKey: 'sideMenu.setting', href: paths.group.setting.getHref },
  { key: 'rank', labelKey: 'sideMenu.rank', href: paths.group.rank.getHref },
];

function modeEntries(context: SideMenuContext): { entries: readonly ModeEntry[]; id: string } {
  switch (context.mode) {
    case 'default':
      return { entries: [], id: '' };
    case 'training':
      return { entries: TRAINING_ENTRIES, id: context.tid };
    case 'contest':
      return { entries: CONTEST_ENTRIES, id: context.cid };
    case 'group':
      return { entries: GROUP_ENTRIES, id: context.gid };
  }
}

/**
 * The entries of a mode's side menu, each mode starting with back-to-home (spec 01 §2). The
 * default mode's entries are the top menu's (shown in the drawer), so only the home entry is here.
 * The others point at the sub-pages that the training, contest and group issues build.
 */
export function sideMenuItems(context: SideMenuContext, config: SideMenuSwitches): SideMenuItem[] {
  const { entries, id } = modeEntries(context);
  const home: SideMenuItem = { key: 'home', labelKey: 'sideMenu.backHome', href: paths.home.getHref() };
  return [
    home,
    ...entries.filter((entry) => !entry.needs || config[entry.needs]).map((entry) => ({ key: entry.key, labelKey: entry.labelKey, href: entry.href(id) })),
  ];
}
