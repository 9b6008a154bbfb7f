import { useEffect } from 'react';
import { Alert, Spin } from 'antd';
import { useParams } from 'react-router';
import { skipToken } from '@reduxjs/toolkit/query';
import { useGetAdminLessonQuery } from '@oj/api-client/admin-lesson';
import { useTranslation } from '@oj/i18n';
import { ADMIN_NAMESPACE } from '@oj/i18n/admin';
import { LessonForm } from '../components/LessonForm.tsx';

/** The lesson id of the route, or null when it is not a positive integer. */
export function useLessonId(): number | null {
  const { lessonId } = useParams();
  const id = Number(lessonId);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** /admin/lesson/create and /admin/lesson/:lessonId/edit. */
export function LessonEditPage() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { lessonId } = useParams();
  const id = useLessonId();
  const editing = lessonId !== undefined;
  const detail = useGetAdminLessonQuery(editing && id !== null ? id : skipToken, { refetchOnMountOrArgChange: true });

  useEffect(() => {
    document.title = t(editing ? 'lesson.form.editTitle' : 'lesson.form.createTitle');
  }, [editing, t]);

  if (!editing) return <LessonForm id={null} initial={{ title: '', logo: '', description: '', visible: true }} />;
  if (id === null || detail.isError) return <Alert type="error" showIcon role="alert" title={t('lesson.form.loadFailed')} />;
  if (!detail.data || detail.isFetching) return <Spin />;
  const lesson = detail.data;
  return <LessonForm key={id} id={id} initial={{ title: lesson.title, logo: lesson.logo ?? '', description: lesson.description, visible: lesson.visible }} />;
}
