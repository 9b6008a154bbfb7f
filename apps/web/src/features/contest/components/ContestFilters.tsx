import { useEffect, useState } from 'react';
import { Input, Segmented, Select } from 'antd';
import { ContestStatus, ContestType } from '@oj/contracts';
import { useTranslation } from '@oj/i18n';
import type { ContestListFilters } from '../query.ts';

const ALL = 'all';

/** The contest list's filters (spec 02 §2): status (all, scheduled, running, ended), rule type and keyword. */
export function ContestFilters({ filters, onChange }: { filters: ContestListFilters; onChange: (filters: ContestListFilters) => void }) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState(filters.keyword);
  useEffect(() => {
    setKeyword(filters.keyword);
  }, [filters.keyword]);
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }} data-testid="contest-filters">
      <Segmented<number | typeof ALL>
        aria-label={t('contest.filters.status')}
        value={filters.status ?? ALL}
        data-testid="filter-contest-status"
        options={[
          { value: ALL, label: t('contest.filters.all') },
          { value: ContestStatus.Scheduled, label: t('contest.status.-1') },
          { value: ContestStatus.Running, label: t('contest.status.0') },
          { value: ContestStatus.Ended, label: t('contest.status.1') },
        ]}
        onChange={(value) => {
          onChange({ ...filters, status: value === ALL ? null : value, currentPage: 1 });
        }}
      />
      <Select<number | typeof ALL>
        aria-label={t('contest.filters.rule')}
        style={{ width: 150 }}
        value={filters.type ?? ALL}
        data-testid="filter-contest-rule"
        options={[
          { value: ALL, label: `${t('contest.filters.rule')}: ${t('contest.filters.all')}` },
          { value: ContestType.ACM, label: t('contest.rule.0') },
          { value: ContestType.OI, label: t('contest.rule.1') },
        ]}
        onChange={(value) => {
          onChange({ ...filters, type: value === ALL ? null : value, currentPage: 1 });
        }}
      />
      <Input.Search
        allowClear
        aria-label={t('contest.filters.keyword')}
        placeholder={t('contest.filters.keyword')}
        style={{ width: 220 }}
        value={keyword}
        data-testid="filter-contest-keyword"
        onChange={(event) => {
          setKeyword(event.target.value);
        }}
        onSearch={(value) => {
          onChange({ ...filters, keyword: value.trim(), currentPage: 1 });
        }}
      />
    </div>
  );
}
