import { useState } from 'react';
import { Button, Card, Popconfirm, Select, Space, Table } from 'antd';
import { Link } from 'react-router';
import { GROUP_LIMITS, GroupMemberAuth } from '@oj/contracts';
import type { GroupMemberDto } from '@oj/contracts';
import { useChangeGroupMemberMutation, useGetGroupApplicationsQuery, useGetGroupMembersQuery, useRemoveGroupMemberMutation } from '@oj/api-client/group';
import { useTranslation } from '@oj/i18n';
import { memberLevelKey } from '../labels.ts';
import { useFeedback } from '@oj/ui';
import { paths } from '@/config/paths.ts';
import { fullTime } from '@/lib/time.ts';
import type { GroupView } from '../hooks/use-group.ts';

const LEVELS = [1, 2, 3, 4, 5] as const;

/**
 * Which levels the viewer may pick for a member (spec 03 §6): the owner and super admins (level 5
 * without a member row above theirs) any; other admins only levels below their own, and only for
 * members below them; nobody the owner's row. The server checks again (@oj/access).
 */
function choosable(view: GroupView, member: GroupMemberDto): { editable: boolean; allowed: (level: number) => boolean } {
  const { access, group } = view;
  const unrestricted = access.isOwner || access.canDisband;
  if (!access.isAdmin || member.uid === group.uid) return { editable: false, allowed: () => false };
  if (unrestricted) return { editable: true, allowed: () => true };
  return { editable: member.auth < access.level, allowed: (level) => level < access.level };
}

/** The member list (spec 03 §2.6): 10 a page, names to the user home; admins change auth and remove with confirmation. */
export function MemberTable({ view }: { view: GroupView }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [currentPage, setCurrentPage] = useState(1);
  const limit = GROUP_LIMITS.memberPageSize;
  const list = useGetGroupMembersQuery({ gid: view.gid, currentPage, limit });
  const [change] = useChangeGroupMemberMutation();
  const [remove] = useRemoveGroupMemberMutation();

  const onChange = async (member: GroupMemberDto, auth: number) => {
    if (!('error' in (await change({ gid: view.gid, uid: member.uid, auth })))) void message.success(t('group.members.updated'));
  };
  const onRemove = async (member: GroupMemberDto) => {
    if (!('error' in (await remove({ gid: view.gid, uid: member.uid })))) void message.success(t('group.members.deleted'));
  };

  return (
    <Card title={t('group.members.title')} data-testid="group-members">
      <Table<GroupMemberDto>
        rowKey="id"
        size="small"
        loading={list.isFetching}
        dataSource={list.data?.records ?? []}
        pagination={{ current: currentPage, pageSize: limit, total: list.data?.total ?? 0, onChange: setCurrentPage, showSizeChanger: false }}
        columns={[
          {
            title: t('group.members.username'),
            dataIndex: 'username',
            render: (_value, member) => <Link to={paths.userHome.getHref({ uid: member.uid, username: member.username })}>{member.username}</Link>,
          },
          {
            title: t('group.members.auth'),
            dataIndex: 'auth',
            render: (_value, member) => {
              const { editable, allowed } = choosable(view, member);
              return (
                <Select
                  size="small"
                  style={{ width: 150 }}
                  value={member.auth}
                  disabled={!editable}
                  onChange={(auth: number) => void onChange(member, auth)}
                  options={LEVELS.map((level) => ({ value: level, label: t(memberLevelKey(level)), disabled: !allowed(level) }))}
                  data-testid={`group-member-auth-${member.username}`}
                />
              );
            },
          },
          { title: t('group.members.time'), dataIndex: 'gmtCreate', render: (value: string) => fullTime(value) },
          ...(view.access.isAdmin
            ? [
                {
                  title: t('group.members.actions'),
                  key: 'actions',
                  render: (_value: unknown, member: GroupMemberDto) =>
                    member.uid === view.group.uid || (!view.access.isOwner && member.auth >= view.access.level) ? null : (
                      <Popconfirm title={t('group.members.confirmRemove')} okButtonProps={{ danger: true }} onConfirm={() => void onRemove(member)}>
                        <Button size="small" danger data-testid={`group-member-remove-${member.username}`}>
                          {t('group.members.remove')}
                        </Button>
                      </Popconfirm>
                    ),
                },
              ]
            : []),
        ]}
      />
    </Card>
  );
}

/** The admins' applications table (spec 03 §2.6): uid, username, reason, time; approve (3) or refuse (2). */
export function ApplicationTable({ view }: { view: GroupView }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [currentPage, setCurrentPage] = useState(1);
  const limit = GROUP_LIMITS.memberPageSize;
  const list = useGetGroupApplicationsQuery({ gid: view.gid, currentPage, limit });
  const [change] = useChangeGroupMemberMutation();
  const decide = async (member: GroupMemberDto, auth: number) => {
    if (!('error' in (await change({ gid: view.gid, uid: member.uid, auth })))) void message.success(t('group.members.updated'));
  };
  return (
    <Card title={t('group.members.applications')} data-testid="group-applications">
      <Table<GroupMemberDto>
        rowKey="id"
        size="small"
        loading={list.isFetching}
        dataSource={list.data?.records ?? []}
        pagination={{ current: currentPage, pageSize: limit, total: list.data?.total ?? 0, onChange: setCurrentPage, showSizeChanger: false }}
        columns={[
          { title: 'UID', dataIndex: 'uid', ellipsis: true },
          { title: t('group.members.username'), dataIndex: 'username' },
          { title: t('group.members.reason'), dataIndex: 'reason' },
          { title: t('group.members.auth'), dataIndex: 'auth', render: (auth: number) => t(memberLevelKey(auth)) },
          { title: t('group.members.time'), dataIndex: 'gmtModified', render: (value: string) => fullTime(value) },
          {
            title: t('group.members.actions'),
            key: 'actions',
            render: (_value, member) => (
              <Space>
                <Button
                  size="small"
                  type="primary"
                  onClick={() => void decide(member, GroupMemberAuth.Member)}
                  data-testid={`group-approve-${member.username}`}
                >
                  {t('group.members.approve')}
                </Button>
                {member.auth === GroupMemberAuth.Applying ? (
                  <Button size="small" onClick={() => void decide(member, GroupMemberAuth.Refused)}>
                    {t('group.members.refuse')}
                  </Button>
                ) : null}
              </Space>
            ),
          },
        ]}
      />
    </Card>
  );
}
