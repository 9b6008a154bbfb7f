import { useState } from 'react';
import { Button, Popconfirm, Space } from 'antd';
import { GroupAuth, GroupMemberAuth } from '@oj/contracts';
import type { GroupAccessDto } from '@oj/contracts';
import { useApplyToGroupMutation, useDisbandGroupMutation, useExitGroupMutation } from '@oj/api-client/group';
import { useTranslation } from '@oj/i18n';
import { useFeedback } from '@oj/ui';
import { ApplyDialog } from './ApplyDialog.tsx';

/**
 * The viewer's membership actions (spec 03 §4): join a public group, apply to another (pending
 * while applying), exit (not the owner), disband (owner or super admin); each asks to confirm.
 */
export function MembershipButtons({
  group,
  access,
  onDisbanded,
}: {
  group: { id: number; name: string; auth: number };
  access: Pick<GroupAccessDto, 'level' | 'isMember' | 'isOwner' | 'canDisband'>;
  onDisbanded: () => void;
}) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [applying, setApplying] = useState(false);
  const [join, joinState] = useApplyToGroupMutation();
  const [exit, exitState] = useExitGroupMutation();
  const [disband, disbandState] = useDisbandGroupMutation();
  const gid = group.id;

  const onJoin = async () => {
    if (!('error' in (await join({ gid })))) void message.success(t('group.actions.joined'));
  };
  const onExit = async () => {
    if (!('error' in (await exit({ gid })))) void message.success(t('group.actions.exited'));
  };
  const onDisband = async () => {
    if ('error' in (await disband({ gid }))) return;
    void message.success(t('group.actions.disbanded'));
    onDisbanded();
  };

  return (
    <Space wrap>
      {!access.isMember && access.level === GroupMemberAuth.Applying ? <Button disabled>{t('group.actions.applying')}</Button> : null}
      {!access.isMember && access.level !== GroupMemberAuth.Applying && group.auth === GroupAuth.Public ? (
        <Popconfirm title={t('group.actions.join')} onConfirm={() => void onJoin()}>
          <Button type="primary" loading={joinState.isLoading} data-testid="group-join">
            {t('group.actions.join')}
          </Button>
        </Popconfirm>
      ) : null}
      {!access.isMember && access.level !== GroupMemberAuth.Applying && group.auth !== GroupAuth.Public ? (
        <Button
          type="primary"
          onClick={() => {
            setApplying(true);
          }}
          data-testid="group-apply"
        >
          {t('group.actions.apply')}
        </Button>
      ) : null}
      {access.isMember && !access.isOwner && access.level > 0 ? (
        <Popconfirm title={t('group.actions.confirmExit')} onConfirm={() => void onExit()}>
          <Button danger loading={exitState.isLoading} data-testid="group-exit">
            {t('group.actions.exit')}
          </Button>
        </Popconfirm>
      ) : null}
      {access.canDisband ? (
        <Popconfirm title={t('group.actions.confirmDisband')} onConfirm={() => void onDisband()} okButtonProps={{ danger: true }}>
          <Button danger type="dashed" loading={disbandState.isLoading} data-testid="group-disband">
            {t('group.actions.disband')}
          </Button>
        </Popconfirm>
      ) : null}
      <ApplyDialog
        gid={gid}
        name={group.name}
        auth={group.auth}
        open={applying}
        onClose={() => {
          setApplying(false);
        }}
      />
    </Space>
  );
}
