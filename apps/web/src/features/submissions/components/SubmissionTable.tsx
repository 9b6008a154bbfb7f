import type { HTMLAttributes } from 'react';
import { Button, Space, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import type { SubmissionSummaryDto } from '@oj/contracts';
import { useTranslation } from '@oj/i18n';
import { useSubmissionColumns } from '../columns.tsx';
import type { JudgeAdmin } from '../hooks/use-judge-admin.tsx';
import { SUBMISSION_PAGE_SIZES } from '../query.ts';
import { JudgeAdminButtons } from './JudgeAdminButtons.tsx';

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
  /** Manual judge and cancel judge, next to Rejudge (super admins, with canRejudge). */
  judgeAdmin?: Pick<JudgeAdmin, 'openManualJudge' | 'cancelJudge' | 'cancelling'> | undefined;
}

/** The submissions table with every column of spec 01 §2. */
export function SubmissionTable(props: SubmissionTableProps) {
  const { t } = useTranslation();
  const columns: TableColumnsType<SubmissionSummaryDto> = [
    ...useSubmissionColumns('list'),
    ...(props.canRejudge
      ? [
          {
            key: 'option',
            title: t('submission.option'),
            render: (_: unknown, row: SubmissionSummaryDto) => (
              <Space size={4} wrap={false}>
                <Button
                  size="small"
                  loading={props.rejudging === row.submitId}
                  onClick={() => {
                    props.onRejudge(row.submitId);
                  }}
                  data-testid="rejudge"
                >
                  {t('submission.rejudge')}
                </Button>
                {props.judgeAdmin ? <JudgeAdminButtons row={row} admin={props.judgeAdmin} /> : null}
              </Space>
            ),
          },
        ]
      : []),
  ];

  return (
    <>
      <style>{'.oj-own-row > td { background: #f2f8ff !important; }'}</style>
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
