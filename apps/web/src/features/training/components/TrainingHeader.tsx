import { Card, Space, Typography } from 'antd';
import { useTranslation } from '@oj/i18n';
import { fullTime } from '@/lib/time.ts';
import type { TrainingView } from '../hooks/use-training.ts';
import { TrainingProgress } from './TrainingListTable.tsx';
import { TrainingAuthTag, TrainingCategoryTag } from './TrainingTags.tsx';

/** The training's title, tags, author, last update and the viewer's progress. */
export function TrainingHeader({ view }: { view: TrainingView }) {
  const { t } = useTranslation();
  const { training } = view;
  return (
    <Card size="small" data-testid="training-header">
      <Space orientation="vertical" size={6} style={{ width: '100%' }}>
        <Space wrap align="center">
          <Typography.Title level={4} style={{ margin: 0 }} data-testid="training-title">
            {training.title}
          </Typography.Title>
          <TrainingAuthTag auth={training.auth} />
          <TrainingCategoryTag name={training.categoryName} color={training.categoryColor} />
        </Space>
        <Space wrap size={16} style={{ color: 'rgba(0,0,0,0.55)' }}>
          <span>
            {t('training.columns.author')}: {training.author}
          </span>
          <span>
            {t('training.columns.problemCount')}: {training.problemCount}
          </span>
          <span>
            {t('training.columns.gmtModified')}: {fullTime(training.gmtModified)}
          </span>
        </Space>
        <div style={{ maxWidth: 360 }}>
          <TrainingProgress solved={training.acCount} total={training.problemCount} />
        </div>
      </Space>
    </Card>
  );
}
