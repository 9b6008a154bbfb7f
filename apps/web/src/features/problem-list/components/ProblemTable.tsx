import { CheckOutlined, MinusOutlined } from '@ant-design/icons';
import { Table, Tooltip } from 'antd';
import type { TableColumnsType } from 'antd';
import { Link } from 'react-router';
import type { DifficultyDto, ProblemListRecordDto, ProblemStatusDto } from '@oj/contracts';
import { NOT_ATTEMPTED, PROBLEM_PAGE_SIZES, Verdict } from '@oj/contracts';
import { useTranslation } from '@oj/i18n';
import { AcRateBar, ColorTag, DifficultyTag } from '@oj/ui';
import { paths } from '@/config/paths.ts';

/** Props of ProblemTable. */
export interface ProblemTableProps {
  records: readonly ProblemListRecordDto[];
  total: number;
  loading: boolean;
  currentPage: number;
  limit: number;
  difficulties: readonly DifficultyDto[];
  /** pid → the signed-in user's standing; undefined for visitors (no status column). */
  statuses: Record<string, ProblemStatusDto> | undefined;
  showTags: boolean;
  compact: boolean;
  onPageChange: (page: number, limit: number) => void;
  onTagClick: (tagId: number) => void;
  onHover: (record: ProblemListRecordDto) => void;
  /** Where a title leads (a group's list: the problem in the group); the core problem page by default. */
  problemHref?: (problemId: string) => string;
}

/** The icon of a problem's status for this user: solved, tried, or nothing. */
export function StatusIcon({ status }: { status: number | undefined }) {
  const { t } = useTranslation();
  if (status === undefined || status === NOT_ATTEMPTED) return null;
  if (status === Verdict.Accepted) {
    return (
      <Tooltip title={t('problem.solved')}>
        <CheckOutlined style={{ color: '#19be6b' }} data-testid="status-solved" aria-label={t('problem.solved')} />
      </Tooltip>
    );
  }
  return (
    <Tooltip title={t('problem.tried')}>
      <MinusOutlined style={{ color: '#ed4014' }} data-testid="status-tried" aria-label={t('problem.tried')} />
    </Tooltip>
  );
}

/** The problem table (spec 01 §2): status, id, title, level, tags, total and AC rate, paginated. */
export function ProblemTable(props: ProblemTableProps) {
  const { t } = useTranslation();
  const { statuses, showTags, compact } = props;
  const problemHref = props.problemHref ?? paths.problem.detail.getHref;
  const columns: TableColumnsType<ProblemListRecordDto> = [
    ...(statuses
      ? [
          {
            key: 'status',
            title: '',
            width: 36,
            align: 'center' as const,
            render: (_: unknown, row: ProblemListRecordDto) => <StatusIcon status={statuses[String(row.pid)]?.status} />,
          },
        ]
      : []),
    { key: 'id', title: t('problem.id'), dataIndex: 'problemId', width: 110, ellipsis: true },
    {
      key: 'title',
      title: t('problem.title'),
      render: (_, row) => (
        <Link to={problemHref(row.problemId)} data-testid="problem-title">
          {row.title}
        </Link>
      ),
    },
    { key: 'level', title: t('problem.level'), width: 90, render: (_, row) => <DifficultyTag difficulty={row.difficulty} levels={props.difficulties} /> },
    ...(showTags && !compact
      ? [
          {
            key: 'tags',
            title: t('problem.tags'),
            render: (_: unknown, row: ProblemListRecordDto) => (
              <span style={{ display: 'inline-flex', flexWrap: 'wrap', gap: 4 }}>
                {row.tags.map((tag) => (
                  <ColorTag
                    key={tag.id}
                    color={tag.color ?? 'default'}
                    style={{ cursor: 'pointer', marginInlineEnd: 0 }}
                    data-testid="row-tag"
                    onClick={() => {
                      props.onTagClick(tag.id);
                    }}
                  >
                    {tag.name}
                  </ColorTag>
                ))}
              </span>
            ),
          },
        ]
      : []),
    ...(compact ? [] : [{ key: 'total', title: t('problem.total'), dataIndex: 'total', width: 80, align: 'right' as const }]),
    { key: 'acRate', title: t('problem.acRate'), width: compact ? 120 : 170, render: (_, row) => <AcRateBar accepted={row.ac} total={row.total} /> },
  ];

  return (
    <Table<ProblemListRecordDto>
      data-testid="problem-table"
      rowKey="pid"
      size={compact ? 'small' : 'middle'}
      columns={columns}
      dataSource={props.records}
      loading={props.loading}
      locale={{ emptyText: t('problem.empty') }}
      scroll={compact ? { x: 'max-content' } : undefined}
      onRow={(row) => ({
        onMouseEnter: () => {
          props.onHover(row);
        },
      })}
      pagination={{
        current: props.currentPage,
        pageSize: props.limit,
        total: props.total,
        showSizeChanger: true,
        pageSizeOptions: PROBLEM_PAGE_SIZES.map(String),
        size: compact ? 'small' : 'medium',
        showTotal: compact ? undefined : (total) => `${t('problem.total')}: ${total}`,
        onChange: props.onPageChange,
      }}
    />
  );
}
