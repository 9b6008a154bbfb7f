import { useEffect, useState } from 'react';
import { Alert, Select, Tag, Tooltip, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { skipToken } from '@reduxjs/toolkit/query';
import { useGetAdminContestProblemsQuery, useGetAdminContestQuery } from '@oj/api-client/admin-contest';
import { useGetContestSubmissionListQuery } from '@oj/api-client/contest';
import { VERDICT_INFO } from '@oj/contracts';
import type { SubmissionSummaryDto } from '@oj/contracts';
import { useTranslation } from '@oj/i18n';
import { ADMIN_NAMESPACE } from '@oj/i18n/admin';
import { ManualJudgeDialog } from '@oj/app-shell';
import { VerdictTag, useFeedback, verdictDisplay } from '@oj/ui';
import { DataTable, useTableArgs } from '@oj/manage/data-table';
import { ContestNav } from '@oj/manage/contests/components/ContestNav.tsx';
import { JudgeActions } from '@oj/manage/contests/components/JudgeActions.tsx';
import { RejudgeProblemButton } from '@oj/manage/contests/components/RejudgeProblemButton.tsx';
import { useContestId } from '@oj/manage/contests/hooks/use-contest-id.ts';
import { useIsSuperAdmin } from '@oj/manage/contests/hooks/use-is-super-admin.ts';

const STATUSES = Object.keys(VERDICT_INFO)
  .map(Number)
  .sort((a, b) => a - b);
const orDash = (value: number | null, unit = '') => (value === null ? '-' : `${value}${unit}`);

/** /admin/contest/:contestId/submissions: the contest's submissions with rejudge, manual judge and cancel judge (spec 02 §4). */
export function ContestSubmissionsPage() {
  const { t } = useTranslation();
  const { t: tAdmin } = useTranslation(ADMIN_NAMESPACE);
  const { message } = useFeedback();
  const cid = useContestId();
  const superAdmin = useIsSuperAdmin();
  const contest = useGetAdminContestQuery(cid ?? skipToken);
  const problems = useGetAdminContestProblemsQuery(cid ?? skipToken);
  const table = useTableArgs({ limit: 15 });
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const [status, setStatus] = useState<number | undefined>(undefined);
  const [judging, setJudging] = useState<SubmissionSummaryDto | null>(null);
  const { keyword, ...paging } = table.args;
  const list = useGetContestSubmissionListQuery(
    cid === null
      ? skipToken
      : {
          contestID: cid,
          ...paging,
          containsEnd: true,
          ...(keyword ? { username: keyword } : {}),
          ...(problem ? { problemID: problem } : {}),
          ...(status === undefined ? {} : { status }),
        },
  );
  const title = tAdmin('contest.submissions.title', { title: contest.data?.title ?? cid ?? '' });

  useEffect(() => {
    document.title = title;
  }, [title]);

  if (cid === null) return <Alert type="error" showIcon role="alert" title={tAdmin('contest.form.loadFailed')} />;
  const chosen = problems.data?.find((each) => each.displayId === problem);
  const verdictName = (code: number) => {
    const key = verdictDisplay(code).nameKey;
    return key ? t(key) : String(code);
  };
  const filter =
    <T,>(set: (value: T | undefined) => void) =>
    (value: T | undefined) => {
      set(value);
      table.setPage(1, table.args.limit);
    };

  const columns: TableColumnsType<SubmissionSummaryDto> = [
    { key: 'submitId', title: tAdmin('contest.submissions.columns.submitId'), dataIndex: 'submitId', width: 90 },
    { key: 'problem', title: tAdmin('contest.submissions.columns.problem'), render: (_, row) => `${row.displayId} ${row.title}` },
    { key: 'user', title: tAdmin('contest.submissions.columns.user'), dataIndex: 'username' },
    {
      key: 'status',
      title: tAdmin('contest.submissions.columns.status'),
      render: (_, row) => (
        <>
          <VerdictTag status={row.status} />
          {row.isManual && (
            <Tooltip title={t('submission.manualTip')}>
              <Tag>{t('submission.manual')}</Tag>
            </Tooltip>
          )}
        </>
      ),
    },
    { key: 'score', title: tAdmin('contest.submissions.columns.score'), render: (_, row) => orDash(row.score) },
    { key: 'time', title: tAdmin('contest.submissions.columns.time'), render: (_, row) => orDash(row.time, ' ms') },
    { key: 'memory', title: tAdmin('contest.submissions.columns.memory'), render: (_, row) => orDash(row.memory, ' KB') },
    { key: 'language', title: tAdmin('contest.submissions.columns.language'), dataIndex: 'language' },
    {
      key: 'submitTime',
      title: tAdmin('contest.submissions.columns.submitTime'),
      dataIndex: 'submitTime',
      render: (value: string) => new Date(value).toLocaleString(),
    },
  ];

  return (
    <>
      <ContestNav cid={cid} current="submissions" />
      <Typography.Title level={2}>{title}</Typography.Title>
      {!superAdmin && <Typography.Paragraph type="secondary">{tAdmin('contest.submissions.superOnly')}</Typography.Paragraph>}
      <DataTable<SubmissionSummaryDto>
        testId="contest-submissions"
        ariaLabel={tAdmin('contest.submissions.tableLabel')}
        result={list}
        state={table}
        columns={columns}
        rowKey="submitId"
        searchPlaceholder={tAdmin('contest.submissions.searchUser')}
        toolbar={
          <>
            <Select<string>
              aria-label={tAdmin('contest.submissions.problemFilter')}
              style={{ width: 200 }}
              allowClear
              placeholder={tAdmin('contest.submissions.allProblems')}
              value={problem}
              onChange={filter(setProblem)}
              options={(problems.data ?? []).map((each) => ({ value: each.displayId, label: `${each.displayId} ${each.displayTitle}` }))}
            />
            <Select<number>
              aria-label={tAdmin('contest.submissions.statusFilter')}
              style={{ width: 200 }}
              allowClear
              placeholder={tAdmin('contest.submissions.allStatus')}
              value={status}
              onChange={filter(setStatus)}
              options={STATUSES.map((code) => ({ value: code, label: verdictName(code) }))}
            />
            {superAdmin && chosen && <RejudgeProblemButton cid={cid} pid={chosen.pid} displayId={chosen.displayId} withText />}
          </>
        }
        rowActions={(row) => <JudgeActions row={row} superAdmin={superAdmin} onManualJudge={setJudging} />}
      />
      <ManualJudgeDialog
        row={judging}
        scoreField="needed"
        onClose={() => {
          setJudging(null);
        }}
        onJudged={() => {
          setJudging(null);
          void message.success(t('submission.manualJudged'));
        }}
      />
    </>
  );
}
