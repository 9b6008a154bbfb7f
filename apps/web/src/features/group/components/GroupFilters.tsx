import { PlusOutlined } from '@ant-design/icons';
import { Button, Input, Select, Space, Switch, Tooltip } from 'antd';
import { GroupAuth } from '@oj/contracts';
import { useTranslation } from '@oj/i18n';
import { groupAuthKey } from '../labels.ts';
import type { GroupListFilters } from '../query.ts';

/** The list's filters (spec 03 §2.4): keyword, auth, onlyMine (disabled for guests), and the create button. */
export function GroupFilters({
  filters,
  loggedIn,
  onChange,
  onCreate,
}: {
  filters: GroupListFilters;
  loggedIn: boolean;
  onChange: (next: GroupListFilters) => void;
  onCreate: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Space wrap size={12}>
      <Input.Search
        allowClear
        defaultValue={filters.keyword}
        placeholder={t('group.filters.keyword')}
        style={{ width: 240 }}
        onSearch={(keyword) => {
          onChange({ ...filters, keyword, currentPage: 1 });
        }}
        data-testid="group-filter-keyword"
      />
      <Select
        style={{ width: 140 }}
        value={filters.auth}
        aria-label={t('group.filters.auth')}
        onChange={(auth: number) => {
          onChange({ ...filters, auth, currentPage: 1 });
        }}
        options={[
          { value: 0, label: t('group.filters.all') },
          ...[GroupAuth.Public, GroupAuth.Protected, GroupAuth.Private].map((value) => ({ value, label: t(groupAuthKey(value)) })),
        ]}
      />
      <Space size={6}>
        <Switch
          checked={loggedIn && filters.onlyMine}
          disabled={!loggedIn}
          onChange={(onlyMine) => {
            onChange({ ...filters, onlyMine, currentPage: 1 });
          }}
          aria-label={t('group.filters.onlyMine')}
          data-testid="group-filter-only-mine"
        />
        <span>{t('group.filters.onlyMine')}</span>
      </Space>
      <Tooltip title={loggedIn ? undefined : t('group.loginFirst')}>
        <Button type="primary" icon={<PlusOutlined />} onClick={onCreate} data-testid="group-create">
          {t('group.create')}
        </Button>
      </Tooltip>
    </Space>
  );
}
