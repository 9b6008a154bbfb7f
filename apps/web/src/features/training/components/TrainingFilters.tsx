import { Input, Radio, Space } from 'antd';
import type { TrainingCategoryDto } from '@oj/contracts';
import { useTranslation } from '@oj/i18n';
import { ColorTag } from '@oj/ui';
import type { TrainingListFilters } from '../query.ts';

/** Props of TrainingFilters. */
export interface TrainingFiltersProps {
  filters: TrainingListFilters;
  categories: readonly TrainingCategoryDto[];
  onChange: (next: TrainingListFilters) => void;
}

/** The training list's filters (spec 02 §2): category tags in their colours, auth, keyword. A change goes back to page 1. */
export function TrainingFilters({ filters, categories, onChange }: TrainingFiltersProps) {
  const { t } = useTranslation();
  const change = (patch: Partial<TrainingListFilters>) => {
    onChange({ ...filters, ...patch, currentPage: 1 });
  };
  return (
    <Space orientation="vertical" size={10} style={{ width: '100%' }} data-testid="training-filters">
      <Space wrap size={[6, 6]} data-testid="training-categories">
        <span style={{ fontWeight: 600 }}>{t('training.filters.category')}:</span>
        <ColorTag
          color={filters.categoryId === 0 ? 'blue' : 'default'}
          style={{ cursor: 'pointer' }}
          onClick={() => {
            change({ categoryId: 0 });
          }}
        >
          {t('training.filters.all')}
        </ColorTag>
        {categories.map((category) => (
          <ColorTag
            key={category.id}
            color={category.color}
            data-testid="training-category-filter"
            style={{ cursor: 'pointer', outline: filters.categoryId === category.id ? `2px solid ${category.color}` : undefined, outlineOffset: 1 }}
            onClick={() => {
              change({ categoryId: filters.categoryId === category.id ? 0 : category.id });
            }}
          >
            {category.name}
          </ColorTag>
        ))}
      </Space>
      <Space wrap>
        <Radio.Group
          value={filters.auth}
          optionType="button"
          size="small"
          data-testid="training-auth-filter"
          onChange={(event) => {
            change({ auth: event.target.value as TrainingListFilters['auth'] });
          }}
          options={[
            { value: '', label: t('training.filters.all') },
            { value: 'Public', label: t('training.auth.Public') },
            { value: 'Private', label: t('training.auth.Private') },
          ]}
        />
        <Input.Search
          allowClear
          defaultValue={filters.keyword}
          placeholder={t('training.filters.keyword')}
          style={{ width: 240 }}
          data-testid="training-keyword"
          onSearch={(keyword) => {
            change({ keyword });
          }}
        />
      </Space>
    </Space>
  );
}
