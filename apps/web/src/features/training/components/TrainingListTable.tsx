import { Progress, Table, Tooltip } from 'antd';
import type { TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { TRAINING_LIST_PAGE_SIZE } from '@oj/contracts';
import type { TrainingListRecordDto } from '@oj/contracts';
import { useTranslation } from '@oj/i18n';
import { useTrainingLinks } from '@/hooks/use-training-links.ts';
import { fullTime } from '@/lib/time.ts';
import { TrainingAuthTag, TrainingCategoryTag } from './TrainingTags.tsx';

/** Props of TrainingListTable. */
export interface TrainingListTableProps {
  records: readonly TrainingListRecordDto[];
  total: number;
  loading: boolean;
  currentPage: number;
  /** Signed in: the progress column shows (spec 02 §2: hidden for guests). */
  showProgress: boolean;
  compact: boolean;
  onPageChange: (page: number) => void;
  /** A training was clicked: the page decides (sign-in prompt, or the training). */
  onOpen: (training: TrainingListRecordDto) => void;
}

/** The solved/total bar of one training. */
export function TrainingProgress({ solved, total }: { solved: number; total: number }) {
  const { t } = useTranslation();
  const percent = total === 0 ? 0 : Math.round((solved / total) * 100);
  return (
    <Tooltip title={t('training.solved', { solved, total })}>
      <Progress
        percent={percent}
        size="small"
        status={total > 0 && solved >= total ? 'success' : 'normal'}
        format={() => `${solved}/${total}`}
        aria-label={t('training.solved', { solved, total })}
        data-testid="training-progress"
      />
    </Tooltip>
  );
}

/** The training list (spec 02 §2): one row per training, page size 15. */
export function TrainingListTable(props: TrainingListTableProps) {
  const { t } = useTranslation();
  const links = useTrainingLinks();
  const columns: TableColumnsType<TrainingListRecordDto> = [
    { key: 'rank', title: t('training.columns.rank'), dataIndex: 'rank', width: 80, align: 'center' },
    {
      key: 'title',
      title: t('training.columns.title'),
      render: (_, training) => (
        <Link
          to={links.overview(training.id)}
          data-testid="training-link"
          onClick={(event) => {
            event.preventDefault();
            props.onOpen(training);
          }}
        >
          {training.title}
        </Link>
      ),
    },
    { key: 'auth', title: t('training.columns.auth'), width: 100, render: (_, training) => <TrainingAuthTag auth={training.auth} /> },
    {
      key: 'category',
      title: t('training.columns.category'),
      width: 140,
      render: (_, training) => <TrainingCategoryTag name={training.categoryName} color={training.categoryColor} />,
    },
  ];
  if (props.showProgress) {
    columns.push({
      key: 'progress',
      title: t('training.columns.progress'),
      width: 180,
      render: (_, training) => <TrainingProgress solved={training.acCount} total={training.problemCount} />,
    });
  }
  if (!props.compact) {
    columns.push(
      { key: 'problemCount', title: t('training.columns.problemCount'), dataIndex: 'problemCount', width: 90, align: 'center' },
      { key: 'author', title: t('training.columns.author'), dataIndex: 'author', width: 120 },
      { key: 'gmtModified', title: t('training.columns.gmtModified'), width: 170, render: (_, training) => fullTime(training.gmtModified) },
    );
  }
  return (
    <Table<TrainingListRecordDto>
      data-testid="training-table"
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={[...props.records]}
      loading={props.loading}
      locale={{ emptyText: t('training.empty') }}
      pagination={{
        current: props.currentPage,
        pageSize: TRAINING_LIST_PAGE_SIZE,
        total: props.total,
        showSizeChanger: false,
        onChange: props.onPageChange,
      }}
      scroll={{ x: 'max-content' }}
    />
  );
}
