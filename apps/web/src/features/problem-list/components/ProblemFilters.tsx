import { useEffect, useState } from 'react';
import { Button, Checkbox, Input, Select, Tag } from 'antd';
import type { DifficultyDto, TagDto } from '@oj/contracts';
import { OWN_PROBLEM_BANK } from '@oj/contracts';
import { useTranslation } from '@oj/i18n';
import { useDifficultyName } from '@oj/ui';
import { ALL_BANKS, PROBLEM_BANKS } from '../query.ts';
import type { ProblemListFilters } from '../query.ts';

/** Props of ProblemFilters. */
export interface ProblemFiltersProps {
  filters: ProblemListFilters;
  difficulties: readonly DifficultyDto[];
  /** Every tag, to name the chips of the tag filter. */
  tags: readonly TagDto[];
  showTags: boolean;
  onChange: (filters: ProblemListFilters) => void;
  onShowTagsChange: (show: boolean) => void;
  onReset: () => void;
}

/** The filter bar of the problem list: bank, level, keyword, tag chips, Show Tags, Reset (spec 01 §2). */
export function ProblemFilters({ filters, difficulties, tags, showTags, onChange, onShowTagsChange, onReset }: ProblemFiltersProps) {
  const { t } = useTranslation();
  const difficultyName = useDifficultyName();
  const [keyword, setKeyword] = useState(filters.keyword);
  useEffect(() => {
    setKeyword(filters.keyword);
  }, [filters.keyword]);

  const bankLabel = (bank: string) => (bank === ALL_BANKS ? t('problem.bankAll') : bank === OWN_PROBLEM_BANK ? t('problem.bankMine') : bank);
  const tagName = (id: number) => tags.find((tag) => tag.id === id)?.name ?? `#${id}`;

  return (
    <div data-testid="problem-filters" style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
      <Select
        aria-label={t('problem.bank')}
        data-testid="filter-bank"
        value={filters.oj}
        style={{ width: 120 }}
        options={PROBLEM_BANKS.map((bank) => ({ value: bank, label: bankLabel(bank) }))}
        onChange={(oj: string) => {
          onChange({ ...filters, oj, tagIds: [], currentPage: 1 });
        }}
      />
      <Select
        aria-label={t('problem.level')}
        data-testid="filter-difficulty"
        value={filters.difficulty ?? -1}
        style={{ width: 110 }}
        options={[
          { value: -1, label: `${t('problem.level')}: ${t('difficulty.all')}` },
          ...difficulties.map((level) => ({ value: level.id, label: difficultyName(level, level.id) })),
        ]}
        onChange={(value: number) => {
          onChange({ ...filters, difficulty: value < 0 ? null : value, currentPage: 1 });
        }}
      />
      <Input.Search
        aria-label={t('problem.keyword')}
        data-testid="filter-keyword"
        placeholder={t('problem.keywordPlaceholder')}
        allowClear
        value={keyword}
        style={{ width: 220, maxWidth: '100%' }}
        onChange={(event) => {
          setKeyword(event.target.value);
        }}
        onSearch={(value) => {
          onChange({ ...filters, keyword: value.trim(), currentPage: 1 });
        }}
      />
      <Checkbox
        checked={showTags}
        onChange={(event) => {
          onShowTagsChange(event.target.checked);
        }}
        data-testid="show-tags"
      >
        {t('problem.showTags')}
      </Checkbox>
      <Button onClick={onReset} data-testid="filter-reset">
        {t('problem.reset')}
      </Button>
      {filters.tagIds.length > 0 ? (
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 4, flexBasis: '100%' }} data-testid="tag-chips">
          {filters.tagIds.map((id) => (
            <Tag
              key={id}
              closable
              color="blue"
              closeIcon={<span aria-label={t('problem.removeTag', { name: tagName(id) })}>×</span>}
              onClose={() => {
                onChange({ ...filters, tagIds: filters.tagIds.filter((tagId) => tagId !== id), currentPage: 1 });
              }}
            >
              {tagName(id)}
            </Tag>
          ))}
        </div>
      ) : null}
    </div>
  );
}
