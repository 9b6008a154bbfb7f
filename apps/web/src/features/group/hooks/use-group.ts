import { createContext, useContext } from 'react';
import type { GroupAccessDto, GroupDto } from '@oj/contracts';

/** The group the shell loaded, and the viewer's access to it. */
export interface GroupView {
  gid: number;
  group: GroupDto;
  access: GroupAccessDto;
  /** The signed-in viewer's uid. */
  viewerUid: string;
}

const GroupViewContext = createContext<GroupView | null>(null);

/** Provides the loaded group to the shell's tabs. */
export const GroupViewProvider = GroupViewContext.Provider;

/** The group of the shell around the calling tab. */
export function useGroupView(): GroupView {
  const view = useContext(GroupViewContext);
  if (!view) throw new Error('useGroupView outside the group shell');
  return view;
}

/** The tabs of a group (spec 03 §2.5), in order. */
export const GROUP_TABS = ['home', 'problems', 'trainings', 'contests', 'submissions', 'discussion', 'members', 'announcements', 'setting', 'rank'] as const;
export type GroupTabKey = (typeof GROUP_TABS)[number];

const SEGMENT_TAB: Readonly<Record<string, GroupTabKey>> = {
  problem: 'problems',
  'problem-create': 'problems',
  'problem-edit': 'problems',
  training: 'trainings',
  contest: 'contests',
  status: 'submissions',
  'submission-detail': 'submissions',
  discussion: 'discussion',
  'discussion-detail': 'discussion',
  member: 'members',
  announcement: 'announcements',
  setting: 'setting',
  rank: 'rank',
};

/** The tab of a path below /group/:groupID. */
export function groupTabOfPath(pathname: string): GroupTabKey {
  const segment = pathname.split('/')[3] ?? '';
  return SEGMENT_TAB[segment] ?? 'home';
}

/** The tabs the viewer sees: announcements for group admins, setting for the group root, discussion when the site opens it. */
export function visibleGroupTabs(access: GroupAccessDto, groupDiscussionOpen: boolean): GroupTabKey[] {
  return GROUP_TABS.filter((tab) => {
    if (tab === 'announcements') return access.isAdmin;
    if (tab === 'setting') return access.isRoot;
    if (tab === 'discussion') return groupDiscussionOpen;
    return true;
  });
}
