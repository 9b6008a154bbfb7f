// The Tags page's pure rules: duplicate names, colours, rank order. Shared by the forms and tested alone.
import { REMOTE_JUDGES } from '@oj/contracts';
import type { AdminTagClassificationDto, AdminTagListRecordDto } from '@oj/contracts';

/** A tag name's longest length (the tag table's column). */
export const TAG_NAME_MAX = 100;
/** The largest rank a classification may have. */
export const RANK_MAX = 2_147_483_647;
/** Difficulty levels are stored in a tinyint. */
export const DIFFICULTY_LEVEL_MAX = 127;

/** The bank key of the platform's own problems and tags. */
export const OWN_BANK = 'ME';

/** Every bank a tag or classification may belong to: the platform's own, then the remote judges. */
export const BANKS: readonly string[] = [OWN_BANK, ...REMOTE_JUDGES];

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** True for #rgb or #rrggbb. */
export function isHexColor(value: string): boolean {
  return HEX_COLOR.test(value.trim());
}

/** Names compare as the database's collation does: trimmed and case-insensitive. */
function sameName(a: string, b: string): boolean {
  return a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();
}

/**
 * True when another site tag of the same bank already has this name (spec 03 §5: duplicate tag
 * rejected). `exceptId` is the tag being edited. Group tags (gid set) live in their own namespace.
 */
export function isDuplicateTag(tags: readonly AdminTagListRecordDto[], name: string, oj: string, exceptId?: number): boolean {
  return tags.some((tag) => tag.gid === null && tag.id !== exceptId && tag.oj === oj && sameName(tag.name, name));
}

/** Classifications in the order the tag browser shows them: rank ascending, then id. */
export function byRank(classifications: readonly AdminTagClassificationDto[]): AdminTagClassificationDto[] {
  return [...classifications].sort((a, b) => a.rank - b.rank || a.id - b.id);
}

/** Tags whose name contains the keyword (case-insensitive); all of them for an empty keyword. */
export function filterTags(tags: readonly AdminTagListRecordDto[], keyword: string, oj: string): AdminTagListRecordDto[] {
  const needle = keyword.trim().toLocaleLowerCase();
  return tags.filter((tag) => (oj === '' || tag.oj === oj) && (needle === '' || tag.name.toLocaleLowerCase().includes(needle)));
}
