import { Table } from 'antd';
import type { TableColumnsType } from 'antd';
import { TIMED_WORK_LIST_PAGE_SIZE } from '@oj/contracts';
import type { TimedWorkDto } from '@oj/contracts';
import { useTranslation } from '@oj/i18n';
import { durationColumn, timeColumn, titleColumn } from '@/components/list-columns.tsx';
import { paths } from '@/config/paths.ts';
import { TimedWorkAuthTag, TimedWorkLock, TimedWorkStatusTag } from './TimedWorkTags.tsx';

/** Props of TimedWorkListTable. */
export interface TimedWorkListTableProps {
  records: readonly TimedWorkDto[];
  total: number;
  loading: boolean;
  currentPage: number;
  compact: boolean;
  onPageChange: (page: number) => void;
  onOpen: (work: TimedWorkDto) => void;
}

/** The timed work list (spec 02 §2): title with a lock, start and end, duration, auth and status tags; 10 a page. */
export function TimedWorkListTable(props: TimedWorkListTableProps) {
  const { t } = useTranslation();
  const columns: TableColumnsType<TimedWorkDto> = [
    titleColumn<TimedWorkDto>({
      key: 'title',
      title: t('timedWork.columns.title'),
      text: (work) => work.title,
      href: (work) => paths.timedwork.detail.getHref(work.id),
      testId: 'timed-work-link',
      onOpen: props.onOpen,
      after: (work) => <TimedWorkLock auth={work.auth} />,
    }),
    timeColumn<TimedWorkDto>('startTime', t('timedWork.columns.startTime'), (work) => work.startTime),
    timeColumn<TimedWorkDto>('endTime', t('timedWork.columns.endTime'), (work) => work.endTime),
    durationColumn<TimedWorkDto>('duration', t('timedWork.columns.duration'), (work) => work.duration),
    { key: 'auth', title: t('timedWork.columns.auth'), render: (_, work) => <TimedWorkAuthTag auth={work.auth} /> },
    { key: 'status', title: t('timedWork.columns.status'), render: (_, work) => <TimedWorkStatusTag status={work.status} /> },
  ];
  return (
    <Table<TimedWorkDto>
      data-testid="timed-work-table"
      rowKey="id"
      size={props.compact ? 'small' : 'middle'}
      columns={columns}
      dataSource={props.records}
      loading={props.loading}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: t('timedWork.empty') }}
      pagination={{
        current: props.currentPage,
        pageSize: TIMED_WORK_LIST_PAGE_SIZE,
        total: props.total,
        showSizeChanger: false,
        onChange: props.onPageChange,
      }}
    />
  );
}
