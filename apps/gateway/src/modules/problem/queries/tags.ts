import type { DataSource } from 'typeorm';
import { IsNull } from 'typeorm';
import type { DifficultyDto, TagClassificationGroupDto, TagDto } from '@oj/contracts';
import { DifficultyEntity, TagClassificationEntity, TagEntity } from '@oj/db';
import type { TagRow } from '@oj/db';
import type { ProblemBank } from './filter.ts';

function toDto(tag: TagRow): TagDto {
  return { id: tag.id, name: tag.name, color: tag.color, oj: tag.oj, tcid: tag.tcid };
}

/** Site tags (not group tags) of one bank, or of every bank when `bank` is null, by name. */
export async function allTags(db: DataSource, bank: ProblemBank): Promise<TagDto[]> {
  const tags = await db.getRepository(TagEntity).find({
    where: { gid: IsNull(), ...(bank === null ? {} : { oj: bank }) },
    order: { name: 'ASC', id: 'ASC' },
  });
  return tags.map(toDto);
}

/** A group's own tags (made by its problem saves), by name. */
export async function groupTags(db: DataSource, gid: number): Promise<TagDto[]> {
  const tags = await db.getRepository(TagEntity).find({ where: { gid }, order: { name: 'ASC', id: 'ASC' } });
  return tags.map(toDto);
}

/**
 * The tag browser: each classification of the bank (by rank) with its tags, then the Unclassified
 * group (classification null) holding tags without a classification or whose classification is
 * gone. Classifications without tags are listed too; an empty Unclassified group is left out.
 */
export async function tagsByClassification(db: DataSource, bank: ProblemBank): Promise<TagClassificationGroupDto[]> {
  const [classifications, tags] = await Promise.all([
    db.getRepository(TagClassificationEntity).find({ where: bank === null ? {} : { oj: bank }, order: { rank: 'ASC', id: 'ASC' } }),
    allTags(db, bank),
  ]);
  const groups = classifications.map((classification) => ({
    classification: { id: classification.id, name: classification.name, oj: classification.oj },
    tagList: [] as TagDto[],
  }));
  const byId = new Map(groups.map((group) => [group.classification.id, group]));
  const unclassified: TagDto[] = [];
  for (const tag of tags) {
    const group = tag.tcid === null ? undefined : byId.get(tag.tcid);
    if (group) group.tagList.push(tag);
    else unclassified.push(tag);
  }
  return [...groups, ...(unclassified.length > 0 ? [{ classification: null, tagList: unclassified }] : [])];
}

/** The difficulty levels, by id. */
export async function difficultyLevels(db: DataSource): Promise<DifficultyDto[]> {
  const levels = await db.getRepository(DifficultyEntity).find({ order: { id: 'ASC' } });
  return levels.map(({ id, name, color }) => ({ id, name, color }));
}
