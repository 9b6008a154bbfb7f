// Star accounts (spec 03 §5: names trimmed, no duplicates, a warning otherwise). Pure.
import { CONTEST_STAR_ACCOUNTS_MAX } from '@oj/contracts';

/** Longest username of the platform. */
export const USERNAME_MAX = 20;

/** What adding names did: the new list, and the names left out with why. */
export interface StarUsersAdded {
  list: string[];
  duplicates: string[];
  tooLong: string[];
  /** Names left out because the list is full. */
  overflow: string[];
}

// Usernames are unique without regard to case (the account module's username key).
const key = (name: string) => name.toLocaleLowerCase();

/** Names typed or pasted: split on commas, semicolons and line breaks, each trimmed, blanks dropped. */
export function splitNames(input: string): string[] {
  return input
    .split(/[,;\n\r]+/)
    .map((name) => name.trim())
    .filter((name) => name !== '');
}

/** Adds the names of `input` to `list`, refusing duplicates (of the list or of each other), names over 20 characters and names past the cap. */
export function addStarUsers(list: readonly string[], input: string): StarUsersAdded {
  const result: StarUsersAdded = { list: [...list], duplicates: [], tooLong: [], overflow: [] };
  const seen = new Set(list.map(key));
  for (const name of splitNames(input)) {
    if (seen.has(key(name))) result.duplicates.push(name);
    else if (name.length > USERNAME_MAX) result.tooLong.push(name);
    else if (result.list.length >= CONTEST_STAR_ACCOUNTS_MAX) result.overflow.push(name);
    else {
      seen.add(key(name));
      result.list.push(name);
    }
  }
  return result;
}

/** The names that appear more than once (compared without case), for the save's check. */
export function duplicateNames(list: readonly string[]): string[] {
  const seen = new Set<string>();
  const repeated: string[] = [];
  for (const name of list) {
    const each = key(name.trim());
    if (seen.has(each) && !repeated.some((other) => key(other) === each)) repeated.push(name.trim());
    seen.add(each);
  }
  return repeated;
}
