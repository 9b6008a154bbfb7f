import { useEffect, useState } from 'react';
import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Empty, Space, Spin, Switch, Tabs, Tag } from 'antd';
import { useDeleteTidanGroupMutation, useDeleteTidanMutation, useGetAdminTidanQuery, useUpdateTidanMutation } from '@oj/api-client/admin-tidan';
import type { AdminTidanDto, AdminTidanGroupDto, AdminTidanProblemGroupDto } from '@oj/contracts';
import { useTranslation } from '@oj/i18n';
import { ADMIN_NAMESPACE } from '@oj/i18n/admin';
import { useFeedback } from '@oj/ui';
import { DeleteAction } from '@oj/manage/data-table';
import { NameDialog } from './components/NameDialog.tsx';
import { ProblemGroupPanel } from './components/ProblemGroupPanel.tsx';
import { ProblemPicker } from './components/ProblemPicker.tsx';
import { useNameDialog } from './components/use-name-dialog.ts';
import type { NameTarget } from './components/use-name-dialog.ts';

/** /admin/tidan: the problem-set outlines (spec 03 admin "tidan"): tidan, groups, problem groups, bound problems. */
export function TidanAdminPage() {
  const { t: tAdmin } = useTranslation(ADMIN_NAMESPACE);
  const { message } = useFeedback();
  const list = useGetAdminTidanQuery(undefined);
  const dialog = useNameDialog();
  const [picking, setPicking] = useState<number | null>(null);
  const [updateTidan] = useUpdateTidanMutation();
  const [deleteTidan] = useDeleteTidanMutation();
  const [deleteGroup] = useDeleteTidanGroupMutation();

  useEffect(() => {
    document.title = tAdmin('tidan.title');
  }, [tAdmin]);

  if (list.isError) return <Alert type="error" showIcon role="alert" title={tAdmin('tidan.empty')} />;
  if (!list.data) return <Spin />;
  const outlines = list.data;
  const pickedGroup: AdminTidanProblemGroupDto | null =
    picking === null ? null : (outlines.flatMap((tidan) => tidan.groups.flatMap((group) => group.problemGroups)).find((row) => row.id === picking) ?? null);

  const confirmDelete = (name: string, onConfirm: () => Promise<{ error?: unknown }>, label: string) => (
    <DeleteAction
      confirm={tAdmin('tidan.deleteConfirm', { name })}
      label={label}
      subject={name}
      onConfirm={() => {
        void (async () => {
          if (!(await onConfirm()).error) void message.success(tAdmin('tidan.deleted'));
        })();
      }}
    />
  );
  const edit = (target: NameTarget) => () => {
    dialog.open(target);
  };

  const groupCard = (group: AdminTidanGroupDto) => (
    <Card
      key={group.id}
      size="small"
      title={group.name}
      data-testid="tidan-admin-group"
      extra={
        <Space size={4}>
          <Button size="small" icon={<PlusOutlined />} onClick={edit({ kind: 'problemGroup', id: null, parent: group.id, initial: null })}>
            {tAdmin('tidan.addProblemGroup')}
          </Button>
          <Button
            size="small"
            icon={<EditOutlined />}
            aria-label={`${tAdmin('tidan.edit')} ${group.name}`}
            onClick={edit({ kind: 'group', id: group.id, parent: group.tid, initial: { name: group.name, rank: group.rank } })}
          />
          {confirmDelete(group.name, () => deleteGroup(group.id), tAdmin('tidan.delete'))}
        </Space>
      }
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        {group.problemGroups.length === 0 ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={tAdmin('tidan.noProblemGroups')} /> : null}
        {group.problemGroups.map((problemGroup) => (
          <ProblemGroupPanel
            key={problemGroup.id}
            problemGroup={problemGroup}
            onEdit={edit({ kind: 'problemGroup', id: problemGroup.id, parent: group.id, initial: { name: problemGroup.name, rank: problemGroup.rank } })}
            onBind={() => {
              setPicking(problemGroup.id);
            }}
          />
        ))}
      </Space>
    </Card>
  );
  const tidanPane = (tidan: AdminTidanDto) => (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Space wrap>
        <Switch
          checked={tidan.visible}
          checkedChildren={tAdmin('tidan.visible')}
          unCheckedChildren={tAdmin('tidan.visible')}
          aria-label={`${tidan.name} ${tAdmin('tidan.visible')}`}
          onChange={(visible) => {
            void (async () => {
              if (!(await updateTidan({ id: tidan.id, name: tidan.name, rank: tidan.rank, visible })).error) void message.success(tAdmin('tidan.updated'));
            })();
          }}
        />
        <Button
          icon={<EditOutlined />}
          onClick={edit({ kind: 'tidan', id: tidan.id, initial: { name: tidan.name, rank: tidan.rank, visible: tidan.visible } })}
        >
          {tAdmin('tidan.edit')}
        </Button>
        <Button icon={<PlusOutlined />} onClick={edit({ kind: 'group', id: null, parent: tidan.id, initial: null })}>
          {tAdmin('tidan.addGroup')}
        </Button>
        {confirmDelete(tidan.name, () => deleteTidan(tidan.id), tAdmin('tidan.delete'))}
      </Space>
      {tidan.groups.length === 0 ? <Empty description={tAdmin('tidan.noGroups')} /> : tidan.groups.map(groupCard)}
    </Space>
  );

  return (
    <Card
      title={tAdmin('tidan.title')}
      data-testid="admin-tidan"
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={edit({ kind: 'tidan', id: null, initial: null })}>
          {tAdmin('tidan.create')}
        </Button>
      }
    >
      {outlines.length === 0 ? (
        <Empty description={tAdmin('tidan.empty')} />
      ) : (
        <Tabs
          items={outlines.map((tidan) => ({
            key: String(tidan.id),
            label: (
              <span>
                {tidan.name} {tidan.visible ? null : <Tag>{tAdmin('tidan.visible')} ✕</Tag>}
              </span>
            ),
            children: tidanPane(tidan),
          }))}
        />
      )}
      <NameDialog
        open={dialog.target !== null}
        kind={dialog.target?.kind ?? 'tidan'}
        initial={dialog.target?.initial ?? null}
        onSave={dialog.save}
        onClose={dialog.close}
      />
      <ProblemPicker
        problemGroup={pickedGroup}
        onClose={() => {
          setPicking(null);
        }}
      />
    </Card>
  );
}
