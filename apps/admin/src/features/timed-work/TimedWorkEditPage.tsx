import { useEffect, useMemo } from 'react';
import { Alert, Spin } from 'antd';
import { useParams } from 'react-router';
import { skipToken } from '@reduxjs/toolkit/query';
import { useGetAdminTimedWorkQuery } from '@oj/api-client/timed-work';
import { useTranslation } from '@oj/i18n';
import { ADMIN_NAMESPACE } from '@oj/i18n/admin';
import { newTimedWorkForm, timedWorkFormOf } from './form.ts';
import { TimedWorkForm } from './TimedWorkForm.tsx';

/** The route's timed-work id, or null. */
export function useTimedWorkId(): number | null {
  const { timedWorkId } = useParams();
  return timedWorkId !== undefined && /^\d+$/.test(timedWorkId) && Number(timedWorkId) > 0 ? Number(timedWorkId) : null;
}

/** /admin/timedwork/create and /admin/timedwork/:timedWorkId/edit. */
export function TimedWorkEditPage() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { timedWorkId } = useParams();
  const id = useTimedWorkId();
  const editing = timedWorkId !== undefined;
  const detail = useGetAdminTimedWorkQuery(id ?? skipToken, { refetchOnMountOrArgChange: true });
  const initial = useMemo(() => (detail.data ? timedWorkFormOf(detail.data) : null), [detail.data]);
  useEffect(() => {
    document.title = t(editing ? 'timedWork.form.editTitle' : 'timedWork.form.createTitle');
  }, [editing, t]);
  if (!editing) return <TimedWorkForm initial={newTimedWorkForm()} />;
  if (id === null || detail.isError) return <Alert type="error" showIcon role="alert" title={t('contest.form.loadFailed')} />;
  if (!initial || detail.isFetching) return <Spin />;
  return <TimedWorkForm key={id} initial={initial} />;
}
