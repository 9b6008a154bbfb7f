/** The board's participants: a profile, what search and order read of it, and submissions per problem. */
import type { StoredSubmission } from './rule.ts';
import type { BoardContest, BoardUser, BoardViewer } from './types.ts';

/** One participant of one board. */
export interface UserEntry {
  readonly uid: string;
  profile: BoardUser;
  /** Orders equal rows (the username). */
  sortName: string;
  /** Lower-cased username, nickname, school and team name, for the keyword filter. */
  searchText: string;
  /** The lower-cased real name, searched only by viewers who see real names (`showsRealnames`). */
  realnameText: string;
  isStar: boolean;
  /** Per problem column: the user's submissions to it, in submit order (time, then submitId). */
  readonly submissions: StoredSubmission[][];
}

function searchTextOf(profile: BoardUser): string {
  return [profile.username, profile.nickname, profile.school, profile.teamName]
    .filter((part): part is string => typeof part === 'string' && part !== '')
    .join('\n')
    .toLowerCase();
}

export function createUserEntry(profile: BoardUser, problemCount: number, isStar: boolean): UserEntry {
  return {
    uid: profile.uid,
    profile,
    sortName: profile.username,
    searchText: searchTextOf(profile),
    realnameText: profile.realname?.toLowerCase() ?? '',
    isStar,
    submissions: Array.from({ length: problemCount }, () => []),
  };
}

/** Replaces the profile and what is derived from it (the caller moves rows when sortName changes). */
export function setProfile(user: UserEntry, profile: BoardUser): void {
  user.profile = profile;
  user.sortName = profile.username;
  user.searchText = searchTextOf(profile);
  user.realnameText = profile.realname?.toLowerCase() ?? '';
}

/**
 * Whether a viewer sees real names on the board (issue 20 F8): the contest's admins, and everyone
 * when the contest shows real names (rankShowName). Others get no real name in a row and cannot find
 * a row by one. School and gender are the spec's public columns (and public on the user home page).
 */
export function showsRealnames(contest: Pick<BoardContest, 'rankShowName'>, viewer: BoardViewer): boolean {
  return viewer.isAdmin || contest.rankShowName === 'realname';
}

/** Whether a user's searchable text holds the (lower-case) keyword, the real name only when shown. */
export function matchesKeyword(user: UserEntry, keyword: string, withRealname: boolean): boolean {
  return user.searchText.includes(keyword) || (withRealname && user.realnameText.includes(keyword));
}

/** Whether `a` was submitted before `b`. */
export function submittedBefore(a: StoredSubmission, b: StoredSubmission): boolean {
  return a.submitTimeMs !== b.submitTimeMs ? a.submitTimeMs < b.submitTimeMs : a.submitId < b.submitId;
}

/** Inserts in submit order; new submissions are usually the latest, so it looks from the end. */
export function insertInOrder(list: StoredSubmission[], submission: StoredSubmission): void {
  let position = list.length;
  while (position > 0 && submittedBefore(submission, list[position - 1] as StoredSubmission)) position -= 1;
  list.splice(position, 0, submission);
}

/** Whether a list is in submit order. */
export function isInOrder(list: readonly StoredSubmission[]): boolean {
  for (let index = 1; index < list.length; index += 1) {
    if (submittedBefore(list[index] as StoredSubmission, list[index - 1] as StoredSubmission)) return false;
  }
  return true;
}

/** Sorts a list filled in bulk. */
export function sortInOrder(list: StoredSubmission[]): void {
  list.sort((a, b) => a.submitTimeMs - b.submitTimeMs || a.submitId - b.submitId);
}

/** The name shown on the board: username, nickname or realname as the contest says, else the username. */
export function shownName(profile: BoardUser, rankShowName: BoardContest['rankShowName']): string {
  const chosen = rankShowName === 'nickname' ? profile.nickname : rankShowName === 'realname' ? profile.realname : profile.username;
  return chosen !== undefined && chosen !== null && chosen.trim() !== '' ? chosen : profile.username;
}
