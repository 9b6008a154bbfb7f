import type { ReactNode } from 'react';
import { Table } from 'antd';
import type { TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { TIMED_WORK_LIST_PAGE_SIZE } from '@oj/contracts';
import type { TimedWorkDto } from '@oj/contracts';
import { useTranslation } from '@oj/i18n';
import { paths } from '@/config/paths.ts';
import { fullTime } from '@/lib/time.ts';
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
  /** The duration's text (the contest list's rule: hours from 3600 s, minutes from 60 s, else seconds). */
  duration: (seconds: number) => ReactNode;
}

/** The timed work list (spec 02 §2): title with a lock, start and end, duration, auth and status tags; 10 a page. */
export function TimedWorkListTable(props: TimedWorkListTableProps) {
  const { t } = useTranslation();
  const columns: TableColumnsType<TimedWorkDto> = [
    {
      key: 'title',
      title: t('timedWork.columns.title'),
      render: (_, work) => (
        <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
          <Link
            to={paths.timedwork.detail.getHref(work.id)}
            data-testid="timed-work-link"
            onClick={(event) => {
              if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
              event.preventDefault();
              props.onOpen(work);
            }}
            style={{ fontWeight: 600 }}
          >
            {work.title}
          </Link>
          <TimedWorkLock auth={work.auth} />
        </span>
      ),
    },
    { key: 'startTime', title: t('timedWork.columns.startTime'), render: (_, work) => <time dateTime={work.startTime}>{fullTime(work.startTime)}</time> },
    { key: 'endTime', title: t('timedWork.columns.endTime'), render: (_, work) => <time dateTime={work.endTime}>{fullTime(work.endTime)}</time> },
    { key: 'duration', title: t('timedWork.columns.duration'), render: (_, work) => props.duration(work.duration) },
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
