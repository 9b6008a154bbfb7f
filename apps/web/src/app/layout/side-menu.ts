import { matchPath } from 'react-router';
import type { WebsiteConfig } from '@oj/contracts';
import type { MessageKey } from '@oj/i18n';
import { paths } from '@/config/paths.ts';

/** The side menu's modes (spec 01 §2): the site's own menu, or that of a training, contest or group. */
export type SideMenuMode = 'default' | 'training' | 'contest' | 'group';

/** The mode a route puts the side menu in, with the id of the training, contest or group it names. */
export type SideMenuContext =
  | { mode: 'default' }
  | { mode: 'training'; tid: string }
  | { mode: 'contest'; cid: string }
  | { mode: 'group'; gid: string };

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

const item = (key: string, labelKey: MessageKey, href: string): SideMenuItem => ({ key, labelKey, href });

/**
 * The entries of a mode's side menu, each mode starting with back-to-home (spec 01 §2). The
 * default mode's entries are the top menu's (shown in the drawer), so only the home entry is here.
 * The others point at the sub-pages that the training, contest and group issues build.
 */
export function sideMenuItems(context: SideMenuContext, config: SideMenuSwitches): SideMenuItem[] {
  const home = item('home', 'sideMenu.backHome', paths.home.getHref());
  switch (context.mode) {
    case 'default':
      return [home];
    case 'training': {
      const { tid } = context;
      return [
        home,
        item('overview', 'sideMenu.overview', paths.training.detail.getHref(tid)),
        item('problems', 'sideMenu.problems', paths.training.problems.getHref(tid)),
        item('rank', 'sideMenu.rank', paths.training.rank.getHref(tid)),
      ];
    }
    case 'contest': {
      const { cid } = context;
      const entries: (SideMenuItem | false)[] = [
        home,
        item('overview', 'sideMenu.overview', paths.contest.detail.getHref(cid)),
        item('problems', 'sideMenu.problems', paths.contest.problems.getHref(cid)),
        item('submissions', 'sideMenu.submissions', paths.contest.submissions.getHref(cid)),
        item('rank', 'sideMenu.rank', paths.contest.rank.getHref(cid)),
        item('announcements', 'sideMenu.announcements', paths.contest.announcements.getHref(cid)),
        config.openContestComment && item('comment', 'sideMenu.comment', paths.contest.comment.getHref(cid)),
        item('print', 'sideMenu.print', paths.contest.print.getHref(cid)),
      ];
      return entries.filter((entry): entry is SideMenuItem => entry !== false);
    }
    case 'group': {
      const { gid } = context;
      const entries: (SideMenuItem | false)[] = [
        home,
        item('overview', 'sideMenu.groupHome', paths.group.detail.getHref(gid)),
        item('problems', 'sideMenu.problems', paths.group.problems.getHref(gid)),
        item('trainings', 'sideMenu.trainings', paths.group.trainings.getHref(gid)),
        item('contests', 'sideMenu.contests', paths.group.contests.getHref(gid)),
        item('submissions', 'sideMenu.submissions', paths.group.submissions.getHref(gid)),
        config.openGroupDiscussion && item('discussion', 'sideMenu.discussion', paths.group.discussions.getHref(gid)),
        item('members', 'sideMenu.members', paths.group.members.getHref(gid)),
        item('announcements', 'sideMenu.announcements', paths.group.announcements.getHref(gid)),
        item('setting', 'sideMenu.setting', paths.group.setting.getHref(gid)),
        item('rank', 'sideMenu.rank', paths.group.rank.getHref(gid)),
      ];
      return entries.filter((entry): entry is SideMenuItem => entry !== false);
    }
  }
}
