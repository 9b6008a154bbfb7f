/** Page arguments of the list calls: a page below 1 is 1 (spec 02 §5); a limit outside 1..max is the default. */
export interface Paging {
  page: number;
  limit: number;
  offset: number;
}

/** The page and limit a list call reads, from what the caller sent. */
export function pagingOf(currentPage: number | null | undefined, limit: number | null | undefined, defaultLimit: number, maxLimit = 100): Paging {
  const page = typeof currentPage === 'number' && currentPage >= 1 && currentPage <= 1_000_000 ? currentPage : 1;
  const size = typeof limit === 'number' && limit >= 1 && limit <= maxLimit ? limit : defaultLimit;
  return { page, limit: size, offset: (page - 1) * size };
}

/** `%text%` for LIKE, with the wildcards of the text escaped. */
export function likeContains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
