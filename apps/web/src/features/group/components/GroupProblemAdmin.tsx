import { useState } from 'react';
import { Button, Popconfirm, Select, Space, Table, Tag, Tooltip } from 'antd';
import type { TableColumnsType } from 'antd';
import { DeleteOutlined, DownloadOutlined, EditOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { ApplyPublicProgress, ProblemAuth } from '@oj/contracts';
import type { AdminProblemListRecordDto } from '@oj/contracts';
import { selectUserInfo } from '@oj/api-client/core';
import {
  useApplyGroupProblemPublicMutation,
  useChangeGroupProblemAuthMutation,
  useDeleteGroupProblemMutation,
  useGetGroupAdminProblemListQuery,
} from '@oj/api-client/group-problem';
import { useShellSelector } from '@oj/app-shell';
import { useTranslation } from '@oj/i18n';
import { useFeedback } from '@oj/ui';
import { downloadTestData } from '@oj/manage/problems/api/download-test-data.ts';
import { paths } from '@/config/paths.ts';
import type { GroupView } from '../hooks/use-group.ts';

const PAGE_SIZE = 10;
const AUTH_KEYS = { [ProblemAuth.Public]: 'public', [ProblemAuth.Private]: 'private', [ProblemAuth.Contest]: 'contest' } as const;

/**
 * The group admins' problems (spec 03 §2.9 admin mode, §4, §6): every problem of the group with its
 * auth selector (public or private; contest shown but not selectable; disabled for problems of other
 * groups and for those the viewer may not administer), the apply-public flow, edit, test-data
 * download and delete (the group root or the problem's author).
 */
export function GroupProblemAdmin({ view }: { view: GroupView }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const gid = view.gid;
  const username = useShellSelector(selectUserInfo)?.username ?? '';
  const [currentPage, setCurrentPage] = useState(1);
  const list = useGetGroupAdminProblemListQuery({ gid, currentPage, limit: PAGE_SIZE });
  const [changeAuth] = useChangeGroupProblemAuthMutation();
  const [applyPublic] = useApplyGroupProblemPublicMutation();
  const [remove] = useDeleteGroupProblemMutation();
  const ownGroup = (row: AdminProblemListRecordDto) => row.gid === gid;
  const mayAdminister = (row: AdminProblemListRecordDto) => ownGroup(row) && (view.access.isRoot || (row.author !== null && row.author === username));

  const onAuth = async (row: AdminProblemListRecordDto, auth: number) => {
    if (!('error' in (await changeAuth({ pid: row.id, gid, auth })))) void message.success(t('group.problem.authChanged'));
  };
  const onApply = async (row: AdminProblemListRecordDto, flag: boolean) => {
    if (!('error' in (await applyPublic({ pid: row.id, gid, flag })))) void message.success(t(flag ? 'group.problem.applied' : 'group.problem.cancelled'));
  };
  const onDelete = async (row: AdminProblemListRecordDto) => {
    if (!('error' in (await remove({ pid: row.id, gid })))) void message.success(t('group.problem.deleted'));
  };
  const onDownload = async (row: AdminProblemListRecordDto) => {
    const outcome = await downloadTestData(row.id, `problem_${row.problemId}_testcase.zip`);
    if (!outcome.ok && outcome.msg) void message.error(outcome.msg);
  };

  const applyCell = (row: AdminProblemListRecordDto) => {
    if (row.applyPublicProgress === ApplyPublicProgress.Public) return <Tag color="green">{t('group.problem.public')}</Tag>;
    const allowed = mayAdminister(row);
    if (row.applyPublicProgress === ApplyPublicProgress.Applying) {
      return (
        <Space size={4}>
          <Tag color="blue">{t('group.problem.applying')}</Tag>
          <Button size="small" disabled={!allowed} onClick={() => void onApply(row, false)} data-testid="cancel-apply-public">
            {t('group.problem.cancelApply')}
          </Button>
        </Space>
      );
    }
    return (
      <Space size={4}>
        {row.applyPublicProgress === ApplyPublicProgress.Refused && <Tag color="red">{t('group.problem.refused')}</Tag>}
        <Popconfirm title={t('group.problem.confirmApply')} onConfirm={() => void onApply(row, true)} disabled={!allowed}>
          <Button size="small" disabled={!allowed} data-testid="apply-public">
            {t('group.problem.applyPublic')}
          </Button>
        </Popconfirm>
      </Space>
    );
  };

  const columns: TableColumnsType<AdminProblemListRecordDto> = [
    { key: 'id', title: t('group.problem.id'), dataIndex: 'id', width: 70 },
    { key: 'problemId', title: t('group.problem.displayId'), dataIndex: 'problemId', width: 140 },
    {
      key: 'title',
      title: t('group.problem.title'),
      render: (_, row) => <Link to={paths.group.problem.getHref(gid, row.problemId)}>{row.title}</Link>,
    },
    { key: 'author', title: t('group.problem.author'), dataIndex: 'author', width: 120 },
    {
      key: 'auth',
      title: t('group.problem.auth'),
      width: 130,
      render: (_, row) => (
        <Tooltip title={ownGroup(row) ? undefined : t('group.problem.otherGroup')}>
          <Select
            size="small"
            style={{ width: 110 }}
            value={row.auth}
            aria-label={t('group.problem.auth')}
            data-testid="problem-auth-select"
            disabled={!mayAdminister(row)}
            onChange={(auth: number) => void onAuth(row, auth)}
            options={[ProblemAuth.Public, ProblemAuth.Private, ProblemAuth.Contest].map((auth) => ({
              value: auth,
              label: t(`group.problem.auths.${AUTH_KEYS[auth]}`),
              disabled: auth === ProblemAuth.Contest,
            }))}
          />
        </Tooltip>
      ),
    },
    { key: 'apply', title: t('group.problem.applyPublic'), width: 220, render: (_, row) => applyCell(row) },
    {
      key: 'actions',
      title: t('group.problem.actions'),
      width: 140,
      render: (_, row) =>
        mayAdminister(row) ? (
          <Space size={4}>
            <Tooltip title={t('group.problem.edit')}>
              <Link to={paths.group.problemEdit.getHref(gid, row.id)} aria-label={t('group.problem.edit')} data-testid="edit-group-problem">
                <EditOutlined />
              </Link>
            </Tooltip>
            <Tooltip title={t('group.problem.download')}>
              <Button size="small" type="text" icon={<DownloadOutlined />} aria-label={t('group.problem.download')} onClick={() => void onDownload(row)} />
            </Tooltip>
            <Popconfirm title={t('group.problem.confirmDelete')} onConfirm={() => void onDelete(row)}>
              <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={t('group.problem.delete')} data-testid="delete-group-problem" />
            </Popconfirm>
          </Space>
        ) : null,
    },
  ];

  return (
    <Table<AdminProblemListRecordDto>
      data-testid="group-problem-admin"
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={list.data?.records ?? []}
      loading={list.isFetching}
      locale={{ emptyText: t('group.problem.empty') }}
      scroll={{ x: 'max-content' }}
      pagination={{ current: currentPage, pageSize: PAGE_SIZE, total: list.data?.total ?? 0, onChange: setCurrentPage, showSizeChanger: false }}
    />
  );
}
