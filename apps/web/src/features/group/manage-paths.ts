import type { ManagePaths } from '@oj/manage';
import { paths } from '@/config/paths.ts';

/** Where the management screens mounted in a group's admin mode lead: its tabs. */
export function groupManagePaths(gid: number): ManagePaths {
  const contest = (cid: number) => `${paths.group.contests.getHref(gid)}/${encodeURIComponent(String(cid))}`;
  return {
    problemList: () => paths.group.problems.getHref(gid),
    contestList: () => paths.group.contests.getHref(gid),
    contestEdit: (cid) => `${contest(cid)}/edit`,
    contestProblems: (cid) => `${contest(cid)}/problems`,
    contestAnnouncements: (cid) => `${contest(cid)}/announcements`,
    contestSubmissions: (cid) => `${contest(cid)}/submissions`,
    contestProblemEdit: (cid, pid) => `${contest(cid)}/problem/${encodeURIComponent(String(pid))}/edit`,
  };
}
