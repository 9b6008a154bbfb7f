import { Button, Card } from 'antd';
import { ThunderboltOutlined } from '@ant-design/icons';
import type { ProblemListRecordDto, TagClassificationGroupDto } from '@oj/contracts';
import { useTranslation } from '@oj/i18n';
import { TagBrowser } from './TagBrowser.tsx';
import { VerdictDistribution } from './VerdictDistribution.tsx';

/** Props of ProblemSidePanel. */
export interface ProblemSidePanelProps {
  hovered: ProblemListRecordDto | null;
  tagGroups: readonly TagClassificationGroupDto[];
  selectedTags: readonly number[];
  picking: boolean;
  onPickTag: (tagId: number) => void;
  onRandom: () => void;
}

/** The list's side panel: the hovered problem's verdicts, the tag browser and the random pick (spec 01 §2). */
export function ProblemSidePanel({ hovered, tagGroups, selectedTags, picking, onPickTag, onRandom }: ProblemSidePanelProps) {
  const { t } = useTranslation();
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <Button type="primary" block icon={<ThunderboltOutlined />} loading={picking} onClick={onRandom} data-testid="random-problem">
        {t('problem.pickRandom')}
      </Button>
      <Card size="small" title={t('problem.statistics')}>
        {hovered ? (
          <VerdictDistribution title={`${hovered.problemId} ${hovered.title}`} counts={hovered} />
        ) : (
          <div style={{ fontSize: 12, opacity: 0.65 }}>{t('problem.hoverHint')}</div>
        )}
      </Card>
      <Card size="small" title={t('problem.tagBrowser')}>
        <TagBrowser groups={tagGroups} selected={selectedTags} onPick={onPickTag} />
      </Card>
    </div>
  );
}
