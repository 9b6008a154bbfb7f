import { useState } from 'react';
import { Button, Input, Popconfirm, Space, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { CheckOutlined, CloseOutlined, DeleteOutlined, EditOutlined, FormOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useDeleteContestProblemMutation, useUpdateContestProblemMutation } from '@oj/api-client/admin-contest';
import type { AdminContestProblemDto } from '@oj/contracts';
import { useTranslation } from '@oj/i18n';
import { ADMIN_NAMESPACE } from '@oj/i18n/admin';
import { ColorTag, useFeedback } from '@oj/ui';
import { useManageGid } from '../../group.tsx';
import { useManagePaths } from '../../paths.tsx';
import { RowAction } from '../../shared/data-table';
import { checkContestProblem } from '../form/contest-problem.ts';
import type { ContestProblemFields } from '../form/contest-problem.ts';
import { useIsSuperAdmin } from '../hooks/use-is-super-admin.ts';
import { ColorInput } from './ColorInput.tsx';
import { problemIssueText } from './problem-issue-text.ts';
import { RejudgeProblemButton } from './RejudgeProblemButton.tsx';

/** The contest's problems: display id, title and balloon colour edited in the row, the problem's editor, rejudge, removal. */
export function ContestProblemTable({ cid, problems, loading }: { cid: number; problems: readonly AdminContestProblemDto[]; loading: boolean }) {
  const { t } = useTranslation();
  const { t: tAdmin } = useTranslation(ADMIN_NAMESPACE);
  const { message } = useFeedback();
  const navigate = useNavigate();
  const paths = useManagePaths();
  const superAdmin = useIsSuperAdmin();
  const gid = useManageGid();
  const [editing, setEditing] = useState<{ id: number; fields: ContestProblemFields } | null>(null);
  const [updateProblem, updateState] = useUpdateContestProblemMutation();
  const [deleteProblem] = useDeleteContestProblemMutation();

  const start = (problem: AdminContestProblemDto) => {
    setEditing({ id: problem.id, fields: { displayId: problem.displayId, displayTitle: problem.displayTitle, color: problem.color ?? '' } });
  };
  const setField = (patch: Partial<ContestProblemFields>) => {
    setEditing((current) => (current ? { ...current, fields: { ...current.fields, ...patch } } : current));
  };
  const save = async () => {
    if (!editing) return;
    const taken = problems.filter((problem) => problem.id !== editing.id).map((problem) => problem.displayId);
    const issue = checkContestProblem(editing.fields, taken)[0];
    if (issue) {
      void message.error(problemIssueText(issue, tAdmin));
      return;
    }
    const { displayId, displayTitle, color } = editing.fields;
    const result = await updateProblem({
      id: editing.id,
      cid,
      gid,
      displayId: displayId.trim(),
      displayTitle: displayTitle.trim(),
      color: color.trim() === '' ? null : color.trim(),
    });
    if (result.error) return;
    void message.success(tAdmin('contest.problems.updated'));
    setEditing(null);
  };
  const remove = async (problem: AdminContestProblemDto) => {
    const result = await deleteProblem({ id: problem.id, cid, gid });
    if (!result.error) void message.success(tAdmin('contest.problems.removed'));
  };

  const isEditing = (problem: AdminContestProblemDto) => editing?.id === problem.id;
  const columns: TableColumnsType<AdminContestProblemDto> = [
    {
      key: 'displayId',
      title: tAdmin('contest.problems.columns.displayId'),
      render: (_, problem) =>
        isEditing(problem) && editing ? (
          <Input
            aria-label={tAdmin('contest.problems.fields.displayId')}
            value={editing.fields.displayId}
            maxLength={20}
            style={{ width: 90 }}
            onChange={(event) => {
              setField({ displayId: event.target.value });
            }}
          />
        ) : (
          problem.displayId
        ),
    },
    {
      key: 'displayTitle',
      title: tAdmin('contest.problems.columns.displayTitle'),
      render: (_, problem) =>
        isEditing(problem) && editing ? (
          <Input
            aria-label={tAdmin('contest.problems.fields.displayTitle')}
            value={editing.fields.displayTitle}
            maxLength={255}
            style={{ width: 220 }}
            onChange={(event) => {
              setField({ displayTitle: event.target.value });
            }}
          />
        ) : (
          problem.displayTitle
        ),
    },
    { key: 'problemId', title: tAdmin('contest.problems.columns.problemId'), render: (_, problem) => `${problem.problemId} ${problem.title}` },
    {
      key: 'color',
      title: tAdmin('contest.problems.columns.color'),
      render: (_, problem) =>
        isEditing(problem) && editing ? (
          <ColorInput
            label={tAdmin('contest.problems.fields.color')}
            pickerLabel={tAdmin('contest.problems.pickColor', { displayId: problem.displayId })}
            value={editing.fields.color}
            onChange={(color) => {
              setField({ color });
            }}
          />
        ) : problem.color ? (
          <ColorTag color={problem.color}>{problem.color}</ColorTag>
        ) : (
          tAdmin('contest.problems.noColor')
        ),
    },
    {
      key: 'auth',
      title: tAdmin('contest.problems.columns.auth'),
      render: (_, problem) => <Tag>{tAdmin(problem.auth === 3 ? 'contest.problems.inContest' : 'contest.problems.fromBank')}</Tag>,
    },
    {
      key: 'actions',
      title: tAdmin('dataTable.actions'),
      render: (_, problem) =>
        isEditing(problem) ? (
          <Space>
            <Button
              size="small"
              type="primary"
              icon={<CheckOutlined />}
              loading={updateState.isLoading}
              onClick={() => void save()}
              aria-label={tAdmin('contest.problems.save')}
            />
            <Button
              size="small"
              icon={<CloseOutlined />}
              onClick={() => {
                setEditing(null);
              }}
              aria-label={tAdmin('contest.problems.cancel')}
            />
          </Space>
        ) : (
          <Space>
            <RowAction
              label={tAdmin('contest.problems.edit', { displayId: problem.displayId })}
              icon={<EditOutlined />}
              onClick={() => {
                start(problem);
              }}
            />
            {gid === null && (
              <RowAction
                label={tAdmin('contest.problems.editProblem')}
                subject={problem.displayId}
                icon={<FormOutlined />}
                onClick={() => void navigate(paths.contestProblemEdit(cid, problem.pid))}
              />
            )}
            {superAdmin && <RejudgeProblemButton cid={cid} pid={problem.pid} displayId={problem.displayId} />}
            <Popconfirm
              title={tAdmin('contest.problems.removeConfirm', { displayId: problem.displayId })}
              okText={t('common.confirm')}
              cancelText={t('common.cancel')}
              okButtonProps={{ danger: true }}
              onConfirm={() => {
                void remove(problem);
              }}
            >
              <Button size="small" danger icon={<DeleteOutlined />} aria-label={`${tAdmin('contest.problems.remove')} ${problem.displayId}`} />
            </Popconfirm>
          </Space>
        ),
    },
  ];

  return (
    <Table<AdminContestProblemDto>
      aria-label={tAdmin('contest.problems.tableLabel')}
      data-testid="contest-problems"
      rowKey="id"
      columns={columns}
      dataSource={[...problems]}
      loading={loading}
      pagination={false}
      scroll={{ x: 'max-content' }}
    />
  );
}
