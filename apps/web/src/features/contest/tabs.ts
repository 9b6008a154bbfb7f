import { ContestAuth, ContestStatus, ContestType } from '@oj/contracts';
import type { ContestStatusCode } from './countdown.ts';

/** The tabs of the contest shell (spec 02 §2), in their order. */
export const CONTEST_TAB_KEYS = [
  'overview',
  'problems',
  'submissions',
  'rank',
  'announcements',
  'comment',
  'print',
  'acInfo',
  'adminPrint',
  'rejudge',
  'scrollBoard',
] as const;
export type ContestTabKey = (typeof CONTEST_TAB_KEYS)[number];

/** What decides which tabs show and which are disabled. */
export interface ContestTabFacts {
  type: number;
  auth: number;
  status: ContestStatusCode;
  openPrint: boolean;
  /** Contest admin: the author, a super admin, or a group member of level 5 (server-decided). */
  isAdmin: boolean;
  superAdmin: boolean;
  access: boolean;
  /** The site's contest-comment setting. */
  commentOn: boolean;
}

/** A tab as the shell shows it. */
export interface ContestTab {
  key: ContestTabKey;
  disabled: boolean;
}

/**
 * Spec 02 §2 "Private contest menus are disabled without access unless the viewer is an admin. A
 * scheduled contest disables menus for non-admins." The overview (with the password form) stays open.
 */
export function contestMenuDisabled(facts: Pick<ContestTabFacts, 'auth' | 'status' | 'isAdmin' | 'access'>): boolean {
  if (facts.isAdmin) return false;
  if (facts.status === ContestStatus.Scheduled) return true;
  return facts.auth === ContestAuth.Private && !facts.access;
}

/** Whether a tab exists for this viewer and contest (spec 02 §2). */
function tabShown(key: ContestTabKey, facts: ContestTabFacts): boolean {
  const acm = facts.type === ContestType.ACM;
  switch (key) {
    case 'comment':
      return facts.commentOn;
    case 'print':
      return facts.openPrint;
    case 'acInfo':
    case 'scrollBoard':
      return facts.isAdmin && acm;
    case 'adminPrint':
      return facts.isAdmin && facts.openPrint;
    case 'rejudge':
      return facts.superAdmin;
    default:
      return true;
  }
}

/** The shell's tabs with their conditions and disabled states. */
export function contestTabs(facts: ContestTabFacts): ContestTab[] {
  const locked = contestMenuDisabled(facts);
  return CONTEST_TAB_KEYS.filter((key) => tabShown(key, facts)).map((key) => ({ key, disabled: key !== 'overview' && locked }));
}
