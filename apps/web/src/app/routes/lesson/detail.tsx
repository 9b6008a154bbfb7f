import { useState } from 'react';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Card, Skeleton, Space } from 'antd';
import { useNavigate, useParams } from 'react-router';
import type { LessonItemDto } from '@oj/contracts';
import { useGetLessonQuery } from '@oj/api-client/lesson';
import { useTranslation } from '@oj/i18n';
import { Markdown, NotFound } from '@oj/ui';
import { paths } from '@/config/paths.ts';
import { LessonGroups } from '@/features/lesson/components/LessonGroups.tsx';
import { LessonItemDialog } from '@/features/lesson/components/LessonItemDialog.tsx';
import { useDocumentTitle } from '@/hooks/use-document-title.ts';

/**
 * A lesson (spec 02 §2 "Lessons"): title, markdown description and an accordion of groups of
 * materials; a material opens in its dialog (player or document frame). Signed-in users only.
 */
export function LessonDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { lessonId } = useParams();
  const lid = Number(lessonId);
  const valid = Number.isInteger(lid) && lid > 0;
  const lesson = useGetLessonQuery(lid, { skip: !valid });
  const [opened, setOpened] = useState<LessonItemDto | null>(null);
  useDocumentTitle(lesson.data?.title ?? t('page.lessonDetail'));

  if (!valid || (lesson.isError && 'status' in lesson.error && lesson.error.status === 404)) {
    return <NotFound onGoHome={() => void navigate(paths.lesson.list.getHref())} />;
  }
  const data = lesson.data;
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }} data-testid="lesson-detail">
      <Card
        size="small"
        title={data?.title}
        extra={
          <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate(paths.lesson.list.getHref())}>
            {t('lesson.back')}
          </Button>
        }
      >
        {data ? data.desc.trim() ? <Markdown text={data.desc} trust="admin" /> : null : <Skeleton active />}
      </Card>
      {data ? <LessonGroups groups={data.groups} onOpen={setOpened} /> : null}
      <LessonItemDialog
        item={opened}
        onClose={() => {
          setOpened(null);
        }}
      />
    </Space>
  );
}
