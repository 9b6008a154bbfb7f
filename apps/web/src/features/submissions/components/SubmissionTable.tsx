import type { HTMLAttributes } from 'react';
import { Button, Table, Tooltip } from 'antd';
import type { TableColumnsType } from 'antd';
import { Link } from 'react-router';
import type { SubmissionSummaryDto } from '@oj/contracts';
import { useLanguage, useTranslation } from '@oj/i18n';
import { VerdictTag } from '@oj/ui';
import { paths } from '@/config/paths.ts';
import { formatLength, formatMemoryKb, formatTimeMs } from '@/lib/format.ts';
import { fullTime, relativeTime } from '@/lib/time.ts';
import { SUBMISSION_PAGE_SIZES } from '../query.ts';

/** Props of SubmissionTable. */
export interface SubmissionTableProps {
  rows: readonly SubmissionSummaryDto[];
  total: number;
  loading: boolean;
  currentPage: number;
  limit: number;
  /** The signed-in user's uid: their rows are highlighted. */
  myUid: string | null;
  /** Super admins get the Rejudge column (spec 01 §6). */
  canRejudge: boolean;
  rejudging: number | null;
  compact: boolean;
  onPageChange: (page: number, limit: number) => void;
  onRejudge: (submitId: number) => void;
}

/** The submissions table with every column of spec 01 §2. */
export function SubmissionTable(props: SubmissionTableProps) {
  const { t } = useTranslation();
  const [language] = useLanguage();
  const columns: TableColumnsType<SubmissionSummaryDto> = [
    { key: 'runId', title: t('submission.runId'), dataIndex: 'submitId', width: 80 },
    {
      key: 'problem',
      title: t('submission.problem'),
      render: (_, row) => (
        <Link to={paths.problem.detail.getHref(row.displayPid)} data-testid="submission-problem">
          {row.displayId} {row.title}
        </Link>
      ),
    },
    {
      key: 'status',
      title: t('submission.status'),
      render: (_, row) => (
        <span style={{ display: 'inline-flex', gap: 4, alignItems: 'center' }} data-testid="submission-status" data-status={row.status}>
          <VerdictTag status={row.status} />
          {row.isManual ? (
            <Tooltip title={t('submission.manualTip')}>
              <span style={{ fontSize: 12, color: '#9a66e4' }}>{t('submission.manual')}</span>
            </Tooltip>
          ) : null}
        </span>
      ),
    },
    { key: 'score', title: t('submission.score'), render: (_, row) => row.score ?? '--' },
    { key: 'time', title: t('submission.time'), render: (_, row) => formatTimeMs(row.time) },
    { key: 'memory', title: t('submission.memory'), render: (_, row) => formatMemoryKb(row.memory) },
    { key: 'length', title: t('submission.length'), render: (_, row) => formatLength(row.length) },
    {
      key: 'language',
      title: t('submission.language'),
      render: (_, row) => (
        <Tooltip title={t('ui.details')}>
          <Link to={paths.status.detail.getHref(row.submitId)} data-testid="submission-language">
            {row.language}
          </Link>
        </Tooltip>
      ),
    },
    { key: 'judger', title: t('submission.judger'), render: (_, row) => row.judger ?? '--' },
    {
      key: 'author',
      title: t('submission.author'),
      render: (_, row) => <Link to={paths.userHome.getHref({ uid: row.uid, username: row.username })}>{row.username}</Link>,
    },
    {
      key: 'submitTime',
      title: t('submission.submitTime'),
      render: (_, row) => (
        <Tooltip title={fullTime(row.submitTime)}>
          <span>{relativeTime(row.submitTime, language)}</span>
        </Tooltip>
      ),
    },
    ...(props.canRejudge
      ? [
          {
            key: 'option',
            title: t('submission.option'),
            render: (_: unknown, row: SubmissionSummaryDto) => (
              <Button size="small" loading={props.rejudging === row.submitId} onClick={() => { props.onRejudge(row.submitId); }} data-testid="rejudge">
                {t('submission.rejudge')}
              </Button>
            ),
          },
        ]
      : []),
  ];

  return (
    <>
      <style>{'.oj-own-row > td { background: #e6f4ff !important; }'}</style>
      <Table<SubmissionSummaryDto>
      data-testid="submission-table"
      rowKey="submitId"
      size={props.compact ? 'small' : 'middle'}
      columns={columns}
      dataSource={props.rows}
      loading={props.loading}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: t('submission.empty') }}
      rowClassName={(row) => (props.myUid !== null && row.uid === props.myUid ? 'oj-own-row' : '')}
      onRow={(row) => ({ 'data-own': props.myUid !== null && row.uid === props.myUid ? 'true' : undefined }) as HTMLAttributes<HTMLElement>}
      pagination={{
        current: props.currentPage,
        pageSize: props.limit,
        total: props.total,
        showSizeChanger: true,
        pageSizeOptions: SUBMISSION_PAGE_SIZES.map(String),
        size: props.compact ? 'small' : 'medium',
        onChange: props.onPageChange,
      }}
      />
    </>
  );
}
