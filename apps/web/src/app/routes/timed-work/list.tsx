import { useMemo } from 'react';
import { Card, Input, Radio, Space } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import type { TimedWorkDto } from '@oj/contracts';
import { selectIsLoggedIn } from '@oj/api-client/core';
import { useGetTimedWorkListQuery } from '@oj/api-client/timed-work';
import { useTranslation } from '@oj/i18n';
import { useFeedback } from '@oj/ui';
import { useViewportClass } from '@/app/layout/breakpoints.ts';
import { useAppDispatch, useAppSelector } from '@/app/store.ts';
import { paths } from '@/config/paths.ts';
import { authDialogOpened } from '@/features/auth/auth-slice.ts';
import { TimedWorkListTable } from '@/features/timed-work/components/TimedWorkListTable.tsx';
import { useDocumentTitle } from '@/hooks/use-document-title.ts';

const STATUSES = ['-1', '0', '1'] as const;

/**
 * The timed work list (spec 02 §2): a status filter (all, scheduled, running, ended), a keyword,
 * page size 10, all in the URL query. Opening one while signed out warns and opens the login.
 */
export function TimedWorkListPage() {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const viewport = useViewportClass();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const [search, setSearch] = useSearchParams();
  const status = search.get('status') ?? '';
  const keyword = search.get('keyword') ?? '';
  const currentPage = Math.max(1, Number(search.get('currentPage')) || 1);
  const request = useMemo(() => {
    const query: { currentPage: number; status?: number; keyword?: string } = { currentPage };
    if ((STATUSES as readonly string[]).includes(status)) query.status = Number(status);
    if (keyword.trim()) query.keyword = keyword.trim();
    return query;
  }, [currentPage, status, keyword]);
  const list = useGetTimedWorkListQuery(request);
  useDocumentTitle(t('page.timedworkList'));
  const update = (next: { status?: string; keyword?: string; currentPage?: number }) => {
    const params = new URLSearchParams();
    const merged = { status, keyword, currentPage: 1, ...next };
    if (merged.status) params.set('status', merged.status);
    if (merged.keyword) params.set('keyword', merged.keyword);
    if (merged.currentPage > 1) params.set('currentPage', String(merged.currentPage));
    setSearch(params);
  };
  const open = (work: TimedWorkDto) => {
    if (!loggedIn) {
      void message.warning(t('timedWork.loginFirst'));
      dispatch(authDialogOpened('login'));
      return;
    }
    void navigate(paths.timedwork.detail.getHref(work.id));
  };
  return (
    <Card title={t('timedWork.listTitle')} data-testid="timed-work-list">
      <Space wrap style={{ marginBottom: 12 }}>
        <Radio.Group
          value={status}
          onChange={(event) => {
            update({ status: String(event.target.value) });
          }}
          optionType="button"
          data-testid="timed-work-status-filter"
        >
          <Radio.Button value="">{t('timedWork.filters.all')}</Radio.Button>
          {STATUSES.map((code) => (
            <Radio.Button key={code} value={code}>
              {t(`timedWork.status.${code}`)}
            </Radio.Button>
          ))}
        </Radio.Group>
        <Input.Search
          defaultValue={keyword}
          placeholder={t('timedWork.filters.keyword')}
          allowClear
          onSearch={(value) => {
            update({ keyword: value });
          }}
          style={{ width: 240 }}
          data-testid="timed-work-keyword"
        />
      </Space>
      <TimedWorkListTable
        records={list.data?.records ?? []}
        total={list.data?.total ?? 0}
        loading={list.isFetching}
        currentPage={currentPage}
        compact={viewport === 'mobile'}
        onPageChange={(page) => {
          update({ currentPage: page });
        }}
        onOpen={open}
      />
    </Card>
  );
}
