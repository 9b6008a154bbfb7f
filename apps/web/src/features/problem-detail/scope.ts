import { createContext, useContext } from 'react';
import { paths } from '@/config/paths.ts';
import { chooseLanguage } from '@/lib/editor-settings.ts';

/**
 * Where a problem page is opened. The main problem page has cid 0; a contest problem page sets the
 * contest (its statement, submission, status checks and lists become the contest's) and the
 * contest's submit rules; a training problem page sets the training (`tid`: its statement and
 * problem list, and submissions that carry the training).
 */
export interface ProblemScope {
  /** 0 outside contests. */
  cid: number;
  /** The training the page is opened in; absent or 0 outside trainings. */
  tid?: number;
  /**
   * The group the page is opened in (spec 03 §2.9: a group's problem opened from its problems tab):
   * its statement is asked with the group, its navigation is the group's list, submissions carry the gid.
   */
  gid?: number;
  /**
   * A timed work's problem page (spec 02 §2): its statement and problem list are the timed work's
   * (homework/ calls), `cid` is its id + 50000, and submissions carry its id as displayTid.
   */
  timedWork?: { tid: number };
  /** The full-screen variant: no app bar around it, so no focus mode; links stay full screen. */
  fullScreen?: boolean;
  /** Why submitting is closed (a message), or null while it is open. */
  submitClosed?: string | null;
  /**
   * Runs when the user submits, before anything is sent (contest access, the OI overwrite
   * confirmation); resolves false to stop the submission.
   */
  beforeSubmit?: (problem: { myStatus: number }) => Promise<boolean>;
}

const MAIN_SCOPE: ProblemScope = { cid: 0 };

const ProblemScopeContext = createContext<ProblemScope>(MAIN_SCOPE);

/** Sets the scope of the problem page below it. */
export const ProblemScopeProvider = ProblemScopeContext.Provider;

/** The scope of this problem page (the main problem bank unless a contest page set one). */
export function useProblemScope(): ProblemScope {
  return useContext(ProblemScopeContext);
}

/** The language C++ is listed as. */
export const CPP_LANGUAGE = 'C++';

/**
 * Spec 02 §5, a contest problem's starting language: the saved one if the problem accepts it,
 * else C++ if it does, else the first it lists.
 */
export function chooseContestLanguage(saved: string | null, allowed: readonly string[]): string | null {
  if (saved && allowed.includes(saved)) return saved;
  if (allowed.includes(CPP_LANGUAGE)) return CPP_LANGUAGE;
  return chooseLanguage(null, allowed);
}

/** The starting language rule of a scope: the contest's, or the main page's (spec 01 §4). */
export function languageRuleOf(scope: ProblemScope): (saved: string | null, allowed: readonly string[]) => string | null {
  return scope.cid > 0 ? chooseContestLanguage : chooseLanguage;
}

/** Key of the editor's saved state: per contest problem inside a contest, per problem outside. */
export function editorStorageKey(scope: ProblemScope, problemParam: string): string {
  if (scope.cid > 0) return `contest.${scope.cid}.${problemParam}`;
  return (scope.tid ?? 0) > 0 ? `training.${scope.tid}.${problemParam}` : problemParam;
}

/**
 * Where a submission of this page opens: the contest's submission page inside a contest, else the
 * status page's (a timed work has none of its own; its rules hide the result there too).
 */
export function submissionDetailHref(scope: ProblemScope, displayId: string, submitId: number): string {
  if (scope.cid > 0 && !scope.timedWork) return paths.contest.submissionDetail.getHref(scope.cid, displayId, submitId);
  return (scope.gid ?? 0) > 0 ? paths.group.submissionDetail.getHref(scope.gid ?? 0, submitId) : paths.status.detail.getHref(submitId);
}
