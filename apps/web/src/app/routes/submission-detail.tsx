import { useCallback, useEffect, useMemo, useState } from 'react';
import { ShareAltOutlined } from '@ant-design/icons';
import { Button, Card, Result, Space, Table } from 'antd';
import { useParams } from 'react-router';
import type { SubmissionDetailDto, SubmissionSummaryDto } from '@oj/contracts';
import { hasSuperAdminRole, selectIsLoggedIn, selectRoleList, selectUserInfo } from '@oj/api-client/core';
import { useGetAllCaseResultQuery, useGetSubmissionDetailQuery, useUpdateSubmissionShareMutation } from '@oj/api-client/submission';
import { useTranslation } from '@oj/i18n';
import { CodeBlock, CopyButton, useFeedback } from '@oj/ui';
import { useAppDispatch, useAppSelector } from '@/app/store.ts';
import { Loading } from '@/components/Loading.tsx';
import { LazyAiDialog } from '@/features/ai/components/LazyAiDialog.tsx';
import { SubmissionAiButtons } from '@/features/ai/components/SubmissionAiButtons.tsx';
import { submissionAiKinds } from '@/features/ai/rules.ts';
import type { AiRequest, SubmissionAiKind } from '@/features/ai/rules.ts';
import { authDialogOpened } from '@/features/auth/auth-slice.ts';
import { CaseResults } from '@/features/submissions/components/CaseResults.tsx';
import { StatusBanner } from '@/features/submissions/components/StatusBanner.tsx';
import { SubmissionAdminCard } from '@/features/submissions/components/SubmissionAdminCard.tsx';
import { useSubmissionColumns } from '@/features/submissions/columns.tsx';
import { useLiveSubmissions } from '@/features/submissions/hooks/use-live-submissions.ts';
import { useSubmissionScope } from '@/features/submissions/scope.ts';
import { withJudgeChange } from '@/features/submissions/judge-change.ts';
import { useDocumentTitle } from '@/hooks/use-document-title.ts';
import { useSiteConfig } from '@/hooks/use-site-config.ts';
import { monacoLanguageOf } from '@/lib/language-mode.ts';

function SummaryTable({ submission }: { submission: SubmissionDetailDto }) {
  return (
    <Table<SubmissionSummaryDto>
      data-testid="submission-summary"
      size="small"
      rowKey="submitId"
      pagination={false}
      scroll={{ x: 'max-content' }}
      dataSource={[submission]}
      columns={useSubmissionColumns('summary')}
    />
  );
}

/**
 * Submission details (spec 01 §2): status banner, summary, case results, code with copy, share and the
 * AI helpers. Inside a contest (its route sets the scope) the status is checked with the contest's call.
 */
export function SubmissionDetailPage() {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const submitId = Number(useParams().submitID);
  const valid = Number.isSafeInteger(submitId) && submitId > 0;
  const userInfo = useAppSelector(selectUserInfo);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const superAdmin = hasSuperAdminRole(useAppSelector(selectRoleList));
  const dispatch = useAppDispatch();
  const { config } = useSiteConfig();
  const [aiRequest, setAiRequest] = useState<AiRequest | null>(null);
  const closeAi = useCallback(() => {
    setAiRequest(null);
  }, []);
  const askToSignIn = useCallback(() => {
    dispatch(authDialogOpened('login'));
  }, [dispatch]);
  const detail = useGetSubmissionDetailQuery(submitId, { skip: !valid });
  const cases = useGetAllCaseResultQuery(submitId, { skip: !valid });
  const [updateShare, { isLoading: sharing }] = useUpdateSubmissionShareMutation();
  useDocumentTitle(t('page.submissionDetail'));

  const submission = detail.data?.submission;
  const rows = useMemo(() => (submission ? [submission] : []), [submission]);
  const live = useLiveSubmissions(rows, useSubmissionScope().cid);
  const liveStatus = live.rows[0]?.status;
  const { refetch: refetchDetail } = detail;
  const { refetch: refetchCases } = cases;
  // When polling sees the verdict settle, reload the full record and its cases.
  useEffect(() => {
    if (submission && liveStatus !== undefined && liveStatus !== submission.status) {
      void refetchDetail();
      void refetchCases();
    }
  }, [liveStatus, submission, refetchDetail, refetchCases]);

  if (!valid || detail.isError) return <Result status="warning" title={t('errors.notFound')} />;
  if (!submission || !detail.data) return <Loading />;

  const status = liveStatus ?? submission.status;
  const aiKinds = submissionAiKinds({ openAiChat: config.openAiChat, cid: submission.cid, status, codeVisible: submission.code !== null });
  const askAi = (kind: SubmissionAiKind) => {
    if (!loggedIn) {
      void message.warning(t('ai.loginFirst'));
      askToSignIn();
      return;
    }
    setAiRequest({ kind, submitId: submission.submitId });
  };
  const mine = userInfo?.uid === submission.uid;
  const canShare = mine && detail.data.codeShare && submission.cid === 0;
  const toggleShare = async () => {
    const share = !submission.share;
    const result = await updateShare({ submitId: submission.submitId, share, uid: submission.uid });
    if ('error' in result) return;
    void message.success(share ? t('submission.shared') : t('submission.unshared'));
  };

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }} data-testid="submission-detail">
      <StatusBanner submission={{ ...submission, status }} />
      <Card size="small">
        <SummaryTable submission={{ ...submission, status }} />
      </Card>
      {superAdmin ? (
        <SubmissionAdminCard
          submission={{ ...submission, status }}
          onChanged={(change, kind) => {
            live.restart(withJudgeChange(live.rows[0] ?? submission, change, kind));
          }}
        />
      ) : null}
      <Card size="small" title={t('submission.caseResults')}>
        <CaseResults result={cases.data} />
      </Card>
      <Card
        size="small"
        title={t('submission.code')}
        extra={
          submission.code !== null ? (
            <Space wrap>
              {aiKinds.length > 0 ? <SubmissionAiButtons kinds={aiKinds} onAsk={askAi} /> : null}
              <CopyButton text={submission.code} data-testid="copy-code" />
              {canShare ? (
                <Button size="small" icon={<ShareAltOutlined />} loading={sharing} onClick={() => void toggleShare()} data-testid="share-code">
                  {submission.share ? t('submission.unshare') : t('submission.share')}
                </Button>
              ) : null}
            </Space>
          ) : null
        }
      >
        {submission.code !== null ? (
          <CodeBlock code={submission.code} language={monacoLanguageOf(null, submission.language)} data-testid="submission-code" />
        ) : (
          <div style={{ opacity: 0.65 }}>{t('submission.codeHidden')}</div>
        )}
      </Card>
      <LazyAiDialog request={aiRequest} onClose={closeAi} onUnauthorized={askToSignIn} />
    </div>
  );
}
