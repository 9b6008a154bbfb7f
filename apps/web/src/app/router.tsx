import type { ReactNode } from 'react';
import { Navigate, useRoutes } from 'react-router';
import type { RouteObject } from 'react-router';
import { RouteErrorBoundary, lazyPage } from '@oj/app-shell';
import type { MessageKey } from '@oj/i18n';
import { paths } from '@/config/paths.ts';
import { ProblemBrowseGuard, RouteGuard } from './guards.tsx';
import { PageSuspense } from './lazy-page.tsx';
import type { GuardRule } from './guards.tsx';
import { AppShell } from './layout/AppShell.tsx';
import { RootLayout } from './root-layout.tsx';
import { HomePage } from './routes/home.tsx';
import { LogoutPage } from './routes/logout.tsx';
import { PlaceholderPage } from './routes/placeholder.tsx';

// Every page but home is its own chunk, so the first load of / carries only the shell (spec 01 §9:
// a chunk that does not arrive within 120 s fails to the route error page).
const ResetPasswordPage = lazyPage(
  () => import('./routes/reset-password.tsx'),
  (m) => m.ResetPasswordPage,
);
const ProblemListPage = lazyPage(
  () => import('./routes/problem-list.tsx'),
  (m) => m.ProblemListPage,
);
const ProblemDetailPage = lazyPage(
  () => import('./routes/problem-detail.tsx'),
  (m) => m.ProblemDetailPage,
);
const SubmissionListPage = lazyPage(
  () => import('./routes/submission-list.tsx'),
  (m) => m.SubmissionListPage,
);
const SubmissionDetailPage = lazyPage(
  () => import('./routes/submission-detail.tsx'),
  (m) => m.SubmissionDetailPage,
);
const MessagePage = lazyPage(
  () => import('./routes/message.tsx'),
  (m) => m.MessagePage,
);
const SettingPage = lazyPage(
  () => import('./routes/setting.tsx'),
  (m) => m.SettingPage,
);
const NotFoundPage = lazyPage(
  () => import('./routes/not-found.tsx'),
  (m) => m.NotFoundPage,
);
const UserHomePage = lazyPage(
  () => import('./routes/user-home.tsx'),
  (m) => m.UserHomePage,
);
// Contests (spec 02 §2): the list, the shell and each of its tabs are chunks of their own.
const ContestListPage = lazyPage(
  () => import('./routes/contest/list.tsx'),
  (m) => m.ContestListPage,
);
const ContestShellPage = lazyPage(
  () => import('./routes/contest/shell.tsx'),
  (m) => m.ContestShellPage,
);
const ContestOverviewPage = lazyPage(
  () => import('./routes/contest/overview.tsx'),
  (m) => m.ContestOverviewPage,
);
const ContestProblemsPage = lazyPage(
  () => import('./routes/contest/problems.tsx'),
  (m) => m.ContestProblemsPage,
);
const ContestProblemPage = lazyPage(
  () => import('./routes/contest/problem.tsx'),
  (m) => m.ContestProblemPage,
);
const ContestFullScreenProblemPage = lazyPage(
  () => import('./routes/contest/problem.tsx'),
  (m) => m.ContestFullScreenProblemPage,
);
const ContestSubmissionsPage = lazyPage(
  () => import('./routes/contest/submissions.tsx'),
  (m) => m.ContestSubmissionsPage,
);
const ContestSubmissionDetailPage = lazyPage(
  () => import('./routes/contest/submission-detail.tsx'),
  (m) => m.ContestSubmissionDetailPage,
);
const ContestAnnouncementsPage = lazyPage(
  () => import('./routes/contest/announcements.tsx'),
  (m) => m.ContestAnnouncementsPage,
);
const ContestCommentPage = lazyPage(
  () => import('./routes/contest/comment.tsx'),
  (m) => m.ContestCommentPage,
);
const ContestRankPage = lazyPage(
  () => import('./routes/contest/rank.tsx'),
  (m) => m.ContestRankPage,
);
const ContestPrintPage = lazyPage(
  () => import('./routes/contest/print.tsx'),
  (m) => m.ContestPrintPage,
);
const ContestAdminPrintPage = lazyPage(
  () => import('./routes/contest/admin-print.tsx'),
  (m) => m.ContestAdminPrintPage,
);
const ContestAcInfoPage = lazyPage(
  () => import('./routes/contest/ac-info.tsx'),
  (m) => m.ContestAcInfoPage,
);
const ContestRejudgePage = lazyPage(
  () => import('./routes/contest/rejudge.tsx'),
  (m) => m.ContestRejudgePage,
);
const ScrollBoardConfigPage = lazyPage(
  () => import('./routes/contest/scroll-board-config.tsx'),
  (m) => m.ScrollBoardConfigPage,
);
const OutsideScoreboardPage = lazyPage(
  () => import('./routes/contest/outside-board.tsx'),
  (m) => m.OutsideScoreboardPage,
);
const ScrollBoardPage = lazyPage(
  () => import('./routes/contest/scroll-board.tsx'),
  (m) => m.ScrollBoardPage,
);

// Trainings (spec 02 §2): the list, the shell and each of its tabs are chunks of their own.
const TrainingListPage = lazyPage(
  () => import('./routes/training/list.tsx'),
  (m) => m.TrainingListPage,
);
const TrainingShellPage = lazyPage(
  () => import('./routes/training/shell.tsx'),
  (m) => m.TrainingShellPage,
);
const TrainingOverviewPage = lazyPage(
  () => import('./routes/training/overview.tsx'),
  (m) => m.TrainingOverviewPage,
);
const TrainingProblemsPage = lazyPage(
  () => import('./routes/training/problems.tsx'),
  (m) => m.TrainingProblemsPage,
);
const TrainingProblemPage = lazyPage(
  () => import('./routes/training/problem.tsx'),
  (m) => m.TrainingProblemPage,
);
const TrainingFullScreenProblemPage = lazyPage(
  () => import('./routes/training/problem.tsx'),
  (m) => m.TrainingFullScreenProblemPage,
);
const TrainingRankPage = lazyPage(
  () => import('./routes/training/rank.tsx'),
  (m) => m.TrainingRankPage,
);
// Timed homework (spec 02 §2): the list, the shell and its tabs.
const TimedWorkListPage = lazyPage(
  () => import('./routes/timed-work/list.tsx'),
  (m) => m.TimedWorkListPage,
);
const TimedWorkShellPage = lazyPage(
  () => import('./routes/timed-work/shell.tsx'),
  (m) => m.TimedWorkShellPage,
);
const TimedWorkOverviewPage = lazyPage(
  () => import('./routes/timed-work/overview.tsx'),
  (m) => m.TimedWorkOverviewPage,
);
const TimedWorkProblemsPage = lazyPage(
  () => import('./routes/timed-work/problems.tsx'),
  (m) => m.TimedWorkProblemsPage,
);
const TimedWorkProblemPage = lazyPage(
  () => import('./routes/timed-work/problem.tsx'),
  (m) => m.TimedWorkProblemPage,
);
const TimedWorkSubmissionsPage = lazyPage(
  () => import('./routes/timed-work/submissions.tsx'),
  (m) => m.TimedWorkSubmissionsPage,
);
const TimedWorkRankPage = lazyPage(
  () => import('./routes/timed-work/rank.tsx'),
  (m) => m.TimedWorkRankPage,
);
// The global ranklists (spec 02 §2 "Rankings").
const AcmRankPage = lazyPage(
  () => import('./routes/ranks/acm-rank.tsx'),
  (m) => m.AcmRankPage,
);
const OiRankPage = lazyPage(
  () => import('./routes/ranks/oi-rank.tsx'),
  (m) => m.OiRankPage,
);
// Lessons and tidan (spec 02 §2).
const LessonListPage = lazyPage(
  () => import('./routes/lesson/list.tsx'),
  (m) => m.LessonListPage,
);
const LessonDetailPage = lazyPage(
  () => import('./routes/lesson/detail.tsx'),
  (m) => m.LessonDetailPage,
);
// Public discussions (spec 03 §2.14, §2.15).
const DiscussionListPage = lazyPage(
  () => import('./routes/discussion/list.tsx'),
  (m) => m.DiscussionListPage,
);
const DiscussionDetailPage = lazyPage(
  () => import('./routes/discussion/detail.tsx'),
  (m) => m.DiscussionDetailPage,
);
const TidanPage = lazyPage(
  () => import('./routes/tidan/list.tsx'),
  (m) => m.TidanPage,
);

const SIGNED_IN: GuardRule = { auth: true };
const DISCUSSION_OPEN: GuardRule = { setting: 'openPublicDiscussion' };
const CONTEST_COMMENT_OPEN: GuardRule = { setting: 'openContestComment' };
const GROUP_DISCUSSION_OPEN: GuardRule = { setting: 'openGroupDiscussion' };
const SUPER_ADMIN: GuardRule = { auth: true, role: 'superAdmin' };

function guarded(rule: GuardRule, element: ReactNode): ReactNode {
  return <RouteGuard rule={rule}>{element}</RouteGuard>;
}

function route(path: string, element: ReactNode, rule?: GuardRule): RouteObject {
  return { path, element: rule ? guarded(rule, element) : element };
}

/** A lazy page outside the app frame (no app bar): its own spinner while its chunk loads. */
function bare(path: string, element: ReactNode, rule?: GuardRule): RouteObject {
  return route(path, <PageSuspense>{element}</PageSuspense>, rule);
}

function page(path: string, titleKey: MessageKey, rule?: GuardRule): RouteObject {
  return route(path, <PlaceholderPage titleKey={titleKey} />, rule);
}

/**
 * Spec 03 §2.1 marks the problem pages as sign-in required, while spec 01 §6 lets visitors browse
 * them: the site switch `guestBrowseProblems` decides (default on, docs/web-app.md).
 */
function problemPage(path: string, element: ReactNode): RouteObject {
  return { path, element: <ProblemBrowseGuard>{element}</ProblemBrowseGuard> };
}

/** The children of the contest shell (spec 03 §2.1), relative to /contest/:contestID. */
const contestChildren: RouteObject[] = [
  { index: true, element: <ContestOverviewPage /> },
  { path: paths.contest.problems.path, element: <ContestProblemsPage /> },
  { path: paths.contest.problem.path, element: <ContestProblemPage /> },
  { path: paths.contest.submissionDetail.path, element: <ContestSubmissionDetailPage /> },
  { path: paths.contest.submissions.path, element: <ContestSubmissionsPage /> },
  { path: paths.contest.rank.path, element: <ContestRankPage /> },
  { path: paths.contest.announcements.path, element: <ContestAnnouncementsPage /> },
  route(paths.contest.comment.path, <ContestCommentPage />, CONTEST_COMMENT_OPEN),
  { path: paths.contest.print.path, element: <ContestPrintPage /> },
  { path: paths.contest.adminPrint.path, element: <ContestAdminPrintPage /> },
  { path: paths.contest.acInfo.path, element: <ContestAcInfoPage /> },
  route(paths.contest.rejudge.path, <ContestRejudgePage />, SUPER_ADMIN),
  { path: paths.contest.scrollBoardConfig.path, element: <ScrollBoardConfigPage /> },
  { path: '*', element: <NotFoundPage /> },
];

// Groups (spec 03 §2.4–§2.8): the list, the shell and its tabs.
const GroupListPage = lazyPage(
  () => import('./routes/group/list.tsx'),
  (m) => m.GroupListPage,
);
const GroupShellPage = lazyPage(
  () => import('./routes/group/shell.tsx'),
  (m) => m.GroupShellPage,
);
const GroupHomePage = lazyPage(
  () => import('./routes/group/tabs.tsx'),
  (m) => m.GroupHomePage,
);
const GroupMembersPage = lazyPage(
  () => import('./routes/group/tabs.tsx'),
  (m) => m.GroupMembersPage,
);
const GroupAnnouncementsPage = lazyPage(
  () => import('./routes/group/tabs.tsx'),
  (m) => m.GroupAnnouncementsPage,
);
const GroupSettingPage = lazyPage(
  () => import('./routes/group/tabs.tsx'),
  (m) => m.GroupSettingPage,
);
const GroupRankPage = lazyPage(
  () => import('./routes/group/tabs.tsx'),
  (m) => m.GroupRankPage,
);
const GroupProblemsPage = lazyPage(
  () => import('./routes/group/problems.tsx'),
  (m) => m.GroupProblemsPage,
);
const GroupProblemPage = lazyPage(
  () => import('./routes/group/problems.tsx'),
  (m) => m.GroupProblemPage,
);
const GroupProblemEditorPage = lazyPage(
  () => import('./routes/group/problems.tsx'),
  (m) => m.GroupProblemEditorPage,
);
const GroupSubmissionDetailPage = lazyPage(
  () => import('./routes/group/problems.tsx'),
  (m) => m.GroupSubmissionDetailPage,
);
const GroupTrainingsPage = lazyPage(
  () => import('./routes/group/trainings.tsx'),
  (m) => m.GroupTrainingsPage,
);
const GroupTrainingShellPage = lazyPage(
  () => import('./routes/group/trainings.tsx'),
  (m) => m.GroupTrainingShellPage,
);
const GroupTrainingEditPage = lazyPage(
  () => import('./routes/group/trainings.tsx'),
  (m) => m.GroupTrainingEditPage,
);
const GroupTrainingAdminProblemsPage = lazyPage(
  () => import('./routes/group/trainings.tsx'),
  (m) => m.GroupTrainingAdminProblemsPage,
);
const GroupTrainingFullScreenProblemPage = lazyPage(
  () => import('./routes/group/trainings.tsx'),
  (m) => m.GroupTrainingFullScreenProblemPage,
);
const GroupContestsPage = lazyPage(
  () => import('./routes/group/contests.tsx'),
  (m) => m.GroupContestsPage,
);
const GroupContestEditPage = lazyPage(
  () => import('./routes/group/contests.tsx'),
  (m) => m.GroupContestEditPage,
);
const GroupContestProblemsPage = lazyPage(
  () => import('./routes/group/contests.tsx'),
  (m) => m.GroupContestProblemsPage,
);
const GroupContestAnnouncementsPage = lazyPage(
  () => import('./routes/group/contests.tsx'),
  (m) => m.GroupContestAnnouncementsPage,
);
const GroupSubmissionsPage = lazyPage(
  () => import('./routes/group/problems.tsx'),
  (m) => m.GroupSubmissionsPage,
);
const GroupDiscussionPage = lazyPage(
  () => import('./routes/group/tabs.tsx'),
  (m) => m.GroupDiscussionPage,
);
const GroupDiscussionDetailPage = lazyPage(
  () => import('./routes/group/tabs.tsx'),
  (m) => m.GroupDiscussionDetailPage,
);

/** The children of the training shell (spec 03 §2.1: problems, problem/:problemID, rank), relative to /training/:trainingID. */
const trainingChildren: RouteObject[] = [
  { index: true, element: <TrainingOverviewPage /> },
  { path: paths.training.problems.path, element: <TrainingProblemsPage /> },
  { path: paths.training.problem.path, element: <TrainingProblemPage /> },
  { path: paths.training.rank.path, element: <TrainingRankPage /> },
  { path: '*', element: <NotFoundPage /> },
];

/** The children of the group shell (spec 03 §2.1), relative to /group/:groupID; the tabs other issues build show an empty state. */
const groupChildren: RouteObject[] = [
  { index: true, element: <GroupHomePage /> },
  { path: paths.group.problems.path, element: <GroupProblemsPage /> },
  { path: paths.group.problem.path, element: <GroupProblemPage /> },
  { path: paths.group.problemCreate.path, element: <GroupProblemEditorPage /> },
  { path: paths.group.problemEdit.path, element: <GroupProblemEditorPage /> },
  { path: paths.group.trainings.path, element: <GroupTrainingsPage /> },
  // GroupCreateTraining, GroupEditTraining and the admin's training problems (group admins; the calls refuse others).
  { path: `${paths.group.trainings.path}/create`, element: <GroupTrainingEditPage /> },
  { path: `${paths.group.trainings.path}/:trainingID/edit`, element: <GroupTrainingEditPage /> },
  { path: `${paths.group.trainings.path}/:trainingID/admin-problems`, element: <GroupTrainingAdminProblemsPage /> },
  // GroupTrainingDetails with its children (GroupTrainingProblemList, GroupTrainingProblemDetails, GroupTrainingRank): the core training pages.
  { path: `${paths.group.trainings.path}/:trainingID`, element: <GroupTrainingShellPage />, children: trainingChildren },
  { path: paths.group.contests.path, element: <GroupContestsPage /> },
  { path: paths.group.contestCreate.path, element: <GroupContestEditPage key="create" /> },
  { path: paths.group.contestEdit.path, element: <GroupContestEditPage /> },
  { path: paths.group.contestProblems.path, element: <GroupContestProblemsPage /> },
  { path: paths.group.contestAnnouncements.path, element: <GroupContestAnnouncementsPage /> },
  { path: paths.group.submissions.path, element: <GroupSubmissionsPage /> },
  { path: paths.group.submissionDetail.path, element: <GroupSubmissionDetailPage /> },
  route(paths.group.discussions.path, <GroupDiscussionPage />, GROUP_DISCUSSION_OPEN),
  route(paths.group.problemDiscussions.path, <GroupDiscussionPage />, GROUP_DISCUSSION_OPEN),
  route(paths.group.discussionDetail.path, <GroupDiscussionDetailPage />, GROUP_DISCUSSION_OPEN),
  { path: paths.group.members.path, element: <GroupMembersPage /> },
  { path: paths.group.announcements.path, element: <GroupAnnouncementsPage /> },
  { path: paths.group.setting.path, element: <GroupSettingPage /> },
  { path: paths.group.rank.path, element: <GroupRankPage /> },
  { path: '*', element: <NotFoundPage /> },
];

/** The children of the timed work shell, relative to /timedwork/:timedWorkID (the submissions tab is the admin roles': the shell refuses it to others). */
const timedWorkChildren: RouteObject[] = [
  { index: true, element: <TimedWorkOverviewPage /> },
  { path: paths.timedwork.problems.path, element: <TimedWorkProblemsPage /> },
  { path: paths.timedwork.problem.path, element: <TimedWorkProblemPage /> },
  { path: paths.timedwork.submissions.path, element: <TimedWorkSubmissionsPage /> },
  { path: paths.timedwork.rank.path, element: <TimedWorkRankPage /> },
  { path: '*', element: <NotFoundPage /> },
];

/** The route table of the user app (spec 03 §2.1). */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: paths.root.path, element: <Navigate to={paths.home.getHref()} replace /> },
      // Full-screen problem pages and the outside scoreboards have no app bar.
      bare(paths.training.fullScreen.path, <TrainingFullScreenProblemPage />, SIGNED_IN),
      bare(paths.contest.fullScreen.path, <ContestFullScreenProblemPage />, SIGNED_IN),
      page(paths.group.fullScreen.path, 'page.fullScreenProblem', SIGNED_IN),
      bare(paths.group.trainingFullScreen.path, <GroupTrainingFullScreenProblemPage />, SIGNED_IN),
      bare(paths.contest.acmScoreboard.path, <OutsideScoreboardPage />),
      bare(paths.contest.oiScoreboard.path, <OutsideScoreboardPage />),
      bare(paths.contest.scrollBoard.path, <ScrollBoardPage />, SIGNED_IN),
      {
        element: <AppShell />,
        children: [
          { path: paths.home.path, element: <HomePage /> },
          problemPage(paths.problem.list.path, <ProblemListPage />),
          problemPage(paths.problem.detail.path, <ProblemDetailPage />),
          route(paths.training.list.path, <TrainingListPage />),
          // Opening a training needs sign-in (spec 03 §5: the login modal opens).
          { path: paths.training.shell.path, element: guarded(SIGNED_IN, <TrainingShellPage />), children: trainingChildren },
          route(paths.timedwork.list.path, <TimedWorkListPage />, SIGNED_IN),
          { path: paths.timedwork.shell.path, element: guarded(SIGNED_IN, <TimedWorkShellPage />), children: timedWorkChildren },
          route(paths.tidan.list.path, <TidanPage />, SIGNED_IN),
          route(paths.contest.list.path, <ContestListPage />),
          { path: paths.contest.shell.path, element: guarded(SIGNED_IN, <ContestShellPage />), children: contestChildren },
          route(paths.status.list.path, <SubmissionListPage />),
          route(paths.status.detail.path, <SubmissionDetailPage />),
          route(paths.acmRank.path, <AcmRankPage />),
          route(paths.oiRank.path, <OiRankPage />),
          { path: paths.resetPassword.path, element: <ResetPasswordPage /> },
          route(paths.userHome.path, <UserHomePage />),
          route(paths.setting.path, <SettingPage />, SIGNED_IN),
          { path: paths.logout.path, element: guarded(SIGNED_IN, <LogoutPage />) },
          route(paths.group.list.path, <GroupListPage />),
          { path: paths.group.detail.path, element: guarded(SIGNED_IN, <GroupShellPage />), children: groupChildren },
          route(paths.discussion.list.path, <DiscussionListPage />, DISCUSSION_OPEN),
          route(paths.discussion.problem.path, <DiscussionListPage />, DISCUSSION_OPEN),
          route(paths.discussion.detail.path, <DiscussionDetailPage />, DISCUSSION_OPEN),
          route(paths.lesson.list.path, <LessonListPage />),
          route(paths.lesson.detail.path, <LessonDetailPage />, SIGNED_IN),
          {
            path: paths.message.root.path,
            element: guarded(SIGNED_IN, <MessagePage />),
            children: [
              { index: true, element: <Navigate to={paths.message.discuss.getHref()} replace /> },
              { path: paths.message.discuss.path },
              { path: paths.message.reply.path },
              { path: paths.message.like.path },
              { path: paths.message.sys.path },
              { path: paths.message.mine.path },
            ],
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

/**
 * The routes, rendered under a BrowserRouter (or a MemoryRouter in tests). Declarative routing:
 * the data router's loaders and actions are unused here and would add 16 KB gzipped to every
 * first load. A render or chunk-load failure shows the route error page.
 */
export function AppRoutes() {
  return <RouteErrorBoundary>{useRoutes(routes)}</RouteErrorBoundary>;
}
