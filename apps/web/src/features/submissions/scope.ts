import { createContext, useContext } from 'react';
import { paths } from '@/config/paths.ts';

/**
 * Where submissions are listed: the status page (cid 0), or a contest, whose pages list the
 * contest's submissions (judge-dispatch's contest-submissions), check them with the contest's call
 * and link to the contest's problem and submission pages.
 */
export interface SubmissionScope {
  /** 0 outside contests. */
  cid: number;
  /** A timed work's list (cid = its id + 50000): its problem pages, and the status page's details. */
  timedWorkId?: number;
  /** A group's submissions tab (spec 03 §2.5): the group's rows, its problem and submission pages. */
  gid?: number;
}

const SubmissionScopeContext = createContext<SubmissionScope>({ cid: 0 });

/** Sets the scope of the submission pages below it. */
export const SubmissionScopeProvider = SubmissionScopeContext.Provider;

/** The scope of these submission pages (the status page unless a contest set one). */
export function useSubmissionScope(): SubmissionScope {
  return useContext(SubmissionScopeContext);
}

/** Links of a submission row in its scope. */
export function submissionLinks(scope: SubmissionScope) {
  const { cid, timedWorkId, gid } = scope;
  if (gid !== undefined && gid > 0) {
    return {
      problem: (row: { displayId: string; displayPid: string }) => paths.group.problem.getHref(gid, row.displayPid),
      detail: (row: { submitId: number; displayId: string }) => paths.group.submissionDetail.getHref(gid, row.submitId),
    };
  }
  if (timedWorkId !== undefined) {
    return {
      problem: (row: { displayId: string; displayPid: string }) => paths.timedwork.problem.getHref(timedWorkId, row.displayId),
      detail: (row: { submitId: number; displayId: string }) => paths.status.detail.getHref(row.submitId),
    };
  }
  return {
    problem: (row: { displayId: string; displayPid: string }) =>
      cid > 0 ? paths.contest.problem.getHref(cid, row.displayId) : paths.problem.detail.getHref(row.displayPid),
    detail: (row: { submitId: number; displayId: string }) =>
      cid > 0 ? paths.contest.submissionDetail.getHref(cid, row.displayId, row.submitId) : paths.status.detail.getHref(row.submitId),
  };
}
