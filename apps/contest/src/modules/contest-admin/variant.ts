import type { ContestScope } from './queries.ts';

/**
 * Where the contest management routes answer: the back office (`/admin/contest/*`, admin roles) or a
 * group's contest page (`/group/*`, signed-in users; the contest policy decides per contest). The
 * same routes, use cases and rules serve both; only the paths and the scope differ.
 */
export interface ContestAdminVariant {
  scope: ContestScope;
  tags: string[];
  paths: {
    /** GET (the form's data) and PUT (update) of one contest. */
    contest: string;
    visible: string;
    problems: string;
    addFromPublic: string;
    /** PUT and DELETE of one contest problem. */
    problem: string;
    /** GET: the announcements page. */
    announcements: string;
    /** POST, PUT and DELETE of one announcement. */
    announcement: string;
  };
}

export const SITE_CONTESTS: ContestAdminVariant = {
  scope: 'site',
  tags: ['admin', 'contest'],
  paths: {
    contest: '/admin/contest',
    visible: '/admin/contest/change-contest-visible',
    problems: '/admin/contest/get-problem-list',
    addFromPublic: '/admin/contest/add-problem-from-public',
    problem: '/admin/contest/problem',
    announcements: '/admin/contest/announcement',
    announcement: '/admin/contest/announcement',
  },
};

/** Spec 03 §7 "Group contests", "Group contest problems", group contest announcements. */
export const GROUP_CONTESTS: ContestAdminVariant = {
  scope: 'group',
  tags: ['group', 'contest'],
  paths: {
    contest: '/group/contest',
    visible: '/group/change-contest-visible',
    problems: '/group/get-contest-problem-list',
    addFromPublic: '/group/add-contest-problem-from-public',
    problem: '/group/contest-problem',
    announcements: '/group/get-contest-announcement-list',
    announcement: '/group/contest-announcement',
  },
};
