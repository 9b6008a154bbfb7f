import { matchPath } from 'react-router';
import { paths } from '@/config/paths.ts';
import type { ContestTabKey } from './tabs.ts';

const TAB_HREFS: Readonly<Record<ContestTabKey, (cid: number) => string>> = {
  overview: paths.contest.detail.getHref,
  problems: paths.contest.problems.getHref,
  submissions: (cid) => paths.contest.submissions.getHref(cid),
  rank: paths.contest.rank.getHref,
  announcements: paths.contest.announcements.getHref,
  comment: paths.contest.comment.getHref,
  print: paths.contest.print.getHref,
  acInfo: paths.contest.acInfo.getHref,
  adminPrint: paths.contest.adminPrint.getHref,
  rejudge: paths.contest.rejudge.getHref,
  scrollBoard: paths.contest.scrollBoardConfig.getHref,
};

/** Where a tab of the contest shell leads. */
export function contestTabHref(key: ContestTabKey, cid: number): string {
  return TAB_HREFS[key](cid);
}

// A child path of the shell and the tab it belongs to; a problem and its submissions belong to Problems.
const CHILD_TABS: readonly [string, ContestTabKey][] = [
  [paths.contest.problems.path, 'problems'],
  [paths.contest.problem.path, 'problems'],
  [paths.contest.submissionDetail.path, 'submissions'],
  [paths.contest.submissions.path, 'submissions'],
  [paths.contest.rank.path, 'rank'],
  [paths.contest.announcements.path, 'announcements'],
  [paths.contest.comment.path, 'comment'],
  [paths.contest.print.path, 'print'],
  [paths.contest.acInfo.path, 'acInfo'],
  [paths.contest.adminPrint.path, 'adminPrint'],
  [paths.contest.rejudge.path, 'rejudge'],
  [paths.contest.scrollBoardConfig.path, 'scrollBoard'],
];

/** The tab a pathname inside the shell belongs to: the overview for the shell itself (or anything unknown). */
export function contestTabOfPath(pathname: string): ContestTabKey {
  for (const [child, key] of CHILD_TABS) {
    if (matchPath({ path: `${paths.contest.shell.path}/${child}`, end: true }, pathname.replace(/\/$/, ''))) return key;
  }
  return 'overview';
}

/** True on a contest problem page (the shell shows its slim header there). */
export function isContestProblemPath(pathname: string): boolean {
  return matchPath({ path: `${paths.contest.shell.path}/${paths.contest.problem.path}`, end: true }, pathname.replace(/\/$/, '')) !== null;
}
