import { useEffect, useState } from 'react';
import { Alert, Button, Space, Typography } from 'antd';
import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { skipToken } from '@reduxjs/toolkit/query';
import { useGetAdminContestProblemsQuery, useGetAdminContestQuery } from '@oj/api-client/admin-contest';
import { useTranslation } from '@oj/i18n';
import { ADMIN_NAMESPACE } from '@oj/i18n/admin';
import { paths } from '@/config/paths.ts';
import { AddFromBankDialog } from '@oj/manage/contests/components/AddFromBankDialog.tsx';
import { ContestNav } from '@oj/manage/contests/components/ContestNav.tsx';
import { ContestProblemTable } from '@oj/manage/contests/components/ContestProblemTable.tsx';
import { useContestId } from '@oj/manage/contests/hooks/use-contest-id.ts';

const NO_PROBLEMS: never[] = [];

/** /admin/contest/:contestId/problems: the contest's problems, adding from the public bank, creating one inside the contest. */
export function ContestProblemsPage() {
  const { t } = useTranslation();
  const { t: tAdmin } = useTranslation(ADMIN_NAMESPACE);
  const navigate = useNavigate();
  const cid = useContestId();
  const contest = useGetAdminContestQuery(cid ?? skipToken);
  const problems = useGetAdminContestProblemsQuery(cid ?? skipToken, { refetchOnMountOrArgChange: true });
  const [bankOpen, setBankOpen] = useState(false);
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
        <Button icon={<PlusOutlined />} onClick={() => void navigate(paths.contest.problemCreate.getHref(cid))}>
          {tAdmin('contest.problems.createNew')}
        </Button>
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
    </>
  );
}
