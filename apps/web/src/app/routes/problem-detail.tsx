import { useCallback, useEffect, useMemo, useState } from 'react';
import { Card, Result, theme } from 'antd';
import { Link, useParams } from 'react-router';
import type { SubmissionSummaryDto } from '@oj/contracts';
import { CODE_MAX_LENGTH, OWN_PROBLEM_BANK, ProblemType } from '@oj/contracts';
import { selectIsLoggedIn } from '@oj/api-client/core';
import {
  useGetDifficultyListQuery,
  useGetLanguagesQuery,
  useGetLastAcCodeMutation,
  useGetProblemDetailQuery,
  useGetProblemListQuery,
  useGetUserProblemStatusQuery,
} from '@oj/api-client/problem';
import { useTranslation } from '@oj/i18n';
import { DEFAULT_DIFFICULTY_LEVELS, useFeedback } from '@oj/ui';
import { useViewportClass } from '@/app/layout/breakpoints.ts';
import { useAppDispatch, useAppSelector } from '@/app/store.ts';
import { Loading } from '@/components/Loading.tsx';
import { paths } from '@/config/paths.ts';
import { LazyAiDialog } from '@/features/ai/components/LazyAiDialog.tsx';
import { showsProblemAi } from '@/features/ai/rules.ts';
import type { AiRequest } from '@/features/ai/rules.ts';
import { authDialogOpened } from '@/features/auth/auth-slice.ts';
import { AcceptedCard, Congratulation } from '@/features/problem-detail/components/Celebration.tsx';
import { EditorPanel } from '@/features/problem-detail/components/EditorPanel.tsx';
import { ProblemNavBar } from '@/features/problem-detail/components/ProblemNavBar.tsx';
import { SplitView } from '@/features/problem-detail/components/SplitView.tsx';
import { StatementTabs } from '@/features/problem-detail/components/StatementTabs.tsx';
import { StatisticsDialog } from '@/features/problem-detail/components/StatisticsDialog.tsx';
import { SubmitCaptcha } from '@/features/problem-detail/components/SubmitCaptcha.tsx';
import { TestJudgeDrawer } from '@/features/problem-detail/components/TestJudgeDrawer.tsx';
import { useCelebration } from '@/features/problem-detail/hooks/use-celebration.ts';
import { useProblemEditor } from '@/features/problem-detail/hooks/use-problem-editor.ts';
import { useSubmit } from '@/features/problem-detail/hooks/use-submit.ts';
import type { CaptchaAnswer } from '@/features/problem-detail/hooks/use-submit.ts';
import { useTestJudge } from '@/features/problem-detail/hooks/use-test-judge.ts';
import { useDocumentTitle } from '@/hooks/use-document-title.ts';
import { useSiteConfig } from '@/hooks/use-site-config.ts';
import { EDITOR_HEIGHT_PX } from '@/lib/editor-settings.ts';

const NAV_LIST = { oj: OWN_PROBLEM_BANK, currentPage: 1, limit: 100 } as const;

/** The problem page (spec 01 §2): statement and editor side by side, submit, self-test, focus mode. */
export function ProblemDetailPage() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { message } = useFeedback();
  const dispatch = useAppDispatch();
  const { problemID = '', contestID } = useParams();
  // Contest variants of this page carry a contestID; the AI explanation is hidden there (spec 01 §2).
  const inContest = contestID !== undefined;
  const { config } = useSiteConfig();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const viewport = useViewportClass();
  const detailQuery = useGetProblemDetailQuery({ problemId: problemID });
  const detail = detailQuery.data;
  const { data: languages } = useGetLanguagesQuery(undefined);
  const { data: difficulties = DEFAULT_DIFFICULTY_LEVELS } = useGetDifficultyListQuery(undefined);
  const navList = useGetProblemListQuery(NAV_LIST);
  const navPids = useMemo(() => (navList.data?.records ?? []).map((record) => record.pid), [navList.data]);
  const { data: navStatuses } = useGetUserProblemStatusQuery({ pidList: navPids }, { skip: !loggedIn || navPids.length === 0 });
  const [getLastAc, { isLoading: loadingLastAc }] = useGetLastAcCodeMutation();
  const [focus, setFocus] = useState(false);
  const [statsOpen, setStatsOpen] = useState(false);
  const [testOpen, setTestOpen] = useState(false);
  const [refreshKey, setRefreshKey] = useState(0);
  const [aiRequest, setAiRequest] = useState<AiRequest | null>(null);
  useDocumentTitle(detail ? `${detail.problem.problemId} ${detail.problem.title}` : t('page.problemDetail'));

  const editor = useProblemEditor(problemID, detail, languages);
  const testJudge = useTestJudge();
  const celebration = useCelebration();
  const { refetch } = detailQuery;
  const onJudged = useCallback(
    async (summary: SubmissionSummaryDto) => {
      setRefreshKey((key) => key + 1);
      const reloaded = await refetch();
      void celebration.celebrate(summary.status, problemID, reloaded.data?.problemCount.ac ?? 0, summary.submitId);
    },
    [refetch, celebration, problemID],
  );
  const { panel, submitting, submit, captchaRound, captchaMessage, dismissCaptcha } = useSubmit((summary) => void onJudged(summary));

  const openStatistics = useCallback(() => { setStatsOpen(true); }, []);
  const toggleFocus = useCallback(() => { setFocus((on) => !on); }, []);
  const pid = detail?.problem.id;
  const openAi = useCallback(() => {
    if (pid === undefined) return;
    if (!loggedIn) {
      void message.warning(t('ai.loginFirst'));
      dispatch(authDialogOpened('login'));
      return;
    }
    setAiRequest({ kind: 'explain-problem', pid });
  }, [pid, loggedIn, message, t, dispatch]);
  const closeAi = useCallback(() => { setAiRequest(null); }, []);
  const askToSignIn = useCallback(() => { dispatch(authDialogOpened('login')); }, [dispatch]);

  useEffect(() => {
    if (!focus) return;
    const onKey = (event: KeyboardEvent) => { if (event.key === 'Escape') setFocus(false); };
    window.addEventListener('keydown', onKey);
    return () => { window.removeEventListener('keydown', onKey); };
  }, [focus]);

  /** Spec 01 §5: signed in, code not blank, at most 65535 characters. */
  const checkCanRun = (): boolean => {
    if (!loggedIn) {
      void message.warning(t('editor.loginFirst'));
      dispatch(authDialogOpened('login'));
      return false;
    }
    if (editor.code.trim() === '') {
      void message.error(t('editor.codeEmpty'));
      return false;
    }
    if (editor.code.length > CODE_MAX_LENGTH) {
      void message.error(t('editor.codeTooLong'));
      return false;
    }
    return true;
  };

  const onSubmit = async (answer?: CaptchaAnswer) => {
    if (!detail || !editor.language || !checkCanRun()) return;
    const accepted = await submit({ pid: detail.problem.id, language: editor.language, code: editor.code, gid: detail.problem.gid }, answer);
    if (accepted) void message.success(t('editor.submitted'));
  };
  const onTestRun = (userInput: string, expectedOutput: string) => {
    if (!detail || !editor.language || !checkCanRun()) return;
    void testJudge.run({ pid: detail.problem.id, language: editor.language, code: editor.code, type: 'public', userInput, expectedOutput, gid: detail.problem.gid });
  };
  const onLastAccepted = async () => {
    if (!detail) return;
    const result = await getLastAc({ pid: detail.problem.id });
    if (!result.data) return;
    editor.loadCode(result.data.code, result.data.language);
    void message.success(t('editor.lastAcceptedLoaded'));
  };

  if (detailQuery.isError) {
    return <Result status="warning" title={t('problemDetail.loadFailed')} extra={<Link to={paths.problem.list.getHref()}>{t('problemDetail.problemList')}</Link>} />;
  }
  if (!detail) return <Loading />;

  const mobile = viewport === 'mobile';
  const statementPane = (
    <StatementTabs
      detail={detail}
      difficulties={difficulties}
      loggedIn={loggedIn}
      refreshKey={refreshKey}
      showDiscussion={config.openPublicDiscussion}
      canFocus={!mobile}
      focus={focus}
      onOpenStatistics={openStatistics}
      onToggleFocus={toggleFocus}
      onOpenAi={showsProblemAi({ openAiChat: config.openAiChat, inContest }) ? openAi : undefined}
    />
  );
  const editorPane = (
    <EditorPanel
      editor={editor}
      height={mobile ? 400 : 'fill'}
      panel={panel}
      submitting={submitting}
      canSubmit={!detailQuery.isError}
      showTestJudge={detail.problem.type !== ProblemType.Hidden}
      loadingLastAc={loadingLastAc}
      onLastAccepted={() => void onLastAccepted()}
      onSubmit={() => void onSubmit()}
      onOpenTestJudge={() => { if (checkCanRun()) setTestOpen(true); }}
      captcha={captchaRound === null ? null : (
        // Remounted after each refusal: a wrong answer brings a new image and an empty field.
        <SubmitCaptcha key={captchaRound} message={captchaMessage} submitting={submitting} onAnswer={(answer) => void onSubmit(answer)} onCancel={dismissCaptcha} />
      )}
    />
  );
  const navProblems = (navList.data?.records ?? []).map((record) => ({
    problemId: record.problemId,
    title: record.title,
    href: paths.problem.detail.getHref(record.problemId),
    status: navStatuses?.[String(record.pid)]?.status ?? -10,
  }));

  const body = mobile ? (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <Card size="small">{statementPane}</Card>
      <Card size="small">{editorPane}</Card>
    </div>
  ) : (
    <Card styles={{ body: { padding: 8 } }}>
      <SplitView left={statementPane} right={editorPane} height={focus ? 'calc(100vh - 64px)' : `max(${EDITOR_HEIGHT_PX + 110}px, calc(100vh - 170px))`} />
    </Card>
  );

  return (
    <div data-testid="problem-detail" data-focus={focus}>
      {focus ? (
        <div style={{ position: 'fixed', inset: 0, zIndex: 1000, background: token.colorBgLayout, display: 'flex', flexDirection: 'column' }} data-testid="focus-overlay">
          <div style={{ flex: 1, minHeight: 0 }}>{body}</div>
          <ProblemNavBar problems={navProblems} current={detail.problem.problemId} />
        </div>
      ) : (
        <>
          {body}
          <div style={{ marginTop: 8 }}>
            <ProblemNavBar problems={navProblems} current={detail.problem.problemId} />
          </div>
        </>
      )}
      {statsOpen ? <StatisticsDialog open={statsOpen} onClose={() => { setStatsOpen(false); }} problemId={detail.problem.problemId} counts={detail.problemCount} /> : null}
      {testOpen || testJudge.result ? (
        <TestJudgeDrawer open={testOpen} onClose={() => { setTestOpen(false); }} samples={detail.problem.examples} testJudge={testJudge} onRun={onTestRun} mobile={mobile} />
      ) : null}
      <LazyAiDialog request={aiRequest} onClose={closeAi} onUnauthorized={askToSignIn} />
      {celebration.congratulating ? <Congratulation onDone={celebration.endCongratulation} /> : null}
      {celebration.card ? <AcceptedCard open onClose={celebration.closeCard} {...celebration.card} /> : null}
    </div>
  );
}
