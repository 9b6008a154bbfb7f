import { useEffect, useState } from 'react';
import { ArrowLeftOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Empty, Input, Space, Spin } from 'antd';
import { useNavigate } from 'react-router';
import { skipToken } from '@reduxjs/toolkit/query';
import { useAddLessonGroupMutation, useGetAdminLessonGroupsQuery } from '@oj/api-client/admin-lesson';
import { LESSON_TITLE_MAX } from '@oj/contracts';
import { useTranslation } from '@oj/i18n';
import { ADMIN_NAMESPACE } from '@oj/i18n/admin';
import { useFeedback } from '@oj/ui';
import { paths } from '@/config/paths.ts';
import { GroupCard } from '../components/GroupCard.tsx';
import { useLessonId } from './LessonEditPage.tsx';

/** /admin/lesson/:lessonId/groups: the lesson's groups and their materials. */
export function LessonGroupsPage() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { message } = useFeedback();
  const navigate = useNavigate();
  const lid = useLessonId();
  const groups = useGetAdminLessonGroupsQuery(lid ?? skipToken, { refetchOnMountOrArgChange: true });
  const [addGroup, adding] = useAddLessonGroupMutation();
  const [name, setName] = useState('');

  useEffect(() => {
    document.title = t('menu.lessonList');
  }, [t]);

  if (lid === null || groups.isError) return <Alert type="error" showIcon role="alert" title={t('lesson.form.loadFailed')} />;
  if (!groups.data) return <Spin />;
  const add = async () => {
    if (!name.trim()) {
      void message.warning(t('lesson.groups.groupNameRequired'));
      return;
    }
    const result = await addGroup({ lid, name: name.trim() });
    if (result.data) {
      setName('');
      void message.success(t('lesson.groups.created'));
    }
  };
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }} data-testid="lesson-groups-page">
      <Card
        size="small"
        title={t('lesson.groups.title', { title: groups.data.lesson.title })}
        extra={
          <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate(paths.lesson.list.getHref())}>
            {t('lesson.groups.back')}
          </Button>
        }
      >
        <Space.Compact style={{ maxWidth: 480, width: '100%' }}>
          <Input
            value={name}
            maxLength={LESSON_TITLE_MAX}
            placeholder={t('lesson.groups.groupName')}
            aria-label={t('lesson.groups.groupName')}
            onChange={(event) => {
              setName(event.target.value);
            }}
            onPressEnter={() => void add()}
          />
          <Button type="primary" icon={<PlusOutlined />} loading={adding.isLoading} onClick={() => void add()}>
            {t('lesson.groups.addGroup')}
          </Button>
        </Space.Compact>
      </Card>
      {groups.data.groups.length === 0 ? <Empty description={t('lesson.groups.empty')} /> : null}
      {groups.data.groups.map((group) => (
        <GroupCard key={group.id} lid={lid} group={group} />
      ))}
    </Space>
  );
}
