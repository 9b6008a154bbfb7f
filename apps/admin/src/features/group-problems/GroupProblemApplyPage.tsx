import { useEffect, useState } from 'react';
import { Button, Card, Popconfirm, Select, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useChangeGroupProblemProgressMutation, useGetGroupProblemListQuery } from '@oj/api-client/admin-problem';
import { ApplyPublicProgress } from '@oj/contracts';
import type { GroupProblemRecordDto } from '@oj/contracts';
import { useTranslation } from '@oj/i18n';
import { ADMIN_NAMESPACE } from '@oj/i18n/admin';
import { useFeedback } from '@oj/ui';
import { DataTable, useTableArgs } from '@oj/manage/data-table';

type Progress = (typeof ApplyPublicProgress)[keyof typeof ApplyPublicProgress];

const PROGRESS_VIEW: Readonly<Record<Progress, { key: 'applying' | 'public' | 'refused'; color: string }>> = {
  1: { key: 'applying', color: 'processing' },
  2: { key: 'public', color: 'success' },
  3: { key: 'refused', color: 'error' },
};

function progressView(progress: number | null) {
  return progress === 1 || progress === 2 || progress === 3 ? PROGRESS_VIEW[progress] : null;
}

/** Group problems waiting to go public (group-problem/apply, spec 03 §4): approve or refuse, each after a confirmation. */
export function GroupProblemApplyPage() {
  const { t, i18n } = useTranslation();
  const { t: tAdmin } = useTranslation(ADMIN_NAMESPACE);
  const { message } = useFeedback();
  const table = useTableArgs();
  const [progress, setProgress] = useState<Progress>(ApplyPublicProgress.Applying);
  const { keyword, ...paging } = table.args;
  const list = useGetGroupProblemListQuery({ ...paging, ...(keyword ? { keyword } : {}), progress });
  const [changeProgress] = useChangeGroupProblemProgressMutation();

  useEffect(() => {
    document.title = tAdmin('groupProblem.title');
  }, [tAdmin]);

  const decide = async (problem: GroupProblemRecordDto, to: 2 | 3) => {
    const result = await changeProgress({ pid: problem.id, progress: to });
    if (!result.error) void message.success(tAdmin('groupProblem.updated'));
  };

  const columns: TableColumnsType<GroupProblemRecordDto> = [
    { key: 'id', title: tAdmin('groupProblem.columns.id'), dataIndex: 'id' },
    { key: 'problemId', title: tAdmin('groupProblem.columns.problemId'), dataIndex: 'problemId' },
    { key: 'title', title: tAdmin('groupProblem.columns.title'), dataIndex: 'title' },
    { key: 'author', title: tAdmin('groupProblem.columns.author'), dataIndex: 'author' },
    { key: 'gid', title: tAdmin('groupProblem.columns.group'), dataIndex: 'gid' },
    {
      key: 'progress',
      title: tAdmin('groupProblem.columns.progress'),
      render: (_, problem) => {
        const view = progressView(problem.applyPublicProgress);
        return view ? <Tag color={view.color}>{tAdmin(`groupProblem.progress.${view.key}`)}</Tag> : tAdmin('groupProblem.progress.none');
      },
    },
    {
      key: 'gmtModified',
      title: tAdmin('groupProblem.columns.modified'),
      dataIndex: 'gmtModified',
      render: (value: string) => new Date(value).toLocaleString(i18n.language),
    },
  ];

  return (
    <Card>
      <Typography.Title level={2}>{tAdmin('groupProblem.title')}</Typography.Title>
      <DataTable<GroupProblemRecordDto>
        result={list}
        state={table}
        columns={columns}
        rowKey="id"
        ariaLabel={tAdmin('groupProblem.tableLabel')}
        searchPlaceholder={tAdmin('groupProblem.search')}
        testId="group-problem-table"
        toolbar={
          <Select<Progress>
            aria-label={tAdmin('groupProblem.progressFilter')}
            value={progress}
            onChange={(value) => {
              setProgress(value);
              table.setPage(1, table.args.limit);
            }}
            options={([1, 2, 3] as const).map((value) => ({ value, label: tAdmin(`groupProblem.progress.${PROGRESS_VIEW[value].key}`) }))}
            style={{ width: 140 }}
          />
        }
        // Only a problem still applying can be examined (the server refuses the others).
        rowActions={(problem) =>
          problem.applyPublicProgress === ApplyPublicProgress.Applying && (
            <>
              <Popconfirm
                title={tAdmin('groupProblem.approveConfirm', { problemId: problem.problemId })}
                okText={tAdmin('groupProblem.approve')}
                cancelText={t('common.cancel')}
                onConfirm={() => {
                  void decide(problem, ApplyPublicProgress.Public);
                }}
              >
                <Button type="link" size="small">
                  {tAdmin('groupProblem.approve')}
                </Button>
              </Popconfirm>
              <Popconfirm
                title={tAdmin('groupProblem.refuseConfirm', { problemId: problem.problemId })}
                okText={tAdmin('groupProblem.refuse')}
                okButtonProps={{ danger: true }}
                cancelText={t('common.cancel')}
                onConfirm={() => {
                  void decide(problem, ApplyPublicProgress.Refused);
                }}
              >
                <Button type="link" size="small" danger>
                  {tAdmin('groupProblem.refuse')}
                </Button>
              </Popconfirm>
            </>
          )
        }
      />
    </Card>
  );
}
