import type { ReactNode } from 'react';
import type { AdminProblemSavedDto } from '@oj/contracts';

/**
 * What a page hosting the problem editor elsewhere adds to it: a contest's problem pages
 * (spec 03 §2.19 contest/{id}/problem/create and /edit) create the problem with auth 3, show the
 * contest's own fields (display id, display title, balloon) and link the saved problem to the contest;
 * a group's admin mode (spec 03 §2.9) saves through the group's calls.
 */
export interface ProblemEditorContext {
  /**
   * The group whose problem this is (its admin mode in the web app): the save goes to the group's
   * calls (POST/PUT /group/problem), the test-data upload carries the gid, the group's own tags join
   * the site's. The host strips the group's short-name prefix from the display id it loads.
   */
  gid?: number;
  /** Visibility of a new problem (3: created inside a contest). */
  newProblemAuth?: number;
  /** The page's title instead of the bank's. */
  title?: string;
  /** The host's fields, shown after the basic section. */
  fields?: ReactNode;
  /** The host's refusals (texts), checked with the editor's own before anything is sent. */
  validate?: () => string[];
  /**
   * Runs once the problem is saved. False keeps the editor where it is; a host whose call failed
   * after a create must move to the problem's edit page itself, so a second save is no second create.
   */
  afterSave?: (saved: AdminProblemSavedDto) => Promise<boolean>;
  /** Where the editor goes once saved (the problem list otherwise). */
  doneHref?: string;
}
