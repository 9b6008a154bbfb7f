import { useEffect, useState } from 'react';
import { Table, Tooltip } from 'antd';
import { Link } from 'react-router';
import type { SubmissionSummaryDto } from '@oj/contracts';
import { useGetContestSubmissionListQuery } from '@oj/api-client/contest';
import { useGetSubmissionListQuery } from '@oj/api-client/submission';
import { useLanguage, useTranslation } from '@oj/i18n';
import { VerdictTag } from '@oj/ui';
import { formatMemoryKb, formatTimeMs } from '@/lib/format.ts';
import { fullTime, relativeTime } from '@/lib/time.ts';
import { submissionDetailHref, useProblemScope } from '../scope.ts';

/** Page size of the My Submissions tab (spec 01 §9). */
export const MY_SUBMISSIONS_PAGE_SIZE = 10;

/**
 * The signed-in user's submissions to this problem (spec 01 §2 tab mySubmission). Inside a contest,
 * `problemId` is the contest's display id and the list is the contest's.
 */
export function MySubmissions({ problemId, refreshKey }: { problemId: string; refreshKey: number }) {
  const { t } = useTranslation();
  const [language] = useLanguage();
  const [page, setPage] = useState(1);
  const scope = useProblemScope();
  const { cid, gid = 0 } = scope;
  const query = { onlyMine: true, problemID: problemId, completeProblemID: true, currentPage: page, limit: MY_SUBMISSIONS_PAGE_SIZE };
  // A group's problem page lists its submissions in the group.
  const mainQuery = gid > 0 ? { ...query, gid } : query;
  const main = useGetSubmissionListQuery(mainQuery, { refetchOnMountOrArgChange: true, skip: cid > 0 });
  const contest = useGetContestSubmissionListQuery({ ...query, contestID: cid }, { refetchOnMountOrArgChange: true, skip: cid === 0 });
  const { data, isFetching, refetch } = cid > 0 ? contest : main;
  const detailHref = (submitId: number) => submissionDetailHref(scope, problemId, submitId);
  // refreshKey changes after each judged submit, so the new row shows with its verdict.
  useEffect(() => {
    if (refreshKey > 0) void refetch();
  }, [refreshKey, refetch]);
  return (
    <Table<SubmissionSummaryDto>
      data-testid="my-submissions"
      size="small"
      rowKey="submitId"
      loading={isFetching}
      dataSource={data?.records ?? []}
      locale={{ emptyText: t('problemDetail.noSubmissions') }}
      scroll={{ x: 'max-content' }}
      pagination={{ current: page, pageSize: MY_SUBMISSIONS_PAGE_SIZE, total: data?.total ?? 0, onChange: setPage, size: 'small', showSizeChanger: false }}
      columns={[
        {
          key: 'time',
          title: t('problemDetail.submitTime'),
          render: (_, row) => (
            <Tooltip title={fullTime(row.submitTime)}>
              <span>{relativeTime(row.submitTime, language)}</span>
            </Tooltip>
          ),
        },
        {
          key: 'status',
          title: t('submission.status'),
          render: (_, row) => (
            <Link to={detailHref(row.submitId)}>
              <VerdictTag status={row.status} />
            </Link>
          ),
        },
        { key: 'runTime', title: t('submission.time'), render: (_, row) => formatTimeMs(row.time) },
        { key: 'memory', title: t('submission.memory'), render: (_, row) => formatMemoryKb(row.memory) },
        { key: 'language', title: t('submission.language'), dataIndex: 'language' },
      ]}
    />
  );
}
