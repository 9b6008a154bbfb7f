import type { ManagePaths } from '@oj/manage';
import { paths } from '@/config/paths.ts';

/** Where the management screens (@oj/manage) lead inside group `gid`: its tabs' admin modes and its contest screens. */
export function groupManagePaths(gid: number): ManagePaths {
  return {
    problemList: () => paths.group.problemAdmin.getHref(gid),
    contestList: () => paths.group.contestAdmin.getHref(gid),
    contestCreate: () => paths.group.contestCreate.getHref(gid),
    contestEdit: (cid) => paths.group.contestEdit.getHref(gid, cid),
    contestProblems: (cid) => paths.group.contestProblems.getHref(gid, cid),
    contestAnnouncements: (cid) => paths.group.contestAnnouncements.getHref(gid, cid),
    // A group contest's submissions are the contest's own page (its admins see them all).
    contestSubmissions: (cid) => paths.contest.submissions.getHref(cid),
    contestProblemEdit: () => paths.group.problemAdmin.getHref(gid),
  };
}
