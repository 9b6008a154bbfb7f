import { useEffect, useState } from 'react';
import { Button, Card, Form, Input, InputNumber, Popconfirm, Select, Table, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import {
  useAddTimedWorkProblemMutation,
  useGetAdminTimedWorkProblemsQuery,
  useGetAdminTimedWorkQuery,
  useRemoveTimedWorkProblemMutation,
  useUpdateTimedWorkProblemMutation,
} from '@oj/api-client/timed-work';
import { skipToken } from '@reduxjs/toolkit/query';
import { TimedWorkProblemType } from '@oj/contracts';
import type { AdminTimedWorkProblemDto } from '@oj/contracts';
import { useTranslation } from '@oj/i18n';
import { ADMIN_NAMESPACE } from '@oj/i18n/admin';
import { useFeedback } from '@oj/ui';
import { useTimedWorkId } from './TimedWorkEditPage.tsx';

/** /admin/timedwork/:timedWorkId/problems: add a bank problem by its pid under a display id, edit a row's display id, title and type, remove. */
export function TimedWorkProblemsPage() {
  const { t } = useTranslation();
  const { t: tAdmin } = useTranslation(ADMIN_NAMESPACE);
  const { message } = useFeedback();
  const tid = useTimedWorkId();
  const work = useGetAdminTimedWorkQuery(tid ?? skipToken);
  const problems = useGetAdminTimedWorkProblemsQuery(tid ?? skipToken);
  const [add, addState] = useAddTimedWorkProblemMutation();
  const [update] = useUpdateTimedWorkProblemMutation();
  const [remove] = useRemoveTimedWorkProblemMutation();
  const [draft, setDraft] = useState<{ pid: number | null; displayId: string; type: number }>({
    pid: null,
    displayId: '',
    type: TimedWorkProblemType.Programming,
  });
  useEffect(() => {
    document.title = tAdmin('timedWork.problems.title', { title: work.data?.title ?? '' });
  }, [tAdmin, work.data?.title]);
  if (tid === null) return null;
  const typeOptions = [
    { value: TimedWorkProblemType.Programming, label: tAdmin('timedWork.problems.programming') },
    { value: TimedWorkProblemType.Objective, label: tAdmin('timedWork.problems.objective') },
  ];
  const save = async (row: AdminTimedWorkProblemDto, change: Partial<AdminTimedWorkProblemDto>) => {
    const next = { ...row, ...change };
    const result = await update({ tid, id: row.id, displayId: next.displayId, displayTitle: next.displayTitle, type: next.type });
    if (!result.error) void message.success(tAdmin('timedWork.problems.saved'));
  };
  const columns: TableColumnsType<AdminTimedWorkProblemDto> = [
    {
      key: 'displayId',
      title: tAdmin('timedWork.problems.columns.displayId'),
      render: (_, row) => (
        <Input
          defaultValue={row.displayId}
          style={{ width: 90 }}
          aria-label={tAdmin('timedWork.problems.displayId')}
          onBlur={(event) => event.target.value !== row.displayId && void save(row, { displayId: event.target.value })}
        />
      ),
    },
    { key: 'problem', title: tAdmin('timedWork.problems.columns.problemId'), render: (_, row) => `${row.problemId} ${row.title}` },
    {
      key: 'displayTitle',
      title: tAdmin('timedWork.problems.columns.title'),
      render: (_, row) => (
        <Input
          defaultValue={row.displayTitle}
          aria-label={tAdmin('timedWork.problems.displayTitle')}
          onBlur={(event) => event.target.value !== row.displayTitle && void save(row, { displayTitle: event.target.value })}
        />
      ),
    },
    {
      key: 'type',
      title: tAdmin('timedWork.problems.columns.type'),
      render: (_, row) => (
        <Select
          value={row.type}
          options={typeOptions}
          style={{ width: 130 }}
          onChange={(type) => void save(row, { type })}
          aria-label={tAdmin('timedWork.problems.type')}
        />
      ),
    },
    {
      key: 'actions',
      title: '',
      render: (_, row) => (
        <Popconfirm
          title={tAdmin('timedWork.problems.removeConfirm', { displayId: row.displayId })}
          okText={t('common.delete')}
          cancelText={t('common.cancel')}
          okButtonProps={{ danger: true }}
          onConfirm={() =>
            void remove({ id: row.id, tid }).then((result) => {
              if (!result.error) void message.success(tAdmin('timedWork.problems.removed'));
            })
          }
        >
          <Button danger size="small">
            {tAdmin('timedWork.problems.remove')}
          </Button>
        </Popconfirm>
      ),
    },
  ];
  const addProblem = async () => {
    if (draft.pid === null || draft.displayId.trim() === '') return;
    const result = await add({ tid, pid: draft.pid, displayId: draft.displayId.trim(), type: draft.type });
    if (result.error) return;
    void message.success(tAdmin('timedWork.problems.added'));
    setDraft({ pid: null, displayId: '', type: TimedWorkProblemType.Programming });
  };
  return (
    <Card data-testid="admin-timed-work-problems">
      <Typography.Title level={3}>{tAdmin('timedWork.problems.title', { title: work.data?.title ?? '' })}</Typography.Title>
      <Form layout="inline" style={{ marginBottom: 16, rowGap: 8 }} component="div">
        <Form.Item label={tAdmin('timedWork.problems.pid')}>
          <InputNumber
            min={1}
            precision={0}
            value={draft.pid}
            onChange={(pid) => {
              setDraft({ ...draft, pid });
            }}
            aria-label={tAdmin('timedWork.problems.pid')}
          />
        </Form.Item>
        <Form.Item label={tAdmin('timedWork.problems.displayId')}>
          <Input
            value={draft.displayId}
            maxLength={64}
            style={{ width: 100 }}
            onChange={(event) => {
              setDraft({ ...draft, displayId: event.target.value });
            }}
            aria-label={tAdmin('timedWork.problems.displayId')}
          />
        </Form.Item>
        <Form.Item label={tAdmin('timedWork.problems.type')}>
          <Select
            value={draft.type}
            options={typeOptions}
            style={{ width: 130 }}
            onChange={(type) => {
              setDraft({ ...draft, type });
            }}
          />
        </Form.Item>
        <Button type="primary" loading={addState.isLoading} disabled={draft.pid === null || draft.displayId.trim() === ''} onClick={() => void addProblem()}>
          {tAdmin('timedWork.problems.add')}
        </Button>
      </Form>
      <Table<AdminTimedWorkProblemDto> rowKey="id" columns={columns} dataSource={problems.data ?? []} loading={problems.isFetching} pagination={false} />
    </Card>
  );
}
