import type { ReactNode } from 'react';
import { Navigate, useRoutes } from 'react-router';
import type { RouteObject } from 'react-router';
import { RouteErrorBoundary, lazyPage } from '@oj/app-shell';
import type { MessageKey } from '@oj/i18n';
import { paths } from '@/config/paths.ts';
import { ProblemBrowseGuard, RouteGuard } from './guards.tsx';
import type { GuardRule } from './guards.tsx';
import { AppShell } from './layout/AppShell.tsx';
import { RootLayout } from './root-layout.tsx';
import { HomePage } from './routes/home.tsx';
import { LogoutPage } from './routes/logout.tsx';
import { PlaceholderPage } from './routes/placeholder.tsx';

// Every page but home is its own chunk, so the first load of / carries only the shell (spec 01 §9:
// a chunk that does not arrive within 120 s fails to the route error page).
const ResetPasswordPage = lazyPage(() => import('./routes/reset-password.tsx'), (m) => m.ResetPasswordPage);
const ProblemListPage = lazyPage(() => import('./routes/problem-list.tsx'), (m) => m.ProblemListPage);
const ProblemDetailPage = lazyPage(() => import('./routes/problem-detail.tsx'), (m) => m.ProblemDetailPage);
const SubmissionListPage = lazyPage(() => import('./routes/submission-list.tsx'), (m) => m.SubmissionListPage);
const SubmissionDetailPage = lazyPage(() => import('./routes/submission-detail.tsx'), (m) => m.SubmissionDetailPage);
const SettingPage = lazyPage(() => import('./routes/setting.tsx'), (m) => m.SettingPage);
const NotFoundPage = lazyPage(() => import('./routes/not-found.tsx'), (m) => m.NotFoundPage);
const UserHomePage = lazyPage(() => import('./routes/user-home.tsx'), (m) => m.UserHomePage);

const SIGNED_IN: GuardRule = { auth: true };
const DISCUSSION_OPEN: GuardRule = { setting: 'openPublicDiscussion' };

function guarded(rule: GuardRule, element: ReactNode): ReactNode {
  return <RouteGuard rule={rule}>{element}</RouteGuard>;
}

function route(path: string, element: ReactNode, rule?: GuardRule): RouteObject {
  return { path, element: rule ? guarded(rule, element) : element };
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

/** The route table of the user app (spec 03 §2.1). */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: paths.root.path, element: <Navigate to={paths.home.getHref()} replace /> },
      // Full-screen problem pages and the outside scoreboards have no app bar.
      problemPage(paths.training.fullScreen.path, <PlaceholderPage titleKey="page.fullScreenProblem" />),
      page(paths.contest.fullScreen.path, 'page.fullScreenProblem', SIGNED_IN),
      page(paths.group.fullScreen.path, 'page.fullScreenProblem', SIGNED_IN),
      page(paths.group.trainingFullScreen.path, 'page.fullScreenProblem', SIGNED_IN),
      page(paths.contest.acmScoreboard.path, 'page.acmScoreboard'),
      page(paths.contest.oiScoreboard.path, 'page.oiScoreboard'),
      {
        element: <AppShell />,
        children: [
          { path: paths.home.path, element: <HomePage /> },
          problemPage(paths.problem.list.path, <ProblemListPage />),
          problemPage(paths.problem.detail.path, <ProblemDetailPage />),
          page(paths.training.list.path, 'page.trainingList'),
          page(paths.training.detail.path, 'page.trainingDetail'),
          page(paths.tidan.list.path, 'page.tidan', SIGNED_IN),
          page(paths.timedwork.list.path, 'page.timedworkList', SIGNED_IN),
          page(paths.timedwork.detail.path, 'page.timedworkDetail', SIGNED_IN),
          page(paths.contest.list.path, 'page.contestList'),
          page(paths.contest.detail.path, 'page.contestDetail', SIGNED_IN),
          route(paths.status.list.path, <SubmissionListPage />),
          route(paths.status.detail.path, <SubmissionDetailPage />),
          page(paths.acmRank.path, 'page.acmRank'),
          page(paths.oiRank.path, 'page.oiRank'),
          { path: paths.resetPassword.path, element: <ResetPasswordPage /> },
          route(paths.userHome.path, <UserHomePage />),
          route(paths.setting.path, <SettingPage />, SIGNED_IN),
          { path: paths.logout.path, element: guarded(SIGNED_IN, <LogoutPage />) },
          page(paths.discussion.list.path, 'page.discussionList', DISCUSSION_OPEN),
          page(paths.discussion.problem.path, 'page.discussionList', DISCUSSION_OPEN),
          page(paths.discussion.detail.path, 'page.discussionDetail', DISCUSSION_OPEN),
          page(paths.group.list.path, 'page.groupList'),
          page(paths.group.detail.path, 'page.groupDetail', SIGNED_IN),
          page(paths.lesson.list.path, 'page.lessonList'),
          page(paths.lesson.detail.path, 'page.lessonDetail'),
          {
            path: paths.message.root.path,
            element: guarded(SIGNED_IN, <PlaceholderPage titleKey="page.message" />),
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
