import { DEFAULT_PROBLEM_PAGE_SIZE, MAX_PROBLEM_PAGE_SIZE, OWN_PROBLEM_BANK, ProblemMessage, REMOTE_JUDGES } from '@oj/contracts';
import { fail } from '@oj/service-kit';

/** Which bank to list: own problems, one remote judge's, or all (null). */
export type ProblemBank = typeof OWN_PROBLEM_BANK | (typeof REMOTE_JUDGES)[number] | null;

/** Parses `oj`: empty or ALL = every bank, ME = own problems, else a remote judge key (any case). */
export function parseBank(raw: string | undefined): ProblemBank {
  const key = (raw ?? '').trim().toUpperCase();
  if (key === '' || key === 'ALL') return null;
  if (key === OWN_PROBLEM_BANK) return OWN_PROBLEM_BANK;
  const remote = REMOTE_JUDGES.find((judge) => judge === key);
  if (!remote) throw fail(ProblemMessage.badOj);
  return remote;
}

/**
 * Parses `tagId`, a JSON list of tag ids (a bare id is taken as a list of one). Anything else
 * falls back to no tag filter (spec 01 §2: an unparseable tagId becomes an empty list).
 */
export function parseTagIds(raw: string | undefined): number[] {
  if (raw === undefined || raw.trim() === '') return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  const list: unknown[] = Array.isArray(parsed) ? parsed : [parsed];
  if (!list.every((item): item is number => Number.isSafeInteger(item) && (item as number) > 0)) return [];
  return [...new Set(list)];
}

// The SQL OFFSET must stay an integer literal: 1e21 rows in, JavaScript writes "1e+21" and the
// query fails. Far beyond any bank, so a page past it is as empty as the page it replaces.
const MAX_OFFSET = 2_147_483_647;

/** Page and size of a list: pages below 1 become 1, sizes default to 30 and are capped at 100, offsets at 2^31. */
export function pageOf(currentPage: number | undefined, limit: number | undefined): { page: number; limit: number } {
  const size = limit === undefined || limit < 1 ? DEFAULT_PROBLEM_PAGE_SIZE : Math.min(limit, MAX_PROBLEM_PAGE_SIZE);
  const page = currentPage === undefined || currentPage < 1 ? 1 : Math.min(currentPage, Math.floor(MAX_OFFSET / size) + 1);
  return { page, limit: size };
}

/** Escapes LIKE wildcards so a keyword matches literally. */
export function likeContains(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
