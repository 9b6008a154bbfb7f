import { useEffect, useState } from 'react';
import { Button, Select, Switch, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { DownloadOutlined, EditOutlined, ExportOutlined, PlusOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';
import { useChangeProblemAuthMutation, useDeleteAdminProblemMutation, useGetAdminProblemListQuery } from '@oj/api-client/admin-problem';
import type { AdminProblemListRecordDto } from '@oj/contracts';
import { useTranslation } from '@oj/i18n';
import { ADMIN_NAMESPACE } from '@oj/i18n/admin';
import { useFeedback } from '@oj/ui';
import { paths } from '@/config/paths.ts';
import { DataTable, DeleteAction, RowAction, useTableArgs } from '@oj/manage/data-table';
import { downloadTestData } from '@oj/manage/problems/api/download-test-data.ts';
import { authKey } from '@oj/manage/problems/form/labels.ts';

/** The user-side page of a problem (outside the admin app). */
const userProblemHref = (problemId: string) => `${paths.site.href}problem/${encodeURIComponent(problemId)}`;

/** /admin/problems: search, paging, the visibility switch, edit, delete, the test data and the user-side page. */
export function ProblemListPage() {
  const { t } = useTranslation();
  const { t: tAdmin } = useTranslation(ADMIN_NAMESPACE);
  const { message } = useFeedback();
  const navigate = useNavigate();
  const table = useTableArgs();
  const [auth, setAuth] = useState<number | undefined>(undefined);
  const { keyword, ...paging } = table.args;
  const list = useGetAdminProblemListQuery({ ...paging, ...(keyword ? { keyword } : {}), ...(auth ? { auth } : {}) });
  const [changeAuth] = useChangeProblemAuthMutation();
  const [deleteProblem] = useDeleteAdminProblemMutation();
  const [downloading, setDownloading] = useState<number | null>(null);

  useEffect(() => {
    document.title = tAdmin('problem.list.title');
  }, [tAdmin]);

  const setVisibility = async (problem: AdminProblemListRecordDto, visible: boolean) => {
    const result = await changeAuth({ pid: problem.id, auth: visible ? 1 : 2 });
    if (!result.error) void message.success(tAdmin('problem.list.authChanged'));
  };
  const remove = async (problem: AdminProblemListRecordDto) => {
    const result = await deleteProblem(problem.id);
    if (!result.error) void message.success(tAdmin('problem.list.deleted'));
  };
  const download = async (problem: AdminProblemListRecordDto) => {
    setDownloading(problem.id);
    const outcome = await downloadTestData(problem.id, `problem_${problem.problemId}_testcase.zip`);
    setDownloading(null);
    if (!outcome.ok) void message.error(outcome.msg || tAdmin('problem.list.downloadFailed'));
  };

  const columns: TableColumnsType<AdminProblemListRecordDto> = [
    { key: 'id', title: tAdmin('problem.list.columns.id'), dataIndex: 'id', width: 80 },
    { key: 'problemId', title: tAdmin('problem.list.columns.problemId'), dataIndex: 'problemId' },
    {
      key: 'title',
      title: tAdmin('problem.list.columns.title'),
      dataIndex: 'title',
      render: (title: string, problem) => <Link to={paths.problem.edit.getHref(problem.id)}>{title}</Link>,
    },
    { key: 'author', title: tAdmin('problem.list.columns.author'), dataIndex: 'author' },
    { key: 'modified', title: tAdmin('problem.list.columns.modified'), dataIndex: 'gmtModified', render: (value: string) => new Date(value).toLocaleString() },
    {
      key: 'auth',
      title: tAdmin('problem.list.columns.auth'),
      render: (_, problem) =>
        problem.auth === 3 ? (
          <Tag>{tAdmin('problem.auth.contest')}</Tag>
        ) : (
          <Switch
            checked={problem.auth === 1}
            aria-label={`${problem.problemId} ${tAdmin('problem.list.columns.auth')}`}
            checkedChildren={tAdmin('problem.auth.public')}
            unCheckedChildren={tAdmin('problem.auth.private')}
            onChange={(checked) => void setVisibility(problem, checked)}
          />
        ),
    },
  ];

  return (
    <DataTable<AdminProblemListRecordDto>
      testId="admin-problem-list"
      ariaLabel={tAdmin('problem.list.title')}
      result={list}
      state={table}
      columns={columns}
      rowKey="id"
      searchPlaceholder={tAdmin('problem.list.search')}
      toolbar={
        <>
          <Select
            aria-label={tAdmin('problem.list.columns.auth')}
            style={{ width: 160 }}
            value={auth ?? 0}
            onChange={(value: number) => {
              setAuth(value === 0 ? undefined : value);
              table.setPage(1, table.args.limit);
            }}
            options={[
              { value: 0, label: tAdmin('problem.list.allAuth') },
              ...[1, 2, 3].map((value) => ({ value, label: tAdmin(`problem.auth.${authKey(value)}`) })),
            ]}
          />
          <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate(paths.problem.create.getHref())}>
            {tAdmin('problem.list.create')}
          </Button>
        </>
      }
      rowActions={(problem) => (
        <>
          <RowAction
            label={t('common.edit')}
            subject={problem.problemId}
            icon={<EditOutlined />}
            onClick={() => void navigate(paths.problem.edit.getHref(problem.id))}
          />
          <RowAction
            label={tAdmin('problem.list.view')}
            subject={problem.problemId}
            icon={<ExportOutlined />}
            href={userProblemHref(problem.problemId)}
            target="_blank"
            rel="noopener noreferrer"
          />
          {!problem.isRemote && (
            <RowAction
              label={tAdmin('problem.list.download')}
              subject={problem.problemId}
              icon={<DownloadOutlined />}
              loading={downloading === problem.id}
              onClick={() => void download(problem)}
            />
          )}
          <DeleteAction
            confirm={tAdmin('problem.list.deleteConfirm', { problemId: problem.problemId })}
            subject={problem.problemId}
            onConfirm={() => {
              void remove(problem);
            }}
          />
        </>
      )}
    />
  );
}
