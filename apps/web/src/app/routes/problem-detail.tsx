import { useCallback, useEffect, useState } from 'react';
import { Card, Result, theme } from 'antd';
import { Link, useParams } from 'react-router';
import type { SubmissionSummaryDto } from '@oj/contracts';
import { CODE_MAX_LENGTH, ProblemType } from '@oj/contracts';
import { selectIsLoggedIn } from '@oj/api-client/core';
import { useGetDifficultyListQuery, useGetLanguagesQuery, useGetLastAcCodeMutation } from '@oj/api-client/problem';
import { useTranslation } from '@oj/i18n';
import { DEFAULT_DIFFICULTY_LEVELS, useFeedback } from '@oj/ui';
import { useViewportClass } from '@/app/layout/breakpoints.ts';
import { useAppDispatch, useAppSelector } from '@/app/store.ts';
import { Loading } from '@/components/Loading.tsx';
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
import { useProblemSource } from '@/features/problem-detail/hooks/use-problem-source.ts';
import { useSubmit } from '@/features/problem-detail/hooks/use-submit.ts';
import type { CaptchaAnswer } from '@/features/problem-detail/hooks/use-submit.ts';
import { useTestJudge } from '@/features/problem-detail/hooks/use-test-judge.ts';
import { editorStorageKey, languageRuleOf, useProblemScope } from '@/features/problem-detail/scope.ts';
import { useDocumentTitle } from '@/hooks/use-document-title.ts';
import { useSiteConfig } from '@/hooks/use-site-config.ts';
import { EDITOR_HEIGHT_PX } from '@/lib/editor-settings.ts';

/** The split view's height: the window in focus mode, below the contest bar full screen, else at least the editor's. */
function splitHeight(focus: boolean, fullScreen: boolean): string {
  if (focus) return 'calc(100vh - 64px)';
  if (fullScreen) return 'calc(100vh - 120px)';
  return `max(${EDITOR_HEIGHT_PX + 110}px, calc(100vh - 170px))`;
}

/**
 * The problem page (spec 01 §2): statement and editor side by side, submit, self-test, focus mode.
 * Inside a contest (the scope its route sets, spec 02 §2) the same page reads the contest's statement
 * and problem list, submits with the contest's id and rules, and leaves out statistics, discussion and AI.
 */
export function ProblemDetailPage() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { message } = useFeedback();
  const dispatch = useAppDispatch();
  const { problemID = '' } = useParams();
  const scope = useProblemScope();
  // The AI explanation, statistics and discussion are left out inside contests (spec 01 §2).
  const inContest = scope.cid > 0;
  const { config } = useSiteConfig();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const viewport = useViewportClass();
  const source = useProblemSource(problemID, loggedIn);
  const { detailQuery } = source;
  const detail = detailQuery.data;
  const { data: languages } = useGetLanguagesQuery(undefined);
  const { data: difficulties = DEFAULT_DIFFICULTY_LEVELS } = useGetDifficultyListQuery(undefined);
  const [getLastAc, { isLoading: loadingLastAc }] = useGetLastAcCodeMutation();
  const [focus, setFocus] = useState(false);
  const [statsOpen, setStatsOpen] = useState(false);
  const [testOpen, setTestOpen] = useState(false);
  const [refreshKey, setRefreshKey] = useState(0);
  const [aiRequest, setAiRequest] = useState<AiRequest | null>(null);
  useDocumentTitle(detail ? (source.heading ?? `${detail.problem.problemId} ${detail.problem.title}`) : t('page.problemDetail'));

  const editor = useProblemEditor(editorStorageKey(scope, problemID), detail, languages, languageRuleOf(scope));
  const testJudge = useTestJudge();
  const celebration = useCelebration();
  const { reload } = source;
  const problemId = detail?.problem.problemId ?? problemID;
  const onJudged = useCallback(
    async (summary: SubmissionSummaryDto) => {
      setRefreshKey((key) => key + 1);
      const accepted = await reload();
      void celebration.celebrate(summary.status, problemId, accepted, summary.submitId);
    },
    [reload, celebration, problemId],
  );
  const { panel, submitting, submit, captchaRound, captchaMessage, dismissCaptcha } = useSubmit((summary) => void onJudged(summary));

  const openStatistics = useCallback(() => {
    setStatsOpen(true);
  }, []);
  const toggleFocus = useCallback(() => {
    setFocus((on) => !on);
  }, []);
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
  const closeAi = useCallback(() => {
    setAiRequest(null);
  }, []);
  const askToSignIn = useCallback(() => {
    dispatch(authDialogOpened('login'));
  }, [dispatch]);

  useEffect(() => {
    if (!focus) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setFocus(false);
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
    };
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
    // Contest rules first (access, the OI overwrite confirmation); a captcha answer already passed them.
    if (!answer && scope.beforeSubmit && !(await scope.beforeSubmit({ myStatus: source.myStatus }))) return;
    const accepted = await submit({ pid: detail.problem.id, language: editor.language, code: editor.code, gid: detail.problem.gid }, answer);
    if (accepted) void message.success(t('editor.submitted'));
  };
  const onTestRun = (userInput: string, expectedOutput: string) => {
    if (!detail || !editor.language || !checkCanRun()) return;
    const where = inContest ? { type: 'contest', cid: scope.cid } : { type: 'public' };
    void testJudge.run({ pid: detail.problem.id, language: editor.language, code: editor.code, ...where, userInput, expectedOutput, gid: detail.problem.gid });
  };
  const onLastAccepted = async () => {
    if (!detail) return;
    const result = await getLastAc(inContest ? { pid: detail.problem.id, cid: scope.cid } : { pid: detail.problem.id });
    if (!result.data) return;
    editor.loadCode(result.data.code, result.data.language);
    void message.success(t('editor.lastAcceptedLoaded'));
  };

  if (detailQuery.isError) {
    return <Result status="warning" title={t('problemDetail.loadFailed')} extra={<Link to={source.listHref}>{t('problemDetail.problemList')}</Link>} />;
  }
  if (!detail) return <Loading />;

  const mobile = viewport === 'mobile';
  const statementPane = (
    <StatementTabs
      detail={detail}
      difficulties={difficulties}
      loggedIn={loggedIn}
      refreshKey={refreshKey}
      showDiscussion={config.openPublicDiscussion && !inContest}
      canFocus={!mobile && !scope.fullScreen}
      focus={focus}
      onOpenStatistics={inContest ? undefined : openStatistics}
      onToggleFocus={toggleFocus}
      onOpenAi={showsProblemAi({ openAiChat: config.openAiChat, inContest }) ? openAi : undefined}
      problemKey={inContest ? problemID : undefined}
      heading={source.heading}
    />
  );
  const editorPane = (
    <EditorPanel
      editor={editor}
      height={mobile ? 400 : 'fill'}
      panel={panel}
      submitting={submitting}
      // A failed load never gets here (the warning above replaces the page, spec 01 §8).
      canSubmit={!scope.submitClosed}
      closedReason={scope.submitClosed ?? null}
      showTestJudge={detail.problem.type !== ProblemType.Hidden}
      loadingLastAc={loadingLastAc}
      onLastAccepted={() => void onLastAccepted()}
      onSubmit={() => void onSubmit()}
      onOpenTestJudge={() => {
        if (checkCanRun()) setTestOpen(true);
      }}
      captcha={
        captchaRound === null ? null : (
          // Remounted after each refusal: a wrong answer brings a new image and an empty field.
          <SubmitCaptcha
            key={captchaRound}
            message={captchaMessage}
            submitting={submitting}
            onAnswer={(answer) => void onSubmit(answer)}
            onCancel={dismissCaptcha}
          />
        )
      }
    />
  );
  const body = mobile ? (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <Card size="small">{statementPane}</Card>
      <Card size="small">{editorPane}</Card>
    </div>
  ) : (
    <Card styles={{ body: { padding: 8 } }}>
      <SplitView left={statementPane} right={editorPane} height={splitHeight(focus, scope.fullScreen === true)} />
    </Card>
  );

  return (
    <div data-testid="problem-detail" data-focus={focus}>
      {focus ? (
        <div
          style={{ position: 'fixed', inset: 0, zIndex: 1000, background: token.colorBgLayout, display: 'flex', flexDirection: 'column' }}
          data-testid="focus-overlay"
        >
          <div style={{ flex: 1, minHeight: 0 }}>{body}</div>
          <ProblemNavBar problems={source.navProblems} current={source.current} />
        </div>
      ) : (
        <>
          {body}
          <div style={{ marginTop: 8 }}>
            <ProblemNavBar problems={source.navProblems} current={source.current} />
          </div>
        </>
      )}
      {statsOpen ? (
        <StatisticsDialog
          open={statsOpen}
          onClose={() => {
            setStatsOpen(false);
          }}
          problemId={detail.problem.problemId}
          counts={detail.problemCount}
        />
      ) : null}
      {testOpen || testJudge.result ? (
        <TestJudgeDrawer
          open={testOpen}
          onClose={() => {
            setTestOpen(false);
          }}
          samples={detail.problem.examples}
          testJudge={testJudge}
          onRun={onTestRun}
          mobile={mobile}
        />
      ) : null}
      <LazyAiDialog request={aiRequest} onClose={closeAi} onUnauthorized={askToSignIn} />
      {celebration.congratulating ? <Congratulation onDone={celebration.endCongratulation} /> : null}
      {celebration.card ? <AcceptedCard open onClose={celebration.closeCard} {...celebration.card} /> : null}
    </div>
  );
}
