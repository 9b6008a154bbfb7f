import { useEffect, useMemo } from 'react';
import { Alert } from 'antd';
import { useParams } from 'react-router';
import { skipToken } from '@oj/api-client/core';
import { useGetAdminContestQuery } from '@oj/api-client/admin-contest';
import { useTranslation } from '@oj/i18n';
import { ADMIN_NAMESPACE } from '@oj/i18n/admin';
import { useManageGid } from '../../group.tsx';
import { ContestForm } from '../components/ContestForm.tsx';
import { ContestNav } from '../components/ContestNav.tsx';
import { PageSpinner } from '../components/PageSpinner.tsx';
import { contestFormOf, newContestForm } from '../form/model.ts';
import { useContestId } from '../hooks/use-contest-id.ts';

/**
 * Creating and editing a contest: the back office's /admin/contest/create and
 * /admin/contest/:contestId/edit, and a group's (its contests are created in the group).
 */
export function ContestEditPage() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { contestId } = useParams();
  const cid = useContestId();
  const gid = useManageGid();
  const editing = contestId !== undefined;
  const detail = useGetAdminContestQuery(cid === null ? skipToken : { cid, gid }, { refetchOnMountOrArgChange: true });
  const initial = useMemo(() => (detail.data ? contestFormOf(detail.data) : null), [detail.data]);

  useEffect(() => {
    document.title = t(editing ? 'contest.form.editTitle' : 'contest.form.createTitle');
  }, [editing, t]);

  if (!editing) return <ContestForm initial={{ ...newContestForm(), gid }} />;
  if (cid === null || detail.isError) return <Alert type="error" showIcon role="alert" title={t('contest.form.loadFailed')} />;
  if (!initial || detail.isFetching) return <PageSpinner />;
  return (
    <>
      <ContestNav cid={cid} current="edit" />
      <ContestForm key={cid} initial={initial} />
    </>
  );
}
