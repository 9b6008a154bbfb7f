import { useEffect, useState } from 'react';
import { ReloadOutlined } from '@ant-design/icons';
import { Button, Input, Select, Switch } from 'antd';
import { VERDICT_INFO } from '@oj/contracts';
import type { VerdictCode } from '@oj/contracts';
import { useTranslation } from '@oj/i18n';
import type { SubmissionFilters } from '../query.ts';

// Statuses worth filtering by; the transient local ones (Submitting, Not Submitted) are left out.
const FILTER_STATUSES: readonly VerdictCode[] = [0, -1, 1, 2, 3, -3, -2, 8, 4, 5, 6, 7, -4, 10, -5];

/** Props of SubmissionFiltersBar. */
export interface SubmissionFiltersBarProps {
  filters: SubmissionFilters;
  loggedIn: boolean;
  refreshing: boolean;
  onChange: (filters: SubmissionFilters) => void;
  /** Mine was switched on without a session: the caller warns and opens the login dialog. */
  onNeedLogin: () => void;
  onRefresh: () => void;
}

/** Mine/All, status, problem id, author and Refresh (spec 01 §2). */
export function SubmissionFiltersBar({ filters, loggedIn, refreshing, onChange, onNeedLogin, onRefresh }: SubmissionFiltersBarProps) {
  const { t } = useTranslation();
  const [problemID, setProblemID] = useState(filters.problemID);
  const [username, setUsername] = useState(filters.username);
  useEffect(() => {
    setProblemID(filters.problemID);
  }, [filters.problemID]);
  useEffect(() => {
    setUsername(filters.username);
  }, [filters.username]);

  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }} data-testid="submission-filters">
      <Switch
        checked={filters.onlyMine && loggedIn}
        checkedChildren={t('submission.mine')}
        unCheckedChildren={t('submission.all')}
        data-testid="filter-mine"
        onChange={(checked) => {
          // Without a session the switch stays off (spec 01 §2).
          if (checked && !loggedIn) {
            onNeedLogin();
            return;
          }
          onChange({ ...filters, onlyMine: checked, username: checked ? '' : filters.username, currentPage: 1 });
        }}
      />
      <Select
        aria-label={t('submission.status')}
        style={{ width: 190 }}
        value={filters.status ?? 'all'}
        data-testid="filter-status"
        options={[
          { value: 'all', label: `${t('submission.status')}: ${t('submission.allStatus')}` },
          ...FILTER_STATUSES.map((code) => ({ value: code, label: `${VERDICT_INFO[code].short} · ${t(`verdict.${code}`)}` })),
        ]}
        onChange={(value: number | 'all') => {
          onChange({ ...filters, status: value === 'all' ? null : value, currentPage: 1 });
        }}
      />
      <Input.Search
        allowClear
        placeholder={t('submission.problemId')}
        style={{ width: 170 }}
        value={problemID}
        data-testid="filter-problem"
        onChange={(event) => {
          setProblemID(event.target.value);
        }}
        onSearch={(value) => {
          onChange({ ...filters, problemID: value.trim(), currentPage: 1 });
        }}
      />
      <Input.Search
        allowClear
        placeholder={t('submission.author')}
        style={{ width: 170 }}
        value={filters.onlyMine ? '' : username}
        disabled={filters.onlyMine}
        data-testid="filter-author"
        onChange={(event) => {
          setUsername(event.target.value);
        }}
        onSearch={(value) => {
          onChange({ ...filters, username: value.trim(), currentPage: 1 });
        }}
      />
      <Button icon={<ReloadOutlined />} loading={refreshing} onClick={onRefresh} data-testid="submissions-refresh">
        {t('submission.refresh')}
      </Button>
    </div>
  );
}
