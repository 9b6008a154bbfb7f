import type { TagClassificationGroupDto } from '@oj/contracts';

/**
 * The tag browser's groups after a search: a case-insensitive substring match on tag names;
 * groups left without tags are dropped, the order is kept.
 */
export function filterTagGroups(groups: readonly TagClassificationGroupDto[], query: string): TagClassificationGroupDto[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return groups.filter((group) => group.tagList.length > 0);
  return groups
    .map((group) => ({ ...group, tagList: group.tagList.filter((tag) => tag.name.toLowerCase().includes(needle)) }))
    .filter((group) => group.tagList.length > 0);
}

/** Splits groups into rows of two for the browser's layout (spec 01 §2). */
export function pairs<T>(items: readonly T[]): T[][] {
  const rows: T[][] = [];
  for (let index = 0; index < items.length; index += 2) rows.push(items.slice(index, index + 2));
  return rows;
}
