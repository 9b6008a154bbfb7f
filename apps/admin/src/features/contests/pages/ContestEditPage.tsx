import { useEffect, useMemo } from 'react';
import { Alert } from 'antd';
import { useParams } from 'react-router';
import { skipToken } from '@reduxjs/toolkit/query';
import { useGetAdminContestQuery } from '@oj/api-client/admin-contest';
import { useTranslation } from '@oj/i18n';
import { ADMIN_NAMESPACE } from '@oj/i18n/admin';
import { ContestForm } from '@oj/manage/contests/components/ContestForm.tsx';
import { ContestNav } from '@oj/manage/contests/components/ContestNav.tsx';
import { PageSpinner } from '@oj/manage/contests/components/PageSpinner.tsx';
import { contestFormOf, newContestForm } from '@oj/manage/contests/form/model.ts';
import { useContestId } from '@oj/manage/contests/hooks/use-contest-id.ts';

/** /admin/contest/create and /admin/contest/:contestId/edit. */
export function ContestEditPage() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { contestId } = useParams();
  const cid = useContestId();
  const editing = contestId !== undefined;
  const detail = useGetAdminContestQuery(cid ?? skipToken, { refetchOnMountOrArgChange: true });
  const initial = useMemo(() => (detail.data ? contestFormOf(detail.data) : null), [detail.data]);

  useEffect(() => {
    document.title = t(editing ? 'contest.form.editTitle' : 'contest.form.createTitle');
  }, [editing, t]);

  if (!editing) return <ContestForm initial={newContestForm()} />;
  if (cid === null || detail.isError) return <Alert type="error" showIcon role="alert" title={t('contest.form.loadFailed')} />;
  if (!initial || detail.isFetching) return <PageSpinner />;
  return (
    <>
      <ContestNav cid={cid} current="edit" />
      <ContestForm key={cid} initial={initial} />
    </>
  );
}
