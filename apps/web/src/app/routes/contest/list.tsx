import { useMemo } from 'react';
import { Card } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import type { ContestListRecordDto } from '@oj/contracts';
import { selectIsLoggedIn } from '@oj/api-client/core';
import { useGetContestListQuery } from '@oj/api-client/contest';
import { useTranslation } from '@oj/i18n';
import { useFeedback } from '@oj/ui';
import { useViewportClass } from '@/app/layout/breakpoints.ts';
import { useAppDispatch, useAppSelector } from '@/app/store.ts';
import { paths } from '@/config/paths.ts';
import { authDialogOpened } from '@/features/auth/auth-slice.ts';
import { ContestFilters } from '@/features/contest/components/ContestFilters.tsx';
import { ContestListTable } from '@/features/contest/components/ContestListTable.tsx';
import { contestListRequest, contestListSearch, parseContestListQuery } from '@/features/contest/query.ts';
import type { ContestListFilters } from '@/features/contest/query.ts';
import { useDocumentTitle } from '@/hooks/use-document-title.ts';

/**
 * The contest list (spec 02 §2): filters (status, keyword, rule type) and the page in the URL query,
 * page size 10. Visitors may browse it; opening a contest asks them to sign in first.
 */
export function ContestListPage() {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const filters = useMemo(() => parseContestListQuery(search), [search]);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const viewport = useViewportClass();
  const list = useGetContestListQuery(contestListRequest(filters));
  useDocumentTitle(t('page.contestList'));

  const update = (next: ContestListFilters) => {
    setSearch(contestListSearch(next));
  };
  const open = (contest: ContestListRecordDto) => {
    if (!loggedIn) {
      void message.warning(t('contest.loginFirst'));
      dispatch(authDialogOpened('login'));
      return;
    }
    void navigate(paths.contest.detail.getHref(contest.id));
  };

  return (
    <Card title={t('contest.listTitle')} size={viewport === 'mobile' ? 'small' : 'medium'} data-testid="contest-list">
      <div style={{ marginBottom: 12 }}>
        <ContestFilters filters={filters} onChange={update} />
      </div>
      <ContestListTable
        records={list.data?.records ?? []}
        total={list.data?.total ?? 0}
        loading={list.isFetching}
        currentPage={filters.currentPage}
        compact={viewport === 'mobile'}
        onPageChange={(currentPage) => {
          update({ ...filters, currentPage });
        }}
        onOpen={open}
      />
    </Card>
  );
}
