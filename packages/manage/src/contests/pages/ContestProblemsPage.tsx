import { useEffect, useState } from 'react';
import { Alert, Button, Space, Typography } from 'antd';
import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { skipToken } from '@oj/api-client/core';
import { useGetAdminContestProblemsQuery, useGetAdminContestQuery } from '@oj/api-client/admin-contest';
import { useTranslation } from '@oj/i18n';
import { ADMIN_NAMESPACE } from '@oj/i18n/admin';
import { useManageGid } from '../../group.tsx';
import { useManagePaths } from '../../paths.tsx';
import { AddFromBankDialog } from '../components/AddFromBankDialog.tsx';
import { AddFromGroupDialog } from '../components/AddFromGroupDialog.tsx';
import { ContestNav } from '../components/ContestNav.tsx';
import { ContestProblemTable } from '../components/ContestProblemTable.tsx';
import { useContestId } from '../hooks/use-contest-id.ts';

const NO_PROBLEMS: never[] = [];

/**
 * A contest's problems (/admin/contest/:contestId/problems, and a group contest's): adding from the
 * public bank, creating one inside the contest (where the host has the problem editor), and in a
 * group adding one of the group's problems.
 */
export function ContestProblemsPage() {
  const { t } = useTranslation();
  const { t: tAdmin } = useTranslation(ADMIN_NAMESPACE);
  const navigate = useNavigate();
  const paths = useManagePaths();
  const cid = useContestId();
  const gid = useManageGid();
  const key = cid === null ? skipToken : { cid, gid };
  const contest = useGetAdminContestQuery(key);
  const problems = useGetAdminContestProblemsQuery(key, { refetchOnMountOrArgChange: true });
  const [bankOpen, setBankOpen] = useState(false);
  const [groupOpen, setGroupOpen] = useState(false);
  const create = paths.contestProblemCreate;
  const title = tAdmin('contest.problems.title', { title: contest.data?.title ?? cid ?? '' });

  useEffect(() => {
    document.title = title;
  }, [title]);

  if (cid === null) return <Alert type="error" showIcon role="alert" title={tAdmin('contest.form.loadFailed')} />;
  return (
    <>
      <ContestNav cid={cid} current="problems" />
      <Typography.Title level={2}>{title}</Typography.Title>
      <Space wrap style={{ marginBottom: 16 }}>
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => {
            setBankOpen(true);
          }}
        >
          {tAdmin('contest.problems.addFromBank')}
        </Button>
        {gid !== null && (
          <Button
            icon={<PlusOutlined />}
            onClick={() => {
              setGroupOpen(true);
            }}
          >
            {tAdmin('contest.problems.addFromGroup')}
          </Button>
        )}
        {create && (
          <Button icon={<PlusOutlined />} onClick={() => void navigate(create(cid))}>
            {tAdmin('contest.problems.createNew')}
          </Button>
        )}
        <Button icon={<ReloadOutlined />} onClick={() => void problems.refetch()}>
          {t('common.refresh')}
        </Button>
      </Space>
      {problems.isError && <Alert type="error" showIcon role="alert" title={tAdmin('dataTable.loadFailed')} style={{ marginBottom: 16 }} />}
      <ContestProblemTable cid={cid} problems={problems.data ?? NO_PROBLEMS} loading={problems.isFetching} />
      <AddFromBankDialog
        cid={cid}
        open={bankOpen}
        onClose={() => {
          setBankOpen(false);
        }}
        current={problems.data ?? NO_PROBLEMS}
      />
      <AddFromGroupDialog
        cid={cid}
        open={groupOpen}
        onClose={() => {
          setGroupOpen(false);
        }}
        current={problems.data ?? NO_PROBLEMS}
      />
    </>
  );
}
