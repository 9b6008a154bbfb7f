import { useMemo } from 'react';
import { Card } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import type { TrainingListRecordDto } from '@oj/contracts';
import { selectIsLoggedIn } from '@oj/api-client/core';
import { useGetTrainingCategoriesQuery, useGetTrainingListQuery } from '@oj/api-client/training';
import { useTranslation } from '@oj/i18n';
import { useFeedback } from '@oj/ui';
import { useViewportClass } from '@/app/layout/breakpoints.ts';
import { useAppDispatch, useAppSelector } from '@/app/store.ts';
import { paths } from '@/config/paths.ts';
import { authDialogOpened } from '@/features/auth/auth-slice.ts';
import { TrainingFilters } from '@/features/training/components/TrainingFilters.tsx';
import { TrainingListTable } from '@/features/training/components/TrainingListTable.tsx';
import { parseTrainingListQuery, trainingListRequest, trainingListSearch } from '@/features/training/query.ts';
import type { TrainingListFilters } from '@/features/training/query.ts';
import { useDocumentTitle } from '@/hooks/use-document-title.ts';

/**
 * The training list (spec 02 §2): category, auth and keyword filters and the page in the URL query,
 * page size 15; the progress column for signed-in users. Opening a training asks visitors to sign in.
 */
export function TrainingListPage() {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const filters = useMemo(() => parseTrainingListQuery(search), [search]);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const viewport = useViewportClass();
  const list = useGetTrainingListQuery(trainingListRequest(filters));
  const categories = useGetTrainingCategoriesQuery(undefined);
  useDocumentTitle(t('page.trainingList'));

  const update = (next: TrainingListFilters) => {
    setSearch(trainingListSearch(next));
  };
  const open = (training: TrainingListRecordDto) => {
    if (!loggedIn) {
      void message.warning(t('training.loginFirst'));
      dispatch(authDialogOpened('login'));
      return;
    }
    void navigate(paths.training.detail.getHref(training.id));
  };

  return (
    <Card title={t('training.listTitle')} size={viewport === 'mobile' ? 'small' : 'medium'} data-testid="training-list">
      <div style={{ marginBottom: 12 }}>
        <TrainingFilters filters={filters} categories={categories.data ?? []} onChange={update} />
      </div>
      <TrainingListTable
        records={list.data?.records ?? []}
        total={list.data?.total ?? 0}
        loading={list.isFetching}
        currentPage={filters.currentPage}
        showProgress={loggedIn}
        compact={viewport === 'mobile'}
        onPageChange={(currentPage) => {
          update({ ...filters, currentPage });
        }}
        onOpen={open}
      />
    </Card>
  );
}
